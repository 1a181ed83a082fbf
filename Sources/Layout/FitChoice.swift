import Geometry
import Views

/// What a `ViewThatFits` decided when it was placed: the proposal it had, each child's ideal size
/// on the checked axes, and the child it shows. The animator asks it again for the proposals an
/// animation passes through, to find the instant the choice changes.
public struct FitChoice: Hashable, Sendable {
    public var axes: FitAxes
    /// The proposal the ViewThatFits was placed with.
    public var proposal: ProposedSize
    /// Each child's size proposed unspecified on the checked axes (the proposal on the others).
    public var idealSizes: [Size]
    /// The index of the child shown (-1 without children); `choice(for: proposal)` unless the
    /// animator held the previous child until its switch instant.
    public var chosen: Int

    public init(axes: FitAxes, proposal: ProposedSize, idealSizes: [Size], chosen: Int) {
        self.axes = axes
        self.proposal = proposal
        self.idealSizes = idealSizes
        self.chosen = chosen
    }

    /// The first child whose ideal size fits `p` on every checked axis (an unspecified length fits
    /// anything), else the last; -1 without children (step VF in LayoutEngine.swift).
    public func choice(for p: ProposedSize) -> Int {
        func fits(_ ideal: Double, _ proposed: Double?) -> Bool {
            guard let proposed else { return true }
            return ideal <= proposed + 1e-9
        }
        for (k, ideal) in idealSizes.enumerated()
        where (!axes.horizontal || fits(ideal.width, p.width)) && (!axes.vertical || fits(ideal.height, p.height)) {
            return k
        }
        return idealSizes.count - 1
    }
}
