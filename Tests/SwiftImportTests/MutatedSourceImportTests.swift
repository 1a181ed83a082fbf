import Foundation
import SwiftImport
import Testing
import Zoetrope

/// The importer runs on the server, so every damaged source must end in a scene or in
/// diagnostics — never a crash or a hang. Each test source is damaged systematically: every line
/// left out, every line doubled, cut short every 53 characters, and every number made extreme.
/// A source that still imports must pass the scene check and render a snapshot.
@Suite struct MutatedSourceImportTests {
    static let sources: [(name: String, source: String, options: ImportOptions)] = [
        ("ImplicitAnimationDemo", SeedImportTests.implicitAnimationDemo, SeedImportTests.canvas),
        ("ExplicitAnimationDemo", SeedImportTests.explicitAnimationDemo, SeedImportTests.canvas),
        ("AnimatedLoadingButton", Seed002LoadingButtonTests.source, Seed002LoadingButtonTests.options),
        ("Student", Seed003ImportTests.wholeStudent, ImportOptions()),
        ("heart", AnimatorImportTests.heart, ImportOptions()),
        ("badge", AnimatorImportTests.badge, ImportOptions()),
        ("settings", BindingImportTests.settings, ImportOptions()),
        ("picker", IfLetImportTests.picker, ImportOptions()),
        ("hero", MatchedGeometryImportTests.hero, ImportOptions()),
        ("rows", TapTargetImportTests.rows, ImportOptions(taps: [.init(label: "Row#2", time: 0.5)])),
        ("pulse", TaskSleepImportTests.pulse, ImportOptions()),
    ]

    /// Every damaged version of `source`.
    static func mutants(of source: String) -> [String] {
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var result: [String] = []
        for index in lines.indices {
            var without = lines
            without.remove(at: index)
            result.append(without.joined(separator: "\n"))
            var doubled = lines
            doubled.insert(lines[index], at: index)
            result.append(doubled.joined(separator: "\n"))
        }
        let characters = Array(source)
        for end in stride(from: 0, to: characters.count, by: 53) { result.append(String(characters[..<end])) }
        for extreme in ["1e308", "-1e308", "9223372036854775807", "-9223372036854775808", "0"] {
            result.append(source.replacing(/\b[0-9]+(\.[0-9]+)?\b/) { _ in extreme })
        }
        return result
    }

    @Test(arguments: sources.map(\.name))
    func damagedSourcesEndInASceneOrDiagnostics(_ name: String) throws {
        let entry = try #require(Self.sources.first { $0.name == name })
        var imported = 0, refused = 0
        for mutant in Self.mutants(of: entry.source) {
            do {
                let scene = try SwiftImport.checkedScene(mutant, options: entry.options) { ImportTestSupport.renderer.check($0) }
                _ = try ImportTestSupport.svg(scene.json, options: RenderOptions(mode: .snapshot, time: 0.5))
                imported += 1
            } catch let error as SwiftImportError {
                #expect(!error.diagnostics.isEmpty, "\(name): refused without a diagnostic:\n\(mutant)")
                for diagnostic in error.diagnostics {
                    #expect(diagnostic.position.line >= 1 && !diagnostic.message.isEmpty, "\(name): \(diagnostic)")
                }
                refused += 1
            }
        }
        // The source itself imports, and a source cut to nothing does not.
        #expect(imported >= 1 && refused >= 1, "\(name): \(imported) imported, \(refused) refused")
    }
}
