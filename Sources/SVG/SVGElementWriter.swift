import DisplayList
import Geometry
import Views

/// Writes display-list items as SVG elements: the one element writer of the snapshot writer
/// and the keyframe writer. A snapshot writes every item whole (`write(_:)`); the keyframe
/// writer starts an item's element, adds its class or SMIL children, then ends it.
///
/// Lengths are written at `precision` digits, opacities at 3, transform coefficients at the
/// digits that keep every point within half a unit of the last written digit
/// (`SVGNumberFormatter.matrix`). Nothing written refers outside the document: the only
/// references are `url(#…)` to clip paths, gradients, patterns and filters it defines, named with `idPrefix`.
public final class SVGElementWriter {
    public let xml: XMLWriter
    public let lengths: SVGNumberFormatter
    public let idPrefix: String
    let opacities = SVGNumberFormatter(precision: 3)
    private var clipCount = 0
    /// Gradients defined so far: the next gradient's id is `\(idPrefix)g\(gradientCount)`.
    var gradientCount = 0
    /// The pattern of each image already defined (`SVGElementWriter+Image.swift`).
    var imagePatterns: [ImagePatternKey: String] = [:]
    /// Wedges written for angular gradients so far (see `SVGElementWriter+Gradients`).
    var angularWedgeCount = 0
    /// Filters defined so far (`SVGElementWriter+Filters.swift`).
    var filterCount = 0
    /// Masks defined so far (`SVGElementWriter+Masks.swift`).
    var maskCount = 0
    /// The scene fonts whose `@font-face` is written (`SVGElementWriter+FontFaces.swift`).
    var embeddedFonts: Set<CustomFont> = []
    /// The wedges of an angular gradient stroke, drawn after its shape (`endShape`).
    var pendingStrokeWedges: (gradient: GradientFill, outline: Path, translation: Point, stroke: StrokePaint)?
    /// The document bytes of the last path data `startPath` wrote (a `d` attribute's value),
    /// for a template's holes (`XMLWriter.written(from:holes:)`); nil before any, and where the
    /// attribute was not written whole (the budget passed: no template is made then).
    public private(set) var lastPathData: Range<Int>?
    /// Where the path data of a text's outline is kept between documents (keyed by its layout and
    /// origin, which the outline is a function of); nil writes the numbers every time.
    public var textPaths: TextPathCache?

    /// `budget` bounds the bytes written (`XMLWriter`); nil: no bound.
    public init(precision: Int, idPrefix: String, budget: OutputBudget? = nil) {
        xml = XMLWriter(budget: budget)
        lengths = SVGNumberFormatter(precision: precision)
        self.idPrefix = idPrefix
    }

    // MARK: - Document

    /// Starts the root element of a canvas of `size` points.
    public func startDocument(size: Size) {
        xml.startElement("svg")
        xml.attribute("xmlns", "http://www.w3.org/2000/svg")
        xml.attribute("version", "1.1")
        numberAttribute("width", lengths, size.width)
        numberAttribute("height", lengths, size.height)
        // `0 0 width height`, the numbers written in place (an interpolated String cost more than
        // the numbers). Before each number at most 25 bytes are written, so `maxLength` are free.
        let lengths = lengths
        xml.generatedAttribute("viewBox", capacity: 25 + SVGNumberFormatter.maxLength) { p in
            var n = SVGNumberFormatter.write("0 0 ", to: p)
            n += lengths.write(size.width, to: p + n)
            p[n] = UInt8(ascii: " ")
            n += 1
            return n + lengths.write(size.height, to: p + n)
        }
    }

    /// A canvas-filling rectangle of `color`, unless it is clear.
    public func background(_ color: Color?) {
        guard let color, !color.isClear else { return }
        xml.startElement("rect")
        xml.attribute("width", "100%")
        xml.attribute("height", "100%")
        paint(color, .fill, keepsOpacity: false)
        xml.endElement()
    }

    /// Ends the root element and returns the document's bytes.
    public func finish() -> [UInt8] {
        xml.endElement()
        return xml.finish()
    }

    /// Ends the element last started.
    public func end() {
        xml.endElement()
    }

    // MARK: - Whole items (snapshots)

    /// Writes `item` and everything inside it.
    public func write(_ item: DisplayItem) {
        switch item {
        case .group(let group):
            startGroup(group)
            for child in group.children { write(child) }
            end()
        case .shape(let shape):
            startShape(shape)
            endShape()
        case .text(let text):
            guard startText(text) else { return }
            endText(text)
        case .image(let image):
            startImage(image)
            end()
        }
    }

