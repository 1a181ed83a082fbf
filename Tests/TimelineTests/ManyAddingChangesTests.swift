import Testing
import Timeline

/// A value changed at every one of many updates, each change adding to those still running.
@Suite struct ManyAddingChangesTests {
    /// x is set to i at t = 0.1·i for i = 1…100, each change a linear 1 s animation of +1.
    static let scene: String = {
        let events = (1...100).map { #"{"at": \#(Double($0) / 10), "set": {"x": \#($0)}, "withAnimation": {"linear": {"duration": 1}}}"# }
        return #"""
            {"canvas": {"width": 300, "height": 100}, "state": {"x": 0},
             "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"offset": {"x": "x"}}]},
             "timeline": [\#(events.joined(separator: ","))]}
            """#
    }()

    @Test func everyRunningChangeStillContributes() throws {
        let animator = try TimelineTestSupport.animator(Self.scene)
        #expect(animator.updates.count == 101)
        // At 10.05 the changes i = 91…100 still run, change i having 1 − (10.05 − 0.1·i) left:
        // Σ (0.1·i − 9.05) = 0.1·955 − 90.5 = 5, so x = 100 − 5.
        #expect(close(animator.presentation(at: 10.05).find("/")?.offset?.x, 95, 1e-9))
        // At 5.05 the changes i = 41…50 run: Σ (0.1·i − 4.05) = 45.5 − 40.5 = 5, x = 50 − 5.
        #expect(close(animator.presentation(at: 5.05).find("/")?.offset?.x, 45, 1e-9))
        // From 11 on every change has ended.
        #expect(close(animator.presentation(at: 11).find("/")?.offset?.x, 100, 1e-9))
    }
}
