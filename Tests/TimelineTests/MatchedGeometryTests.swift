import Geometry
import Layout
import Testing
import Timeline

/// matchedGeometryEffect: a view inserted while another of its group is removed in the same
/// transaction starts in the removed one's frame and both move between the two frames (SwiftUI:
/// "the system will interpolate their frame rectangles … to make it appear that there is a
/// single view moving"), each with its own transition (opacity); a non-source view takes the
/// source's geometry.
@Suite struct MatchedGeometryTests {
    /// A ZStack filling the 400×300 canvas; `position` puts a rectangle's centre. Collapsed: a
    /// 40×40 square centred at (40, 40) = (20, 20, 40, 40). Expanded: 200×100 centred at
    /// (200, 150) = (100, 100, 200, 100). The effect is inside the frame: the content frame is
    /// the one matched.
    static func hero(properties: String = "frame", animation: String = #"{"linear": {"duration": 1}}"#, extraRemoved: Bool = false) -> String {
        let second =
            extraRemoved
            ? #", {"type": "If", "condition": "!expanded", "then": {"type": "Circle", "modifiers": [{"matchedGeometryEffect": {"id": "card", "in": "ns", "properties": "\#(properties)"}}, {"frame": {"width": 10, "height": 10}}]}}"#
            : ""
        return #"""
            {"canvas": {"width": 400, "height": 300}, "namespaces": ["ns"], "state": {"expanded": false},
             "body": {"type": "ZStack", "children": [
               {"type": "If", "condition": "expanded",
                "then": {"type": "Rectangle", "modifiers": [{"matchedGeometryEffect": {"id": "card", "in": "ns", "properties": "\#(properties)"}},
                  {"frame": {"width": 200, "height": 100}}, {"position": {"x": 200, "y": 150}}]},
                "else": {"type": "Rectangle", "modifiers": [{"matchedGeometryEffect": {"id": "card", "in": "ns", "properties": "\#(properties)"}},
                  {"frame": {"width": 40, "height": 40}}, {"position": {"x": 40, "y": 40}}]}}\#(second)]},
             "timeline": [{"at": 1, "set": {"expanded": true}, "withAnimation": \#(animation)}]}
            """#
    }

    static func expect(_ rect: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(
            close(rect?.minX, x) && close(rect?.minY, y) && close(rect?.width, w) && close(rect?.height, h),
            "\(String(describing: rect)) ≠ (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
    }

    @Test func insertedViewFliesFromTheRemovedOnesFrame() throws {
        let animator = try TimelineTestSupport.animator(Self.hero())
        // Before the update: only the square.
        let before = animator.presentation(at: 0.5)
        Self.expect(before.find("/0/else")?.contentFrame, 20, 20, 40, 40)
        #expect(before.find("/0/then") == nil)
        // Linear, halfway: (20, 20, 40, 40) + 0.5 · ((100, 100, 200, 100) − (20, 20, 40, 40)) = (60, 60, 120, 70),
        // for both views; each fades (opacity 0.5).
        let half = animator.presentation(at: 1.5)
        let inserted = try #require(half.find("/0/then"))
        let removed = try #require(half.find("/0/else"))
        Self.expect(inserted.contentFrame, 60, 60, 120, 70)
        Self.expect(removed.contentFrame, 60, 60, 120, 70)
        #expect(close(inserted.opacity, 0.5) && close(removed.opacity, 0.5))
    }

    @Test func bothViewsMoveTogetherUntilTheEnd() throws {
        let animator = try TimelineTestSupport.animator(Self.hero())
        // A quarter: (40, 40, 80, 55).
        Self.expect(animator.presentation(at: 1.25).find("/0/then")?.contentFrame, 40, 40, 80, 55)
        Self.expect(animator.presentation(at: 1.25).find("/0/else")?.contentFrame, 40, 40, 80, 55)
        // At the end: the inserted view where it belongs, the removed one gone.
        let end = animator.presentation(at: 2)
        Self.expect(end.find("/0/then")?.contentFrame, 100, 100, 200, 100)
        #expect(end.find("/0/else") == nil)
        #expect(close(animator.duration, 2))
    }

    @Test func theRemovedViewIsNotMovedTwiceWithItsParent() throws {
        // The root VStack is centred: collapsed 40×40 at (180, 130), expanded 200×100 at
        // (100, 100). The removed square is drawn moved with its former parent's content, which
        // moves by (−80, −30) as well: halfway both views are at (140, 115, 120, 70), not the
        // removed one 40, 15 further up and left.
        let animator = try TimelineTestSupport.animator(
            #"""
            {"canvas": {"width": 400, "height": 300}, "namespaces": ["ns"], "state": {"expanded": false},
             "body": {"type": "VStack", "spacing": 0, "children": [
               {"type": "If", "condition": "expanded",
                "then": {"type": "Rectangle", "modifiers": [{"matchedGeometryEffect": {"id": "card", "in": "ns"}}, {"frame": {"width": 200, "height": 100}}]},
                "else": {"type": "Rectangle", "modifiers": [{"matchedGeometryEffect": {"id": "card", "in": "ns"}}, {"frame": {"width": 40, "height": 40}}]}}]},
             "timeline": [{"at": 1, "set": {"expanded": true}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#)
        let half = animator.presentation(at: 1.5)
        Self.expect(half.find("/0/then")?.contentFrame, 140, 115, 120, 70)
        Self.expect(half.find("/0/else")?.contentFrame, 140, 115, 120, 70)
    }

    @Test func positionOnlyKeepsEachViewsSize() throws {
        let animator = try TimelineTestSupport.animator(Self.hero(properties: "position"))
        // Centres move (40, 40) → (200, 150); halfway (120, 95). The 200×100 view: (20, 45);
        // the 40×40 one: (100, 75).
        let half = animator.presentation(at: 1.5)
        Self.expect(half.find("/0/then")?.contentFrame, 20, 45, 200, 100)
        Self.expect(half.find("/0/else")?.contentFrame, 100, 75, 40, 40)
    }

    @Test func sizeOnlyKeepsEachViewsAnchorPoint() throws {
        let animator = try TimelineTestSupport.animator(Self.hero(properties: "size"))
        // Sizes 40×40 → 200×100, halfway 120×70, each around its own centre: the inserted view's
        // (200, 150) → (140, 115); the removed one's (40, 40) → (−20, 5).
        let half = animator.presentation(at: 1.5)
        Self.expect(half.find("/0/then")?.contentFrame, 140, 115, 120, 70)
        Self.expect(half.find("/0/else")?.contentFrame, -20, 5, 120, 70)
    }

    @Test func withoutAnimationNothingMoves() throws {
        let animator = try TimelineTestSupport.animator(Self.hero(animation: "null"))
        let after = animator.presentation(at: 1.01)
        Self.expect(after.find("/0/then")?.contentFrame, 100, 100, 200, 100)
        #expect(after.find("/0/else") == nil)
    }

    @Test func twoRemovedViewsOfOneGroupHandNothingOver() throws {
        // Two views of the group leave at once: which one is the source is undefined in SwiftUI;
        // here neither is, and the inserted view does not move.
        let animator = try TimelineTestSupport.animator(Self.hero(extraRemoved: true))
        Self.expect(animator.presentation(at: 1.5).find("/0/then")?.contentFrame, 100, 100, 200, 100)
        #expect(animator.trace[1].matchedGeometry.isEmpty)
    }

    @Test func theTraceListsTheHandOver() throws {
        let animator = try TimelineTestSupport.animator(Self.hero())
        #expect(animator.trace[0].matchedGeometry.isEmpty)
        let pair = try #require(animator.trace[1].matchedGeometry.first)
        #expect(pair.namespace == "ns" && pair.id == #""card""# && pair.removed == "/0/else" && pair.inserted == "/0/then")
        #expect(pair.animation != nil && pair.animation == animator.trace[1].explicitAnimation)
    }

    /// A 100×60 source centred at (300, 200) = (250, 170, 100, 60) and a 20×20 circle with
    /// isSource false that would sit centred in the canvas, (190, 140, 20, 20).
    static func pair(_ effect: String, source: Bool = true) -> String {
        #"""
        {"canvas": {"width": 400, "height": 300}, "namespaces": ["ns"], "state": {"moved": false},
         "body": {"type": "ZStack", "children": [
           {"type": "Rectangle", "modifiers": [\#(source ? #"{"matchedGeometryEffect": {"id": 1, "in": "ns"}},"# : "")
             {"frame": {"width": "moved ? 50 : 100", "height": 60}}, {"position": {"x": 300, "y": 200}}]},
           {"type": "Circle", "modifiers": [{"matchedGeometryEffect": \#(effect)}, {"frame": {"width": 20, "height": 20}}]}]},
         "timeline": [{"at": 1, "set": {"moved": true}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#
    }

    @Test func nonSourceTakesTheSourcesFrame() throws {
        let animator = try TimelineTestSupport.animator(Self.pair(#"{"id": 1, "in": "ns", "isSource": false}"#))
        let view = animator.presentation(at: 0.5)
        Self.expect(view.find("/1")?.contentFrame, 250, 170, 100, 60)
        // What is outside the effect keeps the circle's own layout.
        Self.expect(view.find("/1")?.frame, 190, 140, 20, 20)
        // The source narrows to 50 around x = 300 (275…325); the follower animates with it:
        // halfway its width is 75 at x 262.5.
        Self.expect(animator.presentation(at: 1.5).find("/1")?.contentFrame, 262.5, 170, 75, 60)
        Self.expect(animator.presentation(at: 2).find("/1")?.contentFrame, 275, 170, 50, 60)
    }

    @Test func nonSourceAnchorAndProperties() throws {
        // Position only, anchored top-leading: the circle keeps 20×20 with its top-leading corner
        // on the source's (250, 170).
        let position = try TimelineTestSupport.animator(
            Self.pair(#"{"id": 1, "in": "ns", "isSource": false, "properties": "position", "anchor": "topLeading"}"#))
        Self.expect(position.presentation(at: 0.5).find("/1")?.contentFrame, 250, 170, 20, 20)
        // Size only, anchored bottom-trailing: 100×60 with its bottom-trailing corner where the
        // circle's is, (210, 160).
        let size = try TimelineTestSupport.animator(
            Self.pair(#"{"id": 1, "in": "ns", "isSource": false, "properties": "size", "anchor": "bottomTrailing"}"#))
        Self.expect(size.presentation(at: 0.5).find("/1")?.contentFrame, 110, 100, 100, 60)
    }

    @Test func nonSourceWithoutSourceKeepsItsLayout() throws {
        let animator = try TimelineTestSupport.animator(Self.pair(#"{"id": 1, "in": "ns", "isSource": false}"#, source: false))
        Self.expect(animator.presentation(at: 0.5).find("/1")?.contentFrame, 190, 140, 20, 20)
    }
}
