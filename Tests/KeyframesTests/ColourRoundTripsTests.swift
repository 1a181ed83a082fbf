import Geometry
import Motion
import Testing

@testable import Keyframes

/// `ColourRoundTrips`: a colour's linear-light form and what it gives back, kept by its bits.
@Suite struct ColourRoundTripsTests {
    /// Red: (1, 0, 0, 1) in linear light (((1 + 0.055) / 1.055)^2.4 = 1), given back as itself
    /// (from 1 the encoding clamps to 1); asked again, the kept entry answers (still one colour).
    @Test func redGoesToLinearLightAndBack() {
        var colours = ColourRoundTrips()
        let red = Color(red: 1, green: 0, blue: 0)
        for _ in 0..<2 {
            let linear = colours.linear(red)
            #expect(linear.red == 1 && linear.green == 0 && linear.blue == 0 && linear.opacity == 1)
            let back = colours.back(red)
            #expect(back.red.bitPattern == (1.0).bitPattern)
            #expect(back.green.bitPattern == 0.0.bitPattern && back.blue.bitPattern == 0.0.bitPattern && back.opacity == 1)
        }
        #expect(colours.count == 1)
    }

    /// A red that does not come back to the bit (the two `pow`s round) is given back as
    /// `LinearColor` gives it.
    @Test func aComponentThatDoesNotComeBackIsGivenBackAsWritingGivesIt() {
        var colours = ColourRoundTrips()
        let red = Double(RestingViewTests.componentThatDoesNotComeBack) / 255
        let colour = Color(red: red, green: 0, blue: 0)
        let back = colours.back(colour)
        #expect(back.red.bitPattern != red.bitPattern)
        #expect(back.red.bitPattern == LinearColor(colour).color.red.bitPattern)
    }

    /// A zero of either sign is another colour by its bits; a ninth colour replaces the oldest
    /// (the count stays 8), and a colour no longer kept is converted again.
    @Test func coloursAreKeptByTheirBitsUpToEight() {
        var colours = ColourRoundTrips()
        _ = colours.linear(Color(red: 0, green: 0, blue: 0))
        _ = colours.linear(Color(red: -0.0, green: 0, blue: 0))
        #expect(colours.count == 2)
        for k in 1...6 { _ = colours.linear(Color(red: Double(k) / 8, green: 0, blue: 0)) }
        #expect(colours.count == 8 && colours.keeps(Color(red: 0, green: 0, blue: 0)))
        // The ninth colour replaces the oldest, black; −0.0 black, added after it, stays.
        _ = colours.linear(Color(red: 7.0 / 8, green: 0, blue: 0))
        #expect(colours.count == 8)
        #expect(!colours.keeps(Color(red: 0, green: 0, blue: 0)))
        #expect(colours.keeps(Color(red: -0.0, green: 0, blue: 0)))
        #expect(colours.keeps(Color(red: 7.0 / 8, green: 0, blue: 0)))
        // Converted again without an entry, black still comes back black.
        let black = colours.back(Color(red: 0, green: 0, blue: 0))
        #expect(black.red.bitPattern == 0.0.bitPattern && black.opacity == 1)
    }
}
