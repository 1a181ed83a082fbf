import Motion

/// Animation values: a preset name, `null`, an expression over preset names, or an object such
/// as `{"spring": {"duration": 0.5, "bounce": 0.3}, "delay": 0.2}`.
extension SceneDecoder {
    static let curveKeys = [
        "smooth", "snappy", "bouncy", "easeInOut", "easeIn", "easeOut", "linear", "timingCurve", "spring",
        "interactiveSpring", "interpolatingSpring", "default",
    ]
    static let animationOptionKeys = ["delay", "speed", "repeatCount", "repeatForever", "duration", "options"]
    /// The options an animation's `options` list may chain, in any order and number; as keys
    /// beside the curve they apply in this order (`AnimationOptionOrder`).
    static let chainedOptionKeys = AnimationOptionOrder.keys

    mutating func animation(
        _ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope
    ) -> Dynamic<Animation>?? {
        switch json {
        case .null:
            return .some(nil)
        case .string:
            let named: Dynamic<Animation>? = named(json, at: path, subject: subject, scope: scope)
            return named.map { .some($0) }
        case .object(let members):
            return animationObject(members, at: path, subject: subject).map { .some(.constant($0)) }
        default:
            log.record(
                .typeMismatch(subject, expected: "an animation name, an animation object, null or an expression", got: json),
                at: path)
            return nil
        }
    }

    /// A literal animation (no expressions): a preset name, null or an object.
    mutating func animationLiteral(_ json: JSONValue, at path: JSONPath, subject: String) -> Animation?? {
        switch json {
        case .null: return .some(nil)
        case .string(let name):
            guard let animation = Animation.value(named: name) else {
                log.record(
                    .unknownName(name, category: Animation.category, candidates: Animation.names.map(\.name)),
                    at: path)
                return nil
            }
            return .some(animation)
        case .object(let members):
            return animationObject(members, at: path, subject: subject).map { .some($0) }
        default:
            log.record(.typeMismatch(subject, expected: "an animation name, an animation object or null", got: json), at: path)
            return nil
        }
    }

    mutating func animationObject(_ members: JSONObject, at path: JSONPath, subject: String) -> Animation? {
        var reader = ObjectReader(members, at: path)
        defer { finish(reader, subject: subject, allowed: Self.curveKeys + Self.animationOptionKeys) }
        let curveKeys = Self.curveKeys.filter(reader.has)
        guard curveKeys.count == 1 else {
            let message =
                curveKeys.isEmpty
                ? "\(subject) needs a curve: one of \(Self.curveKeys.map { quoted($0) }.joined(separator: ", "))"
                : "\(subject) has more than one curve: \(curveKeys.map { quoted($0) }.joined(separator: " and "))"
            log.record(.invalid(message), at: path)
            return nil
        }
        let key = curveKeys[0]
        let (value, curvePath) = reader.take(key)!
        var duration: Double?
        if let (durationJSON, durationPath) = reader.take("duration") {
            if key != "timingCurve" {
                log.record(.invalid("\(subject).duration goes with timingCurve; write {\"\(key)\": {\"duration\": …}}"), at: durationPath)
                return nil
            }
            duration = animationNumber(durationJSON, at: durationPath, subject: "\(subject).duration", range: .nonNegative)
            if duration == nil { return nil }
        }
        guard let curve = curve(key, value, at: curvePath, subject: "\(subject).\(key)", timingDuration: duration) else {
            return nil
        }
        if let (json, p) = reader.take("options") {
            let keyed = Self.chainedOptionKeys.filter(reader.has)
            guard keyed.isEmpty else {
                log.record(
                    .invalid("\(subject) takes its options as keys (delay, speed, then a repeat) or as an options list, not both; move \(keyed.map { quoted($0) }.joined(separator: ", ")) into options"),
                    at: path)
                return nil
            }
            return chainedOptions(json, at: p, on: curve, subject: "\(subject).options")
        }
        // Applied as SwiftUI chains them: `.delay(d).speed(s).repeatCount(n)`.
        var animation = curve
        for key in Self.chainedOptionKeys {
            if key == "repeatCount", reader.has("repeatCount"), reader.has("repeatForever") {
                log.record(.invalid("\(subject) takes repeatCount or repeatForever, not both"), at: path)
                return nil
            }
            guard let (json, p) = reader.take(key) else { continue }
            guard let modified = option(key, json, at: p, on: animation, subject: "\(subject).\(key)") else { return nil }
            animation = modified
        }
        return animation
    }

