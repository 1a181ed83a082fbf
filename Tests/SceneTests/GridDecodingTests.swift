import Geometry
import Scene
import Testing
import Views

/// Grid, GridRow, LazyVGrid, LazyHGrid and the grid cell modifiers: what decodes, and the errors
/// (each naming the JSON path) for what does not.
@Suite struct GridDecodingTests {
    private func error(_ body: String, limits: SceneLimits = .default) -> Diagnostic? {
        sceneError(sceneJSON(body: body), limits: limits)?.primary
    }

    @Test func gridAndRowsDecode() throws {
        let scene = try decodeScene(sceneJSON(body: #"""
            {"type": "Grid", "alignment": "topLeading", "horizontalSpacing": 4, "verticalSpacing": 2, "children": [
              {"type": "GridRow", "alignment": "bottom", "children": [{"type": "Text", "text": "a"}]},
              {"type": "Divider", "modifiers": [{"gridCellUnsizedAxes": "horizontal"}]}]}
            """#))
        guard case .grid(let alignment, let h, let v, let children) = scene.body.kind else {
            Issue.record("not a grid: \(scene.body.kind)")
            return
        }
        #expect(alignment == .constant(.topLeading))
        #expect(h == .constant(4) && v == .constant(2))
        #expect(children.map(\.typeName) == ["GridRow", "Divider"])
        #expect(children[1].modifiers == [.gridCell(.unsizedAxes(horizontal: true, vertical: false))])
        guard case .gridRow(let rowAlignment?, _) = children[0].kind else {
            Issue.record("not a row")
            return
        }
        #expect(rowAlignment == .constant(.bottom))
    }

    @Test func lazyGridItemsDecode() throws {
        let scene = try decodeScene(sceneJSON(body: #"""
            {"type": "LazyVGrid", "alignment": "leading", "spacing": 12, "columns": [
              {"fixed": 50}, {"flexible": {"minimum": 10, "maximum": "infinity"}}, {"flexible": {}},
              {"adaptive": {"minimum": 80, "maximum": 120}, "spacing": 4, "alignment": "top"}]}
            """#))
        guard case .lazyGrid(let properties, _) = scene.body.kind else {
            Issue.record("not a lazy grid")
            return
        }
        #expect(properties.axis == .vertical)
        #expect(properties.alignment == .constant(.leading))
        #expect(properties.spacing == .constant(12))
        #expect(
            properties.items == [
                SceneGridItem(size: .fixed(.constant(50)), spacing: nil, alignment: nil),
                SceneGridItem(size: .flexible(minimum: .constant(Extent(10)), maximum: .constant(.infinity)), spacing: nil, alignment: nil),
                SceneGridItem(size: .flexible(minimum: .constant(Extent(10)), maximum: .constant(.infinity)), spacing: nil, alignment: nil),
                SceneGridItem(
                    size: .adaptive(minimum: .constant(Extent(80)), maximum: .constant(Extent(120))), spacing: .constant(4),
                    alignment: .constant(.top)),
            ])
        #expect(scene.body.typeName == "LazyVGrid")
    }

    @Test func cellModifiersDecode() throws {
        let modifiers = try decodedModifiers(#"""
            [{"gridCellColumns": 2}, {"gridColumnAlignment": "trailing"}, {"gridCellAnchor": "topLeading"},
             {"gridCellUnsizedAxes": ["horizontal", "vertical"]}]
            """#)
        #expect(
            modifiers == [
                .gridCell(.columns(.constant(2))), .gridCell(.columnAlignment(.constant(.trailing))),
                .gridCell(.anchor(.constant(.topLeading))), .gridCell(.unsizedAxes(horizontal: true, vertical: true)),
            ])
    }

    @Test func badGridItemsNameTheirPath() {
        #expect(
            error(#"{"type": "LazyVGrid", "children": []}"#)
                == Diagnostic(code: "missing_key", message: "LazyVGrid is missing 'columns'", path: "/body"))
        #expect(
            error(#"{"type": "LazyHGrid", "rows": []}"#)
                == Diagnostic(
                    code: "invalid_value", message: "LazyHGrid.rows is empty; give at least one grid item ({\"flexible\": {}})",
                    path: "/body/rows"))
        #expect(
            error(#"{"type": "LazyVGrid", "columns": [{"fixed": 10}, {"fixed": 1, "flexible": {}}]}"#)
                == Diagnostic(
                    code: "invalid_value", message: "LazyVGrid.columns[1] has more than one size (fixed, flexible); give one",
                    path: "/body/columns/1"))
        #expect(
            error(#"{"type": "LazyVGrid", "columns": [{"adaptive": {"minimum": 0}}]}"#)
                == Diagnostic(
                    code: "invalid_value", message: "LazyVGrid.columns[0].adaptive.minimum must be a positive finite number, got 0",
                    path: "/body/columns/0/adaptive/minimum"))
        #expect(
            error(#"{"type": "LazyVGrid", "columns": [{"adaptive": {}}]}"#)
                == Diagnostic(
                    code: "missing_key", message: "LazyVGrid.columns[0].adaptive is missing 'minimum'",
                    path: "/body/columns/0/adaptive"))
        #expect(
            error(#"{"type": "LazyVGrid", "columns": [{"flexible": {"minimum": 50, "maximum": 20}}]}"#)
                == Diagnostic(
                    code: "invalid_value", message: "LazyVGrid.columns[0].flexible.maximum (20) is less than its minimum (50)",
                    path: "/body/columns/0/flexible/maximum"))
        #expect(
            error(#"{"type": "LazyVGrid", "columns": [{"fixed": -1}]}"#)?.path == "/body/columns/0/fixed")
        #expect(
            error(#"{"type": "LazyVGrid", "alignment": "top", "columns": [{"fixed": 1}]}"#)?.path == "/body/alignment")
    }

    @Test func limitsAndCellModifierErrors() {
        let limits = { var l = SceneLimits.default; l.maxGridColumns = 3; return l }()
        #expect(
            error(#"{"type": "LazyVGrid", "columns": [{"fixed": 1}, {"fixed": 1}, {"fixed": 1}, {"fixed": 1}]}"#, limits: limits)
                == Diagnostic(
                    code: "limit_exceeded", message: "LazyVGrid.columns has 4 items, more than the limit of 3", path: "/body/columns"))
        #expect(
            error(#"{"type": "Text", "text": "a", "modifiers": [{"gridCellColumns": 4}]}"#, limits: limits)
                == Diagnostic(
                    code: "limit_exceeded", message: "gridCellColumns is 4, more than the limit of 3",
                    path: "/body/modifiers/0/gridCellColumns"))
        #expect(
            error(#"{"type": "Text", "text": "a", "modifiers": [{"gridCellColumns": 0}]}"#)
                == Diagnostic(
                    code: "invalid_value", message: "gridCellColumns must be at least 1, got 0",
                    path: "/body/modifiers/0/gridCellColumns"))
        #expect(
            error(#"{"type": "Text", "text": "a", "modifiers": [{"gridCellUnsizedAxes": "diagonal"}]}"#)?.message
                == "unknown axis 'diagonal'")
        #expect(
            error(#"{"type": "Grid", "children": [{"type": "GridRow", "modifiers": [{"padding": 4}]}]}"#)
                == Diagnostic(
                    code: "invalid_value",
                    message: "GridRow takes no layout or drawing modifiers (its grid lays it out); apply them to its cells or to the Grid",
                    path: "/body/children/0/modifiers/0"))
        #expect(
            error(#"{"type": "Grid", "spacing": 4}"#)?.path == "/body/spacing")
    }
}

/// GeometryReader and alignmentGuide: decoding, and errors naming their JSON path.
@Suite struct GeometryAndGuideDecodingTests {
    private func error(_ body: String) -> Diagnostic? {
        sceneError(sceneJSON(body: body))?.primary
    }

    @Test func geometryReaderDeclaresItsProxy() throws {
        let scene = try decodeScene(sceneJSON(body: #"""
            {"type": "GeometryReader", "as": "geo", "content": {"type": "Text", "text": "\\(geo.size.width) \\(geo.frame.maxY)"}}
            """#))
        guard case .geometryReader(let variable, let content) = scene.body.kind else {
            Issue.record("not a reader")
            return
        }
        #expect(variable == "geo")
        #expect(content.typeName == "Text")
        // Without "as" the name is proxy; a member the proxy lacks is an error at its string.
        #expect(
            error(#"{"type": "GeometryReader", "content": {"type": "Rectangle", "modifiers": [{"frame": {"width": "proxy.size.depth"}}]}}"#)?
                .path == "/body/content/modifiers/0/frame/width")
        #expect(
            error(#"{"type": "GeometryReader"}"#)
                == Diagnostic(code: "missing_key", message: "GeometryReader is missing 'content'", path: "/body"))
        #expect(error(#"{"type": "GeometryReader", "as": "1x", "content": {"type": "EmptyView"}}"#)?.path == "/body/as")
    }

    @Test func alignmentGuidesDecode() throws {
        let modifiers = try decodedModifiers(#"[{"alignmentGuide": {"leading": "d.width / 2", "firstTextBaseline": 4}}]"#)
        guard case .alignmentGuide(let entries) = modifiers.first else {
            Issue.record("not a guide: \(modifiers)")
            return
        }
        #expect(entries.map(\.guide) == [.leading, .firstTextBaseline])
        #expect(entries[1].value == .constant(4))
        #expect(
            modifierError(#"[{"alignmentGuide": {"center": 0}}]"#)
                == Diagnostic(
                    code: "unknown_value",
                    message:
                        "alignmentGuide has two centres: write horizontalCenter (HorizontalAlignment.center) or verticalCenter (VerticalAlignment.center)",
                    path: "/body/modifiers/0/alignmentGuide/center"))
        #expect(modifierError(#"[{"alignmentGuide": {"leading": "d.depth"}}]"#)?.path == "/body/modifiers/0/alignmentGuide/leading")
        #expect(modifierError(#"[{"alignmentGuide": {"middle": 1}}]"#)?.code == "unknown_value")
        #expect(modifierError(#"[{"alignmentGuide": {}}]"#)?.path == "/body/modifiers/0/alignmentGuide")
    }
}
