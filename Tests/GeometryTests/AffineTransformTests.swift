import Geometry
import Testing

@Suite struct AffineTransformTests {
    @Test func rotationAboutAnAnchor() {
        // 90° about (100, 50): (x, y) ↦ (100 − (y − 50), 50 + (x − 100)) = (150 − y, x − 50).
        let t = AffineTransform.about(Point(x: 100, y: 50), AffineTransform(rotation: .degrees(90)))
        let p = t.apply(to: Point(x: 110, y: 50))
        #expect(abs(p.x - 100) < 1e-12 && abs(p.y - 60) < 1e-12)
        #expect(abs(t.tx - 150) < 1e-12 && abs(t.ty - -50) < 1e-12)
    }

    @Test func concatenationAppliesSelfFirst() {
        // Scale by 2, then translate by (3, 4): (1, 1) ↦ (2, 2) ↦ (5, 6).
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 3, y: 4))
        #expect(t.apply(to: Point(x: 1, y: 1)) == Point(x: 5, y: 6))
    }

    @Test func scaleAboutTheCentreKeepsTheCentre() {
        let t = AffineTransform.about(Point(x: 10, y: 20), AffineTransform(scaleX: 3, y: 0.5))
        #expect(t.apply(to: Point(x: 10, y: 20)) == Point(x: 10, y: 20))
        #expect(t.apply(to: Point(x: 11, y: 22)) == Point(x: 13, y: 21))
    }

    /// A translation (the identity included) only moves; a scale, a rotation or a scale about a
    /// point (a translation after a scale) does more.
    @Test func onlyTranslationsAreTranslations() {
        #expect(AffineTransform.identity.isTranslation)
        #expect(AffineTransform(translationX: 100, y: -3).isTranslation)
        #expect(!AffineTransform(scaleX: 2, y: 1).isTranslation)
        #expect(!AffineTransform(rotation: Angle(degrees: 90)).isTranslation)
        #expect(!AffineTransform.about(Point(x: 10, y: 20), AffineTransform(scaleX: 1, y: 0.5)).isTranslation)
    }
}
