/// The one place that turns numbers and strings into text.
enum ValueFormatting {
    /// Integers up to 2^53 print without a fraction (`3`, `-12`, `0` also for -0); everything
    /// else prints as Swift's shortest round-trip `description`, without a trailing `.0` and
    /// with the exponent's leading zeros removed: `0.5`, `0.30000000000000004`, `1e+21`, `1e-7`,
    /// `inf`, `-inf`.
    static func format(_ value: Double) -> String {
        if value == 0 { return "0" }
        if value.rounded() == value, abs(value) <= 9_007_199_254_740_992 {
            return String(Int64(value))
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        if let e = text.firstIndex(of: "e") {
            var exponent = text[text.index(after: e)...]
            let sign = exponent.first == "-" || exponent.first == "+" ? String(exponent.removeFirst()) : ""
            let digits = exponent.drop { $0 == "0" }
            text = text[...e] + sign + (digits.isEmpty ? "0" : digits)
        }
        return text
    }

    /// A double-quoted string with `"`, `\` and control characters escaped as in JSON.
    static func quoted(_ string: String) -> String { JSONString.quoted(string, escapingSeparators: false) }
}
