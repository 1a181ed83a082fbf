/// The motion of a persistent spring that took over a value: its displacement from the target
/// over time τ (seconds of spring time, i.e. real time × speed), from a start offset and velocity.
///
/// With a blend, the response moves from the previous spring's to this one's over the first
/// `blendDuration` seconds along SwiftUI's smoothstep, 1 − p²(3 − 2p); no closed form exists there,
/// so the motion is stepped with the exact propagator of a spring frozen at the response of each
/// step's start. That is stable for any stiffness, continuous in τ, and its velocity is exactly
/// the derivative of its offset. After the blend it is closed-form.
@usableFromInline
struct MergedSpring<Value: VectorArithmetic>: Sendable {
    @usableFromInline let spring: Spring
    /// Seconds of spring time per real second.
    @usableFromInline let speed: Double
    @usableFromInline let startOffset: Value
    /// Displacement change per second of spring time.
    @usableFromInline let startVelocity: Value
    @usableFromInline let blend: Blend?
    /// The state when the blend ends (the start state without a blend).
    @usableFromInline let settledOffset: Value
    @usableFromInline let settledVelocity: Value
    /// Spring time from the start until the motion is considered settled.
    let duration: Double

    @usableFromInline
    struct Blend: Sendable {
        @usableFromInline var duration: Double
        var fromResponse: Double
        var toResponse: Double
        var dampingRatio: Double
        var steps: Int

        /// The response τ seconds in.
        func response(at tau: Double) -> Double {
            let p = min(max(tau / duration, 0), 1)
            return toResponse + (fromResponse - toResponse) * (1 - p * p * (3 - 2 * p))
        }
    }

    init(spring: Spring, speed: Double, offset: Value, velocity: Value, blendFrom previousResponse: Double?, blendDuration: Double) {
        self.spring = spring
        self.speed = speed
        startOffset = offset
        startVelocity = velocity
        if let previousResponse, blendDuration > 0, previousResponse != spring.response {
            let shortest = max(min(previousResponse, spring.response), Spring.minimumResponse)
            let steps = min(max(Int((blendDuration / (shortest / 40)).rounded(.up)), 16), 1024)
            let blend = Blend(
                duration: blendDuration, fromResponse: previousResponse, toResponse: spring.response,
                dampingRatio: spring.dampingRatio, steps: steps)
            self.blend = blend
            (settledOffset, settledVelocity) = Self.integrate(blend, offset, velocity, to: blendDuration)
        } else {
            blend = nil
            (settledOffset, settledVelocity) = (offset, velocity)
        }
        duration = (blend?.duration ?? 0) + Self.settlingDuration(spring, settledOffset, settledVelocity)
    }

    /// The displacement from the target τ seconds of spring time in.
    @inlinable
    func offset(at tau: Double) -> Value {
        if let blend, tau < blend.duration { return Self.integrate(blend, startOffset, startVelocity, to: tau).offset }
        return offset(by: settledPropagator(at: tau))
    }

    /// The propagator `offset(at:)` applies at `tau` once the blend is over (`tau` past it).
    @inlinable
    func settledPropagator(at tau: Double) -> Spring.Propagator {
        spring.propagator(over: tau - (blend?.duration ?? 0))
    }

    /// `offset(at:)` once the blend is over, from `settledPropagator(at:)`'s propagator.
    @inlinable
    func offset(by p: Spring.Propagator) -> Value {
        Self.offset(settledOffset: settledOffset, settledVelocity: settledVelocity, by: p)
    }

    /// `offset(by:)` of a spring whose state after the blend is `settledOffset` and
    /// `settledVelocity`, read without the rest of the spring.
    @inlinable
    static func offset(settledOffset: Value, settledVelocity: Value, by p: Spring.Propagator) -> Value {
        settledOffset.scaled(by: p.a) + settledVelocity.scaled(by: p.b)
    }

    /// Whether `settledPropagator(at:)` gives the same propagator as `other`'s at any τ: the same
    /// spring (every number the same bits) and neither blends. Springs of one transaction that
    /// moves several numbers share it (`AnimatedValue.progressPlan(of:at:)`).
    func sharesPropagator(with other: MergedSpring) -> Bool {
        let (a, b) = (spring, other.spring)
        return blend == nil && other.blend == nil && speed.bitPattern == other.speed.bitPattern && a.regime == b.regime
            && a.mass.bitPattern == b.mass.bitPattern && a.naturalFrequency.bitPattern == b.naturalFrequency.bitPattern
            && a.dampingRatio.bitPattern == b.dampingRatio.bitPattern && a.decayConstant.bitPattern == b.decayConstant.bitPattern
            && a.angularFrequency.bitPattern == b.angularFrequency.bitPattern
    }

    /// The rate of change of `offset(at:)` per second of spring time.
    @inlinable
    func velocity(at tau: Double) -> Value {
        if let blend, tau < blend.duration { return Self.integrate(blend, startOffset, startVelocity, to: tau).velocity }
        let p = spring.propagator(over: tau - (blend?.duration ?? 0))
        return settledOffset.scaled(by: p.c) + settledVelocity.scaled(by: p.d)
    }

    /// The response in effect τ seconds in.
    func response(at tau: Double) -> Double {
        if let blend, tau < blend.duration { return blend.response(at: tau) }
        return spring.response
    }

    @usableFromInline
    static func integrate(_ blend: Blend, _ offset: Value, _ velocity: Value, to tau: Double) -> (offset: Value, velocity: Value) {
        let step = blend.duration / Double(blend.steps)
        var (x, v) = (offset, velocity)
        var start = 0.0
        while start < tau {
            let length = min(step, tau - start)
            let frozen = Spring(response: blend.response(at: start), dampingRatio: blend.dampingRatio)
            let p = frozen.propagator(over: length)
            (x, v) = (x.scaled(by: p.a) + v.scaled(by: p.b), x.scaled(by: p.c) + v.scaled(by: p.d))
            start += step
        }
        return (x, v)
    }

    /// The settling time from a displacement and velocity, relative to the displacement: the
    /// velocity's component towards the target, per displacement length, is the unit velocity.
    private static func settlingDuration(_ spring: Spring, _ offset: Value, _ velocity: Value) -> Double {
        let lengthSquared = offset.magnitudeSquared
        guard lengthSquared > 0, lengthSquared.isFinite else {
            return velocity.magnitudeSquared > 0 ? spring.settlingDuration : 0
        }
        return spring.settlingDuration(initialVelocity: -offset.dot(velocity) / lengthSquared)
    }
}
