import Foundation
import SwiftImport
import Testing

/// Seed 001's ClockShape, whose `animatableData` is the custom VectorArithmetic type ClockTime:
/// the time is its number of seconds (as ClockTime's `+`, `-` and `scale(by:)` compute), the
/// fields are worked out from it as `init(_ seconds:)` does (with Swift's integer division).
@Suite struct ClockShapeImportTests {
    /// ClockTime, its VectorArithmetic extension and ClockShape, as the seed writes them.
    static let seed = #"""
        struct ClockTime {
            var hours: Int
            var minutes: Int
            var seconds: Double

            init(_ h: Int, _ m: Int, _ s: Double) {
                self.hours = h
                self.minutes = m
                self.seconds = s
            }

            init(_ seconds: Double) {
                let hours = Int(seconds) / 3600
                let minutes = (Int(seconds) - (hours * 3600)) / 60
                let seconds = seconds - Double(hours * 3600) - Double(minutes * 60)

                self.hours = hours
                self.minutes = minutes
                self.seconds = seconds
            }

            func asSeconds() -> Double {
                return Double(self.hours * 3600) + Double(self.minutes * 60) + self.seconds
            }

            func asString() -> String {
                return String(format: "%2i", self.hours) +
                    " : " +
                    String(format: "%02i", self.minutes) +
                    " : " +
                    String(format: "%02.0f", self.seconds)
            }
        }

        extension ClockTime: VectorArithmetic {
            static func - (lhs: ClockTime, rhs: ClockTime) -> ClockTime {
                return ClockTime(lhs.asSeconds() - rhs.asSeconds())
            }

            static func + (lhs: ClockTime, rhs: ClockTime) -> ClockTime {
                return ClockTime(lhs.asSeconds() + rhs.asSeconds())
            }

            mutating func scale(by rhs: Double) {
                var s = Double(self.asSeconds())
                s.scale(by: rhs)

                let time = ClockTime(s)
                self.hours = time.hours
                self.minutes = time.minutes
                self.seconds = time.seconds
            }

            var magnitudeSquared: Double {
                1
            }

            static var zero: ClockTime {
                ClockTime(0, 0, 0)
            }
        }

        struct ClockShape: Shape {
            var time: ClockTime

            var animatableData: ClockTime {
                get {
                    time
                }
                set {
                    time = newValue
                }
            }

            func path(in rect: CGRect) -> Path {
                var path = Path()

                let radius = min(rect.size.width / 2.0, rect.size.height / 2.0)
                let center = CGPoint(x: rect.size.width / 2.0, y: rect.size.height / 2.0)

                let hHypotenuse = Double(radius) * 0.5
                let mHypotenuse = Double(radius) * 0.6
                let sHypotenuse = Double(radius) * 0.8

                let hAngle: Angle = .degrees(Double(time.hours) / 12 * 360 - 90)
                let mAngle: Angle = .degrees(Double(time.minutes) / 60 * 360 - 90)
                let sAngle: Angle = .degrees(Double(time.seconds) / 60 * 360 - 90)

                let hoursNeedle = CGPoint(x: center.x + CGFloat(hHypotenuse * cos(hAngle.radians)), y: center.y + CGFloat(hHypotenuse * sin(hAngle.radians)))
                let minutesNeedle = CGPoint(x: center.x + CGFloat(mHypotenuse * cos(mAngle.radians)), y: center.y + CGFloat(mHypotenuse * sin(mAngle.radians)))
                let secondsNeedle = CGPoint(x: center.x + CGFloat(sHypotenuse * cos(sAngle.radians)), y: center.y + CGFloat(sHypotenuse * sin(sAngle.radians)))

                /// 画圆
                path.addArc(center: center, radius: radius,
                            startAngle: .degrees(0), endAngle: .degrees(360),
                            clockwise: true)

                /// 表盘刻度
                let numberLength: CGFloat = 5.0
                let numberPadding: CGFloat = 12.0
                let centerToNumber: CGFloat = radius - numberLength - numberPadding


                for i in 0..<12 {
                    let angle: Angle = .degrees(360.0 / 12.0 * Double(i))

                    let inPt = CGPoint(x: center.x + centerToNumber * CGFloat(cos(angle.radians)), y: center.y - centerToNumber * CGFloat(sin(angle.radians)))

                    let outPt = CGPoint(x: center.x + (centerToNumber + numberLength) * CGFloat(cos(angle.radians)), y: center.y - (centerToNumber + numberLength) * CGFloat(sin(angle.radians)))

                    path.move(to: inPt)
                    path.addLine(to: outPt)
                }


                /// 时针
                path.move(to: center)
                path.addLine(to: hoursNeedle)
                path = path.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round))

                /// 分针
                path.move(to: center)
                path.addLine(to: minutesNeedle)
                path = path.strokedPath(StrokeStyle(lineWidth: 3, lineCap: .round))

                /// 秒针
                path.move(to: center)
                path.addLine(to: secondsNeedle)
                path = path.strokedPath(StrokeStyle(lineWidth: 1, lineCap: .round))

