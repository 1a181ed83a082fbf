/// A font's vertical metrics in points, from the face's `hhea` table scaled by the font size.
public struct FontMetrics: Hashable, Sendable {
    /// Distance from the baseline up to the top of the line box.
    public var ascent: Double
    /// Distance from the baseline down to the bottom of the line box (positive).
    public var descent: Double
    public var lineGap: Double
    /// `ascent + descent + lineGap`: the distance between consecutive baselines before `lineSpacing`.
    public var lineHeight: Double
    /// The face's design units per em (2048 for DejaVu).
    public var unitsPerEm: Int

    public init(ascent: Double, descent: Double, lineGap: Double, unitsPerEm: Int) {
        self.ascent = ascent
        self.descent = descent
        self.lineGap = lineGap
        self.lineHeight = ascent + descent + lineGap
        self.unitsPerEm = unitsPerEm
    }
}
