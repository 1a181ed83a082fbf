import Geometry
import Scene
import Testing
import Views

@testable import ViewGraph

/// Seed 003: a component's body is evaluated again only when an argument, a local state it
/// reads or an environment value it reads changed; otherwise its previous output is reused.
@Suite struct ReevaluationTests {
    static let scene = #"""
        {"state": {"student": {"name": "fat", "age": 88}, "dim": false, "accent": "red", "items": [1, 2], "heading": "Count"},
         "components": {
           "NameView": {"params": {"student": {"name": "", "age": 0}}, "body": {"type": "Text", "text": "\\(student.name)"}},
           "AgeView": {"params": {"age": 0}, "body": {"type": "Text", "text": "\\(age)"}},
           "Counter": {"params": {"label": ""}, "state": {"n": 0, "unused": 0},
             "body": {"type": "HStack", "children": [{"type": "Text", "text": "\\(label) \\(n)"}, {"type": "AgeView", "age": "n"}],
               "modifiers": [{"onChange": {"of": "n", "perform": [{"set": {"unused": 1}}]}}, {"transactionMonitor": "counter"}]}},
           "List": {"params": {"items": [0]},
             "body": {"type": "VStack", "children": [{"type": "ForEach", "data": "items", "content": {"type": "Badge", "value": "item"}}]}},
           "Badge": {"params": {"value": 0},
             "body": {"type": "Text", "text": "#\\(value)", "modifiers": [{"foregroundColor": "env.accent"}, {"padding": 2}]}}
         },
         "body": {"type": "VStack", "children": [
           {"type": "NameView", "student": "student"},
           {"type": "AgeView", "age": "student.age", "modifiers": [{"opacity": "dim ? 0.5 : 1"}]},
           {"type": "Counter", "label": "\\(heading)"},
           {"type": "Group", "children": [{"type": "List", "items": "items"}],
            "modifiers": [{"environment": {"accent": "accent"}}, {"font": "dim ? largeTitle : body"}]}
         ]}}
        """#

    struct Step {
        var state: [String: Value]
        var counter: Double = 0
    }

    func student(_ name: String, _ age: Double) -> Value { .object(["name": .string(name), "age": .number(age)]) }

    /// Evaluates each step with the cache of the previous one, checks the result against an
    /// evaluation without a cache, and returns the bodies and reused instances of each step.
    func run(_ steps: [Step]) throws -> [(bodies: [BodyEvaluation], reused: [String])] {
        let evaluator = SceneEvaluator(scene: try Scene.decode(Array(Self.scene.utf8)))
        var cache = EvaluationCache()
        var localStates: [String: [String: Value]] = [:]
        var result: [(bodies: [BodyEvaluation], reused: [String])] = []
        for step in steps {
            localStates["/2/Counter", default: [:]]["n"] = .number(step.counter)
            let cached = evaluator.evaluateWithTransactions(state: step.state, localStates: localStates, cache: cache)
            let fresh = evaluator.evaluateWithTransactions(state: step.state, localStates: localStates)
            #expect(cached.root == fresh.root)
            if step.counter == 0 { #expect(cached.root == evaluator.evaluate(state: step.state)) }
            #expect(cached.links == fresh.links)
            #expect(cached.instanceStates == fresh.instanceStates)
            #expect(cached.actions.map(\.viewID) == fresh.actions.map(\.viewID))
            #expect(cached.actions.map(\.watched) == fresh.actions.map(\.watched))
            #expect(cached.actions.map(\.instance) == fresh.actions.map(\.instance))
            #expect(cached.cache.instancePaths == fresh.cache.instancePaths)
            cache = cached.cache
            localStates = cached.instanceStates
            result.append((cached.bodies, cached.reused))
        }
        return result
    }

    @Test func bodiesAreEvaluatedOnlyWhenTheirInputsChangeAndReuseGivesTheSameTree() throws {
        var state: [String: Value] = [:]
        var steps = [Step(state: state)]
        state["student"] = student("fat", 42)
        steps.append(Step(state: state))
        state["dim"] = .bool(true)
        steps.append(Step(state: state))
        state["accent"] = .string("blue")
        steps.append(Step(state: state))
        steps.append(Step(state: state, counter: 5))
        state["items"] = .array([.number(1), .number(2), .number(3)])
        steps.append(Step(state: state, counter: 5))
        steps.append(Step(state: state, counter: 5))
        let results = try run(steps)
        func body(_ path: String, _ reasons: String...) -> BodyEvaluation { BodyEvaluation(path: path, reasons: reasons) }
        let badge1 = "/3/0/List/0/[1]/Badge", badge2 = "/3/0/List/0/[2]/Badge"
        // The initial update evaluates every body, parents before their children.
        #expect(
            results[0].bodies == [
                body("/0/NameView", "first evaluation"), body("/1/AgeView", "first evaluation"),
                body("/2/Counter", "first evaluation"), body("/2/Counter/1/AgeView", "first evaluation"),
                body("/3/0/List", "first evaluation"), body(badge1, "first evaluation"), body(badge2, "first evaluation"),
            ])
        // student.age changed: the name view gets the whole student, so it is evaluated too.
        #expect(results[1].bodies == [body("/0/NameView", "argument 'student' changed"), body("/1/AgeView", "argument 'age' changed")])
        #expect(results[1].reused == ["/2/Counter", "/3/0/List"])
        // dim changes only modifiers around instances and the font around List: no body is
        // evaluated; the Counter's output is reused, the others are resolved again.
        #expect(results[2].bodies == [])
        #expect(results[2].reused == ["/0/NameView", "/2/Counter"])
        // accent is read by each Badge, not by List.
        #expect(results[3].bodies == [body(badge1, "environment 'accent' changed"), body(badge2, "environment 'accent' changed")])
        // The Counter's local state n changed; it passes n to its AgeView.
        #expect(
            results[4].bodies == [body("/2/Counter", "state 'n' changed"), body("/2/Counter/1/AgeView", "argument 'age' changed")])
        // A third item: List's argument changed, and the new element's Badge is new.
        #expect(
            results[5].bodies == [
                body("/3/0/List", "argument 'items' changed"), body("/3/0/List/0/[3]/Badge", "first evaluation"),
            ])
        #expect(results[6].bodies == [])
        #expect(results[6].reused == ["/0/NameView", "/1/AgeView", "/2/Counter", "/3/0/List"])
    }

    @Test func aLocalStateTheBodyDoesNotReadEvaluatesNothing() throws {
        let evaluator = SceneEvaluator(scene: try Scene.decode(Array(Self.scene.utf8)))
        let first = evaluator.evaluateWithTransactions(state: [:])
        var local = first.instanceStates
        local["/2/Counter"]?["unused"] = .number(7)
        let second = evaluator.evaluateWithTransactions(state: [:], localStates: local, cache: first.cache)
        #expect(second.bodies == [])
        // The reused instance reports its current local state.
        #expect(second.instanceStates["/2/Counter"] == ["n": .number(0), "unused": .number(7)])
    }

    @Test func equatableComparesOnlyTheNamedParameters() throws {
        let scene = try Scene.decode(
            Array(
                #"""
                {"state": {"name": "a", "tick": 0},
                 "components": {"Row": {"params": {"name": "", "tick": 0}, "equatable": ["name"],
                   "body": {"type": "Text", "text": "\\(name) \\(tick)"}}},
                 "body": {"type": "Row", "name": "\\(name)", "tick": "tick", "modifiers": [{"opacity": "tick > 5 ? 0.5 : 1"}]}}
                """#.utf8))
        let evaluator = SceneEvaluator(scene: scene)
        let first = evaluator.evaluateWithTransactions(state: [:])
        #expect(first.root.resolvedText?.string == "a 0")
        // Only tick changed: the instance compares equal, its body is not evaluated and keeps
        // showing the tick it was evaluated with (as an Equatable SwiftUI view would).
        let second = evaluator.evaluateWithTransactions(state: ["tick": .number(1)], cache: first.cache)
        #expect(second.bodies == [])
        #expect(second.root.resolvedText?.string == "a 0")
        // The opacity around it changes: its views are resolved again, still with the kept tick.
        let third = evaluator.evaluateWithTransactions(state: ["tick": .number(9)], cache: second.cache)
        #expect(third.bodies == [])
        #expect(third.reused == [])
        // The Row's body root is written at /components/Row/body.
        #expect(third.root == ViewNode(id: "/Row", content: text("a 0"), modifiers: [.opacity(0.5)]).at("/components/Row/body"))
        // name changed: evaluated, with every parameter's new value.
        let fourth = evaluator.evaluateWithTransactions(state: ["name": .string("b"), "tick": .number(9)], cache: third.cache)
        #expect(fourth.bodies == [BodyEvaluation(path: "/Row", reasons: ["argument 'name' changed"])])
        #expect(fourth.root.resolvedText?.string == "b 9")
    }

    @Test func anEnvironmentReadAsAWholeComparesEveryKey() throws {
        let scene = try Scene.decode(
            Array(
                #"""
                {"state": {"a": 1, "b": 1},
                 "components": {"Dump": {"body": {"type": "Text", "text": "\\(env)"}}},
                 "body": {"type": "Dump", "modifiers": [{"environment": {"a": "a", "b": "b"}}]}}
                """#.utf8))
        let evaluator = SceneEvaluator(scene: scene)
        let first = evaluator.evaluateWithTransactions(state: [:])
        let second = evaluator.evaluateWithTransactions(state: ["b": .number(2)], cache: first.cache)
        #expect(second.bodies == [BodyEvaluation(path: "/Dump", reasons: ["environment 'b' changed"])])
        #expect(second.root.resolvedText?.string == #"["a": 1, "b": 2, "colorScheme": "light"]"#)
    }

    @Test func anIdChangeMakesANewInstance() throws {
        let scene = try Scene.decode(
            Array(
                #"""
                {"state": {"version": 1},
                 "components": {"Card": {"state": {"taps": 0}, "body": {"type": "Text", "text": "card"}}},
                 "body": {"type": "Card", "modifiers": [{"id": "version"}]}}
                """#.utf8))
        let evaluator = SceneEvaluator(scene: scene)
        let first = evaluator.evaluateWithTransactions(state: [:])
        #expect(first.root.id == "/#1/Card")
        var local = first.instanceStates
        local["/#1/Card"]?["taps"] = .number(3)
        let second = evaluator.evaluateWithTransactions(state: ["version": .number(2)], localStates: local, cache: first.cache)
        #expect(second.root.id == "/#2/Card")
        #expect(second.bodies == [BodyEvaluation(path: "/#2/Card", reasons: ["first evaluation"])])
        // A new identity starts with fresh local state, as @State does.
        #expect(second.instanceStates["/#2/Card"] == ["taps": .number(0)])
    }

    @Test func mergedKeepsEachPathOnce() {
        let merged = BodyEvaluation.merged(
            [BodyEvaluation(path: "/a", reasons: ["state 'n' changed"])],
            [BodyEvaluation(path: "/b", reasons: ["first evaluation"]), BodyEvaluation(path: "/a", reasons: ["state 'n' changed", "argument 'x' changed"])])
        #expect(
            merged == [
                BodyEvaluation(path: "/a", reasons: ["state 'n' changed", "argument 'x' changed"]),
                BodyEvaluation(path: "/b", reasons: ["first evaluation"]),
            ])
    }
}
