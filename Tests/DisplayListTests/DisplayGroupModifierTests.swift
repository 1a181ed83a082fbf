import DisplayList
import Geometry
import Layout
import Testing
import Views

/// `ViewModifier.makesDisplayGroup` answers as the builder draws: where every element is drawn,
/// a rectangle under an effect is a group of its own, under a layout modifier, a background or an
/// overlay it is not (SwiftUI's effects apply to everything the view draws; layout modifiers only
/// move it, and a decoration is drawn beside it).
@Suite struct DisplayGroupModifierTests {
    let square = Rect(x: 0, y: 0, width: 10, height: 10)
    static let decoration = ViewNode(id: "/d", content: .shape(ShapeView(shape: .rectangle, fill: .white)))

    /// Every modifier case, each with whether it makes a group (worked out from SwiftUI: a
    /// clip, mask, opacity, transform, shadow or blur applies to the view as a whole).
    static let modifiers: [(ViewModifier, Bool)] = [
        (.padding(EdgeInsets(top: 1)), false),
        (.fixedFrame(width: 10, height: 10, alignment: .center), false),
        (.flexibleFrame(FlexibleFrame(maxWidth: 10)), false),
        (.offset(x: 1, y: 2), true),
        (.position(x: 5, y: 5), false),
        (.fixedSize(horizontal: true, vertical: true), false),
        (.layoutPriority(1), false),
        (.background(decoration, alignment: .center), false),
        (.overlay(decoration, alignment: .center), false),
        (.mask(decoration, alignment: .center), true),
        (.clip(.rectangle), true),
        (.opacity(0.5), true),
        (.scaleEffect(x: 2, y: 2, anchor: .center), true),
        (.rotationEffect(Angle(degrees: 30), anchor: .center), true),
        (.rotation3DEffect(Angle(degrees: 30), axis: Axis3D(x: 0, y: 1, z: 0), anchor: .center), true),
        (.aspectRatio(ratio: 1, contentMode: .fit), false),
        (.shadow(Shadow(radius: 2)), true),
        (.blur(radius: 2, opaque: false), true),
    ]

    @Test(arguments: modifiers)
    func aModifierMakesAGroupAsTheBuilderDraws(modifier: ViewModifier, makesGroup: Bool) {
        #expect(modifier.makesDisplayGroup == makesGroup)
        var node = ViewNode(id: "/", content: .shape(ShapeView(shape: .rectangle, fill: .black)))
        node.modifiers = [modifier]
        #expect(node.makesNoDisplayGroup == !makesGroup)
        let view = LaidOutView(node: node, frames: [square, square], decorations: [0: LaidOutView(node: Self.decoration, frames: [square])])
        let list = DisplayListBuilder(glyphs: nil, coverage: .everyElement).build(view, canvas: Size(width: 20, height: 20), background: nil)
        let groups = list.items.filter { item in
            if case .group(let group) = item { return group.viewID == "/" }
            return false
        }
        #expect(groups.count == (makesGroup ? 1 : 0))
    }
}
