import Foundation
import SwiftImport
import Testing

/// `.keyframeAnimator(initialValue:trigger:content:keyframes:)` with `KeyframeTrack`s and
/// `.phaseAnimator(_:trigger:content:animation:)` with arrays or enum cases, compared with the
/// hand-written examples `Examples/heart-like-keyframes.json` and `Examples/pulsing-badge-phases.json`.
@Suite struct AnimatorImportTests {
    static func example(_ name: String) throws -> String {
        String(decoding: try ImportTestSupport.file("Examples/\(name)"), as: UTF8.self)
    }

    static let heart = """
        struct AnimationValues {
            var scale = 1.0
            var y = 0.0
            var angle = 0.0
        }

        struct Heart: View {
            @State private var likes = 0
            var body: some View {
                Text("♥")
                    .font(.system(size: 48))
                    .foregroundColor(.red)
                    .keyframeAnimator(initialValue: AnimationValues(), trigger: likes) { content, value in
                        content
                            .scaleEffect(value.scale)
                            .rotationEffect(.degrees(value.angle))
                            .offset(y: value.y)
                    } keyframes: { _ in
                        KeyframeTrack(\\.scale) {
                            LinearKeyframe(0.8, duration: 0.1, timingCurve: .easeOut)
                            SpringKeyframe(1.3, duration: 0.3, spring: .bouncy)
                            SpringKeyframe(1.0, spring: Spring(duration: 0.4, bounce: 0.3))
                        }
                        KeyframeTrack(\\.y) {
                            LinearKeyframe(0.0, duration: 0.1)
                            CubicKeyframe(-30.0, duration: 0.25)
                            CubicKeyframe(0.0, duration: 0.35)
                        }
                        KeyframeTrack(\\.angle) {
                            CubicKeyframe(-12.0, duration: 0.15)
                            CubicKeyframe(12.0, duration: 0.15)
                            CubicKeyframe(0.0, duration: 0.15)
                            MoveKeyframe(0.0)
                        }
                    }
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { likes += 1 }
                        DispatchQueue.main.asyncAfter(deadline: .now() + 1.6) { likes += 1 }
                    }
            }
        }
        """

    static let canvas160 = ImportOptions(width: 160, height: 160, background: "white")
    static let canvas120 = ImportOptions(width: 120, height: 120, background: "white")

    @Test func keyframeAnimatorDrawsAsTheHeartExample() throws {
        let (json, warnings) = try ImportComparison.scene(Self.heart, Self.canvas160)
        #expect(warnings.isEmpty)
        #expect(json.contains(#""tracks": {"scale": [{"linear": {"to": 0.8, "duration": 0.1, "timingCurve": "easeOut"}}, {"spring": {"to": 1.3, "duration": 0.3, "spring": "bouncy"}}, {"spring": {"to": 1.0, "spring": {"spring": {"duration": 0.4, "bounce": 0.3}}}}]"#))
        #expect(json.contains(#""content": [{"scaleEffect": "value.scale"}, {"rotationEffect": "value.angle"}, {"offset": {"y": "value.y"}}]"#))
        #expect(try ImportComparison.drawsTheSame(Self.heart, as: Self.example("heart-like-keyframes.json"), Self.canvas160, at: [0.3, 0.5, 0.9, 1.8]))
    }

    @Test func aNumberIsOneTrackNamedValue() throws {
        let source = """
            struct Bounce: View {
                var body: some View {
                    Circle()
                        .frame(width: 20, height: 20)
                        .keyframeAnimator(initialValue: 0.0, repeating: true) { content, offset in
                            content.offset(y: offset)
                        } keyframes: { _ in
                            CubicKeyframe(-30, duration: 0.4)
                            CubicKeyframe(0, duration: 0.4)
                        }
                }
            }
            """
        let byHand = """
            {"body": {"type": "Circle", "modifiers": [{"frame": {"width": 20, "height": 20}},
              {"keyframeAnimator": {"initialValue": {"value": 0}, "repeating": true,
                "tracks": {"value": [{"cubic": {"to": -30, "duration": 0.4}}, {"cubic": {"to": 0, "duration": 0.4}}]},
                "content": [{"offset": {"y": "value.value"}}]}}]}}
            """
        #expect(try ImportComparison.drawsTheSame(source, as: byHand, at: [0.1, 0.4, 0.7]))
    }

    static let badge = """
        struct Badge: View {
            var body: some View {
                ZStack {
                    Circle()
                        .fill(.red)
                        .frame(width: 44, height: 44)
                        .phaseAnimator([0, 1]) { content, phase in
                            content
                                .scaleEffect(phase == 1 ? 1.25 : 1)
                                .opacity(phase == 1 ? 0.6 : 1)
                        } animation: { phase in
                            switch phase {
                            case 1: .easeOut
                            default: .bouncy
                            }
                        }
                    Text("3").font(.headline).foregroundColor(.white)
                }
            }
        }
        """

