import Cancellation
import Geometry
import Testing

@testable import Keyframes

/// Writing a keyframe document stops at the next top-level element once the render is
/// cancelled: writing 4,800 elements ran on for 0.2 s after a timed-out request was answered.
@Suite struct CancelledWritingTests {
    @Test func aCancelledWriterWritesNoFurtherElement() throws {
        let scene = #"""
            {"canvas": {"width": 100, "height": 20}, "state": {"x": 0},
             "body": {"type": "HStack", "children": [{"type": "ForEach", "data": "0..<3", "content":
               {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"offset": {"x": "x"}}]}}]},
             "timeline": [{"at": 0, "set": {"x": 50}, "withAnimation": "linear"}]}
            """#
        let elements = KeyframesTestSupport.elements(try KeyframesTestSupport.animator(scene))
        var writer = KeyframeDocumentWriter(format: .css, precision: 2, idPrefix: "k")
        let whole = String(decoding: try #require(writer.writeWithCollapsedRows(elements, canvas: Size(width: 100, height: 20), background: nil)), as: UTF8.self)
        #expect(whole.components(separatedBy: "<path").count - 1 == 3)
        let cancellation = RenderCancellation()
        cancellation.cancel()
        writer.cancellation = cancellation
        let cut = String(decoding: try #require(writer.writeWithCollapsedRows(elements, canvas: Size(width: 100, height: 20), background: nil)), as: UTF8.self)
        #expect(!cut.contains("<path"))
    }
}
