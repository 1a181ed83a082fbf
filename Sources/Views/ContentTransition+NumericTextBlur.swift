extension ContentTransition {
    /// How far `numericText`'s rolling characters blur, as a fraction of the text's line height:
    /// a leaving character blurs from 0 to this as it rolls out, an arriving one from this to 0
    /// as it rolls in (SwiftUI gives no value: docs/deviations.md).
    public static let numericTextBlurFraction = 0.1
}
