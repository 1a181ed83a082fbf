import Foundation
import Layout
import SwiftImport
import Testing
import Views

/// The mutating calls an action makes on array state (`items.append(4)`), written with the
/// format's array functions.
@Suite struct ArrayMutationImportTests {
    static let source = """
        struct Root: View {
            @State private var items = [1, 2, 3]
            var body: some View {
                HStack {
                    ForEach(items, id: \\.self) { item in
                        Rectangle().frame(width: 10, height: 10).scaleEffect(item == 3 ? 2 : 1)
                    }
                }
            }
        }
        """

    static func options(_ statements: [(Double, String)]) -> ImportOptions {
        ImportOptions(statements: statements.map { .init(time: $0.0, source: $0.1) })
    }

    /// The scale of each row at `time`: 2 for the element 3.
    static func scales(_ statements: [(Double, String)], at time: Double) throws -> [Double] {
        let json = try SwiftImport.translate(source, options: options(statements)).json
        return try ImportTestSupport.scales(json, at: time)
    }

    @Test func eachCallIsItsArrayFunction() throws {
        let statements: [(Double, String)] = [
            (1, "items.append(4)"), (2, "items.insert(0, at: 0)"), (3, "items.remove(at: 2)"), (4, "self.items.removeFirst()"),
            (5, "items.removeLast()"), (6, "items.removeAll()"),
        ]
        let timeline = try SwiftImport.translate(Self.source, options: Self.options(statements)).scene["timeline"]?.compactText
        #expect(timeline == #"[{"at": 1, "set": {"items": "append(items, 4)"}}, {"at": 2, "set": {"items": "insert(items, 0, 0)"}}, {"at": 3, "set": {"items": "removeAt(items, 2)"}}, {"at": 4, "set": {"items": "removeAt(items, 0)"}}, {"at": 5, "set": {"items": "removeAt(items, count(items) - 1)"}}, {"at": 6, "set": {"items": []}}]"#)
        // [1, 2, 3] → [1, 2, 3, 4] → [0, 1, 2, 3, 4] → [0, 1, 3, 4] → [1, 3, 4] → [1, 3] → [].
        let expected: [(Double, [Double])] = [
            (0.5, [1, 1, 2]), (1.5, [1, 1, 2, 1]), (2.5, [1, 1, 1, 2, 1]), (3.5, [1, 1, 2, 1]), (4.5, [1, 2, 1]), (5.5, [1, 2]), (6.5, []),
        ]
        for (time, scales) in expected {
            #expect(try Self.scales(statements, at: time) == scales)
        }
    }

    @Test func aCallThatReadsAWriteOfTheUpdateStartsANewOne() throws {
        let source = Self.source.replacingOccurrences(of: "@State private var items = [1, 2, 3]", with: "@State private var items = [1, 2, 3]\n    @State private var next = 4")
        let timeline = try SwiftImport.translate(source, options: Self.options([(1, "next += 1; items.append(next)")])).scene["timeline"]?.compactText
        // `items.append(next)` reads the `next` written before it: a second update, as Swift runs in order.
        #expect(timeline == #"[{"at": 1, "set": {"next": "next + 1"}}, {"at": 1, "set": {"items": "append(items, next)"}}]"#)
    }

    @Test func anotherMutatingMethodIsAnError() {
        #expect(ImportTestSupport.diagnostics(Self.source, Self.options([(1, "items.sort()")]))
            == ["1:1: error: --at 1 'items.sort()': 'sort' of an array is not supported in an action; write 'append(_:)', 'insert(_:at:)', 'remove(at:)', 'removeFirst()', 'removeLast()' or 'removeAll()', or assign the array"])
    }
}
