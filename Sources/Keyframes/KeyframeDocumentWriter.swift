import DisplayList
import Geometry
import Layout
import SVG
import Views

/// Writes animated elements as one SVG document: every element with its values when first
/// drawn as attributes (what a viewer without animation shows, and SMIL's base values), plus
/// either CSS classes over one style sheet or SMIL animation elements.
struct KeyframeDocumentWriter {
    let format: KeyframeEncoder.Format
    let precision: Int
    let idPrefix: String
    let glyphs: (any GlyphOutlineProviding)?

    final class State {
        let xml = XMLWriter()
        let registry: CSSRegistry
        var clipCount = 0
        /// The animation entries of tracks already written (identical elements share them).
        var entries: [EntryKey: [String]] = [:]
        init(prefix: String) { registry = CSSRegistry(prefix: prefix) }
    }

    struct EntryKey: Hashable {
        var kind: PropertyKind
        var track: PropertyTrack
        var fixedAnchor: Bool
        var shape: ElementRole.ShapeKind
        var scaleDigits: Int
        var angleDigits: Int
    }

    func write(_ elements: [AnimatedElement], canvas: Size, background: Color?) -> [UInt8] {
        let numbers = NumberText(precision: precision)
        // CSS: the style sheet comes first, so classes are named in a first pass.
        var classes: [[String?]] = []
        let state = State(prefix: idPrefix)
        if format == .css {
            var order: [String?] = []
            collectClasses(elements, numbers: numbers, state: state, into: &order)
            classes = [order]
        }
        var classIterator = (classes.first ?? []).makeIterator()
        let xml = state.xml
        xml.start("svg")
        xml.attribute("xmlns", "http://www.w3.org/2000/svg")
        xml.attribute("version", "1.1")
        xml.attribute("width", numbers.length(canvas.width))
        xml.attribute("height", numbers.length(canvas.height))
        xml.attribute("viewBox", "0 0 \(numbers.length(canvas.width)) \(numbers.length(canvas.height))")
        if format == .css && !state.registry.isEmpty {
            xml.start("style")
            xml.attribute("type", "text/css")
            xml.text(state.registry.text)
            xml.end()
        }
        if let background, !background.isClear {
            xml.start("rect")
            xml.attribute("width", "100%")
            xml.attribute("height", "100%")
            paint(background, "fill", "fill-opacity", xml: xml, numbers: numbers)
            xml.end()
        }
        for element in elements { write(element, state: state, numbers: numbers, classes: &classIterator) }
        xml.end()
        return xml.finish()
    }

    // MARK: - CSS classes

    private func collectClasses(_ elements: [AnimatedElement], numbers: NumberText, state: State, into order: inout [String?]) {
        for element in elements {
            order.append(cssClass(of: element, numbers: numbers, state: state))
            collectClasses(element.children, numbers: numbers, state: state, into: &order)
        }
    }

    /// The class holding the element's animations; nil when nothing of it changes.
    private func cssClass(of element: AnimatedElement, numbers: NumberText, state: State) -> String? {
        let registry = state.registry
        let animations = CSSAnimations(registry: registry)
        var declarations: [String] = []
        var entries: [String] = []
        for (kind, track) in element.tracks where !track.isConstant {
            let text = propertyText(kind, track, element, numbers)
            if text.fixedAnchor && (kind == .scale || kind == .rotation || kind == .projection) {
                let anchor = kind == .rotation ? (track.initialValue[1], track.initialValue[2]) : (track.initialValue[0], track.initialValue[1])
                declarations.append(text.origin(anchor.0, anchor.1))
            }
            var track = track
            if text.fixedAnchor && kind != .translate, track.keyframes.count < 2, let loop = track.loop, loop.start > 0 {
                // The transform attribute must never show through a CSS transform origin.
                track.keyframes = [
                    PropertyTrack.Keyframe(time: 0, value: track.initialValue, timing: .linear),
                    PropertyTrack.Keyframe(time: loop.start, value: track.initialValue, timing: .linear),
                ]
            }
            let key = EntryKey(
                kind: kind, track: track, fixedAnchor: text.fixedAnchor, shape: text.shapeKind, scaleDigits: text.scaleDigits,
                angleDigits: text.angleDigits)
            if let known = state.entries[key] {
                entries += known
            } else {
                let written = animations.entries(track) { text.css(kind, $0) }
                state.entries[key] = written
                entries += written
            }
        }
        if let visibility = element.visibility, visibility.keyframes.count >= 2 {
            entries += animations.entries(visibility) { $0[0] > 0 ? "visibility:visible" : "visibility:hidden" }
        }
        guard !entries.isEmpty else { return nil }
        declarations.append("animation:" + entries.joined(separator: ","))
        return registry.className(declarations.joined(separator: ";"))
    }

