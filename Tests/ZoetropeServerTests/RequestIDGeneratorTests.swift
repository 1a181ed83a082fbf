import Foundation
import Testing

@testable import ZoetropeServer

@Suite struct RequestIDGeneratorTests {
    @Test func bitsAreWrittenAsAUUIDsGroupsInLowerCase() {
        #expect(RequestIDGenerator.format(0x0123_4567_89AB_CDEF, 0xFEDC_BA98_7654_3210) == "01234567-89ab-cdef-fedc-ba9876543210")
        #expect(RequestIDGenerator.format(0, .max) == "00000000-0000-0000-ffff-ffffffffffff")
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

    /// The IDs depend on the seed, not only on the counter: two generators' first IDs differ.
    @Test func idsDependOnTheSecretSeed() {
        let one = RequestIDGenerator(seed: (1, 2)), other = RequestIDGenerator(seed: (1, 3))
        #expect(one.next() != other.next())
        let same = RequestIDGenerator(seed: (1, 2))
        _ = same.next()
        #expect(one.next() == same.next())
    }
}
