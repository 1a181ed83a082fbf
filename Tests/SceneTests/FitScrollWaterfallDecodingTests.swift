import Geometry
import Scene
import Testing
import Views

/// ViewThatFits, ScrollView and WaterfallLayout: what decodes, and the errors (each naming the
/// JSON path) for what does not.
@Suite struct FitScrollWaterfallDecodingTests {
    private func error(_ body: String, limits: SceneLimits = .default) -> Diagnostic? {
        sceneError(sceneJSON(body: body), limits: limits)?.primary
    }

    @Test func theThreeViewsDecode() throws {
        let fits = try decodeScene(sceneJSON(body: #"{"type": "ViewThatFits", "in": "horizontal", "children": [{"type": "Text", "text": "a"}]}"#))
        #expect(fits.body.kind == .viewThatFits(axes: FitAxes(horizontal: true, vertical: false), children: fits.body.kind.childrenForTest))
        let both = try decodeScene(sceneJSON(body: #"{"type": "ViewThatFits", "in": ["vertical", "horizontal"]}"#))
        #expect(both.body.kind == .viewThatFits(axes: .both, children: []))
        let scroll = try decodeScene(sceneJSON(body: #"""
            {"type": "ScrollView", "axes": "horizontal", "showsIndicators": false, "defaultScrollAnchor": "trailing",
             "scrollPosition": 12, "content": {"type": "EmptyView"}}
            """#))
        guard case .scrollView(let properties, let content) = scroll.body.kind else {
            Issue.record("not a ScrollView: \(scroll.body.kind)")
            return
        }
        #expect(properties.horizontal && !properties.vertical && !properties.showsIndicators)
        #expect(properties.anchor == .constant(UnitPoint(x: 1, y: 0.5)))
        #expect(properties.position == .constant(12))
        #expect(content.typeName == "EmptyView")
        let waterfall = try decodeScene(sceneJSON(body: #"{"type": "WaterfallLayout", "columns": 3, "spacing": 10}"#))
        #expect(waterfall.body.kind == .waterfall(columns: 3, spacing: .constant(10), children: []))
        let defaults = try decodeScene(sceneJSON(body: #"{"type": "WaterfallLayout"}"#))
        #expect(defaults.body.kind == .waterfall(columns: 2, spacing: nil, children: []))
    }

    @Test func badValuesNameTheirPath() {
        #expect(
            error(#"{"type": "ViewThatFits", "in": "diagonal"}"#)
                == Diagnostic(code: "unknown_value", message: "unknown axis 'diagonal'", path: "/body/in"))
        #expect(
            error(#"{"type": "ViewThatFits", "in": []}"#)
                == Diagnostic(
                    code: "type_mismatch", message: "ViewThatFits.in must be 'horizontal', 'vertical' or an array of them, got an array",
                    path: "/body/in"))
        #expect(
            error(#"{"type": "ScrollView"}"#)
                == Diagnostic(code: "missing_key", message: "ScrollView is missing 'content'", path: "/body"))
        #expect(
            error(#"{"type": "ScrollView", "axes": ["vertical", "sideways"], "content": {"type": "EmptyView"}}"#)
                == Diagnostic(code: "unknown_value", message: "unknown axis 'sideways'", path: "/body/axes"))
        #expect(
            error(#"{"type": "ScrollView", "showsIndicators": "no", "content": {"type": "EmptyView"}}"#)
                == Diagnostic(
                    code: "type_mismatch", message: "ScrollView.showsIndicators must be true or false, got 'no'",
                    path: "/body/showsIndicators"))
        #expect(
            error(#"{"type": "ScrollView", "defaultScrollAnchor": "middle", "content": {"type": "EmptyView"}}"#)
                == Diagnostic(code: "unknown_value", message: "unknown anchor 'middle'", path: "/body/defaultScrollAnchor"))
        #expect(
            error(#"{"type": "ScrollView", "scrollPosition": "nope + 1", "content": {"type": "EmptyView"}}"#)?.path
                == "/body/scrollPosition")
        #expect(
            error(#"{"type": "ScrollView", "content": {"type": "EmptyView"}, "indicators": true}"#)
                == Diagnostic(code: "unknown_key", message: "unknown key 'indicators' in ScrollView", path: "/body/indicators"))
        #expect(
            error(#"{"type": "WaterfallLayout", "columns": 0}"#)
                == Diagnostic(
                    code: "invalid_value", message: "WaterfallLayout.columns must be a whole number of at least 1, got 0",
                    path: "/body/columns"))
        #expect(
            error(#"{"type": "WaterfallLayout", "columns": 2.5}"#)?.message
                == "WaterfallLayout.columns must be a whole number of at least 1, got 2.5")
        #expect(
            error(#"{"type": "WaterfallLayout", "columns": 5000}"#)
                == Diagnostic(
                    code: "limit_exceeded", message: "WaterfallLayout.columns is 5000, more than the limit of 1000",
                    path: "/body/columns"))
        var two = SceneLimits.default
        two.maxGridColumns = 2
        #expect(error(#"{"type": "WaterfallLayout", "columns": 3}"#, limits: two)?.code == "limit_exceeded")
        #expect(
            error(#"{"type": "WaterfallLayout", "spacing": -1}"#)
                == Diagnostic(code: "invalid_value", message: "WaterfallLayout.spacing must not be negative, got -1", path: "/body/spacing"))
    }
}

extension SceneView.Kind {
    /// The children of a ViewThatFits, for comparing the decoded kind whole.
    fileprivate var childrenForTest: [SceneView] {
        if case .viewThatFits(_, let children) = self { return children }
        return []
    }
}
