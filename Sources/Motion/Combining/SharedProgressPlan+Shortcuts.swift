extension SharedProgressPlan {
    /// A plan's `endedBy` and `springs`.
    final class Shortcuts: Sendable {
        let endedBy: [Double]
        let springs: SpringGroups?

        init(endedBy: [Double], springs: SpringGroups?) {
            self.endedBy = endedBy
            self.springs = springs
        }
    }
}
