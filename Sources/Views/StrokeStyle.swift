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
    /// The outline drawn in `rect`: the shape's path, trimmed when the view has a `trim`, and
    /// replaced by its stroke's outline under `strokedPath` (before or after the trim, as written).
    public func outline(in rect: Rect) -> Path {
        Self.outline(shape.path(in: rect), trim: trim, strokedPath: strokedPath)
    }

    /// `path` under the shape transforms `trim` and `strokedPath`.
    public static func outline(_ path: Path, trim: ShapeTrim?, strokedPath: StrokedPathStyle?) -> Path {
        var path = path
        if let strokedPath, strokedPath.isTrimmedAfter { path = path.stroked(strokedPath).path }
        if let trim { path = path.trimmed(from: trim.from, to: trim.to) }
        if let strokedPath, !strokedPath.isTrimmedAfter { path = path.stroked(strokedPath).path }
        return path
    }
}
