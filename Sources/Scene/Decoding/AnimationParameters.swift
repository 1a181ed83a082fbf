import Motion

/// The numeric parameters of one animation curve, read by name with SwiftUI's defaults.
struct AnimationParameters {
    typealias NumberRange = SceneDecoder.NumberRange

    let subject: String
    /// Each parameter given, with its JSON pointer.
    var values: [String: (Double, JSONPath)] = [:]
    var problems: [(Problem, JSONPath)] = []
    private var allowed: [String] = []

    init(subject: String) {
        self.subject = subject
    }

    /// The parameter `key`, or `defaultValue` when absent (nil `defaultValue`: required).
    mutating func take(_ key: String, default defaultValue: Double?, _ range: NumberRange, at path: JSONPath) -> Double {
        allowed.append(key)
        guard let (value, valuePath) = values[key] else {
            if defaultValue == nil { problems.append((.missingKey(key, in: subject), path)) }
            return defaultValue ?? 0
        }
        if !range.contains(value) {
            problems.append((.invalid("\(subject).\(key) must be \(range.phrase), got \(formatNumber(value))"), valuePath))
        }
        return value
    }

    func has(_ keys: String...) -> Bool { keys.contains { values[$0] != nil } }

    /// The animation `key` names, built with the parameters given and SwiftUI's defaults
    /// (`Animation.Defaults`) for the others; unknown parameters are problems.
    mutating func curve(_ key: String, at path: JSONPath) -> Animation? {
        typealias D = Animation.Defaults
        let curve: Animation
        switch key {
        case "linear", "easeIn", "easeOut", "easeInOut":
            let duration = take("duration", default: D.curveDuration, .nonNegative, at: path)
            curve =
                switch key {
                case "linear": .linear(duration: duration)
                case "easeIn": .easeIn(duration: duration)
                case "easeOut": .easeOut(duration: duration)
                default: .easeInOut(duration: duration)
                }
        case "spring":
            if has("response", "dampingFraction") && has("duration", "bounce") {
                problems.append((.invalid("\(subject) takes duration and bounce, or response and dampingFraction, not both"), path))
                return nil
            }
            if has("duration", "bounce") {
                curve = .spring(
                    duration: take("duration", default: D.springDuration, .positive, at: path),
                    bounce: take("bounce", default: D.springBounce, .unit, at: path),
                    blendDuration: take("blendDuration", default: D.blendDuration, .nonNegative, at: path))
            } else {
                curve = .spring(
                    response: take("response", default: D.springResponse, .positive, at: path),
                    dampingFraction: take("dampingFraction", default: D.springDampingFraction, .nonNegative, at: path),
                    blendDuration: take("blendDuration", default: D.blendDuration, .nonNegative, at: path))
            }
        case "interactiveSpring":
            curve = .interactiveSpring(
                response: take("response", default: D.interactiveResponse, .positive, at: path),
                dampingFraction: take("dampingFraction", default: D.interactiveDampingFraction, .nonNegative, at: path),
                blendDuration: take("blendDuration", default: D.interactiveBlendDuration, .nonNegative, at: path))
        case "interpolatingSpring":
            if has("mass", "stiffness", "damping") && has("duration", "bounce") {
                problems.append((.invalid("\(subject) takes mass, stiffness and damping, or duration and bounce, not both"), path))
                return nil
            }
            if has("mass", "stiffness", "damping") {
                curve = .interpolatingSpring(
                    mass: take("mass", default: D.mass, .positive, at: path),
                    stiffness: take("stiffness", default: nil, .positive, at: path),
                    damping: take("damping", default: nil, .nonNegative, at: path),
                    initialVelocity: take("initialVelocity", default: D.initialVelocity, .any, at: path))
            } else {
                curve = .interpolatingSpring(
                    duration: take("duration", default: D.springDuration, .positive, at: path),
                    bounce: take("bounce", default: D.springBounce, .unit, at: path),
                    initialVelocity: take("initialVelocity", default: D.initialVelocity, .any, at: path))
            }
        case "smooth", "snappy", "bouncy":
            let duration = take("duration", default: D.springDuration, .positive, at: path)
            let extraBounce = take("extraBounce", default: 0, .unit, at: path)
            curve =
                switch key {
                case "smooth": .smooth(duration: duration, extraBounce: extraBounce)
                case "snappy": .snappy(duration: duration, extraBounce: extraBounce)
                default: .bouncy(duration: duration, extraBounce: extraBounce)
                }
        default:
            curve = .default
        }
        for (name, (_, valuePath)) in values.sorted(by: { $0.key < $1.key }) where !allowed.contains(name) {
            problems.append((.unknownKey(name, in: subject, candidates: allowed), valuePath))
        }
        return curve
    }
}