    /// `options`: a list of one-key objects (`{"repeatForever": true}`, `{"delay": 1}`) applied in
    /// order, as SwiftUI chains them (`.repeatForever().delay(1)` waits once; `.delay(1)
    /// .repeatForever()` waits before every pass), at most `limits.maxAnimationOptions`.
    private mutating func chainedOptions(_ json: JSONValue, at path: JSONPath, on curve: Animation, subject: String) -> Animation? {
        guard case .array(let elements) = json else {
            log.record(.typeMismatch(subject, expected: "a list of options such as [{\"repeatForever\": true}, {\"delay\": 1}]", got: json), at: path)
            return nil
        }
        guard elements.count <= limits.maxAnimationOptions else {
            log.record(.limit("\(subject) has \(elements.count) options, more than the limit of \(limits.maxAnimationOptions)"), at: path)
            return nil
        }
        var animation = curve
        for (index, element) in elements.enumerated() {
            let elementPath = path.appending(index)
            if case .object(let members) = element, members.count == 1, let member = members.first,
                !Self.chainedOptionKeys.contains(member.key)
            {
                log.record(.unknownKey(member.key, in: "\(subject)[\(index)]", candidates: Self.chainedOptionKeys), at: elementPath.appending(member.key))
                return nil
            }
            guard case .object(let members) = element, members.count == 1, let member = members.first else {
                log.record(
                    .typeMismatch(
                        "\(subject)[\(index)]", expected: "one option: {\"delay\": …}, {\"speed\": …}, {\"repeatCount\": …} or {\"repeatForever\": …}",
                        got: element),
                    at: elementPath)
                return nil
            }
            let name = member.key
            guard let modified = option(name, member.value, at: elementPath.appending(name), on: animation, subject: "\(subject)[\(index)].\(name)")
            else { return nil }
            animation = modified
        }
        return animation
    }

    /// `animation` with option `name` (delay, speed, repeatCount or repeatForever) applied outside it.
    private mutating func option(_ name: String, _ json: JSONValue, at path: JSONPath, on animation: Animation, subject: String) -> Animation? {
        switch name {
        case "delay":
            guard let delay = animationNumber(json, at: path, subject: subject, range: .nonNegative) else { return nil }
            return delay == 0 ? animation : animation.delay(delay)
        case "speed":
            guard let speed = animationNumber(json, at: path, subject: subject, range: .positive) else { return nil }
            return speed == 1 ? animation : animation.speed(speed)
        case "repeatCount":
            guard let (count, autoreverses) = autoreverses(json, at: path, subject: subject, allowsCount: true) else { return nil }
            return animation.repeatCount(count ?? 1, autoreverses: autoreverses)
        default:
            guard let autoreverses = autoreverses(json, at: path, subject: subject, allowsCount: false) else { return nil }
            return animation.repeatForever(autoreverses: autoreverses.autoreverses)
        }
    }

