import Foundation
import Testing

@testable import Keyframes

/// A CSS document animates fills and strokes in linear light, as SwiftUI interpolates colours
/// (SEMANTICS §3): three registered `<number>` properties a paint, read by `color(srgb-linear …)`.
/// Expected values worked out by hand from the sRGB transfer function (IEC 61966-2-1):
/// linear = ((c + 0.055) / 1.055)^2.4 for an encoded c above 0.04045.
@Suite struct LinearPaintKeyframeTests {
    /// SwiftUI's blue is #007aff, its orange #ff9500. In linear light blue is (0, g, 1) with
    /// g = ((122/255 + 0.055) / 1.055)^2.4 = 0.50562^2.4 = 0.19462, orange (1, g, 0) with
    /// g = ((149/255 + 0.055) / 1.055)^2.4 = 0.60598^2.4 = 0.30054; four decimals are written.
    static func fade(_ paint: String, _ animation: String = #"{"easeInOut": {"duration": 0.6}}"#) -> String {
        """
        {"canvas": {"width": 100, "height": 40}, "state": {"on": false},
         "body": {"type": "Circle", "modifiers": [\(paint), {"frame": {"width": 20, "height": 20}}]},
         "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": \(animation)}]}
        """
    }

    @Test func aFillUnderOneCurveIsOneSegmentOfLinearComponents() throws {
        let svg = try KeyframesTestSupport.svg(Self.fade(#"{"fill": "on ? orange : blue"}"#))
        #expect(svg.contains("@keyframes k0{0%{--kfr:0;--kfg:.1946;--kfb:1}to{--kfr:1;--kfg:.3005;--kfb:0}}"))
        // The curve's own timing: no keyframes fitted for the encoding. Outside the animation
        // the class rests on orange, the colour at the end, as the attribute does.
        #expect(svg.contains(".k1{--kfr:1;--kfg:.3005;--kfb:0;animation:k0 .6s ease-in-out .1s both}"))
        let registration = #"{syntax:&quot;&lt;number&gt;&quot;;inherits:false;initial-value:0}"#
        for name in ["--kfr", "--kfg", "--kfb"] { #expect(svg.contains("@property \(name)" + registration)) }
        #expect(svg.contains("@supports (fill:color(srgb-linear 0 0 0)){.k1{fill:color(srgb-linear var(--kfr) var(--kfg) var(--kfb))}}"))
        // The attribute is the colour at the end, for a viewer without the animation.
        #expect(svg.contains(##"fill="#ff9500" class="k1""##))
        #expect(!svg.contains("--ks"))
    }

    /// Halfway through the curve the browser's value is the mean of the two linear colours,
    /// (0.5, 0.24758, 0.5), which encodes to 0.73536, 0.53472, 0.73536: × 255 rounded, #bc88bc,
    /// the snapshot's colour at that instant (t = 0.1 + 0.3, where ease-in-out is at 0.5).
    @Test func theBrowsersMidpointIsTheSnapshots() throws {
        let scene = Self.fade(#"{"fill": "on ? orange : blue"}"#)
        let svg = try KeyframesTestSupport.svg(scene)
        let written = try #require(svg.firstMatch(of: /0%\{--kfr:(\d*\.?\d+);--kfg:(\d*\.?\d+);--kfb:(\d*\.?\d+)\}to\{--kfr:(\d*\.?\d+);--kfg:(\d*\.?\d+);--kfb:(\d*\.?\d+)\}/))
        let start = [written.1, written.2, written.3].map { Double($0)! }, end = [written.4, written.5, written.6].map { Double($0)! }
        let middle = zip(start, end).map { ($0 + $1) / 2 }
        let encoded = middle.map { Int(((1.055 * pow($0, 1 / 2.4) - 0.055) * 255).rounded()) }
        #expect(encoded == [0xbc, 0x88, 0xbc])
        // The presented view's colour then, as the snapshot writes it.
        let animator = try KeyframesTestSupport.animator(scene)
        let element = try #require(ElementTwinsTests.flattened(KeyframesTestSupport.elements(animator)).first { $0.track(.linearFill) != nil })
        let shown = try #require(ViewSampler(animator: animator).readOnce(element.key.viewID, at: 0.4) { element.reader.value(.fill, of: $0, base: element.base) })
        #expect(shown.map { Int(($0 * 255).rounded()) } == [0xbc, 0x88, 0xbc])
    }

    @Test func aStrokeHasItsOwnProperties() throws {
        let svg = try KeyframesTestSupport.svg(Self.fade(#"{"stroke": {"color": "on ? orange : blue", "lineWidth": 2}}"#))
        #expect(svg.contains("{--ksr:0;--ksg:.1946;--ksb:1}to{--ksr:1;--ksg:.3005;--ksb:0}"))
        #expect(svg.contains("@property --ksr{"))
        #expect(!svg.contains("@property --kfr{"))
        #expect(svg.contains("{stroke:color(srgb-linear var(--ksr) var(--ksg) var(--ksb))}}"))
    }

    /// SMIL interpolates `fill` in encoded sRGB: there the change is still fitted, as keyframes
    /// of encoded colours, and nothing is registered.
    @Test func smilStillFitsTheEncodedColour() throws {
        let svg = try KeyframesTestSupport.svg(Self.fade(#"{"fill": "on ? orange : blue"}"#), format: .smil)
        let animate = try #require(svg.firstMatch(of: /<animate attributeName="fill" values="([^"]*)"/))
        let values = animate.1.split(separator: ";")
        #expect(values.first == "#007aff" && values.last == "#ff9500")
        #expect(values.count > 2)
        #expect(!svg.contains("@property") && !svg.contains("srgb-linear"))
    }

    /// A spring moves the linear components as it moves lengths: fitted, the browser's colour
    /// (the keyframes interpolated, then encoded) within 0.003 of the spring's encoded colour,
    /// the tolerance of a fitted encoded colour, at every hundredth of a second.
    @Test func aSpringIsFittedInLinearLight() throws {
        let scene = Self.fade(#"{"fill": "on ? orange : blue"}"#, #"{"spring": {"duration": 0.6, "bounce": 0.3}}"#)
        let animator = try KeyframesTestSupport.animator(scene)
        let element = try #require(ElementTwinsTests.flattened(KeyframesTestSupport.elements(animator)).first { $0.track(.linearFill) != nil })
        let track = try #require(element.track(.linearFill))
        #expect(track.keyframes.count > 2)
        let sampler = ViewSampler(animator: animator)
        func encoded(_ linear: Double) -> Double { linear <= 0.0031308 ? 12.92 * linear : 1.055 * pow(linear, 1 / 2.4) - 0.055 }
        for step in 0...120 {
            let time = 0.1 + Double(step) / 100
            let expected = try #require(sampler.readOnce(element.key.viewID, at: time) { element.reader.value(.linearFill, of: $0, base: element.base) })
            let written = track.value(at: time)
            for (a, b) in zip(written, expected) { #expect(abs(encoded(a) - encoded(b)) <= 0.003, "t = \(time)") }
        }
    }

    /// A spring drops the rest of its way when it settles, which a track states as a jump after
    /// its last keyframe where the rest is more than the tolerance. From black to white the rest
    /// is near full light, where the encoding's slope is 1.055 / 2.4 = 0.43958: the 1/1000 of the
    /// way a settling spring drops is 0.00044 encoded, within the 0.003 an encoded colour may be
    /// off (the fit's slack there, 13 times the 0.003 / 12.92 of light). So the last keyframe
    /// takes the settled white, and the track has no held value and jump.
    @Test func aSpringSettlingNearFullLightEndsWithoutAJump() throws {
        let scene = Self.fade(#"{"fill": "on ? white : black"}"#, #"{"spring": {"duration": 0.6, "bounce": 0}}"#)
        let element = try #require(
            ElementTwinsTests.flattened(KeyframesTestSupport.elements(KeyframesTestSupport.animator(scene))).first { $0.track(.linearFill) != nil })
        let track = try #require(element.track(.linearFill))
        #expect(track.keyframes.last?.value == [1, 1, 1])
        #expect(!track.keyframes.contains { $0.timing == .hold })
    }

    /// A repeating colour change that starts late rests on the colour at the end of the
    /// timeline until it starts: the registered properties are 0 (black) wherever nothing sets
    /// them, so the class states that colour. A forever animation is at its phase at the end of
    /// the timeline, here the last update, 0.1 s: blue.
    @Test func aLoopStartingLateRestsOnTheColourAtTheEnd() throws {
        let svg = try KeyframesTestSupport.svg(Self.fade(#"{"fill": "on ? orange : blue"}"#, #"{"easeInOut": {"duration": 0.6}, "repeatForever": true}"#))
        #expect(svg.contains("@keyframes k0{0%{--kfr:0;--kfg:.1946;--kfb:1}to{--kfr:1;--kfg:.3005;--kfb:0}}"))
        #expect(svg.contains(".k1{--kfr:0;--kfg:.1946;--kfb:1;animation:k0 .6s ease-in-out .1s infinite alternate}"))
    }

    /// A fill and a stroke on one element: both rest on their end colours in its class, and the
    /// class is listed under both paints. SwiftUI's green #34c759 in light is
    /// ((52/255 + 0.055)/1.055)^2.4 = 0.24542^2.4 = 0.0343, ((199/255 + 0.055)/1.055)^2.4 =
    /// 0.79184^2.4 = 0.5711, ((89/255 + 0.055)/1.055)^2.4 = 0.38296^2.4 = 0.0999; its red #ff3b30
    /// is (1, 0.27144^2.4 = 0.0437, 0.23056^2.4 = 0.0296).
    @Test func aFillAndAStrokeOnOneElement() throws {
        let svg = try KeyframesTestSupport.svg(
            Self.fade(#"{"fill": "on ? orange : blue"}, {"stroke": {"color": "on ? red : green", "lineWidth": 2}}"#))
        #expect(svg.contains("{0%{--ksr:.0343;--ksg:.5711;--ksb:.0999}to{--ksr:1;--ksg:.0437;--ksb:.0296}}"))
        #expect(svg.contains(".k2{--kfr:1;--kfg:.3005;--kfb:0;--ksr:1;--ksg:.0437;--ksb:.0296;animation:k0 .6s ease-in-out .1s both,k1 .6s ease-in-out .1s both}"))
        #expect(svg.contains("{.k2{fill:color(srgb-linear var(--kfr) var(--kfg) var(--kfb))}.k2{stroke:color(srgb-linear var(--ksr) var(--ksg) var(--ksb))}}"))
    }

    /// An element whose colour holds still has no paint declaration, though its class animates
    /// something else; nothing is registered.
    @Test func aStillColourIsNotListed() throws {
        let svg = try KeyframesTestSupport.svg(Self.fade(#"{"fill": "blue"}, {"opacity": "on ? 1 : 0.5"}"#))
        #expect(svg.contains("animation:k0 .6s ease-in-out .1s both"))
        #expect(!svg.contains("@property") && !svg.contains("@supports") && !svg.contains("--k"))
    }

    /// Rows that move alike share one class (the later rows written from the first's template):
    /// every row's path carries the class the paint declaration lists.
    @Test func twinRowsShareTheListedClass() throws {
        let row = #"{"type": "Rectangle", "modifiers": [{"fill": "on ? orange : blue"}, {"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}]}"#
        let scene = """
            {"canvas": {"width": 320, "height": 60}, "state": {"on": false},
             "body": {"type": "VStack", "spacing": 2, "children": [\(Array(repeating: row, count: 4).joined(separator: ","))]},
             "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": {"easeInOut": {"duration": 0.6}}}]}
            """
        let svg = try KeyframesTestSupport.svg(scene)
        let listed = try #require(svg.firstMatch(of: /@supports \(fill:color\(srgb-linear 0 0 0\)\)\{\.(k\w+)\{fill:/)).1
        let paths = svg.matches(of: /<path d="[^"]*" fill="#ff9500" class="(k\w+)"\/>/).map { String($0.1) }
        #expect(paths.count == 4)
        #expect(paths.allSatisfy { $0 == listed })
    }

    @Test func rulesOfEachPaint() {
        let paints = LinearPaints(prefix: "p")
        #expect(paints.rules([:]).isEmpty)
        #expect(paints.rules([.fill: []]).isEmpty)
        let registration = #"{syntax:"<number>";inherits:false;initial-value:0}"#
        #expect(
            String(decoding: paints.rules([.fill: ["p1", "p4"], .stroke: ["p4"]]), as: UTF8.self)
                == "@property --pfr\(registration)@property --pfg\(registration)@property --pfb\(registration)"
                + "@property --psr\(registration)@property --psg\(registration)@property --psb\(registration)"
                + "@supports (fill:color(srgb-linear 0 0 0)){.p1,.p4{fill:color(srgb-linear var(--pfr) var(--pfg) var(--pfb))}"
                + ".p4{stroke:color(srgb-linear var(--psr) var(--psg) var(--psb))}}")
    }

    /// A class found again (the same declarations) is listed once under its paint.
    @Test func aClassIsListedOnce() {
        let registry = CSSRegistry(prefix: "q")
        let a = registry.className("animation:q0 1s linear both", linearPaints: [.fill])
        let b = registry.className("animation:q0 1s linear both", linearPaints: [.fill])
        #expect(a == b)
        #expect(registry.text.components(separatedBy: ".\(a){fill:").count == 2)
        #expect(registry.text.contains("@supports (fill:color(srgb-linear 0 0 0)){.\(a){fill:"))
    }
}

