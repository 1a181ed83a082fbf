import Testing

@testable import Keyframes

@Suite struct TimingFunctionTests {
    @Test func easeInOutMatchesTheKnownValue() {
        // SEMANTICS §4: easeInOut(0.25) = 0.1292; it is point-symmetric, so (0.5) = 0.5.
        let easeInOut = TimingFunction.bezier(0.42, 0, 0.58, 1)
        #expect(abs(easeInOut.progress(at: 0.25) - 0.1292) < 1e-4)
        #expect(abs(easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
        #expect(easeInOut.isPointSymmetric)
        #expect(!TimingFunction.bezier(0.42, 0, 1, 1).isPointSymmetric)
    }

    @Test(arguments: [(0.0, 0.5), (0.25, 0.75), (0.1, 1.0), (0.6, 0.9)])
    func aSubcurveIsThePartOfTheCurveRescaled(from: Double, to: Double) throws {
        // By definition the part of p between a and b, rescaled, is
        // q(x) = (p(a + x(b − a)) − p(a)) / (p(b) − p(a)).
        let (x1, y1, x2, y2) = (0.42, 0.0, 0.58, 1.0)
        let whole = TimingFunction.bezier(x1, y1, x2, y2)
        let part = try #require(TimingFunction.subcurve(x1, y1, x2, y2, from: from, to: to))
        let (pa, pb) = (whole.progress(at: from), whole.progress(at: to))
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            let expected = (whole.progress(at: from + x * (to - from)) - pa) / (pb - pa)
            #expect(abs(part.progress(at: x) - expected) < 1e-9)
        }
    }

    @Test func theWholeCurveIsItself() {
        #expect(TimingFunction.subcurve(0.25, 0.1, 0.25, 1, from: 0, to: 1) == .bezier(0.25, 0.1, 0.25, 1))
    }

    @Test func aFlatPartCannotBeRescaled() {
        // (0, 0.5, 1, 0.5)… has y(s) = 1.5s(1 − s)² ·… — use a curve that is flat on a part:
        // with both control y at 0, y(s) = s³, which rises by only 1e-9 over [0, 0.001].
        #expect(TimingFunction.subcurve(0.3, 0, 0.7, 0, from: 0, to: 0.001) == nil)
    }
}
