import Foundation
import Testing

@testable import Keyframes

/// `AdaptiveFit` reads a piece's middle from its 0.5 checked point when that sample depends on
/// its instant alone and the two instants are the same bits, and fits the same keyframes.
@Suite struct AdaptiveFitTests {
    /// sin(6πt) over [0, 1] to within 0.001: a curve no single Hermite piece follows, so the
    /// stretch is split. Counts the samples read.
    static func fit(pure: Bool, deferred: Bool = false) -> (timing: TimingFunction, pieces: [PropertyTrack.Keyframe], samples: Int) {
        final class Counter { var samples = 0 }
        let counter = Counter()
        let wave = { (time: Double, output: inout [Double]) in
            counter.samples += 1
            output = [sin(6 * Double.pi * time)]
        }
        let fit = AdaptiveFit(value: wave, leftValue: wave, tolerances: [0.001], lastSampleIsPure: { pure }, isPure: { _ in deferred })
        let (timing, pieces) = fit.fit(from: 0, to: 1, startValue: [0], endValue: [sin(6 * Double.pi)])
        return (timing, pieces, counter.samples)
    }

    /// Samples pure only within [0.25, 0.75), as a sampler's are within one update: the pieces
    /// inside defer their checked points (asked at a piece's first and last), the others sample
    /// all five; the keyframes are those of the fit that defers none, from fewer samples.
    @Test func deferredWithinAnInterval() {
        final class Counter { var samples = 0 }
        let counter = Counter()
        let wave = { (time: Double, output: inout [Double]) in
            counter.samples += 1
            output = [sin(6 * Double.pi * time)]
        }
        let within = AdaptiveFit(
            value: wave, leftValue: wave, tolerances: [0.001], lastSampleIsPure: { true }, isPure: { $0 >= 0.25 && $0 < 0.75 })
        let (timing, pieces) = within.fit(from: 0, to: 1, startValue: [0], endValue: [sin(6 * Double.pi)])
        let written = Self.fit(pure: false)
        #expect(timing == written.timing)
        #expect(pieces == written.pieces)
        #expect(counter.samples < written.samples)
        #expect(counter.samples > Self.fit(pure: true, deferred: true).samples)
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

    /// Pieces whose checked points are known pure before they are sampled are sampled only at
    /// the points the checks reach: the same keyframes from fewer samples.
    @Test func deferredPointsFitTheSameKeyframes() {
        let deferred = Self.fit(pure: true, deferred: true), written = Self.fit(pure: false)
        #expect(deferred.timing == written.timing)
        #expect(deferred.pieces == written.pieces)
        #expect(deferred.samples < Self.fit(pure: true).samples)
    }

    /// By hand: on [0, 0.0004] (shorter than `shortestPiece`, so never split) a value that is 0
    /// but for a blip of 1 around one checked point. The start's slope takes three samples (all
    /// 0), and so does the end's where samples are not pure; the straight line from 0 to 0
    /// misses the blip's point, and no Hermite piece is tried (the ends are equal), so the piece
    /// is a straight line. Sampled first, the five points cost 5 samples; deferred, those the
    /// line check reached, and the end's slope, never read, is not taken. The checks start at
    /// the middle: a blip around 0.00004 (the point at 0.1, compared fourth) costs four, after
    /// the middle, 0.3 and 0.7; one around 0.0002 (the middle) costs one.
    @Test(arguments: [(blip: 0.00004, reached: 4), (blip: 0.0002, reached: 1)])
    func deferredPointsAreSampledWhereTheChecksReach(blip center: Double, reached: Int) {
        let blip = { (time: Double) in abs(time - center) < 0.00001 ? 1.0 : 0 }
        let written = Self.counted(blip, from: 0, to: 0.0004, pure: false)
        let deferred = Self.counted(blip, from: 0, to: 0.0004, pure: true)
        #expect(written.timing == .linear && deferred.timing == .linear)
        #expect(written.pieces.isEmpty && deferred.pieces.isEmpty)
        #expect(written.samples == 6 + 5)
        #expect(deferred.samples == 3 + reached)
    }

    /// The checking order is every checked point once, the middle first.
    @Test func theChecksStartAtTheMiddle() {
        #expect(AdaptiveFit.checkingOrder.first == AdaptiveFit.middle)
        #expect(AdaptiveFit.checkingOrder.sorted() == Array(AdaptiveFit.fractions.indices))
    }

    /// By hand: a straight line from 0 to 1 over [0, 1], which the first piece's line check
    /// fits at all five points. The start's slope is taken first (three samples); the end's
    /// (three more) only where samples are not pure, since no Hermite piece is tried.
    @Test func slopesNoPieceReadsAreNotTakenWhereSamplesArePure() {
        let line = { (time: Double) in time }
        let written = Self.counted(line, from: 0, to: 1, pure: false)
        let deferred = Self.counted(line, from: 0, to: 1, pure: true)
        #expect(written.timing == .linear && deferred.timing == .linear)
        #expect(written.pieces.isEmpty && deferred.pieces.isEmpty)
        #expect(written.samples == 3 + 3 + 5)
        #expect(deferred.samples == 3 + 5)
    }

    /// By hand: the same straight line on [40000, 40000.00003], whose samples are pure from
    /// 40000 on. Every slope sample (the start's to 40000.00002, the end's from 40000.00001) is
    /// in the stretch, but the end's left value is sampled 10⁻⁹ of the instant before its end,
    /// 4·10⁻⁵ s, before the start: not pure, so the end's slope is taken at once, as where no
    /// sample is pure.
    @Test func theLeftValueBeforeTheStartKeepsSlopesTakenAtOnce() {
        let (start, end) = (40000.0, 40000.00003)
        #expect(AdaptiveFit.leftInstant(of: end) < start && end - 2e-5 > start)
        let line = { (time: Double) in time - start }
        let written = Self.counted(line, from: start, to: end, pure: false)
        let partly = Self.counted(line, from: start, to: end, isPure: { $0 >= start })
        #expect(partly.pieces == written.pieces)
        #expect(written.samples == 3 + 3 + 5)
        #expect(partly.samples == 3 + 3 + 5)
    }

    /// The fit of the one-number `value` over [start, end] to within 0.001, its samples pure
    /// (`isPure`) or not, and the samples it read.
    static func counted(_ value: @escaping (Double) -> Double, from start: Double, to end: Double, pure: Bool)
        -> (timing: TimingFunction, pieces: [PropertyTrack.Keyframe], samples: Int)
    {
        counted(value, from: start, to: end, isPure: { _ in pure })
    }

    /// `counted(_:from:to:pure:)` with samples pure where `isPure` says.
    static func counted(
        _ value: @escaping (Double) -> Double, from start: Double, to end: Double, isPure: @escaping (Double) -> Bool
    ) -> (timing: TimingFunction, pieces: [PropertyTrack.Keyframe], samples: Int) {
        final class Counter { var samples = 0 }
        let counter = Counter()
        let sample = { (time: Double, output: inout [Double]) in
            counter.samples += 1
            output = [value(time)]
        }
        let fit = AdaptiveFit(value: sample, leftValue: sample, tolerances: [0.001], isPure: isPure)
        let (timing, pieces) = fit.fit(from: start, to: end, startValue: [value(start)], endValue: [value(end)])
        return (timing, pieces, counter.samples)
    }

    /// Why the bits are compared: the two forms differ in the last bit for some ends. On
    /// [0.1, 0.7], 0.1 + 0.7 rounds to 0.7999999999999999, so the middle is
    /// 0.39999999999999997, while the checked point 0.1 + 0.5 × (0.7 − 0.1) is 0.4.
    @Test func theTwoFormsOfTheMiddleCanDiffer() {
        let (a, b) = (0.1, 0.7)
        #expect(((a + b) / 2).bitPattern != (a + 0.5 * (b - a)).bitPattern)
    }
}
