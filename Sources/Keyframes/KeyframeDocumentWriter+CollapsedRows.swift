/// Rows left out of the elements (`CollapsedRows`): each run written after the top-level elements
/// of the leaf before it, each row from its first twin row's template (`writeTopLevel`) with its
/// own outlines, the bytes its elements would have written (`KeyframeEncoder` made sure that the
/// template covers them: `CollapsedRows.isWritable`).
extension KeyframeDocumentWriter {
    /// Writes the next run of collapsed rows where it follows the elements of view `view` (the
    /// runs come in writing order).
    func writeCollapsedRows(after view: String, of collapsed: CollapsedRows, state: State) {
        guard state.nextChain < collapsed.chains.count, collapsed.chains[state.nextChain].anchor == view else { return }
        let rows = collapsed.chains[state.nextChain].rows
        state.nextChain += 1
        for index in rows {
            let row = collapsed.rows[index]
            let twin = collapsed.twins[row.twin]
            guard let template = state.rowTemplates[twin.origin], template.template.holeCount == row.paths.count,
                template.source.pointee.key.viewID == twin.firstTwin
            else {
                state.missedCollapsedRow = true
                return
            }
            state.svg.append(template.template, paths: row.paths)
            state.collapsedRowsWritten += 1
            rowTemplateUses?.count += 1
        }
    }
}
