import Geometry
import Views

/// One axis of a flexible frame, normalised as SwiftUI does: negatives → 0, then
/// min ≤ ideal ≤ max; a non-finite min or ideal is dropped (SwiftUI reports those as invalid).
struct FlexibleAxis {
    var min: Double?
    var ideal: Double?
    var max: Double?

    init(min: Double?, ideal: Double?, max: Double?) {
        let lower = min.flatMap { $0.isFinite ? Swift.max(0, $0) : nil }
        let preferred = ideal.flatMap { $0.isFinite ? Swift.max(lower ?? 0, $0) : nil }
        let upper = max.flatMap { $0.isNaN ? nil : Swift.max(preferred ?? lower ?? 0, $0) }
        self.min = lower
        self.ideal = preferred
        self.max = upper
    }

    /// What the child is proposed while the frame is measured: the frame's proposal clamped to
    /// [min, max], the ideal replacing an unspecified proposal.
    func childProposal(_ proposed: Double?) -> Double? {
        guard let value = proposed ?? ideal else { return nil }
        return Swift.min(Swift.max(value, min ?? -.infinity), max ?? .infinity)
    }

    /// The frame's length without asking the child, when the constraints alone decide it: both
    /// bounds with a proposal (the proposal clamped), or the ideal for an unspecified proposal.
    func fixedLength(_ proposed: Double?) -> Double? {
        if let proposed {
            guard let min, let max else { return nil }
            return Swift.min(Swift.max(proposed, min), max)
        }
        return ideal
    }

    /// The frame's length from the child's, per SwiftUI's `_FlexFrameLayout`: with only a minimum,
    /// the child's length capped by the proposal, raised to the minimum; with only a maximum, the
    /// child's length raised to the proposal, capped by the maximum; with both, the child's length
    /// clamped; with neither, the child's length.
    func length(child: Double, childProposal: Double?) -> Double {
        switch (min, max) {
        case let (lower?, upper?): Swift.min(Swift.max(child, lower), upper)
        case let (lower?, nil): Swift.max(Swift.min(childProposal ?? .infinity, child), lower)
        case let (nil, upper?): Swift.min(Swift.max(childProposal ?? -.infinity, child), upper)
        case (nil, nil): child
        }
    }

    /// What the child is proposed when the frame is placed: the frame's own final length, except
    /// that an unspecified proposal stays unspecified when no ideal is set and the length lies
    /// strictly inside the bounds (the child then keeps its ideal length).
    func placementProposal(frameLength: Double, proposed: Double?) -> Double? {
        if ideal == nil, proposed == nil, (min ?? -.infinity) < frameLength, frameLength < (max ?? .infinity) {
            return nil
        }
        return frameLength
    }
}

extension FlexibleFrame {
    var horizontal: FlexibleAxis { FlexibleAxis(min: minWidth, ideal: idealWidth, max: maxWidth) }
    var vertical: FlexibleAxis { FlexibleAxis(min: minHeight, ideal: idealHeight, max: maxHeight) }
}
