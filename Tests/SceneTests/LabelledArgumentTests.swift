import Geometry
import Testing
import Views

@testable import Scene

/// SwiftUI's labelled arguments written as an object with SwiftUI's labels, beside the
/// shorthands; each form decodes to what the SwiftUI call means.
@Suite struct LabelledArgumentTests {
    func transition(_ json: String) throws -> SceneTransition? {
        let modifiers = try decodedModifiers(#"[{"transition": \#(json)}]"#)
        guard case .transition(let transition) = modifiers.first else { return nil }
        return transition
    }

    func message(_ modifiers: String) -> String? { modifierError(modifiers)?.message }

    /// `.move(edge: .leading)` and `.push(from: .bottom)`.
    @Test func moveEdgeAndPushFrom() throws {
        #expect(try transition(#"{"move": {"edge": "leading"}}"#) == .move(.constant(.leading)))
        #expect(try transition(#"{"push": {"from": "bottom"}}"#) == .push(from: .constant(.bottom)))
        // The shorthands still work.
        #expect(try transition(#"{"move": "trailing"}"#) == .move(.constant(.trailing)))
        #expect(try transition(#"{"push": "top"}"#) == .push(from: .constant(.top)))
        // Inside asymmetric, as SwiftUI nests them.
        #expect(
            try transition(#"{"asymmetric": {"insertion": {"move": {"edge": "trailing"}}, "removal": {"push": {"from": "leading"}}}}"#)
                == .asymmetric(insertion: .move(.constant(.trailing)), removal: .push(from: .constant(.leading))))
    }

    @Test func moveAndPushErrors() {
        let move = modifierError(#"[{"transition": {"move": {"from": "top"}}}]"#)
        #expect(move?.message == "transition.move is missing 'edge'")
        #expect(move?.path == "/body/modifiers/0/transition/move")
        let push = modifierError(#"[{"transition": {"push": {"from": "botom"}}}]"#)
        #expect(push?.message == "unknown edge 'botom'; did you mean 'bottom'?")
        #expect(push?.path == "/body/modifiers/0/transition/push/from")
        #expect(message(#"[{"transition": {"push": {"edge": "top"}}}]"#) == "transition.push is missing 'from'")
        #expect(
            message(#"[{"transition": {"move": 3}}]"#)
                == #"transition.move must be an edge name, {"edge": name} or an expression, got 3"#)
    }

    /// `.offset(CGSize(width: 10, height: -4))`, as a modifier and as a transition.
    @Test func offsetSize() throws {
        #expect(
            try decodedModifiers(#"[{"offset": {"width": 10, "height": -4}}, {"offset": {"height": 3}}]"#)
                == [.offset(x: .constant(10), y: .constant(-4)), .offset(x: .constant(0), y: .constant(3))])
        #expect(try transition(#"{"offset": {"width": 0, "height": 20}}"#) == .offset(x: .constant(0), y: .constant(20)))
        #expect(
            message(#"[{"offset": {"x": 1, "height": 2}}]"#)
                == "offset takes x and y, or width and height (a CGSize), not both")
        // `position(x:y:)` has no CGSize form.
        #expect(message(#"[{"position": {"width": 1}}]"#) == "unknown key 'width' in position")
    }

    /// `.scaleEffect(CGSize(width: 2, height: 0.5), anchor: .top)`.
    @Test func scaleEffectSize() throws {
        #expect(
            try decodedModifiers(#"[{"scaleEffect": {"width": 2, "height": 0.5, "anchor": "top"}}, {"scaleEffect": {"height": 3}}]"#)
                == [
                    .scaleEffect(x: .constant(2), y: .constant(0.5), anchor: .constant(.top)),
                    .scaleEffect(x: .constant(1), y: .constant(3), anchor: .constant(.center)),
                ])
        #expect(
            message(#"[{"scaleEffect": {"scale": 2, "width": 1}}]"#)
                == "scaleEffect takes one of scale, x and y, or width and height (a CGSize), got 'scale' and 'width'")
        #expect(
            message(#"[{"scaleEffect": {"x": 2, "height": 1}}]"#)
                == "scaleEffect takes one of scale, x and y, or width and height (a CGSize), got 'x' and 'height'")
    }

    /// `.background(alignment: .top) { Text("b") }`.
    @Test func backgroundContent() throws {
        let modifiers = try decodedModifiers(
            #"[{"background": {"alignment": "top", "content": {"type": "Text", "text": "b"}}}]"#)
        guard case .background(let decoration) = modifiers.first, case .view(let view) = decoration.content else {
            Issue.record("unexpected \(modifiers)")
            return
        }
        #expect(decoration.alignment == .constant(.top))
        #expect(view.path == "/body/modifiers/0/background/content")
        #expect(
            message(#"[{"overlay": {"content": {"type": "Circle"}, "view": {"type": "Circle"}}}]"#)
                == "overlay takes exactly one of 'view', 'content' and 'color'")
    }

    /// `.cornerRadius(8, antialiased: true)`.
    @Test func cornerRadiusArguments() throws {
        #expect(
            try decodedModifiers(#"[{"cornerRadius": {"radius": 8, "antialiased": true}}, {"cornerRadius": {"radius": 3}}]"#)
                == [.cornerRadius(.constant(8)), .cornerRadius(.constant(3))])
        #expect(
            message(#"[{"cornerRadius": {"radius": 8, "antialiased": false}}]"#)
                == "cornerRadius.antialiased must be true: Zoetrope always draws antialiased edges (docs/deviations.md), got false")
        #expect(message(#"[{"cornerRadius": {"antialiased": true}}]"#) == "cornerRadius is missing 'radius'")
        #expect(message(#"[{"cornerRadius": {"radius": -1}}]"#) == "cornerRadius.radius must not be negative, got -1")
    }

    /// `.rotation3DEffect(.degrees(90), axis: (0, 1, 0), anchorZ: 0)`: the default anchorZ only.
    @Test func rotation3DAnchorZ() throws {
        #expect(
            try decodedModifiers(#"[{"rotation3DEffect": {"degrees": 90, "axis": {"y": 1}, "anchorZ": 0}}]"#)
                == [
                    .rotation3DEffect(
                        Rotation3DModifier(
                            angle: SceneAngle(value: .constant(90), unit: .degrees),
                            axis: Axis3DProperty(x: .constant(0), y: .constant(1), z: .constant(0)), anchor: .constant(.center)))
                ])
        #expect(
            message(#"[{"rotation3DEffect": {"degrees": 90, "axis": {"y": 1}, "anchorZ": 5}}]"#)
                == "rotation3DEffect.anchorZ must be 0: Zoetrope rotates about the view's plane (docs/deviations.md), got 5")
    }

    /// `.frame(maxWidth: .infinity, height: 20)` does not compile in SwiftUI: refused, with what
    /// to write instead.
    @Test func mixedFrameSaysWhatToWrite() {
        let error = modifierError(#"[{"frame": {"maxWidth": "infinity", "height": 20}}]"#)
        #expect(error?.path == "/body/modifiers/0/frame")
        #expect(
            error?.message
                == #"frame takes either width/height or min/ideal/max sizes, not both (SwiftUI has no such frame), got 'height' and 'maxWidth'; write two frames: {"frame": {"height": 20}}, {"frame": {"maxWidth": "infinity"}}, or give each fixed size as a minimum and maximum: {"frame": {"maxWidth": "infinity", "minHeight": 20, "maxHeight": 20}}"#
        )
        // The alignment goes to both frames.
        #expect(
            message(#"[{"frame": {"width": 30, "minHeight": 5, "alignment": "top"}}]"#)
                == #"frame takes either width/height or min/ideal/max sizes, not both (SwiftUI has no such frame), got 'width' and 'minHeight'; write two frames: {"frame": {"width": 30, "alignment": "top"}}, {"frame": {"minHeight": 5, "alignment": "top"}}, or give each fixed size as a minimum and maximum: {"frame": {"minWidth": 30, "maxWidth": 30, "minHeight": 5, "alignment": "top"}}"#
        )
    }
}

/// Refusals that say what to write instead.
@Suite struct RefusalAdviceTests {
    @Test func infiniteFixedFrame() {
        let error = modifierError(#"[{"frame": {"width": "infinity"}}]"#)
        #expect(error?.path == "/body/modifiers/0/frame/width")
        #expect(
            error?.message
                == #"frame.width cannot be 'infinity' (only the min/ideal/max sizes can); write {"frame": {"maxWidth": "infinity"}}"#)
        #expect(
            modifierError(#"[{"frame": {"height": "infinity"}}]"#)?.message
                == #"frame.height cannot be 'infinity' (only the min/ideal/max sizes can); write {"frame": {"maxHeight": "infinity"}}"#)
    }

    /// A font object without a style or size only restyles: SwiftUI's modifiers do that.
    @Test func fontWithoutBase() {
        #expect(
            modifierError(#"[{"font": {"weight": "bold", "italic": true}}]"#)?.message
                == #"font takes exactly one of 'style' and 'size'; to change only that, write the modifier {"fontWeight": "bold"} and {"italic": true}"#)
        #expect(
            modifierError(#"[{"font": {"design": "serif"}}]"#)?.message == "font takes exactly one of 'style' and 'size'")
    }

    @Test func paddingEdgesMixedWithInsets() {
        let error = modifierError(#"[{"padding": {"edges": "top", "leading": 4}}]"#)
        #expect(error?.path == "/body/modifiers/0/padding")
        #expect(
            error?.message
                == #"padding takes edges and length (.padding(_:_:)) or lengths per edge (EdgeInsets), not both, got 'edges' and 'leading'; write {"padding": {"edges": ["top", "leading"], "length": 8}} for one length, or {"padding": {"top": 8, "leading": 4}} for each edge its own"#)
        // Two members, one of them `length`, and all three with both forms' keys: the edge key
        // is found and named in each (the first of top, leading, bottom, trailing… present).
        let tail = #"; write {"padding": {"edges": ["top", "leading"], "length": 8}} for one length, or {"padding": {"top": 8, "leading": 4}} for each edge its own"#
        let head = "padding takes edges and length (.padding(_:_:)) or lengths per edge (EdgeInsets), not both, got "
        #expect(modifierError(#"[{"padding": {"length": 8, "bottom": 4}}]"#)?.message == head + "'length' and 'bottom'" + tail)
        #expect(
            modifierError(#"[{"padding": {"edges": "top", "length": 8, "vertical": 4}}]"#)?.message
                == head + "'edges' and 'vertical'" + tail)
        #expect(
            modifierError(#"[{"padding": {"trailing": 2, "length": 8, "edges": "top"}}]"#)?.message
                == head + "'edges' and 'trailing'" + tail)
        // Both forms' keys alone decode.
        #expect(modifierError(#"[{"padding": {"edges": "top", "length": 8}}]"#) == nil)
        #expect(modifierError(#"[{"padding": {"length": 8}}]"#) == nil)
    }
}
