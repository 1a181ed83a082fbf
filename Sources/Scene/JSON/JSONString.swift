/// JSON string literals (RFC 8259), for every place that writes JSON text by hand.
public enum JSONString {
    /// `text` in double quotes with `"`, `\` and the control characters escaped; with
    /// `escapingSeparators`, also DEL and U+2028/U+2029, which some readers of logs and pages
    /// take for line breaks.
    public static func quoted(_ text: String, escapingSeparators: Bool = true) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20
                || (escapingSeparators && (scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029)):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
