import Geometry
import Testing

@testable import Motion

@Suite struct UnitCurveTests {
    @Test func knownValuesFromSemantics() {
        #expect(close(UnitCurve.easeIn.value(at: 0.5), 0.3154, 5e-5))
        #expect(close(UnitCurve.easeOut.value(at: 0.5), 0.6846, 5e-5))
        #expect(close(UnitCurve.easeInOut.value(at: 0.25), 0.1292, 5e-5))
    }

    @Test func handDerivedValues() {
        // Bisection on the Bernstein form, done separately: easeIn(0.25) = 0.0934647,
        // easeInOut(0.75) = 0.8708381 (= 1 − easeInOut(0.25) by the curve's point symmetry).
        #expect(close(UnitCurve.easeIn.value(at: 0.25), 0.0934647, 1e-7))
        #expect(close(UnitCurve.easeInOut.value(at: 0.75), 0.8708381, 1e-7))
        #expect(close(UnitCurve.easeInOut.value(at: 0.5), 0.5, 1e-12))
        #expect(UnitCurve.linear.value(at: 0.3) == 0.3)
        // A back-easing curve leaves 0…1 in y: (0.68, −0.55, 0.27, 1.55) at 0.5 is 0.5965963.
        let back = UnitCurve.bezier(startControlPoint: UnitPoint(x: 0.68, y: -0.55), endControlPoint: UnitPoint(x: 0.27, y: 1.55))
        #expect(close(back.value(at: 0.5), 0.5965963, 1e-7))
    }

    @Test func circularEases() {
        #expect(close(UnitCurve.circularEaseIn.value(at: 0.5), 1 - 0.75.squareRoot(), 1e-15))
        #expect(close(UnitCurve.circularEaseOut.value(at: 0.5), 0.75.squareRoot(), 1e-15))
        #expect(close(UnitCurve.circularEaseInOut.value(at: 0.25), (1 - 0.75.squareRoot()) / 2, 1e-15))
        #expect(close(UnitCurve.circularEaseInOut.value(at: 0.75), (1 + 0.75.squareRoot()) / 2, 1e-15))
        // d/dp (1 − √(1 − p²)) = p / √(1 − p²): 0.5 / √0.75 at p = 0.5.
        #expect(close(UnitCurve.circularEaseIn.velocity(at: 0.5), 0.5 / 0.75.squareRoot(), 1e-12))
        #expect(UnitCurve.circularEaseIn.velocity(at: 1) == MotionLimits.maximumVelocity)
        #expect(UnitCurve.circularEaseOut.velocity(at: 0) == MotionLimits.maximumVelocity)
    }

    @Test func velocitiesAtTheEnds() {
        // easeInOut at s = 0.5: x′ = 3·0.52/4 − 0.78 + 1.26 = 0.87, y′ = −1.5 + 3 = 1.5.
        #expect(close(UnitCurve.easeInOut.velocity(at: 0.5), 1.5 / 0.87, 1e-9))
        // easeIn starts flat: y′(0)/x′(0) = cy/cx = 0/1.26.
        #expect(close(UnitCurve.easeIn.velocity(at: 0), 0, 1e-12))
        // easeOut at p = 0 and easeIn at p = 1 are 0/0; the second derivatives give 3/1.74 and
        // 6/3.48, both 1.7241379.
        #expect(close(UnitCurve.easeOut.velocity(at: 0), 3 / 1.74, 1e-9))
        #expect(close(UnitCurve.easeIn.velocity(at: 1), 3 / 1.74, 1e-9))
        #expect(UnitCurve.linear.velocity(at: 0.7) == 1)
    }

    @Test func controlPointXIsClampedAndInputIsClamped() {
        let wild = UnitCurve.bezier(startControlPoint: UnitPoint(x: -1, y: 0), endControlPoint: UnitPoint(x: 2, y: 1))
        #expect(wild == UnitCurve.bezier(startControlPoint: UnitPoint(x: 0, y: 0), endControlPoint: UnitPoint(x: 1, y: 1)))
        #expect(wild.bezierControlPoints?.start == UnitPoint(x: 0, y: 0))
        #expect(UnitCurve.easeIn.value(at: -3) == 0)
        #expect(UnitCurve.easeIn.value(at: 7) == UnitCurve.easeIn.value(at: 1))
        #expect(UnitCurve.easeIn.value(at: .nan) == 0)
    }

    @Test func cubicSolverCoefficientsOfLinearMatchSeed004() {
        // Seed 004 prints linear as CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0).
        let linear = UnitCurve.bezier(startControlPoint: .zero, endControlPoint: UnitPoint(x: 1, y: 1))
        #expect([linear.ax, linear.bx, linear.cx, linear.ay, linear.by, linear.cy] == [-2, 3, 0, -2, 3, 0])
        #expect(linear.value(at: 0.37) == 0.37)
    }

    @Test func randomCurvesStartAtZeroAndEndAtOne() {
        var random = SeededGenerator(seed: 1)
        for _ in 0..<400 {
            let curve = UnitCurve.bezier(
                startControlPoint: UnitPoint(x: random.double(in: -0.5...1.5), y: random.double(in: -2...3)),
                endControlPoint: UnitPoint(x: random.double(in: -0.5...1.5), y: random.double(in: -2...3)))
            #expect(curve.value(at: 0) == 0)
            #expect(close(curve.value(at: 1), 1, 1e-12))
        }
    }

    @Test func standardCurvesAreMonotone() {
        var random = SeededGenerator(seed: 2)
        let curves: [UnitCurve] = [.linear, .easeIn, .easeOut, .easeInOut, .circularEaseIn, .circularEaseOut, .circularEaseInOut]
        for curve in curves {
            let inputs = (0..<500).map { _ in random.double(in: 0...1) }.sorted()
            let outputs = inputs.map(curve.value(at:))
            for (a, b) in zip(outputs, outputs.dropFirst()) { #expect(b >= a - 1e-12) }
        }
    }

    @Test func bezierWithControlYInsideUnitIntervalIsMonotone() {
        var random = SeededGenerator(seed: 3)
        for _ in 0..<300 {
            let curve = UnitCurve.bezier(
                startControlPoint: UnitPoint(x: random.double(in: 0...1), y: random.double(in: 0...1)),
                endControlPoint: UnitPoint(x: random.double(in: 0...1), y: random.double(in: 0...1)))
            var previous = 0.0
            for step in 1...50 {
                let value = curve.value(at: Double(step) / 50)
                #expect(value >= previous - 1e-10)
                previous = value
            }
        }
    }

    @Test func velocityIsTheDerivativeOfValue() {
        var random = SeededGenerator(seed: 4)
        for _ in 0..<300 {
            let curve = UnitCurve.bezier(
                startControlPoint: UnitPoint(x: random.double(in: 0.05...0.95), y: random.double(in: -1...2)),
                endControlPoint: UnitPoint(x: random.double(in: 0.05...0.95), y: random.double(in: -1...2)))
            let p = random.double(in: 0.05...0.95), h = 1e-6
            let difference = (curve.value(at: p + h) - curve.value(at: p - h)) / (2 * h)
            #expect(close(curve.velocity(at: p), difference, 1e-4 * max(1, abs(difference))))
        }
    }
}
