extension Animation {
    /// An animation as CSS animation properties can express it: one base animation, started once
    /// after `delay`, played `iterations` times (`nil`: for ever), each pass `passDuration` long.
    ///
    /// Within a pass, base time = (elapsed − delay − pass start)·`timeScale`; with `autoreverses`
    /// odd passes run backwards. After the last pass the value is at its target.
    public struct Schedule: Hashable, Sendable {
        public var base: Base
        /// Seconds of base animation per second of elapsed time.
        public var timeScale: Double
        public var delay: Double
        /// Seconds per pass: the base's logical duration divided by `timeScale`.
        public var passDuration: Double
        public var iterations: Int?
        public var autoreverses: Bool
    }

    /// The animation as a `Schedule`, or `nil` when it does not fit one: a negative delay, a
    /// delay inside a repeat (every pass would wait), or two repeats.
    public var schedule: Schedule? {
        var repetition: (count: Int?, autoreverses: Bool)?
        for (index, modifier) in modifiers.enumerated() {
            switch modifier {
            case .speed:
                break
            case .delay(let seconds):
                guard seconds >= 0 else { return nil }
            case .repeat(let count, let autoreverses):
                guard repetition == nil, outerTime(of: 0..<index).delay == 0 else { return nil }
                repetition = (count, autoreverses)
            }
        }
        let map = outerTime(of: modifiers.indices)
        let iterations: Int? = if let repetition { repetition.count } else { 1 }
        return Schedule(
            base: base, timeScale: map.timeScale, delay: map.delay, passDuration: kernel.duration / map.timeScale,
            iterations: iterations, autoreverses: repetition?.autoreverses ?? false)
    }
}
