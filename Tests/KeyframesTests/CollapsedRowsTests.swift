import DisplayList
import Geometry
import SVG
import Testing
import Timeline
import Views

@testable import Keyframes

/// A list's later twin rows are left out of the elements and written from their first twin
/// row's template (`CollapsedRows`): every document is the one making each row's elements gives,
/// and the rows that can be are so written.
@Suite struct CollapsedRowsTests {
    /// The document of `json`, with or without collapsed rows, and how many rows were collapsed.
    static func document(
        _ json: String, format: KeyframeEncoder.Format = .css, precision: Int = 2, collapsing: Bool,
        output: OutputBudget? = nil, drawnPaths: DrawnPathBudget? = nil
    ) throws -> (bytes: [UInt8], collapsed: Int) {
        let animator = try KeyframesTestSupport.animator(json)
        var encoder = KeyframeEncoder(format: format, precision: precision, idPrefix: "k", glyphs: nil)
        encoder.collapsesTwinRows = collapsing
        encoder.output = output
        encoder.drawnPaths = drawnPaths
        let canvas = Size(width: animator.scene.canvas.width, height: animator.scene.canvas.height)
        let encoded = encoder.encoded(animator, canvas: canvas, background: nil)
        return (encoded.document, encoded.collapsedRows)
    }

    /// `json`'s documents, CSS and SMIL, are the same bytes with and without collapsed rows, and
    /// `expected` rows are collapsed.
    static func expectSameDocuments(_ json: String, collapsed expected: Int, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for format in KeyframeEncoder.Format.allCases {
            let collapsed = try document(json, format: format, collapsing: true)
            let full = try document(json, format: format, collapsing: false)
            #expect(collapsed.bytes == full.bytes, "\(format)", sourceLocation: sourceLocation)
            #expect(!collapsed.bytes.isEmpty, sourceLocation: sourceLocation)
            #expect(collapsed.collapsed == expected, "\(format)", sourceLocation: sourceLocation)
            #expect(full.collapsed == 0, sourceLocation: sourceLocation)
        }
    }

