import Foundation
import Testing
import Zoetrope

/// Scene-level custom alignments (`"alignments"`) through the whole renderer.
@Suite struct CustomAlignmentRenderTests {
    private func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String {
        "M\(x) \(y)L\(x + w) \(y)L\(x + w) \(y + h)L\(x) \(y + h)Z"
    }

    private func box(_ color: String, _ w: Int, _ h: Int, _ more: String = "") -> String {
        #"{"type": "Rectangle", "modifiers": [{"fill": "\#(color)"}, {"frame": {"width": \#(w), "height": \#(h)}}\#(more)]}"#
    }

    @Test func theDocumentationsFirstThirdStripesRenderInEveryMode() throws {
        // SwiftUI's AlignmentID example: HStack(alignment: .firstThird, spacing: 1) of stripes 60,
        // 120 and 90 tall, the last with .alignmentGuide(.firstThird) { 2 * $0.height / 3 }.
        let scene = #"""
            {"canvas": {"width": 100, "height": 200},
             "alignments": {"firstThird": {"axis": "vertical", "default": "d.height / 3"}},
             "body": {"type": "HStack", "alignment": "firstThird", "spacing": 1, "children": [
               \#(box("red", 10, 60)), \#(box("green", 10, 120)),
               \#(box("blue", 10, 90, #", {"alignmentGuide": {"firstThird": "2 * d.height / 3"}}"#))]}}
            """#
        // Guides 20, 40, 60: 140 tall at y 30 (the line at 90), 32 wide at x 34: tops 70, 50, 30.
        for options in [RenderOptions(mode: .snapshot), RenderOptions(mode: .keyframes), RenderOptions(mode: .keyframes, format: .smil)] {
            let svg = try TestRenderer.svg(scene, options: options)
            #expect(svg.contains(rect(34, 70, 10, 60)), "\(svg)")
            #expect(svg.contains(rect(45, 50, 10, 120)))
            #expect(svg.contains(rect(56, 30, 10, 90)))
        }
    }
}
