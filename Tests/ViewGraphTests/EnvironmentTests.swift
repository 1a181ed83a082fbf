import Geometry
import Scene
import Testing
import ViewGraph
import Views

/// Environment modifiers resolve into the content and leave the chain.
@Suite struct EnvironmentTests {
    @Test func defaultsAreBodyTextInPrimary() throws {
        #expect(try evaluatedTree(body: #"{"type": "Text", "text": "Hi"}"#) == ViewNode(id: "/", content: text("Hi")).at("/body"))
        // Dark mode's primary is white.
        #expect(
            try evaluatedTree(body: #"{"type": "Text", "text": "Hi"}"#, scheme: "dark")
                == ViewNode(id: "/", content: text("Hi", color: .white)).at("/body"))
        #expect(
            try evaluatedTree(body: #"{"type": "Circle"}"#)
                == ViewNode(id: "/", content: .shape(ShapeView(shape: .circle, fill: .black))).at("/body"))
    }

    @Test func parentsEnvironmentReachesChildrenAndInnermostWins() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "VStack", "children": [
                  {"type": "Text", "text": "a"},
                  {"type": "Text", "text": "b", "modifiers": [{"font": "caption"}, {"foregroundColor": "blue"}]}
                ], "modifiers": [{"font": "title"}, {"foregroundColor": "red"}, {"padding": 2}]}
                """#)
        // title is 28 pt, caption 12 pt.
        #expect(tree.children.map(\.content) == [text("a", font: Font(size: 28), color: systemRed), text("b", font: Font(size: 12), color: systemBlue)])
        #expect(tree.modifiers == [.padding(EdgeInsets(all: 2))])
        #expect(tree.children.allSatisfy { $0.modifiers.isEmpty })
    }

    @Test func overlaysGetOnlyTheEnvironmentOutsideThem() throws {
        let after = try evaluatedTree(
            body: #"{"type": "Text", "text": "x", "modifiers": [{"overlay": {"type": "Text", "text": "o"}}, {"font": "title"}]}"#)
        let before = try evaluatedTree(
            body: #"{"type": "Text", "text": "x", "modifiers": [{"font": "title"}, {"overlay": {"type": "Text", "text": "o"}}]}"#)
        let title = Font(size: 28)
        #expect(
            after
                == ViewNode(
                    id: "/", content: text("x", font: title),
                    modifiers: [.overlay(ViewNode(id: "/ov0", content: text("o", font: title)).at("/body/modifiers/0/overlay"), alignment: .center)]
                ).at("/body"))
        #expect(
            before
                == ViewNode(
                    id: "/", content: text("x", font: title),
                    modifiers: [.overlay(ViewNode(id: "/ov1", content: text("o")).at("/body/modifiers/1/overlay"), alignment: .center)]
                ).at("/body"))
    }

    @Test func weightItalicAndParagraphOptions() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "VStack", "children": [
                  {"type": "Text", "text": "a", "modifiers": [{"font": "headline"}]},
                  {"type": "Text", "text": "b", "modifiers": [{"bold": true}, {"italic": true}, {"lineLimit": 2}]}
                ], "modifiers": [{"fontWeight": "light"}, {"multilineTextAlignment": "center"}, {"lineSpacing": 4}, {"lineLimit": 5}]}
                """#)
        let a = try #require(tree.children[0].resolvedText)
        let b = try #require(tree.children[1].resolvedText)
        // The environment's weight overrides headline's own semibold.
        #expect(a.font == Font(size: 17, weight: .light))
        #expect((a.alignment, a.lineLimit, a.lineSpacing) == (.center, 5, 4))
        // bold() is inner to the VStack's fontWeight, so it wins.
        #expect(b.font == Font(size: 17, weight: .bold, isItalic: true))
        #expect(b.lineLimit == 2)
    }

    @Test func fontObjectsAndBoldFalse() throws {
        let tree = try evaluatedTree(
            body: #"{"type": "Text", "text": "a", "modifiers": [{"bold": false}, {"font": {"size": 20, "weight": "heavy", "design": "serif", "italic": true}}]}"#)
        #expect(tree.resolvedText?.font == Font(size: 20, weight: .heavy, design: .serif, isItalic: true))
    }

    @Test func foregroundColorIsTheDefaultShapeFill() throws {
        let tree = try evaluatedTree(
            body: #"{"type": "ZStack", "children": [{"type": "Rectangle"}], "modifiers": [{"foregroundStyle": {"color": "green", "opacity": 0.5}}]}"#)
        #expect(tree.children[0].content == .shape(ShapeView(shape: .rectangle, fill: systemGreen.multiplyingOpacity(by: 0.5))))
    }

    @Test func scopedAnimationBodiesApplyTheirModifiers() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "Rectangle", "modifiers": [
                  {"animation": {"curve": "smooth", "body": [{"foregroundStyle": "on ? red : blue"}, {"background": "green"}]}},
                  {"transaction": {"animation": null, "body": [{"scaleEffect": 2}]}},
                  {"transactionMonitor": "r"}
                ]}
                """#, state: #"{"on": true}"#)
        #expect(
            tree
                == ViewNode(
                    id: "/", content: .shape(ShapeView(shape: .rectangle, fill: systemRed)),
                    modifiers: [
                        .background(ViewNode(id: "/bg0.1", content: .color(systemGreen)), alignment: .center),
                        .scaleEffect(x: 2, y: 2, anchor: .center),
                    ]).at("/body"))
    }
}
