import Foundation

extension Path {
    /// One drawn piece of a path: a line, a quadratic or a cubic, with the subpath it is in.
    struct Segment {
        /// The start and the control and end points: 2 for a line, 3 for a quadratic, 4 for a cubic.
        var points: [Point]
        var subpath: Int
        /// Cumulative lengths at `Segment.samples + 1` evenly spaced parameters.
        var lengths: [Double]
        var length: Double { lengths.last ?? 0 }

        /// Parameter steps measured along a curve.
        static let samples = 64

        init(_ points: [Point], subpath: Int) {
            self.points = points
            self.subpath = subpath
            if points.count == 2 {
                lengths = [0, Segment.distance(points[0], points[1])]
            } else {
                var result = [0.0]
                var previous = points[0]
                for i in 1...Segment.samples {
                    let p = Segment.point(points, at: Double(i) / Double(Segment.samples))
                    result.append(result[result.count - 1] + Segment.distance(previous, p))
                    previous = p
                }
                lengths = result
            }
        }

        static func distance(_ a: Point, _ b: Point) -> Double { ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() }

        static func lerp(_ a: Point, _ b: Point, _ t: Double) -> Point { Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t) }

        /// De Casteljau: the point at `t`.
        static func point(_ points: [Point], at t: Double) -> Point {
            var p = points
            while p.count > 1 { p = (0..<(p.count - 1)).map { lerp(p[$0], p[$0 + 1], t) } }
            return p[0]
        }

        /// The parameter where the length from the start is `distance`.
        func parameter(atLength distance: Double) -> Double {
            if distance <= 0 { return 0 }
            if distance >= length { return 1 }
            if points.count == 2 { return distance / length }
            var low = 0, high = lengths.count - 1
            while high - low > 1 {
                let mid = (low + high) / 2
                if lengths[mid] < distance { low = mid } else { high = mid }
            }
            let span = lengths[high] - lengths[low]
            let fraction = span > 0 ? (distance - lengths[low]) / span : 0
            return (Double(low) + fraction) / Double(lengths.count - 1)
        }

        /// The part between parameters `t0` and `t1`, as points of the same degree.
        func piece(_ t0: Double, _ t1: Double) -> [Point] {
            // Split at t1, keep the first part; split that at t0 / t1, keep the second.
            func splitFirst(_ p: [Point], _ t: Double) -> [Point] {
                var rows = [p], result = [p[0]]
                while rows[rows.count - 1].count > 1 {
                    let row = rows[rows.count - 1]
                    let next = (0..<(row.count - 1)).map { Segment.lerp(row[$0], row[$0 + 1], t) }
                    result.append(next[0])
                    rows.append(next)
                }
                return result
            }
            func splitSecond(_ p: [Point], _ t: Double) -> [Point] {
                var rows = [p], result = [p[p.count - 1]]
                while rows[rows.count - 1].count > 1 {
                    let row = rows[rows.count - 1]
                    let next = (0..<(row.count - 1)).map { Segment.lerp(row[$0], row[$0 + 1], t) }
                    result.append(next[next.count - 1])
                    rows.append(next)
                }
                return result.reversed()
            }
            let first = t1 < 1 ? splitFirst(points, t1) : points
            let start = t1 > 0 ? t0 / t1 : 0
            return start > 0 ? splitSecond(first, start) : first
        }
    }

    /// The drawn segments, a closing line included where a subpath closes away from its start.
    func segments() -> [Segment] {
        var result: [Segment] = []
        var current = Point.zero, start = Point.zero
        var subpath = -1
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                start = p
                subpath += 1
            case .line(let p):
                if subpath < 0 { subpath = 0 }
                result.append(Segment([current, p], subpath: subpath))
                current = p
            case .quadCurve(let p, let c):
                if subpath < 0 { subpath = 0 }
                result.append(Segment([current, c, p], subpath: subpath))
                current = p
            case .curve(let p, let c1, let c2):
                if subpath < 0 { subpath = 0 }
                result.append(Segment([current, c1, c2, p], subpath: subpath))
                current = p
            case .closeSubpath:
                if current != start { result.append(Segment([current, start], subpath: max(subpath, 0))) }
                current = start
            }
        }
        return result
    }

    /// The length of the drawn outline (curves measured along 64 chords each).
    public var length: Double { segments().reduce(0) { $0 + $1.length } }

    /// `trimmedPath(from:to:)`: the part of the outline between the fractions `from` and `to`
    /// of its length (each clamped to 0…1), measured from the path's first point in drawing
    /// order; empty when `from >= to`, the whole path when they are 0 and 1.
    public func trimmed(from: Double, to: Double) -> Path {
        let from = from.isNaN ? 0 : min(max(from, 0), 1), to = to.isNaN ? 0 : min(max(to, 0), 1)
        if from <= 0 && to >= 1 { return self }
        if from >= to { return Path() }
        let segments = segments()
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let startLength = from * total, endLength = to * total
        var result = Path()
        var walked = 0.0
        var lastSubpath = -1
        var lastEnd: Point?
        // Lengths summed in different orders differ in their last bits: a segment that the trim
        // only touches by such an amount (a quarter of a circle ending on a segment's end) adds
        // no piece.
        let slack = total * 1e-9
        for segment in segments {
            let s0 = walked, s1 = walked + segment.length
            walked = s1
            guard s1 > startLength + slack, s0 < endLength - slack, segment.length > 0 else { continue }
            let t0 = segment.parameter(atLength: startLength - s0), t1 = segment.parameter(atLength: endLength - s0)
            let piece = segment.piece(t0, t1)
            if segment.subpath != lastSubpath || lastEnd != piece[0] { result.move(to: piece[0]) }
            switch piece.count {
            case 2: result.addLine(to: piece[1])
            case 3: result.addQuadCurve(to: piece[2], control: piece[1])
            default: result.addCurve(to: piece[3], control1: piece[1], control2: piece[2])
            }
            lastSubpath = segment.subpath
            lastEnd = piece[piece.count - 1]
        }
        return result
    }
}
