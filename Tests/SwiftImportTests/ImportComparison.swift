import SwiftImport
import Testing
import Zoetrope

/// Imports Swift and compares what it draws with a hand-written JSON scene.
enum ImportComparison {
    /// The imported scene as compact JSON, after the decoder has checked it; the warnings are
    /// returned too.
    static func scene(_ source: String, _ options: ImportOptions = ImportOptions()) throws -> (json: String, warnings: [String]) {
        let checked = try SwiftImport.checkedScene(source, options: options) { ImportTestSupport.renderer.check($0) }
        let json = try SwiftImport.translate(source, options: options).scene.compactText
        return (json, checked.warnings.map(\.description))
    }

    /// Whether the import draws as `handWritten` does: the keyframes SVG (CSS and SMIL) and
    /// snapshots at `times`.
    static func drawsTheSame(_ source: String, as handWritten: String, _ options: ImportOptions = ImportOptions(), at times: [Double]) throws -> Bool {
        let imported = Array(try ImportTestSupport.json(source, options).utf8)
        let expected = Array(handWritten.utf8)
        var smil = RenderOptions()
        smil.format = .smil
        var all = [RenderOptions(), smil]
        all += times.map { RenderOptionsForTest.snapshot(at: $0) }
        for renderOptions in all {
            guard try ImportTestSupport.svg(imported, options: renderOptions) == ImportTestSupport.svg(expected, options: renderOptions) else { return false }
        }
        return true
    }

    /// The errors (or, when it imports, the warnings) of a source.
    static func errors(_ source: String, _ options: ImportOptions = ImportOptions()) -> [String] {
        do {
            let checked = try SwiftImport.checkedScene(source, options: options) { ImportTestSupport.renderer.check($0) }
            return checked.warnings.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }
}