    /// A row of `TwinFinalStatesTests.rows`, filled with `fill`.
    static func row(fill: String = "on ? orange : blue") -> String {
        #"""
        {"type": "Rectangle", "modifiers": [{"fill": "\#(fill)"}, {"frame": {"width": 40, "height": 6}},
          {"offset": {"x": "on ? 100 : -100"}}, {"opacity": "on ? 1 : 0.4"}]}
        """#
    }

    /// A scene of `body` on a 320×180 canvas whose rows slide, fade and change colour at 0.1 s.
    static func scene(_ body: String, state: String = #""on": false"#, timeline: String = "") -> String {
        #"""
        {"canvas": {"width": 320, "height": 180}, "state": {\#(state)}, "body": \#(body),
         "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": {"easeInOut": {"duration": 0.6}}}\#(timeline)]}
        """#
    }

    /// 20 rows in a VStack: the first is every later row's twin, the second its first twin
    /// (kept, the template), and the 18 after it are collapsed, the same bytes in CSS and SMIL at
    /// every precision.
    @Test(arguments: [KeyframeEncoder.Format.css, .smil], [0, 2, 4])
    func laterRowsAreCollapsed(format: KeyframeEncoder.Format, precision: Int) throws {
        let json = TwinFinalStatesTests.rows(20)
        let collapsed = try Self.document(json, format: format, precision: precision, collapsing: true)
        let full = try Self.document(json, format: format, precision: precision, collapsing: false)
        #expect(collapsed.bytes == full.bytes)
        #expect(collapsed.collapsed == 18)
        // The 20th row's own outline: its top edge at (180 − (20 × 6 + 19 × 2)) / 2 + 19 × 8 = 163,
        // its left edge at (320 − 40) / 2 = 140.
        #expect(String(decoding: collapsed.bytes, as: UTF8.self).contains(#"d="M140 163L180 163L180 169L140 169Z""#))
    }

    /// The elements left to animate hold the kept rows alone: the first, its first twin.
    @Test func theElementsHoldTheKeptRowsAlone() throws {
        let animator = try KeyframesTestSupport.animator(TwinFinalStatesTests.rows(20))
        let made = KeyframeEncoder(glyphs: nil).elements(of: animator, collapsing: true)
        #expect(made.elements.count == 2)
        #expect(made.collapsed?.rows.count == 18)
        #expect(made.collapsed?.chains.count == 1)
        #expect(made.collapsed?.chains.first?.rows == 0..<18)
        // Each row's outline as first drawn: the 3rd row's top edge is at 11 + 2 × 8 = 27.
        #expect(made.collapsed?.rows.first?.paths == [Path(rect: Rect(x: 140, y: 27, width: 40, height: 6))])
        // A rectangle's path: a move, three lines and a close.
        #expect(made.collapsed?.rows.first?.pathElements == 5)
    }

    /// A spring's rows: the same bytes, 4 of 6 collapsed.
    @Test func springRows() throws {
        let json = TwinFinalStatesTests.rows(6).replacingOccurrences(
            of: #"{"easeInOut": {"duration": 0.6}}"#, with: #"{"spring": {"duration": 0.6, "bounce": 0.3}}"#)
        try Self.expectSameDocuments(json, collapsed: 4)
    }

    /// Rows the template does not cover make their elements: clipped rows, rows that widen (their
    /// outline moves), rows in a fading stack (its group holds them).
    @Test(arguments: [
        TwinFinalStatesTests.rows(6, extra: #", {"clipShape": "Capsule"}"#),
        TwinFinalStatesTests.rows(6, width: #""on ? 60 : 40""#, stack: TwinFinalStatesTests.leading),
        TwinFinalStatesTests.rows(6, stack: #""spacing": 2, "modifiers": [{"opacity": 0.5}]"#),
    ])
    func rowsTheTemplateDoesNotCoverAreMade(json: String) throws {
        try Self.expectSameDocuments(json, collapsed: 0)
    }

    /// A row of another colour between the twins is kept, and the rows after it are written
    /// after it: of [first, twin, twin, other, twin, twin] three are collapsed.
    @Test func rowsAfterAnotherRow() throws {
        let rows = [Self.row(), Self.row(), Self.row(), Self.row(fill: "on ? green : red"), Self.row(), Self.row()]
        let json = Self.scene(#"{"type": "VStack", "spacing": 2, "children": [\#(rows.joined(separator: ","))]}"#)
        try Self.expectSameDocuments(json, collapsed: 3)
    }

    /// Rows in two stacks side by side: each stack's rows after its first twin row are collapsed
    /// (the first stack's first row is every row's twin), written in their stacks' order.
    @Test func rowsInTwoStacks() throws {
        let stack = #"{"type": "VStack", "spacing": 2, "children": [\#(Array(repeating: Self.row(), count: 5).joined(separator: ","))]}"#
        let json = Self.scene(#"{"type": "HStack", "spacing": 10, "children": [\#(stack), \#(stack)]}"#)
        // The first stack: row 1 is the twin kept, rows 2–4 collapsed; the second: row 0 follows
        // a container, so it is kept, rows 1–4 collapsed.
        try Self.expectSameDocuments(json, collapsed: 7)
    }

    /// A row after a spacer (which draws no element) cannot be written after it: it is kept, and
    /// the row after it is collapsed after it. Of the four rows the first is the twin of the
    /// others and the second their template, so one is collapsed; the same bytes. (The spacer was
    /// once taken for a leaf to write rows after, and every row's elements were made twice.)
    @Test func aRowAfterASpacerIsKept() throws {
        let children = [Self.row(), Self.row(), #"{"type": "Spacer", "modifiers": [{"frame": {"height": 4}}]}"#, Self.row(), Self.row()]
        let json = Self.scene(#"{"type": "VStack", "spacing": 2, "children": [\#(children.joined(separator: ","))]}"#)
        try Self.expectSameDocuments(json, collapsed: 1)
        let encoder = KeyframeEncoder(format: .css, precision: 2, idPrefix: "k", glyphs: nil)
        let attempt = encoder.elements(of: try KeyframesTestSupport.animator(json), collapsing: true)
        #expect(attempt.collapsed.map { $0.isWritable(attempt.elements) } == true)
    }

    /// Rows whose corners round as they move, or whose inset stroke widens (`strokeBorder`: the
    /// outline is inset by half the width), are not covered by their template (its outline is
    /// animated): they are not collapsed, so their elements are made once, the same bytes. Rows
    /// with a constant corner radius, or a widening stroke centred on the outline (a number of the
    /// shape that is not its outline's), are collapsed (the fourth of four; the second is the
    /// template).
    @Test func rowsWhoseOutlineMovesAreNotCollapsed() throws {
        let encoder = KeyframeEncoder(format: .css, precision: 2, idPrefix: "k", glyphs: nil)
        func stroked(_ modifier: String, _ type: String = "Rectangle") -> String {
            let radius = type == "RoundedRectangle" ? #", "cornerRadius": 2"# : ""
            return #"""
            {"type": "\#(type)"\#(radius), "modifiers": [{"\#(modifier)": {"color": "red", "lineWidth": "on ? 3 : 1"}},
              {"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}]}
            """#
        }
        for moving in [Self.roundedRow(radius: "on ? 3 : 0"), stroked("strokeBorder"), stroked("strokeBorder", "RoundedRectangle")] {
            let json = Self.rows(moving)
            #expect(encoder.elements(of: try KeyframesTestSupport.animator(json), collapsing: true).collapsed == nil)
            try Self.expectSameDocuments(json, collapsed: 0)
        }
        try Self.expectSameDocuments(Self.rows(Self.roundedRow(radius: "3")), collapsed: 2)
        try Self.expectSameDocuments(Self.rows(stroked("stroke")), collapsed: 2)
        try Self.expectSameDocuments(Self.rows(stroked("stroke", "RoundedRectangle")), collapsed: 2)
    }

    /// A rounded rectangle of corner radius `radius` that slides.
    static func roundedRow(radius: String) -> String {
        #"""
        {"type": "RoundedRectangle", "cornerRadius": "\#(radius)", "modifiers": [{"fill": "on ? orange : blue"},
          {"frame": {"width": 40, "height": 6}}, {"offset": {"x": "on ? 100 : -100"}}]}
        """#
    }

    /// Four copies of `row` in a VStack.
    static func rows(_ row: String) -> String {
        scene(#"{"type": "VStack", "spacing": 2, "children": [\#(Array(repeating: row, count: 4).joined(separator: ","))]}"#)
    }

    /// The template covers the rows only where the first twin row is one top-level element and
    /// each run of rows follows its leaf in writing order. Of rows in two stacks (`rowsInTwoStacks`:
    /// the first stack's rows follow its second row, the second stack's its first), the elements
    /// as made pass; without the first twin row's element, or with the stacks' elements in reverse
    /// order (the second stack's leaf before the first's), they do not, and the encoder would make
    /// every row again.
    @Test func theTemplateCoversTheRowsOnlyAsWritten() throws {
        let stack = #"{"type": "VStack", "spacing": 2, "children": [\#(Array(repeating: Self.row(), count: 5).joined(separator: ","))]}"#
        let json = Self.scene(#"{"type": "HStack", "spacing": 10, "children": [\#(stack), \#(stack)]}"#)
        let encoder = KeyframeEncoder(format: .css, precision: 2, idPrefix: "k", glyphs: nil)
        let attempt = encoder.elements(of: try KeyframesTestSupport.animator(json), collapsing: true)
        let rows = try #require(attempt.collapsed)
        #expect(rows.chains.map(\.anchor) == ["/0/1", "/1/0"])
        #expect(rows.isWritable(attempt.elements))
        let firstTwin = try #require(rows.twins.first?.firstTwin)
        #expect(!rows.isWritable(attempt.elements.filter { $0.key.viewID != firstTwin }))
        #expect(!rows.isWritable(attempt.elements.reversed()))
    }

    /// A view inserted among the rows by a later update changes the stack's children: no row is
    /// collapsed, the same bytes.
    @Test func aStackWhoseChildrenChangeKeepsItsRows() throws {
        let children = [
            Self.row(), Self.row(), Self.row(),
            #"{"type": "If", "condition": "extra", "then": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 6}}]}}"#,
            Self.row(), Self.row(),
        ]
        let json = Self.scene(
            #"{"type": "VStack", "spacing": 2, "children": [\#(children.joined(separator: ","))]}"#, state: #""on": false, "extra": false"#,
            timeline: #", {"at": 1, "set": {"extra": true}}"#)
        try Self.expectSameDocuments(json, collapsed: 0)
    }

    /// A z-index above the rows' stack reorders whole stacks: the rows are not collapsed, and
    /// the document is the same bytes (with the first stack painted last, a row of the second was
    /// once left unwritten). A z-index that changes at 1 s draws a stack's elements twice (hidden,
    /// then painted again later; a row was once written only with the first): no row is collapsed
    /// either.
    @Test(arguments: [(#"{"zIndex": 1}"#, ""), ("", #"{"zIndex": "flip ? 1 : 0"}"#)])
    func aZIndexAboveTheRowsKeepsThem(zIndexes: (first: String, second: String)) throws {
        let rows = Array(repeating: Self.row(), count: 3).joined(separator: ",")
        let green = #"{"type": "Rectangle", "modifiers": [{"fill": "green"}, {"frame": {"width": 40, "height": 6}}]}"#
        let first = #"{"type": "VStack", "spacing": 2, "modifiers": [\#(zIndexes.first)], "children": [\#(rows)]}"#
        let second = #"{"type": "VStack", "spacing": 2, "modifiers": [\#(zIndexes.second)], "children": [\#(green), \#(Self.row()), \#(Self.row())]}"#
        let json = Self.scene(
            #"{"type": "HStack", "spacing": 10, "children": [\#(first), \#(second), \#(green)]}"#, state: #""on": false, "flip": false"#,
            timeline: #", {"at": 1, "set": {"flip": true}}"#)
        try Self.expectSameDocuments(json, collapsed: 0)
    }

    /// Past the output budget a document with collapsed rows is refused as one without: no bytes.
    @Test func theOutputBudgetRefusesAlike() throws {
        let json = TwinFinalStatesTests.rows(20)
        let full = try Self.document(json, collapsing: false).bytes.count
        for limit in [full / 2, full - 40, full - 1] {
            let collapsed = try Self.document(json, collapsing: true, output: OutputBudget(limit: limit))
            #expect(collapsed.bytes.isEmpty)
        }
        #expect(try Self.document(json, collapsing: true, output: OutputBudget(limit: full)).bytes.count == full)
    }

    /// The drawn-path budget counts the collapsed rows' outlines as lowering them does: a bound the
    /// whole drawing passes refuses the document at the same view, one it does not keeps it.
    @Test func theDrawnPathBudgetCountsTheCollapsedRows() throws {
        let json = TwinFinalStatesTests.rows(20)
        // 20 rectangles of 5 path elements: 100 a drawing.
        for limit in [60, 99] {
            let a = WorkBudget(limit: limit), b = WorkBudget(limit: limit)
            let collapsed = try Self.document(json, collapsing: true, drawnPaths: a)
            let full = try Self.document(json, collapsing: false, drawnPaths: b)
            #expect(collapsed.bytes.isEmpty && full.bytes.isEmpty)
            #expect(a.exceededAt != nil && a.exceededAt == b.exceededAt)
        }
        let kept = try Self.document(json, collapsing: true, drawnPaths: WorkBudget(limit: 100))
        #expect(kept.bytes == (try Self.document(json, collapsing: false)).bytes)
        #expect(kept.collapsed == 18)
    }
}
