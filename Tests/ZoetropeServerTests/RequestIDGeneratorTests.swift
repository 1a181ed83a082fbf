import Foundation
import Testing

@testable import ZoetropeServer

@Suite struct RequestIDGeneratorTests {
    /// SplitMix64's published first output for the seed 0 is 0xE220A8397B1DCDAF.
    @Test func theMixIsSplitMix64sOutputFunction() {
        #expect(RequestIDGenerator.mix(0) == 0xE220_A839_7B1D_CDAF)
    }

    @Test func bitsAreWrittenAsAUUIDsGroupsInLowerCase() {
        #expect(RequestIDGenerator.format(0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210) == "01234567-89ab-cdef-fedc-ba9876543210")
        #expect(RequestIDGenerator.format(0, .max) == "00000000-0000-0000-ffff-ffffffffffff")
    }

    /// Expected values from SplitMix64's reference arithmetic, worked out separately (Python):
    /// first = mix(5 + n), second = mix(first ^ 7), version and variant bits set.
    @Test func idsFollowTheCounterThroughTheMix() {
        let generator = RequestIDGenerator(seed: (5, 7))
        #expect(generator.next() == "63033b0c-a389-435a-8ea5-269b74dee2bc")
        #expect(generator.next() == "bd64a5d9-adef-4000-ab40-f785f684cbe3")
        #expect(generator.next() == "63cbe1e4-5932-4dd7-ba3b-fc2bf948c770")
    }

    @Test func idsAreDistinctVersion4UUIDs() {
        let generator = RequestIDGenerator()
        var seen = Set<String>()
        for _ in 0..<10_000 {
            let id = generator.next()
            #expect(UUID(uuidString: id) != nil && id == id.lowercased())
            let bytes = Array(id.utf8)
            #expect(bytes[14] == UInt8(ascii: "4"))
            #expect([UInt8(ascii: "8"), UInt8(ascii: "9"), UInt8(ascii: "a"), UInt8(ascii: "b")].contains(bytes[19]))
            seen.insert(id)
        }
        #expect(seen.count == 10_000)
    }
}