    func propertyText(_ kind: PropertyKind, _ track: PropertyTrack, _ element: AnimatedElement, _ numbers: NumberText) -> PropertyText {
        let frame = element.initialView.frame
        let extent = max(abs(frame.width), abs(frame.height))
        let fixed: Bool
        switch kind {
        case .scale: fixed = track.isConstant(component: 0) && track.isConstant(component: 1)
        case .rotation: fixed = track.isConstant(component: 1) && track.isConstant(component: 2)
        case .projection: fixed = track.isConstant(component: 0) && track.isConstant(component: 1)
        default: fixed = false
        }
        return PropertyText(numbers: numbers, extent: extent, fixedAnchor: fixed, shapeKind: element.reader.shapeKind ?? .rectangle)
    }

    // MARK: - Elements

    private func write(
        _ element: AnimatedElement, state: State, numbers: NumberText, classes: inout IndexingIterator<[String?]>
    ) {
        let className = format == .css ? (classes.next() ?? nil) : nil
        let xml = state.xml
        let role = element.key.role
        switch role {
        case .offset, .scale, .rotation, .rotation3D, .opacity:
            xml.start("g")
            staticGroupAttributes(element, numbers: numbers, xml: xml)
            common(element, className: className, state: state, numbers: numbers)
            for child in element.children { write(child, state: state, numbers: numbers, classes: &classes) }
            xml.end()
        case .clip(_, let shape):
            let id = "\(idPrefix)c\(state.clipCount)"
            state.clipCount += 1
            xml.start("defs")
            xml.start("clipPath")
            xml.attribute("id", id)
            writeShape(shape, element, numbers: numbers, xml: xml)
            // With CSS the clip shape carries the visibility: a hidden clip shape clips
            // everything away.
            if format == .css && element.startsHidden && element.visibility != nil { xml.attribute("visibility", "hidden") }
            if let className { xml.attribute("class", className) }
            if format == .smil { SMILAnimations(xml: xml).write(element, text: { propertyText($0, $1, element, numbers) }, visibility: false) }
            xml.end()
            xml.end()
            xml.end()
            xml.start("g")
            xml.attribute("clip-path", "url(#\(id))")
            if format == .smil && element.startsHidden && element.visibility != nil { xml.attribute("visibility", "hidden") }
            if format == .smil, let visibility = element.visibility {
                SMILAnimations(xml: xml).writeVisibility(visibility)
            }
            for child in element.children { write(child, state: state, numbers: numbers, classes: &classes) }
            xml.end()
        case .shape(let shape, let paint):
            writeShape(shape, element, numbers: numbers, xml: xml)
            writePaint(paint, element, numbers: numbers, xml: xml)
            common(element, className: className, state: state, numbers: numbers)
            xml.end()
        case .text(let layout, let font):
            guard writeText(layout, font, element, numbers: numbers, xml: xml) else {
                return
            }
            common(element, className: className, state: state, numbers: numbers)
            if glyphs == nil { writeLines(layout, element, numbers: numbers, xml: xml) }
            xml.end()
        }
    }

