import Motion
import Testing

@testable import Keyframes

/// `ElementTwins.sameAnimation`: two changes' animations compared in place answer as `==` on
/// the optionals.
@Suite struct SameAnimationTests {
    /// One change per track, each set at 1 s with `animation` (nil: a jump).
    static func change(_ animation: Animation?) -> AnimatedValue<Double>.Change {
        var track = AnimatedValue(0.0)
        track.set(1, at: 1, animation: animation)
        return track.changes[0]
    }

    static func same(_ a: Animation?, _ b: Animation?) -> Bool {
        var first = change(a), second = change(b)
        return withUnsafePointer(to: &first) { a in withUnsafePointer(to: &second) { b in ElementTwins.sameAnimation(a, b) } }
    }

    @Test func jumpsAndAnimations() {
        // Two jumps are equal; a jump is not an animation.
        #expect(Self.same(nil, nil))
        #expect(!Self.same(nil, .linear(duration: 1)))
        #expect(!Self.same(.linear(duration: 1), nil))
        // The same base, then another duration, then another curve.
        #expect(Self.same(.easeInOut(duration: 0.5), .easeInOut(duration: 0.5)))
        #expect(!Self.same(.easeInOut(duration: 0.5), .easeInOut(duration: 0.6)))
        #expect(!Self.same(.easeIn(duration: 0.5), .easeOut(duration: 0.5)))
    }

    @Test func copiesOfOneAnimation() {
        // Copies of one animation (sharing its lists) are equal, with or without modifiers; a
        // copy is not equal to another animation.
        let animation = Animation.linear(duration: 1).delay(0.2)
        #expect(Self.same(animation, animation))
        #expect(!Self.same(animation, .linear(duration: 1)))
        #expect(!Self.same(animation, nil))
        let plain = Animation.easeInOut(duration: 0.5)
        #expect(Self.same(plain, plain))
    }

    @Test func modifiers() {
        // The same base with a delay or not, and with two different delays.
        #expect(Self.same(Animation.linear(duration: 1).delay(0.2), Animation.linear(duration: 1).delay(0.2)))
        #expect(!Self.same(Animation.linear(duration: 1).delay(0.2), .linear(duration: 1)))
        #expect(!Self.same(Animation.linear(duration: 1).delay(0.2), Animation.linear(duration: 1).delay(0.3)))
    }
}
