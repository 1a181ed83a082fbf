import Views

/// `{"type": "WaterfallLayout", "columns": 2, "spacing": 8, "children": […]}`: seed 002's custom
/// Layout, built in.
extension SceneDecoder {
    mutating func waterfall(_ reader: inout ObjectReader, scope: NameScope) -> SceneView.Kind? {
        var columns: Int? = 2
        if let (value, path) = reader.take("columns") {
            guard case .number(let n) = value else {
                log.record(.typeMismatch("WaterfallLayout.columns", expected: "a whole number", got: value), at: path)
                return nil
            }
            if n != n.rounded() || n < 1 {
                log.record(.invalid("WaterfallLayout.columns must be a whole number of at least 1, got \(formatNumber(n))"), at: path)
                columns = nil
            } else if n > Double(limits.maxGridColumns) {
                log.record(
                    .limit("WaterfallLayout.columns is \(formatNumber(n)), more than the limit of \(limits.maxGridColumns)"),
                    at: path)
                columns = nil
            } else {
                columns = Int(n)
            }
        }
        let spacing = optionalLength(&reader, "spacing", subject: "WaterfallLayout.spacing", scope: scope)
        let children = children(&reader, of: "WaterfallLayout", scope: scope)
        guard let columns, let children, spacing.valid else { return nil }
        return .waterfall(columns: columns, spacing: spacing.value, children: children)
    }
}
