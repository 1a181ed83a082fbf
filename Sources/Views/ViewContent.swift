import Geometry

/// What a view draws or contains, before its modifiers.
public enum ViewContent: Hashable, Sendable {
    /// `VStack(alignment:spacing:)`; a nil spacing means the default (8).
    case vStack(alignment: HorizontalAlignment, spacing: Double?, children: [ViewNode])
    /// `HStack(alignment:spacing:)`; a nil spacing means the default (8).
    case hStack(alignment: VerticalAlignment, spacing: Double?, children: [ViewNode])
    case zStack(alignment: Alignment, children: [ViewNode])
    /// `Grid`: its `gridRow` children are rows of cells; any other child is a row of one cell
    /// spanning every column.
    indirect case grid(GridSpec, children: [ViewNode])
    /// `GridRow(alignment:)`: nil takes the grid's vertical alignment. Outside a grid it lays out
    /// as an HStack.
    case gridRow(alignment: VerticalAlignment?, children: [ViewNode])
    /// `LazyVGrid` / `LazyHGrid`: children flow into the items' columns (rows), row after row.
    indirect case lazyGrid(LazyGridSpec, children: [ViewNode])
    /// `GeometryReader`: takes the whole proposal and proposes it to its children, each placed at
    /// its top-leading corner. The children were evaluated with the reader's frame.
    case geometryReader(children: [ViewNode])
    /// `ViewThatFits(in:)`: shows the first child whose ideal size fits the proposal on `axes`,
    /// else the last.
    indirect case viewThatFits(FitAxes, children: [ViewNode])
    /// `ScrollView`: one content child in a clipped viewport (the evaluator adds the clip).
    indirect case scrollView(ScrollSpec, children: [ViewNode])
    /// The built-in `WaterfallLayout` (seed 002's custom Layout).
    indirect case waterfall(WaterfallSpec, children: [ViewNode])
    /// `Spacer(minLength:)`; nil means the default (8 along the stack's axis).
    case spacer(minLength: Double?)
    /// A 1 pt line across the enclosing stack's axis, in `color` (SwiftUI's separator colour).
    case divider(color: Color)
    // The large payloads are boxed: every view node holds its content, and nodes are copied
    // all through evaluation and layout.
    indirect case text(ResolvedText)
    indirect case shape(ShapeView)
    /// A colour used as a view: fills whatever it is offered.
    case color(Color)
    case empty
    indirect case image(ImageView)
}
