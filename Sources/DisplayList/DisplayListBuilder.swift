import Geometry
import Layout
import Views

/// Turns a laid-out tree into a display list: modifiers become groups (transform, opacity,
/// clip, shadow, blur), backgrounds and overlays are painted behind and in front, content becomes shapes and
/// text.
public struct DisplayListBuilder: Sendable {
    /// Which items a list holds.
    public enum Coverage: Sendable {
        /// Only what draws something: identity transforms and full opacity make no group,
        /// invisible views and clear paints no item.
        case visible
        /// Every element some value of the animatable numbers could draw, so that the structure
        /// stays the same whatever the values: a group for every effect modifier, an item for every
        /// paint, clear or not (the keyframe writer's elements).
        case everyElement
    }

    /// Where glyph outlines come from; nil writes text as `TextItem`s without outlines.
    public var glyphs: (any GlyphOutlineProviding)?
    public var coverage: Coverage
    /// Where text outlines built before are kept (they must come from the same `glyphs`); nil
    /// builds every outline.
    public var textPaths: TextPathCache?
    /// Counts the path elements drawn (`limits.maxDrawnPathElements`); once it is passed no more
    /// outlines are made. nil: no bound.
    public var drawnPaths: DrawnPathBudget?

    public init(glyphs: (any GlyphOutlineProviding)?, coverage: Coverage = .visible, textPaths: TextPathCache? = nil) {
        self.glyphs = glyphs
        self.coverage = coverage
        self.textPaths = textPaths
    }

    /// The items of `root` in painting order, without a canvas.
    public func items(of root: LaidOutView) -> [DisplayItem] {
        var items: [DisplayItem] = []
        appendItems(of: root, to: &items)
        return items
    }

    /// The items `view`'s content draws, as `items(of:)` holds them inside the groups of the
    /// view's modifiers (which change no item they hold): a leaf's shapes, counted in
    /// `drawnPaths` as there. Its modifiers' own drawing (a clip's outline, a decoration) is not
    /// made.
    public func contentItems(of view: LaidOutView) -> [DisplayItem] {
        var items: [DisplayItem] = []
        withUnsafePointer(to: view) { appendContent(of: $0, to: &items) }
        return items
    }

    public func build(_ root: LaidOutView, canvas: Size, background: Color?) -> DisplayList {
        var items: [DisplayItem] = []
        appendItems(of: root, to: &items)
        return DisplayList(size: canvas, background: background, items: items)
    }

    /// Appends the items of `view`, all its modifiers applied.
    func appendItems(of view: LaidOutView, to items: inout [DisplayItem]) {
        withUnsafePointer(to: view) { appendItems(of: $0, to: &items) }
    }

    /// `appendItems(of:to:)` of the view at `view`, read in place: a view passed down by value
    /// was copied for each child.
    private func appendItems(of view: UnsafePointer<LaidOutView>, to items: inout [DisplayItem]) {
        appendLayer(view.pointee.node.modifiers.count, of: view, to: &items)
    }

    /// Appends the items of the view made by the first `layer` of its `node.modifiers`.
    private func appendLayer(_ layer: Int, of view: UnsafePointer<LaidOutView>, to items: inout [DisplayItem]) {
        guard layer > 0 else {
            appendContent(of: view, to: &items)
            return
        }
        let frame = view.pointee.frames[layer]
        switch view.pointee.node.modifiers[layer - 1] {
        case .padding, .fixedFrame, .flexibleFrame, .position, .fixedSize, .layoutPriority, .aspectRatio:
            appendLayer(layer - 1, of: view, to: &items)
        case .background:
            if let decoration = view.pointee.decorations[layer - 1] { appendItems(of: decoration, to: &items) }
            appendLayer(layer - 1, of: view, to: &items)
        case .overlay:
            appendLayer(layer - 1, of: view, to: &items)
            if let decoration = view.pointee.decorations[layer - 1] { appendItems(of: decoration, to: &items) }
        case .clip(let shape):
            guard drawnPaths?.isExceeded != true else { return }
            let clip = shape.path(in: frame)
            drawnPaths?.add(clip.elements.count, at: Self.source(of: view))
            appendGroup(.clip(clip), layer: layer, of: view, to: &items)
        case .mask:
            var mask: [DisplayItem] = []
            if let decoration = view.pointee.decorations[layer - 1] { appendItems(of: decoration, to: &mask) }
            appendGroup(.mask(mask), layer: layer, of: view, to: &items)
        case .opacity(let opacity):
            if coverage == .everyElement {
                appendGroup(.opacity(opacity), layer: layer, of: view, to: &items)
            } else if opacity >= 1 {
                appendLayer(layer - 1, of: view, to: &items)
            } else if opacity > 0 {
                appendGroup(.opacity(opacity), layer: layer, of: view, to: &items)
            }
        case .shadow(let shadow):
            if coverage == .visible && !(shadow.color.opacity > 0) {
                appendLayer(layer - 1, of: view, to: &items)
            } else {
                appendGroup(.shadow(shadow), layer: layer, of: view, to: &items)
            }
        case .blur(let radius, let opaque):
            if coverage == .visible && !DisplayGroup.blurs(radius: radius) && !opaque {
                appendLayer(layer - 1, of: view, to: &items)
            } else {
                appendGroup(.blur(radius: radius, opaqueIn: opaque ? frame : nil), layer: layer, of: view, to: &items)
            }
        case .offset(let x, let y):
            appendTransform(AffineTransform(translationX: x, y: y), layer: layer, of: view, to: &items)
        case .scaleEffect(let x, let y, let anchor):
            let transform = AffineTransform.about(frame.point(at: anchor), AffineTransform(scaleX: x, y: y))
            appendTransform(transform, layer: layer, of: view, to: &items)
        case .rotationEffect(let angle, let anchor):
            let transform = AffineTransform.about(frame.point(at: anchor), AffineTransform(rotation: angle))
            appendTransform(transform, layer: layer, of: view, to: &items)
        case .rotation3DEffect(let angle, let axis, let anchor):
            let transform = AffineTransform.about(frame.point(at: anchor), AffineTransform(projectedRotation: angle, axis: axis))
            appendTransform(transform, layer: layer, of: view, to: &items)
        }
    }

