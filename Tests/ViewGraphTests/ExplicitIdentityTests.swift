import Geometry
import Scene
import Testing
import ViewGraph
import Views

/// The `id` modifier, `zIndex` and `transition` on evaluated views.
@Suite struct ExplicitIdentityTests {
    @Test func idIsAddedToTheStructuralSegment() throws {
        let body = #"""
            {"type": "VStack", "children": [
              {"type": "Text", "text": "a"},
              {"type": "Text", "text": "b", "modifiers": [{"id": "version"}, {"padding": 2}]}
            ]}
            """#
        let first = try evaluatedTree(body: body, state: #"{"version": 1}"#)
        #expect(first.children.map(\.id) == ["/0", "/1#1"])
        // The id's value changed: a new identity, so the view is replaced.
        let second = try evaluatedTree(body: body, state: #"{"version": 1}"#, values: ["version": .number(2)])
        #expect(second.children.map(\.id) == ["/0", "/1#2"])
        // The id modifier itself leaves no modifier behind.
        #expect(second.children[1].modifiers == [.padding(EdgeInsets(all: 2))])
    }

    @Test func idOnAContainerOrGroupRenamesEverythingInside() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "VStack", "children": [
                  {"type": "Group", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}],
                   "modifiers": [{"id": "'g/1'"}]},
                  {"type": "HStack", "children": [{"type": "Circle"}], "modifiers": [{"id": 7}]}
                ]}
                """#)
        // `/` in an id is escaped as in JSON pointers (~1).
        #expect(tree.children.map(\.id) == ["/0#g~11/0", "/0#g~11/1", "/1#7"])
        #expect(tree.children[2].children.map(\.id) == ["/1#7/0"])
    }

    @Test func idOnTheRootAndInForEach() throws {
        let root = try evaluatedTree(body: #"{"type": "Text", "text": "a", "modifiers": [{"id": "'x'"}]}"#)
        #expect(root.id == "/#x")
        let list = try evaluatedTree(
            body: #"{"type": "VStack", "children": [{"type": "ForEach", "data": [1, 2], "content": {"type": "Text", "text": "\\(item)", "modifiers": [{"id": "item * 10"}]}}]}"#)
        #expect(list.children.map(\.id) == ["/0/[1]#10", "/0/[2]#20"])
    }

    @Test func zIndexAndTransitionOutermostWins() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "ZStack", "children": [
                  {"type": "Text", "text": "a", "modifiers": [{"zIndex": 1}, {"transition": "slide"}, {"zIndex": "depth"}, {"transition": "opacity"}]},
                  {"type": "Text", "text": "b"}
                ]}
                """#, state: #"{"depth": 3}"#)
        #expect(tree.children[0].zIndex == 3)
        #expect(tree.children[0].transition == .opacity)
        #expect(tree.children[0].modifiers.isEmpty)
        #expect(tree.children[1].zIndex == 0)
        #expect(tree.children[1].transition == nil)
    }

    @Test func transitionsReachTheViewsOfBranchesElementsGroupsAndComponents() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "VStack", "children": [
                  {"type": "If", "condition": "true", "then": {"type": "Text", "text": "detail", "modifiers": [{"transition": "slide"}]}},
                  {"type": "If", "condition": "true", "then": {"type": "Text", "text": "x"}, "modifiers": [{"transition": {"move": "top"}}]},
                  {"type": "ForEach", "data": [1], "content": {"type": "Text", "text": "e"}, "modifiers": [{"transition": {"push": "bottom"}}]},
                  {"type": "Group", "children": [{"type": "Circle"}, {"type": "Rectangle"}], "modifiers": [{"transition": "identity"}, {"zIndex": 2}]},
                  {"type": "Card", "modifiers": [{"transition": {"offset": {"y": 20}}}]}
                ]}
                """#,
            extra: #""components": {"Card": {"body": {"type": "Text", "text": "card", "modifiers": [{"transition": "scale"}]}}}"#)
        #expect(
            tree.children.map(\.transition) == [
                .slide, .move(.top), .push(from: .bottom), .identity, .identity, .offset(x: 0, y: 20),
            ])
        #expect(tree.children.map(\.zIndex) == [0, 0, 0, 2, 2, 0])
        // The instance's transition is outside the body root's own: it wins.
        #expect(tree.children[5].id == "/4/Card")
    }

    @Test func transitionValuesAreEvaluated() throws {
        func transition(_ json: String, values: [String: Value] = [:]) throws -> Transition? {
            try evaluatedTree(
                body: #"{"type": "Text", "text": "a", "modifiers": [{"transition": \#(json)}]}"#, state: #"{"s": 0.5, "up": true}"#,
                values: values
            ).transition
        }
        // `.scale` is 0, kept at 1e-5 (SEMANTICS §5).
        #expect(try transition(#""scale""#) == .scale(1e-5, anchor: .center))
        #expect(try transition(#"{"scale": {"scale": "s", "anchor": "top"}}"#) == .scale(0.5, anchor: .top))
        #expect(try transition(#"{"move": "up ? top : bottom"}"#, values: ["up": .bool(false)]) == .move(.bottom))
        #expect(
            try transition(#"{"combined": ["scale", "opacity", "slide"]}"#)
                == .combined(.combined(.scale(1e-5, anchor: .center), .opacity), .slide))
        #expect(
            try transition(#"{"asymmetric": {"insertion": {"combined": ["slide", "opacity"]}, "removal": {"combined": ["scale", "opacity"]}}}"#)
                == .asymmetric(
                    insertion: .combined(.slide, .opacity), removal: .combined(.scale(1e-5, anchor: .center), .opacity)))
    }

    @Test func seed002FlipCardTransition() throws {
        // .opacity.combined(with: .flip(anchor: .leading)): a rotation of 0° when active, 180° at rest.
        let tree = try evaluatedTree(
            body: #"""
                {"type": "Text", "text": "front", "modifiers": [{"transition": {"combined": ["opacity", {"modifiers": {
                  "active": [{"rotation3DEffect": {"degrees": 0, "axis": {"y": 1}, "anchor": "leading"}}],
                  "identity": [{"rotation3DEffect": {"degrees": 180, "axis": {"y": 1}, "anchor": "leading"}}]}}]}}]}
                """#)
        let y = Axis3D(x: 0, y: 1, z: 0)
        #expect(
            tree.transition
                == .combined(
                    .opacity,
                    .modifiers(
                        active: [.rotation3DEffect(.degrees(0), axis: y, anchor: .leading)],
                        identity: [.rotation3DEffect(.degrees(180), axis: y, anchor: .leading)])))
    }

    @Test func rotation3DEffectIsEvaluated() throws {
        let tree = try evaluatedTree(
            body: #"{"type": "Rectangle", "modifiers": [{"rotation3DEffect": {"degrees": "flipped ? 180 : 0", "axis": {"x": 1, "y": "tilt"}, "anchor": "top"}}]}"#,
            state: #"{"flipped": true, "tilt": 0.5}"#)
        #expect(tree.modifiers == [.rotation3DEffect(.degrees(180), axis: Axis3D(x: 1, y: 0.5, z: 0), anchor: .top)])
    }
}
