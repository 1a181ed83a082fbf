import Geometry
import Layout
import Testing
import Views

@testable import Keyframes

/// `WrittenView.writes(_:into:like:)` never answers "alike" for views that differ: in each own
/// field of `ViewNode` and `LaidOutView` (which `WrittenView.sameNodeRest` and `sameExtras`
/// compare apart from `ViewNode.same`, with nothing else keeping them in step), and in the
/// modifiers and shapes it compares in place.
@Suite struct WrittenViewDifferenceTests {
    static let base = WrittenViewTests.rectangle
    static let own = WrittenViewTests.own

    static func writes(_ values: [Double], into view: LaidOutView, like other: LaidOutView) -> Bool {
        WrittenViewTests.writes(values, into: view, like: other)
    }

    /// `==` of every field but the children and the decorations: what the shortcut answers for
    /// (`ElementSkeleton.sameOwnFields`), spelled with the derived `==` of each field.
    static func sameOwnFields(_ a: LaidOutView, _ b: LaidOutView) -> Bool {
        a.node == b.node && a.frames == b.frames && a.text == b.text && a.dividerAxis == b.dividerAxis && a.fit == b.fit
    }

    /// The full comparison: `values` written into `view` as presenting writes them, then compared.
    static func writtenIsLike(_ values: [Double], into view: LaidOutView, like other: LaidOutView) -> Bool {
        sameOwnFields(ViewSampler.view(view, with: values, measurer: KeyframesTestSupport.typesetter), other)
    }

    /// `WrittenView` names each field of these structs (`sameNodeRest`, `sameExtras`, the
    /// shape's fields in `Cursor.writes(_:as:paint:)`): a field added to one of them must be
    /// compared there too (and a case added to `fieldByField` below), and these counts fail
    /// until it is. `LaidOutView`: node, frames, children, decorations, text, dividerAxis, fit.
    /// `ViewNode`: id, content, modifiers, zIndex, transition, gridCell, alignmentGuides,
    /// matchedGeometry, rightToLeft, source. `ShapeView`: shape, fill, stroke, trim, gradient,
    /// strokedPathStorage.
    @Test func everyStoredFieldIsCounted() {
        #expect(Mirror(reflecting: Self.base).children.count == 7)
        #expect(Mirror(reflecting: Self.base.node).children.count == 10)
        #expect(Mirror(reflecting: ShapeView(shape: .rectangle, fill: nil)).children.count == 6)
    }

    static let text = TextLayout(
        size: Size(width: 12, height: 10), lines: [TextLine(string: "a", x: 0, baseline: 8, width: 12, glyphs: [])], face: .sans,
        fontSize: 10)
    static let fit = FitChoice(
        axes: FitAxes(horizontal: true, vertical: false), proposal: ProposedSize(width: 50, height: nil),
        idealSizes: [Size(width: 80, height: 10), Size(width: 30, height: 10)], chosen: 1)
    static let matched = MatchedGeometry(namespace: "ns", id: "\"a\"", properties: .size, anchor: .center, isSource: true, level: 1)

    /// Changes to the base rectangle, each in one own field (optionals from absent to present;
    /// the frames and modifiers in a number its own numbers, written, put back).
    static var fieldByField: [(String, (inout LaidOutView) -> Void)] {
        [
        ("id", { $0.node.id = "s" }),
        ("content", { $0.node.content = .color(.black) }),
        ("content's shape", { $0.node.content = .shape(ShapeView(shape: .circle, fill: .black)) }),
        ("modifier count", { $0.node.modifiers = [.opacity(0.5)] }),
        ("modifier number", { $0.node.modifiers[0] = .opacity(0.25) }),
        ("zIndex", { $0.node.zIndex = 1 }),
        ("transition", { $0.node.transition = .opacity }),
        ("gridCell", { $0.node.gridCell = GridCell(columns: 2) }),
        ("alignmentGuides", { $0.node.alignmentGuides = [AlignmentGuideOverride(guide: .leading, identity: 1) { _ in 3 }] }),
        ("matchedGeometry", { $0.node.matchedGeometry = Self.matched }),
        ("rightToLeft", { $0.node.rightToLeft = [true] }),
        ("source", { $0.node.source = SourcePath("/root/1") }),
        ("frame count", { $0.frames.append($0.frames[1]) }),
        ("frame number", { $0.frames[1].size.width = 20 }),
        ("text", { $0.text = Self.text }),
        ("dividerAxis", { $0.dividerAxis = .horizontal }),
        ("fit", { $0.fit = Self.fit }),
        ]
    }

