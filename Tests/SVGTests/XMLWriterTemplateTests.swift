import DisplayList
import Geometry
import Testing

@testable import SVG

/// Elements copied out of a document with holes where path data goes, and appended again with
/// other path data (`XMLWriter.written(from:holes:)`, `append(_:capacity:filling:)`,
/// `SVGElementWriter.append(_:paths:)`): the bytes writing the elements with that path data
/// gives. Bytes worked out by hand.
@Suite struct XMLWriterTemplateTests {
    /// A square `side` wide at (`x`, 0): `M x 0 L x+side 0 L x+side side L x side Z`.
    static func square(at x: Double, side: Double = 10) -> Path {
        Path(rect: Rect(x: x, y: 0, width: side, height: side))
    }

    /// `<g opacity="0.5"><path d="…" fill="#ff0000"/></g>`, written by the element writer.
    static func row(_ svg: SVGElementWriter, _ path: Path) {
        svg.startEffectGroup(DisplayGroup(viewID: "v", effect: .opacity(0.5), children: []))
        svg.startShape(ShapeItem(viewID: "v", path: path, fill: Color(red: 1, green: 0, blue: 0)))
        svg.endShape()
        svg.end()
    }

    @Test func theLastPathDataIsTheDAttributesValue() {
        let svg = SVGElementWriter(precision: 2, idPrefix: "t")
        svg.startDocument(size: Size(width: 100, height: 10))
        let before = svg.xml.offset
        Self.row(svg, Self.square(at: 20))
        let range = svg.lastPathData!
        let document = svg.finish()
        #expect(range.lowerBound > before)
        #expect(String(decoding: document[range], as: UTF8.self) == "M20 0L30 0L30 10L20 10Z")
    }

    @Test func aTemplateWritesItsHolesFromOtherPaths() {
        let svg = SVGElementWriter(precision: 2, idPrefix: "t")
        svg.startDocument(size: Size(width: 100, height: 10))
        let mark = svg.xml.childrenStart()
        Self.row(svg, Self.square(at: 0))
        let template = svg.xml.written(from: mark, holes: [svg.lastPathData!])
        #expect(template?.holeCount == 1)
        if let template {
            svg.append(template, paths: [Self.square(at: 40, side: 2.5)])
        }
        let templated = String(decoding: svg.finish(), as: UTF8.self)

        let direct = SVGElementWriter(precision: 2, idPrefix: "t")
        direct.startDocument(size: Size(width: 100, height: 10))
        Self.row(direct, Self.square(at: 0))
        Self.row(direct, Self.square(at: 40, side: 2.5))
        #expect(templated == String(decoding: direct.finish(), as: UTF8.self))
        #expect(templated.contains(##"<g opacity="0.5"><path d="M40 0L42.5 0L42.5 2.5L40 2.5Z" fill="#ff0000"/></g>"##))
    }

    @Test func holesOutsideTheBytesOrOutOfOrderMakeNoTemplate() {
        let writer = XMLWriter()
        writer.start("svg")
        let mark = writer.childrenStart()
        writer.start("path")
        writer.attribute("d", "M0 0")
        writer.end()
        let end = writer.offset
        // `<path d="M0 0"/>`: the value is bytes 9..<13 after the mark.
        let value = (mark.offset + 9)..<(mark.offset + 13)
        #expect(writer.written(from: mark, holes: [value]) != nil)
        #expect(writer.written(from: mark, holes: [(mark.offset - 1)..<(mark.offset + 2)]) == nil)
        #expect(writer.written(from: mark, holes: [(end - 1)..<(end + 1)]) == nil)
        #expect(writer.written(from: mark, holes: [value, (mark.offset + 10)..<(mark.offset + 11)]) == nil)
    }

    /// 39 bytes of declaration and 5 of `<svg>`, then `<path d="M0 0"/>` (16): 60 bytes, which
    /// a budget of 70 holds; the template's 16 again would make 76.
    @Test func aTemplatePastTheBudgetStopsTheWriter() {
        let budget = OutputBudget(limit: 70)
        let writer = XMLWriter(budget: budget)
        writer.start("svg")
        let mark = writer.childrenStart()
        writer.start("path")
        writer.attribute("d", "M0 0")
        writer.end()
        #expect(writer.offset == 39 + 5 + 16)
        let template = writer.written(from: mark, holes: [(mark.offset + 9)..<(mark.offset + 13)])!
        writer.append(template, capacity: { _ in 4 }) { _, p in
            for (index, byte) in "M1 1".utf8.enumerated() { p[index] = byte }
            return 4
        }
        #expect(budget.isExceeded)
        #expect(writer.finish() == [])
    }

    /// A budget that runs out inside a `d` attribute leaves no path data range (the attribute
    /// was not written whole) and refuses the document. The declaration (39 bytes) and
    /// `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="100" height="10"
    /// viewBox="0 0 100 10"` (4 + 35 + 14 + 12 + 12 + 21 = 98), then `><path d="` (10), reach
    /// 147 of the 150 allowed; the value's 23 bytes (`M20 0L30 0L30 10L20 10Z`) do not fit.
    @Test func aBudgetPassedInsidePathDataLeavesNoRange() {
        let budget = OutputBudget(limit: 150)
        let svg = SVGElementWriter(precision: 2, idPrefix: "t", budget: budget)
        svg.startDocument(size: Size(width: 100, height: 10))
        #expect(svg.xml.offset == 39 + 98)
        svg.startShape(ShapeItem(viewID: "v", path: Self.square(at: 20), fill: Color(red: 1, green: 0, blue: 0)))
        #expect(svg.xml.offset == 39 + 98 + 10)
        #expect(svg.lastPathData == nil)
        #expect(budget.isExceeded)
        #expect(svg.finish() == [])
    }
}
