import Foundation
import Testing
import Zoetrope

/// `Image(systemName:)` end to end. A symbol is a square of the font's size times the image
/// scale's factor (small 0.78, medium 1, large 1.29), centred like any view. `heart.fill` is
/// Material's "favorite", which in its 24-unit grid spans x 2…22 and y 3…21.35: every expected
/// bound below is the square's origin plus its side times those fractions.
@Suite struct SymbolRenderTests {
    struct Bounds {
        var minX, minY, maxX, maxY: Double
    }

    /// The bounds of every point (end and control) of the paths filled with `fill`.
    static func bounds(_ svg: String, fill: String) throws -> Bounds {
        let paths = svg.matches(of: /<path d="([^"]*)" fill="([^"]*)"/).filter { String($0.output.2) == fill }
        let d = try #require(paths.first.map { String($0.output.1) }, "no path filled with \(fill)")
        let numbers = d.matches(of: /-?[0-9]*\.?[0-9]+/).compactMap { Double(String($0.output)) }
        var b = Bounds(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)
        for i in stride(from: 0, to: numbers.count - 1, by: 2) {
            b.minX = min(b.minX, numbers[i])
            b.maxX = max(b.maxX, numbers[i])
            b.minY = min(b.minY, numbers[i + 1])
            b.maxY = max(b.maxY, numbers[i + 1])
        }
        return b
    }

    /// Expects the heart drawn in the square at (`x`, `y`) of side `width` × `height`.
    static func expectHeart(_ b: Bounds, x: Double, y: Double, width: Double, height: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        // The font stores the 24-unit grid in whole units of its 512-unit em (half a unit of
        // rounding, 1/1024 of the side), and the SVG writes two decimals (0.005).
        let tolerance = 0.005 + max(width, height) / 1024 + 1e-9
        #expect(abs(b.minX - (x + width * 2 / 24)) < tolerance, "minX \(b.minX)", sourceLocation: sourceLocation)
        #expect(abs(b.maxX - (x + width * 22 / 24)) < tolerance, "maxX \(b.maxX)", sourceLocation: sourceLocation)
        #expect(abs(b.minY - (y + height * 3 / 24)) < tolerance, "minY \(b.minY)", sourceLocation: sourceLocation)
        #expect(abs(b.maxY - (y + height * 21.35 / 24)) < tolerance, "maxY \(b.maxY)", sourceLocation: sourceLocation)
    }

