import Geometry

extension DisplayItem {
    /// An upper bound of |x| + |y| over every point the item draws, in its parent's coordinates:
    /// how far from the origin a transform around it must keep its precision.
    public var reach: Double {
        switch self {
        case .shape(let shape):
            return Self.reach(of: shape.path) + (shape.stroke.map { max(0, $0.lineWidth) } ?? 0)
        case .text(let text):
            if let outline = text.outline { return Self.reach(of: outline) }
            let size = text.layout.size
            return abs(text.origin.x) + abs(size.width) + abs(text.origin.y) + abs(size.height)
        case .image(let image):
            return Self.reach(of: Path(rect: image.frame))
        case .group(let group):
            let inner = group.children.reduce(0) { max($0, $1.reach) }
            switch group.effect {
            case .transform(let t):
                // |x'| + |y'| ≤ (|a| + |b|)·|x| + (|c| + |d|)·|y| + |tx| + |ty|.
                return max(abs(t.a) + abs(t.b), abs(t.c) + abs(t.d)) * inner + abs(t.tx) + abs(t.ty)
            case .opacity:
                return inner
            case .shadow, .blur:
                // The filter region (`filterRegion`) reaches farther, but a filter has no
                // transform coefficients whose precision depends on it.
                return inner
            case .clip(let path):
                return max(inner, Self.reach(of: path))
            case .mask(let items):
                return items.reduce(inner) { max($0, $1.reach) }
            }
        }
    }

    static func reach(of path: Path) -> Double {
        var largest = 0.0
        func add(_ p: Point) {
            let value = abs(p.x) + abs(p.y)
            if value > largest && value.isFinite { largest = value }
        }
        path.forEachPoint(add)
        return largest
    }
}
