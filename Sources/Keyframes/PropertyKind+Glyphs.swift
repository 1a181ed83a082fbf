import DisplayList
import Geometry
import Layout
import SVG
import Views

/// A text's drawing as a keyframe property (`PropertyKind.glyphs`): while its font size, kerning
/// or tracking animates, the sampled view's text is laid out again (`ViewSampler`) with the lines
/// and glyphs of its update, and every number that places what the element draws moves with it:
/// the glyphs' pen positions and sizes (outlines, runs' outlines, colour glyphs' images), the
/// lines' and segments' `<text>` positions, sizes and letter spacing (`text=text`), the
/// decorations' rectangles, and the colours of a rich text's runs. A text whose glyphs change on
/// the way (a ligature that tracking turns off) keeps its final places.
extension TextLayout {
    /// What a number of `visitDrawing` is, for its tolerance.
    enum DrawingNumber {
        case size, spacing, position, color
    }

    /// Calls `visit` with every number that places the text's drawing, in a fixed order: the
    /// font size and letter spacing, each run style's size and colour (if it has one, as sRGB
    /// components and opacity), each line's start and baseline with its glyphs' pen positions and
    /// its segments' starts, and each decoration rectangle.
    mutating func visitDrawing(_ visit: (inout Double, DrawingNumber) -> Void) {
        visit(&fontSize, .size)
        visit(&letterSpacing, .spacing)
        for i in styles.indices {
            visit(&styles[i].fontSize, .size)
            if var color = styles[i].color {
                visit(&color.red, .color)
                visit(&color.green, .color)
                visit(&color.blue, .color)
                visit(&color.opacity, .color)
                styles[i].color = color
            }
        }
        for l in lines.indices {
            visit(&lines[l].x, .position)
            visit(&lines[l].baseline, .position)
            for g in lines[l].glyphs.indices {
                visit(&lines[l].glyphs[g].x, .position)
                visit(&lines[l].glyphs[g].y, .position)
            }
            for s in lines[l].segments.indices { visit(&lines[l].segments[s].x, .position) }
        }
        for d in decorations.indices {
            for r in decorations[d].rects.indices {
                visit(&decorations[d].rects[r].origin.x, .position)
                visit(&decorations[d].rects[r].origin.y, .position)
                visit(&decorations[d].rects[r].size.width, .position)
                visit(&decorations[d].rects[r].size.height, .position)
            }
        }
    }

    /// The numbers of `visitDrawing`, colour components clamped to 0…1 as they are written.
    var drawingValue: [Double] {
        var copy = self
        var value: [Double] = []
        copy.visitDrawing { number, kind in value.append(kind == .color ? PropertyReader.unit(number) : number) }
        return value
    }

    /// This layout with the numbers of `value` (as `drawingValue` lists them).
    func with(drawingValue value: [Double]) -> TextLayout {
        var copy = self
        var index = 0
        copy.visitDrawing { number, _ in
            if index < value.count { number = value[index] }
            index += 1
        }
        return copy
    }

    /// Whether `other` draws the same glyphs as this layout (lines, glyphs, segments, runs with
    /// a colour), so that its numbers place this layout's glyphs.
    func drawsSameGlyphs(as other: TextLayout) -> Bool {
        guard lines.count == other.lines.count, styles.count == other.styles.count else { return false }
        for (a, b) in zip(styles, other.styles) where (a.color == nil) != (b.color == nil) { return false }
        for (a, b) in zip(lines, other.lines) {
            guard a.glyphs.count == b.glyphs.count, a.segments.count == b.segments.count,
                zip(a.glyphs, b.glyphs).allSatisfy({ $0.glyph == $1.glyph && $0.fallback == $1.fallback && $0.style == $1.style })
            else { return false }
        }
        return true
    }

    /// Whether `other`'s underlines and strikethroughs have as many rectangles (dashes) as this
    /// layout's.
    func drawsSameDecorations(as other: TextLayout) -> Bool {
        decorations.count == other.decorations.count && zip(decorations, other.decorations).allSatisfy { $0.rects.count == $1.rects.count }
    }

    /// The layout that identifies a text's element: a run's colour animates (its presence does
    /// not), so it is not part of it.
    var withoutRunColors: TextLayout {
        guard styles.contains(where: { $0.color != nil }) else { return self }
        var copy = self
        for i in copy.styles.indices where copy.styles[i].color != nil { copy.styles[i].color = .clear }
        return copy
    }
}

