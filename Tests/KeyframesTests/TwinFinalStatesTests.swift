import DisplayList
import Geometry
import Layout
import Testing
import Timeline
import Views

@testable import Keyframes

/// Rows that are twins over the whole timeline are settled from the first row's final state
/// rather than presented and lowered again at the end (`TwinFinalStates`). Every final state so
/// taken is the one lowering the row at the end gives, and the document says what the scene
/// draws at the end, row by row.
@Suite struct TwinFinalStatesTests {
    /// `count` rectangles 40×6 in a VStack of spacing 2 on a 320×180 canvas that turn from blue to
    /// orange, slide from x −100 to 100 and fade in from 0.4 when `on` turns true at 0.1 s, each
    /// with `extra` modifiers after its frame.
    static func rows(_ count: Int, width: String = "40", extra: String = "", stack: String = #""spacing": 2"#) -> String {
        let row = #"""
            {"type": "Rectangle", "modifiers": [{"fill": "on ? orange : blue"}, {"frame": {"width": \#(width), "height": 6}}\#(extra),
              {"offset": {"x": "on ? 100 : -100"}}, {"opacity": "on ? 1 : 0.4"}]}
            """#
        return #"""
            {"canvas": {"width": 320, "height": 180}, "state": {"on": false},
             "body": {"type": "VStack", \#(stack), "children": [\#(Array(repeating: row, count: count).joined(separator: ","))]},
             "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": {"easeInOut": {"duration": 0.6}}}]}
            """#
    }

    /// A VStack of spacing 2 whose rows keep their leading edge at x = (320 − 200) / 2 = 60 in a
    /// frame 200 wide: rows that widen stay twins (their origins hold still).
    static let leading = #""alignment": "leading", "spacing": 2, "modifiers": [{"frame": {"width": 200, "alignment": "leading"}}]"#

    /// The final state of every element as lowering the whole structure at the end gives it
    /// (`FinalState.settle` against the full skeleton, no twins): what the twins' must equal.
    static func lowered(_ animator: Animator) -> [AnimatedElement] {
        var elements = KeyframesTestSupport.elements(animator)
        let sampler = ViewSampler(animator: animator)
        let end = FinalState.time(of: animator, structureTimes: sampler.structureTimes())
        let builder = DisplayListBuilder(glyphs: nil, coverage: .everyElement)
        let skeleton = ElementSkeleton.elements(of: KeyframeEncoder.structure(of: animator, at: end), builder: builder) {
            sampler.structuralBox($0, at: end).map { ($0, sampler.slot(of: $0.view.id)) }
        }
        FinalState.settle(&elements, skeleton: skeleton, sampler: sampler, at: end, parentHidden: false)
        return elements
    }

    /// A `TwinFinalStates` for `animator`'s elements at the end of its timeline.
    static func twins(_ elements: [AnimatedElement], _ animator: Animator) -> TwinFinalStates {
        let sampler = ViewSampler(animator: animator)
        return TwinFinalStates(
            elements, sampler: sampler, end: FinalState.time(of: animator, structureTimes: sampler.structureTimes()), drawnPaths: nil)
    }

    /// Whether settling `json`'s elements from their twins, against the tree lowered without the
    /// views left out, finds a twin whose outline changed (then the encoder lowers the whole tree).
    static func outlinesChange(_ json: String) throws -> Bool {
        let animator = try KeyframesTestSupport.animator(json)
        var elements = KeyframesTestSupport.elements(animator)
        let sampler = ViewSampler(animator: animator)
        let end = FinalState.time(of: animator, structureTimes: sampler.structureTimes())
        let twins = TwinFinalStates(elements, sampler: sampler, end: end, drawnPaths: nil)
        let tree = twins.reduced(KeyframeEncoder.structure(of: animator, at: end))
        let skeleton = ElementSkeleton.elements(of: tree, builder: DisplayListBuilder(glyphs: nil, coverage: .everyElement)) {
            sampler.structuralBox($0, at: end).map { ($0, sampler.slot(of: $0.view.id)) }
        }
        FinalState.settle(&elements, skeleton: skeleton, sampler: sampler, at: end, parentHidden: false, twins: twins)
        return twins.needsWholeTree
    }

    /// Every element's final item, translation and values, from the encoder (twins settled from
    /// their twin) and from lowering every view at the end; `leftOut` views are left out of the
    /// tree lowered at the end.
    static func expectSameFinals(_ json: String, leftOut: Int = 2, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let animator = try KeyframesTestSupport.animator(json)
        let encoded = ElementTwinsTests.flattened(KeyframesTestSupport.elements(animator))
        let lowered = ElementTwinsTests.flattened(Self.lowered(animator))
        #expect(encoded.count == lowered.count, sourceLocation: sourceLocation)
        let twins = Self.twins(KeyframesTestSupport.elements(animator), animator)
        let tree = KeyframeEncoder.structure(of: animator, at: animator.duration)
        #expect(twins.reduced(tree).treeViewCount == tree.treeViewCount - leftOut, sourceLocation: sourceLocation)
        for (a, b) in zip(encoded, lowered) {
            let element = Comment(rawValue: "\(a.key.viewID) \(a.key.role)")
            #expect(a.key == b.key, element, sourceLocation: sourceLocation)
            #expect(a.final?.item == b.final?.item, element, sourceLocation: sourceLocation)
            #expect(a.final?.translate == b.final?.translate, element, sourceLocation: sourceLocation)
            for kind in PropertyKind.allCases {
                #expect(a.final?.values[kind] == b.final?.values[kind], element, sourceLocation: sourceLocation)
            }
        }
    }

    @Test func theLaterRowsAreLeftOutOfTheTreeLoweredAtTheEnd() throws {
        let animator = try KeyframesTestSupport.animator(Self.rows(3))
        let twins = Self.twins(KeyframesTestSupport.elements(animator), animator)
        let end = FinalState.time(of: animator, structureTimes: ViewSampler(animator: animator).structureTimes())
        let tree = KeyframeEncoder.structure(of: animator, at: end)
        // The VStack keeps its first row; the second and third take the first's final state.
        #expect(tree.children.count == 3)
        let reduced = twins.reduced(tree)
        #expect(reduced.children.map(\.id) == [tree.children[0].id])
    }

    @Test func rowsSettledFromTheirTwinEndAsLoweringThemGives() throws {
        try Self.expectSameFinals(Self.rows(3))
        #expect(try !Self.outlinesChange(Self.rows(3)))
        // Clipped rows: the clip's outline is the row's own (a capsule of its frame).
        try Self.expectSameFinals(Self.rows(3, extra: #", {"clipShape": "Capsule"}"#))
        #expect(try !Self.outlinesChange(Self.rows(3, extra: #", {"clipShape": "Capsule"}"#)))
    }

    @Test func rowsWhoseOutlinesChangeAreLoweredAfterAll() throws {
        // Widening rows (fractional sizes: a moved outline could differ from lowering's in the
        // last bit): the first row's outline differs at the end, so the encoder lowers the whole
        // tree at the end, and every final state is lowering's.
        let widening = Self.rows(3, width: #""on ? 60.71 : 40.3""#, stack: Self.leading)
        #expect(try Self.outlinesChange(widening))
        let clipped = Self.rows(3, width: #""on ? 60.71 : 40.3""#, extra: #", {"clipShape": "Capsule"}"#, stack: Self.leading)
        #expect(try Self.outlinesChange(clipped))
        for json in [widening, clipped] { try Self.expectSameFinals(json) }
    }

    @Test func rowsInsertedWithATransitionAreLoweredAtTheEnd() throws {
        // Each row an HStack inserted with the default opacity transition, whose effect presenting
        // appends around the square: no row is left out.
        let square = #"{"type": "Rectangle", "modifiers": [{"fill": "on ? red : green"}, {"frame": {"width": 8, "height": 8}}]}"#
        let row = #"{"type": "If", "condition": "on", "then": {"type": "HStack", "children": [\#(square)]}}"#
        try Self.expectSameFinals(
            #"""
            {"canvas": {"width": 100, "height": 60}, "state": {"on": false},
             "body": {"type": "VStack", "spacing": 2, "children": [\#(row), \#(row), \#(row)]},
             "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": {"easeInOut": {"duration": 0.4}}}]}
            """#, leftOut: 0)
    }

    @Test func rowsInsideAContainerWithAnEffectAreLoweredAtTheEnd() throws {
        // Each row an HStack that fades, of two squares: the stack's group holds the squares'
        // items (its final item is read with them), so none is left out.
        let square = #"{"type": "Rectangle", "modifiers": [{"fill": "on ? red : green"}, {"frame": {"width": 8, "height": 8}}, {"offset": {"y": "on ? 20 : 0"}}]}"#
        let row = #"{"type": "HStack", "spacing": 2, "modifiers": [{"opacity": "on ? 1 : 0.5"}], "children": [\#(square), \#(square)]}"#
        try Self.expectSameFinals(
            #"""
            {"canvas": {"width": 100, "height": 60}, "state": {"on": false},
             "body": {"type": "VStack", "spacing": 2, "children": [\#(row), \#(row), \#(row)]},
             "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#, leftOut: 0)
        // Rows in a stack that casts a shadow: the shadow's region is its children's bounds.
        try Self.expectSameFinals(
            Self.rows(3, stack: #""spacing": 2, "modifiers": [{"shadow": {"radius": 3, "y": 2}}]"#), leftOut: 0)
    }

    @Test func aDrawingPastItsBoundNamesTheViewTheWholeTreeFindsPastIt() throws {
        // Three twin rows (five path elements each: a move, three lines, a close) and, last, a
        // rounded rectangle whose corners grow from 0 (five elements) to 8 (its outline with its
        // corner curves, ten). The first structure holds 20, the end 25: with a bound of 24 the
        // end's drawing passes it at the rounded rectangle, as lowering the whole tree in order
        // finds (the rows left out are counted after it otherwise).
        let row = #"{"type": "Rectangle", "modifiers": [{"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}]}"#
        let footer = #"{"type": "RoundedRectangle", "cornerRadius": "on ? 8 : 0", "modifiers": [{"frame": {"width": 40, "height": 20}}]}"#
        let json = ProgressPlansTests.stack([row, row, row, footer], animation: #"{"easeInOut": {"duration": 0.6}}"#)
        let animator = try KeyframesTestSupport.animator(json)
        var encoder = KeyframeEncoder(glyphs: nil)
        let counted = DrawnPathBudget(limit: 1_000)
        encoder.drawnPaths = counted
        _ = encoder.elements(of: animator)
        #expect(counted.count == 25)
        let bound = DrawnPathBudget(limit: 24)
        encoder.drawnPaths = bound
        _ = encoder.elements(of: animator)
        #expect(bound.exceededAt == "/body/children/3")
    }

    @Test func leavesOfNestedStacksAreLeftOutToo() throws {
        // Three HStacks of two squares each: every square after the first is its twin, ten or
        // twenty away (five views left out, from the stacks' own lists of children).
        let square = #"{"type": "Rectangle", "modifiers": [{"fill": "on ? red : green"}, {"frame": {"width": 8, "height": 8}}, {"offset": {"y": "on ? 20 : 0"}}]}"#
        let row = #"{"type": "HStack", "spacing": 2, "children": [\#(square), \#(square)]}"#
        let json = #"""
            {"canvas": {"width": 100, "height": 60}, "state": {"on": false},
             "body": {"type": "VStack", "spacing": 2, "children": [\#(row), \#(row), \#(row)]},
             "timeline": [{"at": 0, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]}
            """#
        try Self.expectSameFinals(json, leftOut: 5)
    }

    @Test func rowsThatTurnAreLoweredAtTheEnd() throws {
        // A rotation turns about the row's own centre: its final transform is not the first
        // row's, so the rows stay in the tree lowered at the end (and end as lowering gives).
        let json = Self.rows(3, extra: #", {"rotationEffect": "on ? 30 : 0"}"#)
        let animator = try KeyframesTestSupport.animator(json)
        let twins = Self.twins(KeyframesTestSupport.elements(animator), animator)
        let tree = KeyframeEncoder.structure(of: animator, at: animator.duration)
        #expect(twins.reduced(tree).children.count == 3)
        try Self.expectSameFinals(json, leftOut: 0)
    }

    @Test func theDocumentEndsOnEachRowsFinalDrawing() throws {
        // Three rows of 6 with 2 between them, centred: 22 high from y = (180 − 22) / 2 = 79; 40
        // wide from x = (320 − 40) / 2 = 140. At the end each is orange, 100 to the right, opaque.
        for format in KeyframeEncoder.Format.allCases {
            let svg = try KeyframesTestSupport.svg(Self.rows(3), format: format)
            for y in [79, 87, 95] {
                #expect(svg.contains(##"d="M140 \##(y)L180 \##(y)L180 \##(y + 6)L140 \##(y + 6)Z" fill="#ff9500""##))
            }
            #expect(svg.components(separatedBy: #"transform="matrix(1 0 0 1 100 0)""#).count - 1 == 3)
        }
        // Widening from 40 to 60 from the leading edge at x = 60 (the whole tree lowered at the end).
        let wide = try KeyframesTestSupport.svg(Self.rows(3, width: #""on ? 60 : 40""#, stack: Self.leading))
        for y in [79, 87, 95] { #expect(wide.contains(#"d="M60 \#(y)L120 \#(y)L120 \#(y + 6)L60 \#(y + 6)Z""#)) }
    }

    @Test func theRowsLeftOutStillCountTheirOutlines() throws {
        // A rectangle's outline is five path elements (a move, three lines, a close); the drawing
        // at the end holds three, whether lowered or taken from the first row.
        let animator = try KeyframesTestSupport.animator(Self.rows(3))
        var encoder = KeyframeEncoder(glyphs: nil)
        let budget = DrawnPathBudget(limit: 1_000)
        encoder.drawnPaths = budget
        _ = encoder.elements(of: animator)
        // (The count starts again for each drawing: this is the end's.)
        #expect(budget.count == 3 * 5)
        #expect(!budget.isExceeded)
    }
}
