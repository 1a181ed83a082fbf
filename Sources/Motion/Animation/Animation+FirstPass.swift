extension Animation {
    /// Where the base animation first runs, in seconds after the animation began: after every
    /// delay (a delay inside a repeat waits before the first pass too), for one pass of the base
    /// at the speed the modifiers give it. Defined for every animation, unlike `schedule`.
    public var firstPass: (start: Double, duration: Double) {
        let map = outerTime(of: modifiers.indices)
        return (map.delay, kernel.duration / map.timeScale)
    }
}
