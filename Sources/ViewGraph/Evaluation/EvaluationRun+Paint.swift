import Geometry
import Scene
import Views

extension EvaluationRun {
    /// The content of a colour view (`Color`, a colour background or overlay, a gradient view):
    /// a colour, or for a gradient paint a rectangle filled with it (it fills its space the same way).
    static func paintContent(_ paint: ColorProperty, context: EvaluationContext, environment: ViewEnvironment) -> ViewContent {
        if let gradient = paint.gradient {
            let resolved = gradient.resolved(
                context, scheme: environment.colorScheme, foreground: environment.foregroundColor)
            return .shape(ShapeView(shape: .rectangle, fill: nil, gradient: resolved))
        }
        return .color(paint.resolved(context, scheme: environment.colorScheme) ?? .clear)
    }
}
