import SwiftImport
import Testing

/// `@Binding`: a view given `$state` reads and writes the state of the view that uses it. It is
/// written in place at each use, its binding standing for that state.
@Suite struct BindingImportTests {
    static let settings = """
        struct ToggleRow: View {
            @Binding var isOn: Bool
            let title: String
            var body: some View {
                HStack {
                    Text(title)
                        .onTapGesture { isOn.toggle() }
                    Indicator(lit: $isOn)
                }
            }
        }

        struct Indicator: View {
            @Binding var lit: Bool
            var body: some View {
                Circle()
                    .fill(lit ? Color.green : Color.gray)
                    .frame(width: 20, height: 20)
                Toggle("Switch", isOn: $lit)
            }
        }

        struct Settings: View {
            @State private var wifi = false
            @State private var sound = true
            var body: some View {
                VStack {
                    ToggleRow(isOn: $wifi, title: "Wi-Fi")
                    ToggleRow(isOn: $sound, title: "Sound")
                    Text(wifi ? "online" : "offline")
                }
                .animation(.easeInOut, value: wifi)
            }
        }
        """

    /// By hand: each row reads its own state; the tap on "Wi-Fi" at 0.5 s flips `wifi`, and the
    /// Toggle (the first "Switch", in the Wi-Fi row) at 1 s flips it back.
    static let settingsByHand = #"""
        {"state": {"wifi": false, "sound": true},
         "body": {"type": "VStack", "children": [
           {"type": "HStack", "children": [{"type": "Text", "text": "Wi-Fi"},
             {"type": "Circle", "modifiers": [{"fill": "wifi ? green : gray"}, {"frame": {"width": 20, "height": 20}}]}]},
           {"type": "HStack", "children": [{"type": "Text", "text": "Sound"},
             {"type": "Circle", "modifiers": [{"fill": "sound ? green : gray"}, {"frame": {"width": 20, "height": 20}}]}]},
           {"type": "Text", "text": "\\(wifi ? 'online' : 'offline')"}],
           "modifiers": [{"animation": {"curve": "easeInOut", "value": "wifi"}}]},
         "timeline": [{"at": 0.5, "set": {"wifi": "!wifi"}}, {"at": 1, "set": {"wifi": "!wifi"}}]}
        """#

    @Test func bindingsReadAndWriteTheCallersState() throws {
        var options = ImportOptions()
        options.taps = [.init(label: "Wi-Fi", time: 0.5), .init(label: "Switch", time: 1)]
        let (json, _) = try ImportComparison.scene(Self.settings, options)
        #expect(json.contains(#"{"type": "Circle", "modifiers": [{"fill": "sound ? green : gray"}"#))
        #expect(json.hasSuffix(#""timeline": [{"at": 0.5, "set": {"wifi": "!wifi"}}, {"at": 1, "set": {"wifi": "!wifi"}}]}"#))
        #expect(try ImportComparison.drawsTheSame(Self.settings, as: Self.settingsByHand, options, at: [0, 0.6, 1.2]))
    }

    @Test func aChildsActionsWriteTheBoundState() throws {
        // The child's Button adds to the parent's `count` through its binding; its own @State
        // (used once) joins the scene's state.
        let source = """
            struct Stepper2: View {
                @Binding var value: Double
                @State private var presses = 0
                var body: some View {
                    Button("More") {
                        withAnimation(.smooth) { value += 10 }
                        presses += 1
                    }
                    Rectangle().frame(width: value, height: 10)
                }
            }

