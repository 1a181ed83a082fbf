import Geometry
import Layout
import Testing
import Views

@testable import Keyframes

/// `WrittenView.writes(_:into:like:)`: whether writing numbers into a view gives another's own
/// fields, compared as the written view's `==` compares them, without writing the view.
@Suite struct WrittenViewTests {
    /// The rectangle of `RestingViewTests`: numbers in visiting order are the two frames' x, y,
    /// width, height, then the opacity 0.5, then the offset (0, 3), then the fill's linear-light
    /// components (black: 0, 0, 0, 1).
    static let rectangle = RestingViewTests.rectangle(fill: .black)
    static let own: [Double] = [0, 0, 10, 10, 0, 0, 10, 10, 0.5, 0, 3, 0, 0, 0, 1]

    static func writes(_ values: [Double], into view: LaidOutView, like other: LaidOutView) -> Bool {
        values.withUnsafeBufferPointer { values in
            withUnsafePointer(to: other) { WrittenView.writes(values, into: ViewSampler.Presented(view), like: $0) }
        }
    }

    /// `rectangle` with its first frame at x, its opacity, its offset's x and its fill given.
    static func rectangle(x: Double = 0, opacity: Double = 0.5, offsetX: Double = 0, fill: Color = .black) -> LaidOutView {
        var view = rectangle
        view.frames[0].origin.x = x
        view.node.modifiers = [.opacity(opacity), .offset(x: offsetX, y: 3)]
        view.node.content = .shape(ShapeView(shape: .rectangle, fill: fill))
        return view
    }

    @Test func theViewsOwnNumbersGiveTheView() {
        #expect(Self.writes(Self.own, into: Self.rectangle, like: Self.rectangle))
        // Black goes through linear light and back as itself; numbers past the end stay.
        #expect(Self.writes(Array(Self.own.prefix(8)), into: Self.rectangle, like: Self.rectangle))
        #expect(Self.writes([], into: Self.rectangle, like: Self.rectangle))
    }

    @Test func eachWrittenNumberIsCompared() {
        var values = Self.own
        values[0] = 2
        #expect(Self.writes(values, into: Self.rectangle, like: Self.rectangle(x: 2)))
        #expect(!Self.writes(values, into: Self.rectangle, like: Self.rectangle))
        values = Self.own
        values[8] = 0.25
        #expect(Self.writes(values, into: Self.rectangle, like: Self.rectangle(opacity: 0.25)))
        #expect(!Self.writes(values, into: Self.rectangle, like: Self.rectangle))
        // Linear red 2 encodes past 1 and is clamped to 1; green and blue 0 encode to 0; the
        // opacity 0.25 is kept.
        values = Self.own
        values[11...14] = [2, 0, 0, 0.25]
        #expect(Self.writes(values, into: Self.rectangle, like: Self.rectangle(fill: Color(red: 1, green: 0, blue: 0, opacity: 0.25))))
        #expect(!Self.writes(values, into: Self.rectangle, like: Self.rectangle))
    }

    /// −0.0 is written as itself but equals 0.0, as the written view's `==` has it (unlike
    /// `RestingView`, which compares bits); a NaN equals nothing.
    @Test func numbersCompareByEquality() {
        var values = Self.own
        values[9] = -0.0
        #expect(Self.writes(values, into: Self.rectangle, like: Self.rectangle))
        values[9] = .nan
        #expect(!Self.writes(values, into: Self.rectangle, like: Self.rectangle(offsetX: .nan)))
    }

    @Test func theOtherFieldsAreCompared() {
        var other = Self.rectangle
        other.node.id = "s"
        #expect(!Self.writes(Self.own, into: Self.rectangle, like: other))
        other = Self.rectangle
        other.node.zIndex = 1
        #expect(!Self.writes(Self.own, into: Self.rectangle, like: other))
        other = Self.rectangle
        other.frames.append(other.frames[1])
        #expect(!Self.writes(Self.own, into: Self.rectangle, like: other))
        other = Self.rectangle
        other.dividerAxis = .horizontal
        #expect(!Self.writes(Self.own, into: Self.rectangle, like: other))
        other = Self.rectangle
        other.node.transition = .opacity
        #expect(!Self.writes(Self.own, into: Self.rectangle, like: other))
        // Children are not the view's own fields.
        other = Self.rectangle
        other.children = [Self.rectangle]
        #expect(Self.writes(Self.own, into: Self.rectangle, like: other))
    }

    /// Against the view `ViewSampler.view(_:with:measurer:)` writes, for views with every kind
    /// of modifier and content compared in place (and a shadow and a stroke, written whole),
    /// and numbers that reach none, some or all of them (a −0.0 and a colour past 1 among them).
    @Test func agreesWithTheWrittenView() {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        func view(_ content: ViewContent, _ modifiers: [ViewModifier]) -> LaidOutView {
            LaidOutView(node: ViewNode(id: "v", content: content, modifiers: modifiers), frames: Array(repeating: frame, count: modifiers.count + 1))
        }
        let effects: [ViewModifier] = [
            .opacity(0.5), .offset(x: 1, y: 2), .scaleEffect(x: 2, y: 3, anchor: .center),
            .rotationEffect(Angle(radians: 1), anchor: .topLeading),
            .rotation3DEffect(Angle(radians: 2), axis: Axis3D(x: 0, y: 1, z: 0), anchor: .center),
            .clip(.roundedRectangle(cornerRadius: 3)), .clip(.circle), .blur(radius: 2, opaque: false),
            .padding(EdgeInsets(top: 1)), .shadow(Shadow(color: .black, radius: 2, x: 1, y: 1)),
        ]
        let views = [
            view(.shape(ShapeView(shape: .roundedRectangle(cornerRadius: 4), fill: Color(red: 0.2, green: 0.4, blue: 0.6))), effects),
            view(.shape(ShapeView(shape: .circle, fill: nil, stroke: Stroke(color: .black, lineWidth: 2))), [.opacity(1)]),
            view(.color(Color(red: 1, green: 0.5, blue: 0)), [.offset(x: 0, y: 0)]),
            view(.divider(color: .black), []),
            view(.vStack(alignment: .center, spacing: nil, children: []), [.opacity(1)]),
        ]
        let numbers = (0..<80).map { index in index % 7 == 3 ? -0.0 : Double(index % 5) * 0.3 }
        for view in views {
            for count in [0, 1, 5, 44, 47, 49, 80] {
                let values = Array(numbers.prefix(count))
                let written = ViewSampler.view(view, with: values, measurer: KeyframesTestSupport.typesetter)
                #expect(Self.writes(values, into: view, like: written), "\(view.node.content) with \(count) numbers")
            }
        }
    }
}
