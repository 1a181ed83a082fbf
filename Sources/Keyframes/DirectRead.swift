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

    // The state of the last sample, not checked for exclusive access at run time (read at every
    // sample): the sampler runs on one thread, and each access is one read or write that calls
    // nothing while it lasts (`values` is written by `AnimatedValue.values`, which sees nothing
    // else of this read).
    /// The stretch whose tracks `moving` and `values` hold (−1: none yet).
    @exclusivity(unchecked) var stretch = -1
    /// The progress plan of the read tracks that change in `stretch` (nil: none changes).
    @exclusivity(unchecked) var moving: Moving?
    /// `stretch`'s track targets, the read tracks rewritten at each sample.
    @exclusivity(unchecked) var values: [Double] = []

    /// A progress plan in a box: a sample passes it on without copying (retaining) its arrays.
    final class Moving {
        let plan: SharedProgressPlan
        init(_ plan: SharedProgressPlan) { self.plan = plan }
    }

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

    /// How many numbers the property's value has.
    var width: Int {
        switch formula {
        case .offset: 2
        case .opacity, .fillOpacity: 1
        case .fill: 3
        }
    }

    /// The value of the property where its tracks have `values` (`count` of them, in order).
    func value(_ values: ArraySlice<Double>) -> [Double] {
        var output = [Double](repeating: 0, count: width)
        write(values, into: &output)
        return output
    }

    /// `value(_:)` written into `output`, which has `width` numbers: a buffer the caller keeps
    /// from sample to sample, so that a sample allocates nothing.
    func write(_ values: ArraySlice<Double>, into output: inout [Double]) {
        values.withUnsafeBufferPointer { write($0, into: &output) }
    }

    /// `write(_:into:)` of values in a buffer: a sample reads the read tracks' values in place
    /// (a slice of them retained the array at every sample).
    private func write(_ values: UnsafeBufferPointer<Double>, into output: inout [Double]) {
        let i = 0
        switch formula {
        case .offset:
            output[0] = values[i]
            output[1] = values[i + 1]
        case .opacity:
            output[0] = PropertyReader.unit(values[i])
        case .fill:
            // `PropertyReader.components`, component by component.
            let color = LinearColor(red: values[i], green: values[i + 1], blue: values[i + 2], opacity: values[i + 3]).color
            output[0] = PropertyReader.unit(color.red)
            output[1] = PropertyReader.unit(color.green)
            output[2] = PropertyReader.unit(color.blue)
        case .fillOpacity:
            output[0] = PropertyReader.unit(LinearColor(red: values[i], green: values[i + 1], blue: values[i + 2], opacity: values[i + 3]).color.opacity)
        }
    }

    /// The value at `time` in stretch `index` of `list` (whose targets and changing tracks are
    /// `targets` and `changing`), written into `output`: the read tracks evaluated as
    /// `AnimatedValue.values(of:plan:time:into:)` evaluates every track of the view.
    func value(
        stretch index: Int, of list: UnsafeBufferPointer<Animator.ViewTrackStretch>, targets: [[Double]], changing: [[Int]], at time: Double,
        into output: inout [Double]
    ) {
        if index != stretch {
            stretch = index
            values = targets[index]
            let read = first..<first + count
            let plan = AnimatedValue.progressPlan(of: list[index].tracks, at: changing[index].filter { read.contains($0) })
            moving = plan.indices.isEmpty ? nil : Moving(plan)
        }
        if let moving {
            list[index].tracks.withUnsafeBufferPointer { tracks in
                AnimatedValue.values(of: tracks, plan: moving.plan, time: time, into: &values)
            }
        }
        if output.count == width {
            values.withUnsafeBufferPointer { values in write(UnsafeBufferPointer(rebasing: values[first..<first + count]), into: &output) }
        } else {
            output = value(values[first..<first + count])
        }
    }
}
