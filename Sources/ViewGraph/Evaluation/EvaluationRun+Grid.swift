import Geometry
import Scene
import Views

extension EvaluationRun {
    /// A lazy grid's items at a state: bounds made sane (a minimum at least 0, or for an adaptive
    /// item at least 1, and a maximum at least the minimum).
    func lazyGridSpec(_ properties: LazyGridProperties, context: EvaluationContext) -> LazyGridSpec {
        let items = properties.items.map { item in
            func bounds(_ minimum: Dynamic<Extent>, _ maximum: Dynamic<Extent>, floor: Double) -> (Double, Double) {
                var low = minimum.evaluate(context)?.value ?? floor
                if !low.isFinite { low = floor }
                low = max(floor, low)
                let high = max(low, maximum.evaluate(context)?.value ?? .infinity)
                return (low, high)
            }
            let size: GridItem.Size =
                switch item.size {
                case .fixed(let length): .fixed(max(0, length.evaluate(context, default: 0)))
                case .flexible(let minimum, let maximum):
                    { (b: (Double, Double)) in GridItem.Size.flexible(minimum: b.0, maximum: b.1) }(
                        bounds(minimum, maximum, floor: 0))
                case .adaptive(let minimum, let maximum):
                    { (b: (Double, Double)) in GridItem.Size.adaptive(minimum: b.0, maximum: b.1) }(
                        bounds(minimum, maximum, floor: 1))
                }
            return GridItem(
                size, spacing: item.spacing?.evaluate(context), alignment: item.alignment?.evaluate(context))
        }
        return LazyGridSpec(
            axis: properties.axis, items: items, spacing: properties.spacing?.evaluate(context),
            alignment: properties.alignment.evaluate(context, default: .center),
            maxRepetitions: scene.limits.maxGridColumns)
    }

    /// The view's `alignmentGuide` overrides: the outermost entry for each guide. Each computes
    /// its value with `d` bound to the view's dimensions, in the context of its modifier; its
    /// identity is the expression's and the values of the names it reads.
    func alignmentGuides(of chain: [ChainLink]) -> [AlignmentGuideOverride] {
        var result: [AlignmentGuideOverride] = []
        for i in chain.indices.reversed() {
            guard chain[i].modifier.isAlignmentGuide, case .alignmentGuide(let entries) = chain[i].modifier else { continue }
            let link = chain[i]
            for entry in entries where !result.contains(where: { $0.guide == entry.guide }) {
                let context = link.context, value = entry.value, guide = entry.guide
                var hasher = Hasher()
                hasher.combine(value)
                for name in value.referencedNames.sorted() where name != "d" {
                    hasher.combine(name)
                    hasher.combine(context[name])
                }
                result.append(
                    AlignmentGuideOverride(guide: guide, identity: hasher.finalize()) { d in
                        var inner = context
                        inner["d"] = Self.dimensionsValue(d)
                        return value.evaluate(inner) ?? d[guide]
                    })
            }
        }
        return result
    }

    /// `d`: the view's size and default guides.
    static func dimensionsValue(_ d: ViewDimensions) -> Value { d.expressionValue }

    /// What the view asks of its grid: the outermost of each grid cell modifier in `chain`.
    func gridCell(of chain: [ChainLink]) -> GridCell? {
        var cell: GridCell?
        var seen: Set<Int> = []
        for i in chain.indices.reversed() {
            guard chain[i].modifier.isGridCell, case .gridCell(let modifier) = chain[i].modifier else { continue }
            let link = chain[i]
            var options = cell ?? .plain
            switch modifier {
            case .columns(let count):
                guard seen.insert(0).inserted else { continue }
                options.columns = min(max(1, count.evaluate(link.context, default: 1)), scene.limits.maxGridColumns)
            case .columnAlignment(let alignment):
                guard seen.insert(1).inserted else { continue }
                options.columnAlignment = alignment.evaluate(link.context)
            case .anchor(let anchor):
                guard seen.insert(2).inserted else { continue }
                options.anchor = anchor.evaluate(link.context)
            case .unsizedAxes(let horizontal, let vertical):
                guard seen.insert(3).inserted else { continue }
                options.unsizedHorizontal = horizontal
                options.unsizedVertical = vertical
            }
            cell = options
        }
        return cell
    }
}

