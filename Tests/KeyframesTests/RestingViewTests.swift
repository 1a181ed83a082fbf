import Geometry
import Layout
import Motion
import Testing
import Timeline
import Views

@testable import Keyframes

/// `RestingView` (a view whose sampled numbers are the ones it holds) and `ViewSampler`'s use of
/// it: the laid-out box presented as it is, with nothing copied or written.
@Suite struct RestingViewTests {
    /// A rectangle with two frames, an opacity of 0.5, an offset (0, 3) and a fill: its numbers
    /// in visiting order are the frames' x, y, width, height, then 0.5, then 0, 3, then the
    /// fill's linear-light components.
    static func rectangle(fill: Color) -> LaidOutView {
        let frame = Rect(x: 0, y: 0, width: 10, height: 10)
        let node = ViewNode(
            id: "r", content: .shape(ShapeView(shape: .rectangle, fill: fill)), modifiers: [.opacity(0.5), .offset(x: 0, y: 3)])
        return LaidOutView(node: node, frames: [frame, frame])
    }

    /// Black is (0, 0, 0, 1) in linear light too, and comes back as itself.
    static let restingBlack: [Double] = [0, 0, 10, 10, 0, 0, 10, 10, 0.5, 0, 3, 0, 0, 0, 1]

    @Test func theViewsOwnNumbersLeaveItUnchanged() throws {
        let view = Self.rectangle(fill: .black)
        guard case .unchanged = try #require(RestingView.resting(view, values: Self.restingBlack)) else {
            Issue.record("expected the view unchanged")
            return
        }
        // Fewer numbers (the rest are not written) and more (the extra ones are not visited).
        guard case .unchanged = try #require(RestingView.resting(view, values: Array(Self.restingBlack.prefix(8)))),
            case .unchanged = try #require(RestingView.resting(view, values: Self.restingBlack + [7]))
        else {
            Issue.record("expected the view unchanged")
            return
        }
    }

    @Test func anyOtherBitsAreNotAtRest() {
        let view = Self.rectangle(fill: .black)
        var opacity = Self.restingBlack
        opacity[8] = 0.6
        #expect(RestingView.resting(view, values: opacity) == nil)
        // −0.0 == 0.0, but writing it gives a different view: the offset's x is visited 10th.
        var negativeZero = Self.restingBlack
        negativeZero[9] = -0.0
        #expect(RestingView.resting(view, values: negativeZero) == nil)
        let written = ViewSampler.view(view, with: negativeZero, measurer: KeyframesTestSupport.typesetter)
        guard case .offset(let x, _) = written.node.modifiers[1] else {
            Issue.record("expected an offset")
            return
        }
        #expect(x.sign == .minus)
        // A shadow's colour is not judged: never at rest.
        var shadowed = view
        shadowed.node.modifiers.append(.shadow(Shadow(color: .black, radius: 2, x: 0, y: 0)))
        #expect(RestingView.resting(shadowed, values: Self.restingBlack) == nil)
    }

    /// Red is (1, 0, 0, 1) in linear light (((1 + 0.055) / 1.055)^2.4 = 1), and 1 comes back as
    /// 1: the view at rest is unchanged, as writing it leaves it.
    @Test func aFullComponentLeavesTheViewUnchanged() throws {
        let view = Self.rectangle(fill: Color(red: 1, green: 0, blue: 0))
        let values: [Double] = [0, 0, 10, 10, 0, 0, 10, 10, 0.5, 0, 3, 1, 0, 0, 1]
        guard case .unchanged = try #require(RestingView.resting(view, values: values)) else {
            Issue.record("expected the view unchanged")
            return
        }
        let written = ViewSampler.view(view, with: values, measurer: KeyframesTestSupport.typesetter)
        #expect(RestingView.bits(of: written) == RestingView.bits(of: view))
    }

    /// A component k/255 that does not come back through linear light to the bit (the two
    /// `pow`s round; 11/255 with glibc's, found here so as not to depend on one `pow`), the
    /// first after 0.
    static let componentThatDoesNotComeBack: Int = (1..<255).first {
        let value = Double($0) / 255
        return LinearColor.clampedEncoded(fromLinear: LinearColor.linear(fromEncoded: value)).bitPattern != value.bitPattern
    }!

    /// A red that does not come back: the view at rest is recoloured with the colour writing
    /// gives it.
    @Test func aColourThatDoesNotComeBackIsRecoloured() throws {
        let red = Double(Self.componentThatDoesNotComeBack) / 255
        let linearRed = LinearColor.linear(fromEncoded: red)
        let backRed = LinearColor.clampedEncoded(fromLinear: linearRed)
        #expect(backRed.bitPattern != red.bitPattern)
        let view = Self.rectangle(fill: Color(red: red, green: 0, blue: 0))
        let values: [Double] = [0, 0, 10, 10, 0, 0, 10, 10, 0.5, 0, 3, linearRed, 0, 0, 1]
        guard case .recoloured(let color) = try #require(RestingView.resting(view, values: values)) else {
            Issue.record("expected the view recoloured")
            return
        }
        var recoloured = view
        RestingView.recolour(&recoloured, color)
        guard case .shape(let shape) = recoloured.node.content, let fill = shape.fill else {
            Issue.record("expected the view recoloured")
            return
        }
        #expect(fill.red.bitPattern == backRed.bitPattern)
        #expect(fill.green.bitPattern == 0.0.bitPattern && fill.blue.bitPattern == 0.0.bitPattern && fill.opacity == 1)
        // The same as writing the numbers.
        let written = ViewSampler.view(view, with: values, measurer: KeyframesTestSupport.typesetter)
        guard case .shape(let writtenShape) = written.node.content, let writtenFill = writtenShape.fill else {
            Issue.record("expected a shape")
            return
        }
        #expect(writtenFill.red.bitPattern == fill.red.bitPattern)
        #expect(written.frames == view.frames && written.node.modifiers == view.node.modifiers)
    }

    /// A black 10×10 rectangle that slides from x 0 to 100 between 0.2 s and 0.6 s.
    static let slide = """
        {"canvas": {"width": 200, "height": 20}, "state": {"x": 0},
         "body": {"type": "Rectangle", "modifiers": [{"fill": "black"}, {"frame": {"width": 10, "height": 10}}, {"offset": {"x": "x"}}]},
         "timeline": [{"at": 0.2, "set": {"x": 100}, "withAnimation": {"easeInOut": {"duration": 0.4}}}]}
        """

    static func leaf(of animator: Animator) -> String {
        var view = animator.updates[0].tree
        while let child = view.children.first { view = child }
        return view.id
    }

    @Test func aViewAtRestIsPresentedInItsLaidOutBox() throws {
        let animator = try KeyframesTestSupport.animator(Self.slide)
        let sampler = ViewSampler(animator: animator)
        let id = Self.leaf(of: animator)
        // Before the change and after it ends: at rest, the laid-out box itself.
        #expect(sampler.presentsLaidOutBox(id, at: 0.1))
        #expect(sampler.presentsLaidOutBox(id, at: 1))
        // Moving: written into a copy.
        #expect(!sampler.presentsLaidOutBox(id, at: 0.4))
        guard case .offset(let x, _) = try #require(sampler.presented(id, at: 1)?.node.modifiers.last) else {
            Issue.record("expected an offset")
            return
        }
        #expect(x == 100)
    }

    /// A pure blue rectangle (0, 0, 255) at rest is the laid-out box itself: each component
    /// comes back from linear light as it was, 1 as 1.
    @Test func aColourThatComesBackKeepsTheLaidOutBox() throws {
        let animator = try KeyframesTestSupport.animator(Self.slide.replacingOccurrences(of: "\"black\"", with: "\"#0000ff\""))
        let sampler = ViewSampler(animator: animator)
        let id = Self.leaf(of: animator)
        #expect(sampler.presentsLaidOutBox(id, at: 1))
        guard case .shape(let shape) = try #require(sampler.presented(id, at: 1)).node.content else {
            Issue.record("expected a shape")
            return
        }
        #expect(shape.fill?.blue.bitPattern == (1.0).bitPattern)
    }

    /// A rectangle whose red does not come back from linear light to the bit is presented at
    /// rest recoloured, in a box of its own.
    @Test func aColourThatDoesNotComeBackGetsABoxOfItsOwn() throws {
        let digits = String(Self.componentThatDoesNotComeBack, radix: 16)
        let hex = "#" + (digits.count < 2 ? "0" + digits : digits) + "0000"
        let animator = try KeyframesTestSupport.animator(Self.slide.replacingOccurrences(of: "\"black\"", with: "\"\(hex)\""))
        let sampler = ViewSampler(animator: animator)
        let id = Self.leaf(of: animator)
        #expect(!sampler.presentsLaidOutBox(id, at: 1))
        guard case .shape(let shape) = try #require(sampler.presented(id, at: 1)).node.content else {
            Issue.record("expected a shape")
            return
        }
        let red = Double(Self.componentThatDoesNotComeBack) / 255
        let backRed = LinearColor.clampedEncoded(fromLinear: LinearColor.linear(fromEncoded: red))
        #expect(shape.fill?.red.bitPattern == backRed.bitPattern)
    }

    /// A text is laid out again when written: never at rest, even after its change ends.
    @Test func aTextIsNeverAtRest() throws {
        let scene = Self.slide.replacingOccurrences(
            of: #""type": "Rectangle", "modifiers": [{"fill": "black"}, {"frame": {"width": 10, "height": 10}}, "#,
            with: #""type": "Text", "text": "Hi", "modifiers": ["#)
        let animator = try KeyframesTestSupport.animator(scene)
        let sampler = ViewSampler(animator: animator)
        let id = Self.leaf(of: animator)
        guard case .text = try #require(sampler.presented(id, at: 1)).node.content else {
            Issue.record("expected a text")
            return
        }
        #expect(!sampler.presentsLaidOutBox(id, at: 0.1))
        #expect(!sampler.presentsLaidOutBox(id, at: 1))
    }

    /// The rectangle of `ReinsertionKeyframeTests.scene`, painted black: at rest until 0.3 s; back
    /// in the tree at 1.6 s with an opacity transition, whose stretch has no end (the effect
    /// stays appended, drawing nothing different, so that the structure stays fixed): never at
    /// rest again, though its numbers are its own.
    @Test func aViewInATransitionIsNotAtRest() throws {
        let scene = ReinsertionKeyframeTests.scene.replacingOccurrences(of: "\"red\"", with: "\"black\"")
            .replacingOccurrences(of: "\"blue\"", with: "\"black\"")
        let animator = try KeyframesTestSupport.animator(scene)
        let sampler = ViewSampler(animator: animator)
        let id = Self.leaf(of: animator)
        #expect(sampler.presentsLaidOutBox(id, at: 0.1))
        #expect(sampler.transitionIndex(of: id, at: 1.9) != nil)
        #expect(!sampler.presentsLaidOutBox(id, at: 1.9))
        #expect(sampler.transitionIndex(of: id, at: 2.5) != nil)
        #expect(sampler.values(of: id, at: 2.5) == sampler.view(id, update: 2)?.animatableValues().values)
        #expect(!sampler.presentsLaidOutBox(id, at: 2.5))
        #expect(sampler.presented(id, at: 2.5)?.node.modifiers.count == 2)
        // Animating out (removal 0): not in its update's tree, presented apart (where, is
        // `aViewInALeavingSubtreeMovesWithItsFormerParent`).
        #expect(sampler.structure(id, at: 0.5)?.removal == 0)
    }

    /// A 40×20 rectangle over a stack holding a 40×20 leaf, in a VStack centred on a 200×100
    /// canvas; at 0.3 s the stack leaves (opacity transition, easeInOut over 0.4 s) and the VStack
    /// shrinks from 40×40 at (80, 30) to 40×20 at (80, 40).
    static let leavingStack = """
        {"canvas": {"width": 200, "height": 100}, "state": {"on": false},
         "body": {"type": "VStack", "spacing": 0, "children": [
           {"type": "Rectangle", "modifiers": [{"fill": "black"}, {"frame": {"width": 40, "height": 20}}]},
           {"type": "If", "condition": "!on", "then": {"type": "VStack", "children": [
             {"type": "Rectangle", "modifiers": [{"fill": "black"}, {"frame": {"width": 40, "height": 20}}]}]}}]},
         "timeline": [{"at": 0.3, "set": {"on": true}, "withAnimation": {"easeInOut": {"duration": 0.4}}}]}
        """

    /// A view inside a leaving subtree has no transition of its own and its numbers are its own,
    /// but it is not at rest: it moves with its former parent's content. Half-way (0.5 s,
    /// easeInOut's progress 0.5) the VStack's content is at y = 30 + 10 × 0.5 = 35, so the leaf,
    /// laid out at y = 50 (20 below the VStack's top), is presented at y = 55.
    @Test func aViewInALeavingSubtreeMovesWithItsFormerParent() throws {
        let animator = try KeyframesTestSupport.animator(Self.leavingStack)
        let sampler = ViewSampler(animator: animator)
        let removal = try #require(animator.removals.first)
        let leaf = try #require(removal.view.children.first).id
        #expect(removal.view.children.first?.frame == Rect(x: 80, y: 50, width: 40, height: 20))
        #expect(removal.parentOrigin == Point(x: 80, y: 30))
        #expect(sampler.transitionIndex(of: leaf, at: 0.5) == nil)
        #expect(sampler.structure(leaf, at: 0.5)?.removal == 0)
        let presented = try #require(sampler.presented(leaf, at: 0.5))
        #expect(abs(presented.frame.minX - 80) < 1e-9)
        #expect(abs(presented.frame.minY - 55) < 1e-9)
        #expect(presented.frame.size == Size(width: 40, height: 20))
    }
}
