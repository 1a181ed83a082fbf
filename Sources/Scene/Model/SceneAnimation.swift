/// An animation as a scene writes it: a curve with its parameters, then delay, speed and
/// repetition. The `Motion` module turns it into curves and springs.
public struct SceneAnimation: Hashable, Sendable {
    public enum Curve: Hashable, Sendable {
        /// SwiftUI's `.default`.
        case `default`
        /// `linear`, `easeIn`, `easeOut`, `easeInOut` or `timingCurve`.
        case bezier(BezierCurve, duration: Double)
        /// `.spring(duration:bounce:blendDuration:)`.
        case spring(duration: Double, bounce: Double, blendDuration: Double)
        /// `.spring(response:dampingFraction:blendDuration:)`.
        case responseSpring(response: Double, dampingFraction: Double, blendDuration: Double)
        /// `.interactiveSpring(response:dampingFraction:blendDuration:)`.
        case interactiveSpring(response: Double, dampingFraction: Double, blendDuration: Double)
        /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
        /// `.interpolatingSpring(duration:bounce:initialVelocity:)`.
        case interpolatingSpringDuration(duration: Double, bounce: Double, initialVelocity: Double)
        /// `.smooth(duration:extraBounce:)`.
        case smooth(duration: Double, extraBounce: Double)
        /// `.snappy(duration:extraBounce:)`.
        case snappy(duration: Double, extraBounce: Double)
        /// `.bouncy(duration:extraBounce:)`.
        case bouncy(duration: Double, extraBounce: Double)
    }

    /// The four cubic Bézier timing curves and the custom one.
    public enum BezierCurve: Hashable, Sendable {
        case linear, easeIn, easeOut, easeInOut
        case timingCurve(c0x: Double, c0y: Double, c1x: Double, c1y: Double)
    }

    public enum Repetition: Hashable, Sendable {
        case count(Int, autoreverses: Bool)
        case forever(autoreverses: Bool)
    }

    public var curve: Curve
    /// Seconds before the animation starts.
    public var delay: Double
    /// The playback rate: 2 runs twice as fast.
    public var speed: Double
    public var repetition: Repetition?

    public init(_ curve: Curve, delay: Double = 0, speed: Double = 1, repetition: Repetition? = nil) {
        self.curve = curve
        self.delay = delay
        self.speed = speed
        self.repetition = repetition
    }

    /// SwiftUI's default bezier duration.
    public static let defaultBezierDuration = 0.35

    /// The animations written by name alone, with SwiftUI's default parameters.
    public static let presets: [(name: String, animation: SceneAnimation)] = [
        ("smooth", SceneAnimation(.smooth(duration: 0.5, extraBounce: 0))),
        ("snappy", SceneAnimation(.snappy(duration: 0.5, extraBounce: 0))),
        ("bouncy", SceneAnimation(.bouncy(duration: 0.5, extraBounce: 0))),
        ("easeInOut", SceneAnimation(.bezier(.easeInOut, duration: defaultBezierDuration))),
        ("easeIn", SceneAnimation(.bezier(.easeIn, duration: defaultBezierDuration))),
        ("easeOut", SceneAnimation(.bezier(.easeOut, duration: defaultBezierDuration))),
        ("linear", SceneAnimation(.bezier(.linear, duration: defaultBezierDuration))),
        ("default", SceneAnimation(.default)),
        ("spring", SceneAnimation(.responseSpring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))),
        (
            "interactiveSpring",
            SceneAnimation(.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        ),
        ("interpolatingSpring", SceneAnimation(.interpolatingSpringDuration(duration: 0.5, bounce: 0, initialVelocity: 0))),
    ]
}

extension SceneAnimation: NamedValue {
    public static var names: [(name: String, value: SceneAnimation)] { presets.map { ($0.name, $0.animation) } }
    public static var category: String { "animation" }
}
