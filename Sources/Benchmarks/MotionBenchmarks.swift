import Motion

/// Curve and spring evaluation rates. Each evaluation reads a fresh input (a golden-ratio walk
/// over 0…1 or 0…1.5 s) and feeds a running sum, so none can be hoisted or folded away.
func runMotionBenchmarks() {
    let step = 0.618_033_988_749_894_9
    let batch = 100_000

    func walk(_ x: inout Double, scale: Double = 1) -> Double {
        x += step
        if x >= 1 { x -= 1 }
        return x * scale
    }

    var x = 0.0, sum = 0.0
    let easeInOut = UnitCurve.easeInOut
    bench("motion: bezier value (easeInOut)", unit: "evals", batch: batch) {
        sum += easeInOut.value(at: walk(&x))
    }
    bench("motion: bezier velocity (easeInOut)", unit: "evals", batch: batch) {
        sum += easeInOut.velocity(at: walk(&x))
    }
    let custom = UnitCurve.bezier(startControlPoint: .init(x: 0.68, y: -0.55), endControlPoint: .init(x: 0.27, y: 1.55))
    bench("motion: bezier value (0.68,-0.55,0.27,1.55)", unit: "evals", batch: batch) {
        sum += custom.value(at: walk(&x))
    }
    let bouncy = Spring.bouncy
    bench("motion: spring value (bouncy, underdamped)", unit: "evals", batch: batch) {
        sum += bouncy.value(at: walk(&x, scale: 1.5))
    }
    let smooth = Spring.smooth
    bench("motion: spring value (smooth, critical)", unit: "evals", batch: batch) {
        sum += smooth.value(at: walk(&x, scale: 1.5))
    }
    let overdamped = Spring(duration: 0.5, bounce: -0.4)
    bench("motion: spring value (bounce -0.4, overdamped)", unit: "evals", batch: batch) {
        sum += overdamped.value(at: walk(&x, scale: 1.5))
    }
    let animation = Animation.easeInOut(duration: 0.5).delay(0.1).repeatCount(3, autoreverses: true)
    bench("motion: Animation.progress (delay+repeat)", unit: "evals", batch: batch) {
        sum += animation.progress(at: walk(&x, scale: 2))
    }
    var track = AnimatedValue(0.0)
    track.set(100, at: 0, animation: .easeInOut(duration: 1))
    track.set(40, at: 0.3, animation: .linear(duration: 0.5))
    track.set(250, at: 0.6, animation: .bouncy)
    bench("motion: AnimatedValue<Double>.value (3 changes)", unit: "evals", batch: batch / 10) {
        sum += track.value(at: walk(&x, scale: 2))
    }
    bench("motion: Spring.settlingDuration (critical grid)", unit: "springs", batch: 1_000) {
        sum += Spring(duration: 0.2 + walk(&x), bounce: 0).settlingDuration
    }
    blackHole(sum)
}
