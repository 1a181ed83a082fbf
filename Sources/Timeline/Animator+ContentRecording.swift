import Geometry
import Layout
import Motion
import Views

extension Animator.Run {
    /// Records the texts of `tree` whose string changed since the previous update under an
    /// animation (the transaction where the text's content is drawn) and whose
    /// `contentTransition` draws the change. A change of a text whose previous change still
    /// runs cuts that one short.
    mutating func recordContentChanges(_ tree: LaidOutView, at time: Double, walk: TransactionWalk) {
        updateContentChanges = []
        var candidates: [LaidOutView] = []
        func collect(_ view: LaidOutView) {
            if case .text(let text) = view.node.content, text.contentTransition != nil || contentChanges[view.id] != nil {
                candidates.append(view)
            }
            view.children.forEach(collect)
            // In key order: the trace lists the changes in this order.
            for key in view.decorations.keys.sorted() { collect(view.decorations[key]!) }
        }
        collect(tree)
        guard !candidates.isEmpty, let previous = updates.last?.tree else { return }
        var before: [String: LaidOutView] = [:]
        let wanted = Set(candidates.map(\.id))
        func collectPrevious(_ view: LaidOutView) {
            if wanted.contains(view.id), case .text = view.node.content { before[view.id] = view }
            view.children.forEach(collectPrevious)
            view.decorations.values.forEach(collectPrevious)
        }
        collectPrevious(previous)
        for view in candidates {
            guard case .text(let new) = view.node.content, let old = before[view.id], case .text(let oldText) = old.node.content,
                oldText.string != new.string, let newLayout = view.text, let oldLayout = old.text
            else { continue }
            cutShort(view.id, at: time)
            guard let transition = new.contentTransition, transition != .identity else { continue }
            let chain = walk.transactions[view.id] ?? []
            let paint = 2 * view.node.modifiers.count + 1
            guard let animation = (paint < chain.count ? chain[paint] : chain.first)?.animation else { continue }
            record(
                view.id, transition: transition, old: (oldText, oldLayout), new: (new, newLayout), at: time,
                animation: animation)
        }
    }

    /// Ends the change of `id` that is drawn at `time`, if any.
    private mutating func cutShort(_ id: String, at time: Double) {
        guard var list = contentChanges[id], var last = list.last, last.isDrawn(at: time) else { return }
        last.end = time
        for part in last.parts { transitions.endContentPart(part.id, at: time) }
        list[list.count - 1] = last
        contentChanges[id] = list
    }

    private mutating func record(
        _ id: String, transition: ContentTransition, old: (text: ResolvedText, layout: TextLayout),
        new: (text: ResolvedText, layout: TextLayout), at time: Double, animation: Animation
    ) {
        let ordinal = contentChanges[id]?.count ?? 0
        func partID(_ side: Animator.ContentChange.Part.Side) -> String { "\(id)~content\(ordinal)-\(side.rawValue)" }
        var parts: [Animator.ContentChange.Part] = []
        var effects: [(from: [ViewModifier], to: [ViewModifier])] = []
        var countsDown = false
        var blur = 0.0
        switch transition {
        case .identity:
            return
        case .opacity, .interpolate:
            parts.append(.init(id: partID(.old), side: .old, text: old.text, layout: old.layout))
            effects.append(([.opacity(1)], [.opacity(0)]))
            parts.append(.init(id: partID(.new), side: .new, text: new.text, layout: new.layout))
            effects.append(([.opacity(0)], [.opacity(1)]))
        case .numericText(let down, let value):
            countsDown = down
            if let value, case .numericText(_, let oldValue?)? = old.text.contentTransition { countsDown = value < oldValue }
            let kept = TextLayout.sharedGlyphs(old.layout, new.layout)
            if let steady = new.layout.glyphs(at: kept) {
                parts.append(.init(id: partID(.kept), side: .kept, text: new.text, layout: steady))
                effects.append(([], []))
            }
            let sign = countsDown ? -1.0 : 1.0
            // Rolling characters blur while they move: sharp where they are drawn alone (the old
            // ones at the start, the new ones at the end), most blurred mid-roll.
            let fraction = ContentTransition.numericTextBlurFraction
            if let leaving = Self.others(than: kept, in: old.layout) {
                parts.append(.init(id: partID(.old), side: .old, text: old.text, layout: leaving))
                let rise = -sign * old.layout.lineHeight, radius = fraction * old.layout.lineHeight
                blur = max(blur, radius)
                effects.append((
                    [.blur(radius: 0, opaque: false), .offset(x: 0, y: 0), .opacity(1)],
                    [.blur(radius: radius, opaque: false), .offset(x: 0, y: rise), .opacity(0)]
                ))
            }
            if let arriving = Self.others(than: kept, in: new.layout) {
                parts.append(.init(id: partID(.new), side: .new, text: new.text, layout: arriving))
                let rise = sign * new.layout.lineHeight, radius = fraction * new.layout.lineHeight
                blur = max(blur, radius)
                effects.append((
                    [.blur(radius: radius, opaque: false), .offset(x: 0, y: rise), .opacity(0)],
                    [.blur(radius: 0, opaque: false), .offset(x: 0, y: 0), .opacity(1)]
                ))
            }
        }
        var end: Double? = time
        for (part, effect) in zip(parts, effects) where !effect.from.isEmpty {
            let rest = transitions.contentPart(part.id, from: effect.from, to: effect.to, at: time, animation: animation)
            end = rest.flatMap { rest in end.map { max($0, rest) } }
        }
        // An animation that ends at once draws nothing in between.
        if let end, end <= time { return }
        let change = Animator.ContentChange(
            id: id, time: time, end: end, transition: transition, animation: animation, from: old.text.string,
            to: new.text.string, countsDown: countsDown, parts: parts)
        contentChanges[id, default: []].append(change)
        let name: String =
            switch transition {
            case .identity: "identity"
            case .opacity: "opacity"
            case .interpolate: "interpolate"
            case .numericText: countsDown ? "numericText(countsDown)" : "numericText"
            }
        updateContentChanges.append(
            UpdateTrace.ContentChangeEntry(
                viewID: id, transition: name, from: old.text.string, to: new.text.string, animation: animation, end: end,
                blur: blur))
    }

    /// `layout` without the glyphs at `kept` (the whole layout when none are kept); nil when
    /// nothing is left.
    static func others(than kept: [Int], in layout: TextLayout) -> TextLayout? {
        if kept.isEmpty { return layout.lines.isEmpty ? nil : layout }
        let keptSet = Set(kept)
        return layout.glyphs(at: (0..<layout.lines[0].glyphs.count).filter { !keptSet.contains($0) })
    }
}
