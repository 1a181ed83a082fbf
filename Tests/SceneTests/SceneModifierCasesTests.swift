import Testing

@testable import Scene

/// The case tests the walks use (`SceneModifier+Cases.swift`): each is true for its cases only.
@Suite struct SceneModifierCasesTests {
    /// `SceneModifier.concernsSceneFacts(at:)` of a copy of `modifier`.
    func concernsSceneFacts(_ modifier: SceneModifier) -> Bool {
        withUnsafePointer(to: modifier) { SceneModifier.concernsSceneFacts(at: $0) }
    }

    @Test func eachTestNamesItsCasesOnly() throws {
        let modifiers = try decodedModifiers(
            #"""
            [{"id": "'a'"}, {"gridCellColumns": 2}, {"alignmentGuide": {"leading": "d.width / 2"}}, {"padding": 4},
             {"transaction": {"animation": "bouncy", "body": [{"opacity": 0.5}]}}, {"onAppear": [{"set": {"n": 1}}]}]
            """#, state: #"{"n": 0}"#)
        #expect(modifiers.count == 6)
        #expect(modifiers.map(\.isID) == [true, false, false, false, false, false])
        #expect(modifiers.map(\.isGridCell) == [false, true, false, false, false, false])
        #expect(modifiers.map(\.isAlignmentGuide) == [false, false, true, false, false, false])
        // A scoped body holds modifiers; an action is one SceneFacts notes.
        #expect(modifiers.map(\.mayHoldModifiers) == [false, false, false, false, true, false])
        #expect(modifiers.map(concernsSceneFacts) == [false, false, false, false, false, true])
    }

    /// A scoped `animation` and the animators hold modifiers; an `animation` of a value may,
    /// by its case (the walks then look at its trigger).
    @Test func animationsAndAnimatorsMayHoldModifiers() throws {
        let modifiers = try decodedModifiers(
            #"""
            [{"animation": {"curve": "smooth", "body": [{"opacity": 0.5}]}},
             {"animation": {"curve": "smooth", "value": "n"}},
             {"phaseAnimator": {"phases": [0, 1], "content": [{"opacity": "phase"}]}}]
            """#, state: #"{"n": 0}"#)
        #expect(modifiers.count == 3)
        #expect(modifiers.map(\.mayHoldModifiers) == [true, true, true])
        // A phase animator is noted (it may play by itself); the animations are not.
        #expect(modifiers.map(concernsSceneFacts) == [false, false, true])
    }
}
