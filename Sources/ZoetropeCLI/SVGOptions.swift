import ArgumentParser

/// `--text`, `--precision` and `--format`: how each SVG is written, for `render` and `frames`.
struct SVGOptions: ParsableArguments {
    @Option(help: "How text is written: paths (glyph outlines) or text (<text> elements).")
    var text: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Digits after the decimal point in coordinates.", valueName: "digits"))
    var precision: String?

    @Option(help: "How a keyframes render states its animation: css (a style sheet; path data as SMIL) or smil (animation elements only).")
    var format: String?

    /// The flags given, as render parameters (their names are the query's).
    var parameters: [String: String] {
        var result: [String: String] = [:]
        result["text"] = text
        result["precision"] = precision
        result["format"] = format
        return result
    }
}
