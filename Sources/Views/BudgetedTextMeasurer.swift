/// A text measurer that counts the characters it lays out against a ``LaidOutTextBudget`` and,
/// once the budget is passed, lays every text out empty instead of shaping it.
public struct BudgetedTextMeasurer: TextMeasuring {
    public let base: any TextMeasuring
    public let budget: LaidOutTextBudget

    public init(_ base: any TextMeasuring, budget: LaidOutTextBudget) {
        self.base = base
        self.budget = budget
    }

    public func layout(_ text: ResolvedText, maxWidth: Double?) -> TextLayout {
        layout(text, maxWidth: maxWidth, source: SourcePath())
    }

    public func layout(_ text: ResolvedText, maxWidth: Double?, source: SourcePath) -> TextLayout {
        // Unicode scalars, not grapheme clusters: one cluster may hold any number of combining marks.
        if budget.add(text.string.unicodeScalars.count, at: source.pointer) {
            return base.layout(text, maxWidth: maxWidth)
        }
        var empty = text
        empty.string = ""
        empty.runs = []
        return base.layout(empty, maxWidth: maxWidth)
    }

    public func beginLayout() {
        budget.restart()
    }
}
