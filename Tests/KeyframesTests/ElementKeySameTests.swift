import Geometry
import Testing
import Views

@testable import Keyframes

/// `ElementKey.same`: the comparison in place agrees with `==` for keys that differ in each
/// field in turn, and for equal keys.
@Suite struct ElementKeySameTests {
    static func layout(_ kind: GradientLayout.Kind, stops: Int) -> GradientLayout {
        var layout = GradientLayout(GradientPaint(kind: .linear(start: .zero, end: .center), stops: []))
        layout.kind = kind
        layout.stops = stops
        return layout
    }

    static let base = ElementKey(
        viewID: "a", role: .shape(.rectangle, .fillAndStroke), fillGradient: layout(.linear, stops: 2),
        strokeGradient: layout(.radial, stops: 3))

    static func same(_ a: ElementKey, _ b: ElementKey) -> Bool {
        withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { b in ElementKey.same(a, b) } }
    }

    @Test func agreesWithEqualityFieldByField() {
        var keys: [ElementKey] = []
        var key = Self.base
        key.viewID = "b"
        keys.append(key)
        key = Self.base
        key.role = .shape(.rectangle, .fill)
        keys.append(key)
        key.role = .shape(.circle, .fillAndStroke)
        keys.append(key)
        key = Self.base
        key.fillGradient = nil
        keys.append(key)
        key.fillGradient = Self.layout(.radial, stops: 2)
        keys.append(key)
        key.fillGradient = Self.layout(.linear, stops: 3)
        keys.append(key)
        key = Self.base
        key.strokeGradient = nil
        keys.append(key)
        key.strokeGradient = Self.layout(.elliptical, stops: 3)
        keys.append(key)
        key.strokeGradient = Self.layout(.radial, stops: 4)
        keys.append(key)
        for changed in keys {
            // Each differs from the base in one field: neither `==` nor `same`, either way round.
            #expect(changed != Self.base)
            #expect(!Self.same(changed, Self.base))
            #expect(!Self.same(Self.base, changed))
            // A copy of it is equal and the same.
            let copy = changed
            #expect(Self.same(changed, copy))
        }
        // Equal keys made apart (a view ID not shared by storage) are the same.
        let apart = ElementKey(
            viewID: String(["a"].joined()), role: .shape(.rectangle, .fillAndStroke), fillGradient: Self.layout(.linear, stops: 2),
            strokeGradient: Self.layout(.radial, stops: 3))
        #expect(apart == Self.base)
        #expect(Self.same(apart, Self.base))
        #expect(Self.same(Self.base, Self.base))
    }
}
