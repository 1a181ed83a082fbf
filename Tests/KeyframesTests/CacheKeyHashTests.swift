import Testing

@testable import Keyframes
import Motion

/// The keys of the twins' table and of the track cache hash less than they compare
/// (`ElementTwins.foldedHash`, `TrackCache.Key`'s hash made once); equal keys still hash alike.
@Suite struct CacheKeyHashTests {
    @Test func foldsTheCountThenEachNumbersBits() {
        #expect(ElementTwins.foldedHash([]) == 0)
        // 1 × 0x100000001b3, then xor 1.0's bits 0x3ff0000000000000.
        #expect(ElementTwins.foldedHash([1]) == 0x3ff0_0100_0000_01b3)
    }

    @Test func zerosOfEitherSignFoldAlike() {
        #expect(ElementTwins.foldedHash([0, 2]) == ElementTwins.foldedHash([-0.0, 2]))
        let a = ElementTwins.Key(role: .opacity(modifier: 1), epochs: [0, 1, 0, 2])
        let b = ElementTwins.Key(role: .opacity(modifier: 1), epochs: [-0.0, 1, 0, 2])
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }

    @Test func twinKeysDifferByRoleAndEpochs() {
        let key = ElementTwins.Key(role: .opacity(modifier: 1), epochs: [0, 1, 0, 2])
        #expect(key != ElementTwins.Key(role: .opacity(modifier: 2), epochs: [0, 1, 0, 2]))
        #expect(key != ElementTwins.Key(role: .opacity(modifier: 1), epochs: [0, 1, 0, 3]))
    }

    static func trackKey(animation: Animation? = nil, keyframes: KeyframeTrack? = nil, target: Double = 1, zero: Double = 0) -> TrackCache.Key {
        TrackCache.Key(
            kind: .opacity, role: .opacity(modifier: 0), epochs: [zero, 1, 0, 0, 1],
            changes: [
                TrackCache.ChangeKey(
                    track: 0, time: zero, interval: 1, endTime: 1, animation: animation, keyframes: keyframes, target: target)
            ])
    }

    @Test func trackKeysMadeAlikeAreEqualAndHashAlike() {
        let a = Self.trackKey(), b = Self.trackKey()
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != Self.trackKey(target: 0.5))
        // Zeros of either sign, as `Double`'s `==` and hash have them.
        #expect(Self.trackKey(zero: -0.0) == a)
        #expect(Self.trackKey(zero: -0.0).hashValue == a.hashValue)
    }

    /// A change's animation and keyframe track are not hashed (an animation cost more than the
    /// rest of the key) but still tell keys apart.
    @Test func trackKeysDifferByAnimationAndByKeyframeTrack() {
        #expect(Self.trackKey(animation: .linear(duration: 1)) != Self.trackKey(animation: .easeIn(duration: 1)))
        let up = KeyframeTrack(from: 0, keyframes: [.linear(to: 1, duration: 1, curve: .linear)])
        let upAndHold = KeyframeTrack(from: 0, keyframes: [.linear(to: 1, duration: 0.5, curve: .linear), .linear(to: 1, duration: 0.5, curve: .linear)])
        #expect(Self.trackKey(keyframes: up) == Self.trackKey(keyframes: up))
        #expect(Self.trackKey(keyframes: up) != Self.trackKey(keyframes: upAndHold))
        #expect(Self.trackKey(keyframes: up) != Self.trackKey())
    }

    static func track(_ value: Double) -> PropertyTrack {
        PropertyTrack(keyframes: [PropertyTrack.Keyframe(time: 0, value: [value], timing: .linear)], loop: nil)
    }

    /// The first track under a key is sampled only when a second comes under it; tracks under
    /// one key are told apart by their samples.
    @Test func samplesAreTakenOnlyWhereTwoTracksShareAKey() {
        let cache = TrackCache()
        var sampledFirst = 0
        let key = Self.trackKey()
        // Nothing stored: no sample taken.
        let missed = cache.track(for: key) { Issue.record("sampled without a track under the key"); return [] }
        #expect(missed.track == nil && missed.samples == nil)
        cache.store(Self.track(0.25), for: key, samples: nil) {
            sampledFirst += 1
            return [0, 0.5]
        }
        // Another key: neither track is sampled.
        let other = cache.track(for: Self.trackKey(target: 2)) { Issue.record("sampled under another key"); return [] }
        #expect(other.track == nil)
        #expect(sampledFirst == 0)
        // Under the key, with the first's samples: its track; the first is sampled once.
        let hit = cache.track(for: key) { [0, 0.5] }
        #expect(hit.track?.keyframes.first?.value == [0.25])
        #expect(hit.samples == [0, 0.5])
        #expect(sampledFirst == 1)
        // Other samples under the key: none, then stored with the samples taken.
        let miss = cache.track(for: key) { [0, 0.75] }
        #expect(miss.track == nil)
        #expect(miss.samples == [0, 0.75])
        cache.store(Self.track(0.5), for: key, samples: miss.samples) { Issue.record("sampled again"); return [] }
        #expect(cache.track(for: key) { [0, 0.75] }.track?.keyframes.first?.value == [0.5])
        #expect(cache.track(for: key) { [0, 0.5] }.track?.keyframes.first?.value == [0.25])
        #expect(sampledFirst == 1)
    }

    /// Samples compare as `[Double]`'s `==` does: zeros of either sign alike, NaN never equal
    /// (a NaN sample never finds a track, as a key holding one never did).
    @Test func signedZeroSamplesFindATrackAndNaNSamplesNever() {
        let cache = TrackCache(), key = Self.trackKey()
        cache.store(Self.track(0.25), for: key, samples: nil) { [-0.0, 1] }
        #expect(cache.track(for: key) { [0.0, 1] }.track?.keyframes.first?.value == [0.25])
        let nan = cache.track(for: key) { [.nan, 1] }
        #expect(nan.track == nil)
        cache.store(Self.track(0.5), for: key, samples: nan.samples) { [.nan, 1] }
        #expect(cache.track(for: key) { [.nan, 1] }.track == nil)
    }

    /// A track stored without samples under a key that already has one is sampled at once, and
    /// the one before it too.
    @Test func aSecondStoreWithoutSamplesSamplesBoth() {
        let cache = TrackCache(), key = Self.trackKey()
        var first = 0, second = 0
        cache.store(Self.track(0.25), for: key, samples: nil) {
            first += 1
            return [1]
        }
        cache.store(Self.track(0.5), for: key, samples: nil) {
            second += 1
            return [2]
        }
        #expect(first == 1 && second == 1)
        #expect(cache.track(for: key) { [1] }.track?.keyframes.first?.value == [0.25])
        #expect(cache.track(for: key) { [2] }.track?.keyframes.first?.value == [0.5])
        #expect(first == 1 && second == 1)
    }
}
