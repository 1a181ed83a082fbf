import DisplayList
import Geometry
import SVG

/// Rows written from a row written before: a list's rows that move alike write the same bytes
/// but for their outlines.
///
/// A top-level element (a row of a list whose containers draw no group) whose view took its
/// twin's very tracks (`AnimatedElement.twin`) and was settled from its twin's final state
/// (`FinalState.isTwins`: the twin's paints, effects, translation and values), and that draws
/// only translations, opacities and rectangle-like shapes without gradients or an outline track,
/// is written as the first such row of the same twin was, with its own outlines as its path
/// data (`XMLWriter.Template`). Two such rows agree in everything the element writer reads of
/// them but their outlines: the same roles and tracks, start and visibility (their tracks come
/// from one element over the same epochs), frame sizes (twins are laid out alike but for a
/// translation), final translations, values, effects and paints (the twin's), and, with CSS,
/// classes (compared). A translation's matrix is written without its children's reach (only
/// other matrices read it); a shape's path data is its outline first drawn, moved by its final
/// translation in a `transform` both rows write alike. Clip paths (their ids), gradients, and
/// whatever reads the frame when written (scales, rotations, filters, masks, texts, images) are
/// written element by element, as is a row that does not match. A twin keeps one template, its
/// rows' first top-level element's: a view drawn as several top-level elements writes the others
/// in full.
extension KeyframeDocumentWriter {
    /// How many rows a writer wrote from a template (`rowTemplateUses`).
    final class RowTemplateUses {
        var count = 0
    }

    /// A row written as the template of later rows of the same twin.
    struct RowTemplate {
        /// The row's top element, read in place in the document's elements (which do not
        /// change while the document is written).
        let source: UnsafePointer<AnimatedElement>
        let template: XMLWriter.Template
        /// The classes its elements took, in writing order (CSS; none with SMIL).
        let classes: [String?]
    }

    /// Writes the top-level element `element`: from the template of its twin's rows where it
    /// has one and matches it, else element by element (and kept as that template where it
    /// may be one).
    func writeTopLevel(
        _ element: UnsafePointer<AnimatedElement>, state: State, numbers: NumberText, classes: inout IndexingIterator<[String?]>
    ) {
        guard writesRowsFromTemplates, let origin = element.pointee.twin?.viewID else {
            write(element, state: state, numbers: numbers, classes: &classes)
            return
        }
        let view = element.pointee.key.viewID
        if let row = state.rowTemplates[origin] {
            var paths: [Path] = []
            paths.reserveCapacity(row.template.holeCount)
            if Self.matches(element, row.source, view: view, origin: origin, paths: &paths), paths.count == row.template.holeCount,
                takesClasses(row.classes, from: classes)
            {
                state.svg.append(row.template, paths: paths)
                for _ in row.classes { _ = classes.next() }
                rowTemplateUses?.count += 1
            } else {
                write(element, state: state, numbers: numbers, classes: &classes)
            }
            return
        }
        guard Self.writesAsRow(element, view: view, origin: origin) else {
            write(element, state: state, numbers: numbers, classes: &classes)
            return
        }
        let xml = state.svg.xml
        let mark = xml.childrenStart()
        var taken = classes
        state.recordedOutlines = []
        write(element, state: state, numbers: numbers, classes: &classes)
        let holes = state.recordedOutlines ?? []
        state.recordedOutlines = nil
        var names: [String?] = []
        if format == .css {
            for _ in 0..<Self.elementCount(element) { names.append(taken.next() ?? nil) }
        }
        var paths: [Path] = []
        Self.collectOutlines(element, into: &paths)
        guard holes.count == paths.count, let template = xml.written(from: mark, holes: holes) else { return }
        state.rowTemplates[origin] = RowTemplate(source: element, template: template, classes: names)
    }

    /// Whether the next classes of `classes` are `names` (CSS: each element takes the next).
    private func takesClasses(_ names: [String?], from classes: IndexingIterator<[String?]>) -> Bool {
        guard format == .css else { return true }
        var classes = classes
        for name in names where classes.next() ?? nil != name { return false }
        return true
    }

