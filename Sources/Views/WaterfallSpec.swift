/// The built-in `WaterfallLayout(columns:spacing:)` of seed 002: each child goes to the shortest
/// column so far.
public struct WaterfallSpec: Hashable, Sendable {
    /// At least 1 (at most `limits.maxGridColumns`, checked by the decoder).
    public var columns: Int
    public var spacing: Double

    public init(columns: Int = 2, spacing: Double = 8) {
        self.columns = columns
        self.spacing = spacing
    }
}
