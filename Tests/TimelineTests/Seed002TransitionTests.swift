import DisplayList
import Foundation
import Geometry
import Layout
import Testing
import Timeline
import Views

/// Seed 002's views that come and go: AdvancedTransitionsView (asymmetric transitions),
/// FlipCardView (a custom rotation3DEffect transition) and the AnimatedLoadingButton state
/// machine. SF Symbols images are shapes here; expected values follow from SEMANTICS §4–§5.
@Suite struct Seed002TransitionTests {
    /// `withAnimation { }` is `.default`, spring(response 0.55, dampingFraction 1): critically
    /// damped, progress 1 − e^(−λs)(1 + λs) with λ = 2π/0.55.
    func defaultProgress(_ s: Double) -> Double { smoothProgress(s, duration: 0.55) }

    /// The transition effects a presented view wears: its last `count` modifiers.
    func effects(_ view: LaidOutView?, _ count: Int) -> [ViewModifier] {
        Array(view?.node.modifiers.suffix(count) ?? [])
    }

    func closeEffects(_ a: [ViewModifier], _ b: [ViewModifier], _ tolerance: Double = 1e-9) -> Bool {
        guard a.count == b.count else { return false }
        for (x, y) in zip(a, b) {
            switch (x, y) {
            case (.opacity(let p), .opacity(let q)): if abs(p - q) > tolerance { return false }
            case (.offset(let x1, let y1), .offset(let x2, let y2)):
                if abs(x1 - x2) > tolerance || abs(y1 - y2) > tolerance { return false }
            case (.scaleEffect(let x1, let y1, let a1), .scaleEffect(let x2, let y2, let a2)):
                if abs(x1 - x2) > tolerance || abs(y1 - y2) > tolerance || a1 != a2 { return false }
            default: if x != y { return false }
            }
        }
        return true
    }

    // MARK: - AdvancedTransitionsView

