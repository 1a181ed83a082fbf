import Cancellation
import Scene

extension SwiftImport {
    /// The scene for `source`, checked by the scene decoder (`check`): a problem it finds in the
    /// translated scene is reported at the Swift source it came from, with the scene's path.
    public static func checkedScene(
        _ source: String, options: ImportOptions = ImportOptions(), cancellation: RenderCancellation = .never,
        check: ([UInt8]) -> [Diagnostic]
    ) throws(SwiftImportError) -> CheckedScene {
        let translation = try translate(source, options: options, cancellation: cancellation)
        let json = Array(translation.json.utf8)
        let map = translation.sourceMap
        let found = check(json).map { diagnostic in
            ImportDiagnostic(
                diagnostic.severity == .error ? .error : .warning,
                at: map.position(of: diagnostic.path) ?? SourcePosition(line: 1, column: 1),
                "\(diagnostic.message) [\(diagnostic.code)] (scene \(diagnostic.path.isEmpty ? "/" : diagnostic.path))")
        }
        let errors = found.filter { $0.severity == .error }
        guard errors.isEmpty else {
            throw SwiftImportError(diagnostics: sorted(errors) + sorted(translation.warnings + found.filter { $0.severity == .warning }))
        }
        return CheckedScene(json: json, warnings: sorted(translation.warnings + found))
    }
}

/// A translated scene the decoder accepted.
public struct CheckedScene: Sendable {
    /// The scene JSON, as `zoetrope import` prints it.
    public var json: [UInt8]
    public var warnings: [ImportDiagnostic]
}
