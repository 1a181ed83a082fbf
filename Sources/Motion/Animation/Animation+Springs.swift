extension Animation {
    /// `spring(response: 0.5, dampingFraction: 0.825)`.
    public static var spring: Animation { spring() }

    /// A persistent spring: interrupting a running animation, it takes over from the current
    /// offset and velocity; `blendDuration` blends from the previous spring's response.
    public static func spring(
        response: Double = Defaults.springResponse, dampingFraction: Double = Defaults.springDampingFraction,
        blendDuration: Double = Defaults.blendDuration
    ) -> Animation {
        Animation(base: .spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration))
    }

    /// `spring(response: duration, dampingFraction: ζ(bounce))` with ζ of SEMANTICS §4.
    @_disfavoredOverload
    public static func spring(
        duration: Double = Defaults.springDuration, bounce: Double = Defaults.springBounce,
        blendDuration: Double = Defaults.blendDuration
    ) -> Animation {
        spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce), blendDuration: blendDuration)
    }

    /// A persistent spring with the motion of `spring`.
    public static func spring(_ spring: Spring, blendDuration: Double = Defaults.blendDuration) -> Animation {
        .spring(response: spring.response, dampingFraction: spring.dampingRatio, blendDuration: blendDuration)
    }

    /// `spring(duration: 0.5, bounce: 0)`.
    public static var smooth: Animation { smooth() }
    /// `spring(duration: duration, bounce: extraBounce)`.
    public static func smooth(duration: Double = Defaults.springDuration, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: extraBounce)
    }

    /// `spring(duration: 0.5, bounce: 0.15)`.
    public static var snappy: Animation { snappy() }
    /// `spring(duration: duration, bounce: 0.15 + extraBounce)`.
    public static func snappy(duration: Double = Defaults.springDuration, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: Defaults.snappyBounce + extraBounce)
    }

    /// `spring(duration: 0.5, bounce: 0.3)`.
    public static var bouncy: Animation { bouncy() }
    /// `spring(duration: duration, bounce: 0.3 + extraBounce)`.
    public static func bouncy(duration: Double = Defaults.springDuration, extraBounce: Double = 0) -> Animation {
        spring(duration: duration, bounce: Defaults.bouncyBounce + extraBounce)
    }

    /// `interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)`.
    public static var interactiveSpring: Animation { interactiveSpring() }

    /// A stiff persistent spring for animations that follow a gesture.
    public static func interactiveSpring(
        response: Double = Defaults.interactiveResponse, dampingFraction: Double = Defaults.interactiveDampingFraction,
        blendDuration: Double = Defaults.interactiveBlendDuration
    ) -> Animation {
        spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
    }

    /// `spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)`.
    @_disfavoredOverload
    public static func interactiveSpring(
        duration: Double = Defaults.interactiveDuration, extraBounce: Double = 0,
        blendDuration: Double = Defaults.interactiveBlendDuration
    ) -> Animation {
        spring(duration: duration, bounce: Defaults.interactiveBounce + extraBounce, blendDuration: blendDuration)
    }

    /// `interpolatingSpring(duration: 0.5, bounce: 0)`.
    public static var interpolatingSpring: Animation { interpolatingSpring() }

    /// An interpolating spring: it animates its own interval and adds to whatever is running.
    /// `initialVelocity` is in intervals per second.
    public static func interpolatingSpring(
        mass: Double = Defaults.mass, stiffness: Double, damping: Double, initialVelocity: Double = Defaults.initialVelocity
    ) -> Animation {
        Animation(base: .interpolatingSpring(mass: mass, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity))
    }

    /// The interpolating spring with stiffness (2π/duration)² and damping 2ζ·2π/duration, as
    /// SwiftUI converts it.
    public static func interpolatingSpring(
        duration: Double = Defaults.springDuration, bounce: Double = Defaults.springBounce,
        initialVelocity: Double = Defaults.initialVelocity
    ) -> Animation {
        interpolatingSpring(Spring(duration: duration, bounce: bounce), initialVelocity: initialVelocity)
    }

    /// The interpolating spring with the constants of `spring`.
    public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = Defaults.initialVelocity) -> Animation {
        interpolatingSpring(mass: spring.mass, stiffness: spring.stiffness, damping: spring.damping, initialVelocity: initialVelocity)
    }

    /// SwiftUI's `default` (iOS 17 and later): a distinct value that behaves as
    /// `spring(response: 0.55, dampingFraction: 1)` and equals only itself.
    public static let `default` = Animation(base: .default)
}