    private func appendTransform(
        _ transform: AffineTransform, layer: Int, of view: UnsafePointer<LaidOutView>, to items: inout [DisplayItem]
    ) {
        if transform.isIdentity && coverage == .visible {
            appendLayer(layer - 1, of: view, to: &items)
        } else {
            appendGroup(.transform(transform), layer: layer, of: view, to: &items)
        }
    }

    private func appendGroup(
        _ effect: DisplayGroup.Effect, layer: Int, of view: UnsafePointer<LaidOutView>, to items: inout [DisplayItem]
    ) {
        var children: [DisplayItem] = []
        appendLayer(layer - 1, of: view, to: &children)
        guard !children.isEmpty else { return }
        // Consumed, not copied: the group's children array is then held by the group alone.
        // The common group is built in its item's box by the memberwise initialiser, not passed
        // on and copied into a box.
        if DisplayGroup.movesInsideTransform(effect, children: children, viewID: view.pointee.id) {
            let group = DisplayGroup(viewID: view.pointee.id, effect: effect, modifier: layer - 1, children: consume children)
            items.append((consume group).placingOpacityInsideTransforms())
        } else {
            items.append(.group(DisplayGroup(viewID: view.pointee.id, effect: effect, modifier: layer - 1, children: consume children)))
        }
    }

    private func appendContent(of view: UnsafePointer<LaidOutView>, to items: inout [DisplayItem]) {
        let frame = view.pointee.frames[0]
        switch view.pointee.node.content {
        case .vStack, .hStack, .zStack, .grid, .gridRow, .lazyGrid, .geometryReader, .viewThatFits, .scrollView, .waterfall:
            // Each child is read where the list holds it (the index is within the buffer).
            let children = view.pointee.childrenInPaintingOrder
            children.withUnsafeBufferPointer { buffer in
                for index in buffer.indices { appendItems(of: buffer.baseAddress! + index, to: &items) }
            }
        case .spacer, .empty:
            break
        case .divider(let color):
            guard drawnPaths?.isExceeded != true else { return }
            let path = Path(rect: frame)
            drawnPaths?.add(path.elements.count, at: Self.source(of: view))
            items.append(.shape(ShapeItem(viewID: view.pointee.id, path: path, fill: color)))
        case .color(let color):
            guard !color.isClear || coverage == .everyElement, drawnPaths?.isExceeded != true else { return }
            let path = Path(rect: frame)
            drawnPaths?.add(path.elements.count, at: Self.source(of: view))
            items.append(.shape(ShapeItem(viewID: view.pointee.id, path: path, fill: color)))
        case .shape(let shapeView):
            guard drawnPaths?.isExceeded != true else { return }
            let count = items.count
            appendShape(shapeView, in: frame, id: view.pointee.id, to: &items)
            if let drawnPaths { drawnPaths.add(Self.pathElements(of: items[count...]), at: Self.source(of: view)) }
        case .image(let image):
            guard image.tint?.isClear != true || coverage == .everyElement else { return }
            items.append(.image(ImageItem(viewID: view.pointee.id, image: image, frame: frame)))
        case .text(let text):
            guard let laidOut = view.pointee.text,
                !text.color.isClear || text.gradient != nil || coverage == .everyElement || !laidOut.styles.isEmpty,
                drawnPaths?.isExceeded != true
            else { return }
            var item = TextItem(
                viewID: view.pointee.id, layout: laidOut.coloringRuns(as: text), color: text.color, origin: frame.origin, font: text.font,
                outline: nil)
            item.gradient = text.gradient.map { GradientFill(paint: $0, frame: frame) }
            drawGlyphs(of: &item, cache: textPaths, source: Self.source(of: view))
            if let drawnPaths {
                let elements = (item.outline?.elements.count ?? 0) + item.runOutlines.reduce(0) { $0 + $1.path.elements.count }
                drawnPaths.add(elements, at: Self.source(of: view))
            }
            items.append(.text(consume item))
        }
    }

