import Geometry
import Layout
import Testing
import Views

/// `limits.maxLaidOutCharacters` at the layout seam: ``BudgetedTextMeasurer`` counts each text
/// before it is shaped and shapes nothing once the budget is passed (issue 10: 4,000 texts of
/// 10,000 characters took minutes and gigabytes).
@Suite struct LaidOutTextBudgetTests {
    /// Records the strings it is asked to lay out.
    final class RecordingMeasurer: TextMeasuring, @unchecked Sendable {
        var strings: [String] = []
        func layout(_ text: ResolvedText, maxWidth: Double?) -> TextLayout {
            strings.append(text.string)
            return GridMeasurer().layout(text, maxWidth: maxWidth)
        }
    }

    /// `count` texts of ten characters in a ZStack on a 1000 × 1000 canvas: each is proposed the
    /// canvas once, fits on one line, and is measured once (10 characters).
    static func texts(_ count: Int) -> ViewNode {
        let children = (0..<count).map { index in
            var node = V.text("t\(index)", "abcdefghij")
            node.source = SourcePath("/body/children/\(index)")
            return node
        }
        return V.zstack("z", children)
    }

    static func layout(_ root: ViewNode, limit: Int) -> (budget: LaidOutTextBudget, shaped: [String]) {
        let recorder = RecordingMeasurer()
        let budget = LaidOutTextBudget(limit: limit)
        _ = LayoutEngine(measurer: BudgetedTextMeasurer(recorder, budget: budget)).layout(root, in: Size(width: 1000, height: 1000))
        return (budget, recorder.strings.filter { !$0.isEmpty })
    }

    @Test func threeTextsOfTenFitThirty() {
        let (budget, shaped) = Self.layout(Self.texts(3), limit: 30)
        #expect(budget.exceededAt == nil)
        #expect(budget.count == 30)
        #expect(shaped.count == 3)
    }

    @Test func theThirdTextPassesTwentyNine() {
        // 10 + 10 = 20 ≤ 29; the third brings 30 > 29: refused there, and not shaped.
        let (budget, shaped) = Self.layout(Self.texts(3), limit: 29)
        #expect(budget.exceededAt == "/body/children/2")
        #expect(shaped.count == 2)
    }

    @Test func nothingIsShapedOncePassed() {
        // 4,000 texts at a limit of 25: the third passes it, the other 3,997 are laid out empty.
        let (budget, shaped) = Self.layout(Self.texts(4_000), limit: 25)
        #expect(budget.exceededAt == "/body/children/2")
        #expect(shaped.count == 2)
    }

    @Test func eachLayoutCountsAfreshButAnOverrunStays() {
        let recorder = RecordingMeasurer()
        let budget = LaidOutTextBudget(limit: 30)
        let engine = LayoutEngine(measurer: BudgetedTextMeasurer(recorder, budget: budget))
        // Two layouts of 30 characters each: within 30 per layout.
        _ = engine.layout(Self.texts(3), in: Size(width: 1000, height: 1000))
        _ = engine.layout(Self.texts(3), in: Size(width: 1000, height: 1000))
        #expect(budget.exceededAt == nil)
        #expect(budget.count == 30)
        _ = engine.layout(Self.texts(4), in: Size(width: 1000, height: 1000))
        #expect(budget.exceededAt == "/body/children/3")
        // A later layout within the limit does not clear the overrun.
        _ = engine.layout(Self.texts(1), in: Size(width: 1000, height: 1000))
        #expect(budget.exceededAt == "/body/children/3")
    }

    /// Records the strings and line limits it is asked to lay out.
    final class LimitRecorder: TextMeasuring, @unchecked Sendable {
        var asked: [(string: String, lineLimit: Int?)] = []
        func layout(_ text: ResolvedText, maxWidth: Double?) -> TextLayout {
            asked.append((text.string, text.lineLimit))
            return GridMeasurer().layout(text, maxWidth: maxWidth)
        }
    }

    /// A prepared text's line-limited layout counts the prepared text's scalars (e + U+0301 + x:
    /// three) and lays out the text with that limit; past the budget, the empty text with it.
    @Test func limitedLayoutsOfPreparedTextsCountTheirScalars() {
        let recorder = LimitRecorder()
        let budget = LaidOutTextBudget(limit: 5)
        let measurer = BudgetedTextMeasurer(recorder, budget: budget)
        let prepared = measurer.prepare(ResolvedText(string: "e\u{301}x"))
        _ = measurer.layout(prepared, lineLimit: 2, maxWidth: nil, source: SourcePath("/a"))
        #expect(budget.count == 3)
        #expect(budget.exceededAt == nil)
        // 3 + 3 = 6 > 5.
        _ = measurer.layout(prepared, lineLimit: 1, maxWidth: nil, source: SourcePath("/b"))
        #expect(budget.exceededAt == "/b")
        #expect(recorder.asked.map(\.string) == ["e\u{301}x", ""])
        #expect(recorder.asked.map(\.lineLimit) == [2, 1])
    }
}
