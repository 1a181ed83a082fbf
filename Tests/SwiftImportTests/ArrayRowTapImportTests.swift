import Foundation
import Layout
import SwiftImport
import Testing
import Views

/// A tap on a Button inside a component used in a `ForEach` over an array (or over a range from
/// a name) that changes the component's own `@State`: `Label#2` taps the row that is second
/// when the tap runs, and, as SwiftUI keeps a row's state by its element's identity, that state
/// stays with the element however the rows move afterwards.
@Suite struct ArrayRowTapImportTests {
    /// Rows of `Row`s whose Button flips `on`, in `withAnimation\(animation)` (at once for nil).
    static func rows(_ animation: String? = "", data: String = "items", id: String = ", id: \\.self", state: String = "@State private var items = [1, 2, 3]") -> String {
        """
        struct Root: View {
            \(state)
            var body: some View {
                HStack {
                    ForEach(\(data)\(id)) { item in
                        Row(title: "Flip")
                    }
                }
            }
        }

        struct Row: View {
            let title: String
            @State private var on = false
            var body: some View {
                VStack {
                    Button(title) { \(animation.map { "withAnimation\($0) { on.toggle() }" } ?? "on.toggle()") }
                    Rectangle().frame(width: 10, height: 10).scaleEffect(on ? 2 : 1)
                }
            }
        }
        """
    }

    /// The scene's timeline, compact.
    static func timeline(_ source: String, _ taps: KeyValuePairs<String, Double>) throws -> String? {
        try SwiftImport.translate(source, options: ImportOptions(taps: taps.map { ImportOptions.Tap(label: $0.key, time: $0.value) })).scene["timeline"]?.compactText
    }

    /// The scale of each Rectangle at `time`, in the order of the rows then.
    static func scales(_ source: String, taps: [(String, Double)], statements: [(Double, String)] = [], at time: Double) throws -> [Double] {
        let options = ImportOptions(
            taps: taps.map { ImportOptions.Tap(label: $0.0, time: $0.1) }, statements: statements.map { .init(time: $0.0, source: $0.1) })
        let json = try SwiftImport.translate(source, options: options).json
        return try ImportTestSupport.scales(json, at: time)
    }

    @Test func theTappedRowKeepsItsStateWhenTheRowsMove() throws {
        let source = Self.rows()
        // The tap keeps the identity of the second row's element (`items[1]`, read before the
        // update) in `_tap1row`; the use passes the counter to the row whose element it is.
        let json = try ImportTestSupport.json(source, ImportOptions(taps: [.init(label: "Flip#2", time: 1)]))
        #expect(json.contains(#""state": {"items": [1, 2, 3], "_tap1": 0, "_tap1row": null}"#))
        #expect(json.contains(#""title": "Flip","#) && json.contains(#""_tap1": "_tap1row != nil && item == _tap1row ? _tap1 : 0""#))
        #expect(try Self.timeline(source, ["Flip#2": 1]) == #"[{"at": 1, "set": {"_tap1": "_tap1 + 1", "_tap1row": "items[1]"}, "withAnimation": "default"}]"#)
        // Items 1, 2, 3; "Flip#2" at 1 flips item 2. At 2 a 0 comes first: item 2 is the third
        // row and keeps its state. "Flip#2" at 3 is item 1 now. At 4 the rows are 3, 2, 1.
        let taps = [("Flip#2", 1.0), ("Flip#2", 3.0)]
        let moves = [(2.0, "items = [0, 1, 2, 3]"), (4.0, "items = [3, 2, 1]")]
        #expect(try Self.scales(source, taps: taps, statements: moves, at: 0.9) == [1, 1, 1])
        #expect(try Self.scales(source, taps: taps, statements: moves, at: 1.9) == [1, 2, 1])
        #expect(try Self.scales(source, taps: taps, statements: moves, at: 2.9) == [1, 1, 2, 1])
        #expect(try Self.scales(source, taps: taps, statements: moves, at: 3.9) == [1, 2, 2, 1])
        #expect(try Self.scales(source, taps: taps, statements: moves, at: 4.9) == [1, 2, 2])
    }

