import Geometry
import Testing

@testable import Motion

@Suite struct ColorInterpolationTests {
    @Test func convertsThroughTheSRGBTransferFunction() {
        // ((0.5 + 0.055) / 1.055)^2.4 = 0.2140411
        #expect(close(LinearColor.linear(fromEncoded: 0.5), 0.2140411, 1e-7))
        // 1.055 · 0.5^(1/2.4) − 0.055 = 0.7353570
        #expect(close(LinearColor.encoded(fromLinear: 0.5), 0.7353570, 1e-7))
        // Below the knee the curve is linear: 0.02 / 12.92.
        #expect(close(LinearColor.linear(fromEncoded: 0.02), 0.02 / 12.92, 1e-15))
        #expect(LinearColor(Color.white) == LinearColor(red: 1, green: 1, blue: 1, opacity: 1))
    }

    /// Where the clamp decides, no transfer function is evaluated: at or below 0 (and NaN) a
    /// component is +0, from 1 it is 1 (the encoding is increasing and 1.055 · 1 − 0.055 = 1), but
    /// an infinity encodes to 0 as every non-finite value does. Below 1, and on a sweep across 0,
    /// it is the encoded value clamped, to the bit.
    @Test func clampedEncodedComponents() {
        for value in [-2, -0.5, -1e-300, -0.0, 0, Double.nan, -.infinity, .infinity] {
            #expect(LinearColor.clampedEncoded(fromLinear: value).bitPattern == (0.0).bitPattern, "\(value)")
        }
        for value in [1, 1.0.nextUp, 1.05, 1.1, 1.5, 1e300, .greatestFiniteMagnitude] {
            #expect(LinearColor.clampedEncoded(fromLinear: value).bitPattern == (1.0).bitPattern, "\(value)")
        }
        #expect(close(LinearColor.clampedEncoded(fromLinear: 0.5), 0.7353570, 1e-7))
        #expect(close(LinearColor.encoded(fromLinear: 1.1), 1.043, 1e-3))
        for step in -300..<200 {
            let value = Double(step) / 200
            let full = min(max(LinearColor.encoded(fromLinear: value), 0), 1)
            #expect(LinearColor.clampedEncoded(fromLinear: value).bitPattern == full.bitPattern, "\(value)")
        }
    }

    /// 1 is 1 in linear light (((1 + 0.055) / 1.055)^2.4) and comes back as exactly 1 (from 1
    /// the clamp decides), as 0 comes back as 0 (+0 at or below 0), so a colour of 0 and 255
    /// components (white, black, red, blue) survives the round trip bit for bit, and so does a
    /// 255 component beside others (the system orange (255, 149, 0)); through `pow` alone
    /// 1.055 − 0.055 rounds to 1 − 2⁻⁵³.
    @Test func fullAndEmptyComponentsComeBackExactly() {
        #expect(LinearColor.encoded(fromLinear: 1).bitPattern == (1 - 0x1p-53).bitPattern)
        for color in [Color.white, Color.black, Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)] {
            let back = LinearColor(color).color
            #expect(back.red.bitPattern == color.red.bitPattern && back.green.bitPattern == color.green.bitPattern, "\(color)")
            #expect(back.blue.bitPattern == color.blue.bitPattern && back.opacity.bitPattern == color.opacity.bitPattern, "\(color)")
        }
        let orange = LinearColor(Color(red255: 255, 149, 0)).color
        #expect(orange.red.bitPattern == (1.0).bitPattern && orange.blue.bitPattern == (0.0).bitPattern)
    }

    @Test func roundTripsEveryChannel() {
        for value in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(close(LinearColor.encoded(fromLinear: LinearColor.linear(fromEncoded: value)), value, 1e-12))
        }
    }

    @Test func midpointOfRedAndBlueIsInLinearLight() {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let middle = red.interpolated(towards: blue, amount: 0.5)
        // Linear (0.5, 0, 0.5) encodes to 0.7353570 per channel, not the sRGB average 0.5.
        #expect(close(middle.red, 0.7353570, 1e-7))
        #expect(close(middle.blue, 0.7353570, 1e-7))
        #expect(middle.green == 0)
        #expect(middle.opacity == 1)
    }

    @Test func overshootStaysFiniteAndClamped() {
        var color = Color.white
        color.animatableData = LinearColor(red: 1.3, green: -0.2, blue: .nan, opacity: 2)
        #expect(color == Color(red: 1, green: 0, blue: 0, opacity: 1))
        #expect(LinearColor.linear(fromEncoded: -0.5) == -LinearColor.linear(fromEncoded: 0.5))
    }
}
