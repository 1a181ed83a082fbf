/// Synthetic bold: an outline grown on every side, as FreeType's `FT_Outline_EmboldenXY` does.
extension Path {
    /// The outline with every edge moved `strength` away from the filled side: each contour's
    /// points (on-curve and control points alike, as a polygon) are shifted along the bisector of
    /// their two edges' normals, by `strength / cos(half the turn)` (at most 4 × `strength`, so a
    /// spike stays bounded). Which side is filled comes from the sign of the whole outline's
    /// area, so holes shrink while outer contours grow. Open and degenerate contours are kept.
    public func emboldened(by strength: Double) -> Path {
        guard strength > 0, strength.isFinite, !elements.isEmpty else { return self }
        // Each contour's points, and where each came from: (element, slot) with slot 0 the end
        // point and 1, 2 the control points.
        var contours: [[(element: Int, slot: Int, point: Point)]] = []
        var current: [(element: Int, slot: Int, point: Point)] = []
        for (index, element) in elements.enumerated() {
            switch element {
            case .move(let p):
                if !current.isEmpty { contours.append(current) }
                current = [(index, 0, p)]
            case .line(let p): current.append((index, 0, p))
            case .quadCurve(let p, let c): current += [(index, 1, c), (index, 0, p)]
            case .curve(let p, let c1, let c2): current += [(index, 1, c1), (index, 2, c2), (index, 0, p)]
            case .closeSubpath: break
            }
        }
        if !current.isEmpty { contours.append(current) }
        var area = 0.0
        for contour in contours {
            for k in contour.indices {
                let a = contour[k].point, b = contour[(k + 1) % contour.count].point
                area += a.x * b.y - b.x * a.y
            }
        }
        guard area != 0, area.isFinite else { return self }
        let side: Double = area > 0 ? 1 : -1
        var result = elements
        for contour in contours where contour.count >= 3 {
            let points = contour.map(\.point)
            guard let neighbours = Self.distinctNeighbours(points) else { continue }
            for k in 0..<points.count {
                let before = neighbours.before[k], after = neighbours.after[k]
                let incoming = Self.unit(points[k].x - points[before].x, points[k].y - points[before].y)
                let outgoing = Self.unit(points[after].x - points[k].x, points[after].y - points[k].y)
                // The outward normal of a direction (dx, dy) is side × (dy, −dx).
                let n1 = (x: side * incoming.y, y: -side * incoming.x), n2 = (x: side * outgoing.y, y: -side * outgoing.x)
                let denominator = 1 + n1.x * n2.x + n1.y * n2.y
                guard denominator > 1e-9 else { continue }
                var dx = (n1.x + n2.x) * strength / denominator, dy = (n1.y + n2.y) * strength / denominator
                let length = (dx * dx + dy * dy).squareRoot(), cap = 4 * strength
                if length > cap {
                    dx *= cap / length
                    dy *= cap / length
                }
                let moved = Point(x: points[k].x + dx, y: points[k].y + dy)
                result[contour[k].element] = Self.replacing(result[contour[k].element], slot: contour[k].slot, with: moved)
            }
        }
        return Path(result)
    }

    /// For each point of a closed contour, the nearest points before and after it that are not
    /// at the same place (a run of equal points shares them), found in one pass; nil when every
    /// point is at one place.
    private static func distinctNeighbours(_ points: [Point]) -> (before: [Int], after: [Int])? {
        let count = points.count
        // A point that differs from the one before it starts a run; runs then never wrap.
        guard let start = (0..<count).first(where: { points[$0] != points[($0 + count - 1) % count] }) else { return nil }
        var before = [Int](repeating: 0, count: count), after = [Int](repeating: 0, count: count)
        var offset = 0
        while offset < count {
            var end = offset
            while end + 1 < count, points[(start + end + 1) % count] == points[(start + offset) % count] { end += 1 }
            let previous = (start + offset + count - 1) % count, next = (start + end + 1) % count
            for k in offset...end {
                before[(start + k) % count] = previous
                after[(start + k) % count] = next
            }
            offset = end + 1
        }
        return (before, after)
    }

    private static func unit(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let length = (x * x + y * y).squareRoot()
        return length > 0 ? (x / length, y / length) : (0, 0)
    }

    private static func replacing(_ element: Element, slot: Int, with point: Point) -> Element {
        switch (element, slot) {
        case (.move, _): .move(to: point)
        case (.line, _): .line(to: point)
        case (.quadCurve(_, let c), 0): .quadCurve(to: point, control: c)
        case (.quadCurve(let p, _), _): .quadCurve(to: p, control: point)
        case (.curve(_, let c1, let c2), 0): .curve(to: point, control1: c1, control2: c2)
        case (.curve(let p, _, let c2), 1): .curve(to: p, control1: point, control2: c2)
        case (.curve(let p, let c1, _), _): .curve(to: p, control1: c1, control2: point)
        case (.closeSubpath, _): .closeSubpath
        }
    }
}
