import Geometry

/// The path of a shape outline vector (`PropertyKind.outline`) with one command structure for
/// every value, so that browsers can interpolate it: a rounded rectangle keeps its corner curves
/// at radius 0. Corners and ellipses use the same quarter-circle constant as the snapshot's
/// paths.
enum OutlinePath {
    static let kappa = 0.5522847498307936

    static func path(_ kind: ElementRole.ShapeKind, _ v: [Double]) -> Path {
        switch kind {
        case .rectangle:
            return Path(rect: Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        case .roundedRectangle, .capsule:
            return roundedRect(x0: v[0], y0: v[1], x1: v[0] + v[2], y1: v[1] + v[3], r: v[4])
        case .circle:
            return Path(ellipseIn: Rect(x: v[0] - v[2], y: v[1] - v[2], width: 2 * v[2], height: 2 * v[2]))
        case .ellipse:
            return Path(ellipseIn: Rect(x: v[0] - v[2], y: v[1] - v[3], width: 2 * v[2], height: 2 * v[3]))
        }
    }

    private static func roundedRect(x0: Double, y0: Double, x1: Double, y1: Double, r: Double) -> Path {
        let k = r * kappa
        return Path([
            .move(to: Point(x: x0 + r, y: y0)),
            .line(to: Point(x: x1 - r, y: y0)),
            .curve(to: Point(x: x1, y: y0 + r), control1: Point(x: x1 - r + k, y: y0), control2: Point(x: x1, y: y0 + r - k)),
            .line(to: Point(x: x1, y: y1 - r)),
            .curve(to: Point(x: x1 - r, y: y1), control1: Point(x: x1, y: y1 - r + k), control2: Point(x: x1 - r + k, y: y1)),
            .line(to: Point(x: x0 + r, y: y1)),
            .curve(to: Point(x: x0, y: y1 - r), control1: Point(x: x0 + r - k, y: y1), control2: Point(x: x0, y: y1 - r + k)),
            .line(to: Point(x: x0, y: y0 + r)),
            .curve(to: Point(x: x0 + r, y: y0), control1: Point(x: x0, y: y0 + r - k), control2: Point(x: x0 + r - k, y: y0)),
            .closeSubpath,
        ])
    }
}