                return path
            }
        }
        """#

    static let demo = #"""
        struct ClockDemo: View {
            @State private var time = ClockTime(10, 0, 0)

            var body: some View {
                ClockShape(time: time)
                    .stroke(Color.black, lineWidth: 2)
                    .frame(width: 200, height: 200)
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                            withAnimation(.linear(duration: 3)) { time = ClockTime(10, 1, 30) }
                        }
                    }
            }
        }
        """#

    static let canvas = ImportOptions(width: 240, height: 240, background: "white")

    @Test func clockShapeDrawsAsTheHandWrittenExample() throws {
        let translation = try SwiftImport.translate(Self.seed + "\n\n" + Self.demo, options: Self.canvas)
        // Each `path = path.strokedPath(…)` turns the path drawn so far into its outline, as in
        // SwiftUI (the format's strokedPath element without "path"): nothing is left out.
        #expect(translation.warnings.isEmpty)
        let strokes = translation.json.components(separatedBy: "\"strokedPath\"").dropFirst().map { $0.prefix(50) }
        #expect(strokes == [3, 3, 1].map { #": {"style": {"lineWidth": \#($0), "lineCap": "round"}}}"#.prefix(50) })
        #expect(translation.scene["state"]?.compactText == #"{"time": 36000}"#)
        #expect(translation.scene["timeline"]?.compactText == #"[{"at": 0.2, "set": {"time": 36090}, "withAnimation": {"linear": {"duration": 3}}}]"#)
        let imported = Array(translation.json.utf8)
        // Seed 001's clock as written by hand, strokedPath elements and all. Examples/clock-shape.json
        // leaves them out: re-outlining outlines passes maxPathElements (see tenOClockNeedles).
        let handWritten = try ImportTestSupport.file("Tests/Scenes/seed001-clock-shape.json")
        #expect(try ImportTestSupport.svg(imported) == ImportTestSupport.svg(handWritten))
        for time in [0.0, 1.0, 2.2, 3.5] {
            let options = RenderOptionsForTest.snapshot(at: time)
            #expect(try ImportTestSupport.svg(imported, options: options) == ImportTestSupport.svg(handWritten, options: options), "at \(time)")
        }
    }

    /// 10:00:00 in a 200 × 200 frame at (20, 20): radius 100 around (120, 120); the hour hand
    /// (0.5 r) at 10 / 12 · 360° − 90° = 210° ends at (120 − 50 cos 30°, 120 − 50 sin 30°) =
    /// (76.7, 95), the minute hand (0.6 r) at −90° at (120, 60), the second hand (0.8 r) at (120, 40).
    /// The hour hand's `strokedPath` (width 3) makes it the rectangle 1.5 either side of the
    /// line: its corners are the ends ± (1.5 sin 30°, −1.5 cos 30°) = ± (0.75, −1.3).
    /// The minute hand's `strokedPath` outlines the outline of everything drawn before it, which
    /// passes `limits.maxPathElements` (10,000): that outline is left out whole and the elements
    /// after it dropped, so the minute hand stays its line and the second hand is not drawn.
    @Test func tenOClockNeedles() throws {
        let scene = Array(try ImportTestSupport.json(Self.seed + "\n\n" + Self.demo, Self.canvas).utf8)
        let svg = try ImportTestSupport.svg(scene, options: RenderOptionsForTest.snapshot(at: 0))
        #expect(svg.contains("M119.25 121.3L75.95 96.3L77.45 93.7L120.75 118.7Z"), "\(svg)")
        #expect(svg.contains("ZM120 120L120 60\""), "\(svg)")
    }

    /// The fields of ClockTime(3725.5) are 1 h 2 min 5.5 s: Int(3725.5) / 3600 = 1 and
    /// (3725 − 3600) / 60 = 2 divide integers (trunc), the seconds keep the fraction.
    @Test func fieldsDivideIntegersAsSwiftDoes() throws {
        let json = try ImportTestSupport.json(Self.seed + "\n\n" + Self.demo, Self.canvas)
        #expect(json.contains(#"""
            "time_hours": "trunc(trunc(time) / 3600)",
            """#.trimmingCharacters(in: .whitespacesAndNewlines)), "\(json)")
        #expect(json.contains(#""time_minutes": "trunc((trunc(time) - (time_hours * 3600)) / 60)","#))
        #expect(json.contains(#""time_seconds": "time - (time_hours * 3600) - (time_minutes * 60)""#))
        // A clock at 1:02:05.5 (3725.5 s): the minute hand at 2 / 60 · 360° − 90° = −78°:
        // (120 + 60 cos 78°, 120 − 60 sin 78°) = (132.47, 61.31).
        let source = Self.seed + "\n\n" + Self.demo.replacingOccurrences(of: "ClockTime(10, 0, 0)", with: "ClockTime(3725.5)")
        let svg = try ImportTestSupport.svg(Array(try ImportTestSupport.json(source, Self.canvas).utf8), options: RenderOptionsForTest.snapshot(at: 0))
        #expect(svg.contains("M120 120L132.47 61.31"), "\(svg)")
    }
}
