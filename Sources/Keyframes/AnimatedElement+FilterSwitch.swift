import DisplayList
import Views

/// When a blur's filter applies. The snapshot draws a negligible blur without a filter
/// (`DisplayGroup.blurs(radius:)`), so a keyframe document that kept the filter at rest, at the
/// smallest written deviation, would draw the content through a filter the snapshot does not
/// have, which WebKit rasterises visibly differently (a `numericText` digit at rest).
extension AnimatedElement {
    /// On (1) or off (0) over time, with `hold` timing from time 0, for a blur that is negligible
    /// for a while; nil when the filter applies throughout (or the blur loops for ever). The filter
    /// is on over every interval between keyframes that starts or ends blurred: the fitted
    /// deviation between two keyframes lies between theirs.
    var filterSwitch: PropertyTrack? {
        guard case .blur(_, opaque: false) = key.role, let track = track(.stdDeviation), track.loop == nil else { return nil }
        let frames = track.keyframes
        var switches: [PropertyTrack.Keyframe] = []
        func add(_ time: Double, _ on: Bool) {
            let value: [Double] = [on ? 1 : 0]
            if switches.last?.value == value { return }
            if switches.last?.time == time {
                switches[switches.count - 1].value = value
            } else {
                switches.append(PropertyTrack.Keyframe(time: time, value: value, timing: .hold))
            }
        }
        let least = blurStandardDeviation(radius: DisplayGroup.negligibleBlurRadius)
        let blurred = frames.map { $0.value[0] > least }
        if let first = frames.first, first.time > 0 { add(0, blurred[0]) }
        for index in frames.indices {
            add(frames[index].time, blurred[index] || (index + 1 < frames.count && blurred[index + 1]))
        }
        return switches.contains(where: { $0.value[0] == 0 }) ? PropertyTrack(keyframes: switches, loop: nil) : nil
    }
}
