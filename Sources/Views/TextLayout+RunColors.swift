extension TextLayout {
    /// The layout with each run style's colour taken from `text`'s runs (one style per run, in
    /// order), so that a run's colour drawn at an instant is the presented one while the layout
    /// keeps the update's: run colours animate without a new layout.
    public func coloringRuns(as text: ResolvedText) -> TextLayout {
        guard !styles.isEmpty, text.runs.count == styles.count,
            zip(styles, text.runs).contains(where: { $0.color != $1.color })
        else { return self }
        var layout = self
        for index in layout.styles.indices { layout.styles[index].color = text.runs[index].color }
        return layout
    }
}
