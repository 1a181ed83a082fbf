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

    /// The custom properties of `paint`'s red, green and blue: `--zfr`, `--zfg`, `--zfb`.
    func names(_ paint: Paint) -> [String] {
        let letter = paint == .fill ? "f" : "s"
        return ["r", "g", "b"].map { "--" + prefix + letter + $0 }
    }

    /// `fill:color(srgb-linear var(--zfr) var(--zfg) var(--zfb))`.
    func declaration(_ paint: Paint) -> String {
        let name = paint == .fill ? "fill" : "stroke"
        return name + ":color(srgb-linear " + names(paint).map { "var(\($0))" }.joined(separator: " ") + ")"
    }

    /// The rules that make `classes` (by paint; each list in the order first written) draw
    /// their animated paints: the registrations of the properties used, then the paint
    /// declarations of each list's classes under `@supports`. Empty where no class animates a
    /// paint.
    func rules(_ classes: [Paint: [String]]) -> String {
        let used = Paint.allCases.filter { !(classes[$0] ?? []).isEmpty }
        guard !used.isEmpty else { return "" }
        var text = ""
        for paint in used {
            for name in names(paint) { text += "@property \(name){syntax:\"<number>\";inherits:false;initial-value:0}" }
        }
        text += "@supports (fill:color(srgb-linear 0 0 0)){"
        for paint in used {
            text += (classes[paint] ?? []).map { "." + $0 }.joined(separator: ",") + "{" + declaration(paint) + "}"
        }
        return text + "}"
    }
}
