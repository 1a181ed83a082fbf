import DisplayList
import Geometry
import Views

/// The outline kind of a shape whose path no SVG basic shape states: a custom shape, or any
/// shape under `trim` or `strokedPath`. Its value (`PropertyKind.outline`) is `[x, y, width, height]`,
/// the shape's numbers (a custom shape's parameters, a rounded rectangle's radius), `[from, to]`
/// when trimmed, `[lineWidth, dashPhase]` under `strokedPath`, then the first `probedPoints` end points of the drawn path (the last repeated when
/// there are fewer): the points make keyframes land where the drawn path, not only its
/// numbers, departs from a straight interpolation.
struct SampledOutline: Hashable, Sendable {
    /// The shape, its numbers as first drawn (`path(_:)` replaces them with the value's).
    let shape: Shape
    let trimmed: Bool
    /// The `strokedPath` style but its animated numbers (zero here; the value's).
    let strokedPath: StrokedPathStyle?

    init(_ shape: Shape, trimmed: Bool, strokedPath: StrokedPathStyle? = nil) {
        self.shape = shape
        self.trimmed = trimmed
        self.strokedPath = strokedPath.map {
            var style = $0
            style.lineWidth = 0
            style.dashPhase = 0
            return style
        }
    }

    static let probedPoints = 64

    /// The value of `view` drawn in `rect`; its outline's elements are counted on `drawnPaths`
    /// at `source`, and once that budget is passed the outline is not made (the points repeat
    /// the rectangle's corner: the render is refused anyway).
    static func value(_ view: ShapeView, in rect: Rect, drawnPaths: DrawnPathBudget? = nil, source: String = "") -> [Double] {
        var value = [rect.minX, rect.minY, rect.width, rect.height]
        switch view.shape {
        case .custom(let custom): value += custom.parameters
        case .roundedRectangle(let radius): value.append(radius)
        default: break
        }
        if let trim = view.trim { value += [trim.from, trim.to] }
        if let style = view.strokedPath { value += [style.lineWidth, style.dashPhase] }
        var points: [Point] = []
        let elements = drawnPaths?.isExceeded == true ? [] : view.outline(in: rect).elements
        drawnPaths?.add(elements.count, at: source)
        for element in elements where points.count < probedPoints {
            switch element {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): points.append(p)
            case .closeSubpath: continue
            }
        }
        let last = points.last ?? Point(x: rect.minX, y: rect.minY)
        while points.count < probedPoints { points.append(last) }
        for p in points { value += [p.x, p.y] }
        return value
    }

    /// The path an outline value draws.
    func path(_ value: [Double]) -> Path {
        guard value.count >= 4 else { return Path() }
        var shape = self.shape
        var next = 4
        switch shape {
        case .custom(var custom):
            let count = custom.parameters.count
            if value.count >= next + count { custom.parameters = Array(value[next..<(next + count)]) }
            next += count
            shape = .custom(custom)
        case .roundedRectangle:
            if value.count > next { shape = .roundedRectangle(cornerRadius: value[next]) }
            next += 1
        default: break
        }
        let path = shape.path(in: Rect(x: value[0], y: value[1], width: value[2], height: value[3]))
        var trim: ShapeTrim?
        if trimmed {
            guard value.count >= next + 2 else { return path }
            trim = ShapeTrim(from: value[next], to: value[next + 1])
            next += 2
        }
        var strokedPath = self.strokedPath
        if strokedPath != nil {
            guard value.count >= next + 2 else { return path }
            strokedPath?.lineWidth = value[next]
            strokedPath?.dashPhase = value[next + 1]
        }
        return ShapeView.outline(path, trim: trim, strokedPath: strokedPath)
    }

    static func == (a: SampledOutline, b: SampledOutline) -> Bool {
        guard a.trimmed == b.trimmed, a.strokedPath == b.strokedPath else { return false }
        switch (a.shape, b.shape) {
        case (.custom(let x), .custom(let y)):
            return x.program === y.program && x.name == y.name && x.parameters.count == y.parameters.count
        case (.roundedRectangle, .roundedRectangle): return true
        case (.symbol(let x), .symbol(let y)): return x.glyph == y.glyph
        case (.path(let x), .path(let y)): return x == y
        default: return a.shape == b.shape
        }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(trimmed)
        hasher.combine(strokedPath)
        switch shape {
        case .custom(let custom):
            hasher.combine(custom.name)
            hasher.combine(ObjectIdentifier(custom.program))
        case .roundedRectangle: hasher.combine(1)
        case .symbol(let symbol): hasher.combine(symbol.glyph.name)
        default: hasher.combine(shape)
        }
    }
}
