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
        if budget.add(Self.scalarCount(text.string), at: source.pointer) {
            return base.layout(text, maxWidth: maxWidth)
        }
        return emptyLayout(of: text, maxWidth: maxWidth)
    }

    /// The base measurer's preparation, whatever the budget: the budget is counted when the
    /// prepared text is laid out.
    public func prepare(_ text: ResolvedText) -> PreparedText {
        base.prepare(text)
    }

    public func layout(_ prepared: PreparedText, maxWidth: Double?) -> TextLayout {
        layout(prepared, maxWidth: maxWidth, source: SourcePath())
    }

    /// `layout(_:maxWidth:source:)` of the prepared text: its scalars were counted once.
    public func layout(_ prepared: PreparedText, maxWidth: Double?, source: SourcePath) -> TextLayout {
        if budget.add(prepared.scalarCount, at: source.pointer) {
            return base.layout(prepared, maxWidth: maxWidth)
        }
        return emptyLayout(of: prepared.text, maxWidth: maxWidth)
    }

    public func layout(_ prepared: PreparedText, lineLimit: Int, maxWidth: Double?) -> TextLayout {
        layout(prepared, lineLimit: lineLimit, maxWidth: maxWidth, source: SourcePath())
    }

    /// `layout(_:maxWidth:source:)` of the prepared text with `lineLimit` in place of its own:
    /// the same characters, counted as the prepared text's.
    public func layout(_ prepared: PreparedText, lineLimit: Int, maxWidth: Double?, source: SourcePath) -> TextLayout {
        if budget.add(prepared.scalarCount, at: source.pointer) {
            return base.layout(prepared, lineLimit: lineLimit, maxWidth: maxWidth)
        }
        return emptyLayout(of: prepared.text.withLineLimit(lineLimit), maxWidth: maxWidth)
    }

    /// What a text past the budget is laid out as: its attributes without its characters.
    private func emptyLayout(of text: ResolvedText, maxWidth: Double?) -> TextLayout {
        var empty = text
        empty.string = ""
        empty.runs = []
        return base.layout(empty, maxWidth: maxWidth)
    }

    public func beginLayout() {
        budget.restart()
    }

    /// `string.unicodeScalars.count`, counted from the UTF-8 bytes: every scalar is one lead
    /// byte (not `10xxxxxx`) followed by zero to three continuation bytes (`10xxxxxx`), and a
    /// native Swift string's UTF-8 is always well formed, so the lead bytes are the scalars
    /// (without decoding them: this runs for every text measured). A string without contiguous
    /// UTF-8 (bridged) is counted by its scalars.
    static func scalarCount(_ string: String) -> Int {
        string.utf8.withContiguousStorageIfAvailable { bytes in
            var count = 0
            for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
            return count
        } ?? string.unicodeScalars.count
    }
}
