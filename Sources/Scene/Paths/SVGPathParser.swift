import Foundation
import Geometry

/// Parses SVG 1.1 path data (`M10 10 H90 …`, every command, relative and absolute) into a
/// `Path`: smooth curves made explicit, elliptical arcs as cubic Béziers of at most 90°.
struct SVGPathParser {
    struct Failure: Error {
        var message: String
    }

    private let bytes: [UInt8]
    private var index = 0
    private var path = Path()
    private var current = Point.zero
    private var subpathStart = Point.zero
    /// The second control point of the last cubic (for S) or the control of the last quadratic (for T).
    private var lastCubicControl: Point?
    private var lastQuadControl: Point?

    private init(_ text: String) { bytes = Array(text.utf8) }

    /// The path of `text`; throws on the first malformed command (naming its character offset)
    /// or when it has more than `maxCommands` commands.
    static func parse(_ text: String, maxCommands: Int) throws(Failure) -> Path {
        var parser = SVGPathParser(text)
        try parser.run(maxCommands: maxCommands)
        return parser.path
    }

    private mutating func run(maxCommands: Int) throws(Failure) {
        skipSeparators()
        var command: UInt8?
        var count = 0
        while index < bytes.count {
            let byte = bytes[index]
            if Self.commands.contains(byte) {
                command = byte
                index += 1
            } else if command == nil || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                throw fail("expected a command letter (M, L, H, V, C, S, Q, T, A or Z)")
            } else if command == UInt8(ascii: "M") {
                command = UInt8(ascii: "L")  // Coordinates after a moveto are implicit linetos.
            } else if command == UInt8(ascii: "m") {
                command = UInt8(ascii: "l")
            }
            if path.elements.isEmpty, let c = command, c != UInt8(ascii: "M"), c != UInt8(ascii: "m") {
                throw fail("path data must start with a moveto (M or m)")
            }
            count += 1
            if count > maxCommands { throw Failure(message: "more than \(maxCommands) commands (maxPathElements)") }
            try execute(command!)
            skipSeparators()
        }
    }

    private static let commands = Set("MmLlHhVvCcSsQqTtAaZz".utf8)

    private mutating func execute(_ command: UInt8) throws(Failure) {
        let relative = command >= UInt8(ascii: "a")
        let base = relative ? current : .zero
        func at(_ x: Double, _ y: Double) -> Point { Point(x: base.x + x, y: base.y + y) }
        var cubic: Point?, quad: Point?
        switch command | 0x20 {
        case UInt8(ascii: "m"):
            let p = at(try number(), try number())
            path.move(to: p)
            current = p
            subpathStart = p
        case UInt8(ascii: "l"):
            let p = at(try number(), try number())
            path.addLine(to: p)
            current = p
        case UInt8(ascii: "h"):
            let x = try number()
            current = Point(x: relative ? current.x + x : x, y: current.y)
            path.addLine(to: current)
        case UInt8(ascii: "v"):
            let y = try number()
            current = Point(x: current.x, y: relative ? current.y + y : y)
            path.addLine(to: current)
        case UInt8(ascii: "c"):
            let c1 = at(try number(), try number()), c2 = at(try number(), try number()), p = at(try number(), try number())
            path.addCurve(to: p, control1: c1, control2: c2)
            (current, cubic) = (p, c2)
        case UInt8(ascii: "s"):
            let c1 = lastCubicControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            let c2 = at(try number(), try number()), p = at(try number(), try number())
            path.addCurve(to: p, control1: c1, control2: c2)
            (current, cubic) = (p, c2)
        case UInt8(ascii: "q"):
            let c = at(try number(), try number()), p = at(try number(), try number())
            path.addQuadCurve(to: p, control: c)
            (current, quad) = (p, c)
        case UInt8(ascii: "t"):
            let c = lastQuadControl.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
            let p = at(try number(), try number())
            path.addQuadCurve(to: p, control: c)
            (current, quad) = (p, c)
        case UInt8(ascii: "a"):
            let rx = try number(), ry = try number(), rotation = try number()
            let large = try flag(), sweep = try flag()
            let p = at(try number(), try number())
            addArc(to: p, rx: rx, ry: ry, rotation: rotation, large: large, sweep: sweep)
            current = p
        default:  // z
            path.closeSubpath()
            current = subpathStart
        }
        lastCubicControl = cubic
        lastQuadControl = quad
    }

    /// SVG's endpoint arc (implementation notes F.6.5), radii scaled up when too small, as cubics.
    private mutating func addArc(to end: Point, rx: Double, ry: Double, rotation: Double, large: Bool, sweep: Bool) {
        let start = current
        var rx = abs(rx), ry = abs(ry)
        if start == end { return }
        if rx == 0 || ry == 0 {
            path.addLine(to: end)
            return
        }
        let phi = rotation * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
        if !lambda.isFinite {
            // Radii whose squares vanish: scaled up, they make the half-ellipse of their ratio
            // through both ends, rx·√λ = √(x1² + (y1·rx/ry)²).
            let ratio = ry / rx
            rx = (x1 * x1 + (y1 / ratio) * (y1 / ratio)).squareRoot()
            ry = rx * ratio
        } else if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = denominator == 0 ? 0 : (max(0, numerator) / denominator).squareRoot()
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let cx = cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2
        let cy = sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2
        func angle(_ ux: Double, _ uy: Double, _ vx: Double, _ vy: Double) -> Double { atan2(ux * vy - uy * vx, ux * vx + uy * vy) }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep && delta > 0 { delta -= 2 * .pi }
        if sweep && delta < 0 { delta += 2 * .pi }
        guard delta.isFinite, theta1.isFinite, cx.isFinite, cy.isFinite, rx.isFinite, ry.isFinite else {
            path.addLine(to: end)  // radii too far apart to make an ellipse of in doubles
            return
        }
        let segments = max(1, Int((abs(delta) / (.pi / 2)).rounded(.up)))
        let step = delta / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4)
        func point(_ ex: Double, _ ey: Double) -> Point {
            Point(x: cx + cosPhi * rx * ex - sinPhi * ry * ey, y: cy + sinPhi * rx * ex + cosPhi * ry * ey)
        }
        var t = theta1
        for segment in 0..<segments {
            let next = t + step
            let (c0, s0, c1, s1) = (cos(t), sin(t), cos(next), sin(next))
            let to = segment == segments - 1 ? end : point(c1, s1)
            path.addCurve(to: to, control1: point(c0 - k * s0, s0 + k * c0), control2: point(c1 + k * s1, s1 - k * c1))
            t = next
        }
    }

    private mutating func skipSeparators() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D, 0x0C, UInt8(ascii: ",")].contains(bytes[index]) { index += 1 }
    }

    private func fail(_ message: String) -> Failure {
        Failure(message: "\(message) at character \(index + 1)")
    }

    /// An arc flag: a single 0 or 1.
    private mutating func flag() throws(Failure) -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw fail("expected an arc flag (0 or 1)")
        }
        index += 1
        return bytes[index - 1] == UInt8(ascii: "1")
    }

    /// A number: sign, digits, fraction, exponent; must be finite.
    private mutating func number() throws(Failure) -> Double {
        skipSeparators()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var digits = 0
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1; digits += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1; digits += 1 }
        }
        guard digits > 0 else {
            index = start
            throw fail("expected a number")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var j = index + 1
            if j < bytes.count, bytes[j] == UInt8(ascii: "+") || bytes[j] == UInt8(ascii: "-") { j += 1 }
            if j < bytes.count, bytes[j] >= 0x30, bytes[j] <= 0x39 {
                index = j
                while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            }
        }
        guard let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)), value.isFinite,
            abs(value) <= Path.coordinateLimit
        else {
            index = start
            throw fail("a number beyond ±\(Int(Path.coordinateLimit))")
        }
        return value
    }
}
