import Geometry
import Views

/// `{"type": "ScrollView", "axes": "vertical", "showsIndicators": false,
/// "defaultScrollAnchor": "bottom", "scrollPosition": "offset", "content": {…}}`.
extension SceneDecoder {
    mutating func scrollView(_ reader: inout ObjectReader, scope: NameScope) -> SceneView.Kind? {
        var valid = true
        var axes = (horizontal: false, vertical: true)
        if let (value, path) = reader.take("axes") {
            if let decoded = self.axes(value, at: path, subject: "ScrollView.axes") { axes = decoded } else { valid = false }
        }
        var showsIndicators = true
        if let (value, path) = reader.take("showsIndicators") {
            if case .bool(let flag) = value { showsIndicators = flag } else {
                log.record(.typeMismatch("ScrollView.showsIndicators", expected: "true or false", got: value), at: path)
                valid = false
            }
        }
        var anchor: Dynamic<UnitPoint>?
        if let (value, path) = reader.take("defaultScrollAnchor"), !value.isNull {
            anchor = named(value, at: path, subject: "ScrollView.defaultScrollAnchor", scope: scope)
            if anchor == nil { valid = false }
        }
        var position: Dynamic<Double>?
        if let (value, path) = reader.take("scrollPosition"), !value.isNull {
            position = number(value, at: path, subject: "ScrollView.scrollPosition", scope: scope)
            if position == nil { valid = false }
        }
        var content: SceneView?
        if let (value, path) = reader.take("content") {
            content = view(value, at: path, subject: "ScrollView.content", scope: scope)
        } else {
            log.record(.missingKey("content", in: "ScrollView"), at: reader.path)
        }
        guard valid, let content else { return nil }
        return .scrollView(
            ScrollViewProperties(
                horizontal: axes.horizontal, vertical: axes.vertical, showsIndicators: showsIndicators, anchor: anchor,
                position: position),
            content: content)
    }
}
