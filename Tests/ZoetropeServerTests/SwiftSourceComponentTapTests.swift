import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Zoetrope
import ZoetropeServer

/// `tap=` over HTTP on a Button inside a component that changes the component's own state: the
/// render and the trace are those of the scene written by hand with the counter the import makes.
@Suite struct SwiftSourceComponentTapTests {
    static let view = """
        struct Root: View {
            var body: some View {
                HStack {
                    Child(title: "A")
                    Child(title: "B")
                }
            }
        }

        struct Child: View {
            let title: String
            @State private var on = false
            var body: some View {
                VStack {
                    Button(title) { withAnimation(.easeInOut) { on.toggle() } }
                    Rectangle().frame(width: 10, height: 10).scaleEffect(on ? 2 : 1)
                }
            }
        }
        """

    /// By hand (docs/swift-import.md): B's use is passed the counter `_tap1`, which the tap
    /// increments with the action's animation; Child flips its own `on` in an onChange of it.
    static let scene = """
        {"canvas": {"width": 60, "height": 40},
         "state": {"_tap1": 0},
         "components": {"Child": {
           "params": {"title": "", "_tap1": 0},
           "state": {"on": false},
           "body": {"type": "VStack", "children": [
             {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"scaleEffect": "on ? 2 : 1"}]}],
             "modifiers": [{"onChange": {"of": "_tap1", "perform": [{"set": {"on": "!on"}}]}}]}}},
         "body": {"type": "HStack", "children": [{"type": "Child", "title": "A"}, {"type": "Child", "title": "B", "_tap1": "_tap1"}]},
         "timeline": [{"at": 0.5, "set": {"_tap1": "_tap1 + 1"}, "withAnimation": "easeInOut"}]}
        """

    @Test func theTappedInstanceRendersAndTracesAsTheSceneByHand() async throws {
        try await withServer(renderer: try Renderer()) { client in
            // B's scale animates with the action's easeInOut (0.35 s) from the tap at 0.5 s.
            _ = try await Self.expectSameOutputs(client, view: Self.view, tap: "B@0.5", scene: Self.scene)
        }
    }

    static let rowsView = """
        struct Root: View {
            @State private var items = [1, 2, 3]
            var body: some View {
                HStack {
                    ForEach(items, id: \\.self) { item in
                        Child(title: "Flip")
                    }
                }
            }
        }

        struct Child: View {
            let title: String
            @State private var on = false
            var body: some View {
                VStack {
                    Button(title) { withAnimation(.easeInOut) { on.toggle() } }
                    Rectangle().frame(width: 10, height: 10).scaleEffect(on ? 2 : 1)
                }
            }
        }
        """

    /// By hand (docs/swift-import.md): the tap keeps the second row's element in `_tap1row` and
    /// increments `_tap1` with the action's animation; the use passes the counter to the row
    /// whose element that is, and 0 to the others.
    static let rowsScene = """
        {"canvas": {"width": 60, "height": 40},
         "state": {"items": [1, 2, 3], "_tap1": 0, "_tap1row": null},
         "components": {"Child": {
           "params": {"title": "", "_tap1": 0},
           "state": {"on": false},
           "body": {"type": "VStack", "children": [
             {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"scaleEffect": "on ? 2 : 1"}]}],
             "modifiers": [{"onChange": {"of": "_tap1", "perform": [{"set": {"on": "!on"}}]}}]}}},
         "body": {"type": "HStack", "children": [{"type": "ForEach", "data": "items", "id": "self", "as": "item",
           "content": {"type": "Child", "title": "Flip", "_tap1": "_tap1row != nil && item == _tap1row ? _tap1 : 0"}}]},
         "timeline": [{"at": 0.5, "set": {"_tap1": "_tap1 + 1", "_tap1row": "items[1]"}, "withAnimation": "easeInOut"}]}
        """

    @Test func theTappedRowOfAnArrayRendersAndTracesAsTheSceneByHand() async throws {
        try await withServer(renderer: try Renderer()) { client in
            // The second row's scale animates with easeInOut (0.35 s) from the tap at 0.5 s.
            let trace = try await Self.expectSameOutputs(client, view: Self.rowsView, tap: "Flip%232@0.5", scene: Self.rowsScene)
            // The trace's update at the tap changes the counter, the kept row and the row's own state.
            #expect(trace.contains("_tap1row"))
        }
    }

    /// Expects the Swift `view` tapped at `tap` (0.5 s, canvas 60 × 40) to render the snapshots at
    /// 0.5, 0.6 and 1 s, the CSS and SMIL keyframes (an easeInOut from the tap) and the trace of
    /// the hand-written `scene`; returns the Swift trace.
    static func expectSameOutputs(_ client: any TestClientProtocol, view: String, tap: String, scene: String) async throws -> String {
        for t in ["0.5", "0.6", "1"] {
            let swift = try await client.execute(
                uri: "/v1/render?mode=snapshot&t=\(t)&tap=\(tap)&canvas=60x40", method: .post,
                headers: [.contentType: "text/x-swift"], body: ByteBuffer(string: view))
            let json = try await client.execute(uri: "/v1/render?mode=snapshot&t=\(t)", method: .post, body: ByteBuffer(string: scene))
            #expect(swift.status == .ok)
            #expect(swift.body.text == json.body.text)
        }
        for format in ["css", "smil"] {
            let swift = try await client.execute(
                uri: "/v1/render?mode=keyframes&format=\(format)&tap=\(tap)&canvas=60x40", method: .post,
                headers: [.contentType: "text/x-swift"], body: ByteBuffer(string: view))
            let json = try await client.execute(uri: "/v1/render?mode=keyframes&format=\(format)", method: .post, body: ByteBuffer(string: scene))
            #expect(swift.status == .ok)
            let (swiftSVG, jsonSVG) = (fixedIDs(swift.body.text), fixedIDs(json.body.text))
            if format == "css" { #expect(swiftSVG.contains("animation:id0 .35s ease-in-out .5s both")) }
            #expect(swiftSVG.contains(format == "css" ? "@keyframes" : "<animate"))
            #expect(swiftSVG == jsonSVG)
        }
        let swift = try await client.execute(
            uri: "/v1/trace?tap=\(tap)&canvas=60x40", method: .post, headers: [.contentType: "text/x-swift"], body: ByteBuffer(string: view))
        let json = try await client.execute(uri: "/v1/trace", method: .post, body: ByteBuffer(string: scene))
        #expect(swift.status == .ok)
        #expect(swift.body.text == json.body.text)
        return swift.body.text
    }

    /// The SVG with its ids' prefix (derived from the scene's bytes, which differ between an
    /// imported scene and one written by hand) as `id`.
    static func fixedIDs(_ svg: String) -> String {
        guard let start = svg.range(of: "@keyframes ")?.upperBound, let end = svg[start...].range(of: "0{")?.lowerBound else { return svg }
        return svg.replacingOccurrences(of: String(svg[start..<end]), with: "id")
    }
}
