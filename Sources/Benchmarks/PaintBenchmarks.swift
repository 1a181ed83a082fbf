import Foundation
import Zoetrope

/// 20 cards, each with a linear gradient background, a radial gradient badge, an angular
/// gradient ring and a clipped avatar, whose gradient points and colours animate when `on`
/// turns true at 0.1 s: snapshot and keyframe (CSS, SMIL) renders.
enum PaintScenes {
    static let twentyGradientCards: String = {
        let card = #"""
            {"type": "HStack", "spacing": 6, "children": [
              {"type": "Circle", "modifiers": [{"fill": {"angularGradient": {"colors": ["red", "orange", "yellow", "green", "blue", "purple", "red"]}}},
                {"frame": {"width": 20, "height": 20}}]},
              {"type": "Rectangle", "modifiers": [{"fill": {"radialGradient": {"colors": ["white", "on ? teal : indigo"], "endRadius": 10}}},
                {"frame": {"width": 20, "height": 20}}, {"clipShape": "Circle"}]},
              {"type": "Spacer"},
              {"type": "Capsule", "modifiers": [{"fill": {"ellipticalGradient": {"colors": ["yellow", "orange"]}}}, {"frame": {"width": 40, "height": 14}}]}],
             "modifiers": [{"padding": 4},
               {"background": {"linearGradient": {"colors": ["on ? pink : mint", "white"], "startPoint": {"x": "on ? 1 : 0", "y": 0}, "endPoint": "bottomTrailing"}}},
               {"cornerRadius": 6}]}
            """#
        let cards = Array(repeating: card, count: 20).joined(separator: ",")
        return #"""
            {"canvas": {"width": 320, "height": 640, "background": "#eeeeee"}, "state": {"on": false},
             "body": {"type": "VStack", "spacing": 4, "children": [\#(cards)]},
             "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": {"easeInOut": {"duration": 0.6}}}]}
            """#
    }()
}

func runPaintBenchmarks() {
    benchSnapshotAndKeyframes(of: PaintScenes.twentyGradientCards, scene: "20 gradient cards", group: "paint")
}
