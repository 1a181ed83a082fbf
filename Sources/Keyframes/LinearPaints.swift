/// How a CSS document animates paints in linear light, as SwiftUI interpolates colours
/// (SEMANTICS §3): browsers interpolate `fill` and `stroke` in gamma-encoded sRGB, but a
/// registered `<number>` custom property as a number. A paint's three linear components are
/// such properties, animated by the element's class; the class's `fill` (or `stroke`) is
/// `color(srgb-linear …)` of them, so the browser's interpolation is SwiftUI's and no
/// keyframes are fitted for the encoding.
///
/// The properties are registered once a document (`@property`, not inherited, so each element
/// reads its own animation's values), named from the document's prefix. The paint declarations
/// are written inside `@supports (fill: color(srgb-linear …))`: an engine without CSS Color 4
/// would find the declaration invalid when it computes it and draw the inherited paint (black);
/// it keeps the element's attribute, the colour at the end of the timeline, instead.
struct LinearPaints {
    enum Paint: CaseIterable {
        case fill, stroke
    }

    /// The document's prefix (`KeyframeEncoder.idPrefix`).
    let prefix: String
    /// Each paint's three property names (red, green, blue: `--zfr`, `--zfg`, `--zfb`; a
    /// stroke's `--zsr`…) as the start of a declaration, `--zfr:`, in UTF-8, made once: every
    /// keyframe of a paint writes them.
    private let fillKeys: [[UInt8]], strokeKeys: [[UInt8]]

    /// The properties of `KeyframeEncoder`'s default prefix.
    static let standard = LinearPaints(prefix: "z")

    init(prefix: String) {
        self.prefix = prefix
        let name = Array("--".utf8) + Array(prefix.utf8)
        func keys(_ paint: UInt8) -> [[UInt8]] { [UInt8(ascii: "r"), UInt8(ascii: "g"), UInt8(ascii: "b")].map { name + [paint, $0, UInt8(ascii: ":")] } }
        fillKeys = keys(UInt8(ascii: "f"))
        strokeKeys = keys(UInt8(ascii: "s"))
    }

    /// The declarations of `value` (three components in light) for `paint`, separated by `;`,
    /// each number to `digits` decimals: `--zfr:1;--zfg:.3005;--zfb:0`.
    func appendDeclarations(_ paint: Paint, _ value: [Double], digits: Int, to bytes: inout [UInt8]) {
        let keys = paint == .fill ? fillKeys : strokeKeys
        for index in keys.indices {
            if index > 0 { bytes.append(UInt8(ascii: ";")) }
            bytes.append(contentsOf: keys[index])
            NumberText.append(value[index], digits: digits, to: &bytes)
        }
    }

    /// `fill:color(srgb-linear var(--zfr) var(--zfg) var(--zfb))`.
    private func appendDeclaration(_ paint: Paint, to bytes: inout [UInt8]) {
        NumberText.append(paint == .fill ? "fill:color(srgb-linear" : "stroke:color(srgb-linear", to: &bytes)
        for key in paint == .fill ? fillKeys : strokeKeys {
            NumberText.append(" var(", to: &bytes)
            bytes.append(contentsOf: key.dropLast())
            bytes.append(UInt8(ascii: ")"))
        }
        bytes.append(UInt8(ascii: ")"))
    }

    /// The rules that make `classes` (by paint; each list in the order first written) draw
    /// their animated paints: the registrations of the properties used, then the paint
    /// declarations of each list's classes under `@supports`. Empty where no class animates a
    /// paint.
    func rules(_ classes: [Paint: [String]]) -> [UInt8] {
        let used = Paint.allCases.filter { !(classes[$0] ?? []).isEmpty }
        guard !used.isEmpty else { return [] }
        var bytes: [UInt8] = []
        for paint in used {
            for key in paint == .fill ? fillKeys : strokeKeys {
                NumberText.append("@property ", to: &bytes)
                bytes.append(contentsOf: key.dropLast())
                NumberText.append("{syntax:\"<number>\";inherits:false;initial-value:0}", to: &bytes)
            }
        }
        NumberText.append("@supports (fill:color(srgb-linear 0 0 0)){", to: &bytes)
        for paint in used {
            for (index, name) in (classes[paint] ?? []).enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(UInt8(ascii: "."))
                bytes.append(contentsOf: name.utf8)
            }
            bytes.append(UInt8(ascii: "{"))
            appendDeclaration(paint, to: &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        bytes.append(UInt8(ascii: "}"))
        return bytes
    }
}
