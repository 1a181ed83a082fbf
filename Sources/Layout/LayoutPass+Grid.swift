import Geometry
import Views

/// How a Grid lays out for one proposal.
struct GridSolution {
    /// Over the grid's children: a GridRow is proposed the grid's width and its row's height at
    /// the row's top-leading corner; any other child is a cell spanning every column, proposed
    /// and aligned as a cell. Origins relative to the grid.
    var container: ContainerSolution
    /// The cells of each GridRow child (keyed by its position among the grid's children), origins
    /// relative to the row.
    var rowCells: [Int: ContainerSolution]
}

extension LayoutPass {
    /// One cell of a grid: view `node`, at position `position` among its row's children, starting
    /// at `column` and spanning `span` columns (0: every column, for a grid child that is no
    /// GridRow).
    private struct GridCellPlace {
        var node: Int
        var position: Int
        var column: Int
        var span: Int
    }

    /// Lays out Grid `i` (steps G1–G6 in LayoutEngine.swift).
    func solveGrid(_ i: Int, _ spec: GridSpec, _ p: ProposedSize) -> GridSolution {
        let children = nodes[i].children
        let hSpacing = (spec.horizontalSpacing ?? Self.defaultSpacing).finiteOrZero
        let vSpacing = (spec.verticalSpacing ?? Self.defaultSpacing).finiteOrZero

        // G1. Rows (the grid's present children) and their cells' columns.
        var rows: [(k: Int, cells: [GridCellPlace])] = []
        var columnCount = 0
        for (k, child) in children.enumerated() where !nodes[child].isAbsent {
            guard nodes[child].isRowOfGrid else {
                rows.append((k, [GridCellPlace(node: child, position: 0, column: 0, span: 0)]))
                continue
            }
            var cells: [GridCellPlace] = []
            var column = 0
            for (position, cell) in nodes[child].children.enumerated() where !nodes[cell].isAbsent {
                let asked = max(1, nodes[cell].node.gridCell?.columns ?? 1)
                let span = min(asked, max(1, spec.maxColumns - column))
                cells.append(GridCellPlace(node: cell, position: position, column: column, span: span))
                column += span
            }
            columnCount = max(columnCount, column)
            rows.append((k, cells))
        }

        // G2. Column widths: a column's length for a width x is the widest of its cells sized
        // horizontally, each proposed x × unspecified; a cell spanning k columns is proposed
        // k·x plus the spacing between them and asks each of them for 1/k of its width less that
        // spacing. With a proposed width the columns share it as a stack's children do.
        var columnMembers = Array(filled: [(node: Int, span: Int)](), count: columnCount)
        var columnAlignments = Array(filled: HorizontalAlignment?.none, count: columnCount)
        var spanBudget = Self.maxSpanningMemberships
        for row in rows {
            for cell in row.cells where cell.span > 0 {
                let options = nodes[cell.node].node.gridCell ?? .plain
                if columnAlignments[cell.column] == nil { columnAlignments[cell.column] = options.columnAlignment }
                guard !options.unsizedHorizontal else { continue }
                if cell.span == 1 {
                    columnMembers[cell.column].append((cell.node, 1))
                } else if spanBudget >= cell.span {
                    spanBudget -= cell.span
                    for column in cell.column..<(cell.column + cell.span) { columnMembers[column].append((cell.node, cell.span)) }
                }
            }
        }
        let widths = shareGridTracks(columnCount, available: p.width, spacing: hSpacing) { column, x in
            columnMembers[column].reduce(0.0) { widest, member in
                guard member.span > 1 else { return max(widest, self.size(member.node, ProposedSize(width: x, height: nil)).width) }
                let k = Double(member.span), gaps = hSpacing * (k - 1)
                let width = self.size(member.node, ProposedSize(width: x.map { $0 * k + gaps }, height: nil)).width
                return max(widest, (width - gaps) / k)
            }
        }
        let columnsTotal = widths.reduce(0, +) + hSpacing * Double(max(0, columnCount - 1))

        // G3. A child that is no GridRow spans every column; sized horizontally, it widens the grid
        // to its width for the grid's proposed width.
        var gridWidth = columnsTotal
        for row in rows {
            guard let cell = row.cells.first, cell.span == 0, !(nodes[cell.node].node.gridCell?.unsizedHorizontal ?? false)
            else { continue }
            gridWidth = max(gridWidth, size(cell.node, ProposedSize(width: p.width, height: nil)).width)
        }
        let columnsStart = horizontalGuide(spec.alignment.horizontal, width: gridWidth)
            - horizontalGuide(spec.alignment.horizontal, width: columnsTotal)
        var columnX = Array(filled: 0.0, count: columnCount)
        // Sums of the widths before each column, so that a spanning cell's width costs O(1).
        var widthBefore = Array(filled: 0.0, count: columnCount + 1)
        var x = columnsStart
        for column in 0..<columnCount {
            columnX[column] = x
            x += widths[column] + hSpacing
            widthBefore[column + 1] = widthBefore[column] + widths[column]
        }
        func cellWidth(_ cell: GridCellPlace) -> Double {
            guard cell.span > 0 else { return gridWidth }
            let end = cell.column + cell.span
            return widthBefore[end] - widthBefore[cell.column] + hSpacing * Double(cell.span - 1)
        }
        func rowAlignment(_ row: Int) -> VerticalAlignment {
            if case .gridRow(let alignment?, _) = nodes[children[rows[row].k]].node.content { return alignment }
            return spec.alignment.vertical
        }

        // G4. Row heights: each row is as tall as its tallest cell sized vertically (with a
        // baseline alignment, its highest part above the baseline plus its deepest below), its
        // cells proposed their width; with a proposed height the rows share it as a stack's
        // children do.
        let heights = shareGridTracks(rows.count, available: p.height, spacing: vSpacing) { row, y in
            let alignment = rowAlignment(row)
            var above = 0.0, below = 0.0, tallest = 0.0
            for cell in rows[row].cells where !(nodes[cell.node].node.gridCell?.unsizedVertical ?? false) {
                let proposal = ProposedSize(width: cellWidth(cell), height: y)
                let size = self.size(cell.node, proposal)
                tallest = max(tallest, size.height)
                if alignment == .firstTextBaseline || alignment == .lastTextBaseline {
                    let guide = self.verticalGuide(
                        alignment, of: cell.node, level: self.nodes[cell.node].modifierCount, proposal, size: size)
                    above = max(above, guide)
                    below = max(below, size.height - guide)
                }
            }
            return alignment == .firstTextBaseline || alignment == .lastTextBaseline ? above + below : tallest
        }

        // G5. Every cell is proposed its cell (its columns' widths and spacing, its row's height)
        // and aligned in it: by its anchor, else horizontally by its column's alignment (a
        // single-column cell; else the grid's) and vertically by its row's (or the grid's),
        // baselines on one line per row.
        let count = children.count
        var container = ContainerSolution(
            placements: Array(filled: ChildPlacement(proposal: .zero, origin: .zero), count: count), size: .zero)
        var rowCells: [Int: ContainerSolution] = [:]
        var y = 0.0
        for (r, row) in rows.enumerated() {
            let height = heights[r]
            let alignment = rowAlignment(r)
            let isBaseline = alignment == .firstTextBaseline || alignment == .lastTextBaseline
            var placed: [(cell: GridCellPlace, proposal: ProposedSize, size: Size, guide: Double)] = []
            var baseline = 0.0
            for cell in row.cells {
                let proposal = ProposedSize(width: cellWidth(cell), height: height)
                let size = self.size(cell.node, proposal)
                let guide = verticalGuide(
                    alignment, of: cell.node, level: nodes[cell.node].modifierCount, proposal, size: size)
                if isBaseline && nodes[cell.node].node.gridCell?.anchor == nil { baseline = max(baseline, guide) }
                placed.append((cell, proposal, size, guide))
            }
            var origins: [(position: Int, proposal: ProposedSize, size: Size, origin: Point)] = []
            for (cell, proposal, size, guide) in placed {
                let cellX = cell.span > 0 ? columnX[cell.column] : 0
                let width = proposal.width ?? 0
                var origin: Point
                if let anchor = nodes[cell.node].node.gridCell?.anchor {
                    origin = Point(x: cellX + (width - size.width) * anchor.x, y: y + (height - size.height) * anchor.y)
                } else {
                    let horizontal =
                        cell.span == 1 ? columnAlignments[cell.column] ?? spec.alignment.horizontal : spec.alignment.horizontal
                    let top = isBaseline ? baseline - guide : ownVerticalGuide(alignment, height: height) - guide
                    origin = Point(
                        x: cellX + horizontalGuide(horizontal, width: width)
                            - horizontalGuide(horizontal, of: cell.node, proposal, size: size),
                        y: y + top)
                }
                origins.append((cell.position, proposal, size, origin))
            }
            if case .gridRow = nodes[children[row.k]].node.content, nodes[children[row.k]].isRowOfGrid {
                let cellCount = nodes[children[row.k]].children.count
                var cells = ContainerSolution(
                    placements: Array(filled: ChildPlacement(proposal: .zero, origin: .zero), count: cellCount),
                    size: Size(width: gridWidth, height: height))
                for entry in origins {
                    cells.placements[entry.position] = ChildPlacement(
                        proposal: entry.proposal, origin: Point(x: entry.origin.x, y: entry.origin.y - y))
                }
                rowCells[row.k] = cells
                container.placements[row.k] = ChildPlacement(
                    proposal: ProposedSize(width: gridWidth, height: height), origin: Point(x: 0, y: y))
            } else if let entry = origins.first {
                container.placements[row.k] = ChildPlacement(proposal: entry.proposal, origin: entry.origin)
            }
            y += height + (r < rows.count - 1 ? vSpacing : 0)
        }
        // G6. The grid is as wide as its columns (or, without GridRows, its widest child) and as
        // tall as its rows with their spacing.
        container.size = Size(width: gridWidth, height: rows.isEmpty ? 0 : y)
        return GridSolution(container: container, rowCells: rowCells)
    }

