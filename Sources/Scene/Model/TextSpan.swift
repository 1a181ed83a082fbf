/// One styled part of a rich `Text`: a run of a `text` list (`Text("a").bold() + Text("b")`)
/// or a span of inline Markdown.
public struct TextSpan: Hashable, Sendable {
    public var text: TextTemplate
    /// The styling modifiers of the part, in order (`font`, `bold`, `foregroundColor`, …).
    public var modifiers: [SceneModifier]
    /// A Markdown link: drawn in the accent colour (its destination is never kept).
    public var isLink: Bool

    public init(text: TextTemplate, modifiers: [SceneModifier] = [], isLink: Bool = false) {
        self.text = text
        self.modifiers = modifiers
        self.isLink = isLink
    }
}
