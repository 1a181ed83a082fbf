import Geometry
import Scene
import Views

extension EvaluationRun {
    /// A `matchedGeometryEffect` evaluated where it is written; `level` is the number of the
    /// view's modifiers inside it.
    static func matchedGeometry(_ effect: MatchedGeometryModifier, context: EvaluationContext, level: Int) -> MatchedGeometry {
        let properties: MatchedGeometry.Properties =
            switch effect.properties {
            case .frame: .frame
            case .position: .position
            case .size: .size
            }
        return MatchedGeometry(
            namespace: effect.namespace, id: effect.id.evaluate(context).description, properties: properties,
            anchor: effect.anchor.evaluate(context, default: .center), isSource: effect.isSource.evaluate(context, default: true),
            level: level)
    }
}