    @Test func theRowAnimatesWithTheActionsAnimation() throws {
        // `.default` is a spring of response 0.55, damping fraction 1: λ = 2π / 0.55 = 11.42397,
        // progress 1 − e^(−λt)(1 + λt); 0.2 s after the tap λt = 2.284795, e^(−λt) = 0.101797,
        // progress 1 − 0.101797 · 3.284795 = 0.665624.
        let scales = try Self.scales(Self.rows(), taps: [("Flip#3", 0.5)], at: 0.7)
        #expect(scales.count == 3 && scales[0] == 1 && scales[1] == 1 && abs(scales[2] - 1.665624) < 1e-5)
        // linear over 1 s, a quarter in: 1.25.
        let linear = try Self.scales(Self.rows("(.linear(duration: 1))"), taps: [("Flip#1", 0.5)], at: 0.75)
        #expect(linear.count == 3 && abs(linear[0] - 1.25) < 1e-9 && linear[1] == 1 && linear[2] == 1)
    }

    @Test func anIdentifiableElementIsToldByItsIdAndAnIdKeyPathByThatField() throws {
        let identifiable = """
            struct Root: View {
                @State private var todos = [Todo(id: 7, title: "a"), Todo(id: 9, title: "b")]
                var body: some View {
                    HStack {
                        ForEach(todos) { todo in
                            Row(title: "Flip")
                        }
                    }
                }
            }

            struct Todo: Identifiable {
                var id: Int
                var title: String
            }

            struct Row: View {
                let title: String
                @State private var on = false
                var body: some View {
                    VStack {
                        Button(title) { on.toggle() }
                        Rectangle().frame(width: 10, height: 10).scaleEffect(on ? 2 : 1)
                    }
                }
            }
            """
        let json = try ImportTestSupport.json(identifiable, ImportOptions(taps: [.init(label: "Flip#2", time: 1)]))
        #expect(json.contains(#""_tap1": "_tap1row != nil && todo.id == _tap1row ? _tap1 : 0""#))
        #expect(json.contains(#""set": {"_tap1": "_tap1 + 1", "_tap1row": "todos[1].id"}"#))
        #expect(try Self.scales(identifiable, taps: [("Flip#2", 1)], at: 1) == [1, 2])
        // `id: \.title`: the title.
        let keyed = identifiable.replacingOccurrences(of: "ForEach(todos)", with: "ForEach(todos, id: \\.title)")
        let keyedJSON = try ImportTestSupport.json(keyed, ImportOptions(taps: [.init(label: "Flip#1", time: 1)]))
        #expect(keyedJSON.contains(#""_tap1": "_tap1row != nil && todo.title == _tap1row ? _tap1 : 0""#))
        #expect(keyedJSON.contains(#""_tap1row": "todos[0].title""#))
        #expect(try Self.scales(keyed, taps: [("Flip#1", 1)], at: 1) == [2, 1])
    }

    @Test func aRangeFromANameIsToldByTheTappedValue() throws {
        let source = Self.rows(nil, data: "start..<start + 3", id: "", state: "@State private var start = 1")
        // Rows 1, 2, 3: "Flip#2" is the row whose value is `start + 1` when tapped, 2. After
        // `start = 0` the rows are 0, 1, 2 and 2 is the third.
        let json = try ImportTestSupport.json(source, ImportOptions(taps: [.init(label: "Flip#2", time: 1)]))
        #expect(json.contains(#""_tap1": "_tap1row != nil && item == _tap1row ? _tap1 : 0""#))
        #expect(json.contains(#""_tap1row": "(start + 1)""#))
        let moves = [(2.0, "start = 0")]
        #expect(try Self.scales(source, taps: [("Flip#2", 1)], statements: moves, at: 1.5) == [1, 2, 1])
        #expect(try Self.scales(source, taps: [("Flip#2", 1)], statements: moves, at: 2.5) == [1, 1, 2])
    }

