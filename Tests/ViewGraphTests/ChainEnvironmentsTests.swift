import Scene
import Testing
import Views

@testable import ViewGraph

/// The environments along a chain, each distinct one stored once.
@Suite struct ChainEnvironmentsTests {
    /// Chain `[font(.title), padding(4), bold]` from a light parent environment. Element i has
    /// links i..<3 applied: element 3 is the parent's (no font, no weight), element 2 has the
    /// bold weight, element 1 too (padding sets nothing), element 0 also the title font (28 pt,
    /// bold). Two environments were applied: `bold` to the parent's, `font` to that one.
    @Test func eachElementHasTheLinksInsideItApplied() {
        let four = Dynamic<Double>.constant(4)
        let chain = [
            ChainLink(modifier: .font(SceneFont(base: .style(.constant(.title)))), context: EvaluationContext(), index: "0"),
            ChainLink(
                modifier: .padding(EdgeInsetsProperty(top: four, leading: four, bottom: four, trailing: four)),
                context: EvaluationContext(), index: "1"),
            ChainLink(modifier: .bold(.constant(true)), context: EvaluationContext(), index: "2"),
        ]
        let environments = EvaluationRun.distinctEnvironments(along: chain, from: ViewEnvironment(colorScheme: .light))
        #expect(environments[3].font == nil && environments[3].fontWeight == nil)
        #expect(environments[2].font == nil && environments[2].fontWeight == .bold)
        #expect(environments[1].font == nil && environments[1].fontWeight == .bold)
        #expect(environments[0].resolvedFont.size == 28 && environments[0].resolvedFont.weight == .bold)
        #expect(environments[0].colorScheme == .light)
    }

    /// A chain that sets nothing: every element is the parent's environment.
    @Test func aChainSettingNothingIsTheParentsEnvironmentThroughout() {
        var parent = ViewEnvironment(colorScheme: .dark)
        parent.lineLimit = 2
        let chain = [ChainLink(modifier: .bold(.constant(false)), context: EvaluationContext(), index: "0")]
        let environments = EvaluationRun.distinctEnvironments(along: chain, from: parent)
        // `bold(false)` is an environment modifier that leaves the environment as it is.
        #expect(environments[0] == parent)
        #expect(environments[1] == parent)
    }

    /// `withElement` hands the same element as the subscript, for the three storages: the
    /// distinct environments of `[bold, padding(4)]` (element 0 has both links applied: bold;
    /// element 1 only the padding, which sets nothing, and 2 none: the parent's, no weight), one
    /// environment repeated (line limit 3 everywhere), and one per element (line
    /// limits 1, 2).
    @Test func withElementReadsTheSubscriptsElement() {
        let four = Dynamic<Double>.constant(4)
        let chain = [
            ChainLink(modifier: .bold(.constant(true)), context: EvaluationContext(), index: "0"),
            ChainLink(
                modifier: .padding(EdgeInsetsProperty(top: four, leading: four, bottom: four, trailing: four)),
                context: EvaluationContext(), index: "1"),
        ]
        let distinct = EvaluationRun.distinctEnvironments(along: chain, from: ViewEnvironment(colorScheme: .light))
        #expect(distinct.withElement(0) { $0.pointee.fontWeight } == .bold)
        #expect(distinct.withElement(1) { $0.pointee.fontWeight } == nil)
        #expect(distinct.withElement(2) { $0.pointee.fontWeight } == nil)
        var three = ViewEnvironment(colorScheme: .dark)
        three.lineLimit = 3
        let repeated = ChainEnvironments(repeating: three)
        #expect(repeated.withElement(0) { $0.pointee.lineLimit } == 3)
        #expect(repeated.withElement(5) { $0.pointee.lineLimit } == 3)
        var one = ViewEnvironment(colorScheme: .dark)
        one.lineLimit = 1
        var two = one
        two.lineLimit = 2
        let each = ChainEnvironments([one, two])
        #expect(each.withElement(0) { $0.pointee.lineLimit } == 1)
        #expect(each.withElement(1) { $0.pointee.lineLimit } == 2)
    }
}
