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
        let k = r * Path.kappa
        let (x0, y0, x1, y1) = (rect.minX, rect.minY, rect.maxX, rect.maxY)
        self.init([
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
