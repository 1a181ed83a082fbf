import Foundation
@testable import SwiftImport
import Testing

/// `--tap` on views inside `ForEach` rows (`Label#row`) and inside components, whose actions
/// may call closures passed down by the view that uses them.
@Suite struct TapTargetImportTests {
    /// The timeline the taps make, once the scene decoder has accepted the scene.
    static func timeline(_ source: String, _ taps: [(String, Double)]) throws -> String? {
        let options = ImportOptions(taps: taps.map { ImportOptions.Tap(label: $0.0, time: $0.1) })
        _ = try SwiftImport.checkedScene(source, options: options) { ImportTestSupport.renderer.check($0) }
        return try SwiftImport.translate(source, options: options).scene["timeline"]?.compactText
    }

    static let rows = """
        struct Rows: View {
            @State private var selected = -1
            var body: some View {
                VStack {
                    ForEach(0..<3) { i in
                        Button("Row") { selected = i }
                    }
                }
            }
        }
        """

    @Test func aRowOfARangeIsItsNumber() throws {
        // Row 2 of 0..<3 is i = 1.
        #expect(try Self.timeline(Self.rows, [("Row#2", 0.5)]) == #"[{"at": 0.5, "set": {"selected": 1}}]"#)
        #expect(try Self.timeline(Self.rows.replacingOccurrences(of: "0..<3", with: "1...3"), [("Row#3", 1)])
            == #"[{"at": 1, "set": {"selected": 3}}]"#)
    }

    @Test func aRowOfAnArrayIsItsElementWhenTapped() throws {
        let source = """
            struct Prices: View {
                @State private var prices = [10, 20, 30]
                @State private var total = 0
                var body: some View {
                    ForEach(prices, id: \\.self) { price in
                        Text("Buy").onTapGesture { total += price }
                    }
                }
            }
            """
        #expect(try Self.timeline(source, [("Buy#3", 1), ("Buy#1", 2)])
            == #"[{"at": 1, "set": {"total": "total + prices[2]"}}, {"at": 2, "set": {"total": "total + prices[0]"}}]"#)
    }

    @Test func nestedForEachesTakeARowEachTheOuterFirst() throws {
        let source = """
            struct Grid: View {
                @State private var cell = 0
                var body: some View {
                    ForEach(0..<3) { row in
                        ForEach(0..<4) { column in
                            Button("Cell") { cell = row * 10 + column }
                        }
                    }
                }
            }
            """
        #expect(try Self.timeline(source, [("Cell#2#4", 1)]) == #"[{"at": 1, "set": {"cell": "1 * 10 + 3"}}]"#)
    }

