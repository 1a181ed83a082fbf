import Symbols
import Views

/// `Image(systemName:)`.
extension SceneDecoder {
    /// `"systemName": "heart.fill"`: a name of the symbol table (docs/symbols.md). An unknown
    /// name is reported with the nearest known names.
    mutating func symbol(_ value: JSONValue, at path: JSONPath) -> SceneView.Kind? {
        guard case .string(let name) = value else {
            log.record(.typeMismatch("Image.systemName", expected: "the name of a system symbol", got: value), at: path)
            return nil
        }
        switch SymbolFont.lookup(name) {
        case .glyph(let glyph):
            return .symbol(glyph)
        case .fontMissing(let message):
            log.record(Problem(code: "symbol_font_missing", message: message), at: path)
            return nil
        case .unknown:
            let nearest = Suggestion.nearest(to: name, in: SymbolFont.names, count: 3)
            let hint = nearest.isEmpty ? "" : "; nearest: " + nearest.map { quoted($0) }.joined(separator: ", ")
            log.record(
                Problem(
                    code: "unknown_symbol",
                    message: "unknown system symbol \(quoted(name)); docs/symbols.md lists the \(SymbolFont.names.count) known names" + hint),
                at: path)
            return nil
        }
    }
}
