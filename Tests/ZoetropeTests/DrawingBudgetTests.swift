import Scene
import Testing
import Zoetrope

/// Issue 10's document-wide bounds: `limits.maxDrawnPathElements` (what one drawing holds, all
/// views together) and `limits.maxOutputBytes` (what one response holds). Shapes each within
/// their own limit (`maxPathElements`, `maxStrokedPathElements`) once made a 290 MB SVG.
@Suite struct DrawingBudgetTests {
    /// A renderer with small bounds, so that hostile scenes stay cheap to refuse.
    static func renderer(drawn: Int = 2_000_000, output: Int = 67_108_864, stroked: Int = 100_000) -> Renderer {
        var limits = RenderLimits()
        limits.maxDrawnPathElements = drawn
        limits.maxOutputBytes = output
        limits.scene.maxStrokedPathElements = stroked
        return TestRenderer.renderer(limits)
    }

    static func failure(_ renderer: Renderer, _ json: String, _ options: RenderOptions) -> ZoetropeError? {
        TestRenderer.failure(renderer, json, options)
    }

    /// `count` rectangles (five path elements each: a move, three lines and a close).
    static func rectangles(_ count: Int) -> String {
        #"""
        {"canvas": {"width": 100, "height": 100},
         "body": {"type": "ZStack", "children": [{"type": "ForEach", "data": "0..<\#(count)", "content": {"type": "Rectangle"}}]}}
        """#
    }

    static let modes: [RenderOptions] = [
        RenderOptions(mode: .snapshot), RenderOptions(mode: .keyframes), RenderOptions(mode: .keyframes, format: .smil),
        RenderOptions(mode: .frames, fps: 1, to: 0),
    ]

    // MARK: - maxDrawnPathElements

    @Test(arguments: DrawingBudgetTests.modes) func rectanglesUpToTheBudgetRender(options: RenderOptions) throws {
        // 20 × 5 = 100 elements: exactly the limit.
        let renderer = Self.renderer(drawn: 100)
        #expect(Self.failure(renderer, Self.rectangles(20), options) == nil)
    }

    @Test(arguments: DrawingBudgetTests.modes) func oneRectangleMoreIsRefusedAtItsView(options: RenderOptions) throws {
        // 21 × 5 = 105 elements > 100: refused at the ForEach's content, the view that passed it.
        let renderer = Self.renderer(drawn: 100)
        let error = try #require(Self.failure(renderer, Self.rectangles(21), options))
        #expect(error.status == 422)
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "/body/children/0/content")
        #expect(
            error.message
                == "one drawing passes 100 path elements (outlines of shapes, strokedPath and their dash steps, clips and glyphs, all views together) at this view; the limit is limits.maxDrawnPathElements in config.yml"
        )
    }

    /// 200 large dashed circles outlined by `strokedPath`, each within `maxStrokedPathElements`;
    /// the line width animates, so every output mode outlines them at several instants.
    static let dashedCircles = #"""
        {"canvas": {"width": 800, "height": 800}, "state": {"wide": false},
         "body": {"type": "ZStack", "children": [{"type": "ForEach", "data": "0..<200", "content":
           {"type": "Circle", "modifiers": [{"strokedPath": {"lineWidth": "wide ? 2 : 1", "dash": [1, 1]}}, {"frame": {"width": 8000, "height": 8000}}]}}]},
         "timeline": [{"at": 0, "set": {"wide": true}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#

    @Test(arguments: DrawingBudgetTests.modes + [RenderOptions(mode: .frames, fps: 30)]) func dashedCirclesAreRefused(options: RenderOptions) throws {
        // Each circle's outline is cut at 2,000 elements (about 25,000 dashes of 5 elements would
        // be drawn): the 11th circle passes 20,000.
        let renderer = Self.renderer(drawn: 20_000, stroked: 2_000)
        let error = try #require(Self.failure(renderer, Self.dashedCircles, options))
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "/body/children/0/content")
        #expect(renderer.check(Array(Self.dashedCircles.utf8), rendering: options).first
            == Diagnostic(code: error.code, message: error.message, path: error.path))
    }

    /// `count` custom shapes whose path loop draws a move and 1,000 lines each.
    static func zigzags(_ count: Int) -> String {
        #"""
        {"canvas": {"width": 100, "height": 100},
         "shapes": {"Zigzag": {"path": [
           {"move": {"to": [0, 0]}},
           {"for": "i", "in": "0 ..< 1000", "do": [{"addLine": {"to": ["i / 10", "i / 10"]}}]}]}},
         "body": {"type": "VStack", "children": [{"type": "ForEach", "data": "0..<\#(count)", "content":
           {"type": "Zigzag", "modifiers": [{"stroke": "black"}]}}]}}
        """#
    }

    @Test func pathLoopsTimesViewsAreBoundedTogether() throws {
        // 1,001 elements per shape: 49 shapes are 49,049 ≤ 50,000; 50 are 50,050.
        let renderer = Self.renderer(drawn: 50_000)
        #expect(Self.failure(renderer, Self.zigzags(49), RenderOptions(mode: .snapshot)) == nil)
        let error = try #require(Self.failure(renderer, Self.zigzags(50), RenderOptions(mode: .snapshot)))
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "/body/children/0/content")
    }

    @Test func aShapeInsideAComponentIsNamedWhereItIsWritten() throws {
        let json = #"""
            {"canvas": {"width": 100, "height": 100},
             "components": {"Tile": {"body": {"type": "ZStack", "children": [{"type": "Color", "color": "red"}, {"type": "Rectangle"}]}}},
             "body": {"type": "VStack", "children": [{"type": "ForEach", "data": "0..<30", "content": {"type": "Tile"}}]}}
            """#
        // A Color is a rectangle too: 10 elements per tile, 30 tiles = 300 > 100. The eleventh
        // tile's Color reaches 105.
        let renderer = Self.renderer(drawn: 100)
        let error = try #require(Self.failure(renderer, json, RenderOptions(mode: .snapshot)))
        #expect(error.path == "/components/Tile/body/children/0")
    }

    // MARK: - maxOutputBytes

    @Test func aSnapshotOneByteOverTheOutputBudgetIsRefused() throws {
        let json = Self.rectangles(3)
        let size = try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions(mode: .snapshot)).bytes.count
        #expect(Self.failure(Self.renderer(output: size), json, RenderOptions(mode: .snapshot)) == nil)
        let error = try #require(Self.failure(Self.renderer(output: size - 1), json, RenderOptions(mode: .snapshot)))
        #expect(error.status == 422)
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "")
        #expect(error.message == "the output passes \(size - 1) bytes; the limit is limits.maxOutputBytes in config.yml")
    }

    @Test func framesShareOneOutputBudgetWithTheirJSON() throws {
        // A scene that never changes: every frame is the same SVG.
        let json = Self.rectangles(3)
        let frame = try #require(TestRenderer.shared.frames(Array(json.utf8), options: RenderOptions(mode: .frames, fps: 1, to: 0)).first)
        // In a JSON string each `"` and line feed of the SVG takes one byte more (`\"`, `\n`);
        // nothing else in it needs escaping.
        #expect(!frame.svg.contains { $0 < 0x20 && $0 != 0x0A || $0 == UInt8(ascii: "\\") })
        let escaped = frame.svg.count + frame.svg.filter { $0 == UInt8(ascii: "\"") || $0 == 0x0A }.count
        // `{"fps": 1, "frames": [` (22) and `]}\n` (3); per frame `{"t": 0, "svg": ` (16), the
        // string in quotes and `}` (escaped + 3); `, ` (2) before the second and the third.
        let document = 22 + 3 + 3 * (16 + escaped + 3) + 2 * 2
        let output = try Self.renderer(output: document).render(Array(json.utf8), options: RenderOptions(mode: .frames, fps: 1, to: 2))
        #expect(output.bytes.count == document)
        // One byte less, or a fourth frame, passes the bound: refused at `fps`.
        let error = try #require(Self.failure(Self.renderer(output: document - 1), json, RenderOptions(mode: .frames, fps: 1, to: 2)))
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "fps")
        #expect(error.message == "the output passes \(document - 1) bytes (all frames together); the limit is limits.maxOutputBytes in config.yml")
        #expect(Self.failure(Self.renderer(output: document), json, RenderOptions(mode: .frames, fps: 1, to: 3))?.path == "fps")
    }

    @Test func oneTextLargerThanTheOutputBudgetIsRefused() throws {
        // With `text=text`, 5,000 characters on one line (`fixedSize`) in one `<text>` element:
        // the writer refuses them as they are appended, not after the element is written.
        let text = String(repeating: "x", count: 5_000)
        let json = #"{"canvas": {"width": 100, "height": 100}, "body": {"type": "Text", "text": "\#(text)", "modifiers": [{"fixedSize": true}]}}"#
        let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot, text: .text))
        #expect(svg.contains(text))
        let error = try #require(Self.failure(Self.renderer(output: 1_024), json, RenderOptions(mode: .snapshot, text: .text)))
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "")
        #expect(error.message == "the output passes 1024 bytes; the limit is limits.maxOutputBytes in config.yml")
    }

    /// Two squares alike but for where they are laid out and where the scene writes them, both
    /// turning and fading alike: keyframe twins (one shares the other's tracks).
    static let twins = #"""
        {"canvas": {"width": 100, "height": 40}, "state": {"on": false},
         "body": {"type": "VStack", "spacing": 0, "children": [
           {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"rotationEffect": "on ? 90 : 0"}, {"opacity": "on ? 0.5 : 1"}]},
           {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"rotationEffect": "on ? 90 : 0"}, {"opacity": "on ? 0.5 : 1"}]}]},
         "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#

