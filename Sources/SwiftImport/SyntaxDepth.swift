import SwiftSyntax

/// The depth of a syntax tree, measured without recursion: a chain of 50,000 modifiers is a tree
/// 100,000 levels deep, which recursive walks (the importer's own, swift-syntax's visitors)
/// can't descend without running out of stack.
enum SyntaxDepth {
    /// Nesting the importer accepts: far more than a scene can hold (JSON nests at most 512
    /// levels, and a view or modifier takes a few syntax levels), far less than the stack allows.
    static let limit = 1000

    /// How many nodes are above `node`: the syntax levels translating it descends through.
    static func levels(above node: some SyntaxProtocol) -> Int {
        var levels = 0
        var parent = node.parent
        while let above = parent {
            levels += 1
            parent = above.parent
        }
        return levels
    }

    /// The first node found deeper than `limit`, if any.
    static func tooDeep(_ root: some SyntaxProtocol, limit: Int = limit) -> Syntax? {
        var stack: [(Syntax, Int)] = [(Syntax(root), 1)]
        while let (node, depth) = stack.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
        return nil
    }

    /// The line and column (in UTF-8 bytes, as swift-syntax counts) of a byte offset.
    static func position(of offset: Int, in source: String) -> SourcePosition {
        var line = 1
        var column = 1
        for byte in source.utf8.prefix(offset) {
            if byte == 10 {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return SourcePosition(line: line, column: column)
    }
}
