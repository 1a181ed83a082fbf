import SwiftImport
import Testing

/// The parameters of closures SwiftUI passes values to: `onChange`'s new (and old) value and
/// `onTapGesture`'s location.
@Suite struct ClosureParameterImportTests {
    static func counter(_ change: String) -> String {
        """
        struct Counter: View {
            @State private var count = 0
            @State private var doubled = 0
            var body: some View {
                Text("\\(doubled)")
                    .onChange(of: count) \(change)
                    .onTapGesture { count += 1 }
            }
        }
        """
    }

    static func onChange(_ change: String) throws -> String? {
        let options = ImportOptions(taps: [.init(label: "\\(doubled)", time: 1)])
        _ = try SwiftImport.checkedScene(counter(change), options: options) { ImportTestSupport.renderer.check($0) }
        let body = try SwiftImport.translate(counter(change), options: options).scene["body"]
        return body?["modifiers"]?.compactText
    }

    @Test func theNewValueIsTheWatchedValue() throws {
        // The action runs after the change, reading the state then: the new value is `count`.
        let expected = #"[{"onChange": {"of": "count", "perform": [{"set": {"doubled": "count * 2"}}]}}]"#
        #expect(try Self.onChange("{ newValue in doubled = newValue * 2 }") == expected)
        #expect(try Self.onChange("{ oldValue, newValue in doubled = newValue * 2 }") == expected)
        #expect(try Self.onChange("{ _, new in doubled = new * 2 }") == expected)
        #expect(try Self.onChange("{ (old: Int, new: Int) in doubled = new * 2 }") == expected)
        #expect(try Self.onChange("{ _, _ in doubled = count * 2 }") == expected)
        #expect(try Self.onChange("{ doubled = count * 2 }") == expected)
    }

