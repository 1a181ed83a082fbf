extension Spring {
    /// No bounce, 0.5 s.
    public static let smooth = Spring(duration: Animation.Defaults.springDuration, bounce: 0)
    /// Bounce 0.15, 0.5 s.
    public static let snappy = Spring(duration: Animation.Defaults.springDuration, bounce: Animation.Defaults.snappyBounce)
    /// Bounce 0.3, 0.5 s.
    public static let bouncy = Spring(duration: Animation.Defaults.springDuration, bounce: Animation.Defaults.bouncyBounce)

    /// Bounce `extraBounce`.
    public static func smooth(duration: Double = Animation.Defaults.springDuration, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// Bounce 0.15 + `extraBounce`.
    public static func snappy(duration: Double = Animation.Defaults.springDuration, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: Animation.Defaults.snappyBounce + extraBounce)
    }

    /// Bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: Double = Animation.Defaults.springDuration, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: Animation.Defaults.bouncyBounce + extraBounce)
    }
}
