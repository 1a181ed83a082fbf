import Views

/// What a fallback face should look like to sit well beside the text's DejaVu face: the same
/// design (sans, serif, monospaced), weight and slant.
struct FaceStyle: Hashable, Sendable {
    enum Design: Hashable, Sendable, CaseIterable { case sans, serif, mono }

    var design: Design
    var isBold: Bool
    var isItalic: Bool

    init(design: Design, isBold: Bool, isItalic: Bool) {
        self.design = design
        self.isBold = isBold
        self.isItalic = isItalic
    }

    init(_ face: FontFace) {
        let design: Design = face.rawValue.hasPrefix("DejaVuSansMono") ? .mono : face.rawValue.hasPrefix("DejaVuSerif") ? .serif : .sans
        self.init(design: design, isBold: face.isBold, isItalic: face.isItalic)
    }

    /// fontconfig's weight for the style: 200 bold, 80 regular.
    var weight: Int { isBold ? 200 : 80 }
}

/// Which regional form of the Noto CJK fonts draws Han characters, chosen from the locale.
enum CJKVariant: String, Hashable, Sendable, CaseIterable {
    /// Simplified Chinese: `zh`, `zh-Hans`, `zh-CN`, `zh-SG`, and every non-CJK locale.
    case simplifiedChinese = "SC"
    /// Traditional Chinese: `zh-Hant`, `zh-TW`, `zh-MO`.
    case traditionalChinese = "TC"
    /// Hong Kong: `zh-HK`.
    case hongKong = "HK"
    /// Japanese: `ja`.
    case japanese = "JP"
    /// Korean: `ko`.
    case korean = "KR"

    /// The variant for a BCP 47 locale such as `ja`, `zh-Hant-TW` or `en_US` (case and `_` or
    /// `-` do not matter).
    init(locale: String) {
        let parts = locale.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        switch parts.first {
        case "ja": self = .japanese
        case "ko": self = .korean
        case "zh", "yue":
            if parts.contains("hk") { self = .hongKong }
            else if parts.contains("hant") || parts.contains("tw") || parts.contains("mo") || parts.first == "yue" { self = .traditionalChinese }
            else { self = .simplifiedChinese }
        default: self = .simplifiedChinese
        }
    }
}
