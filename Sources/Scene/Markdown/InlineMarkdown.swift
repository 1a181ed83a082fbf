/// SwiftUI's inline Markdown in a `Text` string literal: `**strong**` / `__strong__`,
/// `*emphasis*` / `_emphasis_`, `~~strikethrough~~`, `` `code` ``, `[link](destination)` and
/// backslash escapes, with CommonMark's flanking rules for delimiters. Block syntax (headings,
/// lists) is left as text, as SwiftUI does.
///
/// Parsing is linear in the text apart from marking the text between matched delimiters, and
/// uses no recursion. A link's destination is dropped: only its text is kept.
public enum InlineMarkdown {
    public struct Style: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Style(rawValue: 1)
        public static let italic = Style(rawValue: 2)
        public static let strikethrough = Style(rawValue: 4)
        public static let code = Style(rawValue: 8)
        public static let link = Style(rawValue: 16)
    }

    /// A run of text in one style.
    public struct Span: Hashable, Sendable {
        public var text: String
        public var style: Style

        public init(_ text: String, _ style: Style = []) {
            self.text = text
            self.style = style
        }
    }

    /// Whether `text` holds any character Markdown could give a meaning to.
    public static func mayContainMarkup(_ text: String) -> Bool {
        text.utf8Contains { $0 == UInt8(ascii: "*") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "`") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "\\") }
    }

    private struct Node {
        var text: [Character]
        var style: Style
        /// For a delimiter run: its character and whether it can open or close.
        var delimiter: Character?
        var canOpen = false
        var canClose = false
    }

    /// The spans of `text`, adjacent spans of one style merged; empty spans dropped.
    public static func parse(_ text: String) -> [Span] {
        let chars = Array(text)
        var nodes: [Node] = []
        func appendText(_ c: some Sequence<Character>, _ style: Style) {
            // Compared in place: a copy of the last node would make each append copy its text.
            if let last = nodes.indices.last, nodes[last].delimiter == nil, nodes[last].style == style {
                nodes[last].text += c
            } else {
                nodes.append(Node(text: Array(c), style: style))
            }
        }
        let brackets = matchingBrackets(chars)
        var linkEnd: Int?  // the index of the link text's "]"
        var linkResume = 0  // where to go on after the link's ")"
        var i = 0
        while i < chars.count {
            let c = chars[i]
            let base: Style = linkEnd != nil ? .link : []
            if let end = linkEnd, i == end {
                linkEnd = nil
                i = linkResume
                continue
            }
            switch c {
            case "\\" where i + 1 < chars.count && chars[i + 1].isASCII && chars[i + 1].isPunctuation || i + 1 < chars.count && "*_~`[]()\\!#".contains(chars[i + 1]):
                appendText([chars[i + 1]], base)
                i += 2
            case "`":
                var run = 1
                while i + run < chars.count, chars[i + run] == "`" { run += 1 }
                if let close = closingBackticks(chars, from: i + run, count: run) {
                    var content = Array(chars[(i + run)..<close]).map { $0 == "\n" ? " " : $0 }
                    if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                        content = Array(content.dropFirst().dropLast())
                    }
                    appendText(content, base.union(.code))
                    i = close + run
                } else {
                    appendText(chars[i..<(i + run)], base)
                    i += run
                }
            case "[" where linkEnd == nil:
                if let (end, resume) = link(chars, from: i, brackets: brackets) {
                    linkEnd = end
                    linkResume = resume
                    i += 1
                } else {
                    appendText([c], base)
                    i += 1
                }
            case "*", "_", "~":
                var run = 1
                while i + run < chars.count, chars[i + run] == c { run += 1 }
                if c == "~" && run != 2 {
                    appendText(chars[i..<(i + run)], base)
                    i += run
                    continue
                }
                let before: Character = i > 0 ? chars[i - 1] : " "
                let after: Character = i + run < chars.count ? chars[i + run] : " "
                let left = !after.isWhitespace && (!isPunctuation(after) || before.isWhitespace || isPunctuation(before))
                let right = !before.isWhitespace && (!isPunctuation(before) || after.isWhitespace || isPunctuation(after))
                var node = Node(text: Array(chars[i..<(i + run)]), style: base, delimiter: c)
                if c == "_" {
                    node.canOpen = left && (!right || isPunctuation(before))
                    node.canClose = right && (!left || isPunctuation(after))
                } else {
                    node.canOpen = left
                    node.canClose = right
                }
                nodes.append(node)
                i += run
            default:
                appendText([c], base)
                i += 1
            }
        }
        matchDelimiters(&nodes)
        var spans: [Span] = []
        for node in nodes where !node.text.isEmpty {
            if let last = spans.indices.last, spans[last].style == node.style {
                spans[last].text += String(node.text)
            } else {
                spans.append(Span(String(node.text), node.style))
            }
        }
        return spans
    }

    private static func isPunctuation(_ c: Character) -> Bool { c.isPunctuation || c.isSymbol }

    /// The index of the next run of exactly `count` backticks from `start`.
    private static func closingBackticks(_ chars: [Character], from start: Int, count: Int) -> Int? {
        var i = start
        while i < chars.count {
            guard chars[i] == "`" else {
                i += 1
                continue
            }
            var run = 1
            while i + run < chars.count, chars[i + run] == "`" { run += 1 }
            if run == count { return i }
            i += run
        }
        return nil
    }

    /// The longest link destination read, in characters (a longer one leaves the text as it is).
    public static let maxDestinationLength = 512

    /// The index of the "]" matching each "[" (escaped brackets skipped), found in one pass.
    private static func matchingBrackets(_ chars: [Character]) -> [Int: Int] {
        var open: [Int] = [], matches: [Int: Int] = [:]
        var i = 0
        while i < chars.count {
            switch chars[i] {
            case "\\": i += 1
            case "[": open.append(i)
            case "]": if let start = open.popLast() { matches[start] = i }
            default: break
            }
            i += 1
        }
        return matches
    }

    /// For a "[" at `start`: the index of its "]" and the index after the destination's ")",
    /// when "](destination)" follows (no newline or space in the destination, at most
    /// ``maxDestinationLength`` characters).
    private static func link(_ chars: [Character], from start: Int, brackets: [Int: Int]) -> (Int, Int)? {
        guard let close = brackets[start], close + 1 < chars.count, chars[close + 1] == "(" else { return nil }
        var j = close + 2, parens = 1
        while j < chars.count, j - close <= maxDestinationLength {
            let c = chars[j]
            if c == " " || c == "\n" { return nil }
            if c == "(" { parens += 1 }
            if c == ")" {
                parens -= 1
                if parens == 0 { return (close, j + 1) }
            }
            j += 1
        }
        return nil
    }

    /// CommonMark's "process emphasis": each closer, left to right, takes the nearest opener of
    /// its character (two characters for strong and strikethrough, else one); the text between
    /// gets the style, and delimiters between them become text.
    private static func matchDelimiters(_ nodes: inout [Node]) {
        var bottom: [Character: Int] = [:]
        var closer = 0
        while closer < nodes.count {
            guard let c = nodes[closer].delimiter, nodes[closer].canClose, !nodes[closer].text.isEmpty else {
                closer += 1
                continue
            }
            var opener = closer - 1
            var found: Int?
            while opener >= (bottom[c] ?? 0) {
                let node = nodes[opener]
                if node.delimiter == c, node.canOpen, !node.text.isEmpty {
                    let both = node.canClose || nodes[closer].canOpen
                    let sum = node.text.count + nodes[closer].text.count
                    if !(both && sum % 3 == 0 && !(node.text.count % 3 == 0 && nodes[closer].text.count % 3 == 0)) || c == "~" {
                        found = opener
                        break
                    }
                }
                opener -= 1
            }
            guard let open = found else {
                bottom[c] = closer
                if !nodes[closer].canOpen { nodes[closer].delimiter = nil }
                closer += 1
                continue
            }
            let use = c == "~" ? 2 : (nodes[open].text.count >= 2 && nodes[closer].text.count >= 2 ? 2 : 1)
            let style: Style = c == "~" ? .strikethrough : (use == 2 ? .bold : .italic)
            for k in (open + 1)..<closer {
                nodes[k].style.formUnion(style)
                nodes[k].delimiter = nil
            }
            nodes[open].text.removeLast(use)
            nodes[closer].text.removeLast(use)
            if nodes[closer].text.isEmpty { closer += 1 }
        }
    }
}
