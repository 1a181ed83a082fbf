import Foundation
import Testing
import Zoetrope

/// Grid, LazyVGrid, GeometryReader and alignmentGuide through the whole renderer: evaluation,
/// layout and drawing, in a static snapshot and in the animation engine's documents.
@Suite struct LayoutFormsRenderTests {
    private func rect(_ x: Int, _ y: Int, _ w: Int, _ h: Int) -> String {
        "M\(x) \(y)L\(x + w) \(y)L\(x + w) \(y + h)L\(x) \(y + h)Z"
    }

    /// A rectangle filled with `color` in a `frame`; a nil width keeps the proposed one.
    private func box(_ color: String, _ w: Any?, _ h: Any, _ more: String = "") -> String {
        let width = w.map { #""width": \#($0), "# } ?? ""
        return #"{"type": "Rectangle", "modifiers": [{"fill": "\#(color)"}, {"frame": {\#(width)"height": \#(h)}}\#(more)]}"#
    }

    /// Both renderers: the static snapshot and the animation engine's (a timeline with no events).
    private func svgs(_ body: String, state: String = "{}", timeline: String = "[]") throws -> [String] {
        let scene = #"{"canvas": {"width": 100, "height": 100}, "state": \#(state), "body": \#(body), "timeline": \#(timeline)}"#
        return [
            try TestRenderer.svg(scene, options: RenderOptions(mode: .snapshot)),
            try TestRenderer.svg(scene, options: RenderOptions(mode: .keyframes)),
            try TestRenderer.svg(scene, options: RenderOptions(mode: .keyframes, format: .smil)),
        ]
    }

    @Test func gridCellsSitInTheirColumnsAndRows() throws {
        let body = #"""
            {"type": "Grid", "horizontalSpacing": 0, "verticalSpacing": 0, "children": [
              {"type": "GridRow", "children": [\#(box("red", 20, 20)), \#(box("blue", 30, 10))]},
              {"type": "GridRow", "children": [\#(box("green", 10, 30))]}]}
            """#
        // Columns max(20, 10) = 20 and 30; rows 20 and 30: 50 × 50 at (25, 25). The blue 30 × 10
        // is centred in its 30 × 20 cell at (45, 25): y 30; the green 10 × 30 in its 20 × 30 cell
        // at (25, 45): x 30.
        for svg in try svgs(body) {
            #expect(svg.contains(rect(25, 25, 20, 20)))
            #expect(svg.contains(rect(45, 30, 30, 10)))
            #expect(svg.contains(rect(30, 45, 10, 30)), "\(svg)")
        }
    }

    @Test func lazyVGridSharesTheWidthByItsItems() throws {
        let body = #"""
            {"type": "LazyVGrid", "columns": [{"fixed": 40}, {"flexible": {}}], "children": [
              \#(box("red", nil, 10)), \#(box("blue", nil, 10))]}
            """#
        // 100 − 8 − 40 = 52 for the flexible column, from x 48; one row, 10 tall, at y 45.
        for svg in try svgs(body) {
            #expect(svg.contains(rect(0, 45, 40, 10)), "\(svg)")
            #expect(svg.contains(rect(48, 45, 52, 10)))
        }
    }

    @Test func geometryReaderContentReadsItsSizeAndGlobalFrame() throws {
        let body = #"""
            {"type": "VStack", "children": [
              {"type": "Color", "color": "gray", "modifiers": [{"frame": {"height": 40}}]},
              {"type": "GeometryReader", "as": "proxy", "content":
                \#(box("red", "\"proxy.frame.minY\"", "\"proxy.size.height / 4\""))}]}
            """#
        // The colour takes 40 of 100 − 8; the reader the other 52, from y 48, 100 wide. Its
        // content, at its top-leading corner: 48 (its minY) wide and 52 ÷ 4 = 13 tall.
        for svg in try svgs(body) {
            #expect(svg.contains(rect(0, 48, 48, 13)), "\(svg)")
        }
    }

    @Test func geometryReaderFollowsAnAnimatedLayoutChange() throws {
        let body = #"""
            {"type": "VStack", "spacing": 0, "children": [
              {"type": "Color", "color": "gray", "modifiers": [{"frame": {"height": "top"}}]},
              {"type": "GeometryReader", "content": \#(box("red", "\"proxy.size.height\"", 10))}]}
            """#
        let timeline = #"[{"at": 1, "set": {"top": 60}}]"#
        let scene = #"{"canvas": {"width": 100, "height": 100}, "state": {"top": 20}, "body": \#(body), "timeline": \#(timeline)}"#
        // Before: the reader is 100 − 20 = 80 tall at y 20; after: 40 tall at y 60.
        let before = try TestRenderer.svg(scene, options: RenderOptions(mode: .snapshot, time: 0.5))
        #expect(before.contains(rect(0, 20, 80, 10)), "\(before)")
        let after = try TestRenderer.svg(scene, options: RenderOptions(mode: .snapshot, time: 2))
        #expect(after.contains(rect(0, 60, 40, 10)), "\(after)")
    }

    @Test func alignmentGuideMovesAViewInItsStack() throws {
        let body = #"""
            {"type": "VStack", "alignment": "leading", "spacing": 0, "children": [
              \#(box("red", 40, 10)), \#(box("blue", 40, 10, #", {"alignmentGuide": {"leading": "d.width / 2"}}"#))]}
            """#
        // The blue square's leading guide is 20 in from its edge: on the red one's leading edge.
        // The stack spans −20…40 = 60 × 20, at (20, 40): red at x 40, blue at x 20.
        for svg in try svgs(body) {
            #expect(svg.contains(rect(40, 40, 40, 10)), "\(svg)")
            #expect(svg.contains(rect(20, 50, 40, 10)))
        }
    }

    @Test func nestedReadersAndReadersInReusedComponentBodiesSettle() throws {
        // A component whose body reads its reader's global minX; the instance's arguments never
        // change (its cached body would be reused), but a sibling before it grows from 10 to 30.
        let scene = #"""
            {"canvas": {"width": 100, "height": 100}, "state": {"lead": 10},
             "components": {"Marker": {"params": {"h": 10}, "body": {"type": "GeometryReader", "content":
               {"type": "GeometryReader", "as": "inner", "content": {"type": "Rectangle", "modifiers": [{"fill": "red"},
                 {"frame": {"width": "inner.frame.minX", "height": "proxy.size.height / 2"}}]}}}}},
             "body": {"type": "HStack", "spacing": 0, "children": [
               {"type": "Rectangle", "modifiers": [{"fill": "gray"}, {"frame": {"width": "lead", "height": 10}}]},
               {"type": "Marker"}]},
             "timeline": [{"at": 1, "set": {"lead": 30}}]}
            """#
        // The HStack is 100 wide: the reader takes 100 − 10 = 90 (then 70), the whole height 100
        // at x 10 (then 30). The inner reader fills the outer one: the same frame. The red
        // rectangle is minX wide and 100 ÷ 2 = 50 tall at the reader's top-leading corner.
        let before = try TestRenderer.svg(scene, options: RenderOptions(mode: .snapshot, time: 0.5))
        #expect(before.contains(rect(10, 0, 10, 50)), "\(before)")
        let after = try TestRenderer.svg(scene, options: RenderOptions(mode: .snapshot, time: 2))
        #expect(after.contains(rect(30, 0, 30, 50)), "\(after)")
        let still = try TestRenderer.svg(scene, options: RenderOptions(mode: .snapshot))
        #expect(still.contains(rect(10, 0, 10, 50)))
        // The trace says why the body was evaluated again although its arguments did not change.
        let trace = String(decoding: try TestRenderer.shared.trace(Array(scene.utf8)).bytes, as: UTF8.self)
        #expect(
            trace.contains(
                #"{"path": "/1/Marker", "reasons": ["first evaluation", "geometry of '/1/Marker' changed", "geometry of '/1/Marker/0' changed"]}"#
            ), "\(trace)")
        #expect(
            trace.contains(
                #"{"path": "/1/Marker", "reasons": ["geometry of '/1/Marker' changed", "geometry of '/1/Marker/0' changed"]}"#))
    }

    @Test func anAnimatedLazyGridMovesItsCellsInKeyframes() throws {
        let scene = #"""
            {"canvas": {"width": 100, "height": 100}, "state": {"w": 40},
             "body": {"type": "LazyVGrid", "spacing": 0, "columns": [{"adaptive": {"minimum": "w"}, "spacing": 0}], "children": [
               \#(box("red", nil, 10)), \#(box("blue", nil, 10))],
               "modifiers": [{"animation": {"curve": "linear", "value": "w"}}]},
             "timeline": [{"at": 0, "set": {"w": 60}}]}
            """#
        // Minimum 40: ⌊100 ÷ 40⌋ = 2 columns of 50, one row at y 45. Minimum 60: one column of
        // 100, two rows (y 40 and 50). The path data animates from the one to the other.
        for format in [AnimationFormat.css, .smil] {
            let svg = try TestRenderer.svg(scene, options: RenderOptions(mode: .keyframes, format: format))
            #expect(svg.contains("values=\"\(rect(0, 45, 50, 10));\(rect(0, 40, 100, 10))\""), "\(svg)")
            #expect(svg.contains("values=\"\(rect(50, 45, 50, 10));\(rect(0, 50, 100, 10))\""))
        }
        let trace = String(decoding: try TestRenderer.shared.trace(Array(scene.utf8)).bytes, as: UTF8.self)
        #expect(trace.contains(#""changes": {"w": 60}"#))
    }
}
