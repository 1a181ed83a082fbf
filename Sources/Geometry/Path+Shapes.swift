import Foundation

extension Path {
    /// The magic number for approximating a quarter circle with one cubic Bézier.
    static let kappa = 0.5522847498307936

    /// A rectangle.
    public init(rect: Rect) {
        self.init([
            .move(to: Point(x: rect.minX, y: rect.minY)), .line(to: Point(x: rect.maxX, y: rect.minY)),
            .line(to: Point(x: rect.maxX, y: rect.maxY)), .line(to: Point(x: rect.minX, y: rect.maxY)),
            .closeSubpath,
        ])
    }

    /// A rectangle with circular corners; the radius is clamped to half the shorter side.
    public init(roundedRect rect: Rect, cornerRadius: Double) {
        let r = min(max(0, cornerRadius), min(rect.width, rect.height) / 2)
        if r <= 0 {
            self.init(rect: rect)
            return
        }
        self = Path.roundedRectOutline(x0: rect.minX, y0: rect.minY, x1: rect.maxX, y1: rect.maxY, radius: r)
    }

    /// A rounded rectangle from (x0, y0) to (x1, y1) with corner radius `r`, always with the same
    /// ten elements (even for r = 0), so that outlines of different sizes interpolate.
    public static func roundedRectOutline(x0: Double, y0: Double, x1: Double, y1: Double, radius r: Double) -> Path {
        let k = r * Path.kappa
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

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: Rect) {
        let rx = rect.width / 2, ry = rect.height / 2
        let cx = rect.midX, cy = rect.midY
        let kx = rx * Path.kappa, ky = ry * Path.kappa
        self.init([
            .move(to: Point(x: cx + rx, y: cy)),
            .curve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + ky), control2: Point(x: cx + kx, y: cy + ry)),
            .curve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - kx, y: cy + ry), control2: Point(x: cx - rx, y: cy + ky)),
            .curve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - ky), control2: Point(x: cx - kx, y: cy - ry)),
            .curve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + kx, y: cy - ry), control2: Point(x: cx + rx, y: cy - ky)),
            .closeSubpath,
        ])
    }
}
