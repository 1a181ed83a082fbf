extension JSONParser {
    /// What is at `index`, for "found …" in syntax errors.
    var found: String {
        guard index < bytes.count else { return "the end of the input" }
        let byte = bytes[index]
        if (0x21...0x7E).contains(byte) { return "'\(Character(Unicode.Scalar(byte)))'" }
        let hex = String(byte, radix: 16, uppercase: true)
        return "byte 0x" + (hex.count == 1 ? "0" + hex : hex)
    }

    /// A `malformedJSON` error at `index`, located by line, column (1-based, in bytes) and offset.
    func syntaxError(_ what: String) -> SceneError {
        let offset = min(index, bytes.count)
        var line = 1
        var lineStart = 0
        for i in 0..<offset where bytes[i] == 0x0A {
            line += 1
            lineStart = i + 1
        }
        let column = offset - lineStart + 1
        return SceneError(
            kind: .malformedJSON, code: "malformed_json",
            message: "malformed JSON: \(what) at line \(line), column \(column) (byte offset \(offset))", path: "")
    }
}