    @Test func aRowMustBeNamedAndExist() {
        #expect(ImportTestSupport.diagnostics(Self.rows, ImportOptions(taps: [.init(label: "Row", time: 1)])).first
            == "6:17: error: --tap \"Row\": \"Row\" is in a ForEach; say which row, counting from 1: --tap \"Row#1\"@SECONDS")
        #expect(ImportTestSupport.diagnostics(Self.rows, ImportOptions(taps: [.init(label: "Row#4", time: 1)])).first
            == "6:17: error: --tap \"Row#4\": row 4 of ForEach(0..<3), which has 3 rows")
        #expect(ImportTestSupport.diagnostics(Self.rows, ImportOptions(taps: [.init(label: "Row#1#1", time: 1)])).first
            == "6:17: error: --tap \"Row#1#1\": \"Row\" is in a ForEach; say which row, counting from 1: --tap \"Row#1\"@SECONDS")
    }

    static let counter = """
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("\\(count)")
                    RoundButton(title: "Add") { count += 1 }
                    RoundButton(title: "Reset", action: { count = 0 })
                }
            }
        }

        struct RoundButton: View {
            let title: String
            let action: () -> Void
            var body: some View {
                Text(title)
                    .padding()
                    .onTapGesture(perform: action)
            }
        }
        """

    @Test func aComponentRunsTheClosureItsUsePasses() throws {
        // Each use's label is its title; the closure writes the top-level view's state.
        #expect(try Self.timeline(Self.counter, [("Add", 0.5), ("Add", 1), ("Reset", 2)])
            == #"[{"at": 0.5, "set": {"count": "count + 1"}}, {"at": 1, "set": {"count": "count + 1"}}, {"at": 2, "set": {"count": 0}}]"#)
        // The closure parameter is no parameter of the component, nor an argument of its uses.
        let scene = try SwiftImport.translate(Self.counter).scene
        #expect(scene["components"]?.compactText == #"""
            {"RoundButton": {"params": {"title": ""}, "body": {"type": "Text", "text": "\\(title)", "modifiers": [{"padding": true}]}}}
            """#)
        #expect(scene["body"]?.compactText == #"""
            {"type": "VStack", "children": [{"type": "Text", "text": "\\(count)"}, {"type": "RoundButton", "title": "Add"}, \#
            {"type": "RoundButton", "title": "Reset"}]}
            """#)
    }

    @Test func closuresArePassedOnThroughComponents() throws {
        let source = """
            struct Root: View {
                @State private var likes = 0
                var body: some View {
                    Card(caption: "Hi", onLike: { likes += 1 })
                    Card(caption: "Ho", onLike: { likes += 2 })
                }
            }

            struct Card: View {
                let caption: String
                let onLike: () -> Void
                var body: some View {
                    VStack {
                        Text(caption)
                        LikeButton(onLike: onLike)
                    }
                }
            }

            struct LikeButton: View {
                let onLike: () -> Void
                var body: some View {
                    Button("Like", action: onLike)
                }
            }
            """
        // Two views are labelled "Like": `#2` is the second, in the order written.
        #expect(try Self.timeline(source, [("Like#2", 1), ("Like#1", 2)])
            == #"[{"at": 1, "set": {"likes": "likes + 2"}}, {"at": 2, "set": {"likes": "likes + 1"}}]"#)
    }

    @Test func aTapWritesAComponentsOwnStateThroughACounter() throws {
        let source = """
            struct Root: View {
                var body: some View {
                    Switch(title: "A")
                }
            }

            struct Switch: View {
                let title: String
                @State private var on = false
                var body: some View {
                    Button(title) { on.toggle() }
                        .opacity(on ? 1 : 0.5)
                }
            }
            """
        // The instance's own `on` flips in an `onChange` of the counter the timeline increments
        // (ComponentTapImportTests).
        #expect(try Self.timeline(source, [("A", 1)]) == #"[{"at": 1, "set": {"_tap1": "_tap1 + 1"}}]"#)
    }
}

/// A label with the loop variable in it names its row by its text.
@Suite struct TapRowByTextTests {
    @Test func aLabelWithTheLoopVariableNamesItsRow() throws {
        let source = """
            struct Rows: View {
                @State private var picked = 0
                var body: some View {
                    ForEach(1...5) { n in
                        Button("Pick \\(n)") { picked = n * 100 }
                    }
                }
            }
            """
        // "Pick 4": n = 4, row 4 of 1...5.
        #expect(try TapTargetImportTests.timeline(source, [("Pick 4", 1)]) == #"[{"at": 1, "set": {"picked": "4 * 100"}}]"#)
        #expect(ImportTestSupport.diagnostics(source, ImportOptions(taps: [.init(label: "Pick 9", time: 1)])).first
            == "5:13: error: --tap \"Pick 9\": row 9 of ForEach(1...5), which has 5 rows")
    }

    @Test func aRowPastIntsRangeIsNoRow() {
        // 2^63 − 1 − (−1) overflows Int: the label names no row (and the import does not trap).
        let source = """
            struct Rows: View {
                @State private var picked = 0
                var body: some View {
                    ForEach(-1..<3) { n in
                        Button("Pick \\(n)") { picked = n }
                    }
                }
            }
            """
        let diagnostics = ImportTestSupport.diagnostics(source, ImportOptions(taps: [.init(label: "Pick 9223372036854775807", time: 1)]))
        #expect(diagnostics.first?.contains("error: --tap \"Pick 9223372036854775807\"") == true)
    }

    @Test func templatesMatchTheirLiteralParts() {
        #expect(Translator.match(template: #"Pick \(n)"#, "Pick 4") == ["n": "4"])
        #expect(Translator.match(template: #"\(a)-\(b)!"#, "12-3!") == ["a": "12", "b": "3"])
        #expect(Translator.match(template: #"Pick \(n)"#, "Take 4") == nil)
        #expect(Translator.match(template: #"Pick \(n + 1)"#, "Pick 4") == nil)
    }
}
