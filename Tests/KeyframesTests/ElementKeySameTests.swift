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
        // Each change makes a key that differs from the base in one field.
        let changes: [(inout ElementKey) -> Void] = [
            { $0.viewID = "b" },
            { $0.role = .shape(.rectangle, .fill) },
            { $0.role = .shape(.circle, .fillAndStroke) },
            { $0.fillGradient = nil },
            { $0.fillGradient = Self.layout(.radial, stops: 2) },
            { $0.fillGradient = Self.layout(.linear, stops: 3) },
            { $0.strokeGradient = nil },
            { $0.strokeGradient = Self.layout(.elliptical, stops: 3) },
            { $0.strokeGradient = Self.layout(.radial, stops: 4) },
        ]
        let keys = changes.map { change in
            var key = Self.base
            change(&key)
            return key
        }
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