    /// One curve: `{}` or `true` for the defaults, a number for the duration, or parameters.
    private mutating func curve(
        _ key: String, _ json: JSONValue, at path: JSONPath, subject: String, timingDuration: Double?
    ) -> Animation? {
        if key == "timingCurve" {
            guard case .array(let points) = json, points.count == 4, let numbers = Optional(points.compactMap(\.numberValue)),
                numbers.count == 4
            else {
                log.record(.typeMismatch(subject, expected: "[c0x, c0y, c1x, c1y]", got: json), at: path)
                return nil
            }
            return .timingCurve(
                numbers[0], numbers[1], numbers[2], numbers[3], duration: timingDuration ?? Animation.Defaults.curveDuration)
        }
        var parameters = AnimationParameters(subject: subject)
        switch json {
        case .bool(true): break
        case .number(let n): parameters.values["duration"] = (n, path)
        case .object(let members):
            for member in members {
                let memberPath = path.appending(member.key)
                guard case .number(let n) = member.value else {
                    log.record(.typeMismatch("\(subject).\(member.key)", expected: "a number", got: member.value), at: memberPath)
                    return nil
                }
                parameters.values[member.key] = (n, memberPath)
            }
        default:
            log.record(.typeMismatch(subject, expected: "{}, a duration or an object of parameters", got: json), at: path)
            return nil
        }
        let curve = parameters.curve(key, at: path)
        for (problem, problemPath) in parameters.problems { log.record(problem, at: problemPath) }
        return parameters.problems.isEmpty ? curve : nil
    }

    enum NumberRange {
        case any, nonNegative, positive, unit

        func contains(_ n: Double) -> Bool {
            switch self {
            case .any: true
            case .nonNegative: n >= 0
            case .positive: n > 0
            case .unit: (-1...1).contains(n)
            }
        }

        var phrase: String {
            switch self {
            case .any: "a number"
            case .nonNegative: "a number of at least 0"
            case .positive: "a number greater than 0"
            case .unit: "a number from -1 to 1"
            }
        }
    }

    mutating func animationNumber(_ json: JSONValue, at path: JSONPath, subject: String, range: NumberRange) -> Double? {
        guard case .number(let n) = json else {
            log.record(.typeMismatch(subject, expected: range.phrase, got: json), at: path)
            return nil
        }
        guard range.contains(n) else {
            log.record(.invalid("\(subject) must be \(range.phrase), got \(formatNumber(n))"), at: path)
            return nil
        }
        return n
    }

    /// `true`, a count (when allowed), or `{"count", "autoreverses"}` (`.repeatCount(_:autoreverses:)`,
    /// `.repeatForever(autoreverses:)`; autoreverses defaults to true, as in SwiftUI).
    private mutating func autoreverses(
        _ json: JSONValue, at path: JSONPath, subject: String, allowsCount: Bool
    ) -> (count: Int?, autoreverses: Bool)? {
        switch json {
        case .bool(true) where !allowsCount:
            return (nil, true)
        case .number where allowsCount:
            return repeatCountValue(json, at: path, subject: subject).map { ($0, true) }
        case .object(let members):
            var reader = ObjectReader(members, at: path)
            defer { finish(reader, subject: subject, allowed: allowsCount ? ["count", "autoreverses"] : ["autoreverses"]) }
            var count: Int?
            if allowsCount {
                guard let (value, p) = reader.take("count") else {
                    log.record(.missingKey("count", in: subject), at: path)
                    return nil
                }
                guard let n = repeatCountValue(value, at: p, subject: "\(subject).count") else { return nil }
                count = n
            }
            var autoreverses = true
            if let (value, p) = reader.take("autoreverses") {
                guard case .bool(let b) = value else {
                    log.record(.typeMismatch("\(subject).autoreverses", expected: "true or false", got: value), at: p)
                    return nil
                }
                autoreverses = b
            }
            return (count, autoreverses)
        default:
            let expected = allowsCount ? "a count or {\"count\", \"autoreverses\"}" : "true or {\"autoreverses\"}"
            log.record(.typeMismatch(subject, expected: expected, got: json), at: path)
            return nil
        }
    }

    private mutating func repeatCountValue(_ json: JSONValue, at path: JSONPath, subject: String) -> Int? {
        guard case .number(let n) = json, n == n.rounded(), n >= 1, n <= 1_000_000 else {
            log.record(.typeMismatch(subject, expected: "a whole number from 1 to 1000000", got: json), at: path)
            return nil
        }
        return Int(n)
    }
}
