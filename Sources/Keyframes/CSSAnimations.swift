/// Writes property tracks as CSS animations: one `@keyframes` per run of keyframes, the most
/// common interval timing in the `animation` shorthand, the others per keyframe.
struct CSSAnimations {
    let registry: CSSRegistry

    /// The `animation` list entries of `track`: its finite run (filling both ways), then its loop
    /// (from the loop's start, for ever).
    func entries(_ track: PropertyTrack, declarations: ([Double]) -> String) -> [String] {
        var entries: [String] = []
        let frames = track.keyframes
        if frames.count >= 2 {
            let start = frames[0].time, window = frames[frames.count - 1].time - start
            let (name, timing) = keyframes(frames, origin: start, window: window, declarations: declarations)
            var entry = "\(name) \(NumberText.seconds(window)) \(timing)"
            if start > 0 { entry += " " + NumberText.seconds(start) }
            entries.append(entry + " both")
        }
        if let loop = track.loop, loop.keyframes.count >= 2, !loop.keyframes.allSatisfy({ $0.value == loop.keyframes[0].value }) {
            let (name, timing) = keyframes(loop.keyframes, origin: 0, window: loop.period, declarations: declarations)
            var entry = "\(name) \(NumberText.seconds(loop.period)) \(timing)"
            if loop.start > 0 { entry += " " + NumberText.seconds(loop.start) }
            entries.append(entry + " infinite" + (loop.alternates ? " alternate" : ""))
        }
        return entries
    }

    private func keyframes(
        _ frames: [PropertyTrack.Keyframe], origin: Double, window: Double, declarations: ([Double]) -> String
    ) -> (name: String, timing: String) {
        let timings = frames.dropLast().map(\.timing)
        let common = Self.mostCommon(timings)
        let digits = NumberText.fractionDigits(window: window, whole: 100)
        var body = ""
        for (index, frame) in frames.enumerated() {
            let selector: String
            if index == 0 {
                selector = "0%"
            } else if index == frames.count - 1 {
                selector = "to"
            } else {
                selector = NumberText.string((frame.time - origin) / window * 100, digits: digits) + "%"
            }
            var block = declarations(frame.value)
            if index < frames.count - 1 && frame.timing != common {
                block += ";animation-timing-function:" + Self.text(frame.timing)
            }
            body += "\(selector){\(block)}"
        }
        return (registry.keyframes(body), Self.text(common))
    }

    static func mostCommon(_ timings: [TimingFunction]) -> TimingFunction {
        var best = timings.first ?? .linear, bestCount = 0
        for timing in timings {
            let count = timings.filter { $0 == timing }.count
            if count > bestCount {
                best = timing
                bestCount = count
            }
        }
        return best
    }

    /// A CSS easing function, by keyword when one names it exactly.
    static func text(_ timing: TimingFunction) -> String {
        switch timing {
        case .linear: return "linear"
        case .hold: return "step-end"
        case .bezier(let x1, let y1, let x2, let y2):
            if x1 == y1 && x2 == y2 { return "linear" }
            let keywords: [(String, [Double])] = [
                ("ease", [0.25, 0.1, 0.25, 1]), ("ease-in", [0.42, 0, 1, 1]), ("ease-out", [0, 0, 0.58, 1]),
                ("ease-in-out", [0.42, 0, 0.58, 1]),
            ]
            for (keyword, points) in keywords where zip(points, [x1, y1, x2, y2]).allSatisfy({ abs($0 - $1) < 1e-12 }) {
                return keyword
            }
            let numbers = [x1, y1, x2, y2].map { NumberText.string($0, digits: 4) }
            return "cubic-bezier(\(numbers.joined(separator: ",")))"
        }
    }
}
