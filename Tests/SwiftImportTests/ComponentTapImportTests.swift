import Foundation
import Layout
import SwiftImport
import Testing
import Views

/// A tap on a Button inside a component (a View struct used with parameters, or more than
/// once) whose action changes the component's own `@State`: as in SwiftUI, the tapped instance
/// changes, in an update with the action's transaction.
@Suite struct ComponentTapImportTests {
    static func child(_ animation: String) -> String {
        """
        struct Root: View {
            var body: some View {
                HStack {
                    Child(title: "A")
                    Child(title: "B")
                }
            }
        }

        struct Child: View {
            let title: String
            @State private var on = false
            var body: some View {
                VStack {
                    Button(title) { withAnimation\(animation) { on.toggle() } }
                    Rectangle().frame(width: 20, height: 20).scaleEffect(on ? 2 : 1)
                }
            }
        }
        """
    }

    /// The scale of each instance's Rectangle at `time`, in the order written.
    static func scales(_ source: String, taps: [(String, Double)], at time: Double) throws -> [Double] {
        let options = ImportOptions(taps: taps.map { ImportOptions.Tap(label: $0.0, time: $0.1) })
        let json = try SwiftImport.translate(source, options: options).json
        return try ImportTestSupport.scales(json, at: time)
    }

    @Test func theTappedInstanceChangesItsOwnState() throws {
        let source = Self.child("")
        let json = try ImportTestSupport.json(source, ImportOptions(taps: [.init(label: "B", time: 0.5)]))
        // The counter `_tap1` of the scene's state goes to the second use; Child's onChange of it
        // flips its own `on`, in the update of the timeline event, so with its withAnimation.
        #expect(json.contains(#"{"type": "Child", "title": "B", "_tap1": "_tap1"}"#))
        #expect(json.contains(#"{"type": "Child", "title": "A"}"#))
        #expect(json.contains(#""params": {"title": "", "_tap1": 0}"#))
        #expect(json.contains(#"{"onChange": {"of": "_tap1", "perform": [{"set": {"on": "!on"}}]}}"#))
        #expect(json.contains(#""timeline": [{"at": 0.5, "set": {"_tap1": "_tap1 + 1"}, "withAnimation": "default"}]"#))
        // `.default` is a spring of response 0.55, damping fraction 1 (critically damped):
        // λ = 2π / 0.55 = 11.42397, progress 1 − e^(−λt)(1 + λt). At t = 0.2 s after the tap
        // λt = 2.284795, e^(−λt) = 0.101797, progress 1 − 0.101797 · 3.284795 = 0.665624.
        #expect(try Self.scales(source, taps: [("B", 0.5)], at: 0.5) == [1, 1])
        let halfway = try Self.scales(source, taps: [("B", 0.5)], at: 0.7)
        #expect(halfway.count == 2 && halfway[0] == 1 && abs(halfway[1] - 1.665624) < 1e-5)
        let settled = try Self.scales(source, taps: [("B", 0.5)], at: 4)
        #expect(settled.count == 2 && settled[0] == 1 && abs(settled[1] - 2) < 1e-6)
    }

    @Test func theActionsAnimationIsTheUpdates() throws {
        // easeInOut, 0.35 s: a quarter of it (0.0875 s) is at 0.1292 (SEMANTICS §4).
        let source = Self.child("(.easeInOut)")
        let scales = try Self.scales(source, taps: [("A", 1)], at: 1.0875)
        #expect(scales.count == 2 && abs(scales[0] - 1.1292) < 1e-4 && scales[1] == 1)
        // Tapped again at 2: back to 1, the same counter counts both taps.
        #expect(try TapTargetImportTests.timeline(source, [("A", 1), ("A", 2)]) == (#"[{"at": 1, "set": {"_tap1": "_tap1 + 1"}, "withAnimation": "easeInOut"}, {"at": 2, "set": {"_tap1": "_tap1 + 1"}, "withAnimation": "easeInOut"}]"#))
        #expect(try Self.scales(source, taps: [("A", 1), ("A", 2)], at: 3) == [1, 1])
    }

