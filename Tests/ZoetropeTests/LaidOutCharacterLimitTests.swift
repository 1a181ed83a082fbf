import Scene
import Testing
import Zoetrope

/// `limits.maxLaidOutCharacters` (issue 10): the characters of text one layout lays out, all
/// `Text`s together. 4,000 texts of 10,000 characters, each within `maxNodes` and
/// `maxTextLength`, once took minutes and gigabytes to lay out.
@Suite struct LaidOutCharacterLimitTests {
    static func renderer(characters: Int) -> Renderer {
        var limits = RenderLimits()
        limits.maxLaidOutCharacters = characters
        return TestRenderer.renderer(limits)
    }

    static func failure(_ renderer: Renderer, _ json: String, _ options: RenderOptions) -> ZoetropeError? {
        TestRenderer.failure(renderer, json, options)
    }

    /// Three texts of ten characters in a ZStack: each is proposed the 1000-point canvas, fits
    /// on one line and is laid out once per layout — 30 characters. `animated` fades the stack
    /// (a timeline, so every mode runs the animation engine and lays out each update).
    static func texts(animated: Bool) -> String {
        let stack = #"""
            {"type": "ZStack", "children": [{"type": "Text", "text": "abcdefghij"}, {"type": "Text", "text": "klmnopqrst"},
              {"type": "Text", "text": "uvwxyzabcd"}]\#(animated ? #", "modifiers": [{"opacity": "on ? 1 : 0.5"}]"# : "")}
            """#
        let timeline = animated ? #", "state": {"on": false}, "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]"# : ""
        return #"{"canvas": {"width": 1000, "height": 1000}, "body": \#(stack)\#(timeline)}"#
    }

    static let modes: [RenderOptions] = [
        RenderOptions(mode: .snapshot), RenderOptions(mode: .snapshot, text: .text), RenderOptions(mode: .keyframes),
        RenderOptions(mode: .keyframes, format: .smil), RenderOptions(mode: .frames, fps: 1, to: 0),
    ]

    static let message =
        "one layout passes 29 characters of text (every Text laid out, all views together) at this Text; the limit is limits.maxLaidOutCharacters in config.yml"

    @Test func eachKeyframeSampleIsALayoutOfItsOwn() {
        // One 20-character text whose size springs is laid out again at every instant the
        // keyframe fit samples (many more than one); each is one layout of 20 ≤ 25 characters.
        let json = #"""
            {"canvas": {"width": 400, "height": 100}, "state": {"big": false},
             "body": {"type": "Text", "text": "abcdefghijklmnopqrst", "modifiers": [{"font": {"size": "big ? 30 : 12"}}]},
             "timeline": [{"at": 0, "set": {"big": true}, "withAnimation": "bouncy"}]}
            """#
        for options in Self.modes {
            #expect(Self.failure(Self.renderer(characters: 25), json, options) == nil, "\(options.mode)")
        }
    }

    @Test func combiningMarksCountOneByOne() throws {
        // "a" and 40 combining acute accents (U+0301) are one grapheme cluster but 41 Unicode
        // scalars to shape: past a limit of 30 at the text itself.
        let marks = "a" + String(repeating: "\u{301}", count: 40)
        let json = #"{"canvas": {"width": 100, "height": 100}, "body": {"type": "Text", "text": "\#(marks)"}}"#
        let error = try #require(Self.failure(Self.renderer(characters: 30), json, RenderOptions(mode: .snapshot)))
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "/body")
        #expect(Self.failure(Self.renderer(characters: 41), json, RenderOptions(mode: .snapshot)) == nil)
    }

    @Test(arguments: LaidOutCharacterLimitTests.modes, [false, true])
    func thirtyCharactersRenderAtThirty(options: RenderOptions, animated: Bool) {
        #expect(Self.failure(Self.renderer(characters: 30), Self.texts(animated: animated), options) == nil)
    }

    @Test(arguments: LaidOutCharacterLimitTests.modes, [false, true])
    func theThirdTextPassesTwentyNine(options: RenderOptions, animated: Bool) throws {
        // 10 + 10 = 20 ≤ 29; the third text brings 30 > 29.
        let error = try #require(Self.failure(Self.renderer(characters: 29), Self.texts(animated: animated), options))
        #expect(error.status == 422)
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "/body/children/2")
        #expect(error.message == Self.message)
    }

    @Test func traceIsRefusedToo() throws {
        let renderer = Self.renderer(characters: 29)
        #expect(throws: ZoetropeError.self) { _ = try renderer.trace(Array(Self.texts(animated: true).utf8)) }
        do {
            _ = try renderer.trace(Array(Self.texts(animated: true).utf8))
        } catch {
            #expect(error.path == "/body/children/2")
            #expect(error.message == Self.message)
        }
        #expect((try? Self.renderer(characters: 30).trace(Array(Self.texts(animated: true).utf8))) != nil)
    }

    @Test func checkReportsWhatRenderRefuses() {
        let renderer = Self.renderer(characters: 29)
        let json = Array(Self.texts(animated: false).utf8)
        // The front end alone finds nothing: the count depends on layout.
        #expect(renderer.check(json).isEmpty)
        let found = renderer.check(json, rendering: RenderOptions(mode: .keyframes))
        #expect(found.map(\.path) == ["/body/children/2"])
        #expect(found.map(\.code) == ["limit_exceeded"])
        #expect(found.map(\.message) == [Self.message])
    }

    /// The issue's scene: 4,000 texts of 10,000 characters (40 million). On a 400-point canvas
    /// each wraps taller than the canvas, so it is laid out twice (wrapped, then cut to the lines
    /// that fit): 20,000 characters. At a limit of 25,000 the second text passes it and the render
    /// is refused at the ForEach's content (the layout tests count that nothing more is shaped).
    @Test(arguments: [RenderOptions(mode: .snapshot), RenderOptions(mode: .keyframes), RenderOptions(mode: .frames, fps: 1, to: 0)])
    func fourThousandLongTextsAreRefused(options: RenderOptions) throws {
        let long = String(repeating: "Wide words ", count: 1_000).prefix(10_000)
        let json = #"""
            {"canvas": {"width": 400, "height": 400},
             "body": {"type": "ZStack", "children": [{"type": "ForEach", "data": "0..<4000", "content": {"type": "Text", "text": "\#(long)"}}]}}
            """#
        let error = try #require(Self.failure(Self.renderer(characters: 25_000), json, options))
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "/body/children/0/content")
    }

    @Test func theDefaultIsAMillion() {
        #expect(RenderLimits().maxLaidOutCharacters == 1_000_000)
    }
}
