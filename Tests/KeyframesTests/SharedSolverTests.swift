import Geometry
import Motion
import Testing

@testable import Keyframes

/// The CSS timing functions and the animation curves share Motion's cubic-Bézier solver, so a
/// fitted `cubic-bezier()` replays the very progress the engine computed.
@Suite struct SharedSolverTests {
    @Test(arguments: [(0.42, 0.0, 0.58, 1.0), (0.42, 0.0, 1.0, 1.0), (0.0, 0.0, 0.58, 1.0), (0.2, 0.0, 0.2, 1.0), (0.3, -0.5, 0.7, 1.6)])
    func timingFunctionsReplayUnitCurves(x1: Double, y1: Double, x2: Double, y2: Double) {
        let curve = UnitCurve.bezier(startControlPoint: UnitPoint(x: x1, y: y1), endControlPoint: UnitPoint(x: x2, y: y2))
        let function = TimingFunction.bezier(x1, y1, x2, y2)
        for x in stride(from: 0.0, through: 1.0, by: 0.01) {
            // The parameter solves x(s) = x, with x(s) = 3(1−s)²s·x1 + 3(1−s)s²·x2 + s³.
            let s = TimingFunction.parameter(forX: x, x1, x2)
            let u = 1 - s
            #expect(abs(3 * u * u * s * x1 + 3 * u * s * s * x2 + s * s * s - x) < 1e-9)
            #expect(abs(function.progress(at: x) - curve.value(at: x)) < 1e-12)
        }
    }

    @Test func inputsOutsideTheUnitIntervalAreClamped() {
        #expect(UnitCurve.bezierParameter(forX: -1, x1: 0.42, x2: 0.58) == 0)
        #expect(UnitCurve.bezierParameter(forX: 2, x1: 0.42, x2: 0.58) == 1)
    }
}
