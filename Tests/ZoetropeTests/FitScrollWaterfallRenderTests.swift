import Foundation
import Scene
import Testing
import Timeline
import Zoetrope

/// ViewThatFits, ScrollView and WaterfallLayout through the whole renderer: snapshots, CSS and
/// SMIL keyframes and the trace, with the numbers worked out by hand.
@Suite struct FitScrollWaterfallRenderTests {
    private func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> String {
        func n(_ v: Double) -> String { v == v.rounded() ? String(Int(v)) : String(v) }
        return "M\(n(x)) \(n(y))L\(n(x + w)) \(n(y))L\(n(x + w)) \(n(y + h))L\(n(x)) \(n(y + h))Z"
            .replacingOccurrences(of: " -", with: "-")
    }

    private func snapshot(_ scene: String, at time: Double) throws -> String {
        try TestRenderer.svg(scene, options: RenderOptions(mode: .snapshot, time: time))
    }

    private func trace(_ scene: String) throws -> String {
        String(decoding: try TestRenderer.shared.trace(Array(scene.utf8)).bytes, as: UTF8.self)
    }

    /// A ViewThatFits whose frame width animates linearly from 200 to 100 over 1 s.
    private let fitScene = #"""
        {"canvas": {"width": 200, "height": 100}, "state": {"w": 200},
         "body": {"type": "ViewThatFits", "in": "horizontal", "children": [
           {"type": "Rectangle", "modifiers": [{"fill": "red"}, {"frame": {"width": 150, "height": 20}}]},
           {"type": "Rectangle", "modifiers": [{"fill": "blue"}, {"frame": {"width": 80, "height": 20}}]}],
           "modifiers": [{"frame": {"width": "w", "height": 100}}]},
         "timeline": [{"at": 0, "set": {"w": 100}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#

    @Test func viewThatFitsSwitchesWhenTheAnimatedWidthStopsFitting() throws {
        // w(t) = 200 − 100·t. The red 150-wide child fits while w ≥ 150: until t = 0.5. Its frame
        // is centred in the 200 × 100 canvas: red at x (200 − 150) ÷ 2 = 25, blue at 60; y 40.
        let early = try snapshot(fitScene, at: 0.25)
        #expect(early.contains(rect(25, 40, 150, 20)) && !early.contains("#007aff"), "\(early)")
        let late = try snapshot(fitScene, at: 0.75)
        #expect(late.contains(rect(60, 40, 80, 20)) && !late.contains("#ff3b30"), "\(late)")
        // The trace has the switch as an update of its own at 0.5, without animation.
        let trace = try trace(fitScene)
        #expect(
            trace.contains(
                #"{"time": 0.5, "cause": {"kind": "viewThatFits", "view": "/"}, "changes": {}, "animation": "nil""#),
            "\(trace)")
        // Keyframes: the blue child hidden for the first 0.5 s, the red one visible for them.
        let smil = try TestRenderer.svg(fitScene, options: RenderOptions(mode: .keyframes, format: .smil))
        #expect(
            smil.contains(
                ##"<path d="M60 40L140 40L140 60L60 60Z" fill="#007aff"><animate attributeName="visibility" values="hidden;visible" keyTimes="0;1" calcMode="discrete" dur=".5s" fill="freeze"/>"##
            ), "\(smil)")
        #expect(smil.contains(#"values="visible;hidden" keyTimes="0;1" calcMode="discrete" dur=".5s""#))
        let css = try TestRenderer.svg(fitScene, options: RenderOptions(mode: .keyframes, format: .css))
        #expect(css.contains("visibility:hidden") && css.contains(".5s"), "\(css)")
    }

    @Test func viewThatFitsWithoutAnimationSwitchesAtTheUpdate() throws {
        let scene = fitScene.replacingOccurrences(of: #", "withAnimation": {"linear": {"duration": 1}}"#, with: "")
        let trace = try trace(scene)
        #expect(!trace.contains("viewThatFits"), "\(trace)")
        #expect(try snapshot(scene, at: 0).contains(rect(60, 40, 80, 20)))
    }

    @Test func aSwitchIsHeldOnlyWhileTheViewBudgetLeavesRoomForIt() throws {
        // Two ViewThatFits, their frames 200 → 100 wide linearly over 1 s: "/0" (children 150 and
        // 80 wide) stops fitting its first at w < 150, t 0.5; "/1" (120 and 80) at w < 120, t 0.8.
        // 5 views are laid out (the VStack, each ViewThatFits and its shown child). At the event
        // 5 were laid out (the initial state); holding "/0" costs this update, its held layout
        // and its switch: 5 + 5 × 3 = 20; holding "/1" too, one more switch: 5 + 5 × 4 = 25.
        // With maxViewUpdates 24 only "/0" is held; "/1" switches at the update.
        func fits(_ wide: Int) -> String {
            #"{"type": "ViewThatFits", "in": "horizontal", "children": [{"type": "Rectangle", "modifiers": [{"frame": {"width": \#(wide), "height": 10}}]}, {"type": "Rectangle", "modifiers": [{"frame": {"width": 80, "height": 10}}]}], "modifiers": [{"frame": {"width": "w"}}]}"#
        }
        let json = #"""
            {"canvas": {"width": 200, "height": 100}, "state": {"w": 200},
             "body": {"type": "VStack", "children": [\#(fits(150)), \#(fits(120))]},
             "timeline": [{"at": 0, "set": {"w": 100}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#
        var limits = SceneLimits.default
        limits.maxViewUpdates = 24
        let renderer = try Renderer(limits: RenderLimits(scene: limits))
        let animator = try renderer.animator(for: Array(json.utf8))
        let switches = animator.trace.compactMap { update -> String? in
            if case .viewThatFits(let id) = update.cause { return "\(id)@\(update.time)" }
            return nil
        }
        #expect(switches == ["/0@0.5"])
        // With the default budget both are held: "/1" switches at 0.8.
        let unbounded = try TestRenderer.shared.animator(for: Array(json.utf8))
        #expect(unbounded.trace.compactMap { if case .viewThatFits(let id) = $0.cause { "\(id)@\($0.time)" } else { nil } }
            == ["/0@0.5", "/1@0.8"])
    }

    /// A 60-tall vertical ScrollView (centred: y 20…80) over four 100 × 30 bars, scrolled from 0
    /// to 45 linearly over 1 s.
    private let scrollScene = #"""
        {"canvas": {"width": 100, "height": 100}, "state": {"offset": 0},
         "body": {"type": "ScrollView", "showsIndicators": false, "scrollPosition": "offset", "content":
           {"type": "VStack", "spacing": 0, "children": [
             {"type": "Rectangle", "modifiers": [{"fill": "red"}, {"frame": {"height": 30}}]},
             {"type": "Rectangle", "modifiers": [{"fill": "green"}, {"frame": {"height": 30}}]},
             {"type": "Rectangle", "modifiers": [{"fill": "blue"}, {"frame": {"height": 30}}]},
             {"type": "Rectangle", "modifiers": [{"fill": "orange"}, {"frame": {"height": 30}}]}]},
           "modifiers": [{"frame": {"height": 60}}]},
         "timeline": [{"at": 0, "set": {"offset": 45}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#

    @Test func scrollViewClipsAndItsOffsetAnimates() throws {
        // The content is 100 × 120 (range 120 − 60 = 60, so 45 is not clamped). At t = 0.5 the
        // offset is 22.5: red at 20 − 22.5 = −2.5, orange at −2.5 + 90 = 87.5; clipped to the
        // viewport 0, 20, 100 × 60. No indicator is drawn (four paths only).
        let middle = try snapshot(scrollScene, at: 0.5)
        #expect(middle.contains(#"<clipPath id="#) && middle.contains(#"<path d="\#(rect(0, 20, 100, 60))"/></clipPath>"#), "\(middle)")
        #expect(middle.contains(rect(0, -2.5, 100, 30)))
        #expect(middle.contains(rect(0, 87.5, 100, 30)))
        #expect(middle.components(separatedBy: "<path").count - 1 == 5)
        // Keyframes: red moves from y 20 to 20 − 45 = −25, inside the same clip.
        for format in [AnimationFormat.css, .smil] {
            let svg = try TestRenderer.svg(scrollScene, options: RenderOptions(mode: .keyframes, format: format))
            #expect(svg.contains("clip-path=\"url(#"), "\(svg)")
            if format == .smil {
                #expect(svg.contains(#"values="\#(rect(0, 20, 100, 30));\#(rect(0, -25, 100, 30))""#), "\(svg)")
            }
        }
    }

    @Test func waterfallPlacementsAnimateWhenAnItemIsInserted() throws {
        let scene = #"""
            {"canvas": {"width": 210, "height": 300}, "state": {"items": [{"id": 1, "h": 100}, {"id": 2, "h": 150}, {"id": 3, "h": 60}]},
             "body": {"type": "WaterfallLayout", "columns": 2, "spacing": 10, "children": [
               {"type": "ForEach", "data": "items", "id": "id", "as": "item", "content":
                 {"type": "Rectangle", "modifiers": [{"fill": "blue"}, {"frame": {"height": "item.h"}}]}}]},
             "timeline": [{"at": 0, "set": {"items": "insert(items, 0, {id: 4, h: 40})"}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#
        // Columns (210 − 10) ÷ 2 = 100 wide at x 0 and 110. Before: 100 → col 0 (0), 150 → col 1
        // (0), 60 → col 0 (110 < 160) at 110; height max(180, 160) = 180, at y (300 − 180) ÷ 2 = 60.
        let before = try snapshot(scene, at: 0)
        #expect(before.contains(rect(0, 60, 100, 100)), "\(before)")
        #expect(before.contains(rect(110, 60, 100, 150)))
        #expect(before.contains(rect(0, 170, 100, 60)))
        // After inserting 40 first: 40 → col 0 (0), 100 → col 1 (0), 150 → col 0 (50),
        // 60 → col 1 (110); height max(210, 180) = 210, at y 45.
        let after = try snapshot(scene, at: 2)
        #expect(after.contains(rect(0, 45, 100, 40)), "\(after)")
        #expect(after.contains(rect(110, 45, 100, 100)))
        #expect(after.contains(rect(0, 95, 100, 150)))
        #expect(after.contains(rect(110, 155, 100, 60)))
        // Halfway (linear): item 1 from (0, 60) to (110, 45) is at (55, 52.5); the new one fades.
        let middle = try snapshot(scene, at: 0.5)
        #expect(middle.contains(rect(55, 52.5, 100, 100)), "\(middle)")
        #expect(middle.contains(#"<g opacity="0.5"><path d="\#(rect(0, 45, 100, 40))""#))
    }
}
