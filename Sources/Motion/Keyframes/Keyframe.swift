/// One keyframe of a track, as SwiftUI's `KeyframeTrackContent` types: the value it reaches
/// and how the segment before it gets there.
public enum Keyframe: Hashable, Sendable {
    /// `LinearKeyframe(to, duration:, timingCurve:)`: straight from the previous value, paced by
    /// `curve`.
    case linear(to: Double, duration: Double, curve: UnitCurve)
    /// `SpringKeyframe(to, duration:, spring:, startVelocity:)`: a spring from the previous value
    /// and velocity towards `to`, cut after `duration` (nil: the spring's settling duration).
    /// `startVelocity` nil carries on the previous segment's velocity.
    case spring(to: Double, duration: Double?, spring: Spring, startVelocity: Double?)
    /// `CubicKeyframe(to, duration:, startVelocity:, endVelocity:)`: a cubic Hermite segment; a
    /// velocity left nil is chosen for smooth motion (Catmull-Rom between cubic keyframes).
    case cubic(to: Double, duration: Double, startVelocity: Double?, endVelocity: Double?)
    /// `MoveKeyframe(to)`: jumps to `to` at once.
    case move(to: Double)

    /// The value the keyframe names.
    public var target: Double {
        switch self {
        case .linear(let to, _, _), .spring(let to, _, _, _), .cubic(let to, _, _, _), .move(let to): to
        }
    }
}
