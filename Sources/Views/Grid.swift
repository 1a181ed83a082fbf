import Geometry

/// `Grid(alignment:horizontalSpacing:verticalSpacing:)`: nil spacings are the default (8).
public struct GridSpec: Hashable, Sendable {
    public var alignment: Alignment
    public var horizontalSpacing: Double?
    public var verticalSpacing: Double?
    /// Columns past this many (`limits.maxGridColumns`) are made only by cells of one column: a
    /// `gridCellColumns` span is cut to end there.
    public var maxColumns: Int

    public init(
        alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
        maxColumns: Int = 1_000
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.maxColumns = maxColumns
    }
}

/// What a view asks of the `Grid` it is a cell of: SwiftUI's `gridCellColumns`,
/// `gridColumnAlignment`, `gridCellAnchor` and `gridCellUnsizedAxes` (the outermost of each wins).
public struct GridCell: Hashable, Sendable {
    /// Columns the cell spans, at least 1.
    public var columns: Int
    /// The horizontal alignment of every cell in the column this cell starts.
    public var columnAlignment: HorizontalAlignment?
    /// Where the cell's view sits in its cell, instead of the grid's and row's alignment.
    public var anchor: UnitPoint?
    /// Axes on which the cell is not offered a share of the space: it takes what the other
    /// cells of its row or column decide.
    public var unsizedHorizontal: Bool
    public var unsizedVertical: Bool

    public init(
        columns: Int = 1, columnAlignment: HorizontalAlignment? = nil, anchor: UnitPoint? = nil,
        unsizedHorizontal: Bool = false, unsizedVertical: Bool = false
    ) {
        self.columns = columns
        self.columnAlignment = columnAlignment
        self.anchor = anchor
        self.unsizedHorizontal = unsizedHorizontal
        self.unsizedVertical = unsizedVertical
    }

    public static let plain = GridCell()
}

/// One column of a `LazyVGrid` (or row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Hashable, Sendable {
    public enum Size: Hashable, Sendable {
        case fixed(Double)
        /// Shares the space left by fixed items, clamped to `minimum…maximum`.
        case flexible(minimum: Double, maximum: Double)
        /// As many items of at least `minimum` as fit in a flexible item's share, each at most
        /// `maximum`.
        case adaptive(minimum: Double, maximum: Double)
    }

    public var size: Size
    /// Space after this item, before the next one (and between an adaptive item's repetitions);
    /// nil is the default (8).
    public var spacing: Double?
    /// How a cell sits in its column and row; nil is centred.
    public var alignment: Alignment?

    public init(_ size: Size, spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// `LazyVGrid(columns:alignment:spacing:)` (`axis` vertical: it grows downwards, `items` are its
/// columns) or `LazyHGrid(rows:alignment:spacing:)` (horizontal: `items` are its rows).
public struct LazyGridSpec: Hashable, Sendable {
    public var axis: Axis
    public var items: [GridItem]
    /// Space between successive rows of a LazyVGrid (columns of a LazyHGrid); nil is 8.
    public var spacing: Double?
    /// Where the items sit across the grid when they do not fill it: only the alignment across
    /// `axis` is read (horizontal for a LazyVGrid, vertical for a LazyHGrid).
    public var alignment: Alignment
    /// The most columns adaptive items repeat to, all items counted (`limits.maxGridColumns`;
    /// every item keeps at least one).
    public var maxRepetitions: Int

    public init(axis: Axis, items: [GridItem], spacing: Double? = nil, alignment: Alignment = .center, maxRepetitions: Int = 1_000) {
        self.axis = axis
        self.items = items
        self.spacing = spacing
        self.alignment = alignment
        self.maxRepetitions = maxRepetitions
    }
}
