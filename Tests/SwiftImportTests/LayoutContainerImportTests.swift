import SwiftImport
import Testing

/// Grid, GridRow, LazyVGrid, LazyHGrid, GeometryReader, ViewThatFits, ScrollView and
/// alignmentGuide closures, translated to the JSON docs/scene-format.md gives for the same
/// SwiftUI; every expected scene also passes the decoder.
@Suite struct LayoutContainerImportTests {
    func scene(_ body: String) throws -> String {
        let source = "struct V: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        _ = try SwiftImport.checkedScene(source, options: ImportOptions()) { ImportTestSupport.renderer.check($0) }
        return try SwiftImport.translate(source, options: ImportOptions()).scene.compactText
    }

    func errors(_ body: String) -> [String] {
        let source = "struct V: View {\n    var body: some View {\n\(body)\n    }\n}\n"
        do {
            _ = try SwiftImport.checkedScene(source, options: ImportOptions()) { ImportTestSupport.renderer.check($0) }
            return []
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    @Test func gridAndRows() throws {
        let body = """
            Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow {
                    Text("a")
                    Text("b")
                }
                GridRow(alignment: .bottom) {
                    Color.red
                }
            }
            """
        #expect(try scene(body) == #"""
            {"body": {"type": "Grid", "alignment": "leading", "horizontalSpacing": 4, "verticalSpacing": 2, "children": [\#
            {"type": "GridRow", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}]}, \#
            {"type": "GridRow", "alignment": "bottom", "children": [{"type": "Color", "color": "red"}]}]}}
            """#)
    }

    @Test func lazyGridsAndTheirItems() throws {
        let vertical = """
            LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.flexible(minimum: 10, maximum: .infinity)), GridItem(.adaptive(minimum: 80), spacing: 4)], alignment: .leading, spacing: 6) {
                Rectangle()
                Circle()
            }
            """
        #expect(try scene(vertical) == #"""
            {"body": {"type": "LazyVGrid", "columns": [{"fixed": 50}, {"flexible": {"minimum": 10, "maximum": "infinity"}}, \#
            {"adaptive": {"minimum": 80}, "spacing": 4}], "alignment": "leading", "spacing": 6, \#
            "children": [{"type": "Rectangle"}, {"type": "Circle"}]}}
            """#)
        let horizontal = """
            LazyHGrid(rows: Array(repeating: GridItem(.flexible()), count: 2)) {
                Rectangle()
            }
            """
        #expect(try scene(horizontal) == #"""
            {"body": {"type": "LazyHGrid", "rows": [{"flexible": {}}, {"flexible": {}}], "children": [{"type": "Rectangle"}]}}
            """#)
    }

    @Test func geometryReaderNamesItsProxy() throws {
        let body = """
            GeometryReader { proxy in
                Rectangle().frame(width: proxy.size.width / 2, height: 10)
            }
            """
        #expect(try scene(body) == #"""
            {"body": {"type": "GeometryReader", "as": "proxy", "content": \#
            {"type": "Rectangle", "modifiers": [{"frame": {"width": "proxy.size.width / 2", "height": 10}}]}}}
            """#)
    }

    @Test func viewThatFitsAndScrollView() throws {
        let fits = """
            ViewThatFits(in: .horizontal) {
                Text("A long title")
                Text("Short")
            }
            """
        #expect(try scene(fits) == #"""
            {"body": {"type": "ViewThatFits", "in": "horizontal", "children": [{"type": "Text", "text": "A long title"}, {"type": "Text", "text": "Short"}]}}
            """#)
        let scroll = """
            ScrollView(.horizontal, showsIndicators: false) {
                Text("a")
                Text("b")
            }
            """
        // Several views scroll as SwiftUI's implicit stack along the axis.
        #expect(try scene(scroll) == #"""
            {"body": {"type": "ScrollView", "axes": "horizontal", "showsIndicators": false, "content": \#
            {"type": "HStack", "children": [{"type": "Text", "text": "a"}, {"type": "Text", "text": "b"}]}}}
            """#)
    }

    @Test func alignmentGuideClosures() throws {
        let body = """
            VStack(alignment: .leading) {
                Text("a").alignmentGuide(.leading) { d in d[.trailing] - 10 }
                Text("b").alignmentGuide(HorizontalAlignment.center) { dims in dims.width / 3 }
                Text("c").alignmentGuide(.top) { d in d[VerticalAlignment.center] }
            }
            """
        #expect(try scene(body) == #"""
            {"body": {"type": "VStack", "alignment": "leading", "children": [\#
            {"type": "Text", "text": "a", "modifiers": [{"alignmentGuide": {"leading": "d.trailing - 10"}}]}, \#
            {"type": "Text", "text": "b", "modifiers": [{"alignmentGuide": {"horizontalCenter": "d.width / 3"}}]}, \#
            {"type": "Text", "text": "c", "modifiers": [{"alignmentGuide": {"top": "d.verticalCenter"}}]}]}}
            """#)
    }

    @Test func masks() throws {
        let body = """
            VStack {
                Rectangle().mask { Circle() }
                Rectangle().mask(Color.black.opacity(0.5))
                Rectangle().mask(alignment: .top) {
                    Capsule().frame(height: 10)
                }
            }
            """
        #expect(try scene(body) == #"""
            {"body": {"type": "VStack", "children": [\#
            {"type": "Rectangle", "modifiers": [{"mask": {"type": "Circle"}}]}, \#
            {"type": "Rectangle", "modifiers": [{"mask": {"type": "Color", "color": "black", "modifiers": [{"opacity": 0.5}]}}]}, \#
            {"type": "Rectangle", "modifiers": [{"mask": {"view": {"type": "Capsule", "modifiers": [{"frame": {"height": 10}}]}, "alignment": "top"}}]}]}}
            """#)
    }

    @Test func unsupportedFormsSayWhatToWrite() {
        #expect(errors("        Text(\"a\").alignmentGuide(.center) { d in 0 }") == [
            "3:34: error: write HorizontalAlignment.center or VerticalAlignment.center: alignmentGuide tells the two centres apart",
        ])
        #expect(errors("        Text(\"a\").alignmentGuide(.leading) { $0.width }") == [
            "3:44: error: write the guide's value as one expression of a named parameter: { d in d.width / 2 }",
        ])
        #expect(errors("        LazyVGrid(columns: columns) { Text(\"a\") }") == [
            "3:28: error: write the grid items in place: [GridItem(.flexible()), GridItem(.fixed(50))] or Array(repeating: GridItem(.flexible()), count: 3) with a literal count",
        ])
        #expect(errors("        LazyVGrid(columns: [GridItem()], pinnedViews: [.sectionHeaders]) { Text(\"a\") }") == [
            "3:42: error: LazyVGrid's 'pinnedViews' is not supported: Zoetrope's lazy grids have no section headers",
        ])
        #expect(errors("        GeometryReader { a, b in Text(\"a\") }") == [
            "3:24: error: GeometryReader's content takes one parameter: GeometryReader { proxy in … }",
        ])
    }
}
