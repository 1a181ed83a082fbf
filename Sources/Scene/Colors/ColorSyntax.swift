import Geometry

/// The colour syntax of scenes: a SwiftUI colour name (`blue`, `primary`), `#rgb`, `#rrggbb`,
/// `#rrggbbaa`, `rgb(r, g, b)` and `rgba(r, g, b, a)` with 0–255 components and a 0–1 alpha,
/// `hsb(h, s, b)` and `hsb(h, s, b, a)` with 0–1 components, each optionally followed by
/// `.opacity(x)` with x in 0–1.
enum ColorSyntax {
    /// The colour names, sorted (for suggestions).
    static let names: [String] = Color.systemColors.keys.sorted()

    /// Why a string is not a colour: an unknown name, or a malformed literal.
    enum Failure: Error, Equatable {
        case unknownName(String)
        case malformed(String)
    }

    /// Whether `text` is meant as a colour literal rather than an expression: it starts with
    /// `#` or a colour function, or ends with an `.opacity(…)` call.
    static func looksLikeLiteral(_ text: String) -> Bool {
        if case .some(.some(let answer)) = text.utf8.withContiguousStorageIfAvailable(asciiLooksLikeLiteral) {
            return answer
        }
        let t = text.trimmingSpaces
        return t.hasPrefix("#") || t.hasPrefix("rgb(") || t.hasPrefix("rgba(") || t.hasPrefix("hsb(")
            || (t.hasSuffix(")") && t.lastRange(of: ".opacity(") != nil)
    }

    /// `looksLikeLiteral` of ASCII bytes; nil when one is not ASCII. An ASCII string's
    /// characters are its bytes (CR LF aside, which none of the tested affixes ends or starts
    /// with), so its prefixes, suffixes and trims are tests of bytes.
    private static func asciiLooksLikeLiteral(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var start = 0
        var end = utf8.count
        while start < end, utf8[start] == UInt8(ascii: " ") { start += 1 }
        while end > start, utf8[end - 1] == UInt8(ascii: " ") { end -= 1 }
        let t = UnsafeBufferPointer(rebasing: utf8[start..<end])
        func occurs(_ affix: StaticString, at offset: Int) -> Bool {
            let bytes = UnsafeBufferPointer(start: affix.utf8Start, count: affix.utf8CodeUnitCount)
            guard offset >= 0, offset + bytes.count <= t.count else { return false }
            return bytes.indices.allSatisfy { t[offset + $0] == bytes[$0] }
        }
        if occurs("#", at: 0) || occurs("rgb(", at: 0) || occurs("rgba(", at: 0) || occurs("hsb(", at: 0) { return true }
        guard occurs(")", at: t.count - 1) else { return false }
        let opacity: StaticString = ".opacity("
        return t.count >= opacity.utf8CodeUnitCount
            && (0...(t.count - opacity.utf8CodeUnitCount)).contains { occurs(opacity, at: $0) }
    }

    static func parse(_ text: String) -> Result<SceneColor, Failure> {
        // A bare name (the common case) can only be a colour name.
        if isIdentifier(text) { return parse(identifier: text) }
        let t = text.trimmingSpaces
        if t.hasSuffix(")"), let dot = t.lastRange(of: ".opacity(") {
            let base = String(t[..<dot.lowerBound])
            let argument = String(t[dot.upperBound..<t.index(before: t.endIndex)])
            guard let factor = number(argument), (0...1).contains(factor) else {
                return .failure(.malformed("opacity in \(quoted(t)) must be a number from 0 to 1"))
            }
            return parse(base).map { .opacity($0, factor) }
        }
        if t.hasPrefix("#") { return hex(t) }
        if let arguments = call(t, "rgba") ?? call(t, "rgb") { return rgb(t, arguments) }
        if let arguments = call(t, "hsb") { return hsb(t, arguments) }
        if Color.systemColors[t] != nil { return .success(.named(t)) }
        return .failure(.unknownName(t))
    }

    /// `parse` of an identifier (see `isIdentifier`), which can only be a colour name.
    static func parse(identifier text: String) -> Result<SceneColor, Failure> {
        isName(identifier: text) ? .success(.named(text)) : .failure(.unknownName(text))
    }

    static func hex(_ text: String) -> Result<SceneColor, Failure> {
        if let color = asciiHexColor(text) { return .success(.rgba(color)) }
        // Anything else: other lengths, other characters (a full-width digit is a hex digit too).
        let digits = Array(text.dropFirst())
        let values = digits.compactMap { $0.hexDigitValue }
        guard values.count == digits.count, [3, 6, 8].contains(values.count) else { return .failure(notHex(text)) }
        let components: [Int] =
            values.count == 3
            ? values.map { $0 * 17 }
            : stride(from: 0, to: values.count, by: 2).map { values[$0] * 16 + values[$0 + 1] }
        let alpha = components.count == 4 ? Double(components[3]) / 255 : 1
        return .success(.rgba(Color(red255: components[0], components[1], components[2], opacity: alpha)))
    }

