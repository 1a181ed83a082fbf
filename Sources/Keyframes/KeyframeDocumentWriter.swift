import DisplayList
import Geometry
import Layout
import SVG
import Cancellation
import Views

/// Writes animated elements as one SVG document: every element with its values at the end of
/// the timeline as attributes (what a viewer that ignores an animation ends with, and SMIL's base
/// values), plus CSS classes over one style sheet and SMIL animation elements, each property by
/// the mechanism its kind has in the format (`PropertyKind.mechanism(in:)`).
struct KeyframeDocumentWriter {
    let format: KeyframeEncoder.Format
    let precision: Int
    let idPrefix: String
    /// Outlines of the glyphs a `glyphs` track places.
    var glyphs: (any GlyphOutlineProviding)? = nil
    /// The bound on the document's bytes; nil: none.
    var output: OutputBudget? = nil
    /// The bound on the outlines of animated texts' parts placed at each keyframe; nil: none.
    var drawnPaths: DrawnPathBudget? = nil
    /// Counts the placing of animated texts' parts, for tests; nil: not counted.
    var textWork: AnimatedTextParts.Work? = nil
    /// Whether a twin's later rows are written from its first row's bytes (`writeTopLevel`);
    /// false writes every element in full (tests compare the two).
    var writesRowsFromTemplates = true
    /// Counts the rows written from a template, for tests; nil: not counted.
    var rowTemplateUses: RowTemplateUses? = nil
    /// The rows left out of the elements, written from their first twin row's template
    /// (`writeWithCollapsedRows`); nil: none.
    var collapsedRows: CollapsedRows? = nil
    /// Checked before each top-level element: once it fires, the document is cut short there
    /// (the render is refused either way).
    var cancellation: RenderCancellation = .never

    final class State {
        let svg: SVGElementWriter
        let registry: CSSRegistry
        // The tables below are not checked for exclusive access at run time (looked up for every
        // element): the writer runs on one thread, and each access is one read or write. A
        // document has a few keys of each: a key is compared with those (`ListedTable`), which
        // cost less than hashing it and making room for a dictionary.
        /// The animation entries of tracks already written (identical elements share them).
        @exclusivity(unchecked) var entries = ListedTable<EntryKey, [String]>()
        /// The class of each `CSSClassKey` written so far (nil: the element animates nothing).
        @exclusivity(unchecked) var classes = ListedTable<CSSClassKey, String?>()
        /// The class of each track list (`CSSClassKey.trackList`) seen so far: a document's
        /// elements share a few lists.
        @exclusivity(unchecked) var classesOfLists = ListedTable<TrackList, String?>()
        let smil = SMILCache()
        /// The custom properties of paints animated in linear light, named once, where a CSS
        /// document's class first animates one.
        lazy var linearPaints = LinearPaints(prefix: registry.prefix)
        /// The template of each twin's rows, by the twin's view id (`writeTopLevel`).
        var rowTemplates: [String: RowTemplate] = [:]
        /// The document bytes of the path data the row being kept as a template wrote, in
        /// order; nil while none is.
        var recordedOutlines: [Range<Int>]?
        /// How many collapsed rows were written, and whether one had no template to be written
        /// from (`writeCollapsedRows`).
        var collapsedRowsWritten = 0
        var missedCollapsedRow = false
        /// The next run of collapsed rows to write (`CollapsedRows.chains`).
        var nextChain = 0
        init(prefix: String, svg: SVGElementWriter) {
            registry = CSSRegistry(prefix: prefix)
            self.svg = svg
        }
    }

    struct EntryKey: Hashable {
        var kind: PropertyKind
        var track: PropertyTrack
        var fixedAnchor: Bool
        var shape: ElementRole.ShapeKind
        /// `PropertyText.digits(of:)`: 0 for a kind that writes no scale factor or angle.
        var scaleDigits: Int
        var angleDigits: Int