extension PropertyReader {
    /// The drawing numbers of the text as drawn from `view` (laid out again while it animates,
    /// its runs in their presented colours); the element's own layout's places where the glyphs
    /// differ, its decorations' where their dashes differ.
    func glyphValue(of view: LaidOutView) -> [Double] {
        guard case .text(let layout, _) = role else { return [0] }
        var drawn = layout
        if let now = view.text, now.drawsSameGlyphs(as: layout) {
            drawn = now
            if !now.drawsSameDecorations(as: layout) { drawn.decorations = layout.decorations }
        }
        if case .text(let text) = view.node.content { drawn = drawn.coloringRuns(as: text) }
        return drawn.drawingValue
    }
}

extension ElementKey {
    /// Places within 0.05 px; sizes within what moves a glyph's points (about an em from its
    /// origin) and the end of the longest line written as one `<text>` (its width in ems from the
    /// start) by as much, and at most 0.04 pt; letter spacing within 0.05 px over the most glyphs
    /// of a line; colour channels within 0.003.
    var glyphTolerances: [Double] {
        guard case .text(let layout, _) = role else { return [0.04] }
        let sizes = [layout.fontSize] + layout.styles.map(\.fontSize)
        let smallest = max(1, sizes.min() ?? 1)
        let ems = (layout.lines.map(\.width).max() ?? 0) / smallest
        let size = min(0.04, 0.05 / max(1, ems))
        let spacing = 0.05 / Double(max(1, layout.lines.map(\.glyphs.count).max() ?? 1))
        var tolerances: [Double] = []
        var copy = layout
        copy.visitDrawing { _, kind in
            switch kind {
            case .size: tolerances.append(size)
            case .spacing: tolerances.append(spacing)
            case .position: tolerances.append(0.05)
            case .color: tolerances.append(0.003)
            }
        }
        return tolerances
    }
}

/// The parts of a text element that a `glyphs` value places: the item the element writes, drawn
/// again (`DisplayListBuilder.placing`) with the layout of each value. The keyframe writer makes
/// one per element and shares it among the element's parts, so each value is placed once and
/// the channels are made once.
final class AnimatedTextParts {
    /// The item, its layout and the values placed so far. The SMIL channels' closures capture
    /// this, not the parts: the parts hold those closures (`grouped`), and a closure holding the
    /// parts back would keep every animated text's parts alive after its document.
    final class Placer {
        let item: TextItem
        let layout: TextLayout
        let builder: DisplayListBuilder
        /// The JSON path of the text's view, where its outlines count against the drawn-path budget.
        let source: String
        private var placed: [Value: TextItem] = [:]
        /// Counts the work done, for tests; nil: not counted.
        let work: Work?

        init(item: TextItem, layout: TextLayout, builder: DisplayListBuilder, source: String, work: Work?) {
            self.item = item
            self.layout = layout
            self.builder = builder
            self.source = source
            self.work = work
        }

        /// The item drawn with the numbers of `value`.
        func item(_ value: [Double]) -> TextItem {
            let key = Value(numbers: value)
            if let known = placed[key] { return known }
            work?.placements += 1
            let result = builder.placing(item, layout: layout.with(drawingValue: value), source: source)
            placed[key] = result
            return result
        }
    }

    let placer: Placer
    var item: TextItem { placer.item }
    private var grouped: [SVGElementWriter.TextPart?: [PropertyText.SMILChannel]]? = nil
    /// The SMIL runs of the element's `glyphs` track, made for its first part.
    var runs: [SMILAnimations.Run]? = nil

    /// The work of the parts of a document's texts: values placed and part sets made (one
    /// render's, on one thread, like `DrawnPathBudget`).
    final class Work: @unchecked Sendable {
        var placements = 0
        var partSets = 0
        init() {}
    }

    /// A `glyphs` value as a memo key: hashed by its count and a few of its numbers (hashing
    /// every number of a long text per lookup costs as much as the placing it saves); equal
    /// keys compare in full (at once when they share storage, as the keys of a track do).
    struct Value: Hashable {
        var numbers: [Double]
        func hash(into hasher: inout Hasher) {
            hasher.combine(numbers.count)
            let step = max(1, numbers.count / 16)
            for i in stride(from: 0, to: numbers.count, by: step) { hasher.combine(numbers[i]) }
            if let last = numbers.last { hasher.combine(last) }
        }
    }

