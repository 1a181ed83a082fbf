import Geometry
import Layout
import Motion
import Views

extension LaidOutView {
    /// Visits a gradient's animatable numbers: its geometry (points, radii, angles in radians),
    /// then every stop's colour (linear light) and location, all at chain position `position`.
    static func visit(_ gradient: inout GradientPaint, _ position: Int, _ visit: (inout Double, Int) -> Void) {
        switch gradient.kind {
        case .linear(var start, var end):
            visit(&start.x, position)
            visit(&start.y, position)
            visit(&end.x, position)
            visit(&end.y, position)
            gradient.kind = .linear(start: start, end: end)
        case .radial(var center, var startRadius, var endRadius):
            visit(&center.x, position)
            visit(&center.y, position)
            visit(&startRadius, position)
            visit(&endRadius, position)
            gradient.kind = .radial(center: center, startRadius: startRadius, endRadius: endRadius)
        case .elliptical(var center, var startFraction, var endFraction):
            visit(&center.x, position)
            visit(&center.y, position)
            visit(&startFraction, position)
            visit(&endFraction, position)
            gradient.kind = .elliptical(center: center, startFraction: startFraction, endFraction: endFraction)
        case .angular(var center, var start, var end):
            visit(&center.x, position)
            visit(&center.y, position)
            visit(&start.radians, position)
            visit(&end.radians, position)
            gradient.kind = .angular(center: center, start: start, end: end)
        }
        for i in gradient.stops.indices {
            Self.visit(&gradient.stops[i].color, position, visit)
            visit(&gradient.stops[i].location, position)
        }
    }

    /// Two gradients interpolate when they are of one kind with as many stops (SwiftUI
    /// interpolates stops pairwise); otherwise the paint changes at once.
    static func appendSignature(of gradient: GradientPaint, to signature: inout [UInt8]) {
        let kind: UInt8 =
            switch gradient.kind {
            case .linear: 1
            case .radial: 2
            case .elliptical: 3
            case .angular: 4
            }
        signature.append(200 + kind)
        var count = gradient.stops.count
        for _ in 0..<4 {
            signature.append(UInt8(truncatingIfNeeded: count))
            count >>= 8
        }
    }
}
