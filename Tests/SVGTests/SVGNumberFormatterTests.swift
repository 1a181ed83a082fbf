import Geometry
import SVG
import Testing

@Suite struct SVGNumberFormatterTests {
    @Test func roundsToPrecisionAndDropsTrailingZeros() {
        let format = SVGNumberFormatter(precision: 2)
        #expect(format.string(0) == "0")
        #expect(format.string(12) == "12")
        #expect(format.string(12.5) == "12.5")
        #expect(format.string(1.0 / 3) == "0.33")
        #expect(format.string(2.0 / 3) == "0.67")
        #expect(format.string(0.05) == "0.05")
        #expect(format.string(-0.004) == "0")  // rounds to zero: no "-0"
        #expect(format.string(-1.25) == "-1.25")
        #expect(format.string(1.999) == "2")
        #expect(format.string(100.007) == "100.01")
    }

    /// Precision 2 has its own writer: each length of whole part, both fraction lengths, signs.
    @Test func hundredthsAtEveryLength() {
        let format = SVGNumberFormatter(precision: 2)
        #expect(format.string(7.1) == "7.1")
        #expect(format.string(-0.5) == "-0.5")
        #expect(format.string(-0.01) == "-0.01")
        #expect(format.string(42.09) == "42.09")
        #expect(format.string(99.996) == "100")  // rounds up into the next length
        #expect(format.string(305.2) == "305.2")
        #expect(format.string(-999.99) == "-999.99")
        #expect(format.string(1000) == "1000")
        #expect(format.string(12345.678) == "12345.68")
        #expect(format.string(-1_000_000.5) == "-1000000.5")
        #expect(format.string(0.004) == "0")
        #expect(format.string(0.005) == "0.01")  // 0.005 × 100 = 0.5: half away from zero
    }

    @Test func precisionZeroAndSix() {
        #expect(SVGNumberFormatter(precision: 0).string(2.5) == "3")  // .rounded() is schoolbook: half away from zero
        #expect(SVGNumberFormatter(precision: 0).string(-2.5) == "-3")
        #expect(SVGNumberFormatter(precision: 6).string(0.000001) == "0.000001")
        #expect(SVGNumberFormatter(precision: 6).string(3.1415926) == "3.141593")
    }

    @Test func nonFiniteValuesBecomeZero() {
        let format = SVGNumberFormatter(precision: 2)
        #expect(format.string(.nan) == "0")
        #expect(format.string(.infinity) == "0")
    }

    @Test func pathDataUsesMinusSignsAsSeparators() {
        var path = Path()
        path.move(to: Point(x: 1, y: -2))
        path.addLine(to: Point(x: -3.5, y: 4))
        path.addCurve(to: Point(x: 5, y: 6), control1: Point(x: 0, y: 0), control2: Point(x: -1, y: 1))
        path.addQuadCurve(to: Point(x: 7, y: 8), control: Point(x: 9, y: -10))
        path.closeSubpath()
        let data = String(decoding: SVGNumberFormatter(precision: 2).pathData(path), as: UTF8.self)
        #expect(data == "M1-2L-3.5 4C0 0-1 1 5 6Q9-10 7 8Z")
    }

    /// Four numbers in one append: each written as `append` writes it alone, the separator
    /// between them, after what the bytes held.
    @Test func fourNumbersWithSeparators() {
        var bytes = Array("cubic-bezier(".utf8)
        SVGNumberFormatter(precision: 4, dropsLeadingZero: true).append(0.42, 0, 1, -0.12346, separator: UInt8(ascii: ","), to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "cubic-bezier(.42,0,1,-.1235")
    }

    /// The longest numbers, four in one append: at precision 0 a magnitude is clamped to
    /// 9·10^17 units, so each is "-" and 18 digits (19 bytes), 79 with the separators.
    @Test func fourLongestNumbers() {
        var bytes: [UInt8] = []
        SVGNumberFormatter(precision: 0).append(-1e300, -1e300, -9e17, -1e18, separator: UInt8(ascii: " "), to: &bytes)
        let longest = "-900000000000000000"
        #expect(String(decoding: bytes, as: UTF8.self) == [longest, longest, longest, longest].joined(separator: " "))
        #expect(bytes.count == 79)
    }
}
