import Geometry

/// `strokedPath(_:)` of a shape: the outline of the stroke `StrokeStyle` would draw, as a new
/// shape (filled, stroked, trimmed or clipped like any other).
public struct StrokedPathStyle: Hashable, Sendable {
    public var lineWidth: Double
    /// SwiftUI's `StrokeStyle` defaults: butt caps, miter joins, miter limit 10, no dashes.
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    public var dash: [Double] = []
    public var dashPhase: Double = 0
    /// Whether the shape's `trim` was written after `strokedPath` (it then trims the outline);
    /// otherwise the trimmed shape is stroked.
    public var isTrimmedAfter = false
    /// `maxStrokedPathElements`: elements the outline may have; pieces past it are left out.
    public var maxElements: Int

    public init(lineWidth: Double = 1, maxElements: Int) {
        self.lineWidth = lineWidth
        self.maxElements = maxElements
    }
}

extension ShapeView {
    /// `strokedPath(_:)`: the shape is replaced by the outline of its stroke; nil without one.
    /// (Inlinable, so that a shape view read where an enum holds it is not copied to be passed.)
    public var strokedPath: StrokedPathStyle? {
        @inlinable get { strokedPathStorage.first }
        set { strokedPathStorage = newValue.map { [$0] } ?? [] }
    }
}
