/// How a change of an animatable value is spread over time, as SwiftUI's `Animation`.
///
/// A value: a base curve or spring plus the modifiers applied to it, innermost first, so the
/// structure stays inspectable (the keyframe encoder reads control points, durations, delays and
/// repeats from it) while `progress(at:)` answers the numbers. Two animations are equal when their
/// base and modifiers are; `default` equals only itself, as in SwiftUI.
public struct Animation: Hashable, Sendable {
    /// What an animation animates with, before any modifier.
    public enum Base: Hashable, Sendable {
        /// A timing curve run over `duration` seconds (SwiftUI's `BezierAnimation`, or
        /// `UnitCurveAnimation` for non-Bézier curves). Adds to running animations.
        case curve(UnitCurve, duration: Double)
        /// A persistent spring (SwiftUI's `FluidSpringAnimation`): merges with what is running.
        case spring(response: Double, dampingFraction: Double, blendDuration: Double)
        /// An interpolating spring (SwiftUI's `SpringAnimation`), `initialVelocity` in targets
        /// per second: adds to running animations.
        case interpolatingSpring(mass: Double, stiffness: Double, damping: Double, initialVelocity: Double)
        /// SwiftUI's `default`, which behaves as `spring(response: 0.55, dampingFraction: 1)`.
        case `default`
    }

    /// A change of the timing of everything inside it.
    public enum Modifier: Hashable, Sendable {
        /// Waits `seconds` first: t′ = max(0, t − seconds).
        case delay(Double)
        /// Runs `factor` times as fast: t′ = t·factor.
        case speed(Double)
        /// Plays the inner animation `count` times (`nil`: forever); with `autoreverses`, odd
        /// passes (counting from 0) run backwards.
        case `repeat`(count: Int?, autoreverses: Bool)
    }

    public let base: Base
    public let modifiers: [Modifier]

    /// The evaluator for `base`, built once.
    let kernel: Kernel
    /// `durations[i]` is the logical duration of the base with the first i modifiers applied;
    /// infinite once something repeats forever.
    let durations: [Double]

    /// An animation with the given base and modifiers (innermost first), parameters sanitised.
    public init(base: Base, modifiers: [Modifier] = []) {
        self.base = base.sanitized
        self.modifiers = modifiers.map(\.sanitized)
        kernel = Kernel(self.base)
        var durations = [kernel.duration]
        for modifier in self.modifiers {
            durations.append(modifier.duration(inner: durations[durations.count - 1]))
        }
        self.durations = durations
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        lhs.base == rhs.base && lhs.modifiers == rhs.modifiers
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(base)
        hasher.combine(modifiers)
    }

    /// The same animation with `modifier` applied outside everything so far.
    func modified(by modifier: Modifier) -> Animation {
        Animation(base: base, modifiers: modifiers + [modifier])
    }
}
