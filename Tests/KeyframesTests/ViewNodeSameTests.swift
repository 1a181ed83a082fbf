import Geometry
import Testing
import Views

@testable import Keyframes

/// `ViewNode.same`: agrees with `==` for nodes that differ from a base in each field in turn
/// (absent and present optionals both ways), and for equal nodes.
@Suite struct ViewNodeSameTests {
    static let base: ViewNode = {
        var node = ViewNode(id: "/0", content: .color(.black), modifiers: [.opacity(0.5), .offset(x: 1, y: 2)], zIndex: 1)
        node.transition = .opacity
        node.source = SourcePath("/root/0")
        return node
    }()

    @Test func agreesWithEqualityFieldByField() {
        // Each change makes a node that differs from the base in one field.
        let changes: [(inout ViewNode) -> Void] = [
            { $0.id = "/1" },
            { $0.content = .empty },
            { $0.modifiers = [.opacity(0.5)] },
            { $0.modifiers = [.opacity(0.25), .offset(x: 1, y: 2)] },
            { $0.modifiers = [.offset(x: 1, y: 2), .opacity(0.5)] },
            { $0.zIndex = 2 },
            { $0.transition = nil },
            { $0.transition = .offset(x: 0, y: 1) },
            { $0.gridCell = GridCell(columns: 2) },
            { $0.alignmentGuides = [AlignmentGuideOverride(guide: .leading, identity: 1) { _ in 3 }] },
            { $0.rightToLeft = [true] },
            { $0.source = SourcePath("/root/1") },
        ]
        let nodes = changes.map { change in
            var node = Self.base
            change(&node)
            return node
        }
        #expect(ViewNode.same(Self.base, Self.base))
        for node in nodes {
            #expect(!ViewNode.same(Self.base, node))
            #expect(!ViewNode.same(node, Self.base))
            #expect(ViewNode.same(node, node))
        }
        // Two present grid cells that differ; two equal ones.
        var a = Self.base, b = Self.base
        a.gridCell = GridCell(columns: 2)
        b.gridCell = GridCell(columns: 3)
        #expect(!ViewNode.same(a, b))
        b.gridCell = GridCell(columns: 2)
        #expect(ViewNode.same(a, b))
    }

    /// `same` names each of the node's ten stored fields: a field added to `ViewNode` must be
    /// compared there too, and this count fails until it is.
    @Test func comparesEveryStoredField() {
        #expect(Mirror(reflecting: Self.base).children.count == 10)
    }

    /// `ViewNode.sameModifier` of each pair of these modifiers is `==`: equal only to itself
    /// (each kind it compares by its numbers, with another number, and a kind it leaves to
    /// `==`); −0.0 equals 0.0 and a NaN equals nothing, as `==` on the numbers has it.
    @Test func sameModifierIsEquality() {
        let modifiers: [ViewModifier] = [
            .opacity(0.5), .opacity(0.25), .offset(x: 1, y: 2), .offset(x: 1, y: 3), .scaleEffect(x: 2, y: 2, anchor: .center),
            .scaleEffect(x: 2, y: 2, anchor: .topLeading), .rotationEffect(Angle(radians: 1), anchor: .center),
            .rotationEffect(Angle(radians: 2), anchor: .center), .blur(radius: 2, opaque: false), .blur(radius: 2, opaque: true),
            .padding(EdgeInsets(top: 1)),
        ]
        for (i, a) in modifiers.enumerated() {
            for (j, b) in modifiers.enumerated() {
                #expect(withUnsafePointer(to: a) { a in withUnsafePointer(to: b) { ViewNode.sameModifier(a, $0) } } == (i == j), "\(a) against \(b)")
            }
        }
        let zero = ViewModifier.offset(x: 0, y: 1), negativeZero = ViewModifier.offset(x: -0.0, y: 1), nan = ViewModifier.opacity(.nan)
        #expect(withUnsafePointer(to: zero) { zero in withUnsafePointer(to: negativeZero) { ViewNode.sameModifier(zero, $0) } })
        #expect(!withUnsafePointer(to: nan) { ViewNode.sameModifier($0, $0) })
    }
}