    private func appendShape(_ shapeView: ShapeView, in frame: Rect, id: String, to items: inout [DisplayItem]) {
        let everyElement = coverage == .everyElement
        let fill = shapeView.fill.flatMap { $0.isClear && !everyElement ? nil : $0 }
        var stroke: StrokePaint?
        var strokePath: Path?
        if let s = shapeView.stroke, everyElement || (s.lineWidth > 0 && (!s.color.isClear || s.gradient != nil)) {
            stroke = StrokePaint(style: s, of: shapeView.shape, in: frame)
            if s.isInset {
                let half = s.lineWidth / 2
                strokePath = shapeView.outline(in: frame.inset(by: EdgeInsets(all: half)))
            }
        }
        let gradient = shapeView.gradient.map { GradientFill(paint: $0, frame: frame) }
        guard fill != nil || stroke != nil || gradient != nil else { return }
        let path = shapeView.outline(in: frame)
        if let strokePath, fill != nil || gradient != nil {
            // An inset stroke follows a smaller outline than the fill: two items.
            items.append(.shape(ShapeItem(viewID: id, path: path, fill: fill, gradient: gradient)))
            items.append(.shape(ShapeItem(viewID: id, path: strokePath, fill: nil, stroke: stroke, gradient: nil, role: .insetStroke)))
        } else {
            items.append(
                .shape(ShapeItem(viewID: id, path: strokePath ?? path, fill: fill, stroke: stroke, gradient: gradient)))
        }
    }

    /// The path elements of shape items just appended.
    private static func pathElements(of items: ArraySlice<DisplayItem>) -> Int {
        items.reduce(0) { total, item in
            guard case .shape(let shape) = item else { return total }
            return total + shape.path.elements.count
        }
    }

    /// Where the view is written in the scene, for the error that names it: its JSON pointer,
    /// or its structural id for a view the renderer made.
    public static func source(of view: UnsafePointer<LaidOutView>) -> String {
        view.pointee.node.source.pointer.isEmpty ? view.pointee.id : view.pointee.node.source.pointer
    }

    /// Every glyph of every line as one path in canvas coordinates; glyphs of a styled run with
    /// its own colour are left out (they are in `runOutlines`). Nil, and `drawnPaths` passed at
    /// `source`, when the path would not fit what is left of it: nothing that large is allocated.
    func outline(of layout: TextLayout, at origin: Point, glyphs: any GlyphOutlineProviding, source: @autoclosure () -> String) -> Path? {
        // The outlines first, so that the path is allocated once at its final size.
        var outlines: [Path] = []
        var count = 0
        let allowance = drawnPaths.map { $0.limit - $0.count } ?? Int.max
        for line in layout.lines {
            for glyph in line.glyphs {
                if let style = glyph.style, layout.styles[style].color != nil { continue }
                let face = glyph.style.map { layout.styles[$0].face } ?? layout.face
                let outline = glyph.fallback.map { glyphs.glyphOutline(glyph.glyph, fallback: layout.fallbackFaces[$0]) }
                    ?? glyphs.glyphOutline(glyph.glyph, face: face)
                outlines.append(outline)
                count += outline.elements.count
                if count > allowance, let drawnPaths {
                    drawnPaths.add(count, at: source())
                    return nil
                }
            }
        }
        var path = Path()
        path.elements.reserveCapacity(count)
        var next = 0
        for line in layout.lines {
            let baselineY = origin.y + line.baseline
            let lineX = origin.x + line.x
            for glyph in line.glyphs {
                if let style = glyph.style, layout.styles[style].color != nil { continue }
                let size = glyph.style.map { layout.styles[$0].fontSize } ?? layout.fontSize
                path.addPath(outlines[next], scaledBy: size, thenOffsetBy: lineX + glyph.x, baselineY + glyph.y)
                next += 1
            }
        }
        return path
    }
}