    @Test func theNewValueReadAfterTheActionWritesTheWatchedStateIsAnError() {
        // SwiftUI's `v` is the value before the action's writes; the scene reads `count` for it,
        // which `count = min(v, 10)` has changed by the time `label = "\\(v)"` runs.
        func source(_ action: String) -> String {
            """
            struct Counter: View {
                @State private var count = 0
                @State private var label = ""
                var body: some View {
                    Text(label)
                        .onChange(of: count) { v in \(action) }
                        .onTapGesture { count += 1 }
                }
            }
            """
        }
        func errors(_ action: String) -> [String] { ImportTestSupport.diagnostics(source(action)).filter { $0.contains(": error: ") } }
        #expect(errors(#"count = min(v, 10); label = "\(v)""#)
            == ["6:72: error: 'v' is the value 'count' changed to, before this action's writes, but the scene reads 'count' for it, and 'count' is written first (at 6:41); write what reads 'v' before 'count = min(v, 10)'"])
        // What reads `v` first: one update, which reads `count` before the write.
        #expect(errors(#"label = "\(v)"; count = min(v, 10)"#) == [])
        #expect(errors("count = min(v, 10)") == [])
    }

    /// The errors of a counter whose `onChange(of: count) { v in … }` runs `action` (from 7:41).
    static func counterErrors(_ action: String) -> [String] {
        let source = """
            struct Counter: View {
                @State private var count = 0
                @State private var label = ""
                @State private var flag = false
                var body: some View {
                    Text(label)
                        .onChange(of: count) { v in \(action) }
                        .onTapGesture { count += 1 }
                }
            }
            """
        return ImportTestSupport.diagnostics(source).filter { $0.contains(": error: ") }
    }

    @Test func aWriteInAClosureThroughSelfOrABindingIsSeen() {
        // The write inside `withAnimation { … }` (7:57), `self.count` (7:41): the read of `v`
        // after either reads `count` after the write.
        let errors = Self.counterErrors
        #expect(errors(#"withAnimation { count = min(v, 10) }; label = "\(v)""#)
            == ["7:90: error: 'v' is the value 'count' changed to, before this action's writes, but the scene reads 'count' for it, and 'count' is written first (at 7:57); write what reads 'v' before 'count = min(v, 10)'"])
        #expect(errors(#"self.count = min(v, 10); label = "\(v)""#)
            == ["7:77: error: 'v' is the value 'count' changed to, before this action's writes, but the scene reads 'count' for it, and 'count' is written first (at 7:41); write what reads 'v' before 'self.count = min(v, 10)'"])
        // A completion runs after the animation, so after `label` has read `count`.
        #expect(errors(#"withAnimation { flag.toggle() } completion: { count = 0 }; label = "\(v)""#) == [])
        #expect(errors(#"withAnimation { label = "\(v)" }; count = min(v, 10)"#) == [])
        // `count` is a binding to the caller's `total`: the write to it writes `total`, which
        // the scene reads for `v`.
        let bound = """
            struct Root: View {
                @State private var total = 0
                var body: some View {
                    Limit(count: $total)
                }
            }

            struct Limit: View {
                @Binding var count: Int
                @State private var label = ""
                var body: some View {
                    Text(label)
                        .onChange(of: count) { v in count = min(v, 10); label = "\\(v)" }
                }
            }
            """
        #expect(ImportTestSupport.diagnostics(bound).filter { $0.contains(": error: ") }
            == ["13:72: error: 'v' is the value 'total' changed to, before this action's writes, but the scene reads 'total' for it, and 'count' is written first (at 13:41); write what reads 'v' before 'count = min(v, 10)'"])
    }

    @Test func everyWriteCountsWithWhenItRuns() {
        // Same view as above: the action starts at 7:41.
        let errors = Self.counterErrors
        // The delayed `count = 1` (7:95) runs at 1 s; `count = 2` (7:108) runs at once, before
        // `label` reads `count` (7:130) for `v`: SwiftUI's `v` is the value before both.
        #expect(errors(#"DispatchQueue.main.asyncAfter(deadline: .now() + 1) { count = 1 }; count = 2; label = "\(v)""#)
            == ["7:130: error: 'v' is the value 'count' changed to, before this action's writes, but the scene reads 'count' for it, and 'count' is written first (at 7:108); write what reads 'v' before 'count = 2'"])
        // Written at 1 s (7:95), read at 2 s (7:173).
        #expect(errors(#"DispatchQueue.main.asyncAfter(deadline: .now() + 1) { count = 1 }; DispatchQueue.main.asyncAfter(deadline: .now() + 2) { label = "\(v)" }"#)
            == ["7:173: error: 'v' is the value 'count' changed to, before this action's writes, but the scene reads 'count' for it, and 'count' is written first (at 7:95); write what reads 'v' before 'count = 1'"])
        // Read at 1 s, written at 2 s: `count` still has the new value; read at once, written
        // at 1 s. (The only error left is that of asyncAfter in onChange, Translator+Actions.)
        func newValueErrors(_ action: String) -> [String] { errors(action).filter { $0.contains("'v' is the value") } }
        #expect(newValueErrors(#"DispatchQueue.main.asyncAfter(deadline: .now() + 2) { count = 1 }; DispatchQueue.main.asyncAfter(deadline: .now() + 1) { label = "\(v)" }"#) == [])
        #expect(newValueErrors(#"DispatchQueue.main.asyncAfter(deadline: .now() + 1) { count = 1 }; label = "\(v)""#) == [])
    }

    @Test func aMutatingCallOfTheWatchedStateIsAWrite() {
        // `items.removeAll()` (6:47) writes `items`, which `items.count` reads.
        let source = """
            struct Counter: View {
                @State private var items = [1, 2]
                @State private var label = ""
                var body: some View {
                    Text(label)
                        .onChange(of: items.count) { n in items.removeAll(); label = "\\(n)" }
                }
            }
            """
        #expect(ImportTestSupport.diagnostics(source).filter { $0.contains(": error: ") }
            == ["6:77: error: 'n' is the value 'items.count' changed to, before this action's writes, but the scene reads 'items.count' for it, and 'items' is written first (at 6:47); write what reads 'n' before 'items.removeAll()'"])
        // Read first: one update that reads `items.count` before the write.
        let reordered = source.replacingOccurrences(of: #"items.removeAll(); label = "\(n)""#, with: #"label = "\(n)"; items.removeAll()"#)
        #expect(ImportTestSupport.diagnostics(reordered).filter { $0.contains(": error: ") } == [])
    }

    @Test func aWatchedExpressionIsInParentheses() throws {
        let source = """
            struct Counter: View {
                @State private var count = 0
                @State private var last = 0
                var body: some View {
                    Text("\\(last)")
                        .onChange(of: count + 1) { value in last = value * 2 }
                }
            }
            """
        let body = try SwiftImport.translate(source).scene["body"]
        #expect(body?["modifiers"]?.compactText
            == #"[{"onChange": {"of": "count + 1", "perform": [{"set": {"last": "(count + 1) * 2"}}]}}]"#)
    }

    @Test func theOldValueCantBeRead() {
        #expect(ImportTestSupport.diagnostics(Self.counter("{ old, new in doubled = new - old }")).first
            == "6:64: error: 'old' is the value of 'count' before the change, which the scene's onChange can't read (its action runs after the change, reading the state then); keep the earlier value in a @State of its own, or write '_' for 'old'")
        #expect(ImportTestSupport.diagnostics(Self.counter("{ a, b, c in doubled = 1 }")).first
            == "6:36: error: an onChange action takes the new value, or the old and the new value: .onChange(of: count) { oldValue, newValue in … }")
    }

    @Test func initialAlsoRunsWhenTheViewAppears() throws {
        // SwiftUI runs the action when the view appears too: an onAppear with the same changes.
        let source = Self.counter("{ _, new in doubled = new * 2 }").replacingOccurrences(of: "of: count)", with: "of: count, initial: true)")
        #expect(source.contains("initial: true"))
        _ = try SwiftImport.checkedScene(source, options: ImportOptions()) { ImportTestSupport.renderer.check($0) }
        let body = try SwiftImport.translate(source).scene["body"]
        #expect(body?["modifiers"]?.compactText
            == #"[{"onChange": {"of": "count", "perform": [{"set": {"doubled": "count * 2"}}]}}, {"onAppear": [{"set": {"doubled": "count * 2"}}]}]"#)
        let bad = Self.counter("{ doubled = count * 2 }").replacingOccurrences(of: "of: count)", with: "of: count, initial: flag)")
        #expect(ImportTestSupport.diagnostics(bad).first == "6:43: error: 'initial:' takes true or false")
    }

    @Test func aTapsLocationCantBeRead() throws {
        let source = """
            struct Spot: View {
                @State private var x = 0.0
                var body: some View {
                    Rectangle()
                        .onTapGesture { location in x = location.x }
                        .offset(x: x)
                }
            }
            """
        #expect(ImportTestSupport.diagnostics(source, ImportOptions(taps: [.init(label: "Rectangle", time: 1)])).first
            == "5:45: error: 'location' is the location of the tap, which the scene can't give the action; '--tap' taps a view, not a point: write '.onTapGesture { … }' (or '{ _ in … }')")
        // An unread location is the plain tap.
        let plain = source.replacingOccurrences(of: "x = location.x", with: "x = 10")
        #expect(try TapTargetImportTests.timeline(plain, [("Rectangle", 1)]) == #"[{"at": 1, "set": {"x": 10}}]"#)
    }
}

/// Modifiers whose closures take what the scene can't give: an error saying what to write.
@Suite struct UnsupportedClosureModifierTests {
    @Test func publishersAndLongPressesAreErrors() {
        let source = """
            struct Clock: View {
                @State private var ticks = 0
                var body: some View {
                    Text("\\(ticks)")
                        .onReceive(timer) { _ in ticks += 1 }
                        .onLongPressGesture { ticks = 0 }
                }
            }
            """
        #expect(ImportTestSupport.diagnostics(source) == [
            "5:14: error: '.onReceive' is not supported: publishers are not run; write each change at its time with DispatchQueue.main.asyncAfter in .onAppear, or --at SECONDS 'statement'",
            "6:14: error: '.onLongPressGesture' is not supported: a long press is not run; use .onTapGesture { … } and --tap",
        ])
    }
}
