extension ShapedRun {
    /// The run with `kerning` font units added after every glyph and `tracking` after the last
    /// glyph of every cluster (HarfBuzz keeps a grapheme's glyphs in one cluster).
    func spaced(kerning: Int, tracking: Int) -> ShapedRun {
        guard kerning != 0 || tracking != 0, !glyphs.isEmpty else { return self }
        var spaced = glyphs
        for index in spaced.indices {
            spaced[index].advance += kerning
            if index == spaced.count - 1 || spaced[index + 1].cluster != spaced[index].cluster {
                spaced[index].advance += tracking
            }
        }
        return ShapedRun(glyphs: spaced)
    }
}
