import Geometry
import SVG
import Testing
import Timeline

@testable import Keyframes

/// A twin's later rows are written from the bytes its first twin row wrote, with their own
/// outlines (`KeyframeDocumentWriter.writeTopLevel`): every document is the one writing each
/// element in full gives, and the rows that can be are so written.
@Suite struct TwinRowTemplatesTests {
    /// The document of `json`'s elements, with or without row templates, and how many rows were
    /// written from one.
    static func document(
        _ json: String, format: KeyframeEncoder.Format, precision: Int = 2, templates: Bool, budget: OutputBudget? = nil
    ) throws -> (bytes: [UInt8], uses: Int) {
        let animator = try KeyframesTestSupport.animator(json)
        let elements = KeyframesTestSupport.elements(animator)
        var writer = KeyframeDocumentWriter(format: format, precision: precision, idPrefix: "k")
        writer.writesRowsFromTemplates = templates
        writer.output = budget
        let uses = KeyframeDocumentWriter.RowTemplateUses()
        writer.rowTemplateUses = uses
        let canvas = Size(width: animator.scene.canvas.width, height: animator.scene.canvas.height)
        return (writer.write(elements, canvas: canvas, background: nil), uses.count)
    }

    /// The rows of `TwinFinalStatesTests.rows`: 20 rows in a VStack. The first is every later
    /// row's twin, and the second the first written in full as a twin row: 18 rows are written
    /// from it, in CSS and SMIL and at every precision, the same bytes as written in full.
    @Test(arguments: [KeyframeEncoder.Format.css, .smil], [0, 2, 4])
    func rowsAreWrittenFromTheFirstTwinRow(format: KeyframeEncoder.Format, precision: Int) throws {
        let json = TwinFinalStatesTests.rows(20)
        let templated = try Self.document(json, format: format, precision: precision, templates: true)
        let full = try Self.document(json, format: format, precision: precision, templates: false)
        #expect(templated.bytes == full.bytes)
        #expect(templated.uses == 18)
        #expect(full.uses == 0)
        // Each row's own outline: the 20th row's top edge is at (180 − (20 × 6 + 19 × 2)) / 2 +
        // 19 × 8 = 11 + 152 = 163 (the stack is 158 tall, centred), its left edge at 140.
        #expect(String(decoding: templated.bytes, as: UTF8.self).contains(#"d="M140 163L180 163L180 169L140 169Z""#))
    }

    /// Rows that are no twins' rows in full, or draw what a template does not cover, are
    /// written element by element: clipped rows (a clip path's id is the element's own), rows
    /// that widen (their outline is animated), and rows in a fading stack (its group holds them:
    /// no top-level rows).
    @Test(arguments: [
        TwinFinalStatesTests.rows(6, extra: #", {"clipShape": "Capsule"}"#),
        TwinFinalStatesTests.rows(6, width: #""on ? 60 : 40""#, stack: TwinFinalStatesTests.leading),
        TwinFinalStatesTests.rows(6, stack: #""spacing": 2, "modifiers": [{"opacity": 0.5}]"#),
    ])
    func rowsTheTemplatesDoNotCoverAreWrittenInFull(json: String) throws {
        for format in KeyframeEncoder.Format.allCases {
            let templated = try Self.document(json, format: format, templates: true)
            let full = try Self.document(json, format: format, templates: false)
            #expect(templated.bytes == full.bytes)
            #expect(templated.uses == 0)
        }
    }

    /// A spring's rows move alike too: the same bytes, 4 of 6 rows from the template.
    @Test func springRows() throws {
        let json = TwinFinalStatesTests.rows(6).replacingOccurrences(
            of: #"{"easeInOut": {"duration": 0.6}}"#, with: #"{"spring": {"duration": 0.6, "bounce": 0.3}}"#)
        for format in KeyframeEncoder.Format.allCases {
            let templated = try Self.document(json, format: format, templates: true)
            #expect(templated.bytes == (try Self.document(json, format: format, templates: false)).bytes)
            #expect(templated.uses == 4)
        }
    }

    /// Past the output budget a document written from templates is refused as one written in
    /// full is: no bytes, the budget passed.
    @Test func theBudgetRefusesTheDocumentAlike() throws {
        let json = TwinFinalStatesTests.rows(20)
        let full = try Self.document(json, format: .css, templates: false).bytes.count
        for limit in [full / 2, full - 1] {
            let budgetA = OutputBudget(limit: limit), budgetB = OutputBudget(limit: limit)
            let templated = try Self.document(json, format: .css, templates: true, budget: budgetA)
            let written = try Self.document(json, format: .css, templates: false, budget: budgetB)
            #expect(templated.bytes.isEmpty && written.bytes.isEmpty)
            #expect(budgetA.isExceeded && budgetB.isExceeded)
        }
        let budget = OutputBudget(limit: full)
        #expect(try Self.document(json, format: .css, templates: true, budget: budget).bytes.count == full)
    }

    /// Past the budget inside a row's path data (just after the 20th row's `d="`, a row written
    /// from the template, and just after the 2nd's, the template itself): refused alike, no
    /// trap.
    @Test func theBudgetPassedInsidePathData() throws {
        let json = TwinFinalStatesTests.rows(20)
        let full = String(decoding: try Self.document(json, format: .css, templates: false).bytes, as: UTF8.self)
        let paths = full.ranges(of: #" d=""#)
        #expect(paths.count == 20)
        for path in [paths[1], paths[19]] {
            let limit = full.utf8.distance(from: full.startIndex, to: path.upperBound) + 1
            let budgetA = OutputBudget(limit: limit), budgetB = OutputBudget(limit: limit)
            #expect(try Self.document(json, format: .css, templates: true, budget: budgetA).bytes.isEmpty)
            #expect(try Self.document(json, format: .css, templates: false, budget: budgetB).bytes.isEmpty)
            #expect(budgetA.isExceeded && budgetB.isExceeded)
        }
    }

    /// The rows settled from their twin say so (`FinalState.isTwins`); the first row, which is
    /// no one's twin, does not.
    @Test func rowsSettledFromTheirTwinSaySo() throws {
        let elements = KeyframesTestSupport.elements(try KeyframesTestSupport.animator(TwinFinalStatesTests.rows(3)))
        #expect(elements.count == 3)
        func settled(_ element: AnimatedElement) -> [Bool] { [element.final?.isTwins == true] + element.children.flatMap(settled) }
        #expect(settled(elements[0]) == [false, false, false])
        #expect(settled(elements[1]) == [true, true, true])
        #expect(settled(elements[2]) == [true, true, true])
        // Settled again against the whole tree (as the encoder does where a twin's outline
        // changed), every element's state is its own.
        let lowered = TwinFinalStatesTests.lowered(try KeyframesTestSupport.animator(TwinFinalStatesTests.rows(3)))
        #expect(lowered.flatMap(settled).allSatisfy { !$0 })
    }
}
