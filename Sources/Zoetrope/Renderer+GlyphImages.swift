import Layout
import Scene
import Typesetting
import Views

/// The budget of colour glyph images (emoji, and colour glyphs of a scene's fonts) one document
/// embeds: `limits.maxGlyphImageBytes`, counted as the images' `data:` URIs, each distinct
/// image once (as the SVG writer defines each once per document).
extension Renderer {
    /// The distinct glyph images seen so far and their bytes.
    struct GlyphImageTally {
        var seen: Set<ImageAsset> = []
        var bytes = 0

        /// Adds the images of `layout`'s colour glyphs.
        mutating func add(_ layout: TextLayout, glyphs: Typesetter) {
            guard layout.fallbackFaces.contains(where: \.isColor) else { return }
            for line in layout.lines {
                for glyph in line.glyphs {
                    guard let slot = glyph.fallback, layout.fallbackFaces[slot].isColor,
                        let image = glyphs.glyphImage(glyph.glyph, fallback: layout.fallbackFaces[slot]),
                        seen.insert(image.asset).inserted
                    else { continue }
                    bytes += image.asset.dataURI.utf8.count
                }
            }
        }
    }

    /// Before any work: the texts the scene writes (their literal parts, in the body, in
    /// components and in decorations, shown or not) laid out in the body font; the first text
    /// whose emoji bring the document's images past the limit is a `limit_exceeded` at its `text`.
    func glyphImageProblem(_ scene: Scene) -> Diagnostic? {
        let limit = scene.limits.maxGlyphImageBytes
        var tally = GlyphImageTally()
        var problem: Diagnostic?
        func visit(_ view: SceneView) {
            guard problem == nil else { return }
            let templates: [TextTemplate] = switch view.kind {
            case .text(let template): [template]
            case .richText(let spans): spans.map(\.text)
            default: []
            }
            let literals = templates.flatMap { template in
                template.segments.compactMap { segment -> String? in
                    if case .literal(let text) = segment { return text }
                    return nil
                }
            }
            // Only emoji-presentation characters and U+FE0F make colour glyphs: other texts (Latin,
            // CJK…) are not laid out again here.
            guard literals.contains(where: { $0.unicodeScalars.contains(where: Self.mayBeColourEmoji) }) else { return }
            tally.add(typesetter.layout(ResolvedText(string: literals.joined(separator: "\n")), maxWidth: nil), glyphs: typesetter)
            if tally.bytes > limit {
                problem = Diagnostic(
                    code: "limit_exceeded", message: Self.glyphImageMessage(bytes: tally.bytes, limit: limit), path: view.path + "/text")
            }
        }
        scene.body.forEachNestedView(visit)
        for name in scene.components.keys.sorted() { scene.components[name]?.body.forEachNestedView(visit) }
        return problem
    }

    /// After the timeline ran: the texts of every update as laid out (interpolated text, the
    /// font each is set in). Past the limit it is a `limit_exceeded` naming the text.
    func checkGlyphImages(in trees: [LaidOutView], limits: SceneLimits) throws(ZoetropeError) {
        // Only a text with fallback faces is counted: most trees have none, and are not walked
        // again in order.
        guard trees.withUnsafeBufferPointer({ trees in trees.indices.contains { Self.hasFallbackText(trees.baseAddress! + $0) } })
        else { return }
        var tally = GlyphImageTally()
        var culprit: String?
        // Views are visited through pointers into their arrays (a view read from an array and
        // passed as a value is copied for the call); decorations, a few per tree, as copies.
        func visit(_ view: UnsafePointer<LaidOutView>) {
            guard culprit == nil else { return }
            if view.pointee.text?.fallbackFaces.isEmpty == false, let layout = view.pointee.text {
                tally.add(layout, glyphs: typesetter)
                if tally.bytes > limits.maxGlyphImageBytes { culprit = layout.lines.map(\.string).joined(separator: " ") }
            }
            view.pointee.children.withUnsafeBufferPointer { children in
                for index in children.indices { visit(children.baseAddress! + index) }
            }
            guard !view.pointee.decorations.isEmpty else { return }
            for key in view.pointee.decorations.keys.sorted() {
                if let decoration = view.pointee.decorations[key] { withUnsafePointer(to: decoration) { visit($0) } }
            }
        }
        trees.withUnsafeBufferPointer { trees in
            for index in trees.indices { visit(trees.baseAddress! + index) }
        }
        guard let culprit else { return }
        let shown = culprit.count > 24 ? String(culprit.prefix(24)) + "…" : culprit
        throw ZoetropeError(
            status: 422, code: "limit_exceeded",
            message: Self.glyphImageMessage(bytes: tally.bytes, limit: limits.maxGlyphImageBytes) + " (at the text \"\(shown)\")")
    }

    /// Whether the text of `view` or of a view inside it (a child's, a decoration's) has
    /// fallback faces. Children are read in place, decorations as copies (a few per tree).
    static func hasFallbackText(_ view: UnsafePointer<LaidOutView>) -> Bool {
        if view.pointee.text?.fallbackFaces.isEmpty == false { return true }
        let inChildren = view.pointee.children.withUnsafeBufferPointer { children in
            children.indices.contains { hasFallbackText(children.baseAddress! + $0) }
        }
        return inChildren || view.pointee.decorations.values.contains { withUnsafePointer(to: $0, hasFallbackText) }
    }

    /// Whether a scalar may start or make a colour emoji: Emoji_Presentation, or U+FE0F.
    static func mayBeColourEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x231A && (scalar.value == 0xFE0F || scalar.properties.isEmojiPresentation)
    }

    static func glyphImageMessage(bytes: Int, limit: Int) -> String {
        "the colour glyph images (emoji) the texts draw are at least \(bytes) bytes in all, more than the limit of \(limit) (limits.maxGlyphImageBytes)"
    }
}
