import Geometry
import Scene
import Testing
import ViewGraph
import Views

/// Modifiers that change form, defaults of absent values, and evaluation at a state.
@Suite struct DesugaringTests {
    @Test func borderBecomesAnInsetStrokeOverlay() throws {
        let tree = try evaluatedTree(body: #"{"type": "Text", "text": "a", "modifiers": [{"padding": 4}, {"border": {"color": "red", "width": 2}}]}"#)
        #expect(
            tree.modifiers == [
                .padding(EdgeInsets(all: 4)),
                .overlay(
                    ViewNode(
                        id: "/ov1",
                        content: .shape(ShapeView(shape: .rectangle, fill: nil, stroke: Stroke(color: systemRed, lineWidth: 2, isInset: true)))),
                    alignment: .center),
            ])
    }

    @Test func cornerRadiusClipsAndBackgroundColorsAreColorViews() throws {
        let tree = try evaluatedTree(
            body: #"{"type": "Text", "text": "a", "modifiers": [{"background": "blue.opacity(0.1)"}, {"cornerRadius": 10}]}"#)
        #expect(
            tree.modifiers == [
                .background(ViewNode(id: "/bg0", content: .color(systemBlue.multiplyingOpacity(by: 0.1))), alignment: .center),
                .clip(.roundedRectangle(cornerRadius: 10)),
            ])
    }

    @Test func dividerUsesTheSeparatorColor() throws {
        #expect(
            try evaluatedTree(body: #"{"type": "Divider"}"#).content == .divider(color: Color(red255: 60, 60, 67, opacity: 0.29)))
        #expect(
            try evaluatedTree(body: #"{"type": "Divider"}"#, scheme: "dark").content
                == .divider(color: Color(red255: 84, 84, 88, opacity: 0.6)))
    }

    @Test func fillAndStrokeFoldIntoTheShape() throws {
        func shape(_ modifiers: String) throws -> ViewContent {
            try evaluatedTree(body: #"{"type": "RoundedRectangle", "cornerRadius": 6, "modifiers": \#(modifiers)}"#).content
        }
        let rounded = Shape.roundedRectangle(cornerRadius: 6)
        #expect(try shape(#"[{"fill": "red"}]"#) == .shape(ShapeView(shape: rounded, fill: systemRed)))
        #expect(try shape(#"[{"stroke": {"color": "blue", "lineWidth": 2}}]"#) == .shape(ShapeView(shape: rounded, fill: nil, stroke: Stroke(color: systemBlue, lineWidth: 2))))
        #expect(try shape(#"[{"stroke": "blue"}, {"fill": "red"}]"#) == .shape(ShapeView(shape: rounded, fill: systemRed, stroke: Stroke(color: systemBlue))))
        // `stroke: true` strokes with the foreground colour, 1 pt.
        #expect(try shape(#"[{"stroke": true}, {"foregroundColor": "green"}]"#) == .shape(ShapeView(shape: rounded, fill: nil, stroke: Stroke(color: systemGreen))))
    }

    @Test func everyLayoutModifierEvaluates() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "Color", "color": "#ff0000", "modifiers": [
                  {"frame": {"width": 10, "height": 20, "alignment": "bottom"}},
                  {"frame": {"minWidth": 5, "maxWidth": "infinity", "idealHeight": 7}},
                  {"offset": {"x": 3}}, {"position": {"x": 1, "y": 2}}, {"fixedSize": {"horizontal": true}},
                  {"layoutPriority": 1}, {"opacity": 0.25}, {"scaleEffect": {"x": 2, "anchor": "topLeading"}},
                  {"rotationEffect": {"degrees": 90, "anchor": "bottomTrailing"}}, {"padding": {"edges": "vertical", "length": 5}}
                ]}
                """#)
        #expect(tree.content == .color(Color(red: 1, green: 0, blue: 0)))
        #expect(
            tree.modifiers == [
                .fixedFrame(width: 10, height: 20, alignment: .bottom),
                .flexibleFrame(FlexibleFrame(minWidth: 5, maxWidth: .infinity, idealHeight: 7)),
                .offset(x: 3, y: 0), .position(x: 1, y: 2), .fixedSize(horizontal: true, vertical: false),
                .layoutPriority(1), .opacity(0.25), .scaleEffect(x: 2, y: 1, anchor: .topLeading),
                .rotationEffect(.degrees(90), anchor: .bottomTrailing), .padding(EdgeInsets(top: 5, bottom: 5)),
            ])
    }

    @Test func expressionsEvaluateAtTheGivenState() throws {
        let body = #"{"type": "Text", "text": "n = \\(count)", "modifiers": [{"offset": {"x": "isActive ? 200 : 0"}}, {"opacity": "isActive ? null : 0.5"}]}"#
        let state = #"{"isActive": false, "count": 1}"#
        let initial = try evaluatedTree(body: body, state: state)
        #expect(initial.resolvedText?.string == "n = 1")
        #expect(initial.modifiers == [.offset(x: 0, y: 0), .opacity(0.5)])
        // null is absent: opacity's default, 1.
        let active = try evaluatedTree(body: body, state: state, values: ["isActive": .bool(true), "count": .number(2)])
        #expect(active.resolvedText?.string == "n = 2")
        #expect(active.modifiers == [.offset(x: 200, y: 0), .opacity(1)])
    }

    @Test func colorSchemeIsReadableAndAdaptiveColorsFollowIt() throws {
        let tree = try evaluatedTree(
            body: #"{"type": "Text", "text": "\\(colorScheme)", "modifiers": [{"foregroundColor": "colorScheme == 'dark' ? blue : red"}]}"#,
            scheme: "dark")
        #expect(tree.content == text("dark", color: Color(red255: 10, 132, 255)))
    }

    /// Seed 004's ImplicitAnimationDemo: the animation and monitors leave the static tree.
    @Test func implicitAnimationDemo() throws {
        let tree = try evaluatedTree(
            body: #"""
                {"type": "VStack", "children": [
                  {"type": "Text", "text": "Hello", "modifiers": [
                    {"font": "largeTitle"}, {"offset": {"x": "isActive ? 200 : 0"}}, {"transactionMonitor": "inner"},
                    {"animation": {"curve": "smooth", "value": "isActive"}}, {"transactionMonitor": "outer"}]},
                  {"type": "Text", "text": "World", "modifiers": [{"transactionMonitor": "world"}]}
                ], "modifiers": [{"transactionMonitor": "VStack"}, {"animation": {"curve": "linear", "value": "isActive"}}]}
                """#, state: #"{"isActive": false}"#, values: ["isActive": .bool(true)])
        #expect(
            tree
                == ViewNode(
                    id: "/",
                    content: .vStack(
                        alignment: .center, spacing: nil,
                        children: [
                            ViewNode(id: "/0", content: text("Hello", font: Font(size: 34)), modifiers: [.offset(x: 200, y: 0)]).at("/body/children/0"),
                            ViewNode(id: "/1", content: text("World")).at("/body/children/1"),
                        ])).at("/body"))
    }
}
