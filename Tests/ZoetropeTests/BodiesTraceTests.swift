import Foundation
import Testing
import Zoetrope

/// The `bodies` of `POST /v1/trace`: which component bodies each update evaluated, and why.
@Suite struct BodiesTraceTests {
    struct Trace: Decodable {
        struct Update: Decodable {
            struct Body: Decodable, Equatable {
                var path: String
                var reasons: [String]
            }
            var bodies: [Body]
        }
        var updates: [Update]
    }

    @Test func seed003StudentFieldsEvaluateOnlyTheAgeView() throws {
        let scene = #"""
            {"canvas": {"width": 200, "height": 120}, "state": {"student": {"name": "fat", "age": 88}},
             "components": {
               "StudentNameView": {"params": {"name": ""}, "body": {"type": "Text", "text": "\\(name)"}},
               "StudentAgeView": {"params": {"age": 0}, "body": {"type": "Text", "text": "\\(age)"}}},
             "body": {"type": "VStack", "children": [
               {"type": "StudentNameView", "name": "\\(student.name)"},
               {"type": "StudentAgeView", "age": "student.age"}]},
             "timeline": [{"at": 1, "set": {"student": {"name": "fat", "age": 42}}}]}
            """#
        let output = try TestRenderer.shared.trace(Array(scene.utf8))
        let text = String(decoding: output.bytes, as: UTF8.self)
        #expect(text.contains(#""bodies": [{"path": "/1/StudentAgeView", "reasons": ["argument 'age' changed"]}]"#))
        let trace = try JSONDecoder().decode(Trace.self, from: Data(output.bytes))
        #expect(
            trace.updates.map(\.bodies) == [
                [.init(path: "/0/StudentNameView", reasons: ["first evaluation"]), .init(path: "/1/StudentAgeView", reasons: ["first evaluation"])],
                [.init(path: "/1/StudentAgeView", reasons: ["argument 'age' changed"])],
            ])
    }
}
