import Testing
import Views
@testable import Typesetting

@Suite struct FontMetricsTests {
    /// DejaVuSans.ttf: head.unitsPerEm 2048; hhea ascender 1901, descender −483, lineGap 0.
    @Test func bodyMetricsComeFromHhea() throws {
        let metrics = try Typesetter().metrics(for: .body)
        #expect(metrics.unitsPerEm == 2048)
        #expect(metrics.ascent == 1901 * unit17)
        #expect(metrics.descent == 483 * unit17)
        #expect(metrics.lineGap == 0)
        #expect(metrics.lineHeight == 2384 * unit17)  // ≈ 19.79 pt
    }

    @Test func metricsScaleWithSize() throws {
        let metrics = try Typesetter().metrics(for: Font(size: 34))
        #expect(metrics.lineHeight == 2384 * 34.0 / 2048)
    }

    /// DejaVuSerif-Bold.ttf is the one face with a taller hhea ascender: 1923.
    @Test func serifBoldHasItsOwnAscent() throws {
        let metrics = try Typesetter().metrics(for: Font(size: 17, weight: .bold, design: .serif))
        #expect(metrics.ascent == 1923 * unit17)
        #expect(metrics.lineHeight == 2406 * unit17)
    }

    @Test func oneLineIsOneLineHighWithTheBaselineAtTheAscent() throws {
        let layout = try Typesetter().layout(body("Hello"), maxWidth: nil)
        #expect(layout.size.height == 2384 * unit17)
        #expect(layout.firstBaseline == 1901 * unit17)
        #expect(layout.fontSize == 17)
    }

    @Test(arguments: [
        (Font(size: 17, weight: .semibold), FontFace.sansBold),
        (Font(size: 17, weight: .medium), .sans),
        (Font(size: 17, weight: .black, design: .monospaced), .monoBold),
        (Font(size: 17, design: .serif, isItalic: true), .serifItalic),
        (Font(size: 17, design: .rounded), .sans),
    ])
    func faceFollowsWeightAndDesign(font: Font, face: FontFace) throws {
        #expect(try Typesetter().layout(ResolvedText(string: "Hi", font: font), maxWidth: nil).face == face)
    }
}
