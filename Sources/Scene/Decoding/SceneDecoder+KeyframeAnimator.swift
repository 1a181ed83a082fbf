import Geometry
import Motion

/// `{"keyframeAnimator": {"initialValue": {…}, "trigger": "expr", "repeating": bool,
/// "tracks": {"name": [keyframes]}, "content": [modifiers]}}`.
extension SceneDecoder {
    static let keyframeKinds = ["linear", "spring", "cubic", "move"]
    static let timingCurveNames: [(String, UnitCurve)] = [
        ("linear", .linear), ("easeIn", .easeIn), ("easeOut", .easeOut), ("easeInOut", .easeInOut),
        ("circularEaseIn", .circularEaseIn), ("circularEaseOut", .circularEaseOut), ("circularEaseInOut", .circularEaseInOut),
    ]

    mutating func keyframeAnimator(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        let subject = "keyframeAnimator"
        guard case .object(let members) = json else {
            log.record(.typeMismatch(subject, expected: "an object with initialValue, tracks and content", got: json), at: path)
            return nil
        }
        var reader = ObjectReader(members, at: path)
        defer { finish(reader, subject: subject, allowed: ["initialValue", "trigger", "repeating", "tracks", "content"]) }
        guard let (initialJSON, initialPath) = reader.take("initialValue") else {
            log.record(.missingKey("initialValue", in: subject), at: path)
            return nil
        }
        guard case .object(let initialMembers) = initialJSON, !initialMembers.isEmpty else {
            log.record(.typeMismatch("\(subject).initialValue", expected: "an object of names and numbers", got: initialJSON), at: initialPath)
            return nil
        }
        guard initialMembers.count <= limits.maxKeyframeTracks else {
            log.record(
                .limit("\(subject).initialValue has \(initialMembers.count) values, more than the limit of \(limits.maxKeyframeTracks)"),
                at: initialPath)
            return nil
        }
        var initial: [String: Double] = [:]
        var valid = true
        for member in initialMembers {
            let memberPath = initialPath.appending(member.key)
            guard isIdentifier(member.key) else {
                log.record(.invalid("a keyframe value name must be letters, digits and _, got \(quoted(member.key))"), at: memberPath)
                valid = false
                continue
            }
            guard case .number(let n) = member.value else {
                log.record(.typeMismatch("\(subject).initialValue.\(member.key)", expected: "a number", got: member.value), at: memberPath)
                valid = false
                continue
            }
            initial[member.key] = n
        }
        var tracks: [String: [Keyframe]] = [:]
        if let (tracksJSON, tracksPath) = reader.take("tracks") {
            guard case .object(let trackMembers) = tracksJSON else {
                log.record(.typeMismatch("\(subject).tracks", expected: "an object of names and keyframe lists", got: tracksJSON), at: tracksPath)
                return nil
            }
            for member in trackMembers {
                let trackPath = tracksPath.appending(member.key)
                guard initial[member.key] != nil || !valid else {
                    log.record(
                        .invalid(
                            "track \(quoted(member.key)) has no initial value" + Suggestion.clause(for: member.key, in: initial.keys.sorted())),
                        at: trackPath)
                    valid = false
                    continue
                }
                guard let keyframes = keyframeList(member.value, at: trackPath, subject: "\(subject).tracks.\(member.key)") else {
                    valid = false
                    continue
                }
                tracks[member.key] = keyframes
            }
        }
        guard let trigger = animatorTrigger(from: &reader, subject: subject, scope: scope) else { return nil }
        var repeating = false
        if let (value, repeatingPath) = reader.take("repeating") {
            guard case .bool(let flag) = value else {
                log.record(.typeMismatch("\(subject).repeating", expected: "true or false", got: value), at: repeatingPath)
                return nil
            }
            repeating = flag
        }
        if repeating, !checkRepeatingPasses(tracks, at: path.appending("tracks"), subject: subject) { valid = false }
        let fields = Dictionary(uniqueKeysWithValues: initial.keys.map { ($0, ValueType.number) })
        var content: [SceneModifier] = []
        if let (value, contentPath) = reader.take("content") {
            content = scopedBody(value, at: contentPath, subject: "\(subject).content", scope: scope.adding("value", .object(fields)))
        } else {
            log.record(.missingKey("content", in: subject), at: path)
            return nil
        }
        guard valid else { return nil }
        return .keyframeAnimator(
            KeyframeAnimatorModifier(initialValue: initial, tracks: tracks, trigger: trigger, repeating: repeating, content: content))
    }

    /// A list of single-key keyframe objects.
    mutating func keyframeList(_ json: JSONValue, at path: JSONPath, subject: String) -> [Keyframe]? {
        guard case .array(let elements) = json else {
            log.record(.typeMismatch(subject, expected: "an array of keyframes", got: json), at: path)
            return nil
        }
        guard elements.count <= limits.maxKeyframes else {
            log.record(.limit("\(subject) has \(elements.count) keyframes, more than the limit of \(limits.maxKeyframes)"), at: path)
            return nil
        }
        var result: [Keyframe] = []
        var valid = true
        for (index, element) in elements.enumerated() {
            if let keyframe = keyframe(element, at: path.appending(index), subject: "\(subject)[\(index)]") {
                result.append(keyframe)
            } else {
                valid = false
            }
        }
        return valid ? result : nil
    }

