/// The `grid` bench scene's 960 squares laid out by SwiftUI's grids instead of stacks.
extension BenchmarkScenes {
    static let square = #"{"type": "Rectangle", "modifiers": [{"fill": "blue"}, {"frame": {"width": 8, "height": 8}}]}"#

    /// A `Grid` of 40 `GridRow`s of 24 squares.
    static let gridView: String = {
        let row = #"{"type": "GridRow", "children": [\#(Array(repeating: square, count: 24).joined(separator: ","))]}"#
        return #"{"canvas": {"width": 260, "height": 420}, "body": {"type": "Grid", "horizontalSpacing": 2, "verticalSpacing": 2, "children": [\#(Array(repeating: row, count: 40).joined(separator: ","))]}}"#
    }()

    /// A `LazyVGrid` with one adaptive item (⌊262 ÷ 10⌋ = 26 columns of 8 in 260) and 960 squares.
    static let lazyGrid: String =
        #"{"canvas": {"width": 260, "height": 420}, "body": {"type": "LazyVGrid", "spacing": 2, "columns": [{"adaptive": {"minimum": 8, "maximum": 8}, "spacing": 2}], "children": [\#(Array(repeating: square, count: 960).joined(separator: ","))]}}"#
}
