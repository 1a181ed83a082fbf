import Foundation
import Zoetrope

/// 20 cards, each with a shadow that grows and drops when `on` turns true at 0.1 s and a
/// blurred badge: snapshot and keyframe (CSS, SMIL) renders.
enum FilterScenes {
    static let twentyShadowedCards: String = {
        let card = #"""
            {"type": "HStack", "spacing": 6, "children": [
              {"type": "Circle", "modifiers": [{"fill": "orange"}, {"frame": {"width": 20, "height": 20}}, {"blur": "on ? 0 : 2"}]},
              {"type": "Text", "text": "Shadowed card"},
              {"type": "Spacer"}],
             "modifiers": [{"padding": 4}, {"background": "white"}, {"cornerRadius": 6},
               {"shadow": {"color": "black.opacity(0.25)", "radius": "on ? 12 : 3", "x": 0, "y": "on ? 6 : 1"}}]}
            """#
        let cards = Array(repeating: card, count: 20).joined(separator: ",")
        return #"""
            {"canvas": {"width": 320, "height": 760, "background": "#eeeeee"}, "state": {"on": false},
             "body": {"type": "VStack", "spacing": 8, "children": [\#(cards)], "modifiers": [{"padding": 8}]},
             "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": {"easeInOut": {"duration": 0.6}}}]}
            """#
    }()
}

func runFilterBenchmarks() {
    benchSnapshotAndKeyframes(of: FilterScenes.twentyShadowedCards, scene: "20 shadowed cards", group: "filter")
}
