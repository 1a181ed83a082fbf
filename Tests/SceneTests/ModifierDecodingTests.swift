import Geometry
import Testing
import Views

@testable import Scene

/// The value forms of each modifier.
@Suite struct ModifierDecodingTests {
    let zero = Dynamic<Double>.constant(0)

    func insets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double) -> SceneModifier {
        .padding(
            EdgeInsetsProperty(top: .constant(top), leading: .constant(leading), bottom: .constant(bottom), trailing: .constant(trailing)))
    }

    @Test func paddingForms() throws {
        #expect(try decodedModifiers(#"[{"padding": 12}]"#) == [insets(12, 12, 12, 12)])
        // `padding()` and `padding(.horizontal)` use the default 16.
        #expect(try decodedModifiers(#"[{"padding": true}, {"padding": {}}]"#) == [insets(16, 16, 16, 16), insets(16, 16, 16, 16)])
        #expect(try decodedModifiers(#"[{"padding": "horizontal"}]"#) == [insets(0, 16, 0, 16)])
        #expect(try decodedModifiers(#"[{"padding": {"edges": "horizontal", "length": 8}}]"#) == [insets(0, 8, 0, 8)])
        #expect(try decodedModifiers(#"[{"padding": {"edges": ["top", "leading"], "length": 2}}]"#) == [insets(2, 2, 0, 0)])
        #expect(try decodedModifiers(#"[{"padding": {"top": 4, "leading": 8}}]"#) == [insets(4, 8, 0, 0)])
        #expect(try decodedModifiers(#"[{"padding": {"vertical": 3, "trailing": 1}}]"#) == [insets(3, 0, 3, 1)])
    }

    @Test func paddingErrors() {
        #expect(modifierError(#"[{"padding": false}]"#)?.message == "padding must be a number, true, an edge set, an object or an expression, got false")
        #expect(modifierError(#"[{"padding": {"horizontal": 3, "leading": 1}}]"#)?.message == "padding.leading sets the leading edge a second time")
        #expect(modifierError(#"[{"padding": {"edges": "sides"}}]"#)?.message == "unknown edge set 'sides'")
        #expect(modifierError(#"[{"padding": {"top": 1, "lenght": 3}}]"#)?.path == "/body/modifiers/0/padding/lenght")
    }

    @Test func frameForms() throws {
        #expect(
            try decodedModifiers(#"[{"frame": {"width": 100, "alignment": "topLeading"}}]"#)
                == [.frame(.fixed(width: .constant(100), height: nil, alignment: .constant(.topLeading)))])
        let flexible = try decodedModifiers(#"[{"frame": {"maxWidth": "infinity", "minHeight": 20}}]"#)
        #expect(flexible == [.frame(.flexible(FlexibleFrameProperty(maxWidth: .constant(.infinity), minHeight: .constant(Extent(20)))))])
    }

    @Test func frameErrors() {
        #expect(
            modifierError(#"[{"frame": {"width": 10, "maxWidth": 20}}]"#)?.message
                == #"frame takes either width/height or min/ideal/max sizes, not both (SwiftUI has no such frame), got 'width' and 'maxWidth'; write two frames: {"frame": {"width": 10}}, {"frame": {"maxWidth": 20}}"#)
        #expect(modifierError(#"[{"frame": {"width": -1}}]"#)?.message == "frame.width must not be negative, got -1")
        #expect(modifierError(#"[{"frame": {"width": "infinity"}}]"#)?.code == "unknown_name")
        #expect(modifierError(#"[{"frame": {"alignment": "centre"}}]"#)?.message == "unknown alignment 'centre'; did you mean 'center'?")
        #expect(modifierError(#"[{"frame": {"heigth": 3}}]"#)?.message == "unknown key 'heigth' in frame; did you mean 'height'?")
    }

    @Test func expressionsStayExpressionsAndConstantsFold() throws {
        let modifiers = try decodedModifiers(#"[{"offset": {"x": "on ? 200 : 0", "y": "2 * 3"}}]"#, state: #"{"on": false}"#)
        guard case .offset(.expression(let x), .constant(let y)) = modifiers.first else {
            Issue.record("unexpected \(modifiers)")
            return
        }
        #expect(x.referencedNames == ["on"])
        #expect(y == 6)
    }

    @Test func fixedSizeScaleRotation() throws {
        #expect(try decodedModifiers(#"[{"fixedSize": true}]"#) == [.fixedSize(horizontal: .constant(true), vertical: .constant(true))])
        #expect(
            try decodedModifiers(#"[{"fixedSize": {"vertical": true}}]"#)
                == [.fixedSize(horizontal: .constant(false), vertical: .constant(true))])
        #expect(
            try decodedModifiers(#"[{"scaleEffect": 2}, {"scaleEffect": {"x": 3, "anchor": "top"}}, {"scaleEffect": {"scale": 0.5}}]"#)
                == [
                    .scaleEffect(x: .constant(2), y: .constant(2), anchor: .constant(.center)),
                    .scaleEffect(x: .constant(3), y: .constant(1), anchor: .constant(.top)),
                    .scaleEffect(x: .constant(0.5), y: .constant(0.5), anchor: .constant(.center)),
                ])
        #expect(
            try decodedModifiers(#"[{"rotationEffect": 45}, {"rotationEffect": {"radians": 1, "anchor": "topLeading"}}]"#)
                == [
                    .rotationEffect(SceneAngle(value: .constant(45), unit: .degrees), anchor: .constant(.center)),
                    .rotationEffect(SceneAngle(value: .constant(1), unit: .radians), anchor: .constant(.topLeading)),
                ])
        #expect(modifierError(#"[{"rotationEffect": {"degrees": 1, "radians": 1}}]"#)?.message == "rotationEffect takes exactly one of degrees and radians")
    }

    @Test func backgroundAndOverlayForms() throws {
        let red = ColorProperty(color: .constant(.named("red")))
        let modifiers = try decodedModifiers(
            #"""
            [{"background": "red"},
             {"background": {"color": "blue", "opacity": 0.5}},
             {"overlay": {"type": "Circle"}},
             {"overlay": {"view": {"type": "Text", "text": "b"}, "alignment": "topTrailing"}}]
            """#)
        #expect(modifiers.count == 4)
        #expect(modifiers[0] == .background(Decoration(content: .color(red))))
        #expect(
            modifiers[1]
                == .background(Decoration(content: .color(ColorProperty(color: .constant(.named("blue")), opacity: .constant(0.5))))))
        guard case .overlay(let circle) = modifiers[2], case .view(let view) = circle.content,
            case .overlay(let text) = modifiers[3]
        else {
            Issue.record("unexpected \(modifiers)")
            return
        }
        #expect(view.kind == .shape(.circle))
        #expect(view.path == "/body/modifiers/2/overlay")
        #expect(text.alignment == .constant(.topTrailing))
        #expect(modifierError(#"[{"overlay": {"alignment": "top"}}]"#)?.message == "overlay takes exactly one of 'view', 'content' and 'color'")
        #expect(modifierError(#"[{"background": 3}]"#)?.message == "background must be a color, a view or an object with 'view', 'content' or 'color', got 3")
    }

    @Test func strokeBorderCornerRadius() throws {
        #expect(
            try decodedModifiers(#"[{"stroke": {"color": "red", "lineWidth": 3}}]"#, view: #""type": "Circle""#)
                == [.stroke(StrokeModifier(color: ColorProperty(color: .constant(.named("red"))), lineWidth: .constant(3)))])
        #expect(try decodedModifiers(#"[{"stroke": true}]"#, view: #""type": "Capsule""#) == [.stroke(StrokeModifier(color: nil))])
        #expect(
            try decodedModifiers(#"[{"border": "gray"}, {"border": {"color": "red", "width": 2}}, {"cornerRadius": 8}]"#)
                == [
                    .border(ColorProperty(color: .constant(.named("gray"))), width: .constant(1)),
                    .border(ColorProperty(color: .constant(.named("red"))), width: .constant(2)),
                    .cornerRadius(.constant(8)),
                ])
        #expect(modifierError(#"[{"border": {"width": 2}}]"#)?.message == "border is missing 'color'")
    }

    @Test func fontForms() throws {
        #expect(try decodedModifiers(#"[{"font": "largeTitle"}]"#) == [.font(SceneFont(base: .style(.constant(.largeTitle))))])
        #expect(
            try decodedModifiers(#"[{"font": {"size": 20, "weight": "bold", "design": "monospaced"}}]"#)
                == [.font(SceneFont(base: .size(.constant(20)), weight: .constant(.bold), design: .constant(.monospaced)))])
        #expect(
            try decodedModifiers(#"[{"font": {"style": "title", "weight": "light"}}]"#)
                == [.font(SceneFont(base: .style(.constant(.title)), weight: .constant(.light)))])
        #expect(modifierError(#"[{"font": "titel"}]"#)?.message == "unknown text style 'titel'; did you mean 'title'?")
        #expect(modifierError(#"[{"font": {"size": 0}}]"#)?.message == "font.size must be greater than 0, got 0")
        #expect(
            modifierError(#"[{"font": {"weight": "bold"}}]"#)?.message
                == #"font takes exactly one of 'style' and 'size'; to change only that, write the modifier {"fontWeight": "bold"}"#)
    }

    @Test func textModifiers() throws {
        #expect(
            try decodedModifiers(
                #"[{"fontWeight": "semibold"}, {"bold": true}, {"italic": "on"}, {"multilineTextAlignment": "center"}, {"lineLimit": 2}, {"lineLimit": null}, {"lineSpacing": 4}]"#,
                state: #"{"on": true}"#).count == 7)
        #expect(modifierError(#"[{"lineLimit": 0}]"#)?.message == "lineLimit must be at least 1, got 0")
        #expect(modifierError(#"[{"lineLimit": 1.5}]"#)?.message == "lineLimit must be a whole number, got 1.5")
        #expect(modifierError(#"[{"fontWeight": "heavyy"}]"#)?.message == "unknown font weight 'heavyy'; did you mean 'heavy'?")
        #expect(modifierError(#"[{"bold": 1}]"#)?.message == "bold must be true, false or an expression, got 1")
    }

    @Test func enumPositionsAcceptExpressionsOverNames() throws {
        let modifiers = try decodedModifiers(
            #"[{"multilineTextAlignment": "wide ? center : leading"}]"#, state: #"{"wide": true}"#)
        guard case .multilineTextAlignment(.expression(let expression)) = modifiers.first else {
            Issue.record("unexpected \(modifiers)")
            return
        }
        #expect(Set(expression.possibleStringConstants ?? []) == ["center", "leading"])
        #expect(
            modifierError(#"[{"multilineTextAlignment": "wide ? middle : leading"}]"#, state: #"{"wide": true}"#)?.message
                == "unknown text alignment 'middle'")
    }
}
