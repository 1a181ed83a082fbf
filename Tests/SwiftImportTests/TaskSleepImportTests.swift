import SwiftImport
import Testing

/// `Task { try await Task.sleep(…); … }` in onAppear and Button actions, and `.task { … }`:
/// the sleeps add up, and what follows them is a timeline event at that time, as with
/// `DispatchQueue.main.asyncAfter`.
@Suite struct TaskSleepImportTests {
    /// Half a second (in nanoseconds), then a quarter and a quarter more (as a Duration).
    static let pulse = """
        struct Pulse: View {
            @State private var scale = 1.0
            @State private var shown = false
            var body: some View {
                Circle()
                    .frame(width: 40, height: 40)
                    .scaleEffect(scale)
                    .opacity(shown ? 1 : 0.2)
                    .onAppear {
                        Task {
                            try await Task.sleep(nanoseconds: 500_000_000)
                            withAnimation(.linear(duration: 0.5)) { scale = 2 }
                            try? await Task.sleep(for: .seconds(0.25))
                            try await Task.sleep(for: .milliseconds(250))
                            shown = true
                        }
                    }
            }
        }
        """

    /// By hand: the changes at 0.5 s and at 0.5 + 0.25 + 0.25 = 1 s.
    static let pulseByHand = """
        {"state": {"scale": 1, "shown": false},
         "body": {"type": "Circle", "modifiers": [{"frame": {"width": 40, "height": 40}}, {"scaleEffect": "scale"},
                  {"opacity": "shown ? 1 : 0.2"}]},
         "timeline": [{"at": 0.5, "set": {"scale": 2}, "withAnimation": {"linear": {"duration": 0.5}}},
                      {"at": 1, "set": {"shown": true}}]}
        """

    @Test func sleepsInATaskAddUpToTimelineTimes() throws {
        let (json, warnings) = try ImportComparison.scene(Self.pulse)
        #expect(warnings.isEmpty)
        #expect(json.contains(#""timeline": [{"at": 0.5, "set": {"scale": 2}, "withAnimation": {"linear": {"duration": 0.5}}}, {"at": 1, "set": {"shown": true}}]"#))
        #expect(!json.contains("onAppear"))
        #expect(try ImportComparison.drawsTheSame(Self.pulse, as: Self.pulseByHand, at: [0.4, 0.75, 1.2]))
    }

    @Test func taskModifierIsAnAsyncOnAppear() throws {
        // The same sleeps in `.task { … }`, whose body is async: no Task needed.
        let direct = """
            struct Pulse: View {
                @State private var scale = 1.0
                @State private var shown = false
                var body: some View {
                    Circle()
                        .frame(width: 40, height: 40)
                        .scaleEffect(scale)
                        .opacity(shown ? 1 : 0.2)
                        .task(priority: .high) {
                            try? await Task.sleep(nanoseconds: 500_000_000)
                            withAnimation(.linear(duration: 0.5)) { scale = 2 }
                            try? await Task.sleep(for: .seconds(0.25))
                            try? await Task.sleep(for: .milliseconds(250))
                            shown = true
                        }
                }
            }
            """
        #expect(try ImportComparison.scene(direct).json == ImportComparison.scene(Self.pulse).json)
        #expect(try ImportComparison.drawsTheSame(direct, as: Self.pulseByHand, at: [0.4, 0.75, 1.2]))
    }

    @Test func aTaskRunsAfterTheRestOfItsAction() throws {
        // In Swift the Task's body starts once the action has returned: `b = 2` is the first
        // update, the Task's `a = 1` the second; after the sleep, `c` at 0.3 s past the tap.
        let source = """
            struct Steps: View {
                @State private var a = 0
                @State private var b = 0
                @State private var c = 0
                var body: some View {
                    VStack {
                        Text("\\(a) \\(b) \\(c)")
                        Button("Go") {
                            Task {
                                a = 1
                                try await Task.sleep(for: .seconds(0.3))
                                c = 3
                            }
                            b = 2
                        }
                    }
                }
            }
            """
        var options = ImportOptions()
        options.taps = [.init(label: "Go", time: 1)]
        let (json, warnings) = try ImportComparison.scene(source, options)
        #expect(warnings == ["8:13: warning: Button is not drawn (Zoetrope draws no controls)"])
        #expect(json.hasSuffix(#""timeline": [{"at": 1, "set": {"b": 2}}, {"at": 1, "set": {"a": 1}}, {"at": 1.3, "set": {"c": 3}}]}"#))
    }

    @Test func sleepOutsideATaskSaysToWrapIt() {
        let source = """
            struct V: View {
                @State private var x = 0.0
                var body: some View {
                    Text("x").opacity(x).onAppear {
                        try? await Task.sleep(nanoseconds: 1_000_000)
                        x = 1
                    }
                }
            }
            """
        #expect(ImportComparison.errors(source) == [
            "5:13: error: Task.sleep is only supported in an async closure; wrap it and the changes after it in Task { … } (or use .task { … })",
        ])
    }

    @Test func unsupportedSleepsAndTaskIdSayWhatToWrite() {
        let source = """
            struct V: View {
                @State private var x = 0.0
                var body: some View {
                    Text("x").opacity(x)
                        .task(id: x) { x = 1 }
                        .onAppear {
                            Task {
                                try await Task.sleep(until: .now + .seconds(1), clock: .continuous)
                                try await Task.sleep(for: .seconds(delay))
                                try await Task.sleep(nanoseconds: -5)
                                try await Task.sleep(for: .seconds(1e400))
                                try await Task.sleep(nanoseconds: 9_223_372_036_854_775_807)
                            }
                        }
                }
            }
            """
        #expect(ImportComparison.errors(source) == [
            "5:19: error: '.task(id:)' is not supported; write .onAppear { … } and .onChange(of: x) { … } with the same changes (Task { … } around the sleeps)",
            "8:42: error: Task.sleep's 'until:' is not supported; write Task.sleep(nanoseconds: 500_000_000) or Task.sleep(for: .seconds(0.5)) with a literal number",
            "9:47: error: the sleep must be .seconds(n), .milliseconds(n), .microseconds(n) or .nanoseconds(n) with a literal number, not negative, at most 1000000000 s",
            "10:55: error: the sleep must be a literal number of nanoseconds, not negative, at most 1000000000 s; write Task.sleep(nanoseconds: 500_000_000) or Task.sleep(for: .seconds(0.5)) with a literal number",
            // 1e400 seconds is infinite as a Double; 2^63 − 1 ns is about 9.2e9 s.
            "11:47: error: the sleep must be .seconds(n), .milliseconds(n), .microseconds(n) or .nanoseconds(n) with a literal number, not negative, at most 1000000000 s",
            "12:55: error: the sleep must be a literal number of nanoseconds, not negative, at most 1000000000 s; write Task.sleep(nanoseconds: 500_000_000) or Task.sleep(for: .seconds(0.5)) with a literal number",
        ])
    }

    @Test func sleepInAViewAddedLaterCantBeTimed() {
        let source = """
            struct V: View {
                @State private var on = false
                @State private var x = 0.0
                var body: some View {
                    if on {
                        Text("x").opacity(x).task {
                            try? await Task.sleep(for: .seconds(1))
                            x = 1
                        }
                    }
                }
            }
            """
        #expect(ImportComparison.errors(source) == [
            #"6:39: error: Task.sleep in .task is only supported for a view of the top-level view that is there from the start (not in an 'if', a ForEach or a view with parameters); write the change as '--at SECONDS "statement"'"#,
        ])
    }
}
