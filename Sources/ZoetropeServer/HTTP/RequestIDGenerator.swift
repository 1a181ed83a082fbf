import Synchronization

/// Makes the IDs of requests that bring none: version-4 UUIDs in lower case, each a keyed hash
/// of a counter.
///
/// Foundation's `UUID()` opens, reads and closes `/dev/urandom` for each ID and formats it with
/// `sprintf`; one draw from the system's generator per process is enough here. Each half of an
/// ID is SipHash (the standard library's `Hasher`, keyed per process) of the counter and a
/// 128-bit secret seed, so that an ID tells nothing of the others or of how many requests the
/// server answered in between, and IDs collide as rarely as random UUIDs do.
final class RequestIDGenerator: Sendable {
    private let seed: (UInt64, UInt64)
    private let counter = Atomic<UInt64>(0)

    init(seed: (UInt64, UInt64)) {
        self.seed = seed
    }

    convenience init() {
        var generator = SystemRandomNumberGenerator()
        self.init(seed: (generator.next(), generator.next()))
    }

    /// The process's generator.
    static let shared = RequestIDGenerator()

    /// The next ID, e.g. `3f2b9c1e-7d4a-4e0b-9a6c-5e8f1d2c3b4a`.
    func next() -> String {
        let count = counter.wrappingAdd(1, ordering: .relaxed).oldValue
        let first = half(count, 0), second = half(count, 1)
        // Version 4 in the high nibble of the seventh byte, variant 10 in the ninth's top bits.
        return Self.format(first & 0xFFFF_FFFF_FFFF_0FFF | 0x0000_0000_0000_4000, second & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000)
    }

    private func half(_ count: UInt64, _ which: UInt8) -> UInt64 {
        var hasher = Hasher()
        hasher.combine(seed.0)
        hasher.combine(seed.1)
        hasher.combine(count)
        hasher.combine(which)
        return UInt64(bitPattern: Int64(hasher.finalize()))
    }

    /// The 128 bits `high` then `low` as a UUID's 36 characters (8-4-4-4-12 hex digits).
    static func format(_ high: UInt64, _ low: UInt64) -> String {
        String(unsafeUninitializedCapacity: 36) { buffer in
            let digits: StaticString = "0123456789abcdef"
            var index = 0
            func put(_ value: UInt64, from bit: Int, nibbles: Int) {
                for k in 0..<nibbles {
                    let nibble = Int((value >> UInt64(bit - 4 * k - 4)) & 0xF)
                    buffer[index] = digits.utf8Start[nibble]
                    index += 1
                }
            }
            func dash() {
                buffer[index] = UInt8(ascii: "-")
                index += 1
            }
            put(high, from: 64, nibbles: 8)
            dash()
            put(high, from: 32, nibbles: 4)
            dash()
            put(high, from: 16, nibbles: 4)
            dash()
            put(low, from: 64, nibbles: 4)
            dash()
            put(low, from: 48, nibbles: 12)
            return index
        }
    }
}
