extension Spring {
    /// No bounce, 0.5 s.
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// Bounce 0.15, 0.5 s.
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// Bounce 0.3, 0.5 s.
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)

    /// Bounce `extraBounce`.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: extraBounce)
    }

    /// Bounce 0.15 + `extraBounce`.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.15 + extraBounce)
    }

    /// Bounce 0.3 + `extraBounce`.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Spring {
        Spring(duration: duration, bounce: 0.3 + extraBounce)
    }
}
