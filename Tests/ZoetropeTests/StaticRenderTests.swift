import Testing
import Zoetrope

/// End-to-end renders whose expected SVG fragments are worked out by hand from SEMANTICS §6:
/// the root proposal is the canvas, the root's size is centred in it.
@Suite struct StaticRenderTests {
    @Test func fixedFrameRectangleIsCentredInTheCanvas() throws {
        // 100×50 in a 200×100 canvas: origin ((200−100)/2, (100−50)/2) = (50, 25).
        // red (light) = rgb(255, 59, 48) = #ff3b30.
        let svg = try TestRenderer.svg(#"""
            {"canvas": {"width": 200, "height": 100},
             "body": {"type": "Rectangle", "modifiers": [{"fill": "red"}, {"frame": {"width": 100, "height": 50}}]}}
            """#)
        #expect(svg.contains(##"<path d="M50 25L150 25L150 75L50 75Z" fill="#ff3b30"/>"##))
        #expect(svg.contains(#"width="200" height="100" viewBox="0 0 200 100""#))
    }

    @Test func paddingThenBackgroundPaintsTheLargerRectangle() throws {
        // [padding 10, background]: the background takes the padded size 40×40, centred at (80, 30).
        let svg = try TestRenderer.svg(#"""
            {"canvas": {"width": 200, "height": 100},
             "body": {"type": "Rectangle", "modifiers": [{"fill": "blue"}, {"frame": {"width": 20, "height": 20}},
                      {"padding": 10}, {"background": "black"}]}}
            """#)
        #expect(svg.contains(##"<path d="M80 30L120 30L120 70L80 70Z" fill="#000000"/>"##))
        // The blue square sits inside the padding: (90, 40)…(110, 60); blue = rgb(0, 122, 255).
        #expect(svg.contains(##"<path d="M90 40L110 40L110 60L90 60Z" fill="#007aff"/>"##))
        // Background first: painted behind.
        let background = try #require(svg.range(of: "#000000"))
        let square = try #require(svg.range(of: "#007aff"))
        #expect(background.lowerBound < square.lowerBound)
    }

    @Test func backgroundThenPaddingPaintsTheSmallerRectangle() throws {
        // [background, padding 10]: the background takes the 20×20 square's size at (90, 40).
        let svg = try TestRenderer.svg(#"""
            {"canvas": {"width": 200, "height": 100},
             "body": {"type": "Rectangle", "modifiers": [{"fill": "blue"}, {"frame": {"width": 20, "height": 20}},
                      {"background": "black"}, {"padding": 10}]}}
            """#)
        #expect(svg.contains(##"<path d="M90 40L110 40L110 60L90 60Z" fill="#000000"/>"##))
    }

    @Test func rotationIsAboutTheCentreOfTheFrame() throws {
        // 90° about the centre (100, 50): (x, y) ↦ (150 − y, x − 50), so the matrix is
        // [cos sin −sin cos tx ty] = [0 1 −1 0 150 −50].
        let svg = try TestRenderer.svg(#"""
            {"canvas": {"width": 200, "height": 100},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 100, "height": 50}},
                      {"rotationEffect": {"degrees": 90}}]}}
            """#)
        #expect(svg.contains(#"<g transform="matrix(0 1 -1 0 150 -50)">"#))
    }

    @Test func opacityGroupsTheView() throws {
        let svg = try TestRenderer.svg(#"""
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "Circle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"opacity": 0.25}]}}
            """#)
        // A 10×10 circle centred at (50, 50) starts at its rightmost point (55, 50).
        #expect(svg.contains(#"<g opacity="0.25"><path d="M55 50C"#))
    }

    @Test func opacityIsWrittenInsideTheViewsOffset() throws {
        // offset then opacity: SwiftUI fades the moved square; the SVG moves a faded square (the
        // same picture), so that WebKit keeps the square's half-covered pixel rows at y = 45.3
        // and 55.3 (it clips an opacity group around a transformed child to whole pixels).
        let svg = try TestRenderer.svg(#"""
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"offset": {"y": 0.3}},
                      {"opacity": 0.5}]}}
            """#)
        #expect(svg.contains(##"<g transform="matrix(1 0 0 1 0 0.3)"><g opacity="0.5"><path d="M45 45L55 45L55 55L45 55Z" fill="#000000"/></g></g>"##))
    }

    @Test func offsetTranslatesWithoutChangingLayout() throws {
        // The square stays centred at (45, 45) in layout and is drawn 7.5 pt right, 2.5 pt up.
        let svg = try TestRenderer.svg(#"""
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"offset": {"x": 7.5, "y": -2.5}}]}}
            """#)
        #expect(svg.contains(#"<g transform="matrix(1 0 0 1 7.5 -2.5)"><path d="M45 45L55 45L55 55L45 55Z""#))
    }

    @Test func canvasBackgroundFillsTheCanvas() throws {
        let svg = try TestRenderer.svg(##"{"canvas": {"width": 10, "height": 10, "background": "#336699"}, "body": {"type": "EmptyView"}}"##)
        #expect(svg.contains(##"<rect width="100%" height="100%" fill="#336699"/>"##))
    }

    @Test func darkColorSchemePicksDarkSystemColours() throws {
        // blue (dark) = rgb(10, 132, 255) = #0a84ff.
        let svg = try TestRenderer.svg(#"""
            {"canvas": {"width": 10, "height": 10, "colorScheme": "dark"}, "body": {"type": "Color", "color": "blue"}}
            """#)
        #expect(svg.contains(##"fill="#0a84ff""##))
    }

    @Test func precisionRoundsCoordinates() throws {
        // A 10×10 square offset by 1/3: 45 + 0.333… = 45.33 at precision 2, 45.3 at precision 1.
        let json = #"""
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"offset": {"x": "1 / 3"}}]}}
            """#
        #expect(try TestRenderer.svg(json).contains("matrix(1 0 0 1 0.33 0)"))
        #expect(try TestRenderer.svg(json, options: RenderOptions(precision: 1)).contains("matrix(1 0 0 1 0.3 0)"))
    }
}
