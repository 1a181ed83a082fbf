import Geometry
import Scene
import ViewGraph
import Views

/// The tree `body` (a JSON view object) evaluates to, with the scene's `state` declarations,
/// extra top-level members and overrides of the state.
func evaluatedTree(
    body: String, state: String = "{}", extra: String = "", scheme: String = "light", values: [String: Value] = [:],
    limits: SceneLimits = .default
) throws -> ViewNode {
    let json = """
        {"canvas": {"width": 400, "height": 300, "colorScheme": "\(scheme)"}, "state": \(state), "body": \(body)\(extra.isEmpty ? "" : ", " + extra)}
        """
    let scene = try Scene.decode(Array(json.utf8), limits: limits)
    return SceneEvaluator(scene: scene).evaluate(state: values)
}

/// SwiftUI's default text: body (17 pt regular), primary colour, leading, no limit.
func text(_ string: String, font: Font = Font(size: 17), color: Color = .black) -> ViewContent {
    .text(ResolvedText(string: string, font: font, color: color))
}

extension ViewNode {
    /// The node as written at `pointer` in the scene (its `source`): expected trees name where
    /// each view's JSON object is, worked out from the test's JSON; views the evaluator makes
    /// itself (a colour background, a root or background `Group`'s stack) keep the empty one.
    func at(_ pointer: String) -> ViewNode {
        var node = self
        node.source = SourcePath(pointer)
        return node
    }

    var children: [ViewNode] {
        switch content {
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children): children
        default: []
        }
    }

    var resolvedText: ResolvedText? {
        if case .text(let text) = content { return text }
        return nil
    }
}

let systemRed = Color(red255: 255, 59, 48)
let systemBlue = Color(red255: 0, 122, 255)
let systemGreen = Color(red255: 52, 199, 89)
