import Geometry
import Views

extension LayoutPass {
    /// The offset of a horizontal guide from the leading edge of a view `width` wide.
    /// (A custom guide's default may read `height` too.)
    func horizontalGuide(_ alignment: HorizontalAlignment, width: Double, height: Double = 0) -> Double {
        switch alignment {
        case .leading: 0
        case .center: width / 2
        case .trailing: width
        case .custom(let id): id.defaultValue(ViewDimensions(width: width, height: height)).finiteOrZero
        }
    }

    /// The offset of a vertical guide from the top of a view with no text baseline of its own
    /// (a frame, or any view without text): baselines fall back to the bottom edge.
    func ownVerticalGuide(_ alignment: VerticalAlignment, height: Double, width: Double = 0) -> Double {
        switch alignment {
        case .top: 0
        case .center: height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: height
        case .custom(let id): id.defaultValue(ViewDimensions(width: width, height: height)).finiteOrZero
        }
    }

    /// The offset of a horizontal guide from the leading edge of the whole view `i` (all its
    /// modifiers), proposed `p`, sized `size`: its `alignmentGuide` for it, else the default.
    func horizontalGuide(_ alignment: HorizontalAlignment, of i: Int, _ p: ProposedSize, size: Size) -> Double {
        horizontalGuide(alignment, of: i, level: nodes[i].modifierCount, p, size: size)
    }

    /// The offset of a horizontal guide from the leading edge of view `i` at `level`: for the
    /// whole view its `alignmentGuide`; for a custom guide the value its content sets
    /// (`explicitGuide`); else the default.
    func horizontalGuide(_ alignment: HorizontalAlignment, of i: Int, level: Int, _ p: ProposedSize, size: Size) -> Double {
        if case .custom(let id) = alignment {
            return explicitGuide(id, of: i, level: level, p) ?? horizontalGuide(alignment, width: size.width, height: size.height)
        }
        if level == nodes[i].modifierCount, let value = guideOverride(GuideKey(alignment), of: i, p, size: size) {
            return value
        }
        return horizontalGuide(alignment, width: size.width)
    }

    /// The value of view `i`'s `alignmentGuide` for `guide`, if it has one (non-finite → 0).
    func guideOverride(_ guide: GuideKey, of i: Int, _ p: ProposedSize, size: Size) -> Double? {
        let overrides = nodes[i].node.alignmentGuides
        guard !overrides.isEmpty, let override = overrides.first(where: { $0.guide == guide }) else { return nil }
        let own = baselines(i, level: nodes[i].modifierCount, p)
        let dimensions = ViewDimensions(
            width: size.width, height: size.height, firstTextBaseline: own.first, lastTextBaseline: own.last)
        return override.compute(dimensions).finiteOrZero
    }

    /// The offset of a vertical guide from the top of view `i` at `level`, proposed `p`, sized
    /// `size`: for the whole view its `alignmentGuide` for it; else its first or last text
    /// baseline when it has text, else as `ownVerticalGuide`.
    func verticalGuide(_ alignment: VerticalAlignment, of i: Int, level: Int, _ p: ProposedSize, size: Size) -> Double {
        if case .custom(let id) = alignment {
            return explicitGuide(id, of: i, level: level, p) ?? ownVerticalGuide(alignment, height: size.height, width: size.width)
        }
        if level == nodes[i].modifierCount, let value = guideOverride(GuideKey(alignment), of: i, p, size: size) {
            return value
        }
        return switch alignment {
        case .firstTextBaseline: baselines(i, level: level, p).first ?? size.height
        case .lastTextBaseline: baselines(i, level: level, p).last ?? size.height
        default: ownVerticalGuide(alignment, height: size.height)
        }
    }

    /// The baselines of view `i`'s content: a text's first and last lines; a stack's first and last
    /// among its children's (the topmost first baseline, the bottommost last baseline).
    func contentBaselines(_ i: Int, _ p: ProposedSize) -> Baselines {
        let solution: ContainerSolution
        switch nodes[i].node.content {
        case .text:
            let entry = textEntry(i, p)
            return Baselines(first: textMemo[entry: entry].firstBaseline, last: textMemo[entry: entry].lastBaseline)
        case .vStack, .hStack, .zStack, .gridRow, .lazyGrid, .waterfall:
            guard let children = childrenSolution(i, p) else { return .none }
            solution = children
        case .grid(let spec, _):
            return gridBaselines(i, solveGrid(i, spec, p))
        case .geometryReader:
            solution = solveGeometryReader(i, p)
        case .viewThatFits(let axes, _):
            let fit = solveViewThatFits(i, axes, p).fit
            guard nodes[i].children.indices.contains(fit.chosen) else { return .none }
            let child = nodes[i].children[fit.chosen]
            return baselines(child, level: nodes[child].modifierCount, p)
        case .scrollView(let spec, _):
            solution = solveScrollView(i, spec, p)
        case .shape(let shape):
            // A symbol sits on the text baseline like a glyph (SymbolShape.baselineFraction).
            guard case .symbol(let symbol) = shape.shape else { return .none }
            let baseline = symbolSize(symbol, p).height * SymbolShape.baselineFraction
            return Baselines(first: baseline, last: baseline)
        default:
            return .none
        }
        var result = Baselines.none
        for (k, child) in nodes[i].children.enumerated() {
            let own = baselines(child, level: nodes[child].modifierCount, solution.placements[k].proposal)
                .offset(by: solution.placements[k].origin.y)
            if let first = own.first { result.first = min(result.first ?? first, first) }
            if let last = own.last { result.last = max(result.last ?? last, last) }
        }
        return result
    }

    /// The baselines of view `i` with modifiers `0..<level`: those of the view inside, moved with
    /// it; backgrounds and overlays do not contribute.
    func modifiedBaselines(_ i: Int, level: Int, _ p: ProposedSize) -> Baselines {
        let inner = level - 1
        switch nodes[i].node.modifiers[inner] {
        case .padding(let insets):
            let insets = insets.finite
            return baselines(i, level: inner, p.inset(by: insets)).offset(by: insets.top)
        case .fixedFrame, .flexibleFrame:
            let child = frameChild(i, level: level, p)
            return baselines(i, level: inner, child.proposal).offset(by: child.offset.y)
        case .fixedSize(let horizontal, let vertical):
            return baselines(i, level: inner, p.fixing(horizontal: horizontal, vertical: vertical))
        case .position(_, let y):
            let child = size(i, level: inner, p)
            return baselines(i, level: inner, p).offset(by: y.finiteOrZero - child.height / 2)
        case .offset, .layoutPriority, .background, .overlay, .mask, .clip, .opacity, .scaleEffect, .rotationEffect, .rotation3DEffect, .shadow, .blur,
            .aspectRatio:
            return baselines(i, level: inner, p)
        }
    }
}
