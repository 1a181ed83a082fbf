import Foundation
import Testing
import Views
@testable import Typesetting

@Suite struct TypesetterLoadingTests {
    @Test func missingDirectoryNamesEveryFile() {
        #expect(throws: TypesettingError.self) { try Typesetter(fontDirectory: "/nonexistent/fonts") }
        do {
            _ = try Typesetter(fontDirectory: "/nonexistent/fonts")
        } catch let error as TypesettingError {
            guard case .missingFonts(let paths) = error else {
                Issue.record("expected missingFonts, got \(error)")
                return
            }
            #expect(paths.count == 12)
            #expect(paths.first == "/nonexistent/fonts/DejaVuSans.ttf")
            #expect(error.description.hasPrefix("missing font files: /nonexistent/fonts/DejaVuSans.ttf, "))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func aFileThatIsNotAFontIsReported() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for face in FontFace.allCases {
            try FileManager.default.createSymbolicLink(
                atPath: directory.appendingPathComponent(face.fileName).path,
                withDestinationPath: "\(Typesetter.defaultFontDirectory)/\(face.fileName)")
        }
        #expect(throws: Never.self) { try Typesetter(fontDirectory: directory.path) }
        let bogus = directory.appendingPathComponent(FontFace.mono.fileName)
        try FileManager.default.removeItem(at: bogus)
        try Data("not a font".utf8).write(to: bogus)
        #expect(throws: TypesettingError.unreadableFont(bogus.path)) { try Typesetter(fontDirectory: directory.path) }
    }

    @Test func defaultDirectoryIsDebiansUnlessOverridden() {
        let override = ProcessInfo.processInfo.environment["ZOETROPE_FONT_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        #expect(Typesetter.defaultFontDirectory == override ?? "/usr/share/fonts/truetype/dejavu")
    }
}
