import Foundation

extension Path {
    /// The largest magnitude a drawn coordinate may have; `finiteCoordinate` clamps to it.
    public static let coordinateLimit = 1_000_000.0

    /// `value` made drawable: NaN becomes 0, anything beyond ±`coordinateLimit` (infinities
    /// included) is clamped to it.
    @inline(__always)
    public static func finiteCoordinate(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -coordinateLimit), coordinateLimit)
    }

    /// Whether the path has a current point: it has an element (after `closeSubpath` the
    /// current point is the start of the closed subpath).
    public var hasCurrentPoint: Bool { !elements.isEmpty }

    /// `addRect(_:)`: a closed subpath through the four corners, clockwise on screen from the
    /// top-left corner.
    public mutating func addRect(_ rect: Rect) { addPath(Path(rect: rect)) }

    /// `addRoundedRect(in:cornerSize:)`: elliptical corners of `cornerSize`, each clamped to half
    /// the side, starting on the top edge after the top-left corner and running clockwise on
    /// screen.
    public mutating func addRoundedRect(in rect: Rect, cornerSize: Size) {
        let x0 = min(rect.minX, rect.maxX), x1 = max(rect.minX, rect.maxX)
        let y0 = min(rect.minY, rect.maxY), y1 = max(rect.minY, rect.maxY)
        let rx = min(max(0, cornerSize.width), (x1 - x0) / 2), ry = min(max(0, cornerSize.height), (y1 - y0) / 2)
        if rx <= 0 || ry <= 0 {
            addRect(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
            return
        }
        let kx = rx * Path.kappa, ky = ry * Path.kappa
        move(to: Point(x: x0 + rx, y: y0))
        addLine(to: Point(x: x1 - rx, y: y0))
        addCurve(to: Point(x: x1, y: y0 + ry), control1: Point(x: x1 - rx + kx, y: y0), control2: Point(x: x1, y: y0 + ry - ky))
        addLine(to: Point(x: x1, y: y1 - ry))
        addCurve(to: Point(x: x1 - rx, y: y1), control1: Point(x: x1, y: y1 - ry + ky), control2: Point(x: x1 - rx + kx, y: y1))
        addLine(to: Point(x: x0 + rx, y: y1))
        addCurve(to: Point(x: x0, y: y1 - ry), control1: Point(x: x0 + rx - kx, y: y1), control2: Point(x: x0, y: y1 - ry + ky))
        addLine(to: Point(x: x0, y: y0 + ry))
        addCurve(to: Point(x: x0 + rx, y: y0), control1: Point(x: x0, y: y0 + ry - ky), control2: Point(x: x0 + rx - kx, y: y0))
        closeSubpath()
    }

    /// `addEllipse(in:)`: a closed subpath starting at the right-most point, clockwise on screen.
    public mutating func addEllipse(in rect: Rect) { addPath(Path(ellipseIn: rect)) }

    /// `addArc(center:radius:startAngle:endAngle:clockwise:)` in SwiftUI's flipped sense: angles
    /// are measured in the y-down space (90° points down), and `clockwise: false` sweeps towards
    /// growing angles, which is clockwise on screen. A line joins the current point to the
    /// arc's start (a move starts it when there is none). The sweep is the angle difference
    /// brought into 0…360° in the chosen direction (a difference of a full turn or more, either
    /// way, draws the whole circle, as Core Graphics does). Arcs are drawn as cubic Béziers of at most 90° each.
    public mutating func addArc(center: Point, radius: Double, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        let r = abs(radius)
        let start = startAngle.radians, end = endAngle.radians
        let turn = 2 * Double.pi
        var sweep = clockwise ? start - end : end - start
        if abs(end - start) >= turn {
            sweep = turn
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: turn)
            if sweep < 0 { sweep += turn }
        }
        if !sweep.isFinite { sweep = 0 }
        let direction: Double = clockwise ? -1 : 1
        let first = Point(x: center.x + r * cos(start), y: center.y + r * sin(start))
        if hasCurrentPoint { addLine(to: first) } else { move(to: first) }
        let segments = max(1, Int((sweep / (Double.pi / 2)).rounded(.up)))
        guard sweep > 0 else { return }
        let step = sweep / Double(segments) * direction
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<segments {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            addCurve(
                to: Point(x: center.x + r * c1, y: center.y + r * s1),
                control1: Point(x: center.x + r * (c0 - k * s0), y: center.y + r * (s0 + k * c0)),
                control2: Point(x: center.x + r * (c1 + k * s1), y: center.y + r * (s1 - k * c1)))
            angle = next
        }
    }

    /// The path with every coordinate made drawable (`finiteCoordinate`).
    public var finite: Path {
        func f(_ p: Point) -> Point { Point(x: Path.finiteCoordinate(p.x), y: Path.finiteCoordinate(p.y)) }
        return Path(elements.map { element in
            switch element {
            case .move(let p): .move(to: f(p))
            case .line(let p): .line(to: f(p))
            case .quadCurve(let p, let c): .quadCurve(to: f(p), control: f(c))
            case .curve(let p, let c1, let c2): .curve(to: f(p), control1: f(c1), control2: f(c2))
            case .closeSubpath: .closeSubpath
            }
        })
    }
}
