extension JSONParser {
    /// Parses a string at `index` (which is at the opening quote) into `strings`, valid UTF-8,
    /// and returns its index there. A string spelled like a recent one (most keys and names)
    /// reuses it.
    @inline(__always)
    mutating func parseString() throws(SceneError) -> Int {
        let start = index
        index += 1
        // Most strings have no escapes: they are decoded straight from the input, and when they
        // are ASCII they need no validation.
        var buffer: [UInt8]?
        var runStart = index
        var isASCII = true
        while true {
            // The run up to the next quote, backslash or control character. Eight bytes at a
            // time while eight remain: `stopBytes` finds the first byte to look at.
            while true {
                if index + 8 <= bytes.count {
                    let stops = Self.stopBytes(UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                    if stops == 0 {
                        index += 8
                        continue
                    }
                    index += stops.trailingZeroBitCount / 8
                } else if index >= bytes.count {
                    break
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                if byte >= 0x80 { isASCII = false }
                index += 1
            }
            guard index < bytes.count else {
                index = start
                throw syntaxError("unterminated string")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                break
            } else if byte == UInt8(ascii: "\\") {
                buffer = buffer ?? []
                buffer!.append(contentsOf: bytes[runStart..<index])
                try parseEscape(into: &buffer!)
                runStart = index
            } else {
                throw syntaxError("unescaped control character in a string")
            }
        }
        if var buffer {
            buffer.append(contentsOf: bytes[runStart..<index])
            index += 1
            guard let string = String(validating: buffer, as: UTF8.self) else {
                index = start
                throw syntaxError("invalid UTF-8 in a string")
            }
            return addString(string, tag: .unknown)
        }
        let count = index - runStart
        let first = Self.firstBytes(bytes, runStart, count)
        let second = count > 8 ? Self.firstBytes(bytes, runStart + 8, count - 8) : 0
        let slot = recentSlot(first, count)
        if let recent = recentString(slot: slot, start: runStart, count: count, first: first, second: second, isASCII: isASCII) {
            index += 1
            return recent
        }
        let string =
            isASCII
            ? Self.asciiString(bytes, runStart, count)
            : String(validating: bytes[runStart..<index], as: UTF8.self)
        index += 1
        guard let string else {
            index = start
            throw syntaxError("invalid UTF-8 in a string")
        }
        let id = addString(string, tag: isASCII ? StringTag(asciiCount: count, prefix: first, suffix: second) : .unknown)
        rememberString(id, start: runStart, slot: slot)
        return id
    }

    /// The string of the `count` ASCII bytes from `start`. One of up to 15 bytes is made in
    /// place, without the validation `String(decoding:as:)` runs: the initializer takes its
    /// small-string path, which checks only that the bytes are ASCII.
    @inline(__always)
    static func asciiString(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> String {
        let source = UnsafeBufferPointer(rebasing: bytes[start..<start + count])
        guard count <= 15 else { return String(decoding: source, as: UTF8.self) }
        return String(unsafeUninitializedCapacity: count) { buffer in
            UnsafeMutableRawBufferPointer(buffer).copyMemory(from: UnsafeRawBufferPointer(source))
            return count
        }
    }

    /// The high bit of the first byte of `word` (in memory order) that is a quote, a backslash,
    /// a control character or not ASCII, and maybe of bytes after it; 0 when there is none.
    ///
    /// The tests of "Bit Twiddling Hacks" (a byte below n ≤ 128; a zero byte after an exclusive
    /// or) can mark a byte wrongly only through a borrow, which starts at a byte they mark
    /// rightly and runs towards the higher bytes: the lowest mark is always right.
    @inline(__always)
    static func stopBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func zeroBytes(_ v: UInt64) -> UInt64 { (v &- ones) & ~v & highs }
        let control = (word &- ones &* 0x20) & ~word & highs
        return (word & highs) | control | zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
    }

    /// The `recentStrings` slot of `count` bytes whose first eight are `first`: a hash of both
    /// (any hash would do: a slot only says where to look).
    @inline(__always)
    func recentSlot(_ first: UInt64, _ count: Int) -> Int {
        let mixed = (first ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: (mixed ^ (mixed >> 29)) >> UInt64(64 - Self.recentSlotBits)) % recentStrings.count
    }

    /// The first (up to) eight of the `count` bytes from `start`, the first in the low byte,
    /// zero beyond `count`: one load when eight bytes of the input are there.
    @inline(__always)
    static func firstBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ count: Int) -> UInt64 {
        let raw = UnsafeRawBufferPointer(bytes)
        if start + 8 <= raw.count {
            // The first byte in the low bits on any machine (a no-op on little-endian ones).
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
            return count >= 8 ? word : word & ((1 << (8 * UInt64(count))) &- 1)
        }
        var first: UInt64 = 0
        for offset in 0..<min(count, 8) { first |= UInt64(raw[start + offset]) << (8 * UInt64(offset)) }
        return first
    }

    /// Whether the `count` bytes from `a` and from `b` are the same.
    func bytesEqual(_ a: Int, _ b: Int, _ count: Int) -> Bool {
        let bytes = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= count {
            if bytes.loadUnaligned(fromByteOffset: a + offset, as: UInt64.self)
                != bytes.loadUnaligned(fromByteOffset: b + offset, as: UInt64.self)
            {
                return false
            }
            offset += 8
        }
        while offset < count {
            if bytes[a + offset] != bytes[b + offset] { return false }
            offset += 1
        }
        return true
    }

    /// Decodes one escape sequence at `index` (the backslash) and appends its UTF-8.
    mutating func parseEscape(into buffer: inout [UInt8]) throws(SceneError) {
        index += 1
        guard index < bytes.count else { throw syntaxError("unterminated string") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): buffer.append(UInt8(ascii: "\""))
        case UInt8(ascii: "\\"): buffer.append(UInt8(ascii: "\\"))
        case UInt8(ascii: "/"): buffer.append(UInt8(ascii: "/"))
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try parseHex4()
            if (0xD800...0xDBFF).contains(scalar) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { throw syntaxError("unpaired UTF-16 surrogate in a \\u escape") }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw syntaxError("unpaired UTF-16 surrogate in a \\u escape")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw syntaxError("unpaired UTF-16 surrogate in a \\u escape")
            }
            guard let unicode = Unicode.Scalar(scalar) else { throw syntaxError("invalid \\u escape") }
            buffer.append(contentsOf: Array(String(Character(unicode)).utf8))
        default:
            index -= 1
            throw syntaxError("invalid escape sequence '\\\(Character(Unicode.Scalar(byte)))'")
        }
    }

    mutating func parseHex4() throws(SceneError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count else { throw syntaxError("unterminated string") }
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw syntaxError("expected four hex digits in a \\u escape, found \(found)")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    /// Parses a number with JSON's grammar; one beyond `Double`'s range is reported and read as 0.
    mutating func parseNumber() throws(SceneError) -> Double {
        let start = index
        if peek(UInt8(ascii: "-")) { index += 1 }
        if peek(UInt8(ascii: "0")) {
            index += 1
        } else if digitsFollow() {
            skipDigits()
        } else {
            throw syntaxError("expected a digit, found \(found)")
        }
        if peek(UInt8(ascii: ".")) {
            index += 1
            guard digitsFollow() else { throw syntaxError("expected a digit after '.', found \(found)") }
            skipDigits()
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            index += 1
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
            guard digitsFollow() else { throw syntaxError("expected a digit in the exponent, found \(found)") }
            skipDigits()
        }
        // Whole numbers of up to 15 digits are exact in a Double: no need for the text.
        let digits = bytes[start] == UInt8(ascii: "-") ? start + 1 : start
        if index - digits <= 15, !bytes[digits..<index].contains(where: { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            var whole = 0
            for byte in bytes[digits..<index] { whole = whole * 10 + Int(byte - UInt8(ascii: "0")) }
            return digits == start ? Double(whole) : -Double(whole)
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            problems.append(
                Diagnostic(
                    code: "invalid_value", message: "number \(text.prefix(40)) is out of range", path: pointer))
            return 0
        }
        return value
    }

    func digitsFollow() -> Bool {
        index < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index])
    }

    mutating func skipDigits() {
        while digitsFollow() { index += 1 }
    }
}
