import Foundation
import Scene
import Testing
import Views

/// `assets`, `Image` and the server's asset folder.
@Suite struct ImageDecodingTests {
    /// A 3×2 PNG.
    static let png = "iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAGklEQVR4nGP4z8Dwn4Hhf8N/Bob/jBAOBAAAfrEHexItDgoAAAAASUVORK5CYII="

    func folder(_ files: [String: Data]) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("zoetrope-assets-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: directory.appendingPathComponent(name)) }
        return directory.path
    }

    @Test func imageReadsTheSceneAsset() throws {
        let scene = try decodeScene(sceneJSON(body: #"{"type": "Image", "name": "p"}"#, extra: #""assets": {"p": "data:image/png;base64,\#(Self.png)"}"#))
        guard case .image(let asset) = scene.body.kind else {
            Issue.record("not an image: \(scene.body.kind)")
            return
        }
        #expect(asset.name == "p" && asset.width == 3 && asset.height == 2)
    }

    @Test func assetFolderProvidesNamesAndSceneAssetsWin() throws {
        let svg = Data("<svg xmlns='http://www.w3.org/2000/svg' width='5' height='7'/>".utf8)
        var limits = SceneLimits.default
        let directory = try folder(["logo.svg": svg, "p.png": Data(base64Encoded: Self.png)!])
        defer { try? FileManager.default.removeItem(atPath: directory) }
        limits.assetDirectory = directory
        let fromFolder = try decodeScene(sceneJSON(body: #"{"type": "Image", "name": "logo"}"#), limits: limits)
        guard case .image(let logo) = fromFolder.body.kind else { throw SceneTestFailure.notAnImage }
        #expect(logo.format == .svg && logo.width == 5 && logo.height == 7)

        // The scene's own "logo" (a PNG) wins over the folder's SVG.
        let own = try decodeScene(
            sceneJSON(body: #"{"type": "Image", "name": "logo"}"#, extra: #""assets": {"logo": "data:image/png;base64,\#(Self.png)"}"#),
            limits: limits)
        guard case .image(let ownLogo) = own.body.kind else { throw SceneTestFailure.notAnImage }
        #expect(ownLogo.format == .png)

        // Names cannot leave the folder.
        let escape = try #require(sceneError(sceneJSON(body: #"{"type": "Image", "name": "../p"}"#), limits: limits))
        #expect(escape.primary.message == "unknown image '../p'; the scene has no assets")
        #expect(escape.primary.path == "/body/name")
    }

    @Test func aRefusedAssetIsReportedOnce() throws {
        let diagnostics = sceneDiagnostics(
            sceneJSON(body: #"{"type": "Image", "name": "p"}"#, extra: #""assets": {"p": "data:image/png;base64,iVBORw0KGgo="}"#))
        #expect(diagnostics.map(\.description) == ["/assets/p: error: asset 'p': the PNG data is truncated at byte 8 [invalid_image]"])
    }

    @Test func noFolderByDefault() throws {
        let error = try #require(sceneError(sceneJSON(body: #"{"type": "Image", "name": "p"}"#)))
        #expect(error.primary.message == "unknown image 'p'; the scene has no assets")
    }

    @Test func totalAssetBytesAreALimit() throws {
        var limits = SceneLimits.default
        limits.assets.maxTotalAssetBytes = 100
        let error = try #require(
            sceneError(
                sceneJSON(body: #"{"type": "EmptyView"}"#, extra: #""assets": {"a": "data:image/png;base64,\#(Self.png)", "b": "data:image/png;base64,\#(Self.png)"}"#),
                limits: limits))
        #expect(error.primary.path == "/assets/b")
        #expect(error.primary.message == "the scene's images are more than 100 bytes in all (limits.maxTotalAssetBytes)")
    }

    @Test func aspectRatioForms() throws {
        func modifier(_ json: String) throws -> SceneModifier {
            let scene = try decodeScene(sceneJSON(body: #"{"type": "Color", "color": "red", "modifiers": [\#(json)]}"#))
            return try #require(scene.body.modifiers.first)
        }
        #expect(try modifier(#"{"aspectRatio": 1.5}"#) == .aspectRatio(ratio: .constant(1.5), contentMode: .constant(.fit)))
        #expect(try modifier(#"{"aspectRatio": "fill"}"#) == .aspectRatio(ratio: nil, contentMode: .constant(.fill)))
        #expect(try modifier(#"{"aspectRatio": {"ratio": 2, "contentMode": "fill"}}"#) == .aspectRatio(ratio: .constant(2), contentMode: .constant(.fill)))
        #expect(try modifier(#"{"scaledToFit": true}"#) == .aspectRatio(ratio: nil, contentMode: .constant(.fit)))
    }
}

enum SceneTestFailure: Error { case notAnImage }
