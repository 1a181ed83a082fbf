extension Animation {
    /// SwiftUI's default parameters, in one place: the animation constructors take them as
    /// default arguments and the scene decoder fills absent parameters with them.
    public enum Defaults {
        /// The duration of the curve animations (`linear`, `easeIn`, `easeOut`, `easeInOut`,
        /// `timingCurve`).
        public static let curveDuration = 0.35

        /// `spring(response:dampingFraction:blendDuration:)`.
        public static let springResponse = 0.5
        public static let springDampingFraction = 0.825
        /// `spring(duration:bounce:blendDuration:)`, `smooth`, `snappy`, `bouncy` and
        /// `interpolatingSpring(duration:bounce:)`.
        public static let springDuration = 0.5
        public static let springBounce = 0.0
        public static let blendDuration = 0.0

        /// The bounce `snappy` and `bouncy` add to their `extraBounce`.
        public static let snappyBounce = 0.15
        public static let bouncyBounce = 0.3

        /// `interactiveSpring(response:dampingFraction:blendDuration:)`.
        public static let interactiveResponse = 0.15
        public static let interactiveDampingFraction = 0.86
        public static let interactiveBlendDuration = 0.25
        /// `interactiveSpring(duration:extraBounce:blendDuration:)`: its duration and the bounce
        /// it adds to `extraBounce`.
        public static let interactiveDuration = 0.15
        public static let interactiveBounce = 0.15

        /// `interpolatingSpring(mass:stiffness:damping:initialVelocity:)`.
        public static let mass = 1.0
        public static let initialVelocity = 0.0
    }
}
