import DisplayList
import Geometry
import SVG
import Testing

@Suite struct SVGWriterTests {
    func svg(_ list: DisplayList, idPrefix: String = "t") -> String {
        String(decoding: SVGWriter(precision: 2, idPrefix: idPrefix).write(list), as: UTF8.self)
    }

    @Test func writesTheRootElementAndShapes() {
        let list = DisplayList(
            size: Size(width: 40, height: 30), background: nil,
            items: [.shape(ShapeItem(viewID: "/", path: Path(rect: Rect(x: 0, y: 0, width: 4, height: 3)), fill: Color(red: 1, green: 0, blue: 0, opacity: 0.5)))])
        #expect(svg(list) == """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="40" height="30" viewBox="0 0 40 30">\
            <path d="M0 0L4 0L4 3L0 3Z" fill="#ff0000" fill-opacity="0.5"/></svg>

            """)
    }

    @Test func strokeOnlyShapesHaveNoFill() {
        let list = DisplayList(
            size: Size(width: 10, height: 10), background: nil,
            items: [.shape(ShapeItem(viewID: "/", path: Path(rect: Rect(x: 1, y: 1, width: 8, height: 8)), fill: nil,
                                     stroke: StrokePaint(color: .black, lineWidth: 2)))])
        #expect(svg(list).contains(##"<path d="M1 1L9 1L9 9L1 9Z" fill="none" stroke="#000000" stroke-width="2"/>"##))
    }

    @Test func clipsAreDefinedBeforeUseWithPrefixedIDs() {
        let inner = DisplayItem.shape(ShapeItem(viewID: "/", path: Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), fill: .black))
        let clip = Path(rect: Rect(x: 0, y: 0, width: 5, height: 5))
        let list = DisplayList(
            size: Size(width: 10, height: 10), background: nil,
            items: [.group(DisplayGroup(viewID: "/", effect: .clip(clip), children: [inner])),
                    .group(DisplayGroup(viewID: "/", effect: .clip(clip), children: [inner]))])
        let text = svg(list, idPrefix: "zq")
        #expect(text.contains(#"<defs><clipPath id="zqc0"><path d="M0 0L5 0L5 5L0 5Z"/></clipPath></defs><g clip-path="url(#zqc0)">"#))
        #expect(text.contains(#"<g clip-path="url(#zqc1)">"#))
    }
}
