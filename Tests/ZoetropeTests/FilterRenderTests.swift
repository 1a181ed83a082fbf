import Foundation
import Testing
import Zoetrope

/// `shadow` and `blur` end to end, against values worked out by hand. A SwiftUI radius r is a
/// standard deviation σ = r / 2; a filter region is what the filter draws, grown by 3σ, plus one
/// point all round. The shape is a 100×50 frame centred on a 200×100 canvas: (50, 25)–(150, 75).
@Suite struct FilterRenderTests {
    func snapshot(_ json: String, at time: Double = 0) throws -> String {
        let svg = try TestRenderer.svg(json, options: RenderOptions(mode: .snapshot, time: time))
        try SVGValidation.expectValid(Array(svg.utf8), "filter snapshot")
        return Self.plainIDs(svg)
    }

    /// The document's id prefix replaced by `z`.
    static func plainIDs(_ svg: String) -> String {
        guard let match = svg.firstMatch(of: /id="(z[0-9a-z]+?)f\d+"/) else { return svg }
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

    static func scene(_ modifier: String, state: String = "{}", timeline: String = "[]") -> String {
        #"""
        {"canvas": {"width": 200, "height": 100}, "state": \#(state),
         "body": {"type": "Rectangle", "modifiers": [{"fill": "white"}, {"frame": {"width": 100, "height": 50}}, \#(modifier)]},
         "timeline": \#(timeline)}
        """#
    }

    @Test func shadowIsABlurredOffsetColouredCopyBehindTheView() throws {
        // radius 8: σ 4, reach 12. The shadow (50, 29)–(150, 79) grown by 12: (38, 17)–(162, 91),
        // which holds the content; one more point: x 37, y 16, 126 × 76.
        let svg = try snapshot(Self.scene(##"{"shadow": {"color": "black.opacity(0.33)", "radius": 8, "x": 0, "y": 4}}"##))
        #expect(svg.contains(
            ##"<defs><filter id="zf0" filterUnits="userSpaceOnUse" x="37" y="16" width="126" height="76" color-interpolation-filters="sRGB">"##
                + ##"<feGaussianBlur in="SourceAlpha" stdDeviation="4"/><feOffset dx="0" dy="4" result="shadow"/>"##
                + ##"<feFlood flood-color="#000000" flood-opacity="0.33"/><feComposite in2="shadow" operator="in"/>"##
                + ##"<feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>"##
                + ##"<g filter="url(#zf0)"><path d="M50 25L150 25L150 75L50 75Z" fill="#ffffff"/></g>"##), "\(svg)")
    }

    @Test func shadowRadiusAloneTakesSwiftUIsDefaults() throws {
        // Black at 0.33, no offset; radius 5: σ 2.5, reach 7.5: (42.5, 17.5)–(157.5, 82.5), then
        // one point more.
        let svg = try snapshot(Self.scene(##"{"shadow": {"radius": 5}}"##))
        #expect(svg.contains(##"x="41.5" y="16.5" width="117" height="67""##))
        #expect(svg.contains(##"<feGaussianBlur in="SourceAlpha" stdDeviation="2.5"/><feOffset dx="0" dy="0" result="shadow"/>"##))
        #expect(svg.contains(##"<feFlood flood-color="#000000" flood-opacity="0.33"/>"##))
    }

    @Test func blurShorthandAndOpaqueBlur() throws {
        // radius 4: σ 2, reach 6: (44, 19)–(156, 81), one point more.
        let svg = try snapshot(Self.scene(##"{"blur": 4}"##))
        #expect(svg.contains(
            ##"<filter id="zf0" filterUnits="userSpaceOnUse" x="43" y="18" width="114" height="64" color-interpolation-filters="sRGB">"##
                + ##"<feGaussianBlur stdDeviation="2"/></filter></defs><g filter="url(#zf0)">"##))
        // Opaque: the region is the frame (plus one point) and alpha is set to 1 inside it.
        let opaque = try snapshot(Self.scene(##"{"blur": {"radius": 4, "opaque": true}}"##))
        #expect(opaque.contains(
            ##"x="49" y="24" width="102" height="52" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="2"/>"##
                + ##"<feComponentTransfer><feFuncA type="table" tableValues="1 1"/></feComponentTransfer></filter>"##))
        #expect(try snapshot(Self.scene(##"{"blur": {"radius": 4, "opaque": false}}"##)) == svg)
    }

    @Test func shadowCoversWhatTheModifierChainDrewBeforeIt() throws {
        // A background before the shadow is inside the filtered group; one after it is not.
        let inside = try snapshot(Self.scene(##"{"background": "#0000ff"}, {"shadow": {"radius": 2}}"##))
        #expect(inside.contains(##"<g filter="url(#zf0)"><path d="M50 25L150 25L150 75L50 75Z" fill="#0000ff"/>"##))
        let outside = try snapshot(Self.scene(##"{"shadow": {"radius": 2}}, {"background": "#0000ff"}"##))
        #expect(outside.contains(##"fill="#0000ff"/><defs><filter id="zf0""##))
    }

    @Test func aHardShadowIsWrittenWithTheSmallestDeviation() throws {
        // radius 0: σ 0 is written as one unit of the last digit (0.01 at precision 2), which
        // WebKit blurs when animated (docs/deviations.md); region: (50, 25)–(153, 78), one point more.
        let svg = try snapshot(Self.scene(##"{"shadow": {"radius": 0, "x": 3, "y": 3}}"##))
        #expect(svg.contains(##"x="49" y="24" width="105" height="55" color-interpolation-filters="sRGB"><feGaussianBlur in="SourceAlpha" stdDeviation="0.01"/>"##))
    }

    @Test func invisibleShadowsAndZeroBlursDrawNoFilter() throws {
        for modifier in [##"{"shadow": {"color": "clear", "radius": 4}}"##, ##"{"blur": 0}"##, ##"{"blur": -3}"##] {
            let svg = try snapshot(Self.scene(modifier))
            #expect(!svg.contains("filter"), "\(modifier)")
        }
    }

    @Test func aNegligibleBlurDrawsNoFilter() throws {
        // Radius 0.1 is σ 0.05, the keyframe fit's length tolerance: no filter. Radius 0.12 is
        // σ 0.06, written at precision 2 as 0.06.
        #expect(!(try snapshot(Self.scene(##"{"blur": 0.1}"##))).contains("filter"))
        #expect(try snapshot(Self.scene(##"{"blur": 0.12}"##)).contains(##"<feGaussianBlur stdDeviation="0.06"/>"##))
    }

    @Test func keyframesSwitchABlurOffWhileItRests() throws {
        // Radius 0 → 4 linearly over 0.5…1.5 s, held, then back to 0 over 2…2.5 s. The filter is
        // on from 0.5 s (the interval that starts blurring) to 2.5 s (where it rests again) of a
        // 2.5 s switch: keyTimes 0, 0.5 / 2.5 = 0.2, 1; it ends off, so the group starts without one.
        let scene = Self.scene(##"{"blur": "r"}"##, state: ##"{"r": 0}"##, timeline: ##"""
            [{"at": 0.5, "set": {"r": 4}, "withAnimation": {"linear": {"duration": 1}}},
             {"at": 2, "set": {"r": 0}, "withAnimation": {"linear": {"duration": 0.5}}}]
            """##)
        for format in ["css", "smil"] {
            let svg = Self.plainIDs(try TestRenderer.svg(
                scene, options: try RenderOptions(parameters: ["mode": "keyframes", "format": format])))
            try SVGValidation.expectValid(Array(svg.utf8), "blur switch \(format)")
            #expect(svg.contains(
                ##"<g><animate attributeName="filter" values="none;url(#zf0);none" keyTimes="0;.2;1" calcMode="discrete" dur="2.5s" fill="freeze"/>"##),
                "\(format): \(svg)")
        }
    }

    static let growing = scene(
        ##"{"shadow": {"color": "shade", "radius": "r", "x": 0, "y": "y"}}"##, state: ##"{"r": 2, "y": 0, "shade": "#ff0000"}"##,
        timeline: ##"[{"at": 0, "set": {"r": 10, "y": 8, "shade": "#0000ff"}, "withAnimation": {"linear": {"duration": 1}}}]"##)

    @Test func radiusOffsetAndColourAnimate() throws {
        // Linear over 1 s. At 0.25 s: radius 2 + 8·0.25 = 4 (σ 2), y 2.
        let quarter = try snapshot(Self.growing, at: 0.25)
        #expect(quarter.contains(##"stdDeviation="2"/><feOffset dx="0" dy="2" result="shadow"/>"##))
        // At 0.5 s red → blue is half-way in linear light: (0.5, 0, 0.5), encoded
        // 1.055·0.5^(1/2.4) − 0.055 = 0.7354, 187.5… → 188 = bc.
        let half = try snapshot(Self.growing, at: 0.5)
        #expect(half.contains(##"stdDeviation="3"/><feOffset dx="0" dy="4" result="shadow"/><feFlood flood-color="#bc00bc" flood-opacity="1"/>"##))
    }

    @Test func keyframesAnimateTheFilterPrimitivesWithSMIL() throws {
        for format in ["css", "smil"] {
            let svg = Self.plainIDs(try TestRenderer.svg(
                Self.growing, options: try RenderOptions(parameters: ["mode": "keyframes", "format": format])))
            try SVGValidation.expectValid(Array(svg.utf8), "shadow keyframes \(format)")
            // Base values are the final ones (σ 5, dy 8, #0000ff at its own opacity 1); the region holds the largest
            // blur at every offset: content grown by 15 and moved down by up to 8, one point
            // more: (34, 9)–(166, 99).
            #expect(svg.contains(##"x="34" y="9" width="132" height="90""##), "\(format): \(svg)")
            #expect(svg.contains(##"<feGaussianBlur in="SourceAlpha" stdDeviation="5"><animate attributeName="stdDeviation" values="1;5" keyTimes="0;1" calcMode="linear" dur="1s" fill="freeze"/></feGaussianBlur>"##), "\(format)")
            #expect(svg.contains(##"<feOffset dx="0" dy="8" result="shadow">"##), "\(format)")
            #expect(svg.contains(##"<animate attributeName="dy" values="0;8" keyTimes="0;1" calcMode="linear" dur="1s" fill="freeze"/></feOffset>"##), "\(format)")
            #expect(svg.contains(##"<feFlood flood-color="#0000ff" flood-opacity="1"><animate attributeName="flood-color" values="#ff0000;"##), "\(format)")
            #expect(svg.contains(##"<g filter="url(#zf0)">"##))
        }
    }

    @Test func badShadowsAndBlursNameTheirPath() throws {
        for (modifier, path) in [
            (##"{"shadow": {"color": "red"}}"##, "/body/modifiers/2/shadow"),
            (##"{"shadow": {"radius": 4, "z": 1}}"##, "/body/modifiers/2/shadow/z"),
            (##"{"shadow": {"radius": 4, "color": 7}}"##, "/body/modifiers/2/shadow/color"),
            (##"{"blur": true}"##, "/body/modifiers/2/blur"),
            (##"{"blur": {"opaque": true}}"##, "/body/modifiers/2/blur"),
        ] {
            let error = try #require(failure(of: Self.scene(modifier)), "\(modifier)")
            #expect(error.status == 422)
            #expect(error.path == path, "\(modifier)")
        }
    }
}