    /// Column memberships that spanning cells may add in one grid (a cell spanning k columns adds
    /// k): past it, further spanning cells no longer size their columns, so hostile spans cannot
    /// make a layout quadratic.
    static let maxSpanningMemberships = 10_000

    /// Lengths of `count` grid tracks (columns or rows) whose length for a proposal is
    /// `length(track, proposal)`: with no proposal each takes its ideal length; else, after the
    /// spacing, the least flexible track first (length at ∞ − length at 0, ties in order), each
    /// is offered an equal share of what is left and its length is taken off.
    func shareGridTracks(
        _ count: Int, available: Double?, spacing: Double, length: (Int, Double?) -> Double
    ) -> [Double] {
        guard let available else { return (0..<count).map { length($0, nil) } }
        var order: [(flexibility: Double, k: Int)] = (0..<count).map { k in
            let flexibility = length(k, .infinity) - length(k, 0)
            return (flexibility.isNaN ? .infinity : flexibility, k)
        }
        order.sort { ($0.flexibility, $0.k) < ($1.flexibility, $1.k) }
        var remaining = available - spacing * Double(max(0, count - 1))
        var left = Double(count)
        var lengths = Array(filled: 0.0, count: count)
        for (_, k) in order {
            let offer = remaining.isNaN ? 0 : max(0, remaining / left)
            lengths[k] = length(k, offer)
            if remaining.isFinite { remaining -= lengths[k] }
            left -= 1
        }
        return lengths
    }

    /// The baselines of Grid `i`: its topmost cell's first baseline and its bottommost cell's last.
    func gridBaselines(_ i: Int, _ solution: GridSolution) -> Baselines {
        var result = Baselines.none
        func include(_ node: Int, _ proposal: ProposedSize, dy: Double) {
            let own = baselines(node, level: nodes[node].modifierCount, proposal).offset(by: dy)
            if let first = own.first { result.first = min(result.first ?? first, first) }
            if let last = own.last { result.last = max(result.last ?? last, last) }
        }
        for (k, child) in nodes[i].children.enumerated() {
            let origin = solution.container.placements[k].origin
            if let cells = solution.rowCells[k] {
                for (m, cell) in nodes[child].children.enumerated() {
                    include(cell, cells.placements[m].proposal, dy: origin.y + cells.placements[m].origin.y)
                }
            } else {
                include(child, solution.container.placements[k].proposal, dy: origin.y)
            }
        }
        return result
    }
}
