import Foundation
import Testing

@testable import Keyframes

/// `AdaptiveFit` reads a piece's middle from its 0.5 checked point when that sample depends on
/// its instant alone and the two instants are the same bits, and fits the same keyframes.
@Suite struct AdaptiveFitTests {
    /// sin(6πt) over [0, 1] to within 0.001: a curve no single Hermite piece follows, so the
    /// stretch is split. Counts the samples read.
    static func fit(pure: Bool) -> (timing: TimingFunction, pieces: [PropertyTrack.Keyframe], samples: Int) {
        final class Counter { var samples = 0 }
        let counter = Counter()
        let wave = { (time: Double, output: inout [Double]) in
            counter.samples += 1
            output = [sin(6 * Double.pi * time)]
        }
        let fit = AdaptiveFit(value: wave, leftValue: wave, tolerances: [0.001], lastSampleIsPure: { pure })
        let (timing, pieces) = fit.fit(from: 0, to: 1, startValue: [0], endValue: [sin(6 * Double.pi)])
        return (timing, pieces, counter.samples)
    }

    /// Each split adds one piece, so the keyframes after the first are one per split. On [0, 1]
    /// every piece's ends are multiples of a power of ½, so its middle (a + b) / 2 is exactly
    /// a + 0.5 × (b − a): each split reads one sample fewer where samples are pure, and none
    /// otherwise; the keyframes are the same.
    @Test func aPureMiddleIsReadFromItsCheckedPoint() {
        let pure = Self.fit(pure: true), written = Self.fit(pure: false)
        #expect(pure.timing == written.timing)
        #expect(pure.pieces == written.pieces)
        let splits = written.pieces.count
        #expect(splits >= 2)
        #expect(written.samples - pure.samples == splits)
    }

    /// Why the bits are compared: the two forms differ in the last bit for some ends. On
    /// [0.1, 0.7], 0.1 + 0.7 rounds to 0.7999999999999999, so the middle is
    /// 0.39999999999999997, while the checked point 0.1 + 0.5 × (0.7 − 0.1) is 0.4.
    @Test func theTwoFormsOfTheMiddleCanDiffer() {
        let (a, b) = (0.1, 0.7)
        #expect(((a + b) / 2).bitPattern != (a + 0.5 * (b - a)).bitPattern)
    }
}
