extension SceneDecoder {
    /// An animator's optional `trigger` expression, taken from `reader`: `.some(nil)` when absent,
    /// `nil` (after logging where) when it is not a valid expression.
    mutating func animatorTrigger(
        from reader: inout ObjectReader, subject: String, scope: NameScope
    ) -> Expression?? {
        guard let (value, triggerPath) = reader.take("trigger") else { return .some(nil) }
        guard case .string(let source) = value else {
            log.record(.typeMismatch("\(subject).trigger", expected: "an expression", got: value), at: triggerPath)
            return nil
        }
        guard let parsed = expression(source, expecting: .any, scope: scope, at: triggerPath) else { return nil }
        return .some(parsed)
    }
}
