/// A text the layout pass measures at several widths, with what does not depend on the width
/// worked out once for all of them (``TextMeasuring/prepare(_:)``). One pass uses it, on one
/// thread.
public final class PreparedText {
    public let text: ResolvedText
    /// `text.string`'s Unicode scalars, what ``BudgetedTextMeasurer`` counts.
    public let scalarCount: Int
    /// What the measurer keeps for the text (the typesetter: its layout cache's key without the
    /// width); nil for none. The measurer may replace it with an equal one; one it does not
    /// recognise means the text is laid out as if unprepared. Not checked for exclusive access
    /// at run time: one pass uses the text, on one thread, and each access is one load or store.
    @exclusivity(unchecked) public var measurerKey: AnyObject?

    public init(_ text: ResolvedText, measurerKey: AnyObject? = nil) {
        self.text = text
        self.scalarCount = BudgetedTextMeasurer.scalarCount(text.string)
        self.measurerKey = measurerKey
    }
}
