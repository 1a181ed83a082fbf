import Zoetrope

/// The standard scenes of `make bench`: a card (~30 nodes, ~60 glyphs), 20 cards (~140 views),
/// and a 1,000-node grid.
enum BenchmarkScenes {
    /// One card: ~30 nodes, about 60 glyphs of text.
    static let card = card(name: "Ada Lovelace", role: "Analyst", line: "Wrote the first program for a machine.", count: "1,843")

    /// The card scene with its four texts.
    static func card(name: String, role: String, line: String, count: String) -> String {
        ##"""
        {"canvas": {"width": 360, "height": 200, "background": "#f2f2f7"},
         "body": {"type": "VStack", "alignment": "leading", "spacing": 8, "children": [
           {"type": "HStack", "spacing": 12, "children": [
             {"type": "Circle", "modifiers": [{"fill": "indigo"}, {"frame": {"width": 44, "height": 44}}]},
             {"type": "VStack", "alignment": "leading", "spacing": 2, "children": [
               {"type": "Text", "text": "\##(name)", "modifiers": [{"font": "headline"}]},
               {"type": "Text", "text": "\##(role)", "modifiers": [{"font": "caption"}, {"foregroundColor": "secondary"}]}]},
             {"type": "Spacer"},
             {"type": "Capsule", "modifiers": [{"fill": "blue"}, {"frame": {"width": 60, "height": 24}}]}]},
           {"type": "Text", "text": "\##(line)", "modifiers": [{"font": "subheadline"}]},
           {"type": "Divider"},
           {"type": "HStack", "children": [
             {"type": "Rectangle", "modifiers": [{"fill": "red"}, {"frame": {"width": 8, "height": 8}}]},
             {"type": "Rectangle", "modifiers": [{"fill": "orange"}, {"frame": {"width": 8, "height": 8}}]},
             {"type": "Rectangle", "modifiers": [{"fill": "green"}, {"frame": {"width": 8, "height": 8}}]},
             {"type": "Spacer"},
             {"type": "Text", "text": "\##(count)", "modifiers": [{"font": "caption"}, {"bold": true}]}]}],
           "modifiers": [{"padding": 16}, {"background": "white"}, {"cornerRadius": 12}]}}
        """##
    }

    /// Twenty small cards in a column: ~140 views.
    static let twentyCards: String = {
        let card = #"""
            {"type": "HStack", "children": [
              {"type": "Circle", "modifiers": [{"fill": "teal"}, {"frame": {"width": 16, "height": 16}}]},
              {"type": "Text", "text": "Row title", "modifiers": [{"font": "caption"}]},
              {"type": "Spacer"},
              {"type": "Text", "text": "42", "modifiers": [{"font": "caption2"}]}],
             "modifiers": [{"padding": 4}, {"background": "white"}, {"cornerRadius": 4}]}
            """#
        let cards = Array(repeating: card, count: 20).joined(separator: ",")
        return ##"{"canvas": {"width": 320, "height": 640, "background": "#eeeeee"}, "body": {"type": "VStack", "spacing": 4, "children": [\##(cards)]}}"##
    }()

    /// 40 rows of 24 squares: 1,000 nodes (960 squares, 40 rows).
    static let grid: String = {
        let square = #"{"type": "Rectangle", "modifiers": [{"fill": "blue"}, {"frame": {"width": 8, "height": 8}}]}"#
        let row = #"{"type": "HStack", "spacing": 2, "children": [\#(Array(repeating: square, count: 24).joined(separator: ","))]}"#
        return #"{"canvas": {"width": 260, "height": 420}, "body": {"type": "VStack", "spacing": 2, "children": [\#(Array(repeating: row, count: 40).joined(separator: ","))]}}"#
    }()
}

func runRenderBenchmarks() {
    let renderer: Renderer
    do {
        renderer = try Renderer()
    } catch {
        print("render benchmarks skipped: \(error)")
        return
    }
    let scenes: [(String, String)] = [
        ("card (~30 nodes, ~60 glyphs)", BenchmarkScenes.card),
        ("CJK card (~30 nodes, ~40 glyphs)", BenchmarkScenes.cjkCard),
        ("20 cards (~140 views)", BenchmarkScenes.twentyCards),
        ("grid (1,000 nodes)", BenchmarkScenes.grid),
    ]
    for (name, json) in scenes {
        let bytes = Array(json.utf8)
        for text in TextRendering.allCases {
            let options = RenderOptions(mode: .snapshot, text: text)
            do {
                let output = try renderer.render(bytes, options: options)
                bench("render snapshot \(name), text=\(text.rawValue)", unit: "doc", seconds: 1.5) {
                    blackHole(try? renderer.render(bytes, options: options))
                }
                print("    \(output.bytes.count) bytes")
            } catch {
                print("render \(name): \(error)")
            }
        }
    }
}
