import SwiftSyntax

/// `Bool.random()`, `Int.random(in:)`, `Double.random(in:)` in actions: drawn when the import
/// runs the action, from SplitMix64 seeded with `ImportOptions.randomSeed`, so that a source
/// imports to the same scene every time (docs/deviations.md).
struct SplitMix64: Equatable, Sendable {
    var state: UInt64

    /// The next number (Steele, Lea and Flood's SplitMix64; seed 0 gives 0xE220A8397B1DCDAF first).
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Translator {
    /// The value a random call draws, as expression text; nil when `call` is not one, `.some(nil)`
    /// after an error.
    mutating func randomCall(_ call: FunctionCallExprSyntax) -> String?? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "random",
            let type = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, ["Bool", "Int", "Double", "CGFloat"].contains(type)
        else { return nil }
        guard interactions.runningTap else {
            error(call, "\(type).random(…) is drawn only in an action that --tap or --at runs (each draw is the next number of the import's sequence, seeded by --random-seed); elsewhere Swift would draw anew at each run: write a value")
            return .some(nil)
        }
        if type == "Bool" {
            guard call.arguments.isEmpty else {
                error(call, "Bool.random() takes no arguments")
                return .some(nil)
            }
            return .some(interactions.random.next() >> 63 == 1 ? "true" : "false")
        }
        guard call.arguments.count == 1, let range = call.arguments.first, range.label?.text == "in",
            let sequence = range.expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let op = Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<",
            case .number(let lowText)? = numberOrBool(sequence.elements.first!), let low = Double(lowText),
            case .number(let highText)? = numberOrBool(sequence.elements.last!), let high = Double(highText)
        else {
            error(call, "write \(type).random(in: a...b) or (in: a..<b) with literal bounds")
            return .some(nil)
        }
        let drawn = interactions.random.next()
        if type == "Int" {
            guard low == low.rounded(), high == high.rounded(), abs(low) < 1e15, abs(high) < 1e15 else {
                error(range.expression, "Int.random(in:) takes whole-number bounds")
                return .some(nil)
            }
            let count = Int64(high) - Int64(low) + (op == "..." ? 1 : 0)
            guard count > 0 else {
                error(range.expression, "the range is empty")
                return .some(nil)
            }
            // The remainder of the draw: within 2^-14 of uniform for any count below 2^50.
            return .some(String(Int64(low) + Int64(drawn % UInt64(count))))
        }
        guard low < high || (op == "..." && low == high), low.isFinite, high.isFinite, (high - low).isFinite else {
            error(range.expression, "the range is empty")
            return .some(nil)
        }
        // The top 53 bits as a fraction in [0, 1).
        let fraction = Double(drawn >> 11) * 0x1p-53
        return .some(JSONTree.number(low + (high - low) * fraction).compactText)
    }
}
