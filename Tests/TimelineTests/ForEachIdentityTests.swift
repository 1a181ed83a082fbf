import Testing
import Timeline

/// ForEach elements keep their identity across updates: reordering moves them, a new element
/// is inserted (fading in) while its siblings slide, a removed one fades out in its old place.
@Suite struct ForEachIdentityTests {
    /// 100×20 rectangles in a VStack without spacing, in a 200×200 canvas. Three rows are 60
    /// high, centred: y 70, 90, 110. Four rows are 80 high: y 60, 80, 100, 120.
    static func rows(_ events: String) -> String {
        #"""
        {"canvas": {"width": 200, "height": 200}, "state": {"items": [1, 2, 3]},
         "body": {"type": "VStack", "spacing": 0, "children": [
            {"type": "ForEach", "data": "items", "id": "self",
             "content": {"type": "Rectangle", "modifiers": [{"frame": {"width": 100, "height": 20}}]}}]},
         "timeline": \#(events)}
        """#
    }

    @Test func insertionInTheMiddleSlidesTheSiblingsAndFadesTheNewRowIn() throws {
        let animator = try TimelineTestSupport.animator(
            Self.rows(#"[{"at": 1, "set": {"items": [1, 4, 2, 3]}, "withAnimation": {"linear": {"duration": 1}}}]"#))
        let view = animator.presentation(at: 1.5)
        #expect(view.children.map(\.id) == ["/0/[1]", "/0/[4]", "/0/[2]", "/0/[3]"])
        // Halfway: 1 from 70 to 60, 2 from 90 to 100, 3 from 110 to 120.
        #expect(close(view.find("/0/[1]")?.frame.minY, 65))
        #expect(close(view.find("/0/[2]")?.frame.minY, 95))
        #expect(close(view.find("/0/[3]")?.frame.minY, 115))
        // The new row is in its final place, half faded in.
        #expect(close(view.find("/0/[4]")?.frame.minY, 80))
        #expect(close(view.find("/0/[4]")?.opacity, 0.5))
        // The siblings carry no transition effect.
        #expect(view.find("/0/[2]")?.opacity == nil)
    }

    @Test func reorderingMovesTheSameViews() throws {
        let animator = try TimelineTestSupport.animator(
            Self.rows(#"[{"at": 1, "set": {"items": [3, 1, 2]}, "withAnimation": {"linear": {"duration": 1}}}]"#))
        let view = animator.presentation(at: 1.5)
        // 3 from 110 to 70, 1 from 70 to 90, 2 from 90 to 110; nothing fades.
        #expect(close(view.find("/0/[3]")?.frame.minY, 90))
        #expect(close(view.find("/0/[1]")?.frame.minY, 80))
        #expect(close(view.find("/0/[2]")?.frame.minY, 100))
        #expect(view.children.allSatisfy { $0.opacity == nil })
        #expect(animator.removals.isEmpty)
    }

    @Test func aRemovedRowFadesOutInItsFormerPlace() throws {
        // [1, 2, 3] → [1, 3]: two rows are 40 high, y 80 and 100. Row 2 keeps its place in the
        // stack, 20 below its top, which moves from 70 to 80: at 75 + 20 = 95 halfway.
        let animator = try TimelineTestSupport.animator(
            Self.rows(#"[{"at": 1, "set": {"items": [1, 3]}, "withAnimation": {"linear": {"duration": 1}}}]"#))
        let view = animator.presentation(at: 1.5)
        #expect(view.children.map(\.id) == ["/0/[1]", "/0/[2]", "/0/[3]"])
        #expect(close(view.find("/0/[2]")?.frame.minY, 95))
        #expect(close(view.find("/0/[2]")?.opacity, 0.5))
        #expect(close(view.find("/0/[1]")?.frame.minY, 75))
        #expect(close(view.find("/0/[3]")?.frame.minY, 105))
    }

    @Test func removedRowsKeepTheirOrderAmongEachOther() throws {
        // [1, 2, 3] → [] at t = 1, all three fading out over 1 s, in their former order; then
        // [4] at 1.5 (no animation), which is drawn after them: none of them preceded it.
        let animator = try TimelineTestSupport.animator(
            Self.rows(#"""
                [{"at": 1, "set": {"items": []}, "withAnimation": {"linear": {"duration": 1}}},
                 {"at": 1.5, "set": {"items": [4]}}]
                """#))
        #expect(animator.presentation(at: 1.25).children.map(\.id) == ["/0/[1]", "/0/[2]", "/0/[3]"])
        #expect(animator.presentation(at: 1.75).children.map(\.id) == ["/0/[1]", "/0/[2]", "/0/[3]", "/0/[4]"])
        #expect(animator.presentation(at: 2).children.map(\.id) == ["/0/[4]"])
    }
}
