import Geometry
import Testing

@Suite struct RectAndPathTests {
    @Test func insetAndUnion() {
        let r = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(r.inset(by: EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)) == Rect(x: 12, y: 21, width: 94, height: 46))
        #expect(r.inset(by: EdgeInsets(all: 60)).size == .zero)
        #expect(r.union(Rect(x: 0, y: 0, width: 5, height: 5)) == Rect(x: 0, y: 0, width: 110, height: 70))
        #expect(r.point(at: .bottomTrailing) == Point(x: 110, y: 70))
    }

    @Test func roundedRectangleRadiusIsClampedToHalfTheShorterSide() {
        // A 40×10 rectangle with radius 20: the radius is clamped to 5, so the first edge starts at x = 5.
        let path = Path(roundedRect: Rect(x: 0, y: 0, width: 40, height: 10), cornerRadius: 20)
        #expect(path.elements.first == .move(to: Point(x: 5, y: 0)))
        #expect(path.elements[1] == .line(to: Point(x: 35, y: 0)))
    }

    @Test func ellipseStartsAtItsRightmostPoint() {
        let path = Path(ellipseIn: Rect(x: 0, y: 0, width: 20, height: 10))
        #expect(path.elements.first == .move(to: Point(x: 20, y: 5)))
        #expect(path.elements.count == 6)
    }

    @Test func edgeInsetsFromEdgeSets() {
        #expect(EdgeInsets(.horizontal, 8) == EdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8))
        #expect(EdgeInsets(.all, 3) == EdgeInsets(all: 3))
    }
}

/// Synthetic bold on a square: a counter-clockwise or clockwise square grows by the strength on
/// every side (each corner moves diagonally by √2 × strength); a square hole in it shrinks.
@Suite struct PathEmboldenTests {
    @Test func aSquareGrowsAndItsHoleShrinks() {
        var square = Path()
        square.move(to: Point(x: 0, y: 0))
        square.addLine(to: Point(x: 10, y: 0))
        square.addLine(to: Point(x: 10, y: 10))
        square.addLine(to: Point(x: 0, y: 10))
        square.closeSubpath()
        let grown = square.emboldened(by: 1)
        #expect(grown.elements == [
            .move(to: Point(x: -1, y: -1)), .line(to: Point(x: 11, y: -1)), .line(to: Point(x: 11, y: 11)), .line(to: Point(x: -1, y: 11)),
            .closeSubpath,
        ])
        var reversed = Path()
        reversed.move(to: Point(x: 0, y: 0))
        reversed.addLine(to: Point(x: 0, y: 10))
        reversed.addLine(to: Point(x: 10, y: 10))
        reversed.addLine(to: Point(x: 10, y: 0))
        reversed.closeSubpath()
        #expect(reversed.emboldened(by: 1).elements.first == .move(to: Point(x: -1, y: -1)))
        // A hole (4…6, the other way round) inside the square.
        var holed = square
        holed.move(to: Point(x: 4, y: 4))
        holed.addLine(to: Point(x: 4, y: 6))
        holed.addLine(to: Point(x: 6, y: 6))
        holed.addLine(to: Point(x: 6, y: 4))
        holed.closeSubpath()
        let result = holed.emboldened(by: 0.5).elements
        #expect(result[5] == .move(to: Point(x: 4.5, y: 4.5)))
        #expect(result[7] == .line(to: Point(x: 5.5, y: 5.5)))
        #expect(Path().emboldened(by: 1).isEmpty)
        // Repeated points move as one (each takes the distinct neighbours of its run): the square
        // with its corner (10, 0) written three times grows to the same corners.
        var repeated = Path()
        repeated.move(to: Point(x: 0, y: 0))
        for _ in 0..<3 { repeated.addLine(to: Point(x: 10, y: 0)) }
        repeated.addLine(to: Point(x: 10, y: 10))
        repeated.addLine(to: Point(x: 0, y: 10))
        repeated.closeSubpath()
        #expect(repeated.emboldened(by: 1).elements == [
            .move(to: Point(x: -1, y: -1)), .line(to: Point(x: 11, y: -1)), .line(to: Point(x: 11, y: -1)), .line(to: Point(x: 11, y: -1)),
            .line(to: Point(x: 11, y: 11)), .line(to: Point(x: -1, y: 11)), .closeSubpath,
        ])
        // 100,000 points at one place beside the square: that contour has no direction and stays.
        var degenerate = square
        degenerate.move(to: Point(x: 3, y: 3))
        for _ in 0..<100_000 { degenerate.addLine(to: Point(x: 3, y: 3)) }
        let kept = degenerate.emboldened(by: 1).elements
        #expect(kept.count == 5 + 100_001 && kept[5...].allSatisfy { $0 == .move(to: Point(x: 3, y: 3)) || $0 == .line(to: Point(x: 3, y: 3)) })
    }
}
