import Cancellation
import Foundation
import Scene
import Testing
import Timeline
import Zoetrope

/// Issue 10's engine findings, through the facade: no scene crashes the renderer, runs without
/// end, or holds memory without bound; a cancelled render stops.
@Suite struct ResourceBoundTests {
    let renderer = TestRenderer.shared

    func failure(_ json: String, options: RenderOptions = RenderOptions(), cancellation: RenderCancellation = .never) -> ZoetropeError? {
        do {
            _ = try renderer.render(Array(json.utf8), options: options, cancellation: cancellation)
            return nil
        } catch {
            return error
        }
    }

    // MARK: - Finding 1: nesting the input controls

    @Test func tenThousandModifiersAreRefusedAsCheckSays() throws {
        // Before: a stack overflow (SIGSEGV) while `check` said ok.
        let modifiers = Array(repeating: #"{"opacity": 0.99}"#, count: 10_000).joined(separator: ", ")
        let json = #"{"canvas": {"width": 100, "height": 100}, "body": {"type": "Rectangle", "modifiers": [\#(modifiers)]}}"#
        let error = try #require(failure(json))
        #expect(error.status == 422)
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "/body/modifiers")
        #expect(
            error.message
                == "views and modifiers are nested 10001 deep (this view has 10000 modifiers), more than the limit of 64")
        #expect(renderer.check(Array(json.utf8)).first == error.diagnostics.first)
    }

    @Test func aChainOfFourThousandComponentsIsRefusedAsCheckSays() throws {
        // C0's body is C1, whose body is C2 … C3999, whose body is a Rectangle.
        var components: [String] = []
        for i in 0..<4000 {
            let body = i == 3999 ? #"{"type": "Rectangle"}"# : #"{"type": "C\#(i + 1)"}"#
            components.append(#""C\#(i)": {"body": \#(body)}"#)
        }
        let json = #"{"components": {\#(components.joined(separator: ", "))}, "body": {"type": "C0"}}"#
        let error = try #require(failure(json))
        #expect(error.status == 422)
        #expect(error.code == "limit_exceeded")
        // Instance Ck is level k + 1 (C0 is the root), and the root of Ck's body is C(k+1):
        // C64, the root of C63's body, is level 65.
        #expect(error.message == "views are nested 65 deep, more than the limit of 64")
        #expect(error.path == "/components/C63/body")
        #expect(renderer.check(Array(json.utf8)).first == error.diagnostics.first)
    }

    @Test func modifiersUpToTheLimitRender() throws {
        // A Rectangle under 63 modifiers is 64 levels deep: exactly the limit.
        let modifiers = Array(repeating: #"{"opacity": 1}"#, count: 63).joined(separator: ", ")
        let json = #"{"canvas": {"width": 10, "height": 10}, "body": {"type": "Rectangle", "modifiers": [\#(modifiers)]}}"#
        #expect(renderer.check(Array(json.utf8)).isEmpty)
        #expect(failure(json) == nil)
    }

    // MARK: - Finding 2: animations that never settle end at limits.maxDuration

    /// A rotation from 0 to 90° under `animation`, started at time 0.
    func spin(_ animation: String) -> String {
        #"""
        {"canvas": {"width": 100, "height": 100}, "state": {"on": false},
         "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 20}}, {"rotationEffect": "on ? 90 : 0"}]},
         "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": \#(animation)}]}
        """#
    }

    /// The same Rectangle at rest at `degrees`.
    func still(_ degrees: Double) -> String {
        #"""
        {"canvas": {"width": 100, "height": 100},
         "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 20}}, {"rotationEffect": \#(degrees)}]}}
        """#
    }

    func snapshot(_ json: String, at time: Double) throws -> String {
        let animator = try renderer.animator(for: Array(json.utf8))
        return String(decoding: renderer.svg(of: animator, at: time, options: RenderOptions(mode: .snapshot)), as: UTF8.self)
    }

    @Test(arguments: [
        #"{"spring": {"response": 0.5, "dampingFraction": 0}}"#,
        #"{"spring": {"duration": 0.5, "bounce": 1}}"#,
        #"{"interpolatingSpring": {"stiffness": 100, "damping": 0}}"#,
        #"{"linear": {"duration": 0.5}, "repeatCount": 1000000}"#,
    ])
    func anAnimationThatWouldNotEndStopsAtMaxDuration(animation: String) throws {
        let animator = try renderer.animator(for: Array(spin(animation).utf8))
        #expect(animator.duration == 60)
        #expect(!animator.repeatsForever)
        // From limits.maxDuration (60 s) on the rotation is at its target.
        #expect(try snapshot(spin(animation), at: 60) == snapshot(still(90), at: 0))
        #expect(try snapshot(spin(animation), at: 1000) == snapshot(still(90), at: 0))
    }

    @Test func anUndampedSpringOscillatesAsSwiftUIsUntilThen() throws {
        // dampingFraction 0, response 0.5: θ(t) = 90·(1 − cos(4πt)); at 30.125 s cos(120.5π) = 0,
        // at 30.25 s cos(121π) = −1.
        let json = spin(#"{"spring": {"response": 0.5, "dampingFraction": 0}}"#)
        #expect(try snapshot(json, at: 30.125) == snapshot(still(90), at: 0))
        #expect(try snapshot(json, at: 30.25) == snapshot(still(180), at: 0))
        #expect(try snapshot(json, at: 59.75) == snapshot(still(180), at: 0))
    }

    @Test(arguments: [AnimationFormat.css, .smil])
    func theKeyframesOfAnUndampedSpringAreBounded(format: AnimationFormat) throws {
        // Before: minutes of CPU (CSS), 9.5 s and 6.8 MB (SMIL).
        let json = spin(#"{"spring": {"response": 0.5, "dampingFraction": 0}}"#)
        let output = try renderer.render(Array(json.utf8), options: RenderOptions(mode: .keyframes, format: format))
        #expect(output.bytes.count < 400_000)
        try SVGValidation.expectValid(output.bytes, "undamped spring, \(format)")
        // It swings: the keyframes reach 180° (1 − cos(4πt) at its peaks) and come back.
        let text = String(decoding: output.bytes, as: UTF8.self)
        #expect(text.contains(format == .css ? "rotate(180deg)" : ";180 50 50;"))
    }

    // MARK: - Finding 2: work decided before it starts

    /// `views` rectangles whose opacity toggles at each of `events` events.
    func toggles(views: Int, events: Int) -> String {
        let timeline = (0..<events).map { #"{"at": \#(Double($0) * 0.05), "set": {"on": "!on"}, "withAnimation": "smooth"}"# }
        return #"""
            {"canvas": {"width": 400, "height": 400}, "state": {"on": false},
             "body": {"type": "ZStack", "children": [{"type": "ForEach", "data": "0..<\#(views)", "content":
               {"type": "Rectangle", "modifiers": [{"opacity": "on ? 1 : 0.5"}]}}]},
             "timeline": [\#(timeline.joined(separator: ", "))]}
            """#
    }

    @Test func aTimelineOverTheViewUpdateBudgetIsRefusedAhead() throws {
        // 1,600 rectangles and the ZStack × 1,001 updates; before, /v1/trace grew past 3.7 GB.
        let json = toggles(views: 1600, events: 1000)
        let error = try #require(failure(json))
        #expect(error.status == 422)
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "/timeline")
        #expect(
            error.message
                == "the timeline lays out up to 1601 views at each of its 1001 updates (1602601 in all), more than the limit of 50000 (limits.maxViewUpdates)"
        )
        #expect(throws: error) { try renderer.trace(Array(json.utf8)) }
        #expect(renderer.check(Array(json.utf8)).first == error.diagnostics.first)
    }

    @Test func aHundredViewsToggledAThousandTimesAreRefusedAhead() throws {
        // Before: 892 MB and still rendering after 60 s. 101 views × 1,001 updates.
        let error = try #require(failure(toggles(views: 100, events: 1000)))
        #expect(error.code == "limit_exceeded")
        #expect(error.path == "/timeline")
        #expect(error.message.hasPrefix("the timeline lays out up to 101 views at each of its 1001 updates (101101 in all)"))
        // 101 views × 301 updates = 30,401: within the budget.
        #expect(renderer.check(Array(toggles(views: 100, events: 300).utf8)).isEmpty)
    }

    @Test func updatesThatActionsStartStopAtTheViewUpdateBudget() throws {
        // Each completed toggle starts the next: without a bound, maxUpdates (1,000) updates of
        // 101 views. With maxViewUpdates 1,000 the run stops once 1,000 views were laid out: after
        // 10 updates (10 × 101 = 1,010; after 9 only 909).
        let json = #"""
            {"canvas": {"width": 100, "height": 100}, "state": {"on": false},
             "body": {"type": "ZStack", "children": [{"type": "ForEach", "data": "0..<100", "content":
               {"type": "Rectangle", "modifiers": [{"opacity": "on ? 1 : 0.5"}]}}],
               "modifiers": [{"onAnimationCompleted": {"for": "on", "perform": [
                 {"set": {"on": "!on"}, "withAnimation": {"linear": {"duration": 0.1}}}]}}]},
             "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 0.1}}}]}
            """#
        let renderer = try Renderer(limits: RenderLimits(scene: SceneLimits(maxViewUpdates: 1000)))
        #expect(renderer.check(Array(json.utf8)).isEmpty)
        let animator = try renderer.animator(for: Array(json.utf8))
        #expect(animator.updates.count == 10)
        #expect(!animator.skippedEvents.isEmpty)
    }

    // MARK: - Cancellation

    @Test func aRenderCancelledBeforeItStartsThrowsAtOnce() throws {
        let cancellation = RenderCancellation()
        cancellation.cancel()
        let error = try #require(failure(toggles(views: 10, events: 10), cancellation: cancellation))
        #expect(error.status == 503)
        #expect(error.code == "render_timeout")
        #expect(error.message == "the render was stopped before it finished: its request was cancelled")
    }

    @Test func aRenderPastItsDeadlineThrows() throws {
        let error = try #require(failure(toggles(views: 10, events: 10), cancellation: RenderCancellation(timeout: .zero)))
        #expect(error.code == "render_timeout")
        #expect(error.message == "the render was stopped before it finished: its time ran out")
    }

    /// A renderer whose limits let a render run for minutes.
    static let unbounded: Renderer = {
        let scene = SceneLimits(maxNodes: 100_000, maxEvents: 100_000, maxViewUpdates: .max)
        let limits = RenderLimits(maxBodyBytes: 64 << 20, scene: scene, timeline: TimelineLimits(maxUpdates: 100_000, maxDuration: 1e6))
        return try! Renderer(limits: limits)
    }()

    /// Cancels `cancellation` from a thread of its own (not Swift's cooperative pool, which the
    /// render may be occupying) once `delay` has passed.
    static func cancel(_ cancellation: RenderCancellation, after delay: TimeInterval) {
        let thread = Thread {
            Thread.sleep(forTimeInterval: delay)
            cancellation.cancel()
        }
        thread.start()
    }

    @Test(arguments: [RenderMode.keyframes, .frames])
    func aRenderCancelledFromAnotherThreadReturns(mode: RenderMode) throws {
        // 2,000 views × 2,000 updates: minutes of work without the cancellation.
        let json = Array(toggles(views: 2000, events: 2000).utf8)
        let cancellation = RenderCancellation()
        Self.cancel(cancellation, after: 0.2)
        let error = #expect(throws: ZoetropeError.self) {
            try Self.unbounded.render(json, options: RenderOptions(mode: mode), cancellation: cancellation)
        }
        #expect(error?.code == "render_timeout")
    }

    @Test func aTraceCancelledFromAnotherThreadReturns() throws {
        let json = Array(toggles(views: 2000, events: 2000).utf8)
        let cancellation = RenderCancellation()
        Self.cancel(cancellation, after: 0.2)
        let error = #expect(throws: ZoetropeError.self) { try Self.unbounded.trace(json, cancellation: cancellation) }
        #expect(error?.code == "render_timeout")
    }
}