    @Test func twoInstancesWithOneLabelAreToldApart() throws {
        let source = """
            struct Root: View {
                var body: some View {
                    HStack {
                        Child()
                        Child()
                    }
                }
            }

            struct Child: View {
                @State private var on = false
                var body: some View {
                    Rectangle().frame(width: 20, height: 20).scaleEffect(on ? 2 : 1)
                        .onTapGesture { on.toggle() }
                }
            }
            """
        #expect(ImportTestSupport.diagnostics(source, ImportOptions(taps: [.init(label: "Rectangle", time: 1)]))
            == ["13:9: warning: --tap \"Rectangle\": 2 views have that label (in 'Child' used at 4:13, in 'Child' used at 5:13); the first is tapped; say which, counting from 1 in that order: --tap \"Rectangle#1\"@SECONDS … --tap \"Rectangle#2\"@SECONDS"])
        #expect(try Self.scales(source, taps: [("Rectangle", 1)], at: 1) == [2, 1])
        // Without an animation the change is at once.
        #expect(try Self.scales(source, taps: [("Rectangle#2", 1)], at: 1) == [1, 2])
        #expect(try Self.scales(source, taps: [("Rectangle#1", 1)], at: 1) == [2, 1])
        #expect(try Self.scales(source, taps: [("Rectangle#1", 1)], at: 0.5) == [1, 1])
    }

    @Test func twoInstancesBuiltAtOnePlaceAreToldApart() throws {
        // `row` is read twice: two instances of Child, both written at 3:26. Each has its own
        // state, and `A#2` is the second in the order the body reads them.
        let source = """
            struct Root: View {
                var body: some View { VStack { row; row } }
                var row: some View { Child(title: "A") }
            }

            struct Child: View {
                let title: String
                @State private var on = false
                var body: some View {
                    VStack {
                        Button(title) { on.toggle() }
                        Rectangle().frame(width: 20, height: 20).scaleEffect(on ? 2 : 1)
                    }
                }
            }
            """
        let json = try ImportTestSupport.json(source, ImportOptions(taps: [.init(label: "A#2", time: 1)]))
        #expect(json.contains(#"[{"type": "Child", "title": "A"}, {"type": "Child", "title": "A", "_tap1": "_tap1"}]"#))
        #expect(try Self.scales(source, taps: [("A#2", 1)], at: 1) == [1, 2])
        #expect(try Self.scales(source, taps: [("A#1", 1)], at: 1) == [2, 1])
        #expect(try Self.scales(source, taps: [("A#1", 1), ("A#2", 2)], at: 2) == [2, 2])
        #expect(try Self.scales(source, taps: [("A#2", 1)], at: 0.5) == [1, 1])
        #expect(ImportTestSupport.diagnostics(source, ImportOptions(taps: [.init(label: "A", time: 1)])).filter { $0.contains("--tap \"A\"") }
            == ["11:13: warning: --tap \"A\": 2 views have that label (in 'Child' used at 3:26, 2 instances); the first is tapped; say which, counting from 1 in that order: --tap \"A#1\"@SECONDS … --tap \"A#2\"@SECONDS"])
    }

    @Test func aBodyOfSeveralViewsRunsTheWritesOnce() throws {
        // A Group hands its modifiers to each view it holds; the counter's onChange goes to one
        // of them, or the toggle would run twice (no change).
        let tapped = "Rectangle().frame(width: 20, height: 20).scaleEffect(on ? 2 : 1).onTapGesture { on.toggle() }"
        for body in ["Group { Text(title); \(tapped) }", "Text(title)\n        \(tapped)"] {
            let source = """
                struct Root: View {
                    var body: some View { HStack { Child(title: "A"); Child(title: "B") } }
                }

                struct Child: View {
                    let title: String
                    @State private var on = false
                    var body: some View {
                        \(body)
                    }
                }
                """
            #expect(try Self.scales(source, taps: [("Rectangle#2", 1)], at: 1) == [1, 2])
            #expect(try Self.scales(source, taps: [("Rectangle#2", 1), ("Rectangle#2", 2)], at: 2) == [1, 1])
        }
        // A body that may show nothing has no view to run the change on: an error at the struct.
        let maybeNothing = """
            struct Root: View {
                var body: some View { HStack { Child(title: "A"); Child(title: "B") } }
            }

            struct Child: View {
                let title: String
                @State private var on = false
                var body: some View {
                    if title == "B" { \(tapped) }
                }
            }
            """
        #expect(ImportTestSupport.diagnostics(maybeNothing, ImportOptions(taps: [.init(label: "Rectangle#2", time: 1)])).filter { $0.contains(": error: ") }
            == ["5:8: error: a tap changes the own state of 'Child', but its body shows no view at all times to run the change once on (it is a ForEach, or an if without else); put the body in a VStack or ZStack"])
    }

    @Test func aComponentInAComponentIsReachedThroughEachUse() throws {
        let source = """
            struct Root: View {
                var body: some View {
                    VStack {
                        Panel(name: "top")
                        Panel(name: "bottom")
                    }
                }
            }

            struct Panel: View {
                let name: String
                var body: some View {
                    Child(title: name)
                }
            }

            struct Child: View {
                let title: String
                @State private var on = false
                var body: some View {
                    Rectangle().frame(width: 20, height: 20).scaleEffect(on ? 2 : 1)
                        .onTapGesture { on = true }
                }
            }
            """
        let json = try ImportTestSupport.json(source, ImportOptions(taps: [.init(label: "Rectangle#2", time: 1)]))
        // Panel passes the counter it is given on to its Child.
        #expect(json.contains(#"{"type": "Panel", "name": "bottom", "_tap1": "_tap1"}"#))
        #expect(json.contains(#"{"type": "Child", "title": "\\(name)", "_tap1": "_tap1"}"#))
        #expect(try Self.scales(source, taps: [("Rectangle#2", 1)], at: 1.5) == [1, 2])
    }

    @Test func aClosureOfTheCallerAndTheOwnStateChangeTogether() throws {
        let source = """
            struct Root: View {
                @State private var count = 0
                var body: some View {
                    Counter(title: "Add") { count += 1 }
                        .opacity(count == 0 ? 1 : 0.5)
                }
            }

            struct Counter: View {
                let title: String
                let action: () -> Void
                @State private var pressed = false
                var body: some View {
                    VStack {
                        Button(title) {
                            pressed = true
                            action()
                        }
                        Rectangle().frame(width: 20, height: 20).scaleEffect(pressed ? 2 : 1)
                    }
                }
            }
            """
        // One update, as in Swift: the caller's write and the counter of the component's own.
        let timeline = try TapTargetImportTests.timeline(source, [("Add", 1)])
        #expect(timeline == #"[{"at": 1, "set": {"count": "count + 1", "_tap1": "_tap1 + 1"}}]"#)
        // Inside one withAnimation: one update with its animation (it was an error).
        let animated = source.replacingOccurrences(of: "pressed = true\n                action()",
            with: "withAnimation(.linear(duration: 1)) {\n                    pressed = true\n                    action()\n                }")
        #expect(animated != source)
        #expect(try TapTargetImportTests.timeline(animated, [("Add", 1)])
            == #"[{"at": 1, "set": {"count": "count + 1", "_tap1": "_tap1 + 1"}, "withAnimation": {"linear": {"duration": 1}}}]"#)
        // Linear over 1 s from 1 to 2: 1.25 a quarter in.
        let scales = try Self.scales(animated, taps: [("Add", 1)], at: 1.25)
        #expect(scales.count == 1 && abs(scales[0] - 1.25) < 1e-9)
    }

    @Test func aComponentInAForEachIsTappedInItsRow() throws {
        let source = """
            struct Root: View {
                var body: some View {
                    HStack {
                        ForEach(0..<3) { i in
                            Child(title: "Go")
                        }
                    }
                }
            }

            struct Child: View {
                let title: String
                @State private var on = false
                var body: some View {
                    Button(title) { on.toggle() }
                    Rectangle().frame(width: 20, height: 20).scaleEffect(on ? 2 : 1)
                }
            }
            """
        // The use is one for every row: row 2 (i == 1) is passed the counter, the others 0.
        let json = try ImportTestSupport.json(source, ImportOptions(taps: [.init(label: "Go#2", time: 1)]))
        #expect(json.contains(#"{"type": "Child", "title": "Go", "_tap1": "i == 1 ? _tap1 : 0"}"#))
        #expect(try Self.scales(source, taps: [("Go#2", 1)], at: 1) == [1, 2, 1])
        // Rows 1 and 3 tapped: a counter each.
        #expect(try Self.scales(source, taps: [("Go#1", 1), ("Go#3", 2)], at: 2) == [2, 1, 2])
        #expect(try Self.scales(source, taps: [("Go#1", 1), ("Go#3", 2)], at: 1.5) == [2, 1, 1])
    }

    @Test func aComponentInAGeometryReaderIsOneInstance() throws {
        // The proxy is no loop variable: what the GeometryReader holds is one instance, tapped
        // as the others are.
        let source = """
            struct Root: View {
                var body: some View {
                    GeometryReader { proxy in
                        HStack { Child(title: "A"); Child(title: "B") }
                    }
                }
            }

            struct Child: View {
                let title: String
                @State private var on = false
                var body: some View {
                    VStack {
                        Button(title) { on.toggle() }
                        Rectangle().frame(width: 20, height: 20).scaleEffect(on ? 2 : 1)
                    }
                }
            }
            """
        let json = try ImportTestSupport.json(source, ImportOptions(taps: [.init(label: "B", time: 1)]))
        #expect(json.contains(#"{"type": "Child", "title": "B", "_tap1": "_tap1"}"#))
        #expect(try Self.scales(source, taps: [("B", 1)], at: 1) == [1, 2])
    }

    @Test func aToggleOfTheComponentsOwnStateFlipsIt() throws {
        let source = """
            struct Root: View {
                var body: some View {
                    VStack {
                        Row(title: "Wi-Fi")
                        Row(title: "Sound")
                    }
                }
            }

            struct Row: View {
                let title: String
                @State private var on = false
                var body: some View {
                    Toggle(title, isOn: $on)
                    Rectangle().frame(width: 20, height: 20).scaleEffect(on ? 2 : 1)
                }
            }
            """
        // The row never tapped is named by its own title.
        #expect(ImportTestSupport.diagnostics(source, ImportOptions(taps: [.init(label: "Sound", time: 1)])).contains(
            "14:9: warning: Toggle \"Wi-Fi\" is not drawn and never tapped; '--tap \"Wi-Fi\"@SECONDS' flips 'on' at a time"))
        #expect(try TapTargetImportTests.timeline(source, [("Sound", 1)]) == #"[{"at": 1, "set": {"_tap1": "_tap1 + 1"}}]"#)
        #expect(try Self.scales(source, taps: [("Sound", 1)], at: 1) == [1, 2])
    }

    @Test func theCounterTakesAFreeName() throws {
        // `_tap1` is a parameter of Child already: the counter is `_tap2`.
        let source = ComponentTapImportTests.child("").replacingOccurrences(of: "let title: String", with: "let title: String\n    var _tap1: Double = 0")
        #expect(source.contains("var _tap1"))
        #expect(try TapTargetImportTests.timeline(source, [("A", 1)]) == #"[{"at": 1, "set": {"_tap2": "_tap2 + 1"}, "withAnimation": "default"}]"#)
    }

    @Test func theCounterIsNoLoopVariableOrProxy() throws {
        // `_tap1` is a ForEach's element and `_tap2` a GeometryReader's proxy: a use there
        // passing `"_tap1": "_tap1"` would pass the row, so the counter is `_tap3`.
        let source = """
            struct Root: View {
                var body: some View {
                    GeometryReader { _tap2 in
                        ForEach(0..<2) { _tap1 in Child(title: "Go") }
                    }
                }
            }

            struct Child: View {
                let title: String
                @State private var on = false
                var body: some View {
                    Button(title) { on.toggle() }
                }
            }
            """
        #expect(try TapTargetImportTests.timeline(source, [("Go#2", 1)]) == #"[{"at": 1, "set": {"_tap3": "_tap3 + 1"}}]"#)
        let json = try ImportTestSupport.json(source, ImportOptions(taps: [.init(label: "Go#2", time: 1)]))
        #expect(json.contains(#"{"type": "Child", "title": "Go", "_tap3": "_tap1 == 1 ? _tap3 : 0"}"#))
    }
}
