import Scene
import Zoetrope
import ZoetropeServer

/// A stand-in renderer for tests of the server's own behaviour: its SVG spells out the options
/// it was given, and a few fixed bodies produce each kind of refusal.
struct FakeSceneRenderer: SceneRendering {
    static let malformed = "{not json"
    static let invalid = #"{"body": {"type": "NoSuchView"}}"#

    func render(_ json: [UInt8], options: RenderOptions) throws(ZoetropeError) -> RenderOutput {
        try refuse(json)
        let svg = #"<svg xmlns="http://www.w3.org/2000/svg" data-mode="\#(options.mode.rawValue)" "#
            + #"data-t="\#(options.time)" data-text="\#(options.text.rawValue)" data-precision="\#(options.precision)" "#
            + #"data-fps="\#(options.fps)" data-from="\#(options.from)" data-to="\#(options.to.map { "\($0)" } ?? "end")"/>"#
        return RenderOutput(contentType: "image/svg+xml; charset=utf-8", bytes: Array(svg.utf8))
    }

    func trace(_ json: [UInt8]) throws(ZoetropeError) -> RenderOutput {
        try refuse(json)
        return RenderOutput(contentType: "application/json", bytes: Array(#"{"updates": []}"#.utf8))
    }

    /// Throws what the real renderer would for the fixed malformed and invalid bodies.
    private func refuse(_ json: [UInt8]) throws(ZoetropeError) {
        if let first = check(json).first {
            let kind: SceneError.Kind = first.code == "malformed_json" ? .malformedJSON : .invalidScene
            throw ZoetropeError(SceneError(kind: kind, diagnostics: check(json)))
        }
    }

    func check(_ json: [UInt8]) -> [Diagnostic] {
        switch String(decoding: json, as: UTF8.self) {
        case Self.malformed:
            [Diagnostic(code: "malformed_json", message: "expected a property name at offset 1", path: "")]
        case Self.invalid:
            [
                Diagnostic(code: "unknown_view", message: "unknown view type 'NoSuchView'", path: "/body/type"),
                Diagnostic(severity: .warning, code: "unused_state", message: "state 'x' is never read", path: "/state/x"),
            ]
        default:
            []
        }
    }
}
