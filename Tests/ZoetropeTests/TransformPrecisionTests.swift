import Foundation
import Testing
import Zoetrope

/// `precision` means "coordinates to N digits" under transforms too: every corner of rotated and
/// scaled rectangles, as the browser computes it from the written matrices and path data, lies
/// within half a unit of the last written digit of where the corner really is.
@Suite struct TransformPrecisionTests {
    /// The issue's repro: a 60×40 rectangle centred in a 600×600 canvas, (270, 280)…(330, 320),
    /// moved 200 right, then rotated 12.5° about its layout frame's centre (300, 300).
    static let offsetThenRotated = #"""
        {"canvas": {"width": 600, "height": 600},
         "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 60, "height": 40}},
                  {"offset": {"x": 200}}, {"rotationEffect": {"degrees": 12.5}}]}}
        """#

    /// The same rectangle scaled 1.75× about (300, 300), rotated 33° about it, then moved by
    /// (−150, 120).
    static let scaledRotatedOffset = #"""
        {"canvas": {"width": 600, "height": 600},
         "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 60, "height": 40}},
                  {"scaleEffect": 1.75}, {"rotationEffect": {"degrees": 33}}, {"offset": {"x": -150, "y": 120}}]}}
        """#

    static let corners = [(270.0, 280.0), (330.0, 280.0), (330.0, 320.0), (270.0, 320.0)]

    /// (x, y) rotated by `degrees` about (300, 300).
    static func rotated(_ x: Double, _ y: Double, degrees: Double) -> (Double, Double) {
        let r = degrees * .pi / 180, dx = x - 300, dy = y - 300
        return (300 + dx * cos(r) - dy * sin(r), 300 + dx * sin(r) + dy * cos(r))
    }

    @Test(arguments: [0, 1, 2])
    func anOffsetThenRotatedRectangleKeepsItsCorners(precision: Int) throws {
        let svg = try TestRenderer.svg(Self.offsetThenRotated, options: RenderOptions(precision: precision))
        let expected = Self.corners.map { Self.rotated($0.0 + 200, $0.1, degrees: 12.5) }
        try Self.check(svg, expected: expected, precision: precision)
    }

    @Test(arguments: [0, 1, 2])
    func aScaledRotatedAndOffsetRectangleKeepsItsCorners(precision: Int) throws {
        let svg = try TestRenderer.svg(Self.scaledRotatedOffset, options: RenderOptions(precision: precision))
        let expected = Self.corners.map { corner -> (Double, Double) in
            let scaled = (300 + 1.75 * (corner.0 - 300), 300 + 1.75 * (corner.1 - 300))
            let turned = Self.rotated(scaled.0, scaled.1, degrees: 33)
            return (turned.0 - 150, turned.1 + 120)
        }
        try Self.check(svg, expected: expected, precision: precision)
    }

    /// Maps the one path's points through every enclosing `matrix()` and compares them with
    /// `expected`, in order.
    static func check(_ svg: String, expected: [(Double, Double)], precision: Int) throws {
        let drawn = try SVGGeometry.canvasPoints(ofFirstPathIn: svg)
        try #require(drawn.count == expected.count, "\(svg)")
        let half = 0.5 * pow(10, -Double(precision)) + 1e-9
        for (point, corner) in zip(drawn, expected) {
            #expect(abs(point.0 - corner.0) <= half && abs(point.1 - corner.1) <= half,
                    "drawn \(point), exactly \(corner), precision \(precision): \(svg)")
        }
    }
}

/// Reads back the geometry of a written snapshot: the first `<path>` (M/L/Z data only) mapped
/// through the `matrix()` transforms of the groups that enclose it.
enum SVGGeometry {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func canvasPoints(ofFirstPathIn svg: String) throws -> [(Double, Double)] {
        var stack: [[Double]] = []
        var rest = Substring(svg)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: ">") else { break }
            let tag = rest[..<close]
            rest = rest[rest.index(after: close)...]
            if tag.hasPrefix("/g") {
                stack.removeLast()
            } else if tag.hasPrefix("g ") || tag == "g" {
                stack.append(try attribute("transform", of: tag).map(matrix) ?? [1, 0, 0, 1, 0, 0])
            } else if tag.hasPrefix("path ") {
                guard let data = attribute("d", of: tag) else { throw Malformed(description: "a path without d") }
                return try points(data).map { point in
                    stack.reversed().reduce(point) { p, m in (m[0] * p.0 + m[2] * p.1 + m[4], m[1] * p.0 + m[3] * p.1 + m[5]) }
                }
            }
        }
        throw Malformed(description: "no path in \(svg)")
    }

    static func attribute(_ name: String, of tag: Substring) -> String? {
        guard let start = tag.range(of: " \(name)=\"") else { return nil }
        let value = tag[start.upperBound...]
        return value.firstIndex(of: "\"").map { String(value[..<$0]) }
    }

    static func matrix(_ text: String) throws -> [Double] {
        guard text.hasPrefix("matrix("), text.hasSuffix(")") else { throw Malformed(description: "not a matrix: \(text)") }
        let numbers = text.dropFirst(7).dropLast().split(separator: " ").compactMap { Double($0) }
        guard numbers.count == 6 else { throw Malformed(description: "not six numbers: \(text)") }
        return numbers
    }

    /// The points of path data made of M, L and Z with numbers separated by spaces or signs.
    static func points(_ data: String) throws -> [(Double, Double)] {
        var numbers: [Double] = [], current = ""
        func flush() throws {
            guard !current.isEmpty else { return }
            guard let value = Double(current) else { throw Malformed(description: "bad number \(current)") }
            numbers.append(value)
            current = ""
        }
        for character in data {
            switch character {
            case "M", "L", "Z", " ": try flush()
            case "-": try flush(); current = "-"
            case "C", "Q": throw Malformed(description: "curves are not read: \(data)")
            default: current.append(character)
            }
        }
        try flush()
        return stride(from: 0, to: numbers.count - 1, by: 2).map { (numbers[$0], numbers[$0 + 1]) }
    }
}
