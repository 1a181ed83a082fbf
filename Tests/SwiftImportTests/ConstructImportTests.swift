import SwiftImport
import Testing

/// Each construct of the subset, translated to the scene JSON that docs/scene-format.md gives
/// for the same SwiftUI; every expected scene also passes the decoder.
@Suite struct ConstructImportTests {
    func scene(_ source: String, _ options: ImportOptions = ImportOptions()) throws -> String {
        let checked = try SwiftImport.checkedScene(source, options: options) { ImportTestSupport.renderer.check($0) }
        #expect(checked.warnings.isEmpty)
        return try SwiftImport.translate(source, options: options).scene.compactText
    }

    @Test func stacksShapesAndModifiers() throws {
        let source = """
            struct Card: View {
                var body: some View {
                    HStack(alignment: .top, spacing: 12) {
                        Circle().fill(.red).frame(width: 40, height: 40)
                        RoundedRectangle(cornerRadius: 8).stroke(Color.blue, lineWidth: 3)
                        Spacer(minLength: 4)
                        Text("Hi").font(.system(size: 20, weight: .bold)).padding(.horizontal, 8).background(.yellow).cornerRadius(6)
                    }
                    .padding()
                    .rotationEffect(.degrees(45), anchor: .topLeading)
                    .scaleEffect(0.5, anchor: .bottom)
                    .opacity(0.8)
                }
            }
            """
        #expect(try scene(source) == #"""
            {"body": {"type": "HStack", "alignment": "top", "spacing": 12, "children": [\#
            {"type": "Circle", "modifiers": [{"fill": "red"}, {"frame": {"width": 40, "height": 40}}]}, \#
            {"type": "RoundedRectangle", "cornerRadius": 8, "modifiers": [{"stroke": {"color": "blue", "lineWidth": 3}}]}, \#
            {"type": "Spacer", "minLength": 4}, \#
            {"type": "Text", "text": "Hi", "modifiers": [{"font": {"size": 20, "weight": "bold"}}, \#
            {"padding": {"edges": "horizontal", "length": 8}}, {"background": "yellow"}, {"cornerRadius": 6}]}], \#
            "modifiers": [{"padding": true}, {"rotationEffect": {"degrees": 45, "anchor": "topLeading"}}, \#
            {"scaleEffect": {"scale": 0.5, "anchor": "bottom"}}, {"opacity": 0.8}]}}
            """#)
    }

    @Test func stateConditionsLoopsAndInterpolation() throws {
        let source = #"""
            struct Inbox: View {
                @State private var count = 3
                @State var showDetail = false
                @State var title: String = "Inbox"
                var body: some View {
                    VStack {
                        Text("\(title): \(count) items")
                        if showDetail && count > 2 {
                            Text("Detail")
                        } else if count == 0 {
                            Text("Empty")
                        } else {
                            Text("Summary").foregroundColor(showDetail ? .red : .secondary)
                        }
                        ForEach(0..<count, id: \.self) { i in
                            Rectangle().frame(width: 10, height: Double(i) * 4 + 2)
                        }
                    }
                }
            }
            """#
        #expect(try scene(source) == #"""
            {"state": {"count": 3, "showDetail": false, "title": "Inbox"}, "body": {"type": "VStack", "children": [\#
            {"type": "Text", "text": "\\(title): \\(count) items"}, \#
            {"type": "If", "condition": "showDetail && count > 2", "then": {"type": "Text", "text": "Detail"}, \#
            "else": {"type": "If", "condition": "count == 0", "then": {"type": "Text", "text": "Empty"}, \#
            "else": {"type": "Text", "text": "Summary", "modifiers": [{"foregroundColor": "showDetail ? red : secondary"}]}}}, \#
            {"type": "ForEach", "data": "0..<count", "id": "self", "as": "i", "content": \#
            {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": "(i) * 4 + 2"}}]}}]}}
            """#)
    }

    @Test func onAppearWithAnimationAndDelayedChangesBecomeActionsAndTimeline() throws {
        let source = """
            struct Intro: View {
                @State private var opacity = 0.0
                @State private var scale = 1.0
                var body: some View {
                    Text("Welcome")
                        .opacity(opacity)
                        .scaleEffect(scale)
                        .onAppear {
                            withAnimation(.easeIn(duration: 1)) { opacity = 1 }
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
                                withAnimation(.spring(response: 0.4, dampingFraction: 0.6)) {
                                    scale = 1.2
                                }
                                opacity = 0.5
                            }
                        }
                }
            }
            """
        #expect(try scene(source) == #"""
            {"state": {"opacity": 0.0, "scale": 1.0}, "body": {"type": "Text", "text": "Welcome", "modifiers": [\#
            {"opacity": "opacity"}, {"scaleEffect": "scale"}, \#
            {"onAppear": [{"set": {"opacity": 1}, "withAnimation": {"easeIn": {"duration": 1}}}]}]}, \#
            "timeline": [{"at": 1.5, "set": {"scale": 1.2}, "withAnimation": {"spring": {"response": 0.4, "dampingFraction": 0.6}}}, \#
            {"at": 1.5, "set": {"opacity": 0.5}}]}
            """#)
    }

    @Test func animationsTransitionsAndTransactions() throws {
        let source = """
            struct Badge: View {
                @State var shown = true
                var body: some View {
                    ZStack(alignment: .topLeading) {
                        if shown {
                            Capsule()
                                .transition(.asymmetric(insertion: .scale.combined(with: .opacity), removal: .move(edge: .leading)))
                        }
                    }
                    .animation(.easeInOut(duration: 0.5).delay(0.2).repeatForever(autoreverses: false), value: shown)
                    .animation(nil)
                    .transaction { $0.animation = .bouncy; $0.disablesAnimations = true }
                }
            }
            """
        #expect(try scene(source) == #"""
            {"state": {"shown": true}, "body": {"type": "ZStack", "alignment": "topLeading", "children": [\#
            {"type": "If", "condition": "shown", "then": {"type": "Capsule", "modifiers": [{"transition": {"asymmetric": \#
            {"insertion": {"combined": ["scale", "opacity"]}, "removal": {"move": {"edge": "leading"}}}}}]}}], \#
            "modifiers": [{"animation": {"curve": {"easeInOut": {"duration": 0.5}, "delay": 0.2, "repeatForever": {"autoreverses": false}}, "value": "shown"}}, \#
            {"animation": null}, {"transaction": {"animation": "bouncy", "disablesAnimations": true}}]}}
            """#)
    }

    /// Options in the order the format applies keys in stay keys; any other chain is the
    /// format's `options` list, in the order written: `.repeatForever().delay(1)` waits once,
    /// `.speed(2).delay(1)` a full second (as keys, both would mean another animation).
    @Test func animationOptionsKeepTheirOrder() throws {
        func curve(_ animation: String) throws -> String {
            let source = """
                struct Pulse: View {
                    @State var on = false
                    var body: some View {
                        Circle().scaleEffect(on ? 1.5 : 1).animation(\(animation), value: on)
                    }
                }
                """
            let json = try scene(source)
            let start = try #require(json.range(of: #""curve": "#)), end = try #require(json.range(of: #", "value""#))
            return String(json[start.upperBound..<end.lowerBound])
        }
        #expect(try curve(".easeInOut.delay(1).speed(2).repeatCount(3)") == #"{"easeInOut": {}, "delay": 1, "speed": 2, "repeatCount": 3}"#)
        #expect(
            try curve(".easeInOut(duration: 0.4).repeatForever(autoreverses: false).delay(1)")
                == #"{"easeInOut": {"duration": 0.4}, "options": [{"repeatForever": {"autoreverses": false}}, {"delay": 1}]}"#)
        #expect(try curve(".linear.speed(2).delay(1)") == #"{"linear": {}, "options": [{"speed": 2}, {"delay": 1}]}"#)
        #expect(
            try curve(".linear.delay(1).delay(2).repeatCount(2).repeatForever()")
                == #"{"linear": {}, "options": [{"delay": 1}, {"delay": 2}, {"repeatCount": 2}, {"repeatForever": true}]}"#)
    }

    @Test func tapsAndStatementsBecomeTimelineEvents() throws {
        let source = """
            struct Counter: View {
                @State private var count = 0
                @State private var isOn = false
                var body: some View {
                    VStack {
                        Text("Count").onTapGesture { count += 2 }
                        Button("Add") {
                            withAnimation { count = count + 1 }
                        }
                        Toggle("Power", isOn: $isOn)
                    }
                }
            }
            """
        var options = ImportOptions()
        options.taps = [.init(label: "Add", time: 1), .init(label: "Count", time: 0.5), .init(label: "Power", time: 2)]
        options.statements = [.init(time: 3, source: "isOn.toggle(); withAnimation(.smooth) { count = 10 }")]
        let translation = try SwiftImport.translate(source, options: options)
        #expect(translation.scene.compactText == #"""
            {"state": {"count": 0, "isOn": false}, "body": {"type": "VStack", "children": [{"type": "Text", "text": "Count"}]}, \#
            "timeline": [{"at": 0.5, "set": {"count": "count + 2"}}, \#
            {"at": 1, "set": {"count": "count + 1"}, "withAnimation": "default"}, \#
            {"at": 2, "set": {"isOn": "!isOn"}}, \#
            {"at": 3, "set": {"isOn": "!isOn"}}, {"at": 3, "set": {"count": 10}, "withAnimation": "smooth"}]}
            """#)
        // Controls are not drawn, and every import says so.
        #expect(translation.warnings.map(\.description) == [
            "7:13: warning: Button is not drawn (Zoetrope draws no controls)",
            "10:13: warning: Toggle is not drawn (Zoetrope draws no controls)",
        ])
    }

    @Test func writesThatReadAnEarlierWriteAreSeparateUpdates() throws {
        let source = """
            struct Sum: View {
                @State var a = 1
                @State var b = 0
                var body: some View {
                    Text("\\(b)").onAppear { a = 5; b = a * 2 }
                }
            }
            """
        #expect(try scene(source) == #"""
            {"state": {"a": 1, "b": 0}, "body": {"type": "Text", "text": "\\(b)", "modifiers": [\#
            {"onAppear": [{"set": {"a": 5}}, {"set": {"b": "a * 2"}}]}]}}
            """#)
    }

    @Test func numberLiteralsBecomeJSONNumbers() throws {
        let source = """
            struct A: View {
                var body: some View {
                    Rectangle().frame(width: 1_000, height: 0x10).offset(x: 1e2, y: -2.50).opacity(007)
                }
            }
            """
        #expect(try scene(source) == #"""
            {"body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 1000, "height": 16}}, \#
            {"offset": {"x": 1e2, "y": -2.50}}, {"opacity": 7}]}}
            """#)
    }

    @Test func customViewsWithParametersBecomeComponents() throws {
        let source = #"""
            struct Row: View {
                let title: String
                var size: Double = 40
                @State private var pressed = false
                var body: some View {
                    Text("\(title)!").frame(width: size * 2)
                }
            }

            struct List: View {
                @State var count = 2
                var body: some View {
                    VStack {
                        Row(title: "First")
                        Row(title: "Count \(count)", size: 10)
                    }
                }
            }
            """#
        #expect(try scene(source) == #"""
            {"state": {"count": 2}, "components": {"Row": {"params": {"title": "", "size": 40}, "state": {"pressed": false}, \#
            "body": {"type": "Text", "text": "\\(title)!", "modifiers": [{"frame": {"width": "size * 2"}}]}}}, \#
            "body": {"type": "VStack", "children": [{"type": "Row", "title": "First"}, \#
            {"type": "Row", "title": "Count \\(count)", "size": 10}]}}
            """#)
    }
}
