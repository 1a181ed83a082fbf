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
}
