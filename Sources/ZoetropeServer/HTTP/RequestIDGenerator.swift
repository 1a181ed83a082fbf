import Synchronization

/// Makes the IDs of requests that bring none: version-4 UUIDs in lower case, from a counter
/// mixed with a seed drawn once per process.
///
/// Foundation's `UUID()` opens, reads and closes `/dev/urandom` for each ID and formats it with
/// `sprintf`; an ID only has to tell requests apart in logs, so one draw from the system's
/// generator per process is enough. The counter goes through SplitMix64's output function (a
/// bijection, so no two requests of a process start from the same 64 bits), and that result
/// through it again with the second half of the seed: IDs collide as rarely as random UUIDs do.
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
        let first = Self.mix(seed.0 &+ count)
        let second = Self.mix(first ^ seed.1)
        // Version 4 in the high nibble of the seventh byte, variant 10 in the ninth's top bits.
        return Self.format(first & 0xFFFF_FFFF_FFFF_0FFF | 0x0000_0000_0000_4000, second & 0x3FFF_FFFF_FFFF_FFFF | 0x8000_0000_0000_0000)
    }

    /// SplitMix64's output function: a bijection of 64-bit values that spreads every input bit.
    static func mix(_ value: UInt64) -> UInt64 {
        var z = value &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
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