    /// The parts of `element`, drawn at `origin` (where its translation is measured from); their
    /// outlines count against `drawnPaths` at `source`.
    init?(
        role: ElementRole, item: DisplayItem, origin: Point, glyphs: (any GlyphOutlineProviding)?, drawnPaths: DrawnPathBudget? = nil,
        source: String = "", work: Work? = nil
    ) {
        guard case .text(let layout, _) = role, case .text(var text) = item else { return nil }
        text.origin = origin
        var builder = DisplayListBuilder(glyphs: text.outline == nil ? nil : glyphs, coverage: .everyElement)
        builder.drawnPaths = drawnPaths
        placer = Placer(item: text, layout: layout, builder: builder, source: source, work: work)
        work?.partSets += 1
    }

    /// The item drawn with the numbers of `value`.
    func item(_ value: [Double]) -> TextItem { placer.item(value) }

    /// The channels of `channels(_:)` that go in the text's child `part` (nil: the element
    /// itself), in the same order; all of them are made once, at the first call.
    func channels(_ n: NumberText, for part: SVGElementWriter.TextPart?) -> [PropertyText.SMILChannel] {
        if grouped == nil {
            var groups: [SVGElementWriter.TextPart?: [PropertyText.SMILChannel]] = [:]
            for channel in channels(n) { groups[channel.textPart, default: []].append(channel) }
            grouped = groups
        }
        return grouped?[part] ?? []
    }

    /// The SMIL channels of every part the element writer writes for the item: path data of
    /// outlines, images' boxes and decorations, `<text>` positions, sizes and spacing, run colours.
    func channels(_ n: NumberText) -> [PropertyText.SMILChannel] {
        var result: [PropertyText.SMILChannel] = []
        let placer = placer
        func attribute(_ part: SVGElementWriter.TextPart?, _ name: String, _ text: @escaping (TextItem) -> String) {
            result.append(PropertyText.SMILChannel(element: "animate", attribute: name, type: nil, additive: false, textPart: part) {
                text(placer.item($0))
            })
        }
        func path(_ part: SVGElementWriter.TextPart?, _ make: @escaping (TextItem) -> Path) {
            attribute(part, "d") { String(decoding: n.paths.pathData(make($0)), as: UTF8.self) }
        }
        func fill(_ part: SVGElementWriter.TextPart, _ color: @escaping (TextItem) -> Color) {
            attribute(part, "fill") { NumberText.hex(PropertyReader.components(color($0))) }
            attribute(part, "fill-opacity") { NumberText.string(PropertyReader.unit(color($0).opacity), digits: 3) }
        }
        func placement(_ part: SVGElementWriter.TextPart, line: Int, segment: Int?) {
            func place(_ item: TextItem) -> SVGElementWriter.TextPlacement {
                let row = item.layout.lines[line]
                return SVGElementWriter.placement(of: row, segment: segment.map { row.segments[$0] }, in: item)
            }
            attribute(part, "x") { n.length(place($0).x) }
            attribute(part, "y") { n.length(place($0).y) }
            // CSS properties: their values with a unit (as CSS parses them).
            attribute(part, "font-size") { n.px(place($0).fontSize) }
            attribute(part, "letter-spacing") { n.px(place($0).letterSpacing) }
        }
        if let outline = item.outline {
            if !SVGElementWriter.drawsGroup(item) {
                path(nil) { $0.outline ?? Path() }
            } else {
                if !outline.isEmpty { path(.glyphs) { $0.outline ?? Path() } }
                for (i, run) in item.runOutlines.enumerated() where !run.path.isEmpty {
                    path(.run(i)) { $0.runOutlines[i].path }
                    fill(.run(i)) { $0.runOutlines[i].color }
                }
                for i in item.glyphImages.indices { path(.glyphImage(i)) { Path(rect: $0.glyphImages[i].frame) } }
            }
        } else {
            for (l, line) in item.layout.lines.enumerated() where !line.string.isEmpty {
                guard !line.segments.isEmpty else {
                    placement(.line(l), line: l, segment: nil)
                    continue
                }
                for (s, segment) in line.segments.enumerated() where !segment.string.isEmpty {
                    placement(.segment(line: l, s), line: l, segment: s)
                    if let style = segment.style, item.layout.styles[style].color != nil {
                        fill(.segment(line: l, s)) { $0.layout.styles[style].color ?? .clear }
                    }
                }
            }
        }
        for (i, decoration) in item.layout.decorations.enumerated() where !SVGElementWriter.outline(of: decoration, in: item).isEmpty {
            path(.decoration(i)) { SVGElementWriter.outline(of: $0.layout.decorations[i], in: $0) }
        }
        return result
    }
}
