import Foundation
import Scene
import Testing
import Views

/// `fonts`, `{"font": {"custom": …}}` and the server's font folder.
@Suite struct CustomFontDecodingTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fonts/ZoetropeTestSerif.ttf")

    static func base64() throws -> String { try Data(contentsOf: fixture).base64EncodedString() }

    func scene(font: String, fonts: String? = nil) throws -> String {
        let fontsJSON = try fonts ?? #"{"Test": "data:font/ttf;base64,\#(Self.base64())"}"#
        return sceneJSON(body: #"{"type": "Text", "text": "Hi", "modifiers": [{"font": \#(font)}]}"#, extra: #""fonts": \#(fontsJSON)"#)
    }

    func sceneFont(_ json: String, limits: SceneLimits = .default) throws -> SceneFont {
        let scene = try decodeScene(json, limits: limits)
        guard case .font(let font) = try #require(scene.body.modifiers.first) else { throw CustomFontTestFailure.notACustomFont }
        return font
    }

    @Test func aCustomFontHasItsBytesFamilyAndSize() throws {
        let font = try sceneFont(try scene(font: #"{"custom": "Test", "size": 20, "relativeTo": "title"}"#))
        guard case .custom(let custom, let size, let relativeTo) = font.base else { throw CustomFontTestFailure.notACustomFont }
        #expect(custom.name == "Test")
        #expect(custom.family == "Zoetrope Test Serif")
        #expect(custom.bytes == [UInt8](try Data(contentsOf: Self.fixture)))
        #expect(custom.dataURI == "data:font/ttf;base64," + (try Self.base64()))
        #expect(size == .constant(20))
        #expect(relativeTo == .title)
        let fixed = try sceneFont(try scene(font: #"{"custom": "Test", "fixedSize": 9}"#))
        guard case .custom(_, let fixedSize, nil) = fixed.base else { throw CustomFontTestFailure.notACustomFont }
        #expect(fixedSize == .constant(9))
    }

    @Test func anUnknownNameNamesTheNearest() throws {
        let error = try #require(sceneError(try scene(font: #"{"custom": "Tset", "size": 20}"#)))
        #expect(error.primary.description == #"/body/modifiers/0/font/custom: error: unknown font 'Tset'; did you mean 'Test'? [unknown_font]"#)
        let far = try #require(sceneError(try scene(font: #"{"custom": "Helvetica", "size": 20}"#)))
        #expect(far.primary.message == "unknown font 'Helvetica'; the scene's fonts are 'Test'")
        let none = try #require(sceneError(sceneJSON(body: #"{"type": "Text", "text": "Hi", "modifiers": [{"font": {"custom": "Inter"}}]}"#)))
        #expect(none.primary.message == #"unknown font 'Inter'; the scene has no fonts (declare them in "fonts": {"Inter": "data:font/ttf;base64,…"})"#)
    }

    @Test func aBadFontIsReportedAtItsName() throws {
        let truncated = sceneDiagnostics(try scene(font: #"{"custom": "Bad"}"#, fonts: #"{"Bad": "data:font/ttf;base64,AAEAAAAA"}"#))
        #expect(truncated.map(\.description) == ["/fonts/Bad: error: font 'Bad': the font data is truncated (6 bytes) [invalid_font]"])
        let png = sceneDiagnostics(try scene(font: #"{"custom": "Bad"}"#, fonts: #"{"Bad": "data:font/ttf;base64,iVBORw0KGgoAAAANSUhEUg=="}"#))
        #expect(png.map(\.description) == [
            "/fonts/Bad: error: font 'Bad': not a TrueType or OpenType font (it does not start with a font signature) [invalid_font]"
        ])
        let notAString = sceneDiagnostics(try scene(font: #"{"custom": "Bad"}"#, fonts: #"{"Bad": 3}"#))
        #expect(notAString.count == 1)
        #expect(notAString.first?.path == "/fonts/Bad")
        let name = sceneDiagnostics(try scene(font: #"{"custom": "Test"}"#, fonts: #"{"a'b": "data:font/ttf;base64,AA=="}"#))
        #expect(name.first?.message == "font name 'a\\'b' must be 1 to 64 letters, digits, spaces, '_', '-' or '.'")
    }

    @Test func fontBytesAreLimited() throws {
        var limits = SceneLimits.default
        limits.maxFontBytes = 7_000
        let one = try #require(sceneError(try scene(font: #"{"custom": "Test"}"#), limits: limits))
        #expect(one.primary.description == "/fonts/Test: error: font 'Test': the font is more than 7000 bytes (limits.maxFontBytes) [limit_exceeded]")
        limits = .default
        limits.maxTotalFontBytes = 10_000
        let uri = "data:font/ttf;base64,\(try Self.base64())"
        let two = try #require(sceneError(try scene(font: #"{"custom": "A"}"#, fonts: #"{"A": "\#(uri)", "B": "\#(uri)"}"#), limits: limits))
        #expect(two.primary.description == "/fonts/B: error: the scene's fonts are more than 10000 bytes in all (limits.maxTotalFontBytes) [limit_exceeded]")
    }

    @Test func sizeFormsAreExclusive() throws {
        let both = try #require(sceneError(try scene(font: #"{"custom": "Test", "size": 3, "fixedSize": 4}"#)))
        #expect(both.primary.message == "a custom font takes 'size' or 'fixedSize', not both")
        let style = try #require(sceneError(try scene(font: #"{"custom": "Test", "style": "body"}"#)))
        #expect(style.primary.message == "a custom font takes 'size' or 'fixedSize', not 'style'; use 'relativeTo' for its text style")
        let relative = try #require(sceneError(try scene(font: #"{"custom": "Test", "relativeTo": "bodyy"}"#)))
        #expect(relative.primary.path == "/body/modifiers/0/font/relativeTo")
        let orphan = try #require(sceneError(try scene(font: #"{"size": 3, "relativeTo": "body"}"#)))
        #expect(orphan.primary.message == #"font.relativeTo belongs to a custom font: {"custom": "<name of a scene font>", …}"#)
    }

    @Test func theFontFolderProvidesNamesAndSceneFontsWin() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(contentsOf: Self.fixture).write(to: directory.appendingPathComponent("Serif.ttf"))
        try Data([0, 1, 0, 0]).write(to: directory.appendingPathComponent("Broken.otf"))
        var limits = SceneLimits.default
        limits.fontDirectory = directory.path
        let json = sceneJSON(body: #"{"type": "Text", "text": "Hi", "modifiers": [{"font": {"custom": "Serif", "size": 12}}]}"#)
        guard case .custom(let custom, _, _) = try sceneFont(json, limits: limits).base else { throw CustomFontTestFailure.notACustomFont }
        #expect(custom.family == "Zoetrope Test Serif" && custom.name == "Serif")
        let broken = sceneDiagnostics(
            sceneJSON(body: #"{"type": "Text", "text": "Hi", "modifiers": [{"font": {"custom": "Broken"}}]}"#), limits: limits)
        #expect(broken.map(\.description) == [
            "/body/modifiers/0/font/custom: error: font 'Broken': the font data is truncated (4 bytes) [invalid_font]"
        ])
        // Without a folder, the name is unknown.
        #expect(sceneError(json)?.primary.code == "unknown_font")
    }
}
enum CustomFontTestFailure: Error { case notACustomFont }
