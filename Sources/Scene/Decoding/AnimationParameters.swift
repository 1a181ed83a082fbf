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

    /// The curve `key` with the parameters given; unknown parameters are problems.
    mutating func curve(_ key: String, at path: JSONPath) -> SceneAnimation.Curve? {
        let curve: SceneAnimation.Curve
        switch key {
        case "linear", "easeIn", "easeOut", "easeInOut":
            let bezier: SceneAnimation.BezierCurve =
                switch key {
                case "linear": .linear
                case "easeIn": .easeIn
                case "easeOut": .easeOut
                default: .easeInOut
                }
            curve = .bezier(bezier, duration: take("duration", default: SceneAnimation.defaultBezierDuration, .nonNegative, at: path))
        case "spring":
            if has("response", "dampingFraction") && has("duration", "bounce") {
                problems.append((.invalid("\(subject) takes duration and bounce, or response and dampingFraction, not both"), path))
                return nil
            }
            if has("duration", "bounce") {
                curve = .spring(
                    duration: take("duration", default: 0.5, .positive, at: path), bounce: take("bounce", default: 0, .unit, at: path),
                    blendDuration: take("blendDuration", default: 0, .nonNegative, at: path))
            } else {
                curve = .responseSpring(
                    response: take("response", default: 0.5, .positive, at: path),
                    dampingFraction: take("dampingFraction", default: 0.825, .nonNegative, at: path),
                    blendDuration: take("blendDuration", default: 0, .nonNegative, at: path))
            }
        case "interactiveSpring":
            curve = .interactiveSpring(
                response: take("response", default: 0.15, .positive, at: path),
                dampingFraction: take("dampingFraction", default: 0.86, .nonNegative, at: path),
                blendDuration: take("blendDuration", default: 0.25, .nonNegative, at: path))
        case "interpolatingSpring":
            if has("mass", "stiffness", "damping") && has("duration", "bounce") {
                problems.append((.invalid("\(subject) takes mass, stiffness and damping, or duration and bounce, not both"), path))
                return nil
            }
            if has("mass", "stiffness", "damping") {
                curve = .interpolatingSpring(
                    mass: take("mass", default: 1, .positive, at: path), stiffness: take("stiffness", default: nil, .positive, at: path),
                    damping: take("damping", default: nil, .nonNegative, at: path),
                    initialVelocity: take("initialVelocity", default: 0, .any, at: path))
            } else {
                curve = .interpolatingSpringDuration(
                    duration: take("duration", default: 0.5, .positive, at: path), bounce: take("bounce", default: 0, .unit, at: path),
                    initialVelocity: take("initialVelocity", default: 0, .any, at: path))
            }
        case "smooth", "snappy", "bouncy":
            let duration = take("duration", default: 0.5, .positive, at: path)
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