    @Test func phaseAnimatorDrawsAsTheBadgeExample() throws {
        let (json, warnings) = try ImportComparison.scene(Self.badge, Self.canvas120)
        #expect(warnings.isEmpty)
        #expect(json.contains(#"{"phaseAnimator": {"phases": [0, 1], "animation": "phase == 1 ? 'easeOut' : 'bouncy'", "content": [{"scaleEffect": "phase == 1 ? 1.25 : 1"}, {"opacity": "phase == 1 ? 0.6 : 1"}]}}"#))
        #expect(try ImportComparison.drawsTheSame(Self.badge, as: Self.example("pulsing-badge-phases.json"), Self.canvas120, at: [0.1, 0.5, 1]))
    }

    @Test func enumPhasesAndTheirProperties() throws {
        // The enum's cases are the phases (strings of their names); its properties that switch
        // over self pick their values; `.grow` is the string 'grow'.
        let source = """
            enum Pulse: CaseIterable {
                case rest, grow
                var scale: Double {
                    switch self {
                    case .rest: 1
                    case .grow: 1.25
                    }
                }
                var opacity: Double {
                    switch self {
                    case .grow: return 0.6
                    default: return 1
                    }
                }
            }

            struct Badge: View {
                @State private var taps = 0
                var body: some View {
                    ZStack {
                        Circle()
                            .fill(.red)
                            .frame(width: 44, height: 44)
                            .phaseAnimator(Pulse.allCases, trigger: taps) { content, phase in
                                content
                                    .scaleEffect(phase.scale)
                                    .opacity(phase.opacity)
                            } animation: { phase in
                                phase == .grow ? .easeOut : .bouncy
                            }
                        Text("3").font(.headline).foregroundColor(.white)
                    }
                    .onAppear {
                        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { taps += 1 }
                    }
                }
            }
            """
        // The canvas is the one the import is given (canvas120).
        let byHand = """
            {"canvas": {"width": 120, "height": 120, "background": "white"}, "state": {"taps": 0},
             "body": {"type": "ZStack", "children": [
               {"type": "Circle", "modifiers": [{"fill": "red"}, {"frame": {"width": 44, "height": 44}},
                 {"phaseAnimator": {"phases": ["rest", "grow"], "trigger": "taps",
                   "content": [{"scaleEffect": "phase == 'grow' ? 1.25 : 1"}, {"opacity": "phase == 'grow' ? 0.6 : 1"}],
                   "animation": "phase == 'grow' ? 'easeOut' : 'bouncy'"}}]},
               {"type": "Text", "text": "3", "modifiers": [{"font": "headline"}, {"foregroundColor": "white"}]}]},
             "timeline": [{"at": 0.3, "set": {"taps": "taps + 1"}}]}
            """
        let (json, warnings) = try ImportComparison.scene(source, Self.canvas120)
        #expect(json.contains(#""phases": ["rest", "grow"], "trigger": "taps""#))
        // The animation's presets are names in the format's enum position, as 'easeOut' is.
        #expect(json.contains(#""animation": "phase == 'grow' ? easeOut : bouncy", "content": [{"scaleEffect": "(phase == 'rest' ? 1 : 1.25)"}, {"opacity": "(phase == 'grow' ? 0.6 : 1)"}]"#))
        // The enum's properties are read (no warning that they are skipped).
        #expect(warnings.isEmpty)
        #expect(try ImportComparison.drawsTheSame(source, as: byHand, Self.canvas120, at: [0.2, 0.4, 0.8]))
    }

    @Test func animatorDiagnostics() {
        let source = """
            struct V: View {
                @State private var n = 0
                var body: some View {
                    VStack {
                        Circle().keyframeAnimator(initialValue: n, trigger: n) { c, v in c.opacity(v) } keyframes: { _ in LinearKeyframe(1, duration: 1) }
                        Circle().keyframeAnimator(initialValue: 1.0, trigger: n) { c, v in c.opacity(v) } keyframes: { _ in BounceKeyframe(1) }
                        Circle().keyframeAnimator(initialValue: 1.0, trigger: n) { c, v in VStack { c } } keyframes: { _ in MoveKeyframe(1) }
                        Circle().phaseAnimator([0, 1]) { c, p in c.opacity(p) } animation: { p in
                            switch p {
                            case 1: .easeIn(duration: 0.2)
                            default: .bouncy
                            }
                        }
                    }
                }
            }
            """
        #expect(ImportComparison.errors(source) == [
            "5:53: error: the initial value must be a number literal or a struct of number fields with defaults (struct AnimationValues { var scale = 1.0; var y = 0.0 }, written AnimationValues())",
            "6:113: error: 'BounceKeyframe' is not a keyframe; write LinearKeyframe, SpringKeyframe, CubicKeyframe or MoveKeyframe",
            "7:80: error: the content closure may only apply modifiers to 'c' (content.scaleEffect(…).offset(…))",
            "10:25: error: an animation that differs by phase is a preset (.bouncy, .smooth, .easeInOut, …, or nil): the format picks it with an expression over names; write one animation with parameters for every phase instead",
        ])
    }
}
