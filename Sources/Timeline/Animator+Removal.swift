import Geometry
import Layout
import Motion
import Views

extension Animator {
    /// A view that left the tree under an animation and stays on screen, at its last layout and
    /// in its place among its former siblings, while its removal transition runs.
    public struct Removal: Sendable {
        /// The id of the removed view (the topmost one: its subtree goes with it).
        public var id: String
        /// The update at which it left the tree.
        public var time: Double
        /// When its removal transition ends and it goes; nil if the transition repeats forever.
        public var end: Double?
        /// When it came back into the tree while animating out, if it did: from then on it is in
        /// the tree again and its transition heads back to identity from where it was.
        public var reinserted: Double?
        /// The view and its subtree as laid out at the last update that had it.
        public var view: LaidOutView
        /// Its parent at that update; nil when it was the root.
        public var parentID: String?
        /// The ids of the parent's children at that update, in order; `position` is the view's.
        public var formerSiblings: [String]
        public var position: Int
        /// The origin of the parent's content frame at that update: the removed view keeps its
        /// place relative to it, moving with the parent as SwiftUI's does.
        public var parentOrigin: Point

        /// When it stops being drawn as a removed view (nil: never).
        public var visibleUntil: Double? {
            switch (end, reinserted) {
            case (let end?, let back?): min(end, back)
            case (nil, let back?): back
            case (let end, nil): end
            }
        }

        /// Whether it is drawn as a removed view at `time`.
        public func isVisible(at time: Double) -> Bool {
            time >= self.time && visibleUntil.map { time < $0 } ?? true
        }
    }

    /// Every removal that animated, in the order the updates made them.
    public var removals: [Removal] { transitions.removals }

    /// The transition effects of a view over the timeline, one stretch per stay on screen that
    /// had any (an animated insertion or removal, or a custom transition's identity modifiers).
    public struct TransitionStretch: Sendable {
        public var start: Double
        /// When the view left the screen; nil while it is shown.
        public var end: Double?
        /// The effect modifiers, outermost last, with their values at the last target.
        public var effects: [ViewModifier]
        /// One track per animatable number of `effects`, in `ViewModifier.visitAnimatableValues` order.
        public var tracks: [AnimatedValue<Double>]
    }

    /// Whether any view has a transition stretch (else `transitionStretches(of:)` is empty for
    /// every id).
    public var hasTransitionStretches: Bool { !transitions.stretches.isEmpty }

    /// The transition stretches of `id`, in time order.
    public func transitionStretches(of id: String) -> [TransitionStretch] {
        (transitions.stretches[id] ?? []).map {
            TransitionStretch(start: $0.start, end: $0.end, effects: $0.effects, tracks: $0.tracks)
        }
    }
}
