import Geometry
import SVG
import Testing

/// Colours as `#rrggbb` and numbers as strings, worked out by hand: each component times 255,
/// rounded half away from zero, clamped to 0…255, as two lowercase hex digits.
@Suite struct HexAndNumberStringTests {
    @Test func hexWritesEachComponentAsTwoDigits() {
        // 1 → 255 = ff; 149/255 → 149 = 0x95; 0 → 00.
        #expect(String(decoding: SVGElementWriter.hex(Color(red: 1, green: 149.0 / 255, blue: 0)), as: UTF8.self) == "#ff9500")
        // 0.5 → 127.5, rounded to 128 = 0x80; 1/255 → 01; 16/255 → 0x10.
        #expect(String(decoding: SVGElementWriter.hex(Color(red: 0.5, green: 1.0 / 255, blue: 16.0 / 255)), as: UTF8.self) == "#800110")
    }

    @Test func hexClamps() {
        // 1.5 clamps to 1 (ff), -0.2 to 0 (00), a NaN is 0 (00).
        #expect(SVGElementWriter.hex(Color(red: 1.5, green: -0.2, blue: .nan)) == Array("#ff0000".utf8))
    }

    @Test func numbersLongerThanASmallStringAreWhole() {
        // 17 bytes: more than a string holds inline (15), all of them written.
        #expect(SVGNumberFormatter(precision: 3).string(-123456789012.125) == "-123456789012.125")
        #expect(SVGNumberFormatter(precision: 3, dropsLeadingZero: true).string(-0.125) == "-.125")
    }

    /// The longest numbers: magnitudes clamp to 9·10^17 units (`-greatestFiniteMagnitude` at
    /// precision 0 is "-900000000000000000", 19 bytes; 1e300 at precision 15 is 900), and no
    /// number at any precision takes more than `maxLength` bytes.
    @Test func theLongestNumbersAreClampedAndFit() {
        #expect(SVGNumberFormatter(precision: 0).string(-.greatestFiniteMagnitude) == "-900000000000000000")
        #expect(SVGNumberFormatter(precision: 15).string(1e300) == "900")
        for precision in 0...SVGNumberFormatter.maxPrecision {
            let formatter = SVGNumberFormatter(precision: precision)
            for value in [-.greatestFiniteMagnitude, -899.123456789012345, -1.0 / 3, -.leastNonzeroMagnitude, .infinity, .nan] {
                #expect(formatter.string(value).utf8.count <= 20, "\(value) at precision \(precision)")
            }
        }
    }
}
