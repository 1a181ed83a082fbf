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
        /// The linear-light components of that fill as the view holds it: encoded, then decoded.
        case linearFill
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

    /// The stretch of the last sample, not checked for exclusive access at run time (read at
    /// every sample): the sampler runs on one thread, and each access is one read or write that
    /// calls nothing while it lasts.
    @exclusivity(unchecked) private var current: Stretch? {
        didSet { unretainedCurrent = current.map(Unmanaged.passUnretained) }
    }
    /// `current`, which keeps it, unretained: a sample in the last stretch reads it without
    /// retaining and releasing it (as a strong reference held across the sample was, at every
    /// one). Valid while `current` is unchanged, which a sample does not change.
    @exclusivity(unchecked) private var unretainedCurrent: Unmanaged<Stretch>?

    /// What a sample in one stretch reads: the read tracks of the stretch, flat (`FlatTracks`).
    private final class Stretch {
        let index: Int
        /// The instants whose stretch is `index` (`ViewSampler.sampleOnce` takes the last whose
        /// start is at or before the instant, the first where there is none): `lower ≤ t < upper`.
        let lower: Double, upper: Double
        let tracks: FlatTracks

        init(index: Int, lower: Double, upper: Double, tracks: FlatTracks) {
            self.index = index
            self.lower = lower
            self.upper = upper
            self.tracks = tracks
        }
    }

    /// The numbers a view visits (their chain positions) and the view with a distinct number
    /// written at each: what every direct read of the view's elements is checked against, made
    /// once per view rather than per property.
    struct Probe {
        let positions: [Int]
        let test: [Double]
        let view: LaidOutView

        init(_ view: LaidOutView) {
            var probe = view
            var positions: [Int] = []
            probe.visitAnimatableValues { _, position in positions.append(position) }
            // One number per position, none repeated, so a formula reading the wrong position
            // cannot pass (`DirectRead.init`).
            let test = positions.indices.map { 0.05 + 0.9 * Double($0) / Double(positions.count) }
            var index = 0
            probe.visitAnimatableValues { value, _ in
                value = test[index]
                index += 1
            }
            self.positions = positions
            self.test = test
            self.view = probe
        }
    }

    /// The direct read of `kind` for `role`'s element from `view`, the laid-out view the sampler
    /// writes `visitCount` values into; nil where the property reads more of the view (a
    /// translation of a drawn item, an outline, a stroke) or is not drawn from these tracks.
    convenience init?(kind: PropertyKind, role: ElementRole, view: LaidOutView, base: Point) {
        self.init(kind: kind, role: role, probe: Probe(view), base: base)
    }

    /// `init?(kind:role:view:base:)` with the view's probe, whose view has the same modifiers
    /// and content cases (only numbers are written into it).
    init?(kind: PropertyKind, role: ElementRole, probe: Probe, base: Point) {
        let view = probe.view
        let positions = probe.positions
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
        case (.fill, .shape), (.fillOpacity, .shape), (.linearFill, .shape):
            // The fill is the content's first paint: visited before any gradient or stroke.
            switch view.node.content {
            case .shape(let shape) where shape.fill != nil: break
            case .color: break
            default: return nil
            }
            formula = kind == .fill ? .fill : kind == .linearFill ? .linearFill : .fillOpacity
            wanted = 2 * n + 1
            count = 4
        default:
            return nil
        }
        guard let first = positions.firstIndex(of: wanted), first + count <= positions.count,
            positions[first..<first + count].allSatisfy({ $0 == wanted })
        else { return nil }
        self.formula = formula
        self.first = first
        self.count = count
        visitCount = positions.count
        // A guard against a visiting order other than the one assumed above: distinct numbers
        // written into the view must read back as the formula gives them.
        let reader = PropertyReader(role: role)
        guard reader.value(kind, of: probe.view, base: base) == value(probe.test[read]) else { return nil }
    }

    /// The tracks the formula's value depends on: a fill's colour components without its
    /// opacity, a fill opacity's opacity alone (the others' transfer functions are not needed).
    /// Inlined: each sample reads its count.
    @inline(__always)
    var read: Range<Int> {
        switch formula {
        case .fill, .linearFill: first..<first + 3
        case .fillOpacity: first + 3..<first + 4
        case .offset, .opacity: first..<first + count
        }
    }

    /// How many numbers the property's value has.
    var width: Int {
        switch formula {
        case .offset: 2
        case .opacity, .fillOpacity: 1
        case .fill, .linearFill: 3
        }
    }

    /// The value of the property where the tracks `read` have `values` (in order).
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
        // Bounds: every formula reads as many values as it writes numbers, `width` (an offset
        // two, a fill three, an opacity one), so both checks below cover the reads and writes.
        precondition(output.count >= width, "an output shorter than the value")
        precondition(values.count >= width, "fewer values than the formula reads")
        output.withUnsafeMutableBufferPointer { output in
            switch formula {
            case .offset:
                output[0] = values[0]
                output[1] = values[1]
            case .opacity:
                output[0] = PropertyReader.unit(values[0])
            case .fill:
                // `PropertyReader.components` of `LinearColor.color`, component by component (the
                // colour's opacity is not read).
                output[0] = PropertyReader.unit(LinearColor.clampedEncoded(fromLinear: values[0]))
                output[1] = PropertyReader.unit(LinearColor.clampedEncoded(fromLinear: values[1]))
                output[2] = PropertyReader.unit(LinearColor.clampedEncoded(fromLinear: values[2]))
            case .linearFill:
                // `PropertyReader.linearComponents` of `LinearColor.color`.
                output[0] = PropertyReader.linear(LinearColor.clampedEncoded(fromLinear: values[0]))
                output[1] = PropertyReader.linear(LinearColor.clampedEncoded(fromLinear: values[1]))
                output[2] = PropertyReader.linear(LinearColor.clampedEncoded(fromLinear: values[2]))
            case .fillOpacity:
                // `LinearColor.color`'s opacity: clamped, the components not read.
                output[0] = PropertyReader.unit(LinearColor.clampedOpacity(values[0]))
            }
        }
    }

    /// The value at `time` written into `output` where `time` falls in the stretch of the last
    /// sample (false otherwise, `output` then unchanged): the stretch's tracks, plan and values
    /// are the ones kept, not looked up again.
    func value(inLastStretchAt time: Double, into output: inout [Double]) -> Bool {
        guard let unretainedCurrent else { return false }
        return unretainedCurrent._withUnsafeGuaranteedRef { current in
            guard current.lower <= time, time < current.upper else { return false }
            sample(current, at: time, into: &output)
            return true
        }
    }

    /// The value at `time` in stretch `index` of `list` (whose changing tracks are `changing`),
    /// written into `output`: the read tracks evaluated as `AnimatedValue.values(of:plan:time:into:)`
    /// evaluates every track of the view.
    func value(
        stretch index: Int, of list: UnsafeBufferPointer<Animator.ViewTrackStretch>, changing: [[Int]], at time: Double,
        into output: inout [Double]
    ) {
        if current?.index != index {
            let read = read
            let plan = AnimatedValue.progressPlan(of: list[index].tracks, at: changing[index].filter { read.contains($0) })
            let (lower, upper) = Self.bounds(of: index, starts: list.lazy.map(\.start), at: time)
            current = Stretch(
                index: index, lower: lower, upper: upper, tracks: FlatTracks(tracks: list[index].tracks, reading: read, plan: plan))
        }
        sample(current!, at: time, into: &output)
    }

    /// The instants `t` with `lower ≤ t < upper` for which `starts.lastIndex { $0 <= t } ?? 0`
    /// is `index`, the stretch taken at `time`: at or after its start and before every later
    /// start; before every start where none is at or before `time` (then `index` is 0).
    static func bounds<Starts: Collection<Double>>(of index: Int, starts: Starts, at time: Double) -> (lower: Double, upper: Double)
    where Starts.Index == Int {
        var upper = Double.infinity
        // A NaN start is never at or before an instant, so it bounds nothing: `Swift.min(upper,
        // .nan)` is `upper` (it returns its second argument only when that is less).
        for later in starts.indices where later > index { upper = min(upper, starts[later]) }
        if starts[index] <= time { return (starts[index], upper) }
        return (-.infinity, min(upper, starts[index]))
    }

    private func sample(_ stretch: Stretch, at time: Double, into output: inout [Double]) {
        if output.count != width { output = [Double](repeating: 0, count: width) }
        // The tracks the formula reads (`read`, as many as the stretch's tracks: at most three),
        // on the stack at a fixed size (made at the stretch's count, its setup cost more).
        let count = read.count
        precondition(count <= 3, "a formula that reads more than three tracks")
        withUnsafeTemporaryAllocation(of: Double.self, capacity: 3) { buffer in
            let values = UnsafeMutableBufferPointer(rebasing: buffer[..<count])
            stretch.tracks.values(at: time, into: values)
            write(UnsafeBufferPointer(values), into: &output)
        }
    }
}
