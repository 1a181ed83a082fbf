import SwiftImport
import Testing

/// Optional `@State` (`String? = nil` is a state that starts as `null`) and `if let` in view
/// builders and actions.
@Suite struct IfLetImportTests {
    static let picker = """
        struct Picker2: View {
            @State private var picked: String? = nil
            @State private var length = 0.0
            var body: some View {
                VStack {
                    if let name = picked {
                        Text("Picked \\(name)")
                    } else {
                        Text("Nothing yet")
                    }
                    Rectangle().frame(width: length * 10, height: 8)
                }
                .onAppear {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        picked = "Ada"
                    }
                }
                Button("Measure") {
                    if let name = picked {
                        withAnimation { length = Double(name.count) }
                    } else {
                        length = 1
                    }
                }
            }
        }
        """

    /// By hand: "Ada" is picked at 0.5 s; the tap at 1 s takes the `then` branch, so `length`
    /// becomes "Ada".count = 3 and the bar grows to 3 × 10 = 30 points with the default
    /// animation. The else branch's update (which changes nothing then) is there too: the
    /// timeline can't branch (docs/deviations.md).
    static let pickerByHand = #"""
        {"state": {"picked": null, "length": 0},
         "body": {"type": "VStack", "children": [
           {"type": "If", "condition": "picked != nil", "then": {"type": "Text", "text": "Picked \\(picked)"},
            "else": {"type": "Text", "text": "Nothing yet"}},
           {"type": "Rectangle", "modifiers": [{"frame": {"width": "length * 10", "height": 8}}]}]},
         "timeline": [{"at": 0.5, "set": {"picked": "'Ada'"}},
                      {"at": 1, "set": {"length": 3}, "withAnimation": "default"},
                      {"at": 1, "set": {"length": "picked != nil ? length : 1"}}]}
        """#

    @Test func ifLetInAViewAndAnAction() throws {
        var options = ImportOptions()
        options.taps = [.init(label: "Measure", time: 1)]
        let (json, _) = try ImportComparison.scene(Self.picker, options)
        #expect(json.hasPrefix(#"{"state": {"picked": null, "length": 0.0}, "body": {"type": "VStack", "children": [{"type": "If", "condition": "picked != nil", "then": {"type": "Text", "text": "Picked \\(picked)"}, "else": {"type": "Text", "text": "Nothing yet"}}"#))
        #expect(json.contains(#"{"at": 0.5, "set": {"picked": "'Ada'"}}"#))
        // Each branch's change is its own update, choosing on the condition read before it.
        #expect(json.hasSuffix(#"{"at": 1, "set": {"length": "(picked != nil) ? ((picked.count)) : length"}, "withAnimation": "default"}, {"at": 1, "set": {"length": "(picked != nil) ? length : 1"}}]}"#))
        #expect(try ImportComparison.drawsTheSame(Self.picker, as: Self.pickerByHand, options, at: [0.2, 0.6, 1.1, 2]))
    }

    @Test func anIfThatOnlyChangesStateIsOneUpdate() throws {
        // Both branches write `picked`: one update choosing between the two values, with the
        // condition read before the update (as Swift's `if` runs before the assignment).
        let source = """
            struct Swap: View {
                @State private var picked: String?
                @State private var taps = 0
                var body: some View {
                    Text(picked ?? "none")
                    Button("Swap") {
                        taps += 1
                        if picked != nil {
                            picked = nil
                        } else {
                            picked = "Bo"
                        }
                    }
                }
            }
            """
        var options = ImportOptions()
        options.taps = [.init(label: "Swap", time: 1)]
        #expect(ImportComparison.errors(source, options).first == "5:21: error: the operator '??' is not supported in expressions; Zoetrope has + - * / % == != < <= > >= && || ! and ?:")
        let imported = source.replacingOccurrences(of: #"Text(picked ?? "none")"#, with: #"Text(picked != nil ? "some" : "none")"#)
        let (json, _) = try ImportComparison.scene(imported, options)
        #expect(json.hasSuffix(#""timeline": [{"at": 1, "set": {"taps": "taps + 1", "picked": "(picked != nil) ? nil : ('Bo')"}}]}"#))
    }

    @Test func severalConditionsAndTheShorthand() throws {
        let source = """
            struct V: View {
                @State private var picked: String? = nil
                var body: some View {
                    if let picked, picked.count > 2 {
                        Text(picked)
                    }
                }
            }
            """
        #expect(try ImportComparison.scene(source).json == #"""
            {"state": {"picked": null}, "body": {"type": "If", "condition": "(picked != nil) && (picked.count > 2)", "then": {"type": "Text", "text": "\\(picked)"}}}
            """#)
    }

    @Test func whatIfLetCantSay() {
        let source = """
            struct V: View {
                @State private var name: String = nil
                @State private var picked: Int? = nil
                var body: some View {
                    VStack {
                        if case .some(let x) = picked { Text("\\(x)") }
                        if var p = picked { Text("\\(p)") }
                    }
                }
            }
            """
        #expect(ImportComparison.errors(source) == [
            "2:24: error: @State 'name' starts as nil, so its type must be optional: '@State private var name: String? = nil'",
            "6:16: error: 'if case' and '#available' are not supported in 'if'; write a condition on state, such as 'if count > 0', or 'if let x = optionalState'",
            "7:16: error: write 'if let name = optional' (one name, 'let')",
        ])
    }
}