    @Test func aRowInANestedForEachAndThroughAComponentIsReached() throws {
        // The rows of an array, each with two rows of a range: the use compares both.
        let nested = Self.rows(nil, data: "items", state: "@State private var items = [1, 2]")
            .replacingOccurrences(of: "Row(title: \"Flip\")", with: "ForEach(0..<2) { j in Row(title: \"Flip\") }")
        let json = try ImportTestSupport.json(nested, ImportOptions(taps: [.init(label: "Flip#2#2", time: 1)]))
        #expect(json.contains(#""_tap1": "j == 1 && _tap1row != nil && item == _tap1row ? _tap1 : 0""#))
        #expect(try Self.scales(nested, taps: [("Flip#2#2", 1)], at: 1) == [1, 1, 1, 2])
        // A Card in each row holds the Row: the Card's use compares, the Row's use passes it on.
        let carded = Self.rows(nil, state: "@State private var items = [1, 2]").replacingOccurrences(of: "Row(title: \"Flip\")", with: "Card()")
            + "\n\nstruct Card: View {\n    var body: some View {\n        Row(title: \"Flip\")\n    }\n}\n"
        let cardJSON = try ImportTestSupport.json(carded, ImportOptions(taps: [.init(label: "Flip#1", time: 1)]))
        #expect(cardJSON.contains(#"{"type": "Card", "_tap1": "_tap1row != nil && item == _tap1row ? _tap1 : 0"}"#))
        #expect(cardJSON.contains(#"{"type": "Row", "title": "Flip", "_tap1": "_tap1"}"#))
        #expect(try Self.scales(carded, taps: [("Flip#1", 1)], at: 1) == [2, 1])
    }

    @Test func aDelayedWriteReachesTheRowTappedNotTheRowThere() throws {
        // The write 1 s after the tap goes to the element tapped (item 2), though by then a 0
        // comes first and the second row is item 1: the tap's first update keeps the identity.
        let source = Self.rows(nil).replacingOccurrences(
            of: "{ on.toggle() }", with: "{ DispatchQueue.main.asyncAfter(deadline: .now() + 1) { on.toggle() } }")
        #expect(try Self.timeline(source, ["Flip#2": 1]) == #"[{"at": 1, "set": {"_tap1row": "items[1]"}}, {"at": 2, "set": {"_tap1": "_tap1 + 1"}}]"#)
        let moves = [(1.5, "items = [0, 1, 2, 3]")]
        #expect(try Self.scales(source, taps: [("Flip#2", 1)], statements: moves, at: 1.9) == [1, 1, 1, 1])
        #expect(try Self.scales(source, taps: [("Flip#2", 1)], statements: moves, at: 2.5) == [1, 1, 2, 1])
    }

