import Geometry
import Testing

@testable import Scene

/// Colour syntax: names, hex, rgb/rgba, hsb, opacity, objects and expressions.
@Suite struct ColorDecodingTests {
    func color(_ text: String) -> SceneColor? {
        if case .success(let color) = ColorSyntax.parse(text) { return color }
        return nil
    }

    @Test func namedColorsResolvePerScheme() throws {
        let blue = try #require(color("blue"))
        #expect(blue.resolved(in: .light) == Color(red255: 0, 122, 255))
        #expect(blue.resolved(in: .dark) == Color(red255: 10, 132, 255))
        #expect(color("primary")?.resolved(in: .dark) == .white)
    }

    @Test func hexForms() {
        // #f80 doubles each digit: ff 88 00.
        #expect(color("#f80") == .rgba(Color(red255: 255, 136, 0)))
        #expect(color("#FF8800") == .rgba(Color(red255: 255, 136, 0)))
        // 0x80 / 255 alpha.
        #expect(color("#ff880080") == .rgba(Color(red255: 255, 136, 0, opacity: 128.0 / 255)))
        #expect(color("#ff88") == nil)
        #expect(color("#gg0000") == nil)
        // Digits of either case: aa bb cc is 170 187 204; #000 is black, opaque.
        #expect(color("#aBc") == .rgba(Color(red255: 170, 187, 204)))
        #expect(color("#000") == .rgba(Color(red255: 0, 0, 0)))
        #expect(color("#0a0B0c0D") == .rgba(Color(red255: 10, 11, 12, opacity: 13.0 / 255)))
        for malformed in ["#", "#12345", "#1234567", "#123456789", "#12g", "#ff880g"] {
            #expect(color(malformed) == nil, "\(malformed)")
        }
    }

    @Test func functionalForms() {
        #expect(color("rgb(255, 0, 128)") == .rgba(Color(red: 1, green: 0, blue: 128.0 / 255)))
        #expect(color("rgba(0,0,0,0.5)") == .rgba(Color(red: 0, green: 0, blue: 0, opacity: 0.5)))
        // Hue 0.5 is sector 3 of 6 (cyan): red 0, green 1, blue 1 at full saturation and brightness.
        #expect(color("hsb(0.5, 1, 1)") == .rgba(Color(red: 0, green: 1, blue: 1)))
        #expect(color("hsb(0, 0, 1, 0.25)") == .rgba(Color(red: 1, green: 1, blue: 1, opacity: 0.25)))
        #expect(color("rgb(256, 0, 0)") == nil)
        #expect(color("rgba(1, 2, 3)") == nil)
    }

    @Test func opacitySuffixMultiplies() throws {
        let faded = try #require(color("blue.opacity(0.5)"))
        #expect(faded == .opacity(.named("blue"), 0.5))
        #expect(faded.resolved(in: .light) == Color(red255: 0, 122, 255, opacity: 0.5))
        #expect(color("#000000.opacity(0.1)")?.resolved(in: .light) == Color(red: 0, green: 0, blue: 0, opacity: 0.1))
        #expect(color("blue.opacity(2)") == nil)
    }

    @Test func malformedLiteralsAreErrorsWithTheirOwnMessage() {
        #expect(
            modifierError(#"[{"foregroundColor": "rgb(300, 0, 0)"}]"#)
                == Diagnostic(
                    code: "invalid_color", message: "red, green and blue in 'rgb(300, 0, 0)' must be from 0 to 255",
                    path: "/body/modifiers/0/foregroundColor"))
        #expect(modifierError(##"[{"foregroundColor": "#12345"}]"##)?.message == "'#12345' is not a hex color (#rgb, #rrggbb or #rrggbbaa)")
    }

    @Test func colorObjectsAndDeclaredNames() throws {
        let modifiers = try decodedModifiers(
            #"[{"foregroundColor": {"color": "white", "opacity": "dim ? 0.5 : 1"}}, {"foregroundColor": "tint"}]"#,
            state: #"{"dim": true, "tint": "red"}"#)
        guard case .foregroundColor(let faded) = modifiers[0], case .foregroundColor(let tint) = modifiers[1] else {
            Issue.record("unexpected \(modifiers)")
            return
        }
        #expect(faded.color == .constant(.named("white")))
        #expect(faded.resolved(EvaluationContext(["dim": .bool(true)]), scheme: .light) == Color(red: 1, green: 1, blue: 1, opacity: 0.5))
        // A declared name wins over the colour name: `tint` reads the state.
        #expect(tint.resolved(EvaluationContext(["tint": .string("#00ff00")]), scheme: .light) == Color(red: 0, green: 1, blue: 0))
        // A state string that is no colour is absent.
        #expect(tint.resolved(EvaluationContext(["tint": .string("nope")]), scheme: .light) == nil)
    }

    @Test func canvasBackgroundResolvesForTheScheme() throws {
        let scene = try decodeScene(
            #"{"canvas": {"width": 10, "height": 20, "background": "blue", "colorScheme": "dark"}, "body": {"type": "EmptyView"}}"#)
        #expect(scene.canvas == Canvas(width: 10, height: 20, background: Color(red255: 10, 132, 255), colorScheme: .dark))
        #expect(
            sceneError(#"{"canvas": {"colorScheme": "night"}, "body": {"type": "EmptyView"}}"#)?.primary.message
                == "unknown color scheme 'night'; did you mean 'light'?")
    }

    @Test func canvasDefaults() throws {
        let scene = try decodeScene(#"{"body": {"type": "EmptyView"}}"#)
        #expect(scene.canvas == Canvas(width: 400, height: 300, background: nil, colorScheme: .light))
    }
}
