extension Animation {
    /// Where the base animation first runs, in seconds after the animation began: after every
    /// delay (a delay inside a repeat waits before the first pass too), for one pass of the base
    /// at the speed the modifiers give it. Defined for every animation, unlike `schedule`.
    public var firstPass: (start: Double, duration: Double) {
        var start = 0.0, duration = kernel.duration
        // Innermost first: each modifier maps its inner animation's times to its own.
        for modifier in modifiers {
            switch modifier {
            case .delay(let seconds):
                start += seconds
            case .speed(let factor):
                start /= factor
                duration /= factor
            case .repeat:
                break
            }
        }
        return (start, duration)
    }
}
