import Geometry
import Layout
import Testing
import Views

@testable import Keyframes

/// `LaidOutView.treeViewCount`: the views of a tree, children and decorations included, the
/// capacity of the tables kept by view id.
@Suite struct TreeViewCountTests {
    static func view(_ id: String, children: [LaidOutView] = [], decorations: [Int: LaidOutView] = [:]) -> LaidOutView {
        LaidOutView(
            node: ViewNode(id: id, content: .empty), frames: [Rect(x: 0, y: 0, width: 1, height: 1)], children: children,
            decorations: decorations)
    }

    @Test func countsChildrenAndDecorationsAtEveryDepth() {
        #expect(Self.view("leaf").treeViewCount == 1)
        // root → a, b; b's decoration c → d: five views.
        let c = Self.view("c", children: [Self.view("d")])
        let root = Self.view("root", children: [Self.view("a"), Self.view("b", decorations: [0: c])])
        #expect(root.treeViewCount == 5)
    }

    /// The 20 rows of the keyframe benchmark's VStack: 21 views.
    @Test func aStackOfRows() {
        let rows = (0..<20).map { Self.view("row \($0)") }
        #expect(Self.view("stack", children: rows).treeViewCount == 21)
    }
}
