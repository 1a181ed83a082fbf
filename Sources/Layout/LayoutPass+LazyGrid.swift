import Geometry
import Views

extension LayoutPass {
    /// One column of a LazyVGrid (row of a LazyHGrid) after adaptive items are repeated.
    private struct LazyTrack {
        var length: Double
        /// Space after it, before the next track.
        var spacing: Double
        var alignment: Alignment
    }

    /// Lays out LazyVGrid/LazyHGrid `i` (steps L1–L5 in LayoutEngine.swift). For a LazyVGrid the
    /// items are columns across (horizontal) and rows grow down; a LazyHGrid is the same turned.
    func solveLazyGrid(_ i: Int, _ spec: LazyGridSpec, _ p: ProposedSize) -> ContainerSolution {
        let main = spec.axis, cross = main.cross
        let tracks = lazyTracks(spec, available: p[cross])
        let tracksTotal = tracks.reduce(0) { $0 + $1.length + $1.spacing } - (tracks.last?.spacing ?? 0)
        // L3. The grid spans its proposal across (at least its tracks), and the tracks sit in it by
        // the grid's alignment.
        let crossLength = max(tracksTotal, p[cross].flatMap { $0.isFinite ? $0 : nil } ?? 0)
        let start =
            main == .vertical
            ? horizontalGuide(spec.alignment.horizontal, width: crossLength)
                - horizontalGuide(spec.alignment.horizontal, width: tracksTotal)
            : ownVerticalGuide(spec.alignment.vertical, height: crossLength)
                - ownVerticalGuide(spec.alignment.vertical, height: tracksTotal)
        var trackStart = Array(filled: 0.0, count: tracks.count)
        var position = start
        for (t, track) in tracks.enumerated() {
            trackStart[t] = position
            position += track.length + track.spacing
        }

        // L4. Children fill the tracks in order, line after line (rows of a LazyVGrid); each is
        // proposed its track's length across and nothing along the axis (its ideal length), and a
        // line is as long as its longest child.
        let children = nodes[i].children
        let count = children.count
        var proposals = Array(filled: ProposedSize.zero, count: count)
        var sizes = Array(filled: Size.zero, count: count)
        var slots = Array(filled: -1, count: count)
        var slot = 0
        for (k, child) in children.enumerated() where !nodes[child].isAbsent {
            slots[k] = slot
            let track = slot % tracks.count
            proposals[k] = ProposedSize(main, main: nil, cross: tracks[track].length)
            sizes[k] = size(child, proposals[k])
            slot += 1
        }
        let lineCount = tracks.isEmpty ? 0 : (slot + tracks.count - 1) / tracks.count
        var lineLength = Array(filled: 0.0, count: lineCount)
        for k in 0..<count where slots[k] >= 0 {
            let line = slots[k] / tracks.count
            lineLength[line] = max(lineLength[line], sizes[k][main])
        }
        // L5. Lines follow each other with `spacing` (default 8) between them; in its cell (track ×
        // line) each child is placed by its item's alignment (centred by default).
        let spacing = (spec.spacing ?? Self.defaultSpacing).finiteOrZero
        var lineStart = Array(filled: 0.0, count: lineCount)
        var along = 0.0
        for line in 0..<lineCount {
            lineStart[line] = along
            along += lineLength[line] + (line < lineCount - 1 ? spacing : 0)
        }
        var origins = Array(filled: Point.zero, count: count)
        for k in 0..<count where slots[k] >= 0 {
            let track = slots[k] % tracks.count, line = slots[k] / tracks.count
            let alignment = tracks[track].alignment
            let cell = Size(main, main: lineLength[line], cross: tracks[track].length)
            let x = horizontalGuide(alignment.horizontal, width: cell.width)
                - horizontalGuide(alignment.horizontal, of: children[k], proposals[k], size: sizes[k])
            let y = ownVerticalGuide(alignment.vertical, height: cell.height)
                - verticalGuide(alignment.vertical, of: children[k], level: nodes[children[k]].modifierCount,
                    proposals[k], size: sizes[k])
            origins[k] =
                main == .vertical
                ? Point(x: trackStart[track] + x, y: lineStart[line] + y)
                : Point(x: lineStart[line] + x, y: trackStart[track] + y)
        }
        return ContainerSolution(
            proposals: proposals, origins: origins, size: Size(main, main: along, cross: crossLength))
    }

    /// L1–L2. The tracks for `available` length across: every fixed item takes its length, and
    /// the spacing after each item but the last is set aside; then the other items, in order, are
    /// each offered an equal share of what is left: a flexible item takes the share clamped to
    /// its minimum…maximum, an adaptive one fits as many repetitions of at least its minimum as
    /// its share holds (at least one, each at most its maximum) with its spacing between them.
    /// Unspecified, a flexible item takes its minimum and an adaptive one a single repetition of
    /// its minimum.
    private func lazyTracks(_ spec: LazyGridSpec, available: Double?) -> [LazyTrack] {
        let items = spec.items
        func spacing(_ item: GridItem) -> Double { (item.spacing ?? Self.defaultSpacing).finiteOrZero }
        var remaining = available ?? 0
        for (k, item) in items.enumerated() {
            if k < items.count - 1 { remaining -= spacing(item) }
            if case .fixed(let length) = item.size { remaining -= max(0, length.finiteOrZero) }
        }
        var left = Double(items.count(where: { if case .fixed = $0.size { false } else { true } }))
        var tracks: [LazyTrack] = []
        for item in items {
            let alignment = item.alignment ?? .center
            switch item.size {
            case .fixed(let length):
                tracks.append(LazyTrack(length: max(0, length.finiteOrZero), spacing: spacing(item), alignment: alignment))
                continue
            case .flexible(let minimum, let maximum):
                let offer = available == nil ? minimum : remaining / left
                let length = max(minimum, min(offer, maximum))
                tracks.append(LazyTrack(length: length, spacing: spacing(item), alignment: alignment))
                remaining -= length
            case .adaptive(let minimum, let maximum):
                let share = available == nil ? minimum : max(0, remaining / left)
                let gap = spacing(item)
                var repetitions = 1.0
                if share.isFinite && minimum + gap > 0 {
                    // At most `maxRepetitions` columns in all (each item keeps one).
                    let room = Double(max(1, spec.maxRepetitions - tracks.count))
                    repetitions = max(1, min(((share + gap) / (minimum + gap)).rounded(.down), room))
                }
                let length = max(0, min((share - gap * (repetitions - 1)) / repetitions, maximum))
                for _ in 0..<Int(repetitions) {
                    tracks.append(LazyTrack(length: length, spacing: gap, alignment: alignment))
                }
                remaining -= length * repetitions + gap * (repetitions - 1)
            }
            left -= 1
        }
        return tracks
    }
}