    /// A view that differs from the base in one own field is not alike, whichever of the two is
    /// written into: the base with its own numbers (written, it is the base) against the
    /// changed view, and the changed view with no numbers (it stays as it is) against the base.
    /// Each changed view with no numbers is alike itself.
    @Test func eachOwnFieldIsCompared() {
        for (field, change) in Self.fieldByField {
            var changed = Self.base
            change(&changed)
            #expect(!Self.writes(Self.own, into: Self.base, like: changed), "\(field): base against changed")
            #expect(!Self.writes([], into: changed, like: Self.base), "\(field): changed against base")
            #expect(Self.writes([], into: changed, like: changed), "\(field): changed against itself")
            // The full comparison agrees.
            #expect(!Self.writtenIsLike(Self.own, into: Self.base, like: changed), "\(field)")
            #expect(!Self.writtenIsLike([], into: changed, like: Self.base), "\(field)")
        }
    }

    /// Present optionals that differ are not alike; equal ones are. Children and decorations
    /// are not own fields: views that differ only there are alike.
    @Test func presentOptionalsAndTheRest() {
        let pairs: [(String, (inout LaidOutView) -> Void, (inout LaidOutView) -> Void)] = [
            ("transition", { $0.node.transition = .opacity }, { $0.node.transition = .offset(x: 0, y: 1) }),
            ("gridCell", { $0.node.gridCell = GridCell(columns: 2) }, { $0.node.gridCell = GridCell(columns: 3) }),
            (
                "alignmentGuides", { $0.node.alignmentGuides = [AlignmentGuideOverride(guide: .leading, identity: 1) { _ in 3 }] },
                { $0.node.alignmentGuides = [AlignmentGuideOverride(guide: .leading, identity: 2) { _ in 3 }] }
            ),
            ("matchedGeometry", { $0.node.matchedGeometry = Self.matched }, { $0.node.matchedGeometry?.level = 0 }),
            ("rightToLeft", { $0.node.rightToLeft = [true] }, { $0.node.rightToLeft = [false] }),
            ("source", { $0.node.source = SourcePath("/root/1") }, { $0.node.source = SourcePath("/root/2") }),
            ("text", { $0.text = Self.text }, { $0.text?.fontSize = 11 }),
            ("dividerAxis", { $0.dividerAxis = .horizontal }, { $0.dividerAxis = .vertical }),
            ("fit", { $0.fit = Self.fit }, { $0.fit?.chosen = 0 }),
        ]
        for (field, set, change) in pairs {
            var a = Self.base
            set(&a)
            var b = a
            change(&b)
            #expect(!Self.writes(Self.own, into: a, like: b), "\(field)")
            #expect(!Self.writes(Self.own, into: b, like: a), "\(field)")
            #expect(Self.writes(Self.own, into: a, like: a), "\(field)")
            #expect(!Self.writtenIsLike(Self.own, into: a, like: b), "\(field)")
        }
        var other = Self.base
        other.children = [Self.base]
        other.decorations = [0: Self.base]
        #expect(Self.writes(Self.own, into: Self.base, like: other))
        #expect(Self.writes(Self.own, into: other, like: Self.base))
    }

