import Testing
import Scene

/// Every limit of `SceneLimits` is enforced when the scene is decoded.
@Suite struct SceneLimitTests {
    @Test func aRangeForEachBeyondMaxNodes() throws {
        let body = #"{"type": "VStack", "children": [{"type": "ForEach", "data": "0..<20", "content": {"type": "Text", "text": "x"}}]}"#
        let error = try #require(sceneError(sceneJSON(body: body), limits: SceneLimits(maxNodes: 10)))
        #expect(error.kind == .limitExceeded)
        // 20 elements of one Text each: the ForEach alone is past 10, so it is the innermost culprit.
        #expect(
            error.primary
                == Diagnostic(
                    code: "limit_exceeded", message: "ForEach produces up to 20 views, more than the limit of 10",
                    path: "/body/children/0"))
    }

    @Test func stateArraysCountWithTheirInitialLength() throws {
        // 4 items × (HStack + 2 Texts) = 12, plus the VStack: 13 > 12.
        let body = #"""
            {"type": "VStack", "children": [{"type": "ForEach", "data": "items", "content":
              {"type": "HStack", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}]}}]}
            """#
        let state = #"{"items": [1, 2, 3, 4]}"#
        let error = try #require(sceneError(sceneJSON(body: body, state: state), limits: SceneLimits(maxNodes: 12)))
        #expect(error.primary.message == "VStack produces up to 13 views, more than the limit of 12")
        #expect(error.primary.path == "/body")
        #expect(sceneError(sceneJSON(body: body, state: state), limits: SceneLimits(maxNodes: 13)) == nil)
    }

    @Test func backgroundsAndBordersCountAsViews() throws {
        // Text + background colour + border overlay = 3.
        let body = #"{"type": "Text", "text": "a", "modifiers": [{"background": "red"}, {"border": "blue"}]}"#
        #expect(sceneError(sceneJSON(body: body), limits: SceneLimits(maxNodes: 3)) == nil)
        #expect(
            try #require(sceneError(sceneJSON(body: body), limits: SceneLimits(maxNodes: 2))).primary.message
                == "Text produces up to 3 views, more than the limit of 2")
    }

    /// A mask's view is a subtree like a background's: it counts against both limits.
    @Test func aMaskViewCountsAsViews() throws {
        // Rectangle + the mask's VStack + 3 Circles = 5 views. Depth, as for a background: the
        // Rectangle 1, its mask modifier 2, the VStack 3, its Circles 4.
        let body = #"""
            {"type": "Rectangle", "modifiers": [{"mask": {"view": {"type": "VStack", "children": [
              {"type": "Circle"}, {"type": "Circle"}, {"type": "Circle"}]}}}]}
            """#
        #expect(sceneError(sceneJSON(body: body), limits: SceneLimits(maxNodes: 5)) == nil)
        #expect(
            try #require(sceneError(sceneJSON(body: body), limits: SceneLimits(maxNodes: 4))).primary.message
                == "Rectangle produces up to 5 views, more than the limit of 4")
        #expect(sceneError(sceneJSON(body: body), limits: SceneLimits(maxDepth: 4)) == nil)
        let deep = try #require(sceneError(sceneJSON(body: body), limits: SceneLimits(maxDepth: 3)))
        #expect(
            deep.primary
                == Diagnostic(
                    code: "limit_exceeded", message: "views are nested 4 deep, more than the limit of 3",
                    path: "/body/modifiers/0/mask/view/children/0"))
        let asBackground = body.replacingOccurrences(of: #"{"mask":"#, with: #"{"background":"#)
        #expect(sceneError(sceneJSON(body: asBackground), limits: SceneLimits(maxDepth: 3))?.primary.message == deep.primary.message)
    }

    @Test func hugeRangesDoNotOverflow() throws {
        let body = #"{"type": "ForEach", "data": "0..<1000000000", "content": {"type": "ForEach", "data": "0..<1000000000", "content": {"type": "ForEach", "data": "0..<1000000000", "content": {"type": "Text", "text": "x"}}}}"#
        let error = try #require(sceneError(sceneJSON(body: body)))
        #expect(error.kind == .limitExceeded)
        #expect(error.primary.path == "/body/content/content")
    }

    @Test func nestingDepth() throws {
        let body = #"""
            {"type": "VStack", "children": [{"type": "VStack", "children": [{"type": "VStack", "children": [
              {"type": "Text", "text": "deep"}]}]}]}
            """#
        #expect(sceneError(sceneJSON(body: body), limits: SceneLimits(maxDepth: 4)) == nil)
        let error = try #require(sceneError(sceneJSON(body: body), limits: SceneLimits(maxDepth: 3)))
        #expect(error.kind == .limitExceeded)
        #expect(
            error.primary
                == Diagnostic(
                    code: "limit_exceeded", message: "views are nested 4 deep, more than the limit of 3",
                    path: "/body/children/0/children/0/children/0"))
    }

    @Test func componentBodiesCountTowardsDepth() throws {
        let json = """
            {"components": {"Box": {"body": {"type": "VStack", "children": [{"type": "Text", "text": "x"}]}}},
             "body": {"type": "VStack", "children": [{"type": "Box"}]}}
            """
        // VStack (1) > Box (2) > Box's VStack (3) > Text (4): the instance is a level, as a custom
        // view is in SwiftUI, and its body's root one below it.
        #expect(sceneError(json, limits: SceneLimits(maxDepth: 4)) == nil)
        let error = try #require(sceneError(json, limits: SceneLimits(maxDepth: 3)))
        #expect(error.primary.message == "views are nested 4 deep, more than the limit of 3")
        #expect(error.primary.path == "/components/Box/body/children/0")
    }

    @Test func aComponentUsedDeeperThanItsFirstUseIsReportedAtTheInstance() throws {
        let json = """
            {"components": {"Box": {"body": {"type": "VStack", "children": [{"type": "Text", "text": "x"}]}}},
             "body": {"type": "VStack", "children": [{"type": "Box"}, {"type": "VStack", "children": [{"type": "Box"}]}]}}
            """
        // The first Box reaches 4 levels; the second, inside one more VStack, 5.
        #expect(sceneError(json, limits: SceneLimits(maxDepth: 5)) == nil)
        let error = try #require(sceneError(json, limits: SceneLimits(maxDepth: 4)))
        #expect(error.primary.message == "views are nested 5 deep (inside Box), more than the limit of 4")
        #expect(error.primary.path == "/body/children/1/children/0")
    }

    @Test func aChainOfComponentBodiesCountsEveryLevel() throws {
        // C0's body is C1, whose body is C2 …: 200 instances and the Rectangle, 201 levels
        // (before, a chain of instances counted as one level, and 4,000 of them overflowed the stack).
        var components: [String] = []
        for i in 0..<200 {
            let body = i == 199 ? #"{"type": "Rectangle"}"# : #"{"type": "C\#(i + 1)"}"#
            components.append(#""C\#(i)": {"body": \#(body)}"#)
        }
        let json = #"{"components": {\#(components.joined(separator: ", "))}, "body": {"type": "C0"}}"#
        #expect(sceneError(json, limits: SceneLimits(maxDepth: 201)) == nil)
        let error = try #require(sceneError(json, limits: SceneLimits(maxDepth: 200)))
        #expect(error.kind == .limitExceeded)
        #expect(error.primary.message == "views are nested 201 deep, more than the limit of 200")
        #expect(error.primary.path == "/components/C199/body")
    }

    @Test func everyModifierIsALevel() throws {
        // VStack (1) > Text with 3 modifiers: the modifiers at 2, 3 and 4, the Text at 5.
        let body = #"""
            {"type": "VStack", "children": [{"type": "Text", "text": "x", "modifiers": [{"opacity": 0.5}, {"padding": 1}, {"opacity": 0.5}]}]}
            """#
        #expect(sceneError(sceneJSON(body: body), limits: SceneLimits(maxDepth: 5)) == nil)
        let error = try #require(sceneError(sceneJSON(body: body), limits: SceneLimits(maxDepth: 4)))
        #expect(error.kind == .limitExceeded)
        #expect(
            error.primary
                == Diagnostic(
                    code: "limit_exceeded",
                    message: "views and modifiers are nested 5 deep (this view has 3 modifiers), more than the limit of 4",
                    path: "/body/children/0/modifiers"))
    }

    @Test func scopedAnimationBodiesNestTheirModifiers() throws {
        // The animation modifier and the two modifiers it scopes: 3 levels above the Rectangle.
        let body = #"""
            {"type": "Rectangle", "modifiers": [{"animation": {"curve": "smooth", "body": [{"opacity": 0.5}, {"opacity": 0.5}]}}]}
            """#
        #expect(sceneError(sceneJSON(body: body), limits: SceneLimits(maxDepth: 4)) == nil)
        #expect(try #require(sceneError(sceneJSON(body: body), limits: SceneLimits(maxDepth: 3))).kind == .limitExceeded)
    }

    @Test func tenThousandModifiersAreRefusedNotOverflowed() throws {
        // Finding 1 of issue 10: 10,000 opacities on one Rectangle crashed the renderer.
        let modifiers = Array(repeating: #"{"opacity": 0.99}"#, count: 10_000).joined(separator: ", ")
        let error = try #require(sceneError(sceneJSON(body: #"{"type": "Rectangle", "modifiers": [\#(modifiers)]}"#)))
        #expect(error.kind == .limitExceeded)
        #expect(error.primary.path == "/body/modifiers")
    }

    @Test func textLength() throws {
        let error = try #require(
            sceneError(sceneJSON(body: #"{"type": "Text", "text": "abcdef"}"#), limits: SceneLimits(maxTextLength: 5)))
        #expect(error.kind == .limitExceeded)
        #expect(
            error.primary
                == Diagnostic(
                    code: "limit_exceeded", message: "text is 6 characters long, more than the limit of 5", path: "/body/text"))
        #expect(sceneError(sceneJSON(body: #"{"type": "Text", "text": "abcde"}"#), limits: SceneLimits(maxTextLength: 5)) == nil)
    }

    @Test func stateStringsCountAsText() throws {
        let error = try #require(
            sceneError(
                sceneJSON(body: #"{"type": "EmptyView"}"#, state: #"{"names": ["ok", "toolong"]}"#),
                limits: SceneLimits(maxTextLength: 5)))
        #expect(error.primary.path == "/state/names/1")
    }

    @Test func eventsCountCompletions() throws {
        let timeline = #""timeline": [{"at": 0, "completion": [{}, {}]}, {"at": 1}]"#
        let json = sceneJSON(body: #"{"type": "EmptyView"}"#, extra: timeline)
        #expect(sceneError(json, limits: SceneLimits(maxEvents: 4)) == nil)
        let error = try #require(sceneError(json, limits: SceneLimits(maxEvents: 3)))
        #expect(
            error.primary
                == Diagnostic(
                    code: "limit_exceeded", message: "the timeline has 4 events (counting completions), more than the limit of 3",
                    path: "/timeline"))
    }

    @Test func canvasSide() throws {
        let error = try #require(sceneError(#"{"canvas": {"width": 9000, "height": 10}, "body": {"type": "EmptyView"}}"#))
        #expect(error.kind == .limitExceeded)
        #expect(error.primary.message == "canvas.width is 9000, more than the limit of 8192")
        #expect(error.primary.path == "/canvas/width")
    }

    @Test func expressionLength() throws {
        let long = String(repeating: "1 + ", count: 30) + "1"
        let body = #"{"type": "Text", "text": "a", "modifiers": [{"opacity": "\#(long)"}]}"#
        let error = try #require(sceneError(sceneJSON(body: body), limits: SceneLimits(maxExpressionLength: 50)))
        #expect(error.kind == .limitExceeded)
        #expect(error.primary.path == "/body/modifiers/0/opacity")
    }
}

/// A ForEach counts each element as at least one view, even when its content shows nothing.
@Test func emptyElementsCountTowardsTheLimit() throws {
    let body = #"{"type": "ForEach", "data": "0..<20", "content": {"type": "Group", "children": []}}"#
    let error = try #require(sceneError(sceneJSON(body: body), limits: SceneLimits(maxNodes: 10)))
    #expect(error.primary.message == "ForEach produces up to 20 views, more than the limit of 10")
}
