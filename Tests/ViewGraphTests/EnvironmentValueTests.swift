import Geometry
import Scene
import Testing
import ViewGraph
import Views

/// `environment` values read as `env.<key>`.
@Suite struct EnvironmentValueTests {
    @Test func descendantsReadTheValuesAndTheInnermostWins() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "VStack", "children": [
                  {"type": "Text", "text": "\\(env.title) \\(env.size)"},
                  {"type": "VStack", "children": [{"type": "Text", "text": "\\(env.title)"}],
                   "modifiers": [{"environment": {"title": "'Inner'"}}]}
                ], "modifiers": [{"environment": {"title": "'Outer'", "size": "count * 2"}}]}
                """#, state: #"{"count": 4}"#)
        #expect(tree.children[0].resolvedText?.string == "Outer 8")
        #expect(tree.children[1].children[0].resolvedText?.string == "Inner")
    }

    @Test func aModifierReadsOnlyTheValuesSetOutsideIt() throws {
        // opacity comes before (inside) the environment modifier: it sees 0.5; the frame comes after it
        // and sees nothing (null: the default, no width).
        let tree = try evaluatedTree(
            body: #"""
                {"type": "Rectangle", "modifiers": [
                  {"opacity": "env.dim"}, {"environment": {"dim": 0.5, "width": 30}}, {"frame": {"width": "env.width"}}
                ]}
                """#)
        #expect(tree.modifiers == [.opacity(0.5), .fixedFrame(width: nil, height: nil, alignment: .center)])
    }

    @Test func anEnvironmentValueCanReadTheOuterOne() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "VStack", "children": [
                  {"type": "VStack", "children": [{"type": "Text", "text": "\\(env.depth)"}],
                   "modifiers": [{"environment": {"depth": "env.depth + 1"}}]}
                ], "modifiers": [{"environment": {"depth": 1}}]}
                """#)
        #expect(tree.children[0].children[0].resolvedText?.string == "2")
    }

    @Test func overlaysSeeTheValuesOutsideThem() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "Text", "text": "x", "modifiers": [
                  {"overlay": {"type": "Text", "text": "\\(env.mark)"}}, {"environment": {"mark": "'!'"}},
                  {"background": {"type": "Text", "text": "[\\(env.mark)]"}}
                ]}
                """#)
        guard case .overlay(let overlay, _) = tree.modifiers[0], case .background(let background, _) = tree.modifiers[1] else {
            Issue.record("unexpected \(tree.modifiers)")
            return
        }
        #expect(overlay.resolvedText?.string == "!")
        #expect(background.resolvedText?.string == "[nil]")
    }

    @Test func componentBodiesAndFragmentsReadTheEnvironment() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "VStack", "children": [
                  {"type": "Badge", "modifiers": [{"environment": {"accent": "red"}}]},
                  {"type": "If", "condition": "env.compact", "then": {"type": "Text", "text": "compact"},
                   "else": {"type": "Text", "text": "wide"}, "modifiers": [{"environment": {"compact": "count > 3"}}]}
                ]}
                """#, state: #"{"count": 5}"#,
            extra: #""components": {"Badge": {"body": {"type": "Circle", "modifiers": [{"foregroundColor": "env.accent"}]}}}"#)
        #expect(tree.children[0].content == .shape(ShapeView(shape: .circle, fill: systemRed)))
        #expect(tree.children[1].id == "/1/then")
        #expect(tree.children[1].resolvedText?.string == "compact")
    }

    @Test func envHasTheColorScheme() throws {
        let tree = try evaluatedTree(body: #"{"type": "Text", "text": "\\(env.colorScheme)"}"#, scheme: "dark")
        #expect(tree.resolvedText?.string == "dark")
    }
}
