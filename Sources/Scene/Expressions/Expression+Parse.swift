extension Expression {
    /// Parses `source` and checks it against `expecting` with the names of `scope`.
    ///
    /// - Parameters:
    ///   - bareNamesAreConstants: for enum positions (colours, alignments, fonts, curves,
    ///     edges): an identifier that is not in `scope` is the string constant of its name,
    ///     and `.name` and `#hex` are string constants too.
    ///   - path: the JSON pointer of the value, reported unchanged in every diagnostic.
    /// - Throws: a `SceneError` with one diagnostic; its message names the column (counted
    ///   from 1) and quotes the expression.
    public static func parse(
        _ source: String, expecting: ValueType, scope: Scope, bareNamesAreConstants: Bool = false,
        path: String, limits: SceneLimits = .default
    ) throws(SceneError) -> Expression {
        do {
            return try compile(
                source, expecting: expecting, scope: scope,
                bareNamesAreConstants: bareNamesAreConstants, limits: limits)
        } catch {
            throw error.sceneError(path: path)
        }
    }

    static func compile(
        _ source: String, expecting expected: ValueType, scope: Scope, bareNamesAreConstants: Bool,
        limits: SceneLimits
    ) throws(ExpressionFailure) -> Expression {
        // UTF-8 bytes bound the character count from above, so most texts skip counting.
        if source.utf8.count > limits.maxExpressionLength, source.count > limits.maxExpressionLength {
            throw .tooLong(length: source.count, limit: limits.maxExpressionLength)
        }
        let typed: ExpressionChecker.Typed
        // An interpolation such as `\(name)` is most often one name: found in the scope alone.
        // One that does not fit the expected type goes the general way, which says why.
        if let name = scopedName(source, in: scope), name.type.isAssignable(to: expected) {
            typed = name
        } else {
            let text = ExpressionSource(source)
            let syntax = try ExpressionParser.parse(text, enumPosition: bareNamesAreConstants, maxDepth: maxNestingDepth)
            let checker = ExpressionChecker(
                source: text, scope: scope, bareNamesAreConstants: bareNamesAreConstants,
                textLimit: limits.maxTextLength, arrayLimit: limits.maxNodes)
            typed = try checker.check(syntax, expecting: expected)
        }
        var node = typed.node
        let converts =
            switch expected {
            case .number, .bool, .string, .array, .object: node.guaranteedKind != expected.kind
            case .null, .any: false
            }
        if converts { node = ExpressionNode.convert(expected, node).folded() }
        let type =
            switch (expected, typed.type) {
            case (.any, _): typed.type
            case (_, .any), (_, .null): expected
            default: typed.type
            }
        return Expression(source: source, node: node, type: type)
    }
}