    /// The class or SMIL children every element has, and its initial visibility.
    private func common(_ element: AnimatedElement, className: String?, state: State, numbers: NumberText) {
        let xml = state.xml
        if element.startsHidden && element.visibility != nil { xml.attribute("visibility", "hidden") }
        if let className { xml.attribute("class", className) }
        if format == .smil {
            SMILAnimations(xml: xml).write(element, text: { propertyText($0, $1, element, numbers) }, visibility: true)
        }
    }

    private func staticGroupAttributes(_ element: AnimatedElement, numbers: NumberText, xml: XMLWriter) {
        switch element.key.role {
        case .offset:
            let v = element.initialValue(.translate)
            if v[0] != 0 || v[1] != 0 { xml.attribute("transform", "translate(\(numbers.length(v[0])) \(numbers.length(v[1])))") }
        case .scale:
            let v = element.initialValue(.scale)
            if v[2] != 1 || v[3] != 1 {
                let text = PropertyText(numbers: numbers, extent: max(abs(element.initialView.frame.width), abs(element.initialView.frame.height)), fixedAnchor: false)
                let s = "\(NumberText.string(v[2], digits: text.scaleDigits)) \(NumberText.string(v[3], digits: text.scaleDigits))"
                xml.attribute(
                    "transform",
                    "translate(\(numbers.length(v[0])) \(numbers.length(v[1]))) scale(\(s)) translate(\(numbers.length(-v[0])) \(numbers.length(-v[1])))")
            }
        case .rotation:
            let v = element.initialValue(.rotation)
            if v[0] != 0 {
                let text = PropertyText(numbers: numbers, extent: max(abs(element.initialView.frame.width), abs(element.initialView.frame.height)), fixedAnchor: false)
                xml.attribute("transform", "rotate(\(NumberText.string(v[0], digits: text.angleDigits)) \(numbers.length(v[1])) \(numbers.length(v[2])))")
            }
        case .rotation3D:
            let v = element.initialValue(.projection)
            if v[2] != 0 || v[3] != 0 || v[4] != 1 || v[5] != 1 {
                let text = PropertyText(numbers: numbers, extent: max(abs(element.initialView.frame.width), abs(element.initialView.frame.height)), fixedAnchor: false)
                let body = text.projection(v).replacingOccurrences(of: "deg", with: "").replacingOccurrences(of: ",", with: " ")
                xml.attribute("transform", "translate(\(numbers.length(v[0])) \(numbers.length(v[1]))) \(body) translate(\(numbers.length(-v[0])) \(numbers.length(-v[1])))")
            }
        case .opacity:
            let v = element.initialValue(.opacity)
            if v[0] < 1 { xml.attribute("opacity", NumberText.string(v[0], digits: 3)) }
        default:
            break
        }
    }

    /// Starts the path of a shape or clip element: the snapshot's own path where only its
    /// position changes, else the outline in the form whose path data browsers interpolate.
    private func writeShape(_ shape: ElementRole.ShapeKind, _ element: AnimatedElement, numbers: NumberText, xml: XMLWriter) {
        let path: Path
        if element.track(.outline) != nil {
            path = OutlinePath.path(shape, element.initialValue(.outline))
        } else {
            path = snapshotPath(element)
            let translate = element.initialValue(.translate)
            if translate[0] != 0 || translate[1] != 0 {
                xml.start("path")
                xml.attribute("transform", "translate(\(numbers.length(translate[0])) \(numbers.length(translate[1])))")
                xml.attribute("d", String(decoding: numbers.lengths.pathData(path), as: UTF8.self))
                return
            }
        }
        xml.start("path")
        xml.attribute("d", String(decoding: numbers.lengths.pathData(path), as: UTF8.self))
    }

