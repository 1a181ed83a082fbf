import Geometry
import Testing

@testable import Motion

@Suite struct VectorArithmeticTests {
    @Test func opacityInterpolationMatchesSeed001() {
        // Seed 001: 0.3 → 0.8 linearly in five steps prints 0.3, 0.4, 0.5, 0.6, 0.7, 0.8.
        let from = 0.3, to = 0.8
        let values = (0..<6).map { i -> Double in
            var difference = to - from
            difference.scale(by: Double(i) / 5)
            return from + difference
        }
        for (value, expected) in zip(values, [0.3, 0.4, 0.5, 0.6, 0.7, 0.8]) {
            #expect(close(value, expected, 1e-12))
        }
    }

    @Test func pairsAddScaleAndMeasureComponentwise() {
        let a = AnimatablePair(AnimatablePair(1.0, 2.0), AnimatablePair(3.0, 4.0))
        let b = AnimatablePair(AnimatablePair(0.5, -1.0), AnimatablePair(2.0, 0.0))
        #expect(a + b == AnimatablePair(AnimatablePair(1.5, 1.0), AnimatablePair(5.0, 4.0)))
        #expect(a - b == AnimatablePair(AnimatablePair(0.5, 3.0), AnimatablePair(1.0, 4.0)))
        #expect(a.scaled(by: 2) == AnimatablePair(AnimatablePair(2.0, 4.0), AnimatablePair(6.0, 8.0)))
        #expect(a.magnitudeSquared == 30)  // 1 + 4 + 9 + 16
        #expect(AnimatablePair<Double, Double>.zero == AnimatablePair(0.0, 0.0))
    }

    @Test func geometryTypesAreVectors() {
        #expect(Size(width: 3, height: 4) + Size(width: 1, height: 1) == Size(width: 4, height: 5))
        #expect(Size(width: 3, height: 4).magnitudeSquared == 25)
        #expect(Point(x: 1, y: 2).scaled(by: 3) == Point(x: 3, y: 6))
        let rect = Rect(x: 0, y: 0, width: 10, height: 20).interpolated(towards: Rect(x: 10, y: 10, width: 30, height: 20), amount: 0.5)
        #expect(rect == Rect(x: 5, y: 5, width: 20, height: 20))
        #expect((Angle.degrees(90) + Angle.degrees(90)).radians == .pi)
        #expect(Angle.radians(2).magnitudeSquared == 4)
        #expect(UnitPoint.topLeading.interpolated(towards: .bottomTrailing, amount: 0.25) == UnitPoint(x: 0.25, y: 0.25))
        let insets = EdgeInsets(all: 10) - EdgeInsets(top: 10, leading: 0, bottom: 5, trailing: 10)
        #expect(insets == EdgeInsets(top: 0, leading: 10, bottom: 5, trailing: 0))
        #expect(insets.magnitudeSquared == 125)
    }

    @Test func geometryAnimatableDataIsThePairTreeOfSeed001() {
        var rect = Rect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1.0, 2.0), AnimatablePair(3.0, 4.0)))
        rect.animatableData = AnimatablePair(AnimatablePair(5.0, 6.0), AnimatablePair(7.0, 8.0))
        #expect(rect == Rect(x: 5, y: 6, width: 7, height: 8))
        var angle = Angle.degrees(180)
        #expect(angle.animatableData == .pi)
        angle.animatableData = .pi / 2
        #expect(close(angle.degrees, 90))
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.animatableData == AnimatablePair(1.0, AnimatablePair(2.0, AnimatablePair(3.0, 4.0))))
        insets.animatableData = AnimatablePair(4.0, AnimatablePair(3.0, AnimatablePair(2.0, 1.0)))
        #expect(insets == EdgeInsets(top: 4, leading: 3, bottom: 2, trailing: 1))
    }

    @Test func variableLengthVectorsPadWithZeros() {
        let short = AnimatableVector([1, 2])
        let long = AnimatableVector([1, 2, 3])
        #expect(short + long == AnimatableVector([2, 4, 3]))
        #expect(long - short == AnimatableVector([0, 0, 3]))
        #expect(short - short == .zero)
        #expect(AnimatableVector([1, 2, 0]) == short)
        #expect(AnimatableVector([1, 2, 0]).hashValue == short.hashValue)
        #expect(long.magnitudeSquared == 14)
        #expect(short.interpolated(towards: long, amount: 0.5) == AnimatableVector([1, 2, 1.5]))
    }

    @Test func emptyDataIsInert() {
        #expect(EmptyAnimatableData() + EmptyAnimatableData() == .zero)
        #expect(EmptyAnimatableData().scaled(by: 5).magnitudeSquared == 0)
    }

    @Test func dotProductByPolarisation() {
        #expect(close(Point(x: 1, y: 2).dot(Point(x: 3, y: -4)), -5))
    }
}
