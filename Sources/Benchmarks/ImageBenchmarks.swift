import Foundation
import Zoetrope

/// 20 rows, each with an avatar image (a small PNG, scaled to fit and clipped to a circle), a
/// template icon whose tint animates, and two symbols (one heavier when `on`): snapshot and
/// keyframe (CSS, SMIL) renders. The PNG is embedded once per document.
enum ImageScenes {
    /// An 8×8 PNG, two halves.
    static let png =
        "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAFklEQVR4nGP8z4AAjAwIHhMDDjA4JQCGUgIPOvf3dAAAAABJRU5ErkJggg=="

    static let twentyImageRows: String = {
        let row = #"""
            {"type": "HStack", "spacing": 6, "children": [
              {"type": "Image", "name": "avatar", "modifiers": [{"resizable": true}, {"scaledToFill": true},
                {"frame": {"width": 28, "height": 28}}, {"clipShape": "Circle"}]},
              {"type": "Image", "name": "avatar", "modifiers": [{"resizable": true}, {"interpolation": "none"},
                {"renderingMode": "template"}, {"frame": {"width": 16, "height": 16}}, {"foregroundColor": "on ? orange : gray"}]},
              {"type": "Text", "text": "Image row"},
              {"type": "Spacer"},
              {"type": "Image", "systemName": "heart.fill", "modifiers": [{"foregroundColor": "on ? red : gray"}]},
              {"type": "Image", "systemName": "star", "modifiers": [{"fontWeight": "bold"}, {"imageScale": "large"}]}],
             "modifiers": [{"padding": 4}, {"background": "white"}]}
            """#
        let rows = Array(repeating: row, count: 20).joined(separator: ",")
        return #"""
            {"canvas": {"width": 320, "height": 760, "background": "#eeeeee"}, "state": {"on": false},
             "assets": {"avatar": "\#(png)"},
             "body": {"type": "VStack", "spacing": 4, "children": [\#(rows)], "modifiers": [{"padding": 8}]},
             "timeline": [{"at": 0.1, "set": {"on": true}, "withAnimation": {"easeInOut": {"duration": 0.6}}}]}
            """#
    }()
}

func runImageBenchmarks() {
    benchSnapshotAndKeyframes(of: ImageScenes.twentyImageRows, scene: "20 image rows", group: "image")
}
