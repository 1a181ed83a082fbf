import Geometry
import Scene
import Testing
import ViewGraph
import Views

/// Identities and the flattening of Group, If, ForEach and components.
@Suite struct StructureTests {
    @Test func groupChildrenJoinTheParentWithTheGroupsModifiersOutside() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "VStack", "children": [
                  {"type": "Group", "children": [
                    {"type": "Text", "text": "a", "modifiers": [{"opacity": 0.5}]},
                    {"type": "Text", "text": "b"}
                  ], "modifiers": [{"padding": 4}, {"background": "red"}, {"font": "title"}]},
                  {"type": "Text", "text": "c"}
                ]}
                """#)
        let title = Font(size: 28)
        // a's own opacity is link 0, the Group's padding 1 and background 2.
        #expect(
            tree.children == [
                ViewNode(
                    id: "/0/0", content: text("a", font: title),
                    modifiers: [
                        .opacity(0.5), .padding(EdgeInsets(all: 4)),
                        .background(ViewNode(id: "/0/0/bg2", content: .color(systemRed)), alignment: .center),
                    ]).at("/body/children/0/children/0"),
                ViewNode(
                    id: "/0/1", content: text("b", font: title),
                    modifiers: [
                        .padding(EdgeInsets(all: 4)),
                        .background(ViewNode(id: "/0/1/bg1", content: .color(systemRed)), alignment: .center),
                    ]).at("/body/children/0/children/1"),
                ViewNode(id: "/1", content: text("c")).at("/body/children/1"),
            ])
    }

    @Test func ifBranchesHaveTheirOwnIdentity() throws {
        let body = #"""
            {"type": "VStack", "children": [
              {"type": "Text", "text": "top"},
              {"type": "If", "condition": "show", "then": {"type": "Text", "text": "yes"},
               "else": {"type": "Text", "text": "no"}, "modifiers": [{"opacity": 0.5}]},
              {"type": "If", "condition": "!show", "then": {"type": "Text", "text": "only"}}
            ]}
            """#
        let shown = try evaluatedTree(body: body, state: #"{"show": true}"#)
        #expect(shown.children.map(\.id) == ["/0", "/1/then"])
        #expect(shown.children[1].modifiers == [.opacity(0.5)])
        let hidden = try evaluatedTree(body: body, state: #"{"show": true}"#, values: ["show": .bool(false)])
        #expect(hidden.children.map(\.id) == ["/0", "/1/else", "/2/then"])
    }

    @Test func forEachElementsAreIdentifiedByTheirIds() throws {
        let range = try evaluatedTree(
            body: #"{"type": "HStack", "children": [{"type": "ForEach", "data": "0..<3", "as": "i", "content": {"type": "Text", "text": "\\(i * 10)"}}]}"#)
        #expect(range.children.map(\.id) == ["/0/[0]", "/0/[1]", "/0/[2]"])
        #expect(range.children.map { $0.resolvedText?.string } == ["0", "10", "20"])

        let items = try evaluatedTree(
            body: #"{"type": "VStack", "children": [{"type": "ForEach", "data": "items", "content": {"type": "Text", "text": "\\(item.name)"}}]}"#,
            state: #"{"items": [{"id": "a", "name": "A"}, {"id": "b/c~", "name": "B"}]}"#)
        #expect(items.children.map(\.id) == ["/0/[a]", "/0/[b~1c~0]"])
        #expect(items.children.map { $0.resolvedText?.string } == ["A", "B"])

        let repeated = try evaluatedTree(
            body: #"{"type": "VStack", "children": [{"type": "ForEach", "data": [1, 1, 2], "content": {"type": "Group", "children": [{"type": "Text", "text": "x"}, {"type": "Circle"}]}}]}"#)
        #expect(
            repeated.children.map(\.id) == ["/0/[1]/0", "/0/[1]/1", "/0/[1#2]/0", "/0/[1#2]/1", "/0/[2]/0", "/0/[2]/1"])
        let lookalike = try evaluatedTree(
            body: #"{"type": "VStack", "children": [{"type": "ForEach", "data": ["1", "1", "1#2"], "content": {"type": "Circle"}}]}"#)
        #expect(lookalike.children.map(\.id) == ["/0/[1]", "/0/[1#2]", "/0/[1#2#2]"])
    }

    @Test func componentBodiesSitUnderTheComponentsName() throws {
        let components = #"""
            "components": {"Card": {
              "params": {"title": "Untitled", "width": 100},
              "state": {"expanded": true},
              "body": {"type": "VStack", "children": [
                {"type": "Text", "text": "\\(title)"},
                {"type": "If", "condition": "expanded", "then": {"type": "Divider"}}
              ], "modifiers": [{"frame": {"width": "width"}}]}}}
            """#
        let tree = try evaluatedTree(
            body: #"""
                {"type": "HStack", "children": [
                  {"type": "Card", "title": "Count: \\(count)", "modifiers": [{"padding": 8}]},
                  {"type": "Card", "width": "count * 10"}
                ]}
                """#, state: #"{"count": 3}"#, extra: components)
        #expect(tree.children.map(\.id) == ["/0/Card", "/1/Card"])
        // The body root's own frame, then the instance's padding.
        #expect(tree.children[0].modifiers == [.fixedFrame(width: 100, height: nil, alignment: .center), .padding(EdgeInsets(all: 8))])
        #expect(tree.children[0].children.map(\.id) == ["/0/Card/0", "/0/Card/1/then"])
        #expect(tree.children[0].children[0].resolvedText?.string == "Count: 3")
        #expect(tree.children[1].children[0].resolvedText?.string == "Untitled")
        #expect(tree.children[1].modifiers == [.fixedFrame(width: 30, height: nil, alignment: .center)])
    }

    @Test func aRootOfSeveralViewsIsAVStack() throws {
        let tree = try evaluatedTree(body: #"{"type": "Group", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}]}"#)
        #expect(tree == ViewNode(id: "/", content: .vStack(alignment: .center, spacing: nil, children: [
            ViewNode(id: "/0", content: text("a")).at("/body/children/0"), ViewNode(id: "/1", content: text("b")).at("/body/children/1"),
        ])))
        #expect(try evaluatedTree(body: #"{"type": "If", "condition": false, "then": {"type": "Circle"}}"#) == ViewNode(id: "/", content: .empty))
    }

    @Test func decorationViewsAreEvaluatedAndIdentified() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "Circle", "modifiers": [
                  {"background": {"view": {"type": "Group", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}]}, "alignment": "top"}},
                  {"overlay": {"type": "Capsule", "modifiers": [{"stroke": "blue"}]}}
                ]}
                """#)
        #expect(
            tree.modifiers == [
                .background(
                    ViewNode(
                        id: "/bg0",
                        content: .zStack(
                            alignment: .top,
                            children: [
                                ViewNode(id: "/bg0/0", content: text("a")).at("/body/modifiers/0/background/view/children/0"),
                                ViewNode(id: "/bg0/1", content: text("b")).at("/body/modifiers/0/background/view/children/1"),
                            ])),
                    alignment: .top),
                .overlay(
                    ViewNode(id: "/ov1", content: .shape(ShapeView(shape: .capsule, fill: nil, stroke: Stroke(color: systemBlue)))).at("/body/modifiers/1/overlay"),
                    alignment: .center),
            ])
    }

    @Test func forEachStopsAtTheNodeBudget() throws {
        // Unknown statically (n is state), so the evaluator bounds it: the VStack takes one
        // of the 10 nodes, leaving 9 Texts.
        let tree = try evaluatedTree(
            body: #"{"type": "VStack", "children": [{"type": "ForEach", "data": "0..<n", "content": {"type": "Text", "text": "x"}}]}"#,
            state: #"{"n": 3}"#, values: ["n": .number(1e15)], limits: SceneLimits(maxNodes: 10))
        #expect(tree.children.count == 9)
    }
}

