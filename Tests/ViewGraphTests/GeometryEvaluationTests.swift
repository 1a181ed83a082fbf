import Geometry
import Scene
import Testing
import ViewGraph
import Views

/// GeometryReader content is evaluated with the frame given for the reader's id; alignment guides
/// and grid cell options land on the node.
@Suite struct GeometryEvaluationTests {
    @Test func proxyHoldsTheGivenFrame() throws {
        let json = #"""
            {"canvas": {"width": 400, "height": 300}, "body": {"type": "GeometryReader", "content":
              {"type": "Text", "text": "\\(proxy.size.width)×\\(proxy.size.height) at \\(proxy.frame.minX),\\(proxy.frame.midY),\\(proxy.frame.maxX)"}}}
            """#
        let scene = try Scene.decode(Array(json.utf8))
        let evaluator = SceneEvaluator(scene: scene)
        #expect(evaluator.readsGeometry)
        let tree = evaluator.evaluate(state: [:], geometry: ["/": Rect(x: 10, y: 20, width: 30, height: 40)])
        guard case .geometryReader(let children) = tree.content, case .text(let text) = children.first?.content else {
            Issue.record("unexpected tree \(tree)")
            return
        }
        // midY = 20 + 40 ÷ 2 = 40; maxX = 10 + 30 = 40.
        #expect(text.string == "30×40 at 10,40,40")
        #expect(children[0].id == "/0")
        // Not laid out yet: zero.
        guard case .geometryReader(let unknown) = evaluator.evaluate(state: [:]).content,
            case .text(let zero) = unknown.first?.content
        else { return }
        #expect(zero.string == "0×0 at 0,0,0")
    }

    @Test func cellOptionsAndGuidesAreOnTheNode() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "Text", "text": "a", "modifiers": [{"gridCellColumns": 2}, {"gridCellColumns": "n"},
                  {"gridCellAnchor": "bottom"}, {"alignmentGuide": {"leading": "d.width - n"}}]}
                """#, state: #"{"n": 1000000}"#)
        // The outermost gridCellColumns wins, cut to maxGridColumns (1000).
        #expect(tree.gridCell == GridCell(columns: 1000, anchor: .bottom))
        #expect(tree.alignmentGuides.count == 1)
        #expect(tree.alignmentGuides[0].compute(ViewDimensions(width: 1_000_010, height: 0)) == 10)
    }
}