    static let advancedTransitions = #"""
        {"canvas": {"width": 400, "height": 600}, "state": {"showDetail": false},
         "components": {
           "DetailTransitionView": {"body": {"type": "VStack", "children": [
              {"type": "RoundedRectangle", "cornerRadius": 8, "modifiers": [{"frame": {"width": 60, "height": 60}}]},
              {"type": "Text", "text": "详细信息视图", "modifiers": [{"font": "title"}, {"padding": true}]},
              {"type": "Text", "text": "这是一个展示高级转场效果的详细视图示例。包含更多信息和互动元素。",
               "modifiers": [{"multilineTextAlignment": "center"}, {"padding": true}]}],
             "modifiers": [{"frame": {"maxWidth": "infinity"}}, {"padding": true},
               {"background": {"color": "blue", "opacity": 0.1}}, {"cornerRadius": 20}, {"padding": true}]}},
           "SummaryTransitionView": {"body": {"type": "HStack", "children": [
              {"type": "RoundedRectangle", "cornerRadius": 4, "modifiers": [{"frame": {"width": 30, "height": 30}}]},
              {"type": "Text", "text": "摘要视图", "modifiers": [{"font": "headline"}]}],
             "modifiers": [{"frame": {"maxWidth": "infinity"}}, {"padding": true},
               {"background": {"color": "green", "opacity": 0.1}}, {"cornerRadius": 10}, {"padding": true}]}}},
         "body": {"type": "VStack", "children": [
           {"type": "Text", "text": "切换视图", "modifiers": [{"padding": true}]},
           {"type": "If", "condition": "showDetail",
            "then": {"type": "DetailTransitionView", "modifiers": [{"transition": {"asymmetric": {
              "insertion": {"combined": ["scale", "opacity"]}, "removal": {"combined": ["slide", "opacity"]}}}}]},
            "else": {"type": "SummaryTransitionView", "modifiers": [{"transition": {"asymmetric": {
              "insertion": {"combined": ["slide", "opacity"]}, "removal": {"combined": ["scale", "opacity"]}}}}]}}]},
         "timeline": [{"at": 1, "set": {"showDetail": "!showDetail"}, "withAnimation": "default"},
                      {"at": 3, "set": {"showDetail": "!showDetail"}, "withAnimation": "default"}]}
        """#

    let detail = "/1/then/DetailTransitionView"
    let summary = "/1/else/SummaryTransitionView"

    @Test func advancedTransitionsShowDetail() throws {
        let animator = try TimelineTestSupport.animator(Self.advancedTransitions)
        let view = animator.presentation(at: 1.2)
        let p = defaultProgress(0.2)
        // Both views are 400 wide: frame(maxWidth: ∞) takes 400 − 4·16, plus two paddings of 16.
        #expect(close(view.find(detail)?.frame.width, 400))
        // The detail comes in with scale (from 1e-5) and opacity; its removal side (slide, then
        // opacity) stays at identity: [scale, opacity, offset, offset, opacity], outermost last.
        let scale = 1e-5 + (1 - 1e-5) * p
        #expect(
            closeEffects(
                effects(view.find(detail), 5),
                [.scaleEffect(x: scale, y: scale, anchor: .center), .opacity(p), .offset(x: 0, y: 0), .offset(x: 0, y: 0), .opacity(1)]))
        // The summary goes with scale and opacity; its insertion side (slide, opacity) rests.
        let shrink = 1 - (1 - 1e-5) * p
        #expect(
            closeEffects(
                effects(view.find(summary), 5),
                [.offset(x: 0, y: 0), .offset(x: 0, y: 0), .opacity(1), .scaleEffect(x: shrink, y: shrink, anchor: .center), .opacity(1 - p)]))
        // The removed summary is drawn in its former place, before the detail.
        #expect(view.children.map(\.id) == ["/0", summary, detail])
        // The spring settles well within a second (error below 0.001 after about 0.81 s).
        #expect(animator.presentation(at: 2.5).find(summary) == nil)
        #expect(animator.presentation(at: 2.5).find(detail)?.node.modifiers.count == 5)
    }

    @Test func advancedTransitionsShowSummaryAgain() throws {
        let animator = try TimelineTestSupport.animator(Self.advancedTransitions)
        let view = animator.presentation(at: 3.1)
        let p = defaultProgress(0.1)
        // The detail slides out toward the trailing edge by its own width, fading.
        #expect(
            closeEffects(
                effects(view.find(detail), 5),
                [.scaleEffect(x: 1, y: 1, anchor: .center), .opacity(1), .offset(x: 0, y: 0), .offset(x: 400 * p, y: 0), .opacity(1 - p)]))
        // The summary slides in from the leading edge (−400 → 0) and fades in: a fresh insertion,
        // since its removal ended long ago.
        #expect(
            closeEffects(
                effects(view.find(summary), 5),
                [.offset(x: -400 * (1 - p), y: 0), .offset(x: 0, y: 0), .opacity(p), .scaleEffect(x: 1, y: 1, anchor: .center), .opacity(1)],
                1e-7))
        #expect(view.children.map(\.id) == ["/0", detail, summary])
    }

    // MARK: - FlipCardView

    /// `.cardFlip`: in with opacity and a flip about the leading edge, out with opacity and a
    /// flip about the trailing edge; a flip is rotation3DEffect about y, 0° active, 180° at rest.
    static let flipCard: String = {
        func flip(_ anchor: String) -> String {
            #"""
            {"modifiers": {"active": [{"rotation3DEffect": {"degrees": 0, "axis": {"x": 0, "y": 1, "z": 0}, "anchor": "\#(anchor)"}}],
                           "identity": [{"rotation3DEffect": {"degrees": 180, "axis": {"x": 0, "y": 1, "z": 0}, "anchor": "\#(anchor)"}}]}}
            """#
        }
        let cardFlip = #"{"asymmetric": {"insertion": {"combined": ["opacity", \#(flip("leading"))]}, "removal": {"combined": ["opacity", \#(flip("trailing"))]}}}"#
        func card(_ color: String, _ title: String, _ detail: String) -> String {
            #"""
            {"body": {"type": "ZStack", "children": [
               {"type": "RoundedRectangle", "cornerRadius": 20, "modifiers": [{"fill": "\#(color)"}]},
               {"type": "VStack", "children": [
                 {"type": "Text", "text": "\#(title)", "modifiers": [{"font": {"style": "title", "weight": "bold"}}, {"foregroundColor": "white"}]},
                 \#(detail)]}]}}
            """#
        }
        return #"""
            {"canvas": {"width": 400, "height": 300}, "state": {"isShowingFront": true},
             "components": {
               "CardFront": \#(card("blue", "卡片正面", #"{"type": "RoundedRectangle", "cornerRadius": 6, "modifiers": [{"fill": {"color": "white", "opacity": 0.8}}, {"frame": {"width": 60, "height": 40}}]}"#)),
               "CardBack": \#(card("green", "卡片背面", #"{"type": "Text", "text": "1234 5678 9012 3456", "modifiers": [{"foregroundColor": {"color": "white", "opacity": 0.8}}, {"padding": "top"}]}"#))},
             "body": {"type": "VStack", "children": [
               {"type": "Text", "text": "翻转卡片", "modifiers": [{"padding": true}]},
               {"type": "ZStack", "children": [
                 {"type": "If", "condition": "isShowingFront",
                  "then": {"type": "CardFront", "modifiers": [{"transition": \#(cardFlip)}]},
                  "else": {"type": "CardBack", "modifiers": [{"transition": \#(cardFlip)}]}}],
                "modifiers": [{"frame": {"width": 300, "height": 200}}, {"padding": true}]}]},
             "timeline": [{"at": 1, "set": {"isShowingFront": "!isShowingFront"}, "withAnimation": {"easeInOut": {"duration": 0.7}}}]}
            """#
    }()

    /// The horizontal extent of the shapes of `viewID` as drawn: every point of their outlines
    /// through the transforms of the groups around them, innermost first.
    func drawnExtent(of viewID: String, in list: DisplayList) -> (minX: Double, maxX: Double)? {
        var minX = Double.infinity, maxX = -Double.infinity
        func visit(_ item: DisplayItem, _ transforms: [Geometry.AffineTransform]) {
            switch item {
            case .group(let group):
                var inner = transforms
                if case .transform(let t) = group.effect { inner.insert(t, at: 0) }
                group.children.forEach { visit($0, inner) }
            case .shape(let shape) where shape.viewID == viewID:
                for element in shape.path.elements {
                    let points: [Point] =
                        switch element {
                        case .move(let p), .line(let p): [p]
                        case .quadCurve(let p, let c): [p, c]
                        case .curve(let p, let c1, let c2): [p, c1, c2]
                        case .closeSubpath: []
                        }
                    for point in points {
                        let drawn = transforms.reduce(point) { $1.apply(to: $0) }
                        minX = min(minX, drawn.x)
                        maxX = max(maxX, drawn.x)
                    }
                }
            default:
                break
            }
        }
        list.items.forEach { visit($0, []) }
        return minX.isFinite ? (minX, maxX) : nil
    }

    @Test func flipCardProjectsTheRotationOntoTheScreen() throws {
        let animator = try TimelineTestSupport.animator(Self.flipCard)
        let front = "/1/0/then/CardFront", back = "/1/0/else/CardBack"
        // A quarter of the way through easeInOut(0.7): progress 0.1292 (SEMANTICS §4).
        let time = 1 + 0.7 / 4
        let view = animator.presentation(at: time)
        // The card fills the 300×200 frame of the ZStack: the stack (332 wide with its padding)
        // is centred in 400, so the card spans x 50…350.
        let frame = try #require(view.find(back)?.frame)
        #expect(close(frame.minX, 50) && close(frame.width, 300))

        let p = 0.1292
        // The back comes in: its flip about the leading edge goes 0° → 180°, 23.26° now, and its
        // removal flip rests at 180° about the trailing edge. Orthographically a rotation θ about
        // y maps x to anchor + cos θ·(x − anchor): 50…350 → 50…50 + 300 cos θ → (mirrored about
        // 350) 650 − 300 cos θ…650. The projected width is cos θ of the frame.
        let cosIn = cos(Double.pi * p)
        let list = DisplayListBuilder(glyphs: nil).build(view, canvas: Size(width: 400, height: 300), background: nil)
        let backExtent = try #require(drawnExtent(of: "\(back)/0", in: list))
        #expect(Swift.abs(backExtent.maxX - backExtent.minX - 300 * cosIn) < 0.1)
        #expect(Swift.abs(backExtent.minX - (650 - 300 * cosIn)) < 0.1)
        // The front goes out: its insertion flip rests at 180° about the leading edge (50…350 →
        // −250…50) and its removal flip goes 180° → 0° about the trailing edge (156.74° now):
        // x → 350 + cos θ·(x − 350), so −250…50 → 350 − 300 cos θ…350 − 600 cos θ.
        let cosOut = cos(Double.pi * (1 - p))
        let frontExtent = try #require(drawnExtent(of: "\(front)/0", in: list))
        #expect(Swift.abs(frontExtent.maxX - frontExtent.minX - 300 * Swift.abs(cosOut)) < 0.1)
        #expect(Swift.abs(frontExtent.minX - (350 - 300 * cosOut)) < 0.1)
        // Opacities: the back fades in, the front out.
        #expect(Swift.abs((view.find(back)?.opacity ?? -1) - p) < 1e-4)
        // The front wears [opacity, flip(leading)] of its insertion, then [opacity, flip(trailing)].
        let frontEffects = effects(view.find(front), 4)
        guard frontEffects.count == 4, case .opacity(let opacity) = frontEffects[2] else {
            Issue.record("expected the removal's opacity third of four effects, got \(frontEffects)")
            return
        }
        #expect(Swift.abs(opacity - (1 - p)) < 1e-4)
        // Halfway (progress 0.5), both flips are edge-on: 90°, nothing wide is drawn.
        let half = DisplayListBuilder(glyphs: nil).build(animator.presentation(at: 1.35), canvas: Size(width: 400, height: 300), background: nil)
        let edgeOn = try #require(drawnExtent(of: "\(back)/0", in: half))
        #expect(Swift.abs(edgeOn.maxX - edgeOn.minX) < 1e-6)
        // After 0.7 s the front is gone.
        #expect(animator.presentation(at: 1.7).find(front) == nil)
    }

    // MARK: - AnimatedLoadingButton

    static let loadingButton = #"""
        {"canvas": {"width": 300, "height": 200}, "state": {"state": "idle", "isAnimating": false},
         "body": {"type": "VStack", "children": [
           {"type": "HStack", "children": [
             {"type": "If", "condition": "state == 'idle'",
              "then": {"type": "Text", "text": "登录"},
              "else": {"type": "If", "condition": "state == 'loading'",
                "then": {"type": "Circle", "modifiers": [{"stroke": {"color": "white", "lineWidth": 2}}, {"frame": {"width": 20, "height": 20}}]},
                "else": {"type": "If", "condition": "state == 'success'",
                  "then": {"type": "Text", "text": "✓", "modifiers": [{"font": "headline"}]},
                  "else": {"type": "Text", "text": "✗", "modifiers": [{"font": "headline"}]}}}}],
            "modifiers": [{"foregroundColor": "white"}, {"frame": {"width": 100, "height": 44}},
              {"background": {"type": "RoundedRectangle", "cornerRadius": 10, "modifiers": [
                {"fill": "state == 'idle' ? blue : (state == 'loading' ? orange : (state == 'success' ? green : red))"}]}}]},
           {"type": "Text", "text": "当前状态: \\(state == 'idle' ? '等待操作' : (state == 'loading' ? '加载中...' : (state == 'success' ? '操作成功！' : '操作失败！')))",
            "modifiers": [{"font": "caption"}, {"padding": "top"}]}],
          "modifiers": [{"onAppear": [{"set": {"isAnimating": true}, "withAnimation": {"easeInOut": {"duration": 1.5}, "repeatForever": {"autoreverses": true}}}]}]},
         "timeline": [
           {"at": 0.5, "set": {"state": "loading"}, "withAnimation": "default"},
           {"at": 2.5, "set": {"state": "success"}, "withAnimation": "default"},
           {"at": 4, "set": {"state": "idle"}, "withAnimation": "default"}]}
        """#

    @Test func loadingButtonStateMachine() throws {
        let animator = try TimelineTestSupport.animator(Self.loadingButton)
        let idle = "/0/0/then", loading = "/0/0/else/then", success = "/0/0/else/else/then"
        let blue = try #require(Color.system("blue", scheme: .light))
        let orange = try #require(Color.system("orange", scheme: .light))
        let green = try #require(Color.system("green", scheme: .light))
        func fill(_ t: Double) -> Color? { animator.presentation(at: t).find("/0")?.decorations.values.first?.fill }
        func text(_ t: Double) -> String? {
            if case .text(let text) = animator.presentation(at: t).find("/1")?.node.content { return text.string }
            return nil
        }

        // Idle until the tap at 0.5.
        #expect(animator.presentation(at: 0.4).find(idle) != nil)
        #expect(animator.presentation(at: 0.4).find(loading) == nil)
        #expect(close(fill(0.4), blue))
        #expect(text(0.4) == "当前状态: 等待操作")

        // 0.15 s into loading: the label fades out, the spinner in, the colour moves to orange.
        let p = defaultProgress(0.15)
        let view = animator.presentation(at: 0.65)
        #expect(close(view.find(idle)?.opacity, 1 - p))
        #expect(close(view.find(loading)?.opacity, p))
        #expect(close(fill(0.65), mix(blue, orange, p), 1e-9))
        #expect(text(0.65) == "当前状态: 加载中...")  // text content switches at the update
        #expect(view.find("/0")?.children.map(\.id) == [idle, loading])

        // Two seconds later, success: the spinner goes, the check mark comes, orange → green.
        let q = defaultProgress(0.3)
        #expect(animator.presentation(at: 2.4).find(idle) == nil)
        #expect(close(animator.presentation(at: 2.8).find(loading)?.opacity, 1 - q))
        #expect(close(animator.presentation(at: 2.8).find(success)?.opacity, q))
        #expect(close(fill(2.8), mix(orange, green, q), 1e-9))

        // 1.5 s later, idle again: the label is a fresh insertion fading in.
        #expect(close(animator.presentation(at: 4.3).find(idle)?.opacity, q))
        #expect(close(animator.presentation(at: 4.3).find(success)?.opacity, 1 - q))
        #expect(close(fill(6), blue, 1e-6))
        #expect(animator.presentation(at: 6).find("/0")?.children.map(\.id) == [idle])
        // Nothing reads isAnimating, so its repeating animation moves nothing.
        #expect(!animator.repeatsForever)
    }
}
