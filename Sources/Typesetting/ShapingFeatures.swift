import CHarfBuzz

/// OpenType features a text turns on or off beyond HarfBuzz's defaults.
struct ShapingFeatures: OptionSet, Hashable, Sendable {
    let rawValue: UInt8

    /// `liga=0, clig=0`: tracked text keeps its letters apart (as Core Text does for tracking).
    static let noLigatures = ShapingFeatures(rawValue: 1)
    /// `tnum`: tabular digits (`monospacedDigit`).
    static let tabularDigits = ShapingFeatures(rawValue: 2)

    /// The features as HarfBuzz reads them, over the whole buffer.
    var harfBuzzFeatures: [hb_feature_t] {
        var settings: [String] = []
        if contains(.noLigatures) { settings += ["liga=0", "clig=0"] }
        if contains(.tabularDigits) { settings.append("tnum") }
        return settings.compactMap { setting in
            var feature = hb_feature_t()
            let parsed = setting.withCString { hb_feature_from_string($0, -1, &feature) }
            return parsed != 0 ? feature : nil
        }
    }
}