            struct Bar: View {
                @State private var count = 20.0
                var body: some View {
                    Stepper2(value: $count)
                }
            }
            """
        var options = ImportOptions()
        options.taps = [.init(label: "More", time: 0.25)]
        let (json, _) = try ImportComparison.scene(source, options)
        #expect(json == #"""
            {"state": {"count": 20.0, "presses": 0}, "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": "count", "height": 10}}]}, \#
            "timeline": [{"at": 0.25, "set": {"count": "count + 10"}, "withAnimation": "smooth"}, {"at": 0.25, "set": {"presses": "presses + 1"}}]}
            """#)
    }

    @Test func anArrayMutationThroughABindingWritesTheBoundArray() throws {
        // `Editor` is written in place in `Holder`, a component (it has a parameter) whose own
        // `items` the binding stands for: the tap's counter reaches Holder, whose onChange
        // appends to its `items` (not the generic "not supported" error).
        let source = """
            struct Editor: View {
                @Binding var items: [Int]
                var body: some View {
                    Button("Add") { items.append(4) }
                }
            }

            struct Holder: View {
                let title: String
                @State private var items = [1, 2, 3]
                var body: some View {
                    VStack {
                        Editor(items: $items)
                        Text(title)
                    }
                }
            }

            struct Root: View {
                var body: some View {
                    VStack { Holder(title: "A") }
                }
            }
            """
        let options = ImportOptions(taps: [.init(label: "Add", time: 1)])
        #expect(ImportTestSupport.diagnostics(source, options).filter { $0.contains(": error: ") } == [])
        let json = try ImportTestSupport.json(source, options)
        #expect(json.contains(#"{"onChange": {"of": "_tap1", "perform": [{"set": {"items": "append(items, 4)"}}]}}"#))
        #expect(json.contains(#""timeline": [{"at": 1, "set": {"_tap1": "_tap1 + 1"}}]"#))
    }

    @Test func theImportedViewsBindingHasNoState() {
        let source = """
            struct A: View {
                @Binding var isOn: Bool
                var body: some View { Text("x") }
            }
            """
        #expect(ImportComparison.errors(source) == [
            "2:18: error: 'isOn' of 'A', the imported view, is given by the view that uses it; import that view (--view Parent), which passes 'isOn: $state'",
        ])
    }

    @Test func bindingArgumentsMustBeState() {
        let source = """
            struct Row: View {
                @Binding var isOn: Bool
                var body: some View { Text(isOn ? "on" : "off") }
            }
            struct List2: View {
                @State private var on = false
                var body: some View {
                    VStack {
                        Row(isOn: on)
                        Row(isOn: $off)
                        Row()
                    }
                }
            }
            """
        #expect(ImportComparison.errors(source) == [
            "9:23: error: pass a binding to a @State of this view: '$name' (for a constant value, make the property a 'let' parameter)",
            "10:23: error: 'off' is not a @State of this view; bind a '@State var off' declared here",
            "11:13: error: 'Row' needs 'isOn: $state' for its @Binding 'isOn'",
        ])
    }

    @Test func aViewWithBindingAndStateIsUsedOnce() {
        let source = """
            struct Row: View {
                @Binding var isOn: Bool
                @State private var taps = 0
                var body: some View { Text(isOn ? "on" : "off") }
            }
            struct List2: View {
                @State private var a = false
                @State private var b = false
                var body: some View {
                    VStack {
                        Row(isOn: $a)
                        Row(isOn: $b)
                    }
                }
            }
            """
        #expect(ImportComparison.errors(source) == [
            "3:24: error: 'Row' has @Binding and @State; such a view is written in place, so it can be used once, outside a ForEach and a view with parameters (move 'taps' to the view that uses it and pass '$taps')",
        ])
    }

    @Test func seed002CounterControlsChangeTheParentsCount() throws {
        // Seed 002's CounterControlsView as written, used by a view that shows the count.
        let source = """
            struct CounterControlsView: View {
                @Binding var count: Int

                var body: some View {
                    HStack {
                        Button("-") { count -= 1 }
                            .buttonStyle(.bordered)

                        Button("+") { count += 1 }
                            .buttonStyle(.bordered)
                    }
                    .padding()
                }
            }

            struct CounterView: View {
                @State private var count = 0
                var body: some View {
                    VStack {
                        Text("Count: \\(count)")
                        CounterControlsView(count: $count)
                    }
                }
            }
            """
        var options = ImportOptions(width: 200, height: 100)
        options.taps = [.init(label: "+", time: 0.5), .init(label: "+", time: 1), .init(label: "-", time: 1.5)]
        let byHand = #"""
            {"canvas": {"width": 200, "height": 100}, "state": {"count": 0},
             "body": {"type": "VStack", "children": [{"type": "Text", "text": "Count: \\(count)"},
               {"type": "HStack", "children": [], "modifiers": [{"padding": true}]}]},
             "timeline": [{"at": 0.5, "set": {"count": "count + 1"}}, {"at": 1, "set": {"count": "count + 1"}},
                          {"at": 1.5, "set": {"count": "count - 1"}}]}
            """#
        let (json, _) = try ImportComparison.scene(source, options)
        #expect(json.hasSuffix(#""timeline": [{"at": 0.5, "set": {"count": "count + 1"}}, {"at": 1, "set": {"count": "count + 1"}}, {"at": 1.5, "set": {"count": "count - 1"}}]}"#))
        #expect(try ImportComparison.drawsTheSame(source, as: byHand, options, at: [0.25, 0.75, 1.25, 2]))
    }
}
