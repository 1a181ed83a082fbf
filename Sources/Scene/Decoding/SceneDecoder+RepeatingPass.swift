import Motion

extension SceneDecoder {
    /// Whether every track of a repeating keyframe animator that moves at all lasts at least
    /// `limits.minRepeatingPass`; records an error at each track that does not.
    mutating func checkRepeatingPasses(_ tracks: [String: [Keyframe]], at path: JSONPath, subject: String) -> Bool {
        var valid = true
        for (name, keyframes) in tracks.sorted(by: { $0.key < $1.key }) {
            let duration = KeyframeTrack(from: 0, keyframes: keyframes).duration
            guard duration > 0, duration < limits.minRepeatingPass else { continue }
            log.record(
                .invalid(
                    "\(subject).tracks.\(name) repeats every \(duration) s; a repeating track must last at least \(limits.minRepeatingPass) s"
                ), at: path.appending(name))
            valid = false
        }
        return valid
    }
}
