import SwiftSyntax

extension Translator {
    /// Runs `body`, the translation of what `node` uses from elsewhere in the file (a view struct,
    /// a computed property, a custom modifier or transition, a data struct's value), with the syntax levels above
    /// `node` added to `expansionLevels`: a chain of views that each use the next nests as deep
    /// as all their uses together, and past `SyntaxDepth.limit` translating
    /// it would run out of stack. There it is an error at `node`, and nil.
    mutating func expandingUse<T>(at node: some SyntaxProtocol, _ body: (inout Translator) -> T?) -> T? {
        let levels = SyntaxDepth.levels(above: node)
        guard expansionLevels + levels <= SyntaxDepth.limit else {
            error(node, "what is used here (a view, property, modifier, transition or data struct of the file) nests more than \(SyntaxDepth.limit) syntax levels deep with what it is used in (\(expansionLevels + levels)), more than a scene can hold [limit_exceeded]")
            return nil
        }
        expansionLevels += levels
        defer { expansionLevels -= levels }
        return body(&self)
    }
}
