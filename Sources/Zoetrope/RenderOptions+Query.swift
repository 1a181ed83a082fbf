extension RenderOptions {
    /// Options from query parameters (`mode`, `t`, `text`, `precision`, `fps`, `from`, `to`, `format`) or the
    /// CLI's flags of the same names; an unknown parameter or value is an error naming it. Numbers
    /// are decimal only (see ``DecimalNumber``): `t=0x10` or `t=1%00` is refused, not read as 16 or 1.
    public init(parameters: [String: String], limits: RenderLimits = .default) throws(ZoetropeError) {
        self.init()
        for (name, value) in parameters.sorted(by: { $0.key < $1.key }) {
            switch name {
            case "mode":
                guard let mode = RenderMode(rawValue: value) else {
                    throw .invalidOption("mode", "mode must be one of \(Self.list(RenderMode.allCases)), got '\(value)'")
                }
                self.mode = mode
            case "t":
                guard let time = DecimalNumber.parse(value), time.isFinite, time >= 0 else {
                    throw .invalidOption("t", "t must be a time in seconds (a number ≥ 0), got '\(value)'")
                }
                self.time = time
            case "text":
                guard let text = TextRendering(rawValue: value) else {
                    throw .invalidOption("text", "text must be one of \(Self.list(TextRendering.allCases)), got '\(value)'")
                }
                self.text = text
            case "precision":
                guard let precision = Int(value), (0...limits.maxPrecision).contains(precision) else {
                    throw .invalidOption(
                        "precision", "precision must be a whole number from 0 to \(limits.maxPrecision), got '\(value)'")
                }
                self.precision = precision
            case "fps":
                guard let fps = DecimalNumber.parse(value), fps > 0, fps <= limits.maxFPS else {
                    throw .invalidOption("fps", "fps must be a number above 0 and at most \(Self.format(limits.maxFPS)), got '\(value)'")
                }
                self.fps = fps
            case "from":
                guard let from = DecimalNumber.parse(value), from.isFinite, from >= 0 else {
                    throw .invalidOption("from", "from must be a time in seconds (a number ≥ 0), got '\(value)'")
                }
                self.from = from
            case "to":
                guard let to = DecimalNumber.parse(value), to.isFinite, to >= 0 else {
                    throw .invalidOption("to", "to must be a time in seconds (a number ≥ 0), got '\(value)'")
                }
                self.to = to
            case "format":
                guard let format = AnimationFormat(rawValue: value) else {
                    throw .invalidOption("format", "format must be one of \(Self.list(AnimationFormat.allCases)), got '\(value)'")
                }
                self.format = format
            default:
                throw .invalidOption(name, "unknown option '\(name)'; expected mode, t, text, precision, fps, from, to or format")
            }
        }
    }

    static func format(_ value: Double) -> String {
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func list<T: RawRepresentable<String>>(_ cases: [T]) -> String {
        cases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
    }
}
