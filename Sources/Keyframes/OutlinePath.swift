import Geometry

/// The path of a shape outline vector (`PropertyKind.outline`) with one command structure for
/// every value, so that browsers can interpolate it: a rounded rectangle keeps its corner curves
/// at radius 0. Corners and ellipses use the same quarter-circle constant as the snapshot's
/// paths.
enum OutlinePath {
    static func path(_ kind: ElementRole.ShapeKind, _ v: [Double]) -> Path {
        switch kind {
        case .rectangle:
            return Path(rect: Rect(x: v[0], y: v[1], width: v[2], height: v[3]))
        case .roundedRectangle, .capsule:
            return Path.roundedRectOutline(x0: v[0], y0: v[1], x1: v[0] + v[2], y1: v[1] + v[3], radius: v[4])
        case .circle:
            return Path(ellipseIn: Rect(x: v[0] - v[2], y: v[1] - v[2], width: 2 * v[2], height: 2 * v[2]))
        case .ellipse:
            return Path(ellipseIn: Rect(x: v[0] - v[2], y: v[1] - v[3], width: 2 * v[2], height: 2 * v[3]))
        case .path(let path):
            return path.scaled(by: 1, thenOffsetBy: v[0], v[1])
        case .sampled(let sampled):
            return sampled.path(v)
        }
    }
}