    /// Whether `element` and its descendants are all of view `view`, took their tracks from
    /// `origin`'s, are shown throughout, and draw translations, opacities and rectangle-like
    /// shapes without gradients, each settled from its twin (`FinalState.isTwins`) and without
    /// an outline track (its path data is its outline first drawn).
    static func writesAsRow(_ element: UnsafePointer<AnimatedElement>, view: String, origin: String) -> Bool {
        guard element.pointee.key.viewID == view, element.pointee.twin?.viewID == origin, element.pointee.key.fillGradient == nil,
            element.pointee.key.strokeGradient == nil, AnimatedElement.track(.outline, of: element) == nil,
            let final = element.pointee.final, final.isTwins
        else { return false }
        if case .some = element.pointee.visibility { return false }
        switch element.pointee.key.role {
        case .offset, .opacity: break
        case .shape(let kind, _):
            switch kind {
            case .rectangle, .roundedRectangle, .capsule, .circle, .ellipse: break
            case .path, .sampled: return false
            }
        default: return false
        }
        switch (element.pointee.item, final.item) {
        case (.group(let first), .group(let last)):
            guard isPlain(first.effect), isPlain(last.effect) else { return false }
        case (.shape(let first), .shape(let last)):
            guard first.gradient == nil, last.gradient == nil, first.stroke?.gradient == nil, last.stroke?.gradient == nil else { return false }
        default:
            return false
        }
        return element.pointee.children.withUnsafeBufferPointer { children in
            children.indices.allSatisfy { writesAsRow(children.baseAddress! + $0, view: view, origin: origin) }
        }
    }

    /// An opacity, or a translation (its matrix written without its children's reach).
    private static func isPlain(_ effect: DisplayGroup.Effect) -> Bool {
        switch effect {
        case .opacity: true
        case .transform(let t): t.isTranslation
        case .clip, .shadow, .blur, .mask: false
        }
    }

    /// Whether `row` writes the bytes `source` (which `writesAsRow`) wrote but for its path
    /// data, its outlines appended to `paths` in writing order: element by element, of view
    /// `view`, with the very tracks of `source`'s element (both took `origin`'s list), the same
    /// role (so the same kind of item and effect, no gradient, no outline track) and as many
    /// children, and settled from its twin (`FinalState.isTwins`: the twin's paints, effects,
    /// translation and values, which the same tracks leave unmoved). Taking their tracks from
    /// one element over the same epochs, the two rows have the same visibility (none) and start;
    /// twins of one view, frames of the same sizes.
    static func matches(
        _ row: UnsafePointer<AnimatedElement>, _ source: UnsafePointer<AnimatedElement>, view: String, origin: String,
        paths: inout [Path]
    ) -> Bool {
        guard row.pointee.key.viewID == view, row.pointee.twin?.viewID == origin, row.pointee.final?.isTwins == true,
            row.pointee.children.count == source.pointee.children.count, sharesTracks(row.pointee.tracks, source.pointee.tracks),
            row.pointee.key.role == source.pointee.key.role
        else { return false }
        if case .shape(let first) = row.pointee.item { paths.append(first.path) }
        return row.pointee.children.withUnsafeBufferPointer { rows in
            source.pointee.children.withUnsafeBufferPointer { sources in
                rows.indices.allSatisfy {
                    matches(rows.baseAddress! + $0, sources.baseAddress! + $0, view: view, origin: origin, paths: &paths)
                }
            }
        }
    }

    /// Whether two elements hold the very same list of tracks (twins of one view share it).
    private static func sharesTracks(
        _ a: [(kind: PropertyKind, track: PropertyTrack)], _ b: [(kind: PropertyKind, track: PropertyTrack)]
    ) -> Bool {
        a.count == b.count && a.withUnsafeBufferPointer { x in b.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
    }

    /// The path data each shape of the row writes, in writing order: its outline first drawn
    /// (`outline(of:first:last:)` without an outline track, with a final state).
    static func collectOutlines(_ element: UnsafePointer<AnimatedElement>, into paths: inout [Path]) {
        if case .shape(let first) = element.pointee.item { paths.append(first.path) }
        element.pointee.children.withUnsafeBufferPointer { children in
            for index in children.indices { collectOutlines(children.baseAddress! + index, into: &paths) }
        }
    }

    /// How many elements the row has (each takes one class with CSS).
    static func elementCount(_ element: UnsafePointer<AnimatedElement>) -> Int {
        element.pointee.children.withUnsafeBufferPointer { children in
            children.indices.reduce(1) { $0 + elementCount(children.baseAddress! + $1) }
        }
    }
}

