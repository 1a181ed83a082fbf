import Foundation
import Testing
import Zoetrope

/// Gradient paints end to end. Expected geometry is worked out by hand from the frame the shape
/// is laid out in (SEMANTICS §6: the root's size is centred in the canvas) and SwiftUI's unit
/// space: a gradient's points are fractions of that frame. red (light) = #ff3b30, blue = #007aff.
@Suite struct GradientRenderTests {
    func snapshot(_ json: String, at time: Double = 0) throws -> String {
        let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot, time: time))
        try SVGValidation.expectValid(Array(svg.utf8), "gradient snapshot")
        return Self.plainIDs(svg)
    }

    /// The SVG with the per-input id prefix (`z` and a hash) shortened to `z`.
    static func plainIDs(_ svg: String) -> String {
        guard let match = svg.firstMatch(of: /id="(z[0-9a-z]+?)[gc]\d+"/) else { return svg }
        return svg.replacingOccurrences(of: String(match.output.1), with: "z")
    }

    func failure(of json: String) -> ZoetropeError? {
        do {
            _ = try TestRenderer.shared.render(Array(json.utf8), options: RenderOptions(mode: .snapshot))
            return nil
        } catch {
            return error
        }
    }

    @Test func linearGradientFillRunsFromLeadingToTrailingOfTheFrame() throws {
        // Frame (50, 25)–(150, 75): leading = (50, 50), trailing = (150, 50).
        let svg = try snapshot(#"""
            {"canvas": {"width": 200, "height": 100},
             "body": {"type": "Rectangle", "modifiers": [
               {"fill": {"linearGradient": {"colors": ["red", "blue"], "startPoint": "leading", "endPoint": "trailing"}}},
               {"frame": {"width": 100, "height": 50}}]}}
            """#)
        #expect(svg.contains(##"<linearGradient id="zg0" gradientUnits="userSpaceOnUse" x1="50" y1="50" x2="150" y2="50"><stop offset="0" stop-color="#ff3b30"/><stop offset="1" stop-color="#007aff"/></linearGradient>"##))
        #expect(svg.contains(##"<path d="M50 25L150 25L150 75L50 75Z" fill="url(#zg0)"/>"##))
    }

    @Test func stopsAreSortedClampedAndKeepTheirOpacity() throws {
        // Default points: top (100, 0) to bottom (100, 100) of the 200×100 canvas-filling rectangle.
        // Stops written out of order are sorted; 1.5 is clamped to 1; opacity 0.5 → stop-opacity.
        let svg = try snapshot(#"""
            {"canvas": {"width": 200, "height": 100},
             "body": {"type": "Rectangle", "modifiers": [{"fill": {"linearGradient": {"stops": [
               {"color": "blue", "location": 1.5}, {"color": "red", "location": 0.25, "opacity": 0.5}]}}}]}}
            """#)
        #expect(svg.contains(##"x1="100" y1="0" x2="100" y2="100"><stop offset="0.25" stop-color="#ff3b30" stop-opacity="0.5"/><stop offset="1" stop-color="#007aff"/>"##))
    }

    @Test func radialGradientMapsTheStartRadiusOntoTheFirstOffset() throws {
        // SVG 1.1 has no start radius: a ring from 10 to 50 is r = 50 with offsets (10 + l·40)/50:
        // 0 → 0.2, 1 → 1. Circle in the 100×100 canvas: centre (50, 50).
        let svg = try snapshot(#"""
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "Circle", "modifiers": [
               {"fill": {"radialGradient": {"colors": ["red", "blue"], "center": "center", "startRadius": 10, "endRadius": 50}}}]}}
            """#)
        #expect(svg.contains(##"<radialGradient id="zg0" gradientUnits="userSpaceOnUse" cx="50" cy="50" r="50"><stop offset="0.2" stop-color="#ff3b30"/><stop offset="1" stop-color="#007aff"/></radialGradient>"##))
        #expect(svg.contains(#"fill="url(#zg0)""#))
    }

    @Test func ellipticalGradientStretchesTheUnitCircleToTheFrame() throws {
        // 200×100 frame at the origin: x radius 0.5·200, y radius 0.5·100 about (100, 50).
        let svg = try snapshot(#"""
            {"canvas": {"width": 200, "height": 100},
             "body": {"type": "EllipticalGradient", "colors": ["red", "blue"]}}
            """#)
        #expect(svg.contains(##"<radialGradient id="zg0" gradientUnits="userSpaceOnUse" cx="0" cy="0" r="0.5" gradientTransform="matrix(200 0 0 100 100 50)"><stop offset="0" stop-color="#ff3b30"/><stop offset="1" stop-color="#007aff"/>"##))
        #expect(svg.contains(##"<path d="M0 0L200 0L200 100L0 100Z" fill="url(#zg0)"/>"##))
    }

    @Test func gradientBackgroundTakesTheModifiedViewsFrame() throws {
        // Text-free: a 40×20 frame centred in 100×100 → (30, 40)–(70, 60); leading (30, 50), trailing (70, 50).
        let svg = try snapshot(#"""
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "Color", "color": "clear", "modifiers": [{"frame": {"width": 40, "height": 20}},
               {"background": {"linearGradient": {"colors": ["red", "blue"], "startPoint": "leading", "endPoint": "trailing"}}}]}}
            """#)
        #expect(svg.contains(#"x1="30" y1="50" x2="70" y2="50""#))
        #expect(svg.contains(##"<path d="M30 40L70 40L70 60L30 60Z" fill="url(#zg0)"/>"##))
    }

    @Test func linearGradientPointsAnimate() throws {
        // startPoint.x animates 0 → 1 linearly over 1 s; at 0.5 s it is 0.5: x1 = 50 + 0.5·100 = 100.
        let json = #"""
            {"canvas": {"width": 200, "height": 100}, "state": {"x": 0},
             "body": {"type": "Rectangle", "modifiers": [
               {"fill": {"linearGradient": {"colors": ["red", "blue"], "startPoint": {"x": "x", "y": 0.5}, "endPoint": "trailing"}}},
               {"frame": {"width": 100, "height": 50}}]},
             "timeline": [{"at": 0, "set": {"x": 1}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#
        #expect(try snapshot(json, at: 0.5).contains(#"x1="100" y1="50" x2="150" y2="50""#))
        #expect(try snapshot(json, at: 2).contains(#"x1="150" y1="50" x2="150" y2="50""#))
    }

    @Test func stopColorsAnimateInLinearLight() throws {
        // black → white stop halfway in linear light: 0.5 linear = sRGB 0.7354 → 188 = #bcbcbc.
        let json = #"""
            {"canvas": {"width": 100, "height": 100}, "state": {"on": false},
             "body": {"type": "LinearGradient", "colors": ["on ? '#ffffff' : '#000000'", "#000000"]},
             "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#
        #expect(try snapshot(json, at: 0.5).contains(##"<stop offset="0" stop-color="#bcbcbc"/>"##))
    }

    @Test func angularGradientIsWedgesOneEightBitStepApart() throws {
        // Black → white over a full turn: 255 steps of 1/255 → 256 wedges of 255/256 of a step,
        // each at most one step from the last, clipped to the shape; the first starts at 3
        // o'clock, from the centre (50, 50).
        let svg = try snapshot(#"""
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "Circle", "modifiers": [{"fill": {"angularGradient": {"colors": ["#000000", "#ffffff"]}}}]}}
            """#)
        #expect(svg.contains(#"<g clip-path="url(#zc0)">"#))
        // The first wedge runs from 3 o'clock: its first outer corner is on the horizontal
        // through the centre.
        #expect(svg.contains(#"<path d="M50 50L1"#))
        let fills = svg.matches(of: /<path d="M50 50L[^"]*" fill="#([0-9a-f]{2})\1\1"\/>/).map { Int($0.output.1, radix: 16)! }
        // (The arc bound, 4π·(70.7 + 1) ≈ 901 wedges, is not reached.)
        #expect(fills.count == 256)
        #expect(zip(fills, fills.dropFirst()).allSatisfy { abs($0 - $1) <= 1 })
        #expect(fills.first! <= 1 && fills.last! >= 254)
        // The circle's outline itself is drawn after the wedges, unfilled.
        #expect(svg.contains(#"fill="none"/>"#))
    }

    @Test func angularGradientOverAHalfTurnFillsTheGapWithTheEndColours() throws {
        // 0°…180° red → blue; the other half is blue for its first half, red for its second.
        let svg = try snapshot(#"""
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "Rectangle", "modifiers": [{"fill": {"angularGradient": {"colors": ["red", "blue"], "startAngle": 0, "endAngle": {"degrees": 180}}}}]}}
            """#)
        let fills = svg.matches(of: /fill="(#[0-9a-f]{6})"\/>/).map { String($0.output.1) }
        #expect(fills.suffix(2) == ["#007aff", "#ff3b30"])
    }

    @Test func gradientVariantsAreValidInKeyframesToo() throws {
        for format in ["css", "smil"] {
            let svg = try TestRenderer.svg(#"""
                {"canvas": {"width": 100, "height": 100}, "state": {"x": 0},
                 "body": {"type": "Circle", "modifiers": [{"fill": {"angularGradient": {"colors": ["red", "blue"]}}},
                   {"background": {"radialGradient": {"colors": ["red", "blue"], "endRadius": 40}}}, {"offset": {"x": "x"}}]},
                 "timeline": [{"at": 0, "set": {"x": 20}, "withAnimation": {"linear": {"duration": 1}}}]}
                """#, options: try RenderOptions(parameters: ["mode": "keyframes", "format": format]))
            try SVGValidation.expectValid(Array(svg.utf8), "gradient keyframes \(format)")
        }
    }

    @Test func tooManyStopsAreRefusedWithTheirPath() throws {
        let colors = Array(repeating: "\"red\"", count: 257).joined(separator: ",")
        let error = try #require(failure(of: #"{"canvas": {"width": 10, "height": 10}, "body": {"type": "LinearGradient", "colors": [\#(colors)]}}"#))
        #expect(error.status == 422)
        #expect(error.path == "/body/colors")
        #expect(error.message.contains("257 stops, more than the limit of 256"))
    }

    @Test func colorsAndStopsTogetherAreRefused() throws {
        let error = try #require(failure(of: #"""
            {"canvas": {"width": 10, "height": 10}, "body": {"type": "Rectangle", "modifiers": [
              {"fill": {"linearGradient": {"colors": ["red"], "stops": [{"color": "red", "location": 0}]}}}]}}
            """#))
        #expect(error.status == 422)
        #expect(error.path == "/body/modifiers/0/fill/linearGradient")
    }

    @Test func aGradientStrokeIsDrawnNotIgnored() throws {
        // The 10×10 canvas-filling rectangle, stroked (width 1) with a one-stop gradient from top
        // (5, 0) to bottom (5, 10).
        let svg = try snapshot(#"""
            {"canvas": {"width": 10, "height": 10}, "body": {"type": "Rectangle", "modifiers": [
              {"stroke": {"linearGradient": {"colors": ["red"]}}}]}}
            """#)
        #expect(svg.contains(##"x1="5" y1="0" x2="5" y2="10"><stop offset="0" stop-color="#ff3b30"/>"##))
        #expect(svg.contains(##"fill="none" stroke="url(#zg0)" stroke-width="1"/>"##))
    }

    @Test func hugeAndNonFiniteGeometryStaysValid() throws {
        let svg = try snapshot(#"""
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "RadialGradient", "colors": ["red", "blue"], "startRadius": 1e300, "endRadius": 1e308}}
            """#)
        #expect(svg.contains("radialGradient"))
        let angular = try snapshot(#"""
            {"canvas": {"width": 100, "height": 100},
             "body": {"type": "AngularGradient", "colors": ["red", "blue"], "startAngle": 1e300, "endAngle": -1e300}}
            """#)
        #expect(angular.contains("clip-path"))
    }
}

extension GradientRenderTests {
    @Test func thousandsOfAngularGradientsStayBounded() throws {
        // 300 full-turn black → white angular gradients in 40×40 frames (arc bound 4π·(28.3 + 1)
        // ≈ 368, above 256): 256 wedges each at full smoothness
        // (76,800), but only the first 128 (32,768 wedges) get them; the other 172 get 16 each:
        // 32,768 + 172·16 = 35,520 wedges.
        let circle = ##"{"type": "Circle", "modifiers": [{"fill": {"angularGradient": {"colors": ["#000000", "#ffffff"]}}}, {"frame": {"width": 40, "height": 40}}]}"##
        let circles = Array(repeating: circle, count: 300).joined(separator: ", ")
        let json = #"{"canvas": {"width": 400, "height": 400}, "body": {"type": "VStack", "spacing": 0, "children": ["# + circles + "]}}"
        let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot))
        let wedges = svg.matches(of: /<path d="M[^"]*" fill="#/).count
        #expect(wedges == 32_768 + 172 * 16)
    }
}

extension GradientRenderTests {
    @Test func smallAngularGradientsGetAtMostTwoWedgesPerPointOfArc() throws {
        // A 10×10 circle: reach from the centre to a corner 7.07 + 1 = 8.07, arc bound
        // ⌈4π·8.07⌉ = 102 wedges; black → white wants 256, scaled to ⌊256·102/256⌋ = 102.
        let svg = try TestRenderer.svg(##"""
            {"canvas": {"width": 10, "height": 10},
             "body": {"type": "Circle", "modifiers": [{"fill": {"angularGradient": {"colors": ["#000000", "#ffffff"]}}}]}}
            """##, options: RenderOptions(mode: .snapshot))
        #expect(svg.matches(of: /<path d="M5 5L[^"]*" fill="#/).count == 102)
    }
}
