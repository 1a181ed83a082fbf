import Geometry

extension PathStroker {
    /// `dash` as on and off lengths in turn (an odd count repeated, as CoreGraphics and SVG do);
    /// nil draws a solid stroke: no lengths, or lengths that add up to nothing or are not finite.
    static func dashPattern(_ dash: [Double]) -> [Double]? {
        guard !dash.isEmpty, dash.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
        let total = dash.reduce(0, +)
        guard total > 0, total.isFinite else { return nil }
        return dash.count % 2 == 0 ? dash : dash + dash
    }

    /// Strokes the dashes of `line`: the pattern starts `phase` into itself at the start of
    /// every subpath, each dash an open polyline with caps. Every change between on and off
    /// costs one of `remaining`, so that tiny dashes stop at the limit.
    mutating func dash(_ line: Polyline, pattern: [Double], phase: Double) {
        let period = pattern.reduce(0, +)
        var offset = phase.truncatingRemainder(dividingBy: period)
        if offset < 0 { offset += period }
        var index = 0
        while offset >= pattern[index] && offset > 0 {
            offset -= pattern[index]
            index = (index + 1) % pattern.count
            if index == 0 { break }
        }
        var left = max(pattern[index] - offset, 0)
        var isOn = index % 2 == 0
        let points = line.points
        guard points.count > 1 else {
            if isOn { stroke(line) }
            return
        }
        var current = Polyline()
        current.draws = true
        if isOn { current.append(points[0], smooth: false) }
        let count = points.count
        let segments = line.isClosed ? count : count - 1
        for i in 0..<segments {
            let a = points[i], b = points[(i + 1) % count]
            let bSmooth = (i + 1) % count == 0 ? false : line.smooth[(i + 1) % count]
            let dx = b.x - a.x, dy = b.y - a.y
            let length = (dx * dx + dy * dy).squareRoot()
            var position = 0.0
            while true {
                remaining -= 1
                if isExhausted { return }
                let rest = length - position
                if left > rest {
                    left -= rest
                    if isOn { current.append(b, smooth: bSmooth) }
                    break
                }
                position += left
                let t = length > 0 ? position / length : 0
                let p = Point(x: a.x + dx * t, y: a.y + dy * t)
                if isOn {
                    current.append(p, smooth: false)
                    current.direction = Point(x: dx, y: dy)
                    stroke(current)
                    if isExhausted { return }
                } else {
                    current = Polyline()
                    current.draws = true
                    current.append(p, smooth: false)
                }
                isOn.toggle()
                index = (index + 1) % pattern.count
                left = pattern[index]
            }
        }
        if isOn && current.points.count > 0 {
            current.direction = Point(x: 1, y: 0)
            if current.points.count == 1, count > 1 { current.direction = points[count - 1] - points[count - 2] }
            stroke(current)
        }
    }
}
