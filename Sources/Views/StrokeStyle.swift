import Geometry

/// `CGLineCap`: how open ends of a stroke are drawn.
public enum LineCap: String, Hashable, Sendable, CaseIterable {
    case butt, round, square
}

/// `CGLineJoin`: how a stroke turns corners.
public enum LineJoin: String, Hashable, Sendable, CaseIterable {
    case miter, round, bevel
}

/// `trim(from:to:)` of a shape: the part of its outline between two fractions of its length.
public struct ShapeTrim: Hashable, Sendable {
    public var from: Double
    public var to: Double

    public init(from: Double, to: Double) {
        self.from = from
        self.to = to
    }
}

extension ShapeView {
    /// The outline drawn in `rect`: the shape's path, trimmed when the view has a `trim`.
    public func outline(in rect: Rect) -> Path {
        let path = shape.path(in: rect)
        guard let trim else { return path }
        return path.trimmed(from: trim.from, to: trim.to)
    }
}
