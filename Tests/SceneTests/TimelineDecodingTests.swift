import Motion
import Testing

@testable import Scene

/// Timeline events: times, state writes, explicit transactions and completions.
@Suite struct TimelineDecodingTests {
    let state = #"{"isActive": false, "count": 0, "title": "Hi", "items": [1, 2]}"#

    func timeline(_ events: String) throws -> [TimelineEvent] {
        try decodeScene(sceneJSON(body: #"{"type": "EmptyView"}"#, state: state, extra: "\"timeline\": \(events)")).timeline
    }

    func timelineError(_ events: String) -> Diagnostic? {
        sceneError(sceneJSON(body: #"{"type": "EmptyView"}"#, state: state, extra: "\"timeline\": \(events)"))?.primary
    }

    @Test func eventsAreSortedStablyByTime() throws {
        let events = try timeline(#"[{"at": 2, "set": {"count": 1}}, {"at": 0.5}, {"at": 2, "set": {"count": 2}}]"#)
        #expect(events.map(\.time) == [0.5, 2, 2])
        #expect(events.map(\.path) == ["/timeline/1", "/timeline/0", "/timeline/2"])
    }

    @Test func writesTakeTheStateType() throws {
        let event = try #require(
            try timeline(#"[{"at": 0, "set": {"isActive": "!isActive", "count": 3, "title": "Count: \\(count)", "items": [3]}}]"#).first)
        #expect(event.assignments.map(\.name) == ["isActive", "count", "title", "items"])
        #expect(event.assignments[1].value == .constant(.number(3)))
        #expect(event.assignments[3].value == .constant(.array([.number(3)])))
        let context = EvaluationContext(["isActive": .bool(false), "count": .number(7)])
        #expect(event.assignments[0].value.evaluate(context) == .bool(true))
        // A string state takes a text: plain words are literal, \( ) interpolates.
        #expect(event.assignments[2].value.evaluate(context) == .string("Count: 7"))
    }

    @Test func writeErrors() {
        #expect(
            timelineError(#"[{"at": 0, "set": {"isActiv": true}}]"#)
                == Diagnostic(
                    code: "unknown_state", message: "unknown state 'isActiv'; did you mean 'isActive'?", path: "/timeline/0/set/isActiv"))
        #expect(timelineError(#"[{"at": 0, "set": {"title": 3}}]"#)?.message == "title must be a string, got 3")
        #expect(timelineError(#"[{"at": 0, "set": {"items": {"a": 1}}}]"#)?.message == "items must be an array or an expression, got an object")
        #expect(timelineError(#"[{"at": 0, "set": {"count": "isActive"}}]"#)?.code == "type_mismatch")
        #expect(timelineError(#"[{"at": -1}]"#)?.message == "at must be a number of seconds, at least 0, got -1")
        #expect(timelineError(#"[{"set": {}}]"#) == Diagnostic(code: "missing_key", message: "the event is missing 'at'", path: "/timeline/0"))
        #expect(timelineError(#"[{"at": 0, "wen": 1}]"#)?.message == "unknown key 'wen' in the event")
    }

    @Test func explicitTransactions() throws {
        let events = try timeline(
            #"""
            [{"at": 0, "set": {"isActive": true}, "withAnimation": "smooth",
              "completion": [{"set": {"count": "count + 1"}, "withAnimation": {"easeIn": {"duration": 1}}}]},
             {"at": 1, "set": {"isActive": false},
              "withTransaction": {"animation": null, "disablesAnimations": true, "keys": {"source": "welcome"}}}]
            """#)
        #expect(events[0].transaction == ExplicitTransaction(animation: .constant(Animation.smooth(duration: 0.5, extraBounce: 0))))
        #expect(events[0].completion.count == 1)
        #expect(events[0].completion[0].time == nil)
        #expect(events[0].completion[0].path == "/timeline/0/completion/0")
        #expect(
            events[1].transaction
                == ExplicitTransaction(animation: nil, disablesAnimations: true, keys: ["source": .string("welcome")]))
        #expect(
            timelineError(#"[{"at": 0, "withAnimation": "smooth", "withTransaction": {}}]"#)?.message
                == "an event takes withAnimation or withTransaction, not both")
        #expect(
            timelineError(#"[{"at": 0, "completion": [{"at": 1}]}]"#)
                == Diagnostic(
                    code: "invalid_value", message: "a completion event runs when the animation completes and takes no 'at'",
                    path: "/timeline/0/completion/0/at"))
    }
}
