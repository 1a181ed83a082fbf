import Testing

@testable import ViewGraph

/// A node's path: its parent's path, a slash, an optional literal tag, then its segment; the
/// root's children do not double the root's slash.
@Suite struct NodePathTests {
    @Test func segmentsAfterTheirParent() {
        #expect(EvaluationRun.path("/", "0") == "/0")
        #expect(EvaluationRun.path("", "x") == "/x")
        #expect(EvaluationRun.path("/a/b", "12") == "/a/b/12")
        #expect(EvaluationRun.path("/a", tag: "bg", "1") == "/a/bg1")
        #expect(EvaluationRun.path("/", tag: "ov", "") == "/ov")
        // Bytes beyond ASCII are copied as they are.
        #expect(EvaluationRun.path("/é", "名前") == "/é/名前")
        // A parent that only starts with a slash keeps all of it.
        #expect(EvaluationRun.path("//", "0") == "///0")
    }
}
