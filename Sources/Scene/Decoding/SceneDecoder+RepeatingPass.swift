import Motion

extension SceneDecoder {
    /// The shortest pass a repeating keyframe track may have: a hundredth of a second, shorter
    /// than a frame at 60 fps. Shorter passes cannot be drawn, and a loop of them would be cut
    /// into thousands of keyframes for nothing.
    static let minimumRepeatingPass = 0.01

    /// Whether every track of a repeating keyframe animator that moves at all lasts at least
    /// `minimumRepeatingPass`; records an error at each track that does not.
    mutating func checkRepeatingPasses(_ tracks: [String: [Keyframe]], at path: JSONPath, subject: String) -> Bool {
        var valid = true
        for (name, keyframes) in tracks.sorted(by: { $0.key < $1.key }) {
            let duration = KeyframeTrack(from: 0, keyframes: keyframes).duration
            guard duration > 0, duration < Self.minimumRepeatingPass else { continue }
            log.record(
                .invalid(
                    "\(subject).tracks.\(name) repeats every \(duration) s; a repeating track must last at least \(Self.minimumRepeatingPass) s"
                ), at: path.appending(name))
            valid = false
        }
        return valid
    }
}
