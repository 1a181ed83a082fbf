extension Path {
    /// Calls `body` with every point of the path: end points and control points, in order.
    public func forEachPoint(_ body: (Point) -> Void) {
        for element in elements {
            switch element {
            case .move(let p), .line(let p): body(p)
            case .quadCurve(let p, let c): body(p); body(c)
            case .curve(let p, let c1, let c2): body(p); body(c1); body(c2)
            case .closeSubpath: break
            }
        }
    }
}
