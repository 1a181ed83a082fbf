extension Animation {
    /// How an animation that repeats for ever repeats, defined where `schedule` is not too (a
    /// delay inside the repeat waits at the start of every pass, which is then longer than the
    /// base): from `start` seconds after the animation began, it moves alike every `period`
    /// seconds, its passes `pass` seconds long (`period` is two of them when it autoreverses).
    /// Nil when it does not repeat for ever.
    public var foreverPasses: (start: Double, pass: Double, period: Double)? {
        // The innermost repeat for ever whose passes end: a repeat outside it never gets past its
        // first pass (`baseTime(at:)` passes through a repeat whose inner animation never ends).
        guard
            let index = modifiers.indices.first(where: {
                guard case .repeat(nil, _) = modifiers[$0] else { return false }
                return durations[$0].isFinite && durations[$0] > 0
            }), case .repeat(_, let autoreverses) = modifiers[index]
        else { return nil }
        let map = outerTime(of: (index + 1)..<modifiers.count)
        let pass = durations[index] / map.timeScale
        return (map.delay, pass, autoreverses ? 2 * pass : pass)
    }
}