        /// Hashes the track by its shape and ends only, not every value: twins share tracks
        /// (equal keys compare in full), and hashing whole tracks cost more than the lookup saved.
        func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            hasher.combine(fixedAnchor)
            hasher.combine(shape)
            hasher.combine(scaleDigits)
            hasher.combine(angleDigits)
            track.hashEnds(into: &hasher)
        }
    }

    func write(_ elements: [AnimatedElement], canvas: Size, background: Color?) -> [UInt8] {
        writeWithCollapsedRows(elements, canvas: canvas, background: background) ?? []
    }

    /// `write(_:canvas:background:)` with `collapsedRows` written after the top-level elements
    /// of the leaves before them; nil where a collapsed row's twin wrote no template (or its
    /// leaf before it no element), so that the caller writes every row's elements instead. The
    /// nil is decided before the document is finished, so that its bytes are not counted against
    /// the output budget.
    func writeWithCollapsedRows(_ elements: [AnimatedElement], canvas: Size, background: Color?) -> [UInt8]? {
        let numbers = NumberText(precision: precision)
        // CSS: the style sheet comes first, so classes are named in a first pass.
        var classes: [[String?]] = []
        let state = State(prefix: idPrefix, svg: SVGElementWriter(precision: precision, idPrefix: idPrefix, budget: output))
        if format == .css {
            var order: [String?] = []
            collectClasses(elements, numbers: numbers, state: state, into: &order)
            classes = [order]
        }
        var classIterator = (classes.first ?? []).makeIterator()
        let svg = state.svg
        svg.startDocument(size: canvas)
        if format == .css && !state.registry.isEmpty {
            svg.xml.start("style")
            svg.xml.attribute("type", "text/css")
            svg.xml.text(state.registry.text)
            svg.xml.end()
        }
        svg.background(background)
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                if cancellation.isCancelled { return }
                writeTopLevel(elements.baseAddress! + index, state: state, numbers: numbers, classes: &classIterator)
                // The rows after a leaf follow its last top-level element.
                if let collapsedRows {
                    let view = elements[index].key.viewID
                    if index + 1 == elements.count || elements[index + 1].key.viewID != view {
                        writeCollapsedRows(after: view, of: collapsedRows, state: state)
                    }
                }
            }
        }
        // (Past the output budget the writer has stopped, and the document is refused either way;
        // so is a cancelled one.)
        if let collapsedRows, !svg.xml.isStopped, !cancellation.isCancelled, state.missedCollapsedRow || state.collapsedRowsWritten != collapsedRows.rows.count {
            return nil
        }
        return svg.finish()
    }

    // MARK: - CSS classes

    /// Each element is read in place, field by field, through the array's buffer: `for element in
    /// elements` copied every element (all its arrays and references retained and released
    /// again), and so does passing an element read out of the array whole to a function that is
    /// not inlined (the array could change during the call).
    private func collectClasses(_ elements: [AnimatedElement], numbers: NumberText, state: State, into order: inout [String?]) {
        elements.withUnsafeBufferPointer { elements in
            for index in elements.indices {
                let element = elements.baseAddress! + index
                order.append(cssClass(of: element, numbers: numbers, state: state))
                // `childrenInWritingOrder` takes the whole element (a copy): only for a role that
                // reorders.
                if element.pointee.key.role.reordersChildren {
                    collectClasses(element.pointee.childrenInWritingOrder, numbers: numbers, state: state, into: &order)
                } else {
                    collectClasses(element.pointee.children, numbers: numbers, state: state, into: &order)
                }
            }
        }
    }

    /// The class holding the element's animations; nil when nothing of it changes. An element
    /// with the `CSSClassKey` of one written before takes its class (the same rule). The form
    /// for an element at hand (tests); `collectClasses` uses the pointer form below.
    func cssClass(of element: AnimatedElement, numbers: NumberText, state: State) -> String? {
        withUnsafePointer(to: element) { cssClass(of: $0, numbers: numbers, state: state) }
    }

    /// `cssClass(of:numbers:state:)` of the element at `element`, which is copied only to write
    /// a class (`CSSClassKey.of` reads it in place).
    /// An element whose track list is one already keyed (twins share lists) takes that list's
    /// class without making its key.
    private func cssClass(of element: UnsafePointer<AnimatedElement>, numbers: NumberText, state: State) -> String? {
        let list = CSSClassKey.trackList(of: element)
        if let list, let known = state.classesOfLists[list] { return known }
        guard let key = CSSClassKey.of(element, format: format) else { return writtenClass(of: element, numbers: numbers, state: state) }
        let name: String?
        if let known = state.classes[key] {
            name = known
        } else {
            name = writtenClass(of: element, numbers: numbers, state: state)
            state.classes[key] = .some(name)
        }
        if let list { state.classesOfLists[list] = .some(name) }
        return name
    }

    /// Whether the class of `element` holds `track`'s first value before a loop that starts
    /// later (`classTrack`): when the attribute would show something else there, because the
    /// track ends elsewhere or the anchor is a CSS transform origin (`fixedAnchor`, which a
    /// translation, drawn without one, does not use). The one rule for the class and its key.
    /// `finalValue` is the element's value of `kind` at the end (`FinalState.values`), passed
    /// alone: passing the final state of an element read in place copies it.
    /// (A paint in linear light, or a transform about a CSS transform origin, is held as an
    /// attribute is: outside its animations the class states its resting value, `restingValue`.)
    static func holdsBeforeLoop(_ kind: PropertyKind, _ track: PropertyTrack, fixedAnchor: Bool, finalValue: [Double]?) -> Bool {
        (fixedAnchor && kind != .translate) || AnimatedElement.endsElsewhere(track, finalValue: finalValue)
    }

    /// The value a class gives a paint in linear light, or a transform about a CSS transform
    /// origin, outside its animations, as the element's attribute does for other properties
    /// (the registered custom properties are 0, black, where nothing sets them; the origin would
    /// move the attribute's transform): where the track does not loop, the value its run ends on (a
    /// function of the track alone, which `CSSClassKey.trackList` relies on), else the element's
    /// value at the end of the timeline (`finalValue`, in `CSSClassKey`). So a viewer that keeps
    /// the style sheet but runs no animation shows the end, as one without it does.
    static func restingValue(_ track: PropertyTrack, finalValue: [Double]?) -> [Double] {
        if track.loop == nil, let last = track.keyframes.last { return last.value }
        return finalValue ?? track.keyframes.last?.value ?? track.initialValue
    }

    /// `track` as an element's class states it: where the attribute (the value at the end of
    /// the timeline, or a transform under a CSS transform origin) would show before a loop that
    /// starts later (`holdsBeforeLoop`), the first value from time 0 until the loop starts.
    static func classTrack(_ track: PropertyTrack, holdsBeforeLoop: Bool) -> PropertyTrack {
        guard holdsBeforeLoop, track.keyframes.count < 2, let loop = track.loop, loop.start > 0 else { return track }
        var track = track
        track.keyframes = [
            PropertyTrack.Keyframe(time: 0, value: track.initialValue, timing: .linear),
            PropertyTrack.Keyframe(time: loop.start, value: track.initialValue, timing: .linear),
        ]
        return track
    }

    /// The class holding the element's animations, its rule added to the style sheet unless
    /// the sheet has it; nil when nothing of it changes.
    func writtenClass(of element: AnimatedElement, numbers: NumberText, state: State) -> String? {
        withUnsafePointer(to: element) { writtenClass(of: $0, numbers: numbers, state: state) }
    }

    /// `writtenClass(of:numbers:state:)` of the element at `element`, read in place (passed
    /// out of its array, the element was copied).
    private func writtenClass(of element: UnsafePointer<AnimatedElement>, numbers: NumberText, state: State) -> String? {
        let registry = state.registry
        let animations = CSSAnimations(registry: registry)
        var declarations: [String] = []
        var entries: [String] = []
        var linearPaints: [LinearPaints.Paint] = []
        for (kind, track) in element.pointee.tracks where !track.isConstant && kind.mechanism(in: format) == .css {
            var text = propertyText(kind, track, element, numbers)
            if kind.linearPaint != nil { text.linearPaints = state.linearPaints }
            if text.fixedAnchor && (kind == .scale || kind == .rotation || kind == .projection) {
                let anchor = kind == .rotation ? (track.initialValue[1], track.initialValue[2]) : (track.initialValue[0], track.initialValue[1])
                declarations.append(text.origin(anchor.0, anchor.1))
                // The origin applies to the `transform` attribute too, which is written about
                // the canvas's origin: outside its animations the class states the resting
                // transform about its own origin, unless it is the identity, which no origin moves.
                let resting = text.css(kind, Self.restingValue(track, finalValue: element.pointee.final?.values[kind]))
                if !PropertyText.identityTransforms.contains(resting) { declarations.append(resting) }
            }
            let holds = Self.holdsBeforeLoop(kind, track, fixedAnchor: text.fixedAnchor, finalValue: element.pointee.final?.values[kind])
            let track = Self.classTrack(track, holdsBeforeLoop: holds)
            let digits = text.digits(of: kind)
            let key = EntryKey(
                kind: kind, track: track, fixedAnchor: text.fixedAnchor, shape: text.shapeKind, scaleDigits: digits.scale,
                angleDigits: digits.angle)
            let written: [String]
            if let known = state.entries[key] {
                written = known
            } else {
                written = animations.entries(track) { text.appendCSS(kind, $1, to: &$0) }
                state.entries[key] = written
            }
            entries += written
            // A paint in linear light: its resting value, and its paint declaration where an
            // animation moves it.
            if !written.isEmpty, let paint = kind.linearPaint {
                linearPaints.append(paint)
                var bytes: [UInt8] = []
                state.linearPaints.appendDeclarations(
                    paint, Self.restingValue(track, finalValue: element.pointee.final?.values[kind]), digits: PropertyText.linearPaintDigits,
                    to: &bytes)
                declarations.append(String(decoding: bytes, as: UTF8.self))
            }
        }
        if let visibility = element.pointee.visibility, visibility.keyframes.count >= 2 {
            entries += animations.entries(visibility) { $0[0] > 0 ? "visibility:visible" : "visibility:hidden" }
        }
        guard !entries.isEmpty else { return nil }
        declarations.append("animation:" + entries.joined(separator: ","))
        return registry.className(declarations.joined(separator: ";"), linearPaints: linearPaints)
    }

    func propertyText(
        _ kind: PropertyKind, _ track: PropertyTrack, _ element: AnimatedElement, _ numbers: NumberText, textParts: AnimatedTextParts? = nil
    ) -> PropertyText {
        withUnsafePointer(to: element) { propertyText(kind, track, $0, numbers, textParts: textParts) }
    }

    /// `propertyText` of the element at `element`, read in place.
    func propertyText(
        _ kind: PropertyKind, _ track: PropertyTrack, _ element: UnsafePointer<AnimatedElement>, _ numbers: NumberText,
        textParts: AnimatedTextParts? = nil
    ) -> PropertyText {
        let frame = element.pointee.initial.view.frame
        // Scales and angles move every point the element draws: up to its reach from the origin
        // (walked only for the kinds whose digits depend on it).
        let extent: Double
        switch kind {
        case .scale, .rotation, .projection: extent = max(abs(frame.width), abs(frame.height), element.pointee.item.reach)
        default: extent = max(abs(frame.width), abs(frame.height))
        }
        let fixed: Bool
        switch kind {
        case .scale: fixed = track.isConstant(component: 0) && track.isConstant(component: 1)
        case .rotation: fixed = track.isConstant(component: 1) && track.isConstant(component: 2)
        case .projection: fixed = track.isConstant(component: 0) && track.isConstant(component: 1)
        default: fixed = false
        }
        let layout =
            kind == .fillGradient ? element.pointee.key.fillGradient : kind == .strokeGradient ? element.pointee.key.strokeGradient : nil
        var text = PropertyText(
            numbers: numbers, extent: extent, fixedAnchor: fixed, shapeKind: element.pointee.reader.shapeKind ?? .rectangle,
            gradientLayout: layout)
        if kind == .glyphs {
            text.textParts = textParts ?? self.textParts(of: element.pointee)
        }
        return text
    }

    /// The parts of a text element placed by its `glyphs` track: made once per element and
    /// shared by every part it writes.
    func textParts(of element: AnimatedElement) -> AnimatedTextParts? {
        let view = element.initial.view
        return AnimatedTextParts(
            role: element.key.role, item: element.item, origin: element.base, glyphs: glyphs, drawnPaths: drawnPaths,
            source: view.node.source.pointer.isEmpty ? view.id : view.node.source.pointer, work: textWork)
    }

    // MARK: - Elements

    /// Writes the element as the snapshot writes its item, through the same element writer, plus
    /// its class or SMIL animations and its initial visibility. The element is read in place
    /// through the array's buffer, as are its children: passing an element out of an array to
    /// a function copied it (every array and reference retained and released), so the common
    /// path (effect groups, shapes) hands the pointer on; `elements` and every element's
    /// children stay as they are while the document is written.
    func write(
        _ element: UnsafePointer<AnimatedElement>, state: State, numbers: NumberText, classes: inout IndexingIterator<[String?]>
    ) {
        let className = format == .css ? (classes.next() ?? nil) : nil
        let svg = state.svg
        switch element.pointee.item {
        case .group(let group):
            if case .clip(let clip) = group.effect {
                var last = clip
                if case .group(let final)? = element.pointee.final?.item, case .clip(let path) = final.effect { last = path }
                let (path, translation) = outline(of: element, first: clip, last: last)
                let id = svg.startClipPath(path, translation: translation)
                // With CSS the clip shape carries the visibility: a hidden clip shape clips
                // everything away.
                if format == .css && endsHidden(element) { svg.xml.attribute("visibility", "hidden") }
                if let className { svg.xml.attribute("class", className) }
                SMILAnimations(xml: svg.xml, cache: state.smil).write(
                    element, format: format, text: { propertyText($0, $1, element, numbers) }, visibility: false)
                svg.end()
                svg.startClippedGroup(id)
                if format == .smil && endsHidden(element) { svg.xml.attribute("visibility", "hidden") }
                if format == .smil, let visibility = element.pointee.visibility {
                    SMILAnimations(xml: svg.xml).writeVisibility(visibility)
                }
            } else if case .shadow = group.effect {
                writeFilter(element.pointee, group: group, className: className, state: state, numbers: numbers)
            } else if case .blur = group.effect {
                writeFilter(element.pointee, group: group, className: className, state: state, numbers: numbers)
            } else if case .mask = group.effect {
                writeMask(element.pointee, group: group, className: className, state: state, numbers: numbers) { child in
                    withUnsafePointer(to: child) { write($0, state: state, numbers: numbers, classes: &classes) }
                }
                return
            } else if case .group(let final)? = element.pointee.final?.item {
                svg.startEffectGroup(final)
                common(element, className: className, state: state, numbers: numbers)
            } else {
                svg.startEffectGroup(group)
                common(element, className: className, state: state, numbers: numbers)
            }
            element.pointee.children.withUnsafeBufferPointer { children in
                for index in children.indices { write(children.baseAddress! + index, state: state, numbers: numbers, classes: &classes) }
            }
            svg.end()
        case .shape(let first):
            // The final item where there is one (not the first copied and then replaced).
            let shape: ShapeItem
            if case .shape(let final)? = element.pointee.final?.item { shape = final } else { shape = first }
            let (path, translation) = outline(of: element, first: first.path, last: shape.path)
            withGradientAnimations(element, .fillGradient, svg: svg, numbers: numbers) { animateFill in
                withGradientAnimations(element, .strokeGradient, svg: svg, numbers: numbers) { animateStroke in
                    svg.startShape(
                        shape, path: path, translation: translation, keepsFillOpacity: animates(.fillOpacity, element),
                        keepsStrokeOpacity: animates(.strokeOpacity, element), animateFillGradient: animateFill,
                        animateStrokeGradient: animateStroke)
                    if state.recordedOutlines != nil, let written = svg.lastPathData { state.recordedOutlines!.append(written) }
                }
            }
            common(element, className: className, state: state, numbers: numbers)
            svg.endShape()
        case .image(let first):
            let image: ImageItem
            if case .image(let final)? = element.pointee.final?.item { image = final } else { image = first }
            let (path, translation) = outline(of: element, first: Path(rect: first.frame), last: Path(rect: image.frame))
            svg.startImage(image, path: path, translation: translation, keepsFillOpacity: animates(.fillOpacity, element))
            common(element, className: className, state: state, numbers: numbers)
            svg.end()
        case .text(var text):
            // Moved by its translation from where it was first drawn, in its final colour.
            if case .text(let final)? = element.pointee.final?.item {
                text.color = final.color
                // Runs in their final colours (one style and one run path per run).
                if final.layout.styles.count == text.layout.styles.count {
                    for i in text.layout.styles.indices { text.layout.styles[i].color = final.layout.styles[i].color }
                }
                if final.runOutlines.count == text.runOutlines.count {
                    for i in text.runOutlines.indices { text.runOutlines[i].color = final.runOutlines[i].color }
                }
                // The final gradient in the element's own space (it is drawn moved).
                let moved = element.pointee.final?.translate ?? .zero
                text.gradient = final.gradient.map {
                    GradientFill(paint: $0.paint, frame: $0.frame.offsetBy(dx: -moved.x, dy: -moved.y))
                }
            }
            guard
                withGradientAnimations(element, .fillGradient, svg: svg, numbers: numbers, {
                    svg.startText(text, keepsOpacity: animates(.fillOpacity, element), animateGradient: $0)
                })
            else { return }
            if let moved = element.pointee.final?.translate, moved != .zero {
                svg.xml.attribute("transform", "translate(\(numbers.length(moved.x)) \(numbers.length(moved.y)))")
            }
            let parts = animates(.glyphs, element) ? textParts(of: element.pointee) : nil
            common(element, className: className, state: state, numbers: numbers, textParts: parts)
            svg.endText(text, animate: textAnimations(element.pointee, parts: parts, state: state, numbers: numbers))
        }
    }

    /// Writes the SMIL animations of the text element's parts (`AnimatedTextParts`) that go in
    /// each child of its element, all from the element's one `parts`.
    private func textAnimations(
        _ element: AnimatedElement, parts: AnimatedTextParts?, state: State, numbers: NumberText
    ) -> (SVGElementWriter.TextPart) -> Void {
        guard let parts else { return { _ in } }
        return { part in
            SMILAnimations(xml: state.svg.xml, cache: state.smil).write(
                element, format: format, text: { propertyText($0, $1, element, numbers, textParts: parts) }, visibility: false, kinds: [.glyphs],
                textPart: part)
        }
    }

    private func animates(_ kind: PropertyKind, _ element: UnsafePointer<AnimatedElement>) -> Bool {
        AnimatedElement.track(kind, of: element)?.isConstant == false
    }

    /// The class and SMIL children every element has (of `kinds` only, when given), and its
    /// final visibility; a text's `glyphs` channels from `textParts` when given.
    func common(
        _ element: AnimatedElement, className: String?, state: State, numbers: NumberText, kinds: Set<PropertyKind>? = nil,
        textParts: AnimatedTextParts? = nil
    ) {
        withUnsafePointer(to: element) { common($0, className: className, state: state, numbers: numbers, kinds: kinds, textParts: textParts) }
    }

    /// `common` of the element at `element`, read in place.
    func common(
        _ element: UnsafePointer<AnimatedElement>, className: String?, state: State, numbers: NumberText, kinds: Set<PropertyKind>? = nil,
        textParts: AnimatedTextParts? = nil
    ) {
        let xml = state.svg.xml
        if endsHidden(element) { xml.attribute("visibility", "hidden") }
        if let className { xml.attribute("class", className) }
        SMILAnimations(xml: xml, cache: state.smil).write(
            element, format: format, text: { propertyText($0, $1, element, numbers, textParts: textParts) }, visibility: format == .smil,
            kinds: kinds)
    }

    /// Whether the element is hidden at the end of the timeline while its parent is not.
    private func endsHidden(_ element: UnsafePointer<AnimatedElement>) -> Bool {
        guard let visibility = element.pointee.visibility else { return false }
        return visibility.keyframes.last.map { $0.value[0] == 0 } ?? element.pointee.startsHidden
    }

    /// The outline of a shape or clip element at the end of the timeline and its move: the
    /// outline first drawn moved by the final translation where only its position changes,
    /// else the outline as drawn at the end (its animation sets every value from the start).
    private func outline(of element: UnsafePointer<AnimatedElement>, first: Path, last: Path) -> (Path, Point) {
        if AnimatedElement.track(.outline, of: element) != nil { return (last, .zero) }
        if let moved = element.pointee.final?.translate { return (first, moved) }
        let translate = element.pointee.initialValue(.translate)
        return (first, Point(x: translate[0], y: translate[1]))
    }
}
