import DisplayList
import Geometry
import Layout
import Testing
import Views

/// The builder turns modifier layers into groups and paints decorations in SwiftUI's order.
/// Frames are given by hand; the expected items follow from the modifier order alone.
@Suite struct DisplayListBuilderTests {
    let square = Rect(x: 0, y: 0, width: 10, height: 10)

    func rectangle(_ id: String, fill: Color = .black) -> ViewNode {
        ViewNode(id: id, content: .shape(ShapeView(shape: .rectangle, fill: fill)))
    }

    func build(_ view: LaidOutView, glyphs: (any GlyphOutlineProviding)? = nil) -> String {
        DisplayListBuilder(glyphs: glyphs).build(view, canvas: Size(width: 100, height: 100), background: nil).printed()
    }

    @Test func backgroundIsPaintedBehindAndOverlayInFront() {
        let background = rectangle("/bg0", fill: .white)
        let overlay = rectangle("/ov1", fill: Color(red: 1, green: 0, blue: 0))
        var node = rectangle("/")
        node.modifiers = [.background(background, alignment: .center), .overlay(overlay, alignment: .center)]
        let view = LaidOutView(
            node: node, frames: [square, square, square],
            decorations: [0: LaidOutView(node: background, frames: [square]), 1: LaidOutView(node: overlay, frames: [square])])
        #expect(build(view) == """
            canvas 100x100
              shape /bg0 (0, 0, 10, 10) fill rgba(255, 255, 255, 1)
              shape / (0, 0, 10, 10) fill rgba(0, 0, 0, 1)
              shape /ov1 (0, 0, 10, 10) fill rgba(255, 0, 0, 1)

            """)
    }

    @Test func effectsNestInModifierOrder() {
        // [opacity, offset]: offset is outer, so the transform group contains the opacity group.
        var node = rectangle("/")
        node.modifiers = [.opacity(0.5), .offset(x: 3, y: 4)]
        let view = LaidOutView(node: node, frames: [square, square, square])
        #expect(build(view) == """
            canvas 100x100
              group / transform [1 0 0 1 3 4]
                group / opacity 0.5
                  shape / (0, 0, 10, 10) fill rgba(0, 0, 0, 1)

            """)
    }

    @Test func opacityIsDrawnInsideTheTransformsOfItsOwnView() {
        // [offset, scale, opacity]: SwiftUI's opacity is outermost, but it is drawn inside both
        // transforms (WebKit drops a partly covered pixel row of an opacity group around a
        // transformed child). Same picture: the group still fades exactly the square.
        // scaleEffect 2 about the top-leading corner (0, 0) is [2 0 0 2 0 0].
        var node = rectangle("/")
        node.modifiers = [.offset(x: 0, y: 0.3), .scaleEffect(x: 2, y: 2, anchor: .topLeading), .opacity(0.5)]
        #expect(build(LaidOutView(node: node, frames: Array(repeating: square, count: 4))) == """
            canvas 100x100
              group / transform [2 0 0 2 0 0]
                group / transform [1 0 0 1 0 0.3]
                  group / opacity 0.5
                    shape / (0, 0, 10, 10) fill rgba(0, 0, 0, 1)

            """)
    }

    @Test func opacityStaysOutsideATransformOfAnotherViewOrBesideOtherItems() {
        // A stack's opacity over its one offset child: the child's group belongs to another view
        // (the order must not change when a second child comes), so the opacity stays outside.
        var child = rectangle("/0")
        child.modifiers = [.offset(x: 0, y: 0.3)]
        var stack = ViewNode(id: "/", content: .vStack(alignment: .center, spacing: 0, children: []))
        stack.modifiers = [.opacity(0.5)]
        let view = LaidOutView(node: stack, frames: [square, square], children: [LaidOutView(node: child, frames: [square, square])])
        #expect(build(view) == """
            canvas 100x100
              group / opacity 0.5
                group /0 transform [1 0 0 1 0 0.3]
                  shape /0 (0, 0, 10, 10) fill rgba(0, 0, 0, 1)

            """)
        // A background beside the offset square: the opacity fades both together, so it stays outside.
        let background = rectangle("/bg1", fill: .white)
        var node = rectangle("/")
        node.modifiers = [.offset(x: 0, y: 0.3), .background(background, alignment: .center), .opacity(0.5)]
        let decorated = LaidOutView(
            node: node, frames: [square, square, square, square], decorations: [1: LaidOutView(node: background, frames: [square])])
        #expect(build(decorated) == """
            canvas 100x100
              group / opacity 0.5
                shape /bg1 (0, 0, 10, 10) fill rgba(255, 255, 255, 1)
                group / transform [1 0 0 1 0 0.3]
                  shape / (0, 0, 10, 10) fill rgba(0, 0, 0, 1)

            """)
    }

    @Test func fullOpacityAndIdentityTransformsAddNoGroup_zeroOpacityDrawsNothing() {
        var node = rectangle("/")
        node.modifiers = [.opacity(1), .offset(x: 0, y: 0), .scaleEffect(x: 1, y: 1, anchor: .center)]
        #expect(build(LaidOutView(node: node, frames: Array(repeating: square, count: 4))) == """
            canvas 100x100
              shape / (0, 0, 10, 10) fill rgba(0, 0, 0, 1)

            """)
        node.modifiers = [.opacity(0)]
        #expect(build(LaidOutView(node: node, frames: [square, square])) == "canvas 100x100\n")
    }

    @Test func insetStrokeFollowsAnOutlineHalfTheLineWidthInside() {
        // A 2-pt border on a 10×10 frame is stroked along (1, 1, 8, 8): it stays inside the frame.
        let node = ViewNode(id: "/", content: .shape(ShapeView(shape: .rectangle, fill: nil, stroke: Stroke(color: .black, lineWidth: 2, isInset: true))))
        #expect(build(LaidOutView(node: node, frames: [square])) == """
            canvas 100x100
              shape / (1, 1, 8, 8) stroke rgba(0, 0, 0, 1) 2

            """)
    }

    @Test func clipUsesTheShapeInTheModifiersFrame() {
        var node = rectangle("/")
        node.modifiers = [.padding(EdgeInsets(all: 5)), .clip(.roundedRectangle(cornerRadius: 3))]
        let padded = Rect(x: 0, y: 0, width: 20, height: 20)
        let view = LaidOutView(node: node, frames: [Rect(x: 5, y: 5, width: 10, height: 10), padded, padded])
        #expect(build(view).contains("group / clip (0, 0, 20, 20)"))
    }

    struct UnitSquareGlyphs: GlyphOutlineProviding {
        /// Every glyph is the square from (0, −1) to (1, 0) for a 1-pt font: it sits on the baseline.
        func glyphOutline(_ glyph: UInt32, face: FontFace) -> Path {
            Path(rect: Rect(x: 0, y: -1, width: 1, height: 1))
        }

        /// Fallback glyphs are half as wide, to tell them apart.
        func glyphOutline(_ glyph: UInt32, fallback: FallbackFace) -> Path {
            Path(rect: Rect(x: 0, y: -1, width: 0.5, height: 1))
        }
    }

    @Test func glyphOutlinesAreScaledByTheFontSizeAndPlacedOnTheBaseline() throws {
        // Font size 10, text origin (5, 5), baseline 8, glyph pen x 3 → square (5 + 3, 5 + 8 − 10, 10, 10).
        let layout = TextLayout(
            size: Size(width: 13, height: 12),
            lines: [TextLine(string: "a", x: 0, baseline: 8, width: 13, glyphs: [PositionedGlyph(glyph: 1, x: 3)])],
            face: .sans, fontSize: 10)
        let node = ViewNode(id: "/", content: .text(ResolvedText(string: "a", font: Font(size: 10))))
        let view = LaidOutView(node: node, frames: [Rect(x: 5, y: 5, width: 13, height: 12)], text: layout)
        let list = DisplayListBuilder(glyphs: UnitSquareGlyphs()).build(view, canvas: Size(width: 100, height: 100), background: nil)
        guard case .text(let item) = try #require(list.items.first) else {
            Issue.record("expected a text item")
            return
        }
        #expect(item.outline == Path(rect: Rect(x: 8, y: 3, width: 10, height: 10)))
    }
}
