import Foundation
import Geometry
import Testing

@testable import Motion

/// Seed 001's examples, written against this module's protocols.
@Suite struct AnimatableTests {
    /// Seed 001's polygon: `sides` as a Double so it can be interpolated.
    struct PolygonShape: Animatable {
        var sides: Double
        var animatableData: Double {
            get { sides }
            set { sides = newValue }
        }

        /// The seed's vertex rule: a fractional count draws one extra vertex (3.4 draws 4).
        var vertexCount: Int { Int(sides) + (Double(Int(sides)) != sides ? 1 : 0) }
    }

    /// Seed 001's polygon animating sides and scale together.
    struct ScaledPolygon: Animatable {
        var sides: Double
        var scale: Double
        var animatableData: AnimatablePair<Double, Double> {
            get { AnimatablePair(sides, scale) }
            set {
                sides = newValue.first
                scale = newValue.second
            }
        }
    }

    /// Seed 001's custom VectorArithmetic type, kept as written there.
    struct ClockTime: VectorArithmetic {
        var hours: Int
        var minutes: Int
        var seconds: Double

        init(_ h: Int, _ m: Int, _ s: Double) {
            hours = h
            minutes = m
            seconds = s
        }

        init(_ seconds: Double) {
            let hours = Int(seconds) / 3600
            let minutes = (Int(seconds) - hours * 3600) / 60
            self.init(hours, minutes, seconds - Double(hours * 3600) - Double(minutes * 60))
        }

        func asSeconds() -> Double { Double(hours * 3600) + Double(minutes * 60) + seconds }

        static func - (lhs: ClockTime, rhs: ClockTime) -> ClockTime { ClockTime(lhs.asSeconds() - rhs.asSeconds()) }
        static func + (lhs: ClockTime, rhs: ClockTime) -> ClockTime { ClockTime(lhs.asSeconds() + rhs.asSeconds()) }

        mutating func scale(by rhs: Double) {
            var s = asSeconds()
            s.scale(by: rhs)
            self = ClockTime(s)
        }

        var magnitudeSquared: Double { 1 }
        static var zero: ClockTime { ClockTime(0, 0, 0) }
    }

    @Test func polygonSidesAnimateThroughFractions() {
        let triangle = PolygonShape(sides: 3)
        let midway = triangle.interpolated(towards: PolygonShape(sides: 4), amount: 0.4)
        #expect(close(midway.sides, 3.4))
        #expect(midway.vertexCount == 4)
        #expect(triangle.vertexCount == 3)
    }

    @Test func polygonSidesFollowAnEaseInOutTrack() {
        var track = AnimatedValue(PolygonShape(sides: 3).animatableData)
        track.set(PolygonShape(sides: 4).animatableData, at: 0, animation: .easeInOut(duration: 1))
        var shape = PolygonShape(sides: 3)
        shape.animatableData = track.value(at: 0.25)
        // easeInOut(0.25) = 0.1292 (SEMANTICS §4), so sides = 3.1292 and four vertices are drawn.
        #expect(close(shape.sides, 3.1292, 1e-4))
        #expect(shape.vertexCount == 4)
    }

    @Test func pairAnimatesTwoParameters() {
        let start = ScaledPolygon(sides: 3, scale: 1)
        let end = ScaledPolygon(sides: 6, scale: 0.5)
        let midway = start.interpolated(towards: end, amount: 0.5)
        #expect(close(midway.sides, 4.5))
        #expect(close(midway.scale, 0.75))
    }

    @Test func customClockTimeAnimates() {
        var track = AnimatedValue(ClockTime(1, 0, 0))
        track.set(ClockTime(3, 30, 0), at: 0, animation: .linear(duration: 2))
        // Linear at half time: 1:00:00 + (2:30:00)/2 = 2:15:00.
        let halfway = track.value(at: 1)
        #expect(halfway.hours == 2 && halfway.minutes == 15 && close(halfway.seconds, 0, 1e-6))
        #expect(track.value(at: 2).asSeconds() == ClockTime(3, 30, 0).asSeconds())
    }

    @Test func doubleIsItsOwnAnimatableData() {
        var value = 2.5
        #expect(value.animatableData == 2.5)
        value.animatableData = 4
        #expect(value == 4)
    }
}
