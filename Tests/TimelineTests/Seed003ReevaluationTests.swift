import Scene
import Testing
import Timeline
import ViewGraph
import Views

/// Seed 003: "a view is a function of its state" — which bodies each update evaluates, and why.
@Suite struct Seed003ReevaluationTests {
    /// RootView with `@State var student = Student(name: "fat", age: 88)` and a button that sets
    /// a new age; `arguments` are what RootView passes to StudentNameView and StudentAgeView.
    static func rootView(nameArguments: String, ageArguments: String, params: (name: String, age: String), equatable: (String, String) = ("false", "false")) -> String {
        #"""
        {"canvas": {"width": 200, "height": 120}, "state": {"student": {"name": "fat", "age": 88}},
         "components": {
           "StudentNameView": {"params": \#(params.name), "equatable": \#(equatable.0), "body": {"type": "Text", "text": "\\(name)"}},
           "StudentAgeView": {"params": \#(params.age), "equatable": \#(equatable.1), "body": {"type": "Text", "text": "\\(age)"}}},
         "body": {"type": "VStack", "children": [
           {"type": "StudentNameView", \#(nameArguments)},
           {"type": "StudentAgeView", \#(ageArguments)}]},
         "timeline": [{"at": 1, "set": {"student": {"name": "fat", "age": 42}}}]}
        """#
    }

    func bodies(_ json: String) throws -> [[BodyEvaluation]] {
        try TimelineTestSupport.animator(json).trace.map(\.bodies)
    }

    @Test func passingTheWholeStudentEvaluatesBothBodies() throws {
        // Each view takes the whole student and reads one field.
        let json = Self.rootView(
            nameArguments: #""student": "student""#, ageArguments: #""student": "student""#,
            params: (#"{"student": {"name": "", "age": 0}}"#, #"{"student": {"name": "", "age": 0}}"#))
            .replacingOccurrences(of: #"\\(name)"#, with: #"\\(student.name)"#)
            .replacingOccurrences(of: #"\\(age)"#, with: #"\\(student.age)"#)
        let updates = try bodies(json)
        #expect(
            updates[0] == [
                BodyEvaluation(path: "/0/StudentNameView", reasons: ["first evaluation"]),
                BodyEvaluation(path: "/1/StudentAgeView", reasons: ["first evaluation"]),
            ])
        // Only the age changed, but both instances received a different student.
        #expect(
            updates[1] == [
                BodyEvaluation(path: "/0/StudentNameView", reasons: ["argument 'student' changed"]),
                BodyEvaluation(path: "/1/StudentAgeView", reasons: ["argument 'student' changed"]),
            ])
    }

    @Test func passingTheFieldsEvaluatesOnlyTheAgeView() throws {
        let json = Self.rootView(
            nameArguments: #""name": "\\(student.name)""#, ageArguments: #""age": "student.age""#,
            params: (#"{"name": ""}"#, #"{"age": 0}"#))
        let animator = try TimelineTestSupport.animator(json)
        #expect(animator.trace[1].bodies == [BodyEvaluation(path: "/1/StudentAgeView", reasons: ["argument 'age' changed"])])
        // The skipped body still shows the name; the evaluated one the new age.
        #expect(animator.presentation(at: 2).find("/1/StudentAgeView")?.node.content.shownText == "42")
        #expect(animator.presentation(at: 2).find("/0/StudentNameView")?.node.content.shownText == "fat")
    }

    @Test func equatableComparesOnlyWhatItNames() throws {
        // Both take the whole student plus a copy of the field they show; each compares only that
        // copy, as `static func ==` comparing `student.name` (or `student.age`) does in the seed.
        let json = Self.rootView(
            nameArguments: #""student": "student", "key": "\\(student.name)""#,
            ageArguments: #""student": "student", "key": "student.age""#,
            params: (#"{"student": {"name": "", "age": 0}, "key": ""}"#, #"{"student": {"name": "", "age": 0}, "key": 0}"#),
            equatable: (#"["key"]"#, #"["key"]"#)
        )
        .replacingOccurrences(of: #""text": "\\(name)""#, with: #""text": "\\(student.name)""#)
        .replacingOccurrences(of: #""text": "\\(age)""#, with: #""text": "\\(student.age)""#)
        let updates = try bodies(json)
        #expect(updates[1] == [BodyEvaluation(path: "/1/StudentAgeView", reasons: ["argument 'key' changed"])])
    }

    @Test func localStateAndEnvironmentReasons() throws {
        // A counter whose onAppear bumps its own state, inside a theme set by an environment value.
        let animator = try TimelineTestSupport.animator(#"""
            {"canvas": {"width": 200, "height": 100}, "state": {"tint": "red"},
             "components": {"Counter": {"state": {"n": 0},
               "body": {"type": "Text", "text": "\\(n)", "modifiers": [{"foregroundColor": "env.tint"}, {"onAppear": [{"set": {"n": "n + 1"}}]}]}}},
             "body": {"type": "Counter", "modifiers": [{"environment": {"tint": "tint"}}]},
             "timeline": [{"at": 1, "set": {"tint": "blue"}}]}
            """#)
        // The initial tree, the onAppear update (at 0), the tint change (at 1).
        #expect(animator.trace.map(\.time) == [0, 0, 1])
        #expect(
            animator.trace.map(\.bodies) == [
                [BodyEvaluation(path: "/Counter", reasons: ["first evaluation"])],
                [BodyEvaluation(path: "/Counter", reasons: ["state 'n' changed"])],
                [BodyEvaluation(path: "/Counter", reasons: ["environment 'tint' changed"])],
            ])
    }
}

extension ViewContent {
    fileprivate var shownText: String? {
        if case .text(let text) = self { return text.string }
        return nil
    }
}
