/// Numbers as people write them in a query or on a command line: decimal digits with an optional
/// sign, fraction and exponent (`2`, `-0.5`, `.25`, `1e3`). Unlike `Double(_:)`, hexadecimal
/// (`0x10`), `inf`, `nan`, spaces and anything after a NUL byte are refused.
public enum DecimalNumber {
    /// The finite value `text` spells, or `nil`.
    public static func parse(_ text: some StringProtocol) -> Double? {
        guard isDecimal(text.utf8), let value = Double(String(text)), value.isFinite else { return nil }
        return value
    }

    /// `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`
    private static func isDecimal(_ bytes: some Collection<UInt8>) -> Bool {
        var index = bytes.startIndex
        func digits() -> Int {
            var count = 0
            while index != bytes.endIndex, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                count += 1
                index = bytes.index(after: index)
            }
            return count
        }
        func skip(_ characters: String) -> Bool {
            guard index != bytes.endIndex, characters.utf8.contains(bytes[index]) else { return false }
            index = bytes.index(after: index)
            return true
        }
        _ = skip("+-")
        var mantissa = digits()
        if skip(".") { mantissa += digits() }
        guard mantissa > 0 else { return false }
        if skip("eE") {
            _ = skip("+-")
            guard digits() > 0 else { return false }
        }
        return index == bytes.endIndex
    }
}