    /// What `hex` makes of 3, 6 or 8 ASCII hex digits after the first byte, without its arrays;
    /// nil for any other text.
    private static func asciiHexColor(_ text: String) -> Color? {
        var text = text
        return text.withUTF8 { bytes -> Color? in
            let digits = bytes.count - 1
            guard digits == 3 || digits == 6 || digits == 8 else { return nil }
            var components = (0, 0, 0, 0)
            for component in 0..<(digits == 3 ? 3 : digits / 2) {
                let value: Int
                if digits == 3 {
                    guard let digit = hexValue(bytes[1 + component]) else { return nil }
                    value = digit * 17
                } else {
                    guard let high = hexValue(bytes[1 + 2 * component]), let low = hexValue(bytes[2 + 2 * component])
                    else { return nil }
                    value = high * 16 + low
                }
                switch component {
                case 0: components.0 = value
                case 1: components.1 = value
                case 2: components.2 = value
                default: components.3 = value
                }
            }
            let alpha = digits == 8 ? Double(components.3) / 255 : 1
            return Color(red255: components.0, components.1, components.2, opacity: alpha)
        }
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    private static func notHex(_ text: String) -> Failure {
        .malformed("\(quoted(text)) is not a hex color (#rgb, #rrggbb or #rrggbbaa)")
    }

    static func rgb(_ text: String, _ arguments: [String]) -> Result<SceneColor, Failure> {
        let isRGBA = text.hasPrefix("rgba(")
        let numbers = arguments.compactMap(number)
        guard numbers.count == arguments.count, numbers.count == (isRGBA ? 4 : 3) else {
            let form = isRGBA ? "rgba(r, g, b, a)" : "rgb(r, g, b)"
            return .failure(.malformed("\(quoted(text)) must be \(form) with numbers"))
        }
        guard numbers.prefix(3).allSatisfy({ (0...255).contains($0) }) else {
            return .failure(.malformed("red, green and blue in \(quoted(text)) must be from 0 to 255"))
        }
        let alpha = isRGBA ? numbers[3] : 1
        guard (0...1).contains(alpha) else {
            return .failure(.malformed("alpha in \(quoted(text)) must be from 0 to 1"))
        }
        return .success(.rgba(Color(red: numbers[0] / 255, green: numbers[1] / 255, blue: numbers[2] / 255, opacity: alpha)))
    }

    static func hsb(_ text: String, _ arguments: [String]) -> Result<SceneColor, Failure> {
        let numbers = arguments.compactMap(number)
        guard numbers.count == arguments.count, numbers.count == 3 || numbers.count == 4 else {
            return .failure(.malformed("\(quoted(text)) must be hsb(h, s, b) or hsb(h, s, b, a) with numbers"))
        }
        guard numbers.allSatisfy({ (0...1).contains($0) }) else {
            return .failure(.malformed("the components of \(quoted(text)) must be from 0 to 1"))
        }
        let color = Color(
            hue: numbers[0], saturation: numbers[1], brightness: numbers[2], opacity: numbers.count == 4 ? numbers[3] : 1)
        return .success(.rgba(color))
    }

    /// The comma-separated arguments of `name(…)`, or nil when `text` is not that call.
    static func call(_ text: String, _ name: String) -> [String]? {
        guard text.hasPrefix(name + "("), text.hasSuffix(")") else { return nil }
        let inner = text.dropFirst(name.count + 1).dropLast()
        return inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0) }
    }

    /// A plain decimal number (no exponent, no sign other than a leading minus).
    static func number(_ text: String) -> Double? {
        let t = text.trimmingSpaces
        // Among ASCII characters (CR LF is one) only 0–9 are numbers: a test of the bytes.
        guard !t.isEmpty,
            !t.utf8Contains(where: { !((UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-")) })
        else { return nil }
        return Double(t).flatMap { $0.isFinite ? $0 : nil }
    }
}

extension String {
    /// The string without leading and trailing spaces.
    var trimmingSpaces: String {
        // Most strings have no space at either end (a space is one byte in UTF-8).
        if let first = utf8.first, first != UInt8(ascii: " "), utf8.last != UInt8(ascii: " ") { return self }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0 != " " }) else { return "" }
        let last = scalars.lastIndex(where: { $0 != " " })!
        return String(scalars[first...last])
    }

    /// The range of the last occurrence of `target`.
    func lastRange(of target: String) -> Range<String.Index>? {
        // ASCII on both sides (every colour literal): bytes are characters, so a byte search
        // finds what the character search finds, without its cost.
        if let range = asciiLastRange(of: target) { return range.isEmpty ? nil : range }
        var found: Range<String.Index>?
        var searchStart = startIndex
        while let range = self[searchStart...].firstRange(of: target) {
            found = range
            searchStart = index(after: range.lowerBound)
        }
        return found
    }

    /// `lastRange(of:)` by bytes when both strings are ASCII and `target` is neither empty nor
    /// holds a CR or LF (a CR LF pair is one character): the range, empty when there is none; nil
    /// when the bytes cannot answer.
    private func asciiLastRange(of target: String) -> Range<String.Index>? {
        // The needle's bytes as `withUTF8` lends them, not an array made per search.
        var target = target
        return target.withUTF8 { needle -> Range<String.Index>? in
            guard let first = needle.first, needle.allSatisfy({ $0 < 0x80 && $0 != 0x0A && $0 != 0x0D }) else {
                return nil
            }
            let bytes = utf8
            var haystack = self
            return haystack.withUTF8 { buffer -> Range<String.Index>? in
                guard buffer.allSatisfy({ $0 < 0x80 }) else { return nil }
                guard buffer.count >= needle.count else { return startIndex..<startIndex }
                var start = buffer.count - needle.count
                while start >= 0 {
                    if buffer[start] == first, needle.indices.allSatisfy({ buffer[start + $0] == needle[$0] }) {
                        let lower = bytes.index(bytes.startIndex, offsetBy: start)
                        return lower..<bytes.index(lower, offsetBy: needle.count)
                    }
                    start -= 1
                }
                return startIndex..<startIndex
            }
        }
    }
}
