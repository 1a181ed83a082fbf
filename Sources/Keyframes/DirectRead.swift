import Geometry
import Layout
import Motion
import Timeline
import Views

/// A property whose value at a fit's sample depends on a few consecutive track values of its
/// view alone: an offset's `[x, y]`, an opacity, a fill colour or its opacity. The sampler
/// evaluates those tracks only and applies the arithmetic that writing them into the view
/// (`LaidOutView.visitAnimatableValues`) and reading it (`PropertyReader.value`) applies — the
/// same operations on the same numbers, so the same bits — instead of writing every track into
/// the view and reading it back (`ViewSampler.readOnce`).
final class DirectRead {
    enum Formula {
        /// An offset modifier's `x, y`.
        case offset
        /// An opacity modifier's opacity, limited to 0…1.
        case opacity
        /// The sRGB components of a fill colour whose tracks are its linear-light components.
        case fill
        /// A fill colour's opacity, limited to 0…1.
        case fillOpacity
    }

    let formula: Formula
    /// The first of the tracks read (in visiting order); they follow one another.
    let first: Int
    /// How many tracks the formula reads.
    let count: Int
    /// How many numbers the view visits: a stretch with fewer tracks leaves some of the view
    /// as an earlier sample wrote it, which only the written view remembers.
    let visitCount: Int

    /// The stretch whose tracks `plan` and `values` hold (−1: none yet).
    var stretch = -1
    /// The progress plan of the read tracks that change in `stretch`.
    var plan: SharedProgressPlan?
    /// `stretch`'s track targets, the read tracks rewritten at each sample.
    var values: [Double] = []

    private init(formula: Formula, first: Int, count: Int, visitCount: Int) {
        self.formula = formula
        self.first = first
        self.count = count
        self.visitCount = visitCount
    }

    /// The direct read of `kind` for `role`'s element from `view`, the laid-out view the sampler
    /// writes `visitCount` values into; nil where the property reads more of the view (a
    /// translation of a drawn item, an outline, a stroke) or is not drawn from these tracks.
    convenience init?(kind: PropertyKind, role: ElementRole, view: LaidOutView, base: Point) {
        var probe = view
        var positions: [Int] = []
        probe.visitAnimatableValues { _, position in positions.append(position) }
        let n = view.node.modifiers.count
        // Chain positions (`visitAnimatableValues`): modifier i's numbers have n + 1 + i, the
        // content's paints 2n + 1.
        let formula: Formula
        let wanted: Int
        let count: Int
        switch (kind, role) {
        case (.translate, .offset(let index)):
            guard index < n, case .offset = view.node.modifiers[index] else { return nil }
            formula = .offset
            wanted = n + 1 + index
            count = 2
        case (.opacity, .opacity(let index)):
            guard index < n, case .opacity = view.node.modifiers[index] else { return nil }
            formula = .opacity
            wanted = n + 1 + index
            count = 1
        case (.fill, .shape), (.fillOpacity, .shape):
            // The fill is the content's first paint: visited before any gradient or stroke.
            switch view.node.content {
            case .shape(let shape) where shape.fill != nil: break
            case .color: break
            default: return nil
            }
            formula = kind == .fill ? .fill : .fillOpacity
            wanted = 2 * n + 1
            count = 4
        default:
            return nil
        }
        guard let first = positions.firstIndex(of: wanted), first + count <= positions.count,
            positions[first..<first + count].allSatisfy({ $0 == wanted })
        else { return nil }
        self.init(formula: formula, first: first, count: count, visitCount: positions.count)
        // A guard against a visiting order other than the one assumed above: distinct numbers
        // written into the view must read back as the formula gives them. One number per
        // position, none repeated, so a formula reading the wrong position cannot pass.
        let test = positions.indices.map { 0.05 + 0.9 * Double($0) / Double(positions.count) }
        var index = 0
        probe.visitAnimatableValues { value, _ in
            value = test[index]
            index += 1
        }
        let reader = PropertyReader(role: role)
        guard reader.value(kind, of: probe, base: base) == value(test[first..<first + count]) else { return nil }
    }

    /// The value of the property where its tracks have `values` (`count` of them, in order).
    func value(_ values: ArraySlice<Double>) -> [Double] {
        let i = values.startIndex
        switch formula {
        case .offset:
            return [values[i], values[i + 1]]
        case .opacity:
            return [PropertyReader.unit(values[i])]
        case .fill:
            return PropertyReader.components(
                LinearColor(red: values[i], green: values[i + 1], blue: values[i + 2], opacity: values[i + 3]).color)
        case .fillOpacity:
            return [PropertyReader.unit(LinearColor(red: values[i], green: values[i + 1], blue: values[i + 2], opacity: values[i + 3]).color.opacity)]
        }
    }

    /// The value at `time` in `stretch` (its index in `stretches`): the read tracks evaluated
    /// as `AnimatedValue.values(of:plan:time:into:)` evaluates every track of the view.
    func value(stretch index: Int, of stretch: Animator.ViewTrackStretch, targets: [Double], changing: [Int], at time: Double) -> [Double] {
        if index != self.stretch {
            self.stretch = index
            values = targets
            let read = first..<first + count
            plan = AnimatedValue.progressPlan(of: stretch.tracks, at: changing.filter { read.contains($0) })
        }
        if let plan, !plan.indices.isEmpty {
            stretch.tracks.withUnsafeBufferPointer { tracks in
                AnimatedValue.values(of: tracks, plan: plan, time: time, into: &values)
            }
        }
        return value(values[first..<first + count])
    }
}
