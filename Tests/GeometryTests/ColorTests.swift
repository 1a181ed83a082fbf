import Geometry
import Testing

@Suite struct ColorTests {
    @Test func hsbPrimaries() {
        #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(hue: 1.0 / 3, saturation: 1, brightness: 1).green == 1)
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 1).blue == 1)
        // Zero saturation is grey at the brightness.
        #expect(Color(hue: 0.7, saturation: 0, brightness: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func systemColoursFollowTheScheme() {
        #expect(Color.system("blue", scheme: .light) == Color(red255: 0, 122, 255))
        #expect(Color.system("blue", scheme: .dark) == Color(red255: 10, 132, 255))
        #expect(Color.system("primary", scheme: .dark) == .white)
        #expect(Color.system("nope", scheme: .light) == nil)
    }

    @Test func opacityMultiplies() {
        #expect(Color(red: 1, green: 1, blue: 1, opacity: 0.5).multiplyingOpacity(by: 0.5).opacity == 0.25)
    }
}
