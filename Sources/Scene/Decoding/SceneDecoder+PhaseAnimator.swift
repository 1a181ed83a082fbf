import Motion

/// `{"phaseAnimator": {"phases": [0, 1, 2], "trigger": "expr", "animation": a,
/// "content": [modifiers]}}`.
extension SceneDecoder {
    mutating func phaseAnimator(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        let subject = "phaseAnimator"
        guard case .object(let members) = json else {
            log.record(.typeMismatch(subject, expected: "an object with phases and content", got: json), at: path)
            return nil
        }
        var reader = ObjectReader(members, at: path)
        defer { finish(reader, subject: subject, allowed: ["phases", "trigger", "animation", "content"]) }
        guard let (phasesJSON, phasesPath) = reader.take("phases") else {
            log.record(.missingKey("phases", in: subject), at: path)
            return nil
        }
        guard case .array(let elements) = phasesJSON else {
            log.record(.typeMismatch("\(subject).phases", expected: "an array of values", got: phasesJSON), at: phasesPath)
            return nil
        }
        guard !elements.isEmpty else {
            log.record(.invalid("\(subject).phases must list at least one phase"), at: phasesPath)
            return nil
        }
        guard elements.count <= limits.maxPhases else {
            log.record(.limit("\(subject).phases has \(elements.count) phases, more than the limit of \(limits.maxPhases)"), at: phasesPath)
            return nil
        }
        for (index, element) in elements.enumerated() { checkStrings(in: element, at: phasesPath.appending(index)) }
        let phases = elements.map { value(of: $0) }
        let types = Set(phases.map(\.type))
        let phaseType = types.count == 1 ? types.first! : ValueType.any
        guard let trigger = animatorTrigger(from: &reader, subject: subject, scope: scope) else { return nil }
        let inner = scope.adding("phase", phaseType)
        var animation: Dynamic<Animation>? = .constant(Animation(base: .default))
        if let (value, animationPath) = reader.take("animation") {
            guard let decoded = self.animation(value, at: animationPath, subject: "\(subject).animation", scope: inner) else { return nil }
            animation = decoded
        }
        guard let (contentJSON, contentPath) = reader.take("content") else {
            log.record(.missingKey("content", in: subject), at: path)
            return nil
        }
        let content = scopedBody(contentJSON, at: contentPath, subject: "\(subject).content", scope: inner)
        return .phaseAnimator(PhaseAnimatorModifier(phases: phases, trigger: trigger, animation: animation, content: content))
    }
}