    /// The outline the display list draws for the element as first drawn.
    private func snapshotPath(_ element: AnimatedElement) -> Path {
        let view = element.initialView
        let rect = element.reader.shapeRect(of: view)
        switch (element.key.role, view.node.content) {
        case (.clip(let index, _), _):
            if case .clip(let shape) = view.node.modifiers[index] { return shape.path(in: rect) }
        case (.shape, .shape(let shapeView)):
            return shapeView.shape.path(in: rect)
        default:
            break
        }
        return Path(rect: rect)
    }

    private func writePaint(_ paint: ElementRole.Paint, _ element: AnimatedElement, numbers: NumberText, xml: XMLWriter) {
        func color(_ kind: PropertyKind, _ opacity: PropertyKind, _ name: String, _ opacityName: String) {
            xml.attribute(name, NumberText.hex(element.initialValue(kind)))
            let alpha = element.initialValue(opacity)[0]
            if alpha < 1 || element.track(opacity)?.isConstant == false { xml.attribute(opacityName, NumberText.string(alpha, digits: 3)) }
        }
        switch paint {
        case .fill:
            color(.fill, .fillOpacity, "fill", "fill-opacity")
        case .stroke:
            xml.attribute("fill", "none")
        case .fillAndStroke:
            color(.fill, .fillOpacity, "fill", "fill-opacity")
        }
        if paint != .fill {
            color(.stroke, .strokeOpacity, "stroke", "stroke-opacity")
            xml.attribute("stroke-width", numbers.length(element.initialValue(.strokeWidth)[0]))
        }
    }

    /// Starts a text element (its glyph outlines as a path, or a group of `<text>` lines);
    /// false when it draws nothing.
    private func writeText(_ layout: TextLayout, _ font: Font, _ element: AnimatedElement, numbers: NumberText, xml: XMLWriter) -> Bool {
        if let glyphs {
            var path = Path()
            for line in layout.lines {
                for glyph in line.glyphs {
                    let outline = glyphs.glyphOutline(glyph.glyph, face: layout.face)
                    path.addPath(outline.scaled(by: layout.fontSize, thenOffsetBy: element.base.x + line.x + glyph.x, element.base.y + line.baseline + glyph.y))
                }
            }
            guard !path.isEmpty else { return false }
            xml.start("path")
            xml.attribute("d", String(decoding: numbers.lengths.pathData(path), as: UTF8.self))
        } else {
            guard layout.lines.contains(where: { !$0.string.isEmpty }) else { return false }
            xml.start("g")
        }
        xml.attribute("fill", NumberText.hex(element.initialValue(.fill)))
        let alpha = element.initialValue(.fillOpacity)[0]
        if alpha < 1 || element.track(.fillOpacity)?.isConstant == false { xml.attribute("fill-opacity", NumberText.string(alpha, digits: 3)) }
        return true
    }

    private func writeLines(_ layout: TextLayout, _ element: AnimatedElement, numbers: NumberText, xml: XMLWriter) {
        let face = layout.face
        for line in layout.lines where !line.string.isEmpty {
            xml.start("text")
            xml.attribute("xml:space", "preserve")
            xml.attribute("x", numbers.length(element.base.x + line.x))
            xml.attribute("y", numbers.length(element.base.y + line.baseline))
            xml.attribute("font-family", face.cssFamily)
            xml.attribute("font-size", numbers.length(layout.fontSize))
            if face.isBold { xml.attribute("font-weight", "bold") }
            if face.isItalic { xml.attribute("font-style", "italic") }
            xml.text(line.string)
            xml.end()
        }
    }

    private func paint(_ color: Color, _ name: String, _ opacityName: String, xml: XMLWriter, numbers: NumberText) {
        xml.attribute(name, NumberText.hex([color.red, color.green, color.blue]))
        if color.opacity < 1 { xml.attribute(opacityName, NumberText.string(max(0, color.opacity), digits: 3)) }
    }
}
