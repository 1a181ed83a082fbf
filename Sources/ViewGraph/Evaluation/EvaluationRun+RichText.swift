import Geometry
import Scene
import Views

extension EvaluationRun {
    /// A rich `Text`: its runs' strings joined, each run styled by its own modifiers on top of
    /// the text's environment. A run's colour, underline and strikethrough are kept only where
    /// they differ from the text's; a Markdown link takes the accent colour (system blue).
    /// The joined text is cut to `maxTextLength` characters.
    func richText(_ spans: [TextSpan], context: EvaluationContext, environment: ViewEnvironment) -> ResolvedText {
        var text = ResolvedText(
            string: "", font: environment.resolvedFont, color: environment.foregroundColor,
            alignment: environment.textAlignment, lineLimit: environment.lineLimit,
            lineSpacing: environment.lineSpacing, locale: environment.locale,
            layoutDirection: environment.layoutDirection)
        text.styling = environment.textStyling
        text.contentTransition = environment.contentTransition
        var budget = scene.limits.maxTextLength
        for span in spans where budget > 0 {
            var piece = span.text.evaluate(context)
            if piece.count > budget { piece = String(piece.prefix(budget)) }
            budget -= piece.count
            var style = environment
            for modifier in span.modifiers { style = style.applying(ChainLink(modifier: modifier, context: context, index: "")) }
            var color = style.foreground != environment.foreground ? style.foregroundColor : nil
            if span.isLink { color = Color.system("blue", scheme: environment.colorScheme) }
            let outer = environment.textStyling, own = style.textStyling
            text.runs.append(
                TextRun(
                    length: piece.utf8.count, font: style.resolvedFont, color: color,
                    underline: own.underline != outer.underline ? own.underline : nil,
                    strikethrough: own.strikethrough != outer.strikethrough ? own.strikethrough : nil))
            text.string += piece
        }
        return text
    }
}
