import Geometry
import Scene
import Views

extension EvaluationRun {
    /// A `Path` view's path with the names of its place in the tree (and `pi`).
    static func pathViewPath(_ program: PathProgram, context: EvaluationContext) -> Path {
        var context = context
        if context["pi"] == nil { context["pi"] = .number(.pi) }
        return program.evaluate(context).path
    }

    /// A custom shape instance with its arguments evaluated (defaults where absent).
    static func customShape(_ instance: CustomShapeInstance, context: EvaluationContext) -> CustomShape {
        let declaration = instance.declaration
        let parameters = zip(instance.arguments, declaration.defaults).map { argument, fallback in
            Path.finiteCoordinate(argument.evaluate(context) ?? fallback)
        }
        return CustomShape(
            name: declaration.name, parameters: parameters, animatableIndices: declaration.animatableIndices, program: declaration)
    }
}

extension EvaluationRun {
    /// The stroke style of a `stroke` or `strokeBorder` modifier at a state.
    static func applyStyle(_ modifier: StrokeModifier, context: EvaluationContext, to stroke: inout Stroke) {
        stroke.lineCap = modifier.lineCap
        stroke.lineJoin = modifier.lineJoin
        stroke.miterLimit = modifier.miterLimit
        stroke.dash = modifier.dash
        stroke.dashPhase = Path.finiteCoordinate(modifier.dashPhase.evaluate(context, default: 0))
    }

    /// The shape's `strokedPath`, from the chain's `strokedPath` modifier; a `trim` written after
    /// it trims the outline.
    static func strokedPath(of chain: [ChainLink]) -> StrokedPathStyle? {
        var isTrimmed = false
        for link in chain {
            switch link.modifier {
            case .trim: isTrimmed = true
            case .strokedPath(let modifier, let maxElements):
                let width = modifier.lineWidth.evaluate(link.context, default: 1)
                var style = StrokedPathStyle(lineWidth: width.isNaN ? 0 : max(0, width), maxElements: maxElements)
                style.lineCap = modifier.lineCap
                style.lineJoin = modifier.lineJoin
                style.miterLimit = modifier.miterLimit
                style.dash = modifier.dash
                style.dashPhase = Path.finiteCoordinate(modifier.dashPhase.evaluate(link.context, default: 0))
                style.isTrimmedAfter = !isTrimmed
                return style
            default: continue
            }
        }
        return nil
    }

    /// The shape's `trim`, from the chain's `trim` modifier.
    static func trim(of chain: [ChainLink]) -> ShapeTrim? {
        for link in chain {
            if case .trim(let from, let to) = link.modifier {
                return ShapeTrim(from: from.evaluate(link.context, default: 0), to: to.evaluate(link.context, default: 1))
            }
        }
        return nil
    }
}
