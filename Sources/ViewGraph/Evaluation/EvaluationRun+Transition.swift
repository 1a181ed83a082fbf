import Geometry
import Scene
import Views

extension EvaluationRun {
    /// SwiftUI's `.scale` is 0; a scale this close to 0 is kept at 1e-5 so that the transform
    /// stays invertible (SEMANTICS §5).
    static let smallestTransitionScale = 1e-5

    /// A `transition` evaluated where it is written. An edge that is absent (`null`) is leading.
    mutating func evaluatedTransition(_ transition: SceneTransition, context: EvaluationContext) -> Transition {
        switch transition {
        case .identity: return .identity
        case .opacity: return .opacity
        case .slide: return .slide
        case .scale(let scale, let anchor):
            var value = scale.evaluate(context, default: 0)
            if abs(value) < Self.smallestTransitionScale { value = Self.smallestTransitionScale }
            return .scale(value, anchor: anchor.evaluate(context, default: .center))
        case .move(let edge):
            return .move(edge.evaluate(context, default: .leading))
        case .offset(let x, let y):
            return .offset(x: x.evaluate(context, default: 0), y: y.evaluate(context, default: 0))
        case .push(let edge):
            return .push(from: edge.evaluate(context, default: .leading))
        case .asymmetric(let insertion, let removal):
            return .asymmetric(
                insertion: evaluatedTransition(insertion, context: context),
                removal: evaluatedTransition(removal, context: context))
        case .combined(let parts):
            let evaluated = parts.map { evaluatedTransition($0, context: context) }
            return evaluated.dropFirst().reduce(evaluated[0]) { .combined($0, $1) }
        case .modifiers(let active, let identity):
            return .modifiers(active: effects(active, context: context), identity: effects(identity, context: context))
        }
    }

    /// The animatable effects of a custom transition, evaluated.
    private mutating func effects(_ modifiers: [SceneModifier], context: EvaluationContext) -> [ViewModifier] {
        modifiers.enumerated().compactMap { i, modifier in
            // Effects make no views, so the path and environment are never read.
            viewModifier(
                for: ChainLink(modifier: modifier, context: context, index: String(i)), nodePath: "",
                environment: ViewEnvironment(colorScheme: scene.canvas.colorScheme))
        }
    }
}
