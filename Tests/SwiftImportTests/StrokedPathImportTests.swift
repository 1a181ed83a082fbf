import SwiftImport
import Testing

/// `strokedPath(_:)` from SwiftUI source: the `StrokeStyle`'s labels become the modifier's keys.
@Suite struct StrokedPathImportTests {
    @Test func strokedPathTakesTheStyleFields() throws {
        let source = """
            struct Ring: View {
                var body: some View {
                    Circle().strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .bevel, miterLimit: 3, dash: [6, 2.5])).fill(Color.red)
                }
            }
            """
        let checked = try SwiftImport.checkedScene(source, options: ImportOptions()) { ImportTestSupport.renderer.check($0) }
        #expect(checked.warnings.isEmpty)
        #expect(try SwiftImport.translate(source, options: ImportOptions()).scene.compactText == #"""
            {"body": {"type": "Circle", "modifiers": [{"strokedPath": {"lineWidth": 4, "lineCap": "round", "lineJoin": "bevel", "miterLimit": 3, \#
            "dash": [6, 2.5]}}, \#
            {"fill": "red"}]}}
            """#)
    }
}
