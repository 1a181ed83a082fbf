import DisplayList
import Geometry
import Views

/// The parts of a text's element, and the numbers each is written with: the snapshot writer
/// writes them at an instant, the keyframe writer animates them with the same numbers.
extension SVGElementWriter {
    /// A child of a text's element whose attributes a keyframe writer may animate.
    public enum TextPart: Hashable, Sendable {
        /// The one-colour glyphs' `<path>` of a text drawn as a group (decorated, rich or with
        /// colour glyphs); a plain text's path is the element itself.
        case glyphs
        /// The `<path>` of `TextItem.runOutlines[i]`.
        case run(Int)
        /// The `<path>` of `TextItem.glyphImages[i]`.
        case glyphImage(Int)
        /// The `<text>` of `TextLayout.lines[i]` (`text=text`).
        case line(Int)
        /// The `<text>` of one segment of a rich text's line (`text=text`).
        case segment(line: Int, Int)
        /// The `<path>` of `TextLayout.decorations[i]`.
        case decoration(Int)
    }

    /// Where a `<text>` starts and how big its glyphs are.
    public struct TextPlacement: Hashable, Sendable {
        public var x: Double
        public var y: Double
        public var fontSize: Double
        public var letterSpacing: Double
    }

    /// The placement of a line's `<text>`, or of one of its segments'.
    public static func placement(of line: TextLine, segment: TextSegment?, in text: TextItem) -> TextPlacement {
        let style = segment?.style.map { text.layout.styles[$0] }
        return TextPlacement(
            x: text.origin.x + line.x + (segment?.x ?? 0), y: text.origin.y + line.baseline - text.layout.baselineOffset,
            fontSize: style?.fontSize ?? text.layout.fontSize, letterSpacing: text.layout.letterSpacing)
    }

    /// An underline's or strikethrough's rectangles in canvas coordinates.
    public static func outline(of decoration: TextDecorationLine, in text: TextItem) -> Path {
        var path = Path()
        for rect in decoration.rects { path.addPath(Path(rect: rect.offsetBy(dx: text.origin.x, dy: text.origin.y))) }
        return path
    }
}
