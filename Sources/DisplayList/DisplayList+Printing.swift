import Geometry

extension DisplayList {
    /// A readable, stable text form for golden tests: one line per item, indented by depth,
    /// numbers rounded to two decimals.
    public func printed() -> String {
        var lines = ["canvas \(Self.format(size.width))x\(Self.format(size.height))"
            + (background.map { " background \(Self.format($0))" } ?? "")]
        for item in items { Self.print(item, depth: 1, into: &lines) }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func print(_ item: DisplayItem, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        switch item {
        case .group(let group):
            let effect: String =
                switch group.effect {
                case .transform(let t):
                    "transform [\([t.a, t.b, t.c, t.d, t.tx, t.ty].map(format).joined(separator: " "))]"
                case .opacity(let value): "opacity \(format(value))"
                case .clip(let path): "clip \(format(bounds(of: path)))"
                case .shadow(let shadow):
                    "shadow \(format(shadow.color)) radius \(format(shadow.radius)) x \(format(shadow.x)) y \(format(shadow.y))"
                case .blur(let radius, let opaque): "blur \(format(radius))" + (opaque.map { " opaque \(format($0))" } ?? "")
                case .mask(let items): "mask \(items.count)"
                }
            lines.append("\(indent)group \(group.viewID) \(effect)")
            if case .mask(let items) = group.effect {
                for item in items { print(item, depth: depth + 2, into: &lines) }
            }
            for child in group.children { print(child, depth: depth + 1, into: &lines) }
        case .shape(let shape):
            var line = "\(indent)shape \(shape.viewID) \(format(bounds(of: shape.path)))"
            if let fill = shape.fill { line += " fill \(format(fill))" }
            if let stroke = shape.stroke { line += " stroke \(format(stroke.color)) \(format(stroke.lineWidth))" }
            lines.append(line)
        case .image(let item):
            var line = "\(indent)image \(item.viewID) \(format(item.frame)) \"\(item.image.asset.name)\" \(item.image.asset.format.rawValue)"
            if item.image.interpolation != .high { line += " interpolation \(item.image.interpolation.rawValue)" }
            if let tint = item.image.tint { line += " template \(format(tint))" }
            if !item.image.isAntialiased { line += " aliased" }
            lines.append(line)
        case .text(let text):
            let strings = text.layout.lines.map(\.string).joined(separator: "⏎")
            lines.append(
                "\(indent)text \(text.viewID) at (\(format(text.origin.x)), \(format(text.origin.y))) "
                    + "size \(format(text.layout.size.width))x\(format(text.layout.size.height)) "
                    + "\(text.layout.face.rawValue) \(format(text.layout.fontSize)) \(format(text.color)) \"\(strings)\"")
        }
    }

    /// The bounding box of a path's points (control points included).
    static func bounds(of path: Path) -> Rect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        func add(_ p: Point) {
            minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y)
        }
        path.forEachPoint(add)
        return minX.isFinite ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .zero
    }

    static func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(rounded)
    }

    static func format(_ rect: Rect) -> String {
        "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
    }

    static func format(_ color: Color) -> String {
        "rgba(\(format(color.red * 255)), \(format(color.green * 255)), \(format(color.blue * 255)), \(format(color.opacity)))"
    }
}