    /// Views that differ where the shortcut compares in place (a modifier's kind or a field of
    /// it that is not written, a shape's kind, its paints) against the full comparison, with
    /// no numbers, the view's own numbers and the other view's numbers written. Written with
    /// the other's numbers, only views that differ in written numbers alone (a corner radius,
    /// a shadow's radius, a fill) become alike; the rest never do.
    @Test func agreesWithTheWrittenViewWhenViewsDiffer() {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        func view(_ content: ViewContent, _ modifiers: [ViewModifier] = [.opacity(1)]) -> LaidOutView {
            LaidOutView(node: ViewNode(id: "v", content: content, modifiers: modifiers), frames: Array(repeating: frame, count: modifiers.count + 1))
        }
        func shape(_ shape: Shape = .rectangle, fill: Color? = .black, _ change: (inout ShapeView) -> Void = { _ in }) -> ViewContent {
            var view = ShapeView(shape: shape, fill: fill)
            change(&view)
            return .shape(view)
        }
        let black = shape()
        let yAxis = Axis3D(x: 0, y: 1, z: 0), xAxis = Axis3D(x: 1, y: 0, z: 0)
        let gradient = GradientPaint(kind: .linear(start: .zero, end: .center), stops: GradientPaint.evenStops([.black, .white]))
        var strokedPath = StrokedPathStyle(lineWidth: 2, maxElements: 100)
        strokedPath.isTrimmedAfter = true
        // (name, a, b, whether a written with b's numbers is b)
        let pairs: [(String, LaidOutView, LaidOutView, Bool)] = [
            ("opacity / blur", view(black, [.opacity(1)]), view(black, [.blur(radius: 1, opaque: false)]), false),
            ("blur / opacity", view(black, [.blur(radius: 1, opaque: false)]), view(black, [.opacity(1)]), false),
            ("offset / scale", view(black, [.offset(x: 1, y: 1)]), view(black, [.scaleEffect(x: 1, y: 1, anchor: .center)]), false),
            (
                "rotation / rotation3D", view(black, [.rotationEffect(Angle(radians: 1), anchor: .center)]),
                view(black, [.rotation3DEffect(Angle(radians: 1), axis: yAxis, anchor: .center)]), false
            ),
            (
                "rotation3D / rotation", view(black, [.rotation3DEffect(Angle(radians: 1), axis: yAxis, anchor: .center)]),
                view(black, [.rotationEffect(Angle(radians: 1), anchor: .center)]), false
            ),
            ("clip radius / blur", view(black, [.clip(.roundedRectangle(cornerRadius: 2))]), view(black, [.blur(radius: 2, opaque: false)]), false),
            ("clip radius / clip circle", view(black, [.clip(.roundedRectangle(cornerRadius: 2))]), view(black, [.clip(.circle)]), false),
            ("clip circle / clip radius", view(black, [.clip(.circle)]), view(black, [.clip(.roundedRectangle(cornerRadius: 2))]), false),
            ("padding / opacity", view(black, [.padding(EdgeInsets(top: 1))]), view(black, [.opacity(1)]), false),
            (
                "shadow / opacity", view(black, [.shadow(Shadow(color: .black, radius: 2, x: 1, y: 1))]), view(black, [.opacity(1)]),
                false
            ),
            (
                "rotation3D axis", view(black, [.rotation3DEffect(Angle(radians: 1), axis: yAxis, anchor: .center)]),
                view(black, [.rotation3DEffect(Angle(radians: 1), axis: xAxis, anchor: .center)]), false
            ),
            ("blur opaque", view(black, [.blur(radius: 2, opaque: false)]), view(black, [.blur(radius: 2, opaque: true)]), false),
            ("blur transparent", view(black, [.blur(radius: 2, opaque: true)]), view(black, [.blur(radius: 2, opaque: false)]), false),
            ("clip radius", view(black, [.clip(.roundedRectangle(cornerRadius: 2))]), view(black, [.clip(.roundedRectangle(cornerRadius: 3))]), true),
            (
                "shadow radius", view(black, [.shadow(Shadow(color: .black, radius: 2, x: 1, y: 1))]),
                view(black, [.shadow(Shadow(color: .black, radius: 3, x: 1, y: 1))]), true
            ),
            ("other stroked", view(black), view(shape { $0.stroke = Stroke(color: .black, lineWidth: 2) }), false),
            ("other gradient", view(black), view(shape { $0.gradient = gradient }), false),
            ("other gradient, no fill", view(shape(fill: nil)), view(shape(fill: nil) { $0.gradient = gradient }), false),
            ("other trimmed", view(black), view(shape { $0.trim = ShapeTrim(from: 0, to: 0.5) }), false),
            ("other strokedPath", view(black), view(shape { $0.strokedPath = strokedPath }), false),
            ("own stroke", view(shape { $0.stroke = Stroke(color: .black, lineWidth: 2) }), view(black), false),
            ("own gradient", view(shape { $0.gradient = gradient }), view(black), false),
            ("own trim", view(shape { $0.trim = ShapeTrim(from: 0, to: 0.5) }), view(black), false),
            ("own strokedPath", view(shape { $0.strokedPath = strokedPath }), view(black), false),
            ("rectangle / circle", view(black), view(shape(.circle)), false),
            ("circle / rectangle", view(shape(.circle)), view(black), false),
            ("ellipse / capsule", view(shape(.ellipse)), view(shape(.capsule)), false),
            ("rounded / rectangle", view(shape(.roundedRectangle(cornerRadius: 4))), view(black), false),
            ("rectangle / rounded", view(black), view(shape(.roundedRectangle(cornerRadius: 4))), false),
            ("rounded radius", view(shape(.roundedRectangle(cornerRadius: 4))), view(shape(.roundedRectangle(cornerRadius: 5))), true),
            // (Black at half opacity: linear 0 and the opacity go through writing as themselves.)
            ("fill", view(black), view(shape(fill: Color(red: 0, green: 0, blue: 0, opacity: 0.5))), true),
            ("filled / not", view(black), view(shape(fill: nil)), false),
            ("not filled / filled", view(shape(fill: nil)), view(black), false),
            ("shape / colour", view(black), view(.color(.black)), false),
            ("colour / divider", view(.color(.black)), view(.divider(color: .black)), false),
        ]
        for (name, a, b, alikeWithOthers) in pairs {
            let numbers: [(String, [Double])] = [
                ("none", []), ("own", a.animatableValues().values), ("other's", b.animatableValues().values),
            ]
            for (which, values) in numbers {
                let full = Self.writtenIsLike(values, into: a, like: b)
                // Worked out: the views differ, and writing makes them alike only when the other's
                // numbers are written and the views differ in written numbers alone.
                #expect(full == (which == "other's" && alikeWithOthers), "\(name), \(which) numbers: the written view")
                #expect(Self.writes(values, into: a, like: b) == full, "\(name), \(which) numbers: the shortcut")
            }
        }
    }
}