    // MARK: - Groups

    /// Starts the `<g>` of a group (a clip group's clip path defined just before it).
    public func startGroup(_ group: DisplayGroup) {
        switch group.effect {
        case .transform, .opacity:
            startEffectGroup(group)
        case .clip(let path):
            let id = startClipPath(path)
            end()
            startClippedGroup(id)
        case .shadow, .blur:
            let content = group.children.reduce(nil as Rect?) { DisplayItem.union($0, $1.bounds) } ?? .zero
            startFilteredGroup(filterDefinition(group.effect, region: group.filterRegion(around: content)))
        case .mask(let items):
            let region = items.reduce(nil as Rect?) { DisplayItem.union($0, $1.bounds) } ?? .zero
            let id = startAlphaMask(region: region)
            for item in items { write(item) }
            endAlphaMask()
            startMaskedGroup(id)
        }
    }

    /// Starts the `<g>` of a transform or opacity group; an identity transform or a full opacity
    /// writes no attribute.
    public func startEffectGroup(_ group: DisplayGroup) {
        xml.startElement("g")
        switch group.effect {
        case .transform(let t):
            guard !t.isIdentity else { return }
            // The children alone are captured: capturing the group copied it.
            let lengths = lengths, children = group.children
            xml.generatedAttribute("transform", capacity: SVGNumberFormatter.matrixCapacity) {
                lengths.writeMatrix(t, reach: children.reduce(0) { max($0, $1.reach) }, to: $0)
            }
        case .opacity(let opacity):
            guard opacity < 1 else { return }
            numberAttribute("opacity", opacities, max(0, opacity))
        case .clip, .shadow, .blur, .mask:
            break
        }
    }

    /// Starts `<defs><clipPath id=…><path d=…>` with the clip's outline (moved by `translation`);
    /// returns the clip path's id. `end()` closes the path, then `startClippedGroup` the rest.
    public func startClipPath(_ path: Path, translation: Point = .zero) -> String {
        let id = "\(idPrefix)c\(clipCount)"
        clipCount += 1
        xml.startElement("defs")
        xml.startElement("clipPath")
        xml.attribute("id", id)
        startPath(path, translation: translation)
        return id
    }

    /// Closes the clip path's definition and starts the group it clips.
    public func startClippedGroup(_ id: String) {
        xml.endElement()
        xml.endElement()
        xml.startElement("g")
        xml.attribute("clip-path", "url(#\(id))")
    }

    // MARK: - Shapes and text

    /// Starts the `<path>` of a shape with its paints: `path` (moved by `translation`) replaces
    /// the shape's own outline when given; `keepsFillOpacity` and `keepsStrokeOpacity` write a
    /// paint's opacity even where it is 1 (it is animated).
    public func startShape(
        _ shape: ShapeItem, path: Path? = nil, translation: Point = .zero, keepsFillOpacity: Bool = false,
        keepsStrokeOpacity: Bool = false, animateFillGradient: (GradientPart) -> Void = { _ in },
        animateStrokeGradient: (GradientPart) -> Void = { _ in }
    ) {
        let gradientID = shape.gradient.flatMap {
            gradientDefinition($0, outline: path ?? shape.path, translation: translation, animate: animateFillGradient)
        }
        var strokeGradientID: String?
        if let stroke = shape.stroke, let gradient = stroke.gradient {
            if case .angular = gradient.paint.kind {
                pendingStrokeWedges = (gradient, path ?? shape.path, translation, stroke)
            } else {
                strokeGradientID = gradientDefinition(
                    gradient, outline: path ?? shape.path, translation: translation, stroke: stroke, animate: animateStrokeGradient)
            }
        }
        startPath(path ?? shape.path, translation: translation)
        if let fill = shape.fill {
            paint(fill, .fill, keepsOpacity: keepsFillOpacity)
        } else if let gradientID {
            xml.attribute("fill", "url(#\(gradientID))")
        } else {
            xml.attribute("fill", "none")
        }
        if let stroke = shape.stroke {
            if let strokeGradientID {
                xml.attribute("stroke", "url(#\(strokeGradientID))")
            } else if stroke.gradient == nil {
                paint(stroke.color, .stroke, keepsOpacity: keepsStrokeOpacity)
            }
            if stroke.gradient == nil || strokeGradientID != nil {
                numberAttribute("stroke-width", lengths, max(0, stroke.lineWidth))
                writeStyle(of: stroke)
            }
        }
    }

