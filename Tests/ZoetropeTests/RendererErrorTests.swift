import Testing
import Zoetrope

/// The facade maps front-end failures to HTTP statuses: 400 malformed JSON, 422 invalid scene,
/// 413 over the body limit, 400 for a bad option.
@Suite struct RendererErrorTests {
    func failure(of json: String, renderer: Renderer = TestRenderer.shared) -> ZoetropeError? {
        do {
            _ = try renderer.render(Array(json.utf8), options: RenderOptions())
            return nil
        } catch {
            return error
        }
    }

    @Test func malformedJSONIs400() throws {
        let error = try #require(failure(of: #"{"canvas": "#))
        #expect(error.status == 400)
    }

    @Test func invalidSceneIs422WithPath() throws {
        let error = try #require(failure(of: #"{"canvas": {"width": 100, "height": 100}, "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": true}}]}}"#))
        #expect(error.status == 422)
        #expect(error.path == "/body/modifiers/0/frame/width")
    }

    @Test func bodyOverTheLimitIs413() throws {
        let renderer = try Renderer(limits: RenderLimits(maxBodyBytes: 64))
        let error = try #require(failure(of: String(repeating: " ", count: 65) + "{}", renderer: renderer))
        #expect(error.status == 413)
        #expect(error.code == "body_too_large")
    }

    @Test func unknownOptionIs400NamingIt() throws {
        #expect(throws: ZoetropeError.invalidOption("colour", "unknown option 'colour'; expected mode, t, text, precision, fps, from, to or format")) {
            try RenderOptions(parameters: ["colour": "red"])
        }
        #expect(throws: ZoetropeError.invalidOption("fps", "fps must be a number above 0 and at most 120, got '0'")) {
            try RenderOptions(parameters: ["fps": "0"])
        }
        #expect(throws: ZoetropeError.invalidOption("t", "t must be a time in seconds (a number ≥ 0), got '-1'")) {
            try RenderOptions(parameters: ["t": "-1"])
        }
    }

    @Test func checkReportsEveryDiagnostic() {
        let diagnostics = TestRenderer.shared.check(Array(#"{"canvas": {"width": 100, "height": 100}, "body": {"type": "Rectangel"}}"#.utf8))
        #expect(diagnostics.contains { $0.path == "/body/type" && $0.message.contains("Rectangle") })
    }
}
