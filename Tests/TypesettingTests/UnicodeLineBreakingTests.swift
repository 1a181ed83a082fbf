import Testing
import Views
@testable import Typesetting

/// Line breaking at UAX #14 opportunities (ICU's line BreakIterator). Noto Sans CJK draws every
/// ideograph and fullwidth punctuation mark one em wide (1000 of 1000 units, read with
/// fontTools), so at 17 pt a line of n of them is 17n pt.
@Suite struct UnicodeLineBreakingTests {
    /// From seed 004: "…随着应用程序复杂性的增加，开发者逐渐发现，尽管动画设计十分简单，…".
    static let seedSentence = "但是，随着应用程序复杂性的增加，开发者逐渐发现，尽管动画设计十分简单，但要实现精确细致的动画控制并非易事。"

    /// A break may fall between any two ideographs (LB31) but never before "，" or "。" (CL,
    /// LB13). At 85 pt (five ems) greedy filling gives, by hand:
    /// 但 是， 随 着 (5) | 应用程序复 (5) | 杂性的增 (4: "加，" does not fit) | 加， 开发者 (5) |
    /// 逐渐发 现， (5) | 尽管动画设 (5) | 计十分简 (4) | 单， 但要实 (5) | 现精确细致 | 的动画控制 |
    /// 并非易 事。 (5).
    @Test func seedSentenceWrapsBetweenIdeographsWithKinsoku() throws {
        let layout = try Typesetter().layout(body(Self.seedSentence), maxWidth: 85)
        #expect(layout.lines.map(\.string) == [
            "但是，随着", "应用程序复", "杂性的增", "加，开发者", "逐渐发现，", "尽管动画设", "计十分简", "单，但要实",
            "现精确细致", "的动画控制", "并非易事。",
        ])
        #expect(layout.lines.allSatisfy { !$0.string.hasPrefix("，") && !$0.string.hasPrefix("。") })
        #expect(layout.lines.map(\.width) == [85, 85, 68, 85, 85, 85, 68, 85, 85, 85, 85])
        #expect(layout.size.width == 85)
        // Real glyphs (no missing-glyph box), each one em after the last.
        #expect(layout.lines.allSatisfy { line in line.glyphs.allSatisfy { $0.glyph != 0 && $0.fallback == 0 } })
        #expect(layout.lines[0].glyphs.map(\.x) == [0, 17, 34, 51, 68])
    }

    /// Opportunities of the first clause: after each ideograph, except before "，".
    @Test func seedClauseOpportunities() {
        #expect(TextPiece.pieces(of: "但是，随着应用").map(\.word) == ["但", "是，", "随", "着", "应", "用"])
    }

    /// "SwiftUI 的动画系统中" (seed 004): the Latin word stays whole, the space is kept after it,
    /// and each ideograph after it may start a line.
    @Test func mixedLatinAndChinese() {
        #expect(TextPiece.pieces(of: "SwiftUI 的动画") == [
            TextPiece(word: "SwiftUI", spaces: 1), TextPiece(word: "的", spaces: 0), TextPiece(word: "动", spaces: 0),
            TextPiece(word: "画", spaces: 0),
        ])
    }

    /// A small kana "ょ" is CJ: breakable before it in ICU's default (normal) rules, but Japanese
    /// closing brackets "」" are CL and never start a line.
    @Test func japaneseClosingBracketStaysWithItsWord() {
        #expect(TextPiece.pieces(of: "「今日」は", locale: "ja").map(\.word) == ["「今", "日」", "は"])
    }

    /// An emoji ZWJ sequence (LB8a) and a flag's regional-indicator pair (LB30a) are never
    /// split: with no room each takes a line of its own, whole.
    @Test func emojiSequencesAreOneCluster() throws {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", flag = "\u{1F1EF}\u{1F1F5}"
        #expect(TextPiece.pieces(of: Substring("a" + family + flag + "b")).map(\.word) == ["a", family, flag, "b"])
        let layout = try Typesetter().layout(body("a" + family + flag + "b"), maxWidth: 0)
        #expect(layout.lines.map(\.string) == ["a", family, flag, "b"])
        // The family's glyphs all come from one face.
        #expect(Set(layout.lines[1].glyphs.map(\.fallback)).count == 1)
    }
}
