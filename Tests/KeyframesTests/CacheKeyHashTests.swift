import Testing

@testable import Keyframes

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

    static func trackKey(samples: [Double]) -> TrackCache.Key {
        TrackCache.Key(
            kind: .opacity, role: .opacity(modifier: 0), epochs: [0, 1, 0, 0],
            changes: [TrackCache.ChangeKey(time: 0, interval: 1, endTime: 1, animation: nil, target: 1)], samples: samples)
    }

    @Test func trackKeysMadeAlikeAreEqualAndHashAlike() {
        let a = Self.trackKey(samples: [0, 0.5]), b = Self.trackKey(samples: [0, 0.5])
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != Self.trackKey(samples: [0, 0.25]))
        let cache = TrackCache()
        cache.tracks[a] = PropertyTrack(keyframes: [], loop: nil)
        #expect(cache.tracks[b] != nil)
        #expect(cache.tracks[Self.trackKey(samples: [0, 0.25])] == nil)
    }
}
