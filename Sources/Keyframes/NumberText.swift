import Foundation
import Geometry
import SVG

/// Short decimal text for CSS and SMIL: fixed digits, trailing zeros, "-0" and leading zeros
/// dropped (".5").
struct NumberText {
    let lengths: SVGNumberFormatter

    init(precision: Int) {
        lengths = SVGNumberFormatter(precision: precision)
    }

    /// `value` with `digits` decimals.
    static func string(_ value: Double, digits: Int) -> String {
        short(SVGNumberFormatter(precision: digits).string(value))
    }

    /// A length in user units, at the document's precision.
    func length(_ value: Double) -> String { Self.short(lengths.string(value)) }

    /// A CSS length: `px` unless zero.
    func px(_ value: Double) -> String {
        let text = length(value)
        return text == "0" ? "0" : text + "px"
    }

    static func short(_ text: String) -> String {
        if text.hasPrefix("0.") { return String(text.dropFirst()) }
        if text.hasPrefix("-0.") { return "-" + text.dropFirst(2) }
        return text
    }

    /// Seconds: `1s`, `.35s`.
    static func seconds(_ value: Double) -> String { string(value, digits: 5) + "s" }

    static let hexDigits = Array("0123456789abcdef")

    /// `#rrggbb` of sRGB components in 0…1, as the snapshot writer rounds them.
    static func hex(_ components: [Double]) -> String {
        var text = "#"
        for component in components.prefix(3) {
            let value = component.isFinite ? Int((min(max(component, 0), 1) * 255).rounded()) : 0
            text.append(hexDigits[value >> 4])
            text.append(hexDigits[value & 15])
        }
        return text
    }

    /// Digits for a fraction of `window` seconds written out of `whole` (100 for percentages,
    /// 1 for SMIL key times) so that no instant moves by more than 20 µs.
    static func fractionDigits(window: Double, whole: Double) -> Int {
        guard window > 0 else { return 0 }
        var digits = 0
        while digits < 9 && 0.5 * pow(10, -Double(digits)) * window / whole > 2e-5 { digits += 1 }
        return digits
    }
}
