extension SharedProgressPlan {
    /// Springs that started at the same instant with the same spring and speed and no blend
    /// (`MergedSpring.sharesPropagator(with:)`): their offsets at any instant come from one
    /// propagator.
    final class SpringGroups: Sendable {
        /// For each change of each covered track, in order: the index of its group in `groups`,
        /// or −1 where the change is no spring that shares its propagator.
        let groupOfChange: [Int]
        /// The start and the spring of each group (its first change's).
        let groups: [(start: Double, spring: MergedSpring<Double>)]
        /// For each change, in order: its spring's state after the blend (`settledOffset`,
        /// `settledVelocity`) where it is in a group, zeros elsewhere — read instead of copying
        /// the change's whole spring at each sample.
        let settled: [(offset: Double, velocity: Double)]

        init(groupOfChange: [Int], groups: [(start: Double, spring: MergedSpring<Double>)], settled: [(offset: Double, velocity: Double)]) {
            self.groupOfChange = groupOfChange
            self.groups = groups
            self.settled = settled
        }
    }
}
