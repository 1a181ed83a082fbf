import Foundation
import Geometry
import Views

/// A gradient placed in the rectangle it fills (a shape's frame, in canvas points): the
/// gradient's unit space is that rectangle.
public struct GradientFill: Hashable, Sendable {
    public var paint: GradientPaint
    public var frame: Rect

    public init(paint: GradientPaint, frame: Rect) {
        self.paint = paint
        self.frame = frame
    }

    /// A unit point of the frame in canvas points.
    public func point(_ unit: UnitPoint) -> Point {
        Point(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
    }

    /// Stops for an SVG radial gradient whose radius is `end`, standing for SwiftUI's ring from
    /// `start` to `end`: each location moves to `(start + location · (end − start)) / end` (SVG
    /// 1.1 has no focal radius; inside `start` the first colour pads, as in SwiftUI).
    public func ringStops(start: Double, end: Double) -> [GradientPaint.Stop] {
        guard end > 0 else { return paint.stops.map { .init(color: $0.color, location: 1) } }
        return paint.stops.map { .init(color: $0.color, location: (start + $0.location * (end - start)) / end) }
    }

    /// The wedges that draw an angular gradient: SVG 1.1 has no conic gradient, so it is drawn as
    /// flat-coloured wedges around `center`, each coloured at its middle angle, each spanning
    /// less than one 8-bit step in every component, so every point is within one step of the
    /// exact colour and neighbours differ by at most one step (at most
    /// `maxWedges`: then steps may be larger). Angles in radians, clockwise on screen from 3 o'clock.
    public func angularWedges(maxWedges: Int = 2_048) -> [(start: Double, end: Double, color: Color)] {
        guard case .angular(_, let startAngle, let endAngle) = paint.kind else { return [] }
        let from = startAngle.radians, to = endAngle.radians
        let stops = paint.stops
        guard let first = stops.first, let last = stops.last else { return [] }
        var span = to - from
        // As SwiftUI: an empty or reversed span draws the colours as a full turn from the start;
        // spans past a turn are cut to one turn.
        if !(span > 1e-9) { span = 2 * .pi }
        span = min(span, 2 * .pi)
        let gap = 2 * .pi - span
        // Segments between stops, in fractions of the span, with the wedge count each needs.
        var wedges: [(start: Double, end: Double, color: Color)] = []
        var bounds: [Double] = [0]
        for stop in stops where stop.location > bounds.last! && stop.location < 1 { bounds.append(stop.location) }
        bounds.append(1)
        var counts: [Int] = []
        for k in 1..<bounds.count {
            let a = paint.color(at: bounds[k - 1] + 1e-12), b = paint.color(at: bounds[k] - 1e-12)
            let delta = max(
                abs(a.red - b.red), abs(a.green - b.green), abs(a.blue - b.blue), abs(a.opacity - b.opacity))
            // One more wedge than 8-bit steps: each spans less than a step, so neighbours, each
            // rounded at its middle, differ by at most one step and no middle falls on a tie.
            counts.append(Int((delta * 255).rounded(.up)) + 1)
        }
        let total = counts.reduce(0, +)
        let scale = total > maxWedges ? Double(maxWedges) / Double(total) : 1
        for k in 1..<bounds.count {
            let n = max(1, Int((Double(counts[k - 1]) * scale).rounded(.down)))
            let a = bounds[k - 1], b = bounds[k]
            for i in 0..<n {
                let u0 = a + (b - a) * Double(i) / Double(n), u1 = a + (b - a) * Double(i + 1) / Double(n)
                wedges.append((from + u0 * span, from + u1 * span, paint.color(at: (u0 + u1) / 2)))
            }
        }
        if gap > 1e-9 {
            // Outside the span: the last colour for the first half of the gap, the first colour for the second.
            wedges.append((to, to + gap / 2, last.color))
            wedges.append((to + gap / 2, from + 2 * .pi, first.color))
        }
        return wedges
    }

    /// The distance from `center` to the frame's farthest corner: wedges this long cover the frame.
    public func reach(from center: Point) -> Double {
        var reach = 0.0
        for x in [frame.minX, frame.maxX] {
            for y in [frame.minY, frame.maxY] {
                reach = max(reach, ((x - center.x) * (x - center.x) + (y - center.y) * (y - center.y)).squareRoot())
            }
        }
        return reach
    }
}
