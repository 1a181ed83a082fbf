/// Writes property tracks as CSS animations: one `@keyframes` per run of keyframes, the most
/// common interval timing in the `animation` shorthand, the others per keyframe.
struct CSSAnimations {
    let registry: CSSRegistry

    /// The `animation` list entries of `track`: its finite run (filling both ways), then its loop
    /// (from the loop's start, for ever).
    func entries(_ track: PropertyTrack, declarations: ([Double]) -> String) -> [String] {
        entries(track) { bytes, value in bytes.append(contentsOf: declarations(value).utf8) }
    }

    /// `entries(_:declarations:)` with each value's declarations appended as UTF-8 bytes to the
    /// `@keyframes` body (no String made per keyframe).
    func entries(_ track: PropertyTrack, declarations: (inout [UInt8], [Double]) -> Void) -> [String] {
        var entries: [String] = []
        let frames = track.keyframes
        if frames.count >= 2 {
            let start = frames[0].time, window = frames[frames.count - 1].time - start
            let (name, timing) = keyframes(frames, origin: start, window: window, declarations: declarations)
            var entry = Self.entry(name, duration: window, timing: timing, delay: start)
            NumberText.append(" both", to: &entry)
            entries.append(String(decoding: entry, as: UTF8.self))
        }
        if let loop = track.loop, loop.keyframes.count >= 2, !loop.keyframes.allSatisfy({ $0.value == loop.keyframes[0].value }) {
            let (name, timing) = keyframes(loop.keyframes, origin: 0, window: loop.period, declarations: declarations)
            var entry = Self.entry(name, duration: loop.period, timing: timing, delay: loop.start)
            NumberText.append(" infinite", to: &entry)
            if loop.alternates { NumberText.append(" alternate", to: &entry) }
            entries.append(String(decoding: entry, as: UTF8.self))
        }
        return entries
    }

    /// The bytes of `name duration timing`, then ` delay` where the delay is positive (times in
    /// `NumberText.seconds`): an entry gathered as bytes and made a String once, not by
    /// appending each piece to a String.
    private static func entry(_ name: String, duration: Double, timing: String, delay: Double) -> [UInt8] {
        var entry: [UInt8] = []
        entry.reserveCapacity(64)
        entry.append(contentsOf: name.utf8)
        entry.append(UInt8(ascii: " "))
        NumberText.appendSeconds(duration, to: &entry)
        entry.append(UInt8(ascii: " "))
        entry.append(contentsOf: timing.utf8)
        if delay > 0 {
            entry.append(UInt8(ascii: " "))
            NumberText.appendSeconds(delay, to: &entry)
        }
        return entry
    }

    private func keyframes(
        _ frames: [PropertyTrack.Keyframe], origin: Double, window: Double, declarations: (inout [UInt8], [Double]) -> Void
    ) -> (name: String, timing: String) {
        let timings = frames.dropLast().map(\.timing)
        let common = Self.mostCommon(timings)
        let digits = NumberText.fractionDigits(window: window, whole: 100)
        // The text is gathered as UTF-8 bytes and made a String once: appending each piece to
        // a String cost more than writing the piece (the same bytes in the same order).
        var body: [UInt8] = []
        body.reserveCapacity(32 * frames.count)
        for (index, frame) in frames.enumerated() {
            if index == 0 {
                NumberText.append("0%", to: &body)
            } else if index == frames.count - 1 {
                NumberText.append("to", to: &body)
            } else {
                NumberText.append((frame.time - origin) / window * 100, digits: digits, to: &body)
                body.append(UInt8(ascii: "%"))
            }
            body.append(UInt8(ascii: "{"))
            declarations(&body, frame.value)
            if index < frames.count - 1 && frame.timing != common {
                NumberText.append(";animation-timing-function:", to: &body)
                Self.append(frame.timing, to: &body)
            }
            body.append(UInt8(ascii: "}"))
        }
        return (registry.keyframes(String(decoding: body, as: UTF8.self)), Self.text(common))
    }

    /// The timing that occurs most often; of equally common ones, the first.
    ///
    /// Each timing is counted from its own index on: a timing seen before was counted in full
    /// at its first index, so its count from a later one cannot beat the best. This halves the
    /// comparisons where every timing differs (a spring's: each had been compared with every
    /// other), and the search ends once fewer timings are left than the best's count.
    static func mostCommon(_ timings: [TimingFunction]) -> TimingFunction {
        var best = timings.first ?? .linear, bestCount = 0
        for index in timings.indices {
            guard timings.count - index > bestCount else { break }
            let timing = timings[index]
            var count = 0
            for other in timings[index...] where other == timing { count += 1 }
            if count > bestCount {
                best = timing
                bestCount = count
            }
        }
        return best
    }

    /// CSS's easing keywords and the control points each names.
    private static let keywords: [(name: String, x1: Double, y1: Double, x2: Double, y2: Double)] = [
        ("ease", 0.25, 0.1, 0.25, 1), ("ease-in", 0.42, 0, 1, 1), ("ease-out", 0, 0, 0.58, 1), ("ease-in-out", 0.42, 0, 0.58, 1),
    ]

    /// A CSS easing function, by keyword when one names it exactly.
    static func text(_ timing: TimingFunction) -> String {
        if let keyword = keyword(timing) { return keyword }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(48)
        append(timing, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text(timing)`'s UTF-8 bytes appended to `bytes`: a `@keyframes` body takes a keyframe's
    /// timing without a String of its own (a `cubic-bezier()` built by appending its eight pieces
    /// to a String cost more than writing them).
    static func append(_ timing: TimingFunction, to bytes: inout [UInt8]) {
        if let keyword = keyword(timing) {
            bytes.append(contentsOf: keyword.utf8)
            return
        }
        let (x1, y1, x2, y2): (Double, Double, Double, Double)
        switch timing {
        case .bezier(let a, let b, let c, let d): (x1, y1, x2, y2) = (a, b, c, d)
        // `keyword` names both.
        case .linear, .hold: preconditionFailure("\(timing) has a keyword")
        }
        NumberText.append("cubic-bezier(", to: &bytes)
        NumberText.appendControlPoints(x1, y1, x2, y2, separator: UInt8(ascii: ","), to: &bytes)
        bytes.append(UInt8(ascii: ")"))
    }

    /// Whether `text(timing)` is `linear`, without writing a `cubic-bezier()` that is not.
    static func isLinear(_ timing: TimingFunction) -> Bool {
        // The keyword list holds no "linear": it is this alone.
        switch timing {
        case .linear: true
        case .hold: false
        case .bezier(let x1, let y1, let x2, let y2): x1 == y1 && x2 == y2
        }
    }

    /// The keyword that names `timing` exactly; nil for a `cubic-bezier()`.
    private static func keyword(_ timing: TimingFunction) -> String? {
        if isLinear(timing) { return "linear" }
        switch timing {
        case .linear: return "linear"
        case .hold: return "step-end"
        case .bezier(let x1, let y1, let x2, let y2):
            func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-12 }
            for keyword in keywords
            where near(keyword.x1, x1) && near(keyword.y1, y1) && near(keyword.x2, x2) && near(keyword.y2, y2) {
                return keyword.name
            }
            return nil
        }
    }
}
