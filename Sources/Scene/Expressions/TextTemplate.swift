/// A text with `\(expression)` interpolations, such as `Count: \(count)`.
///
/// `\\` is one literal backslash (so `\\(x)` prints `\(x)`); a backslash before anything
/// else is kept as it is. Each interpolation is an expression of any type, printed with
/// `Value.interpolationText`. Texts with interpolations that read names are cut to
/// `SceneLimits.maxTextLength` characters when evaluated.
public struct TextTemplate: Hashable, Sendable, CustomStringConvertible {
    public enum Segment: Hashable, Sendable {
        case literal(String)
        case expression(Expression)

        var isLiteral: Bool {
            if case .literal = self { return true }
            return false
        }
    }

    /// The text the template was parsed from.
    public let source: String
    /// Literal runs and interpolations in order; constant interpolations are folded into the
    /// literals and adjacent literals merged.
    public let segments: [Segment]
    /// The text, when the template has no interpolation that reads names; never shortened, so
    /// the caller can refuse one that is too long.
    public let constantValue: String?
    /// The root names the interpolations read.
    public let referencedNames: Set<String>
    let maxLength: Int

    init(source: String, segments: [Segment], maxLength: Int) {
        let kept = Self.isMerged(segments) ? segments : Self.merged(segments)
        // The first set is taken whole, without hashing its names again.
        var names: Set<String>?
        for case .expression(let expression) in kept {
            if names == nil { names = expression.referencedNames } else { names!.formUnion(expression.referencedNames) }
        }
        self.source = source
        self.segments = kept
        self.maxLength = maxLength
        self.referencedNames = names ?? []
        self.constantValue =
            switch kept.first {
            case nil: ""
            case .literal(let text)? where kept.count == 1: text
            default: nil
            }
    }

    /// Whether `merged(segments)` would give `segments` back: no constant interpolation to
    /// fold, no empty literal and no two literals in a row (as a split text has them), so that
    /// they are kept rather than copied one by one.
    private static func isMerged(_ segments: [Segment]) -> Bool {
        !segments.contains(where: { if case .expression(let expression) = $0 { expression.constantValue != nil } else { false } })
            && !zip(segments, segments.dropFirst()).contains(where: { $0.isLiteral && $1.isLiteral })
            && !segments.contains(where: { if case .literal(let text) = $0 { text.isEmpty } else { false } })
    }

    /// `segments` with constant interpolations folded into the text around them, adjacent
    /// literals joined and empty ones dropped.
    private static func merged(_ segments: [Segment]) -> [Segment] {
        var merged: [Segment] = []
        merged.reserveCapacity(segments.count)
        for segment in segments {
            let text: String
            switch segment {
            case .literal(let literal):
                text = literal
            case .expression(let expression):
                if let constant = expression.constantValue {
                    text = constant.interpolationText
                } else {
                    merged.append(segment)
                    continue
                }
            }
            // An empty text joins nothing: dropping it here leaves the same runs as merging it.
            if text.isEmpty { continue }
            if case .literal(let previous)? = merged.last {
                merged[merged.count - 1] = .literal(previous + text)
            } else {
                merged.append(.literal(text))
            }
        }
        return merged
    }

    /// A template that is always `text`.
    public static func constant(_ text: String, limits: SceneLimits = .default) -> TextTemplate {
        TextTemplate(constant: text, maxLength: limits.maxTextLength)
    }

    /// What `init(source:segments:maxLength:)` makes of the one literal `text`, without its
    /// merging.
    private init(constant text: String, maxLength: Int) {
        source = text
        segments = text.isEmpty ? [] : [.literal(text)]
        constantValue = text
        referencedNames = []
        self.maxLength = maxLength
    }

    public func evaluate(_ context: EvaluationContext) -> String {
        if let constantValue { return constantValue }
        var text = ""
        for segment in segments {
            switch segment {
            case .literal(let literal): text += literal
            case .expression(let expression): text += expression.evaluate(context).interpolationText
            }
            if text.utf8.count > maxLength, text.count > maxLength { break }
        }
        return Self.limited(text, to: maxLength)
    }

    public var description: String { source }

    static func limited(_ text: String, to limit: Int) -> String {
        text.utf8.count <= limit ? text : String(text.prefix(limit))
    }
}