    /// Ends a shape's element; an angular gradient stroke's wedges follow it (over its fill).
    public func endShape() {
        end()
        guard let (gradient, outline, translation, stroke) = pendingStrokeWedges else { return }
        pendingStrokeWedges = nil
        _ = gradientDefinition(gradient, outline: outline, translation: translation, stroke: stroke)
    }

    /// The stroke style attributes that differ from SVG's initial values.
    func writeStyle(of stroke: StrokePaint) {
        if stroke.lineCap != .butt { xml.attribute("stroke-linecap", stroke.lineCap.rawValue) }
        if stroke.lineJoin != .miter { xml.attribute("stroke-linejoin", stroke.lineJoin.rawValue) }
        if stroke.lineJoin == .miter, let limit = stroke.miterLimit, limit != 4 {
            xml.attribute("stroke-miterlimit", lengths.string(max(1, limit)))
        }
        let dash = stroke.dash.map { max(0, $0.isFinite ? $0 : 0) }
        if !dash.isEmpty, dash.contains(where: { $0 > 0 }) {
            xml.attribute("stroke-dasharray", dash.map { lengths.string($0) }.joined(separator: " "))
            if stroke.dashPhase != 0 { xml.attribute("stroke-dashoffset", lengths.string(stroke.dashPhase)) }
        }
    }

    /// Starts a text: its glyph outlines as one `<path>`, or a `<g>` for its `<text>` lines
    /// (`endText` writes them); false, writing nothing, when it draws no glyph.
    public func startText(_ text: TextItem, keepsOpacity: Bool = false, animateGradient: (GradientPart) -> Void = { _ in }) -> Bool {
        if let outline = text.outline {
            guard !outline.isEmpty || !text.runOutlines.isEmpty || !text.glyphImages.isEmpty else { return false }
        } else {
            guard text.layout.lines.contains(where: { !$0.string.isEmpty }) else { return false }
        }
        var gradientID: String?
        var color = text.color
        if let gradient = text.gradient {
            if case .angular = gradient.paint.kind, text.outline == nil {
                // Wedges need an outline to clip to: `<text>` takes the colour halfway round.
                color = gradient.paint.color(at: 0.5)
            } else {
                gradientID = gradientDefinition(gradient, outline: text.outline ?? Path(), translation: .zero, animate: animateGradient)
            }
        }
        if let outline = text.outline, !Self.drawsGroup(text) { startTextPath(outline, of: text) } else { xml.startElement("g") }
        if let gradientID {
            xml.attribute("fill", "url(#\(gradientID))")
        } else if text.gradient != nil && color == text.color {
            xml.attribute("fill", "none")
        } else {
            paint(color, .fill, keepsOpacity: keepsOpacity)
        }
        return true
    }

    /// Writes the `<text>` lines of a text without outlines, then ends the element `startText`
    /// started. `animate` writes the animation children of each part, if any.
    public func endText(_ text: TextItem, animate: (TextPart) -> Void = { _ in }) {
        // The group's children come here, after any attribute the keyframe writer added to it.
        if let outline = text.outline, Self.drawsGroup(text) {
            if !outline.isEmpty {
                startPath(outline)
                animate(.glyphs)
                end()
            }
            writeRunOutlines(of: text, animate: animate)
            writeGlyphImages(of: text, animate: animate)
        }
        if text.outline == nil {
            embedFonts(of: text)
            let face = text.layout.face
            for (index, line) in text.layout.lines.enumerated() where !line.string.isEmpty {
                guard line.segments.isEmpty else {
                    writeSegments(of: line, index: index, in: text, animate: animate)
                    continue
                }
                startTextElement(
                    at: Self.placement(of: line, segment: nil, in: text), family: text.layout.cssFamily, face: face,
                    synthesizesFont: text.layout.fallbackFaces.contains(where: { !$0.synthesis.isNone }))
                animate(.line(index))
                xml.text(line.string)
                xml.endElement()
            }
        }
        writeDecorations(of: text, animate: animate)
        xml.endElement()
    }

    /// Starts the `<path>` of a text's glyph outline, its path data from `textPaths` when kept.
    private func startTextPath(_ outline: Path, of text: TextItem) {
        guard let textPaths else { return startPath(outline) }
        xml.startElement("path")
        let data = textPaths.pathData(of: text.layout, at: text.origin, precision: lengths.precision) { lengths.pathData(outline, terminated: true) }
        // Path data holds no NUL but the one ending it, so the value is all bytes before that
        // one, found without a search.
        precondition(data.last == 0)
        data.withUnsafeBufferPointer { xml.generatedAttribute("d", bytes: UnsafeBufferPointer(rebasing: $0.dropLast())) }
    }

