import Views

/// The argument of a `font` modifier: a text style, a point size or a font of the scene's
/// `fonts`, with optional weight, design and italic.
public struct SceneFont: Hashable, Sendable {
    public enum Base: Hashable, Sendable {
        case style(Dynamic<Font.TextStyle>)
        case size(Dynamic<Double>)
        /// `.custom(_:size:relativeTo:)` and `.custom(_:fixedSize:)`: a font of the scene's
        /// `fonts` at a size in points. At the default dynamic type size `relativeTo` changes
        /// nothing; it is kept for the scene's reader.
        case custom(CustomFont, size: Dynamic<Double>, relativeTo: Font.TextStyle?)
    }

    public var base: Base
    public var weight: Dynamic<Font.Weight>?
    public var design: Dynamic<Font.Design>?
    public var italic: Dynamic<Bool>?

    public init(
        base: Base, weight: Dynamic<Font.Weight>? = nil, design: Dynamic<Font.Design>? = nil,
        italic: Dynamic<Bool>? = nil
    ) {
        self.base = base
        self.weight = weight
        self.design = design
        self.italic = italic
    }

    /// The font at a state: a style's own weight (headline's semibold) yields to an explicit
    /// weight; sizes are clamped to 1…1000; an absent style is `body`, an absent size 17.
    public func resolved(_ context: EvaluationContext) -> Font {
        var font: Font
        switch base {
        case .style(let style): font = style.evaluate(context, default: .body).font
        case .size(let size): font = Font(size: min(max(size.evaluate(context, default: Font.body.size), 1), 1000))
        case .custom(let custom, let size, _):
            font = Font(size: min(max(size.evaluate(context, default: Font.body.size), 1), 1000), custom: custom)
        }
        if let weight = weight?.evaluate(context) { font.weight = weight }
        if let design = design?.evaluate(context) { font.design = design }
        if italic?.evaluate(context) == true { font.isItalic = true }
        return font
    }
}