    func snapshot(_ body: String, time: Double = 0, extra: String = "") throws -> String {
        let json = #"{"canvas": {"width": 200, "height": 100}, "body": \#(body)\#(extra)}"#
        let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot, time: time))
        try SVGValidation.expectValid(Array(svg.utf8), "symbol snapshot")
        #expect(!svg.contains("<text") && !svg.contains("href"))
        return svg
    }

    @Test func theBodyFontMakesA17PointSquare() throws {
        // 17 × 17 centred in 200 × 100: (91.5, 41.5). The primary colour is black.
        let svg = try snapshot(#"{"type": "Image", "systemName": "heart.fill"}"#)
        Self.expectHeart(try Self.bounds(svg, fill: "#000000"), x: 91.5, y: 41.5, width: 17, height: 17)
    }

    @Test func aLargeTitleSymbol() throws {
        // title is 28 pt; large scales by 1.29: 36.12, centred: (81.94, 31.94).
        let svg = try snapshot(#"{"type": "Image", "systemName": "heart.fill", "modifiers": [{"imageScale": "large"}, {"font": "title"}]}"#)
        Self.expectHeart(try Self.bounds(svg, fill: "#000000"), x: 81.94, y: 31.94, width: 36.12, height: 36.12)
    }

    @Test func imageScaleAndFontReachSymbolsInsideAStack() throws {
        // size 40, small: 40 × 0.78 = 31.2, centred: (84.4, 34.4).
        let svg = try snapshot(
            #"{"type": "VStack", "children": [{"type": "Image", "systemName": "heart.fill"}], "modifiers": [{"imageScale": "small"}, {"font": {"size": 40}}]}"#)
        Self.expectHeart(try Self.bounds(svg, fill: "#000000"), x: 84.4, y: 34.4, width: 31.2, height: 31.2)
    }

    @Test func resizableStretchesToItsFrame() throws {
        // The 60 × 40 frame centred: (70, 30).
        let svg = try snapshot(
            #"{"type": "Image", "systemName": "heart.fill", "modifiers": [{"resizable": true}, {"frame": {"width": 60, "height": 40}}]}"#)
        Self.expectHeart(try Self.bounds(svg, fill: "#000000"), x: 70, y: 30, width: 60, height: 40)
    }

    @Test func notResizableKeepsItsSizeInAFrame() throws {
        let svg = try snapshot(#"{"type": "Image", "systemName": "heart.fill", "modifiers": [{"frame": {"width": 60, "height": 40}}]}"#)
        Self.expectHeart(try Self.bounds(svg, fill: "#000000"), x: 91.5, y: 41.5, width: 17, height: 17)
    }

    @Test func foregroundColorTintsTheSymbol() throws {
        // SwiftUI's red is (255, 59, 48).
        let svg = try snapshot(#"{"type": "Image", "systemName": "heart.fill", "modifiers": [{"foregroundStyle": "red"}]}"#)
        Self.expectHeart(try Self.bounds(svg, fill: "#ff3b30"), x: 91.5, y: 41.5, width: 17, height: 17)
    }

    @Test func aSymbolSitsOnTheTextBaseline() throws {
        // DejaVu Sans at 17 pt: ascender 1901/2048 × 17 = 15.7798 (the first baseline), line
        // 2384/2048 × 17 = 19.7891. The symbol's baseline is 17 × (0.5 + 0.729 / 2) = 14.6965
        // below its top, so its top is 15.7798 − 14.6965 = 1.0833 below the stack's; its bottom,
        // 2.3035 below the baseline, is above the text's, so the stack is the text's height,
        // centred at y = (100 − 19.7891) / 2 = 40.1055: the symbol's top is at 41.1888.
        let svg = try snapshot(
            #"{"type": "HStack", "alignment": "firstTextBaseline", "children": [{"type": "Image", "systemName": "heart.fill", "modifiers": [{"foregroundColor": "red"}]}, {"type": "Text", "text": "Hx"}]}"#)
        let b = try Self.bounds(svg, fill: "#ff3b30")
        #expect(abs(b.minY - (41.1888 + 17 * 3.0 / 24)) < 0.02, "minY \(b.minY)")
    }

    @Test func colourAndSizeAnimate() throws {
        // From body (17) and gray to 34 pt and red, linearly over 1 s from t = 0.
        let json = #"""
            {"canvas": {"width": 200, "height": 100}, "state": {"liked": false},
             "body": {"type": "Image", "systemName": "heart.fill", "modifiers": [{"font": {"size": "liked ? 34 : 17"}}, {"foregroundColor": "liked ? red : gray"}]},
             "timeline": [{"at": 0, "set": {"liked": true}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#
        let start = String(decoding: try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions(mode: .snapshot, time: 0)).bytes, as: UTF8.self)
        Self.expectHeart(try Self.bounds(start, fill: "#8e8e93"), x: 91.5, y: 41.5, width: 17, height: 17)
        let end = String(decoding: try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions(mode: .snapshot, time: 1)).bytes, as: UTF8.self)
        // 34 × 34 centred: (83, 33).
        Self.expectHeart(try Self.bounds(end, fill: "#ff3b30"), x: 83, y: 33, width: 34, height: 34)
        // Halfway the side is 25.5, centred at (87.25, 37.25).
        let half = String(decoding: try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions(mode: .snapshot, time: 0.5)).bytes, as: UTF8.self)
        let fill = try #require(half.firstMatch(of: /<path d="[^"]*" fill="(#[0-9a-f]{6})"/)?.output.1)
        #expect(fill != "#8e8e93" && fill != "#ff3b30")
        Self.expectHeart(try Self.bounds(half, fill: String(fill)), x: 87.25, y: 37.25, width: 25.5, height: 25.5)

        for format in [AnimationFormat.css, .smil] {
            let keyframes = try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions(mode: .keyframes, format: format))
            try SVGValidation.expectValid(keyframes.bytes, "symbol keyframes \(format)")
            let text = String(decoding: keyframes.bytes, as: UTF8.self)
            #expect(text.contains("#ff3b30") || text.contains("rgb(255,59,48)") || text.contains("255, 59, 48"))
        }
        let frames = try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions(mode: .frames, fps: 4))
        #expect(String(decoding: frames.bytes, as: UTF8.self).contains("#ff3b30"))
        let trace = try TestRenderer.shared.trace(Array(json.utf8))
        #expect(String(decoding: trace.bytes, as: UTF8.self).contains("\"updates\""))
    }

    /// Material Icons has one weight: a weight above regular is a round-joined stroke in the fill
    /// colour, 1/96 of the side per step of 100 (SymbolShape.weightStrokeWidth). Body is 17 pt:
    /// bold (3 steps) 17 × 3 / 96 = 0.53125, semibold (headline) 17 × 2 / 96 = 0.354167, black
    /// 5 steps = 0.885417; regular and lighter weights draw no stroke.
    @Test func fontWeightThickensTheSymbol() throws {
        for (modifiers, width) in [
            // Written to the document's 0.01 precision for lengths.
            (#"{"fontWeight": "bold"}"#, "0.53"), (#"{"font": "headline"}"#, "0.35"), (#"{"fontWeight": "black"}"#, "0.89"),
            (#"{"bold": true}"#, "0.53"),
        ] {
            let svg = try snapshot(#"{"type": "Image", "systemName": "star", "modifiers": [\#(modifiers)]}"#)
            let stroke = try #require(svg.firstMatch(of: /fill="#000000" stroke="#000000" stroke-width="([0-9.]+)"/), "\(modifiers)")
            #expect(String(stroke.output.1) == width, "\(modifiers)")
            #expect(svg.contains(#"stroke-linecap="round" stroke-linejoin="round""#), "\(modifiers)")
        }
        for weight in ["regular", "light", "ultraLight"] {
            let svg = try snapshot(#"{"type": "Image", "systemName": "star", "modifiers": [{"fontWeight": "\#(weight)"}]}"#)
            #expect(!svg.contains("stroke"), "\(weight)")
        }
    }

    /// A one-layer symbol draws its only layer in the primary style in every rendering mode.
    @Test func everyRenderingModeDrawsTheOneLayerInTheForegroundColour() throws {
        let plain = try snapshot(#"{"type": "Image", "systemName": "heart.fill", "modifiers": [{"foregroundColor": "red"}]}"#)
        for mode in ["monochrome", "hierarchical", "palette", "multicolor"] {
            let svg = try snapshot(
                #"{"type": "Image", "systemName": "heart.fill", "modifiers": [{"symbolRenderingMode": "\#(mode)"}, {"foregroundColor": "red"}]}"#)
            #expect(svg == plain, "\(mode)")
        }
    }

    /// `symbolVariant` on a stack reaches its symbols: `heart` with `.fill` draws `heart.fill`,
    /// `person` with `.circle.fill` draws `person.circle.fill`; `gear` has no `.fill` in the
    /// table, so it stays `gear`.
    @Test func symbolVariantPicksTheVariantsGlyph() throws {
        func stack(_ names: [String], variant: String?) -> String {
            let children = names.map { #"{"type": "Image", "systemName": "\#($0)"}"# }.joined(separator: ",")
            let modifiers = variant.map { #", "modifiers": [{"symbolVariant": "\#($0)"}]"# } ?? ""
            return #"{"type": "HStack", "children": [\#(children)]\#(modifiers)}"#
        }
        #expect(try snapshot(stack(["heart", "gear"], variant: "fill")) == snapshot(stack(["heart.fill", "gear"], variant: nil)))
        #expect(try snapshot(stack(["person"], variant: "circle.fill")) == snapshot(stack(["person.circle.fill"], variant: nil)))
        #expect(try snapshot(stack(["heart"], variant: "none")) == snapshot(stack(["heart"], variant: nil)))
    }

    @Test func checkNamesAnUnknownSymbol() {
        let diagnostics = TestRenderer.shared.check(Array(#"{"canvas": {"width": 10, "height": 10}, "body": {"type": "Image", "systemName": "gearshap"}}"#.utf8))
        #expect(diagnostics.map(\.description) == [
            "/body/systemName: error: unknown system symbol 'gearshap'; docs/symbols.md lists the 306 known names; nearest: 'gearshape', 'gear' [unknown_symbol]"
        ])
    }
}
