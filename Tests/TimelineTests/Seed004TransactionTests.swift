import Geometry
import Motion
import Testing
import Timeline

/// Seed 004's transaction examples. The printed animations are the seed's own printouts; the
/// sampled values come from the spring formula of SEMANTICS §4 (`smoothProgress`).
@Suite struct Seed004TransactionTests {
    static let linearPrintout =
        "BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))"
    static let smoothPrintout = "FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)"

    func monitors(_ animator: Animator, update: Int) -> [String] {
        animator.trace[update].monitors.map { "\($0.label): \($0.animation?.description ?? "nil")" }
    }

    @Test func implicitAnimationDemo() throws {
        let animator = try TimelineTestSupport.animator(#"""
            {"canvas": {"width": 400, "height": 300},
             "state": {"isActive": false},
             "body": {"type": "VStack", "children": [
                {"type": "Text", "text": "Hello", "modifiers": [
                  {"font": "largeTitle"}, {"offset": {"x": "isActive ? 200 : 0"}}, {"transactionMonitor": "inner"},
                  {"animation": {"curve": "smooth", "value": "isActive"}}, {"transactionMonitor": "outer"}]},
                {"type": "Text", "text": "World", "modifiers": [{"transactionMonitor": "world"}]}],
              "modifiers": [{"transactionMonitor": "VStack"}, {"animation": {"curve": "linear", "value": "isActive"}}]},
             "timeline": [{"at": 0.5, "set": {"isActive": true}}]}
            """#)
        // The seed prints VStack and outer with the linear animation, inner with smooth; "World"
        // does not change and prints nothing.
        #expect(monitors(animator, update: 1) == [
            "VStack: \(Self.linearPrintout)", "outer: \(Self.linearPrintout)", "inner: \(Self.smoothPrintout)",
        ])
        // The offset animates with smooth (inner): 200 · progress at 0.25 s after the change.
        let offset = animator.presentation(at: 0.75).find("/0")?.offset?.x
        #expect(close(offset, 200 * smoothProgress(0.25), 1e-6))
    }

    static func helloWorld(rectangleAnimation: String = "", explicit: Bool, spacer: Bool = false) -> String {
        let animation = rectangleAnimation.isEmpty ? "" : #", {"animation": {"curve": "\#(rectangleAnimation)", "value": "isActive"}}"#
        let spacerView = spacer ? #", {"type": "Spacer"}"# : ""
        let withAnimation = explicit ? #", "withAnimation": "smooth""# : ""
        return #"""
            {"canvas": {"width": 400, "height": 800},
             "state": {"isActive": false},
             "body": {"type": "VStack", "children": [
                {"type": "Text", "text": "Hello World", "modifiers": [{"transactionMonitor": "Hello World"}]},
                {"type": "Rectangle", "modifiers": [{"fill": "cyan"}, {"frame": {"width": 300, "height": "isActive ? 400 : 200"}},
                  {"transactionMonitor": "Rectangle"}\#(animation)]}\#(spacerView)],
              "modifiers": [{"transactionMonitor": "VStack"}]},
             "timeline": [{"at": 1, "set": {"isActive": true}\#(withAnimation)}]}
            """#
    }

    @Test func explicitAnimationReachesEveryChangedBranch() throws {
        let animator = try TimelineTestSupport.animator(Self.helloWorld(explicit: true))
        #expect(Set(monitors(animator, update: 1)) == [
            "VStack: \(Self.smoothPrintout)", "Hello World: \(Self.smoothPrintout)", "Rectangle: \(Self.smoothPrintout)",
        ])
        // The VStack grows by 200 and stays centred, so the text rises 100 pt, animated.
        let start = try #require(animator.presentation(at: 1).find("/0")?.frame.minY)
        let moving = try #require(animator.presentation(at: 1.25).find("/0")?.frame.minY)
        #expect(close(moving, start - 100 * smoothProgress(0.25), 1e-6))
    }

    @Test func textThatDoesNotMoveReceivesNoTransaction() throws {
        // With a Spacer the stack fills the canvas: the text stays at the top and prints nothing.
        let animator = try TimelineTestSupport.animator(Self.helloWorld(explicit: true, spacer: true))
        #expect(Set(monitors(animator, update: 1)) == ["VStack: \(Self.smoothPrintout)", "Rectangle: \(Self.smoothPrintout)"])
    }

    @Test func implicitAnimationOnTheRectangleLeavesTheTextJumping() throws {
        let animator = try TimelineTestSupport.animator(Self.helloWorld(rectangleAnimation: "smooth", explicit: false))
        let before = try #require(animator.presentation(at: 0.5).find("/0")?.frame.minY)
        // The text has no animation where it is drawn: it is already 100 pt higher right after the change.
        #expect(close(animator.presentation(at: 1.25).find("/0")?.frame.minY, before - 100))
        // The rectangle's height animates: 200 + 200 · progress.
        let height = animator.presentation(at: 1.25).find("/1")?.frames[1].height
        #expect(close(height, 200 + 200 * smoothProgress(0.25), 1e-6))
        // The Rectangle's monitor sits inside its .animation; the VStack and the text get none.
        #expect(Set(monitors(animator, update: 1)) == ["VStack: nil", "Hello World: nil", "Rectangle: \(Self.smoothPrintout)"])
    }

    static func bugDemo(_ modifiers: String, timeline: String = #"[{"at": 1, "set": {"isActive": true, "scale": true}}]"#) -> String {
        #"""
        {"canvas": {"width": 400, "height": 400}, "state": {"isActive": false, "scale": false},
         "body": {"type": "Rectangle", "modifiers": [\#(modifiers)]},
         "timeline": \#(timeline)}
        """#
    }

    static let red = Color.system("red", scheme: .light)!
    static let blue = Color.system("blue", scheme: .light)!

    @Test func animationAtTheEndOfTheChainAnimatesFillAndScale() throws {
        let animator = try TimelineTestSupport.animator(Self.bugDemo(#"""
            {"fill": "isActive ? red : blue"}, {"frame": {"width": 200, "height": 200}},
            {"scaleEffect": "scale ? 1.5 : 1.0"}, {"animation": {"curve": "smooth", "value": "isActive"}}
            """#))
        let p = smoothProgress(0.25)
        let view = try #require(animator.presentation(at: 1.25).find("/"))
        #expect(close(view.scale, 1 + 0.5 * p, 1e-6))
        #expect(close(view.fill, mix(Self.blue, Self.red, p), 1e-6))
    }

    @Test func animationRightAfterTheFillAnimatesOnlyTheFill() throws {
        let animator = try TimelineTestSupport.animator(Self.bugDemo(#"""
            {"fill": "isActive ? red : blue"}, {"animation": {"curve": "smooth", "value": "isActive"}},
            {"frame": {"width": 200, "height": 200}}, {"scaleEffect": "scale ? 1.5 : 1.0"}
            """#))
        let view = try #require(animator.presentation(at: 1.25).find("/"))
        #expect(close(view.scale, 1.5))
        #expect(close(view.fill, mix(Self.blue, Self.red, smoothProgress(0.25)), 1e-6))
    }

    @Test func animationNoneAfterOffsetKeepsTheOffsetStill() throws {
        // SwiftUI animates this offset anyway (the seed calls it a bug); Zoetrope follows the
        // documented intent (docs/deviations.md).
        let animator = try TimelineTestSupport.animator(Self.bugDemo(#"""
            {"fill": "isActive ? red : blue"}, {"animation": {"curve": "smooth", "value": "isActive"}},
            {"frame": {"width": 200, "height": 200}}, {"offset": {"x": "scale ? 200 : 0"}},
            {"animation": {"curve": null, "value": "scale"}}
            """#))
        let view = try #require(animator.presentation(at: 1.25).find("/"))
        #expect(close(view.offset?.x, 200))
        #expect(close(view.fill, mix(Self.blue, Self.red, smoothProgress(0.25)), 1e-6))
    }

    @Test func scopedAnimationAndTransactionApplyOnlyToTheirBodies() throws {
        // WWDC 2023's forms: .animation(.smooth) { $0.foregroundStyle(…) } and
        // .transaction { $0.animation = .none } body: { $0.scaleEffect(…) }, inside an outer linear animation.
        let animator = try TimelineTestSupport.animator(Self.bugDemo(#"""
            {"animation": {"curve": "smooth", "body": [{"foregroundColor": "isActive ? red : blue"}]}},
            {"frame": {"width": 200, "height": 200}},
            {"transaction": {"animation": null, "body": [{"scaleEffect": "scale ? 1.5 : 1"}]}}
            """#))
        let view = try #require(animator.presentation(at: 1.25).find("/"))
        #expect(close(view.scale, 1.5))
        #expect(close(view.fill, mix(Self.blue, Self.red, smoothProgress(0.25)), 1e-6))
    }

    @Test func disablesAnimationsCoversTheImplicitAnimation() throws {
        let animator = try TimelineTestSupport.animator(Self.bugDemo(
            #"{"fill": "isActive ? red : blue"}, {"frame": {"width": 300, "height": 300}}, {"animation": {"curve": "smooth", "value": "isActive"}}"#,
            timeline: #"[{"at": 1, "set": {"isActive": true}, "withTransaction": {"animation": null, "disablesAnimations": true}}]"#))
        #expect(close(animator.presentation(at: 1.25).find("/")?.fill, Self.red))
        // Without the transaction the same change animates.
        let animated = try TimelineTestSupport.animator(Self.bugDemo(
            #"{"fill": "isActive ? red : blue"}, {"frame": {"width": 300, "height": 300}}, {"animation": {"curve": "smooth", "value": "isActive"}}"#,
            timeline: #"[{"at": 1, "set": {"isActive": true}}]"#))
        #expect(close(animated.presentation(at: 1.25).find("/")?.fill, mix(Self.blue, Self.red, smoothProgress(0.25)), 1e-6))
    }

    @Test func transactionKeyChoosesTheAnimationBySource() throws {
        // The same state change animates with smooth(3) when the key says "root" and jumps for "welcome".
        let animator = try TimelineTestSupport.animator(#"""
            {"canvas": {"width": 400, "height": 400}, "state": {"isActive": false},
             "body": {"type": "Rectangle", "modifiers": [
               {"fill": "isActive ? orange : cyan"}, {"frame": {"width": 300, "height": 300}},
               {"transaction": {"animationFromKey": {"key": "source", "default": {"smooth": {"duration": 3}},
                 "animations": {"root": {"smooth": {"duration": 3}}, "welcome": null}}}}]},
             "timeline": [
               {"at": 0, "set": {"isActive": "!isActive"}, "withTransaction": {"keys": {"source": "root"}}},
               {"at": 5, "set": {"isActive": "!isActive"}, "withTransaction": {"keys": {"source": "welcome"}}}]}
            """#)
        let cyan = Color.system("cyan", scheme: .light)!, orange = Color.system("orange", scheme: .light)!
        #expect(close(animator.presentation(at: 0.5).find("/")?.fill, mix(cyan, orange, smoothProgress(0.5, duration: 3)), 1e-6))
        #expect(close(animator.presentation(at: 5.25).find("/")?.fill, cyan))
    }
}
