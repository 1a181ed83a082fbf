import Scene

/// The front end's small parsers on hostile input: work linear in the input, no recursion the
/// input controls. (Tests check what these parse to; this measures how long it takes.)
func runParserBenchmarks() {
    let markdown = [
        ("alternating *a ×5000", String(repeating: "*a", count: 5000)),
        ("5000 * around a", String(repeating: "*", count: 5000) + "a" + String(repeating: "*", count: 5000)),
        ("5000 [ then ](x)", String(repeating: "[", count: 5000) + "](x)"),
    ]
    for (name, input) in markdown {
        bench("inline Markdown, hostile: \(name)", unit: "parse", seconds: 0.5) {
            blackHole(InlineMarkdown.parse(input))
        }
    }
    let scope = Scope(["isActive": .bool, "box": .object(["a": .any])])
    let expressions = [
        ("60 subscripts", "box" + String(repeating: "['a']", count: 60), ValueType.number),
        ("30 nested ternaries", String(repeating: "isActive ? (", count: 30) + "1" + String(repeating: ") : 2", count: 30), .number),
    ]
    for (name, source, type) in expressions {
        bench("expression check: \(name)", unit: "parse", seconds: 0.5) {
            blackHole(try? Expression.parse(source, expecting: type, scope: scope, path: ""))
        }
    }
}