    /// `{"linear": {"to", "duration", "timingCurve"}}`, `{"spring": {"to", "duration", "spring",
    /// "bounce", "startVelocity"}}`, `{"cubic": {"to", "duration", "startVelocity", "endVelocity"}}`
    /// or `{"move": {"to"}}`.
    mutating func keyframe(_ json: JSONValue, at path: JSONPath, subject: String) -> Keyframe? {
        guard case .object(let members) = json, members.count == 1, case .object(let fields) = members[0].value else {
            log.record(
                .typeMismatch(
                    subject, expected: "a keyframe: {\"linear\" | \"spring\" | \"cubic\" | \"move\": {\"to\": …}}", got: json),
                at: path)
            return nil
        }
        let kind = members[0].key
        let kindPath = path.appending(kind)
        guard Self.keyframeKinds.contains(kind) else {
            log.record(.unknownName(kind, category: "keyframe", candidates: Self.keyframeKinds), at: path.appending(kind))
            return nil
        }
        let name = "\(subject).\(kind)"
        var reader = ObjectReader(fields, at: kindPath)
        let allowed: [String] =
            switch kind {
            case "linear": ["to", "duration", "timingCurve"]
            case "spring": ["to", "duration", "spring", "bounce", "startVelocity"]
            case "cubic": ["to", "duration", "startVelocity", "endVelocity"]
            default: ["to"]
            }
        defer { finish(reader, subject: name, allowed: allowed) }
        guard let (toJSON, toPath) = reader.take("to") else {
            log.record(.missingKey("to", in: name), at: kindPath)
            return nil
        }
        guard let to = animationNumber(toJSON, at: toPath, subject: "\(name).to", range: .any) else { return nil }
        func number(_ key: String, _ range: NumberRange) -> Double?? {
            guard let (value, valuePath) = reader.take(key) else { return .some(nil) }
            guard let n = animationNumber(value, at: valuePath, subject: "\(name).\(key)", range: range) else { return nil }
            return .some(n)
        }
        guard let duration = number("duration", .nonNegative) else { return nil }
        switch kind {
        case "linear", "cubic":
            guard let duration else {
                log.record(.missingKey("duration", in: name), at: kindPath)
                return nil
            }
            if kind == "cubic" {
                guard let start = number("startVelocity", .any), let end = number("endVelocity", .any) else { return nil }
                return .cubic(to: to, duration: duration, startVelocity: start, endVelocity: end)
            }
            var curve = UnitCurve.linear
            if let (value, curvePath) = reader.take("timingCurve") {
                guard let parsed = timingCurve(value, at: curvePath, subject: "\(name).timingCurve") else { return nil }
                curve = parsed
            }
            return .linear(to: to, duration: duration, curve: curve)
        case "spring":
            guard let start = number("startVelocity", .any), let bounce = number("bounce", .unit) else { return nil }
            var spring = Spring(duration: 0.5, bounce: bounce ?? 0)
            if let (value, springPath) = reader.take("spring") {
                if bounce != nil {
                    log.record(.invalid("\(name) takes either spring or bounce, not both"), at: springPath)
                    return nil
                }
                guard let parsed = keyframeSpring(value, at: springPath, subject: "\(name).spring") else { return nil }
                spring = parsed
            }
            return .spring(to: to, duration: duration, spring: spring, startVelocity: start)
        default:
            return .move(to: to)
        }
    }

    /// A curve name or `[c0x, c0y, c1x, c1y]`.
    mutating func timingCurve(_ json: JSONValue, at path: JSONPath, subject: String) -> UnitCurve? {
        if case .string(let name) = json {
            guard let curve = Self.timingCurveNames.first(where: { $0.0 == name })?.1 else {
                log.record(.unknownName(name, category: "timing curve", candidates: Self.timingCurveNames.map(\.0)), at: path)
                return nil
            }
            return curve
        }
        guard case .array(let points) = json, points.count == 4 else {
            log.record(.typeMismatch(subject, expected: "a curve name or [c0x, c0y, c1x, c1y]", got: json), at: path)
            return nil
        }
        let numbers = points.compactMap(\.numberValue)
        guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else {
            log.record(.typeMismatch(subject, expected: "a curve name or [c0x, c0y, c1x, c1y]", got: json), at: path)
            return nil
        }
        return .bezier(
            startControlPoint: UnitPoint(x: numbers[0], y: numbers[1]), endControlPoint: UnitPoint(x: numbers[2], y: numbers[3]))
    }

    /// A spring written as a spring animation: `"bouncy"`, `{"spring": {"duration": 0.4, "bounce": 0.2}}`…
    mutating func keyframeSpring(_ json: JSONValue, at path: JSONPath, subject: String) -> Spring? {
        guard let literal = animationLiteral(json, at: path, subject: subject) else { return nil }
        switch literal?.base {
        case .spring(let response, let dampingFraction, _):
            return Spring(response: response, dampingRatio: dampingFraction)
        case .interpolatingSpring(let mass, let stiffness, let damping, _):
            return Spring(mass: mass, stiffness: stiffness, damping: damping)
        case .default:
            return Spring(response: 0.55, dampingRatio: 1)
        case .curve, nil:
            log.record(.typeMismatch(subject, expected: "a spring (smooth, snappy, bouncy, spring…)", got: json), at: path)
            return nil
        }
    }
}
