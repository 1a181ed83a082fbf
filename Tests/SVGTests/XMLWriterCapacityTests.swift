import Geometry
@testable import SVG
import Testing

/// `generatedAttribute(_:capacity:_:)` checks that a value fits its capacity only after it was
/// written into the document, so a capacity that is too small would overrun the buffer first.
/// These pin the capacities of the values written that way (path data, `transform`) against
/// their worst case: numbers at the clamp (±9e17 units of the last digit), with every fraction
/// digit non-zero, tiny, negative and −0, in every kind of path element, at every precision up
/// to the largest, 15. Each is written into a buffer of its capacity followed by guard bytes,
/// which must stay untouched.
@Suite struct XMLWriterCapacityTests {
    /// Values whose text is longest (at the clamp, with non-zero fraction digits), and small,
    /// negative and signed-zero ones.
    static let values: [Double] = [
        9e17, -9e17, 9e300, -9e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        899.999999999999, -899.999999999999, 123.456789012345678, -123.456789012345678,
        0.123456789012345, -0.123456789012345, 1e-15, -1e-15, 5e-16, -5e-16, 4e-16, -4e-16,
        0.0, -0.0, 1, -1, .infinity, -.infinity, .nan,
    ]

    static let formatters: [SVGNumberFormatter] = (0...SVGNumberFormatter.maxPrecision).flatMap {
        [SVGNumberFormatter(precision: $0), SVGNumberFormatter(precision: $0, dropsLeadingZero: true)]
    }

    static let guardLength = 64

    /// Runs `write` on a buffer of `capacity` bytes followed by guard bytes; returns the count
    /// it returned, after checking that it wrote no byte past it.
    func written(capacity: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) -> Int {
        let total = capacity + Self.guardLength
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: total)
        defer { buffer.deallocate() }
        buffer.initialize(repeating: 0xA5, count: total)
        let n = write(buffer)
        // One expectation per failure, not per call: the loops make hundreds of thousands.
        if n > capacity || n < 0 {
            Issue.record("\(n) bytes written for a capacity of \(capacity)")
        } else if !(n..<total).allSatisfy({ buffer[$0] == 0xA5 }) {
            Issue.record("wrote past the \(n) bytes it returned (capacity \(capacity))")
        }
        return n
    }

    /// One element of each kind at each point built from `x` and `y`.
    static func elements(_ x: Double, _ y: Double) -> [Path.Element] {
        let a = Point(x: x, y: y), b = Point(x: y, y: x)
        return [.move(to: a), .line(to: b), .quadCurve(to: a, control: b), .curve(to: b, control1: a, control2: b), .closeSubpath]
    }

    @Test func aNumberFitsItsMaxLength() {
        for formatter in Self.formatters {
            for value in Self.values {
                _ = written(capacity: SVGNumberFormatter.maxLength) { formatter.write(value, to: $0) }
                _ = written(capacity: SVGNumberFormatter.maxLength + 1) { formatter.writeSeparated(value, to: $0) }
            }
        }
    }

    @Test func pathDataFitsItsCapacity() {
        var longest = 0
        for formatter in Self.formatters {
            for x in Self.values {
                for y in Self.values {
                    // Each element alone (the capacity is counted per element), and all of them.
                    let elements = Self.elements(x, y)
                    for path in elements.map({ Path([$0]) }) + [Path(elements)] {
                        let capacity = SVGNumberFormatter.pathDataCapacity(path)
                        // Room for the NUL byte `pathData(_:terminated:)` writes after it, too.
                        let n = written(capacity: capacity - 1) { formatter.writePathData(path, to: $0) }
                        longest = max(longest, n)
                    }
                }
            }
        }
        // The loops did reach long values (a cubic of six numbers near the clamp).
        #expect(longest > 100)
    }

    @Test func pathDataAtTheClamp() {
        let formatter = SVGNumberFormatter(precision: 0)
        let path = Path([.curve(to: Point(x: -9e17, y: -9e17), control1: Point(x: -9e17, y: -9e17), control2: Point(x: -9e17, y: -9e17))])
        let n = written(capacity: SVGNumberFormatter.pathDataCapacity(path) - 1) { formatter.writePathData(path, to: $0) }
        // "C" and six "-900000000000000000" (19 bytes each), each its own separator.
        #expect(n == 1 + 6 * 19)
    }

    @Test func matricesAndTranslationsFitTheirCapacity() {
        for formatter in Self.formatters {
            for x in Self.values {
                for y in Self.values {
                    let transforms = [
                        AffineTransform(translationX: x, y: y),
                        AffineTransform(a: x, b: y, c: y, d: x, tx: x, ty: y),
                        AffineTransform(a: x, b: -y, c: -x, d: y, tx: -y, ty: -x),
                        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: -x, ty: -y),
                    ]
                    for t in transforms {
                        for reach in [1, Double.infinity] {
                            _ = written(capacity: SVGNumberFormatter.matrixCapacity) { formatter.writeMatrix(t, reach: reach, to: $0) }
                        }
                    }
                    _ = written(capacity: SVGNumberFormatter.translateCapacity) { formatter.writeTranslate(x, y, to: $0) }
                }
            }
        }
    }
}
