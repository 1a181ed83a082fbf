import Geometry
import Scene
import Views

extension ViewEnvironment {
    /// The largest kerning, tracking or baseline offset, in points, either way (as font sizes
    /// stop at 1000).
    static let textSpacingBound = 1000.0

    /// This environment with a text styling modifier applied; an absent (`null`) value leaves
    /// it as it is.
    mutating func apply(_ style: TextStyleModifier, context: EvaluationContext) {
        func bounded(_ value: Dynamic<Double>) -> Double? {
            guard let number = value.evaluate(context), number.isFinite else { return nil }
            return min(max(number, -Self.textSpacingBound), Self.textSpacingBound)
        }
        switch style {
        case .kerning(let value): if let k = bounded(value) { textStyling.kerning = k }
        case .tracking(let value): if let t = bounded(value) { textStyling.tracking = t }
        case .baselineOffset(let value): if let b = bounded(value) { textStyling.baselineOffset = b }
        case .underline(let property): textStyling.underline = decoration(property, context: context)
        case .strikethrough(let property): textStyling.strikethrough = decoration(property, context: context)
        case .textCase(let value): textStyling.textCase = value?.evaluate(context)
        case .monospacedDigit(let value): if let on = value.evaluate(context) { textStyling.monospacedDigit = on }
        case .truncationMode(let value): if let mode = value.evaluate(context) { textStyling.truncationMode = mode }
        case .minimumScaleFactor(let value):
            if let factor = value.evaluate(context), factor.isFinite { textStyling.minimumScaleFactor = min(max(factor, 0.01), 1) }
        case .allowsTightening(let value): if let on = value.evaluate(context) { textStyling.allowsTightening = on }
        case .fontDesign(let value): if let design = value.evaluate(context) { fontDesign = design }
        case .contentTransition(let property): contentTransition = property.resolved(context)
        }
    }

    private func decoration(_ property: TextDecorationProperty, context: EvaluationContext) -> TextDecoration? {
        guard property.isActive.evaluate(context, default: true) else { return nil }
        return TextDecoration(
            pattern: property.pattern.evaluate(context, default: .solid),
            color: property.color.flatMap { $0.resolved(context, scheme: colorScheme) })
    }
}

extension ContentTransitionProperty {
    /// The transition at a state; nil (no `contentTransition`) when the kind is absent.
    func resolved(_ context: EvaluationContext) -> ContentTransition? {
        switch kind.evaluate(context) {
        case nil: nil
        case .identity: .identity
        case .opacity: .opacity
        case .interpolate: .interpolate
        case .numericText:
            .numericText(
                countsDown: countsDown?.evaluate(context) ?? false,
                value: value?.evaluate(context).flatMap { $0.isFinite ? $0 : nil })
        }
    }
}
