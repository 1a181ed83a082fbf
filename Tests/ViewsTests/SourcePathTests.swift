import Testing
import Views

/// A view's place in the scene is part of its value: two views alike but written at different
/// places are different (issue 10: an error found at one must never name the other).
@Suite struct SourcePathTests {
    static func node(_ source: String) -> ViewNode {
        var node = ViewNode(id: "/0", content: .spacer(minLength: nil))
        node.source = SourcePath(source)
        return node
    }

    @Test func placesCompareByTheirPointer() {
        #expect(SourcePath("/body/children/0") == SourcePath("/body/children/0"))
        #expect(SourcePath("/body/children/0") != SourcePath("/body/children/1"))
        #expect(SourcePath() != SourcePath("/body"))
        #expect(Set([SourcePath("/body/children/0"), SourcePath("/body/children/1"), SourcePath("/body/children/0")]).count == 2)
    }

    @Test func viewsWrittenAtDifferentPlacesDiffer() {
        #expect(Self.node("/body/children/0") == Self.node("/body/children/0"))
        #expect(Self.node("/body/children/0") != Self.node("/body/children/1"))
        #expect(Set([Self.node("/body/children/0"), Self.node("/body/children/1")]).count == 2)
    }
}
