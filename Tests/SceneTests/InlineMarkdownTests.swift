import Testing

@testable import Scene

/// Inline Markdown as SwiftUI reads a `Text` string literal (CommonMark's inline rules).
@Suite struct InlineMarkdownTests {
    typealias Span = InlineMarkdown.Span

    @Test func strongEmphasisStrikethroughCode() {
        #expect(InlineMarkdown.parse("**Bold** and *it*") == [Span("Bold", .bold), Span(" and "), Span("it", .italic)])
        #expect(InlineMarkdown.parse("__b__ _i_") == [Span("b", .bold), Span(" "), Span("i", .italic)])
        #expect(InlineMarkdown.parse("~~gone~~!") == [Span("gone", .strikethrough), Span("!")])
        #expect(InlineMarkdown.parse("***both***") == [Span("both", [.bold, .italic])])
        #expect(InlineMarkdown.parse("*a **b** c*") == [Span("a ", .italic), Span("b", [.bold, .italic]), Span(" c", .italic)])
    }

    /// Code spans keep their content literally, one space stripped from each side.
    @Test func codeSpans() {
        #expect(InlineMarkdown.parse("run `a *b*` now") == [Span("run "), Span("a *b*", .code), Span(" now")])
        #expect(InlineMarkdown.parse("`` a`b ``") == [Span("a`b", .code)])
        #expect(InlineMarkdown.parse("`open") == [Span("`open")])
    }

    /// A link keeps its text, styled; its destination is dropped.
    @Test func linksKeepOnlyTheirText() {
        let spans = InlineMarkdown.parse("see [the **docs**](https://example.com/a_(b)) now")
        #expect(spans == [Span("see "), Span("the ", .link), Span("docs", [.link, .bold]), Span(" now")])
        #expect(!spans.map(\.text).joined().contains("example"))
        #expect(InlineMarkdown.parse("[no link] (x)") == [Span("[no link] (x)")])
    }

    /// What is not markup stays as it is: intraword underscores, spaced asterisks, escapes,
    /// unmatched delimiters, single tildes.
    @Test func literalText() {
        #expect(InlineMarkdown.parse("snake_case_name") == [Span("snake_case_name")])
        #expect(InlineMarkdown.parse("5 * 3 * 2") == [Span("5 * 3 * 2")])
        #expect(InlineMarkdown.parse(#"\*not\*"#) == [Span("*not*")])
        #expect(InlineMarkdown.parse("**open") == [Span("**open")])
        #expect(InlineMarkdown.parse("~a~") == [Span("~a~")])
        #expect(InlineMarkdown.mayContainMarkup("plain text") == false)
        // Each of the six bytes, in a text long enough to live on the heap and in a short one.
        for marker in ["*", "_", "~", "`", "[", "\\"] {
            #expect(InlineMarkdown.mayContainMarkup("a text longer than fifteen bytes " + marker))
            #expect(InlineMarkdown.mayContainMarkup(marker + "x"))
        }
        #expect(InlineMarkdown.mayContainMarkup("a text longer than fifteen bytes, no marks") == false)
        #expect(InlineMarkdown.mayContainMarkup("") == false)
    }

    /// Hostile input: long runs of delimiters parse to what CommonMark's rules give (worked out
    /// below), without recursion; their speed is measured by `make bench` (group "parsers").
    @Test func pathologicalInputParsesByTheRules() {
        // "*a*a*a…": each "*" after the first both opens and closes, so they pair left to right:
        // (1,2), (3,4), …; the "a" after an opener is emphasised, the one after a closer is not.
        let alternating = InlineMarkdown.parse(String(repeating: "*a", count: 5000))
        #expect(alternating.count == 5000)
        #expect(alternating.enumerated().allSatisfy { $0.element == Span("a", $0.offset % 2 == 0 ? .italic : []) })
        // 5000 openers, "a", 5000 closers: 2500 rounds of strong, and strong inside strong is strong.
        let nested = String(repeating: "*", count: 5000) + "a" + String(repeating: "*", count: 5000)
        #expect(InlineMarkdown.parse(nested) == [Span("a", .bold)])
        // Only the last "[" has a matching "]": an empty link, and 4999 brackets of text.
        #expect(InlineMarkdown.parse(String(repeating: "[", count: 5000) + "](x)") == [Span(String(repeating: "[", count: 4999))])
        // "_" after a space and before a letter opens but never closes: all text.
        let underscores = String(repeating: "_a ", count: 3000)
        #expect(InlineMarkdown.parse(underscores) == [Span(underscores)])
    }
}
