import Cancellation
import SwiftParser
import SwiftSyntax

/// Translates SwiftUI source (a subset: see docs/swift-import.md) into a scene JSON document,
/// which the scene decoder then validates like any scene.
public enum SwiftImport {
    /// The scene for the view in `source`, with the warnings (what is not drawn or not run).
    ///
    /// Throws `SwiftImportError` with every error (and the warnings) when something in the
    /// source is outside the subset.
    /// `cancellation` (the server's render deadline) stops the translation at its next view.
    public static func translate(
        _ source: String, options: ImportOptions = ImportOptions(), cancellation: RenderCancellation = .never
    ) throws(SwiftImportError) -> Translation {
        let tree = Parser.parse(source: source)
        if let deep = SyntaxDepth.tooDeep(tree) {
            // Not a SourceLocationConverter: it walks the tree recursively too.
            throw SwiftImportError(diagnostics: [ImportDiagnostic(
                .error, at: SyntaxDepth.position(of: deep.positionAfterSkippingLeadingTrivia.utf8Offset, in: source),
                "the source is nested more than \(SyntaxDepth.limit) syntax levels deep here, more than a scene can hold; split the view into View structs")])
        }
        var translator = Translator(tree: tree, options: options, cancellation: cancellation)
        let scene = translator.scene()
        // What the cut-off translation says after the limit follows from the cut: only the limit is reported.
        if let limit = translator.viewLimitError { throw SwiftImportError(diagnostics: [limit]) }
        let errors = translator.diagnostics.filter { $0.severity == .error }
        let warnings = translator.diagnostics.filter { $0.severity == .warning }
        guard errors.isEmpty, let scene else {
            throw SwiftImportError(diagnostics: Self.sorted(errors) + Self.sorted(warnings))
        }
        return Translation(scene: scene, warnings: Self.sorted(warnings))
    }

    static func sorted(_ diagnostics: [ImportDiagnostic]) -> [ImportDiagnostic] {
        var seen = Set<String>()
        return diagnostics.enumerated()
            .sorted { ($0.element.position.line, $0.element.position.column, $0.offset) < ($1.element.position.line, $1.element.position.column, $1.offset) }
            .map(\.element)
            .filter { seen.insert($0.description).inserted }
    }
}

/// A translated scene: its JSON and the warnings found on the way.
public struct Translation: Sendable {
    public var scene: JSONTree
    public var warnings: [ImportDiagnostic]

    /// The scene as printed by `zoetrope import`.
    public var json: String { scene.text }

    /// The Swift position of a JSON pointer into `json`.
    public var sourceMap: SourceMap { SourceMap(positions: scene.positions()) }
}