    @Test func aLiteralArraysRowIsItsElement() throws {
        // The rows of literal data never move: the use compares with the element itself, and a
        // row past the end is an error, as for a literal range.
        let source = Self.rows(nil, data: #"["a", "b", "c"]"#, state: "")
        #expect(try ImportTestSupport.json(source, ImportOptions(taps: [.init(label: "Flip#3", time: 1)])).contains(#""_tap1": "item == 'c' ? _tap1 : 0""#))
        #expect(try Self.timeline(source, ["Flip#3": 1]) == #"[{"at": 1, "set": {"_tap1": "_tap1 + 1"}}]"#)
        #expect(try Self.scales(source, taps: [("Flip#3", 1)], at: 1) == [1, 1, 2])
        #expect(ImportTestSupport.diagnostics(source, ImportOptions(taps: [.init(label: "Flip#4", time: 1)])).filter { $0.contains(": error: ") }
            == [#"17:13: error: --tap "Flip#4": row 4 of ForEach(['a', 'b', 'c']), which has 3 rows"#])
    }

    @Test func aTapPastTheEndIsNoRowEvenOfNilElements() throws {
        // At 0.5 the rows become a, nil, b. `Flip#5` of three rows keeps `items[4]`, nil: no
        // row is that tap's, not even the nil element's (its identity is nil too): every scale
        // stays 1.
        let source = Self.rows(nil, state: #"@State private var items: [String?] = ["a", "b"]"#)
        let withNil = [(0.5, #"items = ["a", nil, "b"]"#)]
        #expect(try Self.timeline(source, ["Flip#5": 1]) == #"[{"at": 1, "set": {"_tap1": "_tap1 + 1", "_tap1row": "items[4]"}}]"#)
        #expect(try Self.scales(source, taps: [("Flip#5", 1)], statements: withNil, at: 1.5) == [1, 1, 1])
        // `Flip#3` keeps "b": the third row flips.
        #expect(try Self.scales(source, taps: [("Flip#3", 1)], statements: withNil, at: 1.5) == [1, 1, 2])
    }

    @Test func anArrayOfStringsWithoutIdIsToldByItsElements() throws {
        // The format identifies strings by themselves (no `id:`), and so does the tap:
        // `item == _tap1row`, not `item.id` (nil for every row). "Flip#2" flips "b"; at 2 "z"
        // comes first and "b" is the third row.
        let source = Self.rows(nil, id: "", state: #"@State private var items = ["a", "b", "c"]"#)
        #expect(try ImportTestSupport.json(source, ImportOptions(taps: [.init(label: "Flip#2", time: 1)]))
            .contains(#""_tap1": "_tap1row != nil && item == _tap1row ? _tap1 : 0""#))
        let moves = [(2.0, #"items = ["z", "a", "b", "c"]"#)]
        #expect(try Self.scales(source, taps: [("Flip#2", 1)], at: 1.5) == [1, 2, 1])
        #expect(try Self.scales(source, taps: [("Flip#2", 1)], statements: moves, at: 2.5) == [1, 1, 2, 1])
    }

    @Test func aLiteralArrayThatReadsANameKeepsTheTappedElement() throws {
        // `[count, 5]` with count 1: "Flip#1" keeps `count` as it is then (1), not `item ==
        // count`, which would follow `count`. At 2 count is 7: rows 7, 5, and no row is 1's.
        let source = Self.rows(nil, data: "[count, 5]", state: "@State private var count = 1")
        #expect(try Self.timeline(source, ["Flip#1": 1]) == #"[{"at": 1, "set": {"_tap1": "_tap1 + 1", "_tap1row": "count"}}]"#)
        #expect(try Self.scales(source, taps: [("Flip#1", 1)], at: 1.5) == [2, 1])
        #expect(try Self.scales(source, taps: [("Flip#1", 1)], statements: [(2.0, "count = 7")], at: 2.5) == [1, 1])
    }

    @Test func aKeptRowPastTheExpressionLimitIsAnErrorAtTheUse() {
        // A state named with 998 letters: the data `x…x` fits the limit of 1000, the kept row
        // `x…x[1]` (1001 characters) doesn't; the error is at the use, `Row(title:)` at 6:17.
        let name = String(repeating: "x", count: 998)
        let source = Self.rows(nil, data: name, state: "@State private var \(name) = [1, 2, 3]")
        let options = ImportOptions(taps: [.init(label: "Flip#2", time: 1)])
        do {
            _ = try SwiftImport.checkedScene(source, options: options) { ImportTestSupport.renderer.check($0) }
            Issue.record("imported")
        } catch {
            #expect(error.diagnostics.map(\.description).filter { $0.contains(": error: ") }
                == ["6:17: error: expression is 1001 characters long; the limit is 1000 [expression_too_long] (scene /timeline/0/set/_tap1row)"])
        }
    }

    @Test func theCountersAndKeptRowsTakeFreeNames() throws {
        // `_tap1row` is the view's own state: the counter is `_tap2` and keeps the row in `_tap2row`.
        let source = Self.rows(state: "@State private var items = [1, 2, 3]\n    @State private var _tap1row = 0")
        let json = try ImportTestSupport.json(source, ImportOptions(taps: [.init(label: "Flip#2", time: 1)]))
        #expect(json.contains(#""state": {"items": [1, 2, 3], "_tap1row": 0, "_tap2": 0, "_tap2row": null}"#))
        #expect(json.contains(#""_tap2": "_tap2row != nil && item == _tap2row ? _tap2 : 0""#))
        // Each tap on an array's row has its own counter: two on one row are two counters.
        let twice = try ImportTestSupport.json(Self.rows(), ImportOptions(taps: [.init(label: "Flip#2", time: 1), .init(label: "Flip#2", time: 2)]))
        #expect(twice.contains(#""_tap1": "_tap1row != nil && item == _tap1row ? _tap1 : 0","#) && twice.contains(#""_tap2": "_tap2row != nil && item == _tap2row ? _tap2 : 0""#))
        #expect(try Self.scales(Self.rows(nil), taps: [("Flip#2", 1), ("Flip#2", 2)], at: 1.5) == [1, 2, 1])
        #expect(try Self.scales(Self.rows(nil), taps: [("Flip#2", 1), ("Flip#2", 2)], at: 2.5) == [1, 1, 1])
    }

    @Test func manyTapsOnRowsAreTheDepthLimitAtTheComponentsBody() {
        // Each tap on an array's row adds an onChange to Row's body root (the VStack at 16:9): 100
        // of them make it HStack, ForEach, the instance, the VStack and 100 modifiers = 104 levels.
        let source = Self.rows(nil)
        let options = ImportOptions(taps: (1...100).map { ImportOptions.Tap(label: "Flip#\($0 % 3 + 1)", time: Double($0)) })
        do {
            _ = try SwiftImport.checkedScene(source, options: options) { ImportTestSupport.renderer.check($0) }
            Issue.record("100 taps imported")
        } catch {
            #expect(error.diagnostics.map(\.description).filter { $0.contains(": error: ") }
                == ["16:9: error: views and modifiers are nested 104 deep (this view has 100 modifiers), more than the limit of 64 [limit_exceeded] (scene /components/Row/body/modifiers)"])
        }
    }

    @Test func anElementTheTimelineCantKeepIsAnError() {
        // The ForEach is in a component's body: its data is the component's, not the scene's.
        let inComponent = """
            struct Root: View {
                var body: some View {
                    Names(names: ["a", "b"])
                }
            }

            struct Names: View {
                let names: [String]
                var body: some View {
                    VStack {
                        ForEach(names, id: \\.self) { name in
                            Row(title: "Go")
                        }
                    }
                }
            }

            struct Row: View {
                let title: String
                @State private var on = false
                var body: some View {
                    Button(title) { on.toggle() }
                }
            }
            """
        #expect(ImportTestSupport.diagnostics(inComponent, ImportOptions(taps: [.init(label: "Go#1", time: 1)])).first
            == "22:25: error: a tap can't yet change 'on', the own state of 'Row', when 'Row' is used in ForEach(names) in the body of 'Names' (the tapped row's element is one of its values, which the scene's timeline can't keep); keep the state in the view with the ForEach and pass a closure that changes it ('let onTap: () -> Void'), or loop over a range with a literal lower bound ('ForEach(0..<n)')")
        // The inner ForEach's data reads the outer one's element.
        let nested = """
            struct Root: View {
                @State private var groups = [[1, 2], [3]]
                var body: some View {
                    ForEach(0..<2) { g in
                        ForEach(groups[g], id: \\.self) { n in
                            Row(title: "Go")
                        }
                    }
                }
            }

            struct Row: View {
                let title: String
                @State private var on = false
                var body: some View {
                    Button(title) { on.toggle() }
                }
            }
            """
        #expect(ImportTestSupport.diagnostics(nested, ImportOptions(taps: [.init(label: "Go#1#2", time: 1)])).first
            == "16:25: error: a tap can't yet change 'on', the own state of 'Row', when 'Row' is used in ForEach(groups[g]), whose data reads 'g', the element of an enclosing ForEach (the timeline can't keep the tapped row's element); keep the state in the view with the ForEach and pass a closure that changes it ('let onTap: () -> Void'), or loop over a range with a literal lower bound ('ForEach(0..<n)')")
    }
}
