import Foundation
import Testing
import Zoetrope

/// Images end to end: frames worked out by hand from SwiftUI's sizing rules (a pixel is a
/// point; `resizable` takes the proposal; `aspectRatio` proposes the largest (fit) or smallest
/// (fill) size of its ratio in the proposal) and the root centred in the canvas.
@Suite struct ImageRenderTests {
    /// A 3×2 PNG.
    static let png = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAGklEQVR4nGP4z8Dwn4Hhf8N/Bob/jBAOBAAAfrEHexItDgoAAAAASUVORK5CYII="

    func scene(_ modifiers: String, canvas: String = #"{"width": 200, "height": 100}"#) -> String {
        #"{"canvas": \#(canvas), "assets": {"p": "\#(Self.png)"}, "body": {"type": "Image", "name": "p", "modifiers": [\#(modifiers)]}}"#
    }

    func snapshot(_ json: String) throws -> String {
        let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot))
        try SVGValidation.expectValid(Array(svg.utf8), "image snapshot")
        return Self.withPlainIDs(svg)
    }

    /// The document with its id prefix (a hash of the input) written as `z`.
    static func withPlainIDs(_ svg: String) -> String {
        // The first image definition: a pattern `<prefix>i0` or a template's filter `<prefix>i0a`.
        guard let match = svg.firstMatch(of: /<(?:pattern|filter) id="(\w+)i0a?"/) else { return svg }
        let prefix = String(match.output.1)
        return svg.replacingOccurrences(of: "url(#\(prefix)", with: "url(#z").replacingOccurrences(of: "id=\"\(prefix)", with: "id=\"z")
    }

    @Test func naturalSizeIsOnePointPerPixel() throws {
        // 3×2 centred in 200×100: (98.5, 49).
        let svg = try snapshot(scene(""))
        #expect(svg.contains(#"<path d="M98.5 49L101.5 49L101.5 51L98.5 51Z" fill="url(#zi0)"/>"#))
        #expect(svg.contains(#"<pattern id="zi0" width="1" height="1" patternContentUnits="objectBoundingBox"><image xmlns:xlink="http://www.w3.org/1999/xlink" width="1" height="1" preserveAspectRatio="none" image-rendering="optimizeQuality" xlink:href="\#(Self.png)"/></pattern>"#))
    }

    @Test func notResizableIgnoresItsFrame() throws {
        // The 60×40 frame is centred at (70, 30); the 3×2 image is centred in it.
        let svg = try snapshot(scene(#"{"frame": {"width": 60, "height": 40}}"#))
        #expect(svg.contains(#"d="M98.5 49L101.5 49L101.5 51L98.5 51Z""#))
    }

    @Test func resizableTakesItsFrame() throws {
        let svg = try snapshot(scene(#"{"resizable": true}, {"frame": {"width": 60, "height": 40}}"#))
        #expect(svg.contains(#"d="M70 30L130 30L130 70L70 70Z""#))
    }

    @Test func scaledToFitInAWideFrame() throws {
        // Frame 90×40 at (55, 30); 3:2 fitted in 90×40 is 60×40, centred: x = 55 + 15.
        let svg = try snapshot(scene(#"{"resizable": true}, {"scaledToFit": true}, {"frame": {"width": 90, "height": 40}}"#))
        #expect(svg.contains(#"d="M70 30L130 30L130 70L70 70Z""#))
    }

    @Test func scaledToFillOverflowsItsFrame() throws {
        // 3:2 filling 90×40 is 90×60, centred on the frame: y = 30 − 10.
        let svg = try snapshot(scene(#"{"resizable": true}, {"scaledToFill": true}, {"frame": {"width": 90, "height": 40}}"#))
        #expect(svg.contains(#"d="M55 20L145 20L145 80L55 80Z""#))
    }

    @Test func aspectRatioWithARatio() throws {
        // Ratio 1 fitted in 90×40 is 40×40: x = 55 + 25.
        let svg = try snapshot(
            scene(#"{"resizable": true}, {"aspectRatio": {"ratio": 1, "contentMode": "fit"}}, {"frame": {"width": 90, "height": 40}}"#))
        #expect(svg.contains(#"d="M80 30L120 30L120 70L80 70Z""#))
        // Ratio 1 filling 90×40 is 90×90: y = 30 − 25.
        let fill = try snapshot(scene(#"{"resizable": true}, {"aspectRatio": {"ratio": 1, "contentMode": "fill"}}, {"frame": {"width": 90, "height": 40}}"#))
        #expect(fill.contains(#"d="M55 5L145 5L145 95L55 95Z""#))
    }

    @Test func scaledToFitInTheCanvas() throws {
        // 3:2 in 200×100 is 150×100 at x = 25.
        let svg = try snapshot(scene(#"{"resizable": true}, {"scaledToFit": true}"#))
        #expect(svg.contains(#"d="M25 0L175 0L175 100L25 100Z""#))
    }

    @Test func aspectRatioInAVStackWithAnUnspecifiedHeight() throws {
        // A VStack proposes its child the canvas width; a 3:2 fit of width 120 is 120×80.
        let svg = try snapshot(
            #"{"canvas": {"width": 200, "height": 100}, "assets": {"p": "\#(Self.png)"}, "body": {"type": "VStack", "children": [{"type": "Image", "name": "p", "modifiers": [{"resizable": true}, {"scaledToFit": true}]}], "modifiers": [{"frame": {"width": 120}}, {"fixedSize": {"horizontal": false, "vertical": true}}]}}"#)
        #expect(svg.contains(#"d="M40 10L160 10L160 90L40 90Z""#))
    }

    @Test func templateInterpolationAndAntialiasing() throws {
        // red (light) = rgb(255, 59, 48): 59/255 = 0.2314, 48/255 = 0.1882.
        let svg = try snapshot(
            scene(#"{"resizable": true}, {"interpolation": "none"}, {"renderingMode": "template"}, {"antialiased": false}, {"foregroundColor": "red"}"#))
        // The template is a path filled with the tint through a mask of the image's alpha (the
        // image made white by its filter), so that the tint is an ordinary fill.
        #expect(svg.contains(#"<defs><filter id="zi0a" color-interpolation-filters="sRGB"><feColorMatrix type="matrix" values="0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0"/></filter><mask id="zi0" x="0" y="0" width="1" height="1" maskContentUnits="objectBoundingBox">"#))
        #expect(svg.contains(#"image-rendering="optimizeSpeed" style="image-rendering:pixelated" filter="url(#zi0a)" xlink:href="\#(Self.png)"/></mask></defs>"#))
        #expect(svg.contains(##"<path d="M0 0L200 0L200 100L0 100Z" fill="#ff3b30" mask="url(#zi0)" shape-rendering="crispEdges"/>"##))
    }

    /// SVG 1.1's two `image-rendering` hints: `none` is optimizeSpeed (with CSS's `pixelated`),
    /// `high` (the default) optimizeQuality; `low` and `medium` leave the browser's default.
    @Test func interpolationLevels() throws {
        for (level, attribute) in [("none", #" image-rendering="optimizeSpeed" style="image-rendering:pixelated" "#), ("low", " "), ("medium", " "), ("high", #" image-rendering="optimizeQuality" "#)] {
            let svg = try snapshot(scene(#"{"interpolation": "\#(level)"}"#))
            #expect(svg.contains(#"preserveAspectRatio="none"\#(attribute)xlink:href"#), "\(level)")
        }
        let svg = try snapshot(scene(#"{"antialiased": true}"#))
        #expect(!svg.contains("shape-rendering"))
    }

    /// A template image's tint follows the foreground colour as it animates: black to white over
    /// 1 s, linear, interpolated in linear light as SwiftUI does: halfway 0.5 linear is
    /// 1.055 × 0.5^(1/2.4) − 0.055 = 0.73536 gamma-encoded, × 255 = 187.52 → #bcbcbc.
    @Test func animatedTemplateTint() throws {
        let json = #"""
            {"canvas": {"width": 200, "height": 100}, "state": {"on": false}, "assets": {"p": "\#(Self.png)"},
             "body": {"type": "Image", "name": "p", "modifiers": [{"renderingMode": "template"}, {"foregroundColor": "on ? white : black"}]},
             "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#
        let path = ##"<path d="M98.5 49L101.5 49L101.5 51L98.5 51Z" fill=""##
        for (time, colour) in [(0.0, "#000000"), (0.5, "#bcbcbc"), (1.0, "#ffffff")] {
            let svg = Self.withPlainIDs(try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot, time: time)))
            #expect(svg.contains(path + colour + #"" mask="url(#zi0)"/>"#), "t = \(time)")
        }
        for format in [AnimationFormat.css, .smil] {
            let raw = try TestRenderer.svg(json, options: RenderOptions(format: format))
            try SVGValidation.expectValid(Array(raw.utf8), "template keyframes \(format)")
            let svg = Self.withPlainIDs(raw)
            // One element, one mask: the tint animates as the path's fill, not as a swap of images.
            #expect(svg.components(separatedBy: "<mask").count == 2, "\(format)")
            #expect(svg.components(separatedBy: "<path").count == 2, "\(format)")
            if format == .smil {
                #expect(svg.contains(#"<animate attributeName="fill""#))
            } else {
                // CSS animates the tint in linear light: black's components are 0, white's 1, and
                // the browser interpolates them linearly over the second, as the animation does.
                #expect(svg.contains(/0%\{--(\w+)fr:0;--\1fg:0;--\1fb:0\}to\{--\1fr:1;--\1fg:1;--\1fb:1\}/))
                #expect(svg.contains(" 1s linear both"))
                #expect(svg.contains(/\{fill:color\(srgb-linear var\(--\w+fr\) var\(--\w+fg\) var\(--\w+fb\)\)\}/))
            }
            #expect(svg.contains("#ffffff"))
        }
    }

    @Test func oneAssetUsedTwiceIsEmbeddedOnce() throws {
        let svg = try snapshot(
            #"{"assets": {"p": "\#(Self.png)"}, "body": {"type": "HStack", "children": [{"type": "Image", "name": "p"}, {"type": "Image", "name": "p"}]}}"#)
        #expect(svg.components(separatedBy: "base64,").count == 2)
        #expect(svg.components(separatedBy: #"fill="url(#zi0)""#).count == 3)
    }

    @Test func keyframesAnimateTheImagesFrame() throws {
        let json = #"""
            {"canvas": {"width": 200, "height": 100}, "state": {"big": false}, "assets": {"p": "\#(Self.png)"},
             "body": {"type": "Image", "name": "p", "modifiers": [{"resizable": true}, {"frame": {"width": "big ? 120 : 60", "height": 40}}]},
             "timeline": [{"at": 0, "set": {"big": true}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#
        for format in [AnimationFormat.css, .smil] {
            let raw = try TestRenderer.svg(json, options: RenderOptions(format: format))
            try SVGValidation.expectValid(Array(raw.utf8), "image keyframes")
            let svg = Self.withPlainIDs(raw)
            #expect(svg.contains(#"fill="url(#zi0)""#))
            #expect(svg.components(separatedBy: "<pattern").count == 2)
            // Path data is SMIL in both formats (WebKit ignores CSS `d`; PropertyKind+Mechanism).
            #expect(svg.contains(#"attributeName="d""#))
            #expect(!svg.contains("d:path(") && !svg.contains("d: path("))
        }
    }

    @Test func errorsNameThePath() throws {
        func failure(_ json: String) -> ZoetropeError? {
            do {
                _ = try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions())
                return nil
            } catch { return error }
        }
        let unknown = try #require(failure(#"{"assets": {"tower": "\#(Self.png)"}, "body": {"type": "Image", "name": "towr"}}"#))
        #expect(unknown.status == 422)
        #expect(unknown.path == "/body/name")
        #expect(unknown.message.contains(#"unknown image 'towr'; did you mean 'tower'?"#))

        let malformed = try #require(failure(#"{"assets": {"tower": "data:image/png;base64,iVBORw0KGgo="}, "body": {"type": "EmptyView"}}"#))
        #expect(malformed.status == 422)
        #expect(malformed.path == "/assets/tower")
        #expect(malformed.message == "asset 'tower': the PNG data is truncated at byte 8")

        let misplaced = try #require(failure(#"{"assets": {"p": "\#(Self.png)"}, "body": {"type": "Image", "name": "p", "modifiers": [{"padding": 1}, {"resizable": true}]}}"#))
        #expect(misplaced.path == "/body/modifiers/1")
        #expect(misplaced.message == "resizable must come right after the Image, before its other modifiers")

        let onText = try #require(failure(#"{"body": {"type": "Text", "text": "a", "modifiers": [{"resizable": true}]}}"#))
        #expect(onText.message == "resizable applies only to Image, not to Text")
    }
}
