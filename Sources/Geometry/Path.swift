/// A drawing outline made of straight and curved segments, in points.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath

        /// The element with every point mapped through `transform`.
        @inline(__always)
        func applying(_ transform: AffineTransform) -> Element {
            switch self {
            case .move(let p): .move(to: transform.apply(to: p))
            case .line(let p): .line(to: transform.apply(to: p))
            case .quadCurve(let p, let c): .quadCurve(to: transform.apply(to: p), control: transform.apply(to: c))
            case .curve(let p, let c1, let c2):
                .curve(to: transform.apply(to: p), control1: transform.apply(to: c1), control2: transform.apply(to: c2))
            case .closeSubpath: .closeSubpath
            }
        }
    }

    public var elements: [Element]

    public init(_ elements: [Element] = []) { self.elements = elements }

    public var isEmpty: Bool { elements.isEmpty }

    public mutating func move(to point: Point) { elements.append(.move(to: point)) }
    public mutating func addLine(to point: Point) { elements.append(.line(to: point)) }
    public mutating func addQuadCurve(to point: Point, control: Point) {
        elements.append(.quadCurve(to: point, control: control))
    }
    public mutating func addCurve(to point: Point, control1: Point, control2: Point) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// Appends every element of `other`.
    public mutating func addPath(_ other: Path) { elements.append(contentsOf: other.elements) }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: AffineTransform) -> Path {
        if transform.isIdentity { return self }
        return Path(elements.map { $0.applying(transform) })
    }

    /// Appends every element of `other` mapped through `transform`: `addPath(other.applying(transform))`
    /// without the intermediate path.
    public mutating func addPath(_ other: Path, applying transform: AffineTransform) {
        if transform.isIdentity { return addPath(other) }
        for element in other.elements { elements.append(element.applying(transform)) }
    }

    /// The path moved by (dx, dy), then scaled by `scale` about the origin first: p ↦ p·scale + (dx, dy).
    public func scaled(by scale: Double, thenOffsetBy dx: Double, _ dy: Double) -> Path {
        applying(AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: dx, ty: dy))
    }

    /// Appends `other` scaled by `scale` about the origin, then moved by (dx, dy):
    /// `addPath(other.scaled(by:thenOffsetBy:))` without the intermediate path.
    public mutating func addPath(_ other: Path, scaledBy scale: Double, thenOffsetBy dx: Double, _ dy: Double) {
        addPath(other, applying: AffineTransform(a: scale, b: 0, c: 0, d: scale, tx: dx, ty: dy))
    }
}