/// The deepest scene any configuration accepts decodes and evaluates without exhausting the
/// stack of a test thread.
@Test func deepestAcceptedSceneEvaluates() throws {
    // JSON nesting is capped at 512: 250 VStacks use 2 levels each, plus the document's and the
    // innermost Text's levels.
    var body = #"{"type": "Text", "text": "deep", "modifiers": [{"overlay": {"view": {"type": "Text", "text": "o"}}}]}"#
    for _ in 0..<250 { body = #"{"type": "VStack", "children": [\#(body)]}"# }
    var tree = try evaluatedTree(body: body, limits: SceneLimits(maxDepth: 1_000_000))
    var depth = 1
    while let child = tree.children.first {
        tree = child
        depth += 1
    }
    #expect(depth == 251)
    #expect(tree.resolvedText?.string == "deep")
}

/// Elements whose content shows nothing use no node, but still count against the element
/// budget: a billion of them cannot keep the evaluator busy.
@Test func emptyElementsAreBoundedToo() throws {
    let tree = try evaluatedTree(
        body: #"{"type": "VStack", "children": [{"type": "ForEach", "data": "0..<n", "content": {"type": "If", "condition": "item < 0", "then": {"type": "Text", "text": "x"}}}]}"#,
        state: #"{"n": 0}"#, values: ["n": .number(1e9)], limits: SceneLimits(maxNodes: 10))
    #expect(tree.children.isEmpty)
}
