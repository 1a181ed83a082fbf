import Views

/// DejaVu Sans at 17 pt: one font unit is 17/2048 pt (exact in binary, so sums compare exactly).
let unit17 = 17.0 / 2048

/// `text` in the body font (DejaVu Sans 17) with the given paragraph options.
func body(
    _ string: String, lineLimit: Int? = nil, alignment: TextAlignment = .leading, lineSpacing: Double = 0
) -> ResolvedText {
    ResolvedText(string: string, font: .body, alignment: alignment, lineLimit: lineLimit, lineSpacing: lineSpacing)
}
