import Geometry

extension Animation {
    /// Constant speed: the Bézier (0, 0, 1, 1), as SwiftUI builds it.
    public static var linear: Animation { linear(duration: Defaults.curveDuration) }
    public static func linear(duration: Double) -> Animation { timingCurve(0, 0, 1, 1, duration: duration) }

    /// The Bézier (0.42, 0, 1, 1).
    public static var easeIn: Animation { easeIn(duration: Defaults.curveDuration) }
    public static func easeIn(duration: Double) -> Animation { Animation(base: .curve(.easeIn, duration: duration)) }

    /// The Bézier (0, 0, 0.58, 1).
    public static var easeOut: Animation { easeOut(duration: Defaults.curveDuration) }
    public static func easeOut(duration: Double) -> Animation { Animation(base: .curve(.easeOut, duration: duration)) }

    /// The Bézier (0.42, 0, 0.58, 1).
    public static var easeInOut: Animation { easeInOut(duration: Defaults.curveDuration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(base: .curve(.easeInOut, duration: duration)) }

    /// The cubic Bézier with control points (c0x, c0y) and (c1x, c1y); x values are clamped to 0…1.
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = Defaults.curveDuration
    ) -> Animation {
        let curve = UnitCurve.bezier(
            startControlPoint: UnitPoint(x: c0x, y: c0y), endControlPoint: UnitPoint(x: c1x, y: c1y))
        return Animation(base: .curve(curve, duration: duration))
    }

    /// Any unit curve (for instance `.circularEaseIn`) run over `duration` seconds.
    public static func timingCurve(_ curve: UnitCurve, duration: Double = Defaults.curveDuration) -> Animation {
        Animation(base: .curve(curve, duration: duration))
    }
}
