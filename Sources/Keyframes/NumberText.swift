import Foundation
import Geometry
import SVG

/// Numbers in CSS and SMIL values: the snapshot's formatter (`SVGNumberFormatter`), with the
/// "0" before the point dropped (".5") as style sheets usually write it.
struct NumberText {
    /// Lengths at the document's precision.
    let lengths: SVGNumberFormatter
    /// Path data at the document's precision, written as the snapshot writes it.
    let paths: SVGNumberFormatter

    init(precision: Int) {
        lengths = SVGNumberFormatter(precision: precision, dropsLeadingZero: true)
        paths = SVGNumberFormatter(precision: precision)
    }

    var precision: Int { lengths.precision }

    private static let formatters = (0...SVGNumberFormatter.maxPrecision).map {
        SVGNumberFormatter(precision: $0, dropsLeadingZero: true)
    }

    /// `value` with `digits` decimals.
    static func string(_ value: Double, digits: Int) -> String {
        formatters[max(0, min(digits, SVGNumberFormatter.maxPrecision))].string(value)
    }

    /// A length in user units, at the document's precision.
    func length(_ value: Double) -> String { lengths.string(value) }

    /// A CSS length: `px` unless zero.
    func px(_ value: Double) -> String {
        let text = length(value)
        return text == "0" ? "0" : text + "px"
    }

    /// `string(value, digits:)`'s bytes appended to `bytes`.
    static func append(_ value: Double, digits: Int, to bytes: inout [UInt8]) {
        formatters[max(0, min(digits, SVGNumberFormatter.maxPrecision))].append(value, to: &bytes)
    }

    /// `px(value)`'s bytes appended to `bytes`.
    func appendPx(_ value: Double, to bytes: inout [UInt8]) {
        let start = bytes.count
        lengths.append(value, to: &bytes)
        if bytes.count == start + 1 && bytes[start] == UInt8(ascii: "0") { return }
        bytes.append(UInt8(ascii: "p"))
        bytes.append(UInt8(ascii: "x"))
    }

    /// A Bézier timing's four control numbers, four decimals each, `separator` between them:
    /// `cubic-bezier()`'s arguments and a `keySplines` entry.
    static func appendControlPoints(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, separator: UInt8, to bytes: inout [UInt8]) {
        formatters[4].append(x1, y1, x2, y2, separator: separator, to: &bytes)
    }

    /// `hex(components)`'s bytes appended to `bytes`.
    static func appendHex(_ components: [Double], to bytes: inout [UInt8]) {
        SVGElementWriter.appendHex(Color(red: components[0], green: components[1], blue: components[2], opacity: 1), to: &bytes)
    }

    /// The bytes of `literal` appended to `bytes` (a literal's `utf8` view appends through a
    /// generic loop). Through `withUTF8Buffer`, which also serves a literal kept as one scalar
    /// rather than as bytes (`utf8Start` would trap on it).
    static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Seconds: `1s`, `.35s`.
    static func seconds(_ value: Double) -> String {
        var bytes: [UInt8] = []
        appendSeconds(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `seconds(value)`'s bytes appended to `bytes`.
    static func appendSeconds(_ value: Double, to bytes: inout [UInt8]) {
        append(value, digits: 5, to: &bytes)
        bytes.append(UInt8(ascii: "s"))
    }

    /// `#rrggbb` of sRGB components in 0…1, as the snapshot writes colours.
    static func hex(_ components: [Double]) -> String {
        var bytes: [UInt8] = []
        appendHex(components, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
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
