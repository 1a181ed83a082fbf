import SwiftSyntax

/// A call's arguments with their labels ("" for an unlabelled one).
struct Arguments {
    struct Argument {
        var label: String
        var expression: ExprSyntax
        var node: LabeledExprSyntax
    }

    var all: [Argument]

    init(_ call: FunctionCallExprSyntax) {
        all = call.arguments.map { Argument(label: $0.label?.text ?? "", expression: $0.expression, node: $0) }
    }

    var first: Argument? { all.first }
    var labelled: [Argument] { all.filter { !$0.label.isEmpty } }
    var unlabelled: [Argument] { all.filter { $0.label.isEmpty } }

    func named(_ label: String) -> Argument? { all.first { $0.label == label } }

    /// A closure passed as a labelled argument (`content: { … }`).
    func closure(_ label: String) -> ClosureExprSyntax? { named(label)?.expression.as(ClosureExprSyntax.self) }
}
