import Geometry
import Views

extension LayoutPass {
    /// Places view `i`, proposed `proposal`, with its outermost frame's top-leading corner at
    /// `origin`, then everything inside it (steps P1–P4 in LayoutEngine.swift).
    func place(_ i: Int, _ proposal: ProposedSize, at origin: Point) -> LaidOutView {
        // Fields are read from `nodes[i]` where needed: a copy of the whole flat node (its view,
        // child list and decorations) per placed view was a tenth of placing.
        let modifiers = nodes[i].node.modifiers
        var frames = Array(filled: Rect.zero, count: modifiers.count + 1)
        var decorations: [Int: LaidOutView] = [:]
        var p = proposal
        var corner = origin

        // P1. From the outermost modifier inwards: each frame, then the proposal and corner of the
        // view inside it.
        for level in stride(from: modifiers.count, to: 0, by: -1) {
            let frame = Rect(origin: corner, size: finite(size(i, level: level, p)))
            frames[level] = frame
            let inner = level - 1
            switch modifiers[inner] {
            case .padding(let insets):
                let insets = insets.finite
                p = p.inset(by: insets)
                corner = Point(x: corner.x + insets.leading, y: corner.y + insets.top)
            case .fixedFrame, .flexibleFrame:
                let child = frameChild(i, level: level, p)
                p = child.proposal
                corner = corner + child.offset
            case .fixedSize(let horizontal, let vertical):
                p = p.fixing(horizontal: horizontal, vertical: vertical)
            case .position(let x, let y):
                let child = finite(size(i, level: inner, p))
                corner = Point(
                    x: corner.x + x.finiteOrZero - child.width / 2, y: corner.y + y.finiteOrZero - child.height / 2)
            case .background(_, let alignment), .overlay(_, let alignment), .mask(_, let alignment):
                if let decoration = nodes[i].decoration(at: inner) {
                    decorations[inner] = placeDecoration(
                        decoration, in: frame, alignment: alignment, over: i, level: inner, p)
                }
            case .aspectRatio(let ratio, let mode):
                p = aspectProposal(i, level: inner, ratio: ratio, mode: mode, p)
            case .offset, .layoutPriority, .clip, .opacity, .scaleEffect, .rotationEffect, .rotation3DEffect, .shadow, .blur:
                break
            }
        }
        let contentFrame = Rect(origin: corner, size: finite(size(i, level: 0, p)))
        frames[0] = contentFrame

        // P2. The content: children at their solved positions, a text's layout, a divider's axis.
        var children: [LaidOutView] = []
        var text: TextLayout?
        var dividerAxis: Axis?
        var fit: FitChoice?
        switch nodes[i].node.content {
        case .vStack(let alignment, let spacing, _):
            let placing = ProposedSize(width: p.width ?? contentFrame.width, height: p.height)
            let solution = stackSolution(i, axis: .vertical, alignment: .horizontal(alignment), spacing: spacing, placing)
            children = placeChildren(of: i, solution, in: contentFrame)
        case .hStack(let alignment, let spacing, _):
            let placing = ProposedSize(width: p.width, height: p.height ?? contentFrame.height)
            let solution = stackSolution(i, axis: .horizontal, alignment: .vertical(alignment), spacing: spacing, placing)
            children = placeChildren(of: i, solution, in: contentFrame)
        case .zStack(let alignment, _):
            children = placeChildren(of: i, solveZStack(i, alignment: alignment, p), in: contentFrame)
        case .grid(let spec, _):
            let solution = solveGrid(i, spec, p)
            for (k, cells) in solution.rowCells { rowSolutions[nodes[i].children[k]] = cells }
            children = placeChildren(of: i, solution.container, in: contentFrame)
        case .gridRow(let alignment, _):
            if nodes[i].isRowOfGrid {
                if let cells = rowSolutions.removeValue(forKey: i) { children = placeChildren(of: i, cells, in: contentFrame) }
            } else {
                let placing = ProposedSize(width: p.width, height: p.height ?? contentFrame.height)
                let solution = stackSolution(
                    i, axis: .horizontal, alignment: .vertical(alignment ?? .center), spacing: nil, placing)
                children = placeChildren(of: i, solution, in: contentFrame)
            }
        case .lazyGrid(let spec, _):
            children = placeChildren(of: i, solveLazyGrid(i, spec, p), in: contentFrame)
        case .geometryReader:
            children = placeChildren(of: i, solveGeometryReader(i, p), in: contentFrame)
        case .viewThatFits(let axes, _):
            let solved = solveViewThatFits(i, axes, p)
            fit = solved.fit
            if nodes[i].children.indices.contains(solved.fit.chosen) {
                children = [place(nodes[i].children[solved.fit.chosen], p, at: contentFrame.origin)]
            }
        case .scrollView(let spec, _):
            children = placeChildren(of: i, solveScrollView(i, spec, p), in: contentFrame)
        case .waterfall(let spec, _):
            children = placeChildren(of: i, solveWaterfall(i, spec, p), in: contentFrame)
        case .text:
            text = textLayout(i, p)
        case .divider:
            dividerAxis = self.dividerAxis(of: i)
        case .spacer, .shape, .color, .empty, .image:
            break
        }
        // The view without its children, its grid cell or its alignment guides, made in one call:
        // a variable changed field by field (or `fit` set afterwards) copied every placed view once
        // more and destroyed the copy.
        let summary = ViewNode.withFields(
            id: nodes[i].node.id, content: nodes[i].node.content.withoutChildren, modifiers: modifiers,
            zIndex: nodes[i].node.zIndex, transition: nodes[i].node.transition, gridCell: nil, alignmentGuides: [],
            matchedGeometry: nodes[i].node.matchedGeometry, rightToLeft: nodes[i].node.rightToLeft,
            source: nodes[i].node.source)
        return LaidOutView(
            node: summary, frames: frames, children: children, decorations: decorations, text: text,
            dividerAxis: dividerAxis, fit: fit)
    }

    /// P3. Places a container's children; a solution smaller or larger than the container's frame
    /// (possible only when placing re-proposes an unspecified cross axis) is centred in it.
    private func placeChildren(of i: Int, _ solution: ContainerSolution, in frame: Rect) -> [LaidOutView] {
        let size = finite(solution.size)
        let dx = (frame.width - size.width) / 2, dy = (frame.height - size.height) / 2
        return nodes[i].children.enumerated().map { k, child in
            let origin = solution.placements[k].origin
            return place(
                child, solution.placements[k].proposal,
                at: Point(x: frame.minX + dx + origin.x.finiteOrZero, y: frame.minY + dy + origin.y.finiteOrZero))
        }
    }

    /// P4. A background or overlay: proposed exactly the frame of the view it decorates and aligned
    /// in it, guide on guide (the decorated view's text baseline counts; the decoration's too).
    private func placeDecoration(
        _ d: Int, in frame: Rect, alignment: Alignment, over i: Int, level: Int, _ p: ProposedSize
    ) -> LaidOutView {
        let proposal = ProposedSize(frame.size)
        let own = finite(size(d, proposal))
        let top = nodes[d].modifierCount
        let x = horizontalGuide(alignment.horizontal, width: frame.width, height: frame.height)
            - horizontalGuide(alignment.horizontal, of: d, proposal, size: own)
        let y = verticalGuide(alignment.vertical, of: i, level: level, p, size: frame.size)
            - verticalGuide(alignment.vertical, of: d, level: top, proposal, size: own)
        return place(d, proposal, at: Point(x: frame.minX + x, y: frame.minY + y))
    }
}
