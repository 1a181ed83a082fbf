/// `environment` keys whose string is the value itself, not an expression: `locale` ("zh-Hant"
/// would otherwise read as a subtraction) and `layoutDirection`.
extension SceneDecoder {
    /// The keys read literally.
    static let literalEnvironmentKeys: Set<String> = ["locale", "layoutDirection"]

    /// The constant for `key`'s literal `string`, or nil (with the problem logged) when it is
    /// not a valid value: a locale is a BCP 47 tag of letters, digits, `-` and `_`, at most 35
    /// characters; a layout direction is `leftToRight` or `rightToLeft`.
    mutating func literalEnvironmentValue(_ key: String, _ string: String, at path: JSONPath) -> ValueSource? {
        switch key {
        case "locale":
            let valid = !string.isEmpty && string.count <= 35
                && string.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
            guard valid else {
                log.record(.invalid("locale must be a BCP 47 tag such as \"en\", \"ja\" or \"zh-Hant\" (letters, digits, '-', at most 35 characters)"), at: path)
                return nil
            }
        default:
            guard string == "leftToRight" || string == "rightToLeft" else {
                log.record(.invalid("layoutDirection must be \"leftToRight\" or \"rightToLeft\""), at: path)
                return nil
            }
        }
        return .constant(.string(string))
    }
}
