import Scene
import Testing
import Timeline

/// Timeline events change array state with the array functions; the ForEach follows.
@Suite struct ArrayStateTests {
    /// A to-do list: rows with an id and a title; `next` numbers new rows.
    static let todos = #"""
        {"canvas": {"width": 200, "height": 200},
         "state": {"rows": [{"id": 1, "title": "a"}, {"id": 2, "title": "b"}], "next": 3},
         "body": {"type": "VStack", "spacing": 0, "children": [
            {"type": "ForEach", "data": "rows", "as": "row",
             "content": {"type": "Text", "text": "\\(row.title)"}}]},
         "timeline": [
            {"at": 1, "set": {"rows": "append(rows, {id: next, title: 'new ' + next})", "next": "next + 1"}},
            {"at": 2, "set": {"rows": "insert(rows, 0, {id: next, title: 'first'})", "next": "next + 1"}},
            {"at": 3, "set": {"rows": "removeId(rows, 1)"}},
            {"at": 4, "set": {"rows": "move(rows, 0, 2)"}},
            {"at": 5, "set": {"rows": "replace(rows, 0, {id: 9, title: 'nine'})"}},
            {"at": 6, "set": {"rows": "removeAt(rows, count(rows) - 1)"}}]}
        """#

    func ids(_ state: [String: Value]) -> [Double] {
        (state["rows"]?.arrayValue ?? []).compactMap { $0.objectValue?["id"]?.numberValue }
    }

    @Test func eachEventChangesTheArray() throws {
        let animator = try TimelineTestSupport.animator(Self.todos)
        // Written by hand, one event after the other: [1, 2] → append 3 → insert 4 at 0 →
        // remove id 1 → move the first to index 2 → replace index 0 by 9 → remove the last.
        #expect(animator.updates.map { ids($0.state) } == [[1, 2], [1, 2, 3], [4, 1, 2, 3], [4, 2, 3], [2, 3, 4], [9, 3, 4], [9, 3]])
        #expect(animator.updates[1].state["next"] == .number(4))
        // The ForEach's views follow the ids.
        #expect(animator.presentation(at: 1.5).children.map(\.id) == ["/0/[1]", "/0/[2]", "/0/[3]"])
        #expect(animator.presentation(at: 4.5).children.map(\.id) == ["/0/[2]", "/0/[3]", "/0/[4]"])
        #expect(animator.presentation(at: 6.5).children.map(\.id) == ["/0/[9]", "/0/[3]"])
    }

    @Test func setRefusesAWrongElement() {
        let json = Self.todos.replacingOccurrences(of: "{id: next, title: 'first'}", with: "{id: next}")
        #expect(throws: SceneError.self) { try TimelineTestSupport.animator(json) }
    }
}