extension DisplayListBuilder {
    /// `item` drawn with `layout` instead of its own (a text laid out again at another size or
    /// spacing, with the same lines and glyphs): its outlines, runs' outlines and colour glyphs
    /// made again at its origin. The keyframe writer places an animated text's parts with it.
    /// The outlines count against `drawnPaths` as drawn by the view at `source`; once it is
    /// exceeded no more are made (the item comes back without outlines).
    public func placing(_ item: TextItem, layout: TextLayout, source: String = "") -> TextItem {
        var placed = item
        placed.layout = layout
        placed.outline = nil
        placed.runOutlines = []
        placed.glyphImages = []
        guard drawnPaths?.isExceeded != true else { return placed }
        drawGlyphs(of: &placed, cache: nil, source: source)
        if let drawnPaths {
            let elements = (placed.outline?.elements.count ?? 0) + placed.runOutlines.reduce(0) { $0 + $1.path.elements.count }
            drawnPaths.add(elements, at: source)
        }
        return placed
    }

    /// Sets the outlines of the item's glyphs (in paths mode): the one-colour glyphs as one path
    /// (kept in `cache`), each coloured run's glyphs, the colour glyphs' images.
    func drawGlyphs(of item: inout TextItem, cache: TextPathCache?, source: @autoclosure () -> String) {
        guard let glyphs else { return }
        let layout = item.layout, origin = item.origin
        if let cache {
            item.outline = cache.outline(of: layout, at: origin) { outline(of: layout, at: origin, glyphs: glyphs, source: source()) }
        } else {
            item.outline = outline(of: layout, at: origin, glyphs: glyphs, source: source())
        }
        if !layout.styles.isEmpty { item.runOutlines = runOutlines(of: layout, at: origin, glyphs: glyphs, source: source()) }
        if layout.fallbackFaces.contains(where: \.isColor) { item.glyphImages = glyphImages(of: layout, at: origin, glyphs: glyphs) }
    }
}

extension DisplayListBuilder {
    /// The images of the text's colour glyphs, each box scaled by its glyph's font size and
    /// placed at its pen position.
    func glyphImages(of layout: TextLayout, at origin: Point, glyphs: any GlyphOutlineProviding) -> [PlacedGlyphImage] {
        var images: [PlacedGlyphImage] = []
        for line in layout.lines {
            for glyph in line.glyphs {
                guard let fallback = glyph.fallback, layout.fallbackFaces[fallback].isColor,
                    let image = glyphs.glyphImage(glyph.glyph, fallback: layout.fallbackFaces[fallback])
                else { continue }
                let size = glyph.style.map { layout.styles[$0].fontSize } ?? layout.fontSize
                let x = origin.x + line.x + glyph.x, y = origin.y + line.baseline + glyph.y
                let frame = Rect(
                    x: x + image.box.origin.x * size, y: y + image.box.origin.y * size,
                    width: image.box.size.width * size, height: image.box.size.height * size)
                images.append(PlacedGlyphImage(asset: image.asset, frame: frame))
            }
        }
        return images
    }

    /// The glyphs of a rich text's coloured runs, one path per run in order of first use (not
    /// one per colour: the paths stay the same while run colours animate).
    /// Empty, and `drawnPaths` passed at `source`, once they would not fit what is left of it.
    func runOutlines(of layout: TextLayout, at origin: Point, glyphs: any GlyphOutlineProviding, source: @autoclosure () -> String) -> [TextRunOutline] {
        var outlines: [TextRunOutline] = []
        var slots = [Int?](repeating: nil, count: layout.styles.count)
        let allowance = drawnPaths.map { $0.limit - $0.count } ?? Int.max
        var made = 0
        for line in layout.lines {
            for glyph in line.glyphs {
                guard let index = glyph.style, let color = layout.styles[index].color else { continue }
                let style = layout.styles[index]
                let outline = glyph.fallback.map { glyphs.glyphOutline(glyph.glyph, fallback: layout.fallbackFaces[$0]) }
                    ?? glyphs.glyphOutline(glyph.glyph, face: style.face)
                made += outline.elements.count
                if made > allowance, let drawnPaths {
                    drawnPaths.add(made, at: source())
                    return []
                }
                let placed = outline.scaled(
                    by: style.fontSize, thenOffsetBy: origin.x + line.x + glyph.x, origin.y + line.baseline + glyph.y)
                if let slot = slots[index] {
                    outlines[slot].path.addPath(placed)
                } else {
                    slots[index] = outlines.count
                    outlines.append(TextRunOutline(color: color, path: placed))
                }
            }
        }
        return outlines
    }
}
