import Scene
import Symbols
import Views

extension EvaluationRun {
    /// A symbol (`Image(systemName:)`) as a shape filled with the foreground colour: a square of
    /// the font's size times the image scale's factor, or whatever it is offered when resizable.
    /// The other `Image` methods do not change a symbol (it is always drawn as a template); the
    /// font's weight thickens it (`SymbolShape.weightStrokeWidth`).
    func symbolView(_ named: SymbolGlyph, chain: [ChainLink], environment: ViewEnvironment) -> ShapeView {
        // symbolVariant: the variant's name when the table has it, else the symbol as named.
        var glyph = named
        let variantName = environment.symbolVariant.applied(to: named.name)
        if variantName != named.name, case .glyph(let variant) = SymbolFont.lookup(variantName) { glyph = variant }
        var isResizable = false
        for link in chain {
            guard case .image(.resizable(let value)) = link.modifier else { continue }
            isResizable = value.evaluate(link.context, default: true)
        }
        let side = max(0, environment.resolvedFont.size * environment.imageScale.factor)
        let symbol = SymbolShape(glyph: glyph, side: side.isFinite ? side : 0, isResizable: isResizable)
        // fontWeight: a stroke in the fill's paint thickens the single-weight icon (SymbolShape).
        let gradient = environment.foregroundGradient
        let width = SymbolShape.weightStrokeWidth(environment.resolvedFont.weight, side: symbol.side)
        var stroke: Stroke?
        if width > 0 {
            stroke = Stroke(color: environment.foregroundColor, lineWidth: width)
            stroke?.lineJoin = .round
            stroke?.lineCap = .round
            stroke?.gradient = gradient
        }
        return ShapeView(shape: .symbol(symbol), fill: gradient == nil ? environment.foregroundColor : nil, stroke: stroke, gradient: gradient)
    }
}
