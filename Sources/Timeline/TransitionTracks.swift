import Geometry
import Motion
import Views

/// The transition effects of one view identity during one stay on screen: the effect modifiers
/// (their kinds and fixed parameters) and one animated value per animatable number of them, in
/// `ViewModifier.visitAnimatableValues` order. Phase changes set new targets, so an interrupted
/// transition continues from where it is (Motion's additive model and spring merging).
struct TransitionTracks: Sendable {
    /// The modifiers, at their targets.
    var effects: [ViewModifier]
    var tracks: [AnimatedValue<Double>]
    /// When the view came on screen with these effects.
    var start: Double
    /// When it left the screen (exclusive): at once on an instant removal, or when its removal
    /// transition ends; nil while it is shown (or animating out forever).
    var end: Double?

    /// Effects at rest at `effects`' values from `time` on.
    init(_ effects: [ViewModifier], at time: Double) {
        self.effects = effects
        tracks = effects.flatMap(\.animatableValues).map { AnimatedValue($0, at: time) }
        start = time
    }

    /// Whether `effects` has the same modifiers, kind for kind, so its numbers can be targets.
    func matches(_ effects: [ViewModifier]) -> Bool {
        self.effects.count == effects.count && zip(self.effects, effects).allSatisfy { $0.interpolates(with: $1) }
    }

    /// Sets new targets (`effects` must match) at `time`, animated with `animation` or at once.
    /// Every animation that does not repeat forever ends by `horizon` (`TrackSet.horizon`).
    mutating func set(_ effects: [ViewModifier], at time: Double, animation: Animation?, horizon: Double) {
        self.effects = effects
        for (index, value) in effects.flatMap(\.animatableValues).enumerated() {
            tracks[index].set(value, at: time, animation: animation)
            tracks[index].endAnimations(by: horizon)
        }
    }

    /// The effects as presented at `time`.
    func effects(at time: Double) -> [ViewModifier] {
        let values = tracks.map { $0.value(at: time) }
        var next = 0
        return effects.map { $0.replacingAnimatableValues(from: values, at: &next) }
    }

    /// When every track is at rest; nil when one repeats forever.
    var restTime: Double? {
        var latest = start
        for track in tracks {
            guard let end = track.endTime else { return nil }
            latest = max(latest, end)
        }
        return latest
    }

    var repeatsForever: Bool {
        tracks.contains { track in track.changes.contains { $0.animation?.repeatsForever == true } }
    }
}