    @Test(arguments: DrawingBudgetTests.modes) func aTwinPastTheDrawnBudgetIsNamedAtItsOwnPlace(options: RenderOptions) throws {
        // 5 path elements per square: the first fits in 9, the second makes 10.
        let error = try #require(Self.failure(Self.renderer(drawn: 9), Self.twins, options))
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "/body/children/1")
        #expect(Self.failure(Self.renderer(drawn: 10), Self.twins, options) == nil)
    }

    @Test(arguments: [AnimationFormat.css, .smil]) func aKeyframeDocumentStopsAtTheOutputBudget(format: AnimationFormat) throws {
        // 50 rectangles fading in: their paths alone pass 1 KiB.
        let json = #"""
            {"canvas": {"width": 100, "height": 100}, "state": {"on": false},
             "body": {"type": "VStack", "children": [{"type": "ForEach", "data": "0..<50", "content":
               {"type": "Rectangle", "modifiers": [{"opacity": "on ? 1 : 0"}]}}]},
             "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#
        let renderer = Self.renderer(output: 1_024)
        let error = try #require(Self.failure(renderer, json, RenderOptions(mode: .keyframes, format: format)))
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "")
    }

    @Test func aTraceStopsAtTheOutputBudget() throws {
        let events = (0..<500).map { #"{"at": \#(Double($0) * 0.01), "set": {"on": "!on"}}"# }.joined(separator: ", ")
        let json = #"""
            {"canvas": {"width": 10, "height": 10}, "state": {"on": false},
             "body": {"type": "Rectangle", "modifiers": [{"opacity": "on ? 1 : 0"}]}, "timeline": [\#(events)]}
            """#
        let renderer = Self.renderer(output: 4_096)
        do {
            _ = try renderer.trace(Array(json.utf8))
            Issue.record("the trace passed the output budget")
        } catch {
            #expect(error.code == "limit_exceeded")
            #expect(error.path == "/timeline")
        }
    }

    @Test func checkReportsWhatTheRenderRefuses() throws {
        let renderer = Self.renderer(drawn: 100)
        let json = Array(Self.rectangles(21).utf8)
        // The front end alone finds nothing: the bound depends on layout.
        #expect(renderer.check(json).isEmpty)
        let diagnostics = renderer.check(json, rendering: RenderOptions(mode: .snapshot))
        #expect(diagnostics.map(\.path) == ["/body/children/0/content"])
        #expect(diagnostics.map(\.code) == ["limit_exceeded"])
        #expect(renderer.check(Array(Self.rectangles(20).utf8), rendering: RenderOptions(mode: .snapshot)).isEmpty)
    }
}