    /// Starts a `<path>` with `d`, moved by `translation` when it is not zero.
    func startPath(_ path: Path, translation: Point = .zero) {
        xml.startElement("path")
        let lengths = lengths
        if translation.x != 0 || translation.y != 0 {
            xml.generatedAttribute("transform", capacity: SVGNumberFormatter.translateCapacity) {
                lengths.writeTranslate(translation.x, translation.y, to: $0)
            }
        }
        // ` d="` comes before the value and `"` after it; a writer stopped by the budget may
        // have written part of them.
        let start = xml.offset
        xml.generatedAttribute("d", capacity: SVGNumberFormatter.pathDataCapacity(path)) { lengths.writePathData(path, to: $0) }
        lastPathData = !xml.isStopped && xml.offset >= start + 5 ? (start + 4)..<(xml.offset - 1) : nil
    }

    /// Appends `template` (elements this writer wrote, `XMLWriter.written(from:holes:)`) with
    /// its holes, each the path data of a `<path>`, written from `paths` in order: the bytes
    /// `startPath` writes for them.
    public func append(_ template: XMLWriter.Template, paths: [Path]) {
        precondition(paths.count == template.holeCount, "a path for each hole")
        let lengths = lengths
        xml.append(template, capacity: { SVGNumberFormatter.pathDataCapacity(paths[$0]) }) { index, p in
            lengths.writePathData(paths[index], to: p)
        }
    }

    // MARK: - Paint

    /// Which paint of an element.
    public enum PaintChannel {
        case fill
        case stroke
    }

    /// `fill`/`stroke` and, below full opacity or when `keepsOpacity`, its opacity.
    public func paint(_ color: Color, _ channel: PaintChannel, keepsOpacity: Bool) {
        let opacity = max(0, min(color.opacity.isFinite ? color.opacity : 0, 1))
        switch channel {
        case .fill:
            hexAttribute("fill", color)
            if opacity < 1 || keepsOpacity { numberAttribute("fill-opacity", opacities, opacity) }
        case .stroke:
            hexAttribute("stroke", color)
            if opacity < 1 || keepsOpacity { numberAttribute("stroke-opacity", opacities, opacity) }
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `#rrggbb` of the colour's sRGB components, each clamped to 0…255.
    public static func hex(_ color: Color) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: 7) { bytes, count in
            writeHex(color, to: bytes.baseAddress!)
            count = 7
        }
    }

    /// `hex(color)` appended to `bytes`.
    public static func appendHex(_ color: Color, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 7) { hex in
            writeHex(color, to: hex.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(hex))
        }
    }

    /// Writes the seven bytes of `hex(color)` at `p`.
    private static func writeHex(_ color: Color, to p: UnsafeMutablePointer<UInt8>) {
        p[0] = UInt8(ascii: "#")
        writeHex(color.red, to: p + 1)
        writeHex(color.green, to: p + 3)
        writeHex(color.blue, to: p + 5)
    }

    /// The two hex digits of a colour component clamped to 0…255 (0 when not finite).
    @inline(__always)
    private static func writeHex(_ component: Double, to p: UnsafeMutablePointer<UInt8>) {
        let value = component.isFinite ? Int((min(max(component, 0), 1) * 255).rounded()) : 0
        p[0] = hexDigits[value >> 4]
        p[1] = hexDigits[value & 15]
    }

    /// The attribute `name` with `#rrggbb` of `color`, written from a buffer on the stack
    /// rather than an array allocated per attribute.
    func hexAttribute(_ name: StaticString, _ color: Color) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 7) { bytes in
            Self.writeHex(color, to: bytes.baseAddress!)
            xml.generatedAttribute(name, bytes: UnsafeBufferPointer(bytes))
        }
    }

    /// The attribute `name` with `value` written by `format`, from a buffer on the stack.
    func numberAttribute(_ name: StaticString, _ format: SVGNumberFormatter, _ value: Double) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: SVGNumberFormatter.maxLength) { bytes in
            let count = format.write(value, to: bytes.baseAddress!)
            xml.generatedAttribute(name, bytes: UnsafeBufferPointer(rebasing: bytes[..<count]))
        }
    }
}
