import Views

/// `background`, `overlay`, `stroke`, `border`, `cornerRadius`.
extension SceneDecoder {
    /// Whether an object is a colour object (`{"color": …, "opacity": …}`) rather than arguments.
    /// (Keys are read by position: a member made whole copies its value.)
    private func isColorObject(_ members: JSONObject) -> Bool {
        members.position(of: "color") != nil
            && members.indices.allSatisfy {
                let key = members.key(at: $0)
                return key == "color" || key == "opacity"
            }
    }

    /// The modifier `name` (`background`, `overlay` or `mask`) of `decoration`.
    private static func decorationModifier(_ name: String, _ decoration: Decoration) -> SceneModifier {
        switch name {
        case "background": .background(decoration)
        case "mask": .mask(decoration)
        default: .overlay(decoration)
        }
    }

    /// A colour string, a colour object, a view object (with `type`), or
    /// `{"view" | "content" | "color", "opacity", "alignment"}`: `content` is the label of
    /// `background(alignment:content:)`, `view` the unlabelled view of `background(_:alignment:)`.
    mutating func decoration(_ name: String, _ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        switch json {
        case .string:
            return colorProperty(json, at: path, subject: name, scope: scope).map {
                Self.decorationModifier(name, Decoration(content: .color($0)))
            }
        case .object(let members) where members.position(of: "type") != nil:
            return view(json, at: path, subject: name, scope: scope).map {
                Self.decorationModifier(name, Decoration(content: .view($0)))
            }
        case .object(let members) where isColorObject(members) || Self.isGradientPaint(members):
            return paintProperty(json, at: path, subject: name, scope: scope).map {
                Self.decorationModifier(name, Decoration(content: .color($0)))
            }
        case .object(let members):
            var reader = ObjectReader(members, at: path)
            defer { finish(reader, subject: name, allowed: ["view", "content", "color", "opacity", "alignment"]) }
            let alignment: Dynamic<Alignment>? = namedProperty(
                &reader, "alignment", subject: "\(name).alignment", default: .center, scope: scope)
            var content: Decoration.Content?
            let hasView = reader.has("view"), hasContent = reader.has("content"), hasColor = reader.has("color")
            if (hasView ? 1 : 0) + (hasContent ? 1 : 0) + (hasColor ? 1 : 0) != 1 {
                log.record(.invalid("\(name) takes exactly one of 'view', 'content' and 'color'"), at: path)
                return nil
            } else if hasView || hasContent, let (value, viewPath) = reader.take(hasView ? "view" : "content") {
                if reader.has("opacity") {
                    log.record(.invalid("\(name).opacity goes with 'color'; use the opacity modifier on the view"), at: path)
                }
                content = view(value, at: viewPath, subject: "\(name).\(hasView ? "view" : "content")", scope: scope).map { .view($0) }
            } else {
                let color = reader.take("color")!
                content = colorObject(color: color, opacity: reader.take("opacity"), subject: name, scope: scope)
                    .map { .color($0) }
            }
            guard let content, let alignment else { return nil }
            return Self.decorationModifier(name, Decoration(content: content, alignment: alignment))
        default:
            log.record(
                .typeMismatch(name, expected: "a color, a view or an object with 'view', 'content' or 'color'", got: json),
                at: path)
            return nil
        }
    }

    /// `true` (the foreground style, width 1), a colour or gradient paint, or `{"color", "lineWidth", "style"}`
    /// (`color` may be a gradient paint).
    mutating func stroke(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        switch json {
        case .bool(true):
            return .stroke(StrokeModifier(color: nil))
        case .string:
            return colorProperty(json, at: path, subject: "stroke", scope: scope).map { .stroke(StrokeModifier(color: $0)) }
        case .object(let members) where isColorObject(members) || Self.isGradientPaint(members):
            return paintProperty(json, at: path, subject: "stroke", scope: scope).map { .stroke(StrokeModifier(color: $0)) }
        case .object(let members):
            var reader = ObjectReader(members, at: path)
            defer { finish(reader, subject: "stroke", allowed: ["color", "lineWidth", "style"]) }
            var color: ColorProperty??
            color = reader.take("color").map { paintProperty($0.value, at: $0.path, subject: "stroke.color", scope: scope) } ?? .some(nil)
            var lineWidth: Dynamic<Double>? = .constant(1)
            if let (value, p) = reader.take("lineWidth") {
                lineWidth = length(value, at: p, subject: "stroke.lineWidth", scope: scope)
            }
            guard let color, let lineWidth else { return nil }
            var modifier = StrokeModifier(color: color, lineWidth: lineWidth)
            if let (value, p) = reader.take("style") {
                guard strokeStyle(value, at: p, into: &modifier, hasLineWidth: reader.has("lineWidth"), scope: scope) else { return nil }
            }
            return .stroke(modifier)
        default:
            log.record(.typeMismatch("stroke", expected: "true, a color or an object with color and lineWidth", got: json), at: path)
            return nil
        }
    }

    /// A colour (width 1) or `{"color", "width"}`.
    mutating func border(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        switch json {
        case .string:
            return colorProperty(json, at: path, subject: "border", scope: scope).map { .border($0, width: .constant(1)) }
        case .object(let members)
        where (isColorObject(members) && !members.contains(where: { $0.key == "width" })) || Self.isGradientPaint(members):
            return paintProperty(json, at: path, subject: "border", scope: scope).map { .border($0, width: .constant(1)) }
        case .object(let members):
            var reader = ObjectReader(members, at: path)
            defer { finish(reader, subject: "border", allowed: ["color", "width"]) }
            guard let (value, colorPath) = reader.take("color") else {
                log.record(.missingKey("color", in: "border"), at: path)
                return nil
            }
            let color = paintProperty(value, at: colorPath, subject: "border.color", scope: scope)
            var width: Dynamic<Double>? = .constant(1)
            if let (value, p) = reader.take("width") { width = length(value, at: p, subject: "border.width", scope: scope) }
            guard let color, let width else { return nil }
            return .border(color, width: width)
        default:
            log.record(.typeMismatch("border", expected: "a color or an object with color and width", got: json), at: path)
            return nil
        }
    }

    /// A radius, or `.cornerRadius(_:antialiased:)` as `{"radius": …, "antialiased": true}`;
    /// SVG edges are always antialiased, so `antialiased` may only be true.
    mutating func cornerRadius(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard case .object(let members) = json else {
            return length(json, at: path, subject: "cornerRadius", scope: scope).map { .cornerRadius($0) }
        }
        var reader = ObjectReader(members, at: path)
        defer { finish(reader, subject: "cornerRadius", allowed: ["radius", "antialiased"]) }
        var valid = true
        if let (value, p) = reader.take("antialiased"), value != .bool(true) {
            log.record(
                .invalid(
                    "cornerRadius.antialiased must be true: Zoetrope always draws antialiased edges (docs/deviations.md), got \(value.summary)"
                ), at: p)
            valid = false
        }
        guard let (value, radiusPath) = reader.take("radius") else {
            log.record(.missingKey("radius", in: "cornerRadius"), at: path)
            return nil
        }
        let radius = length(value, at: radiusPath, subject: "cornerRadius.radius", scope: scope)
        guard valid, let radius else { return nil }
        return .cornerRadius(radius)
    }
}
