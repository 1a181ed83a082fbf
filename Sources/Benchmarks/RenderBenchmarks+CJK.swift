extension BenchmarkScenes {
    /// The card of ``card`` with Chinese text (Noto Sans CJK through font fallback, UAX #14
    /// breaks between ideographs): about 40 glyphs, most of them CJK.
    static let cjkCard = ##"""
        {"canvas": {"width": 360, "height": 200, "background": "#f2f2f7"},
         "body": {"type": "VStack", "alignment": "leading", "spacing": 8, "children": [
           {"type": "HStack", "spacing": 12, "children": [
             {"type": "Circle", "modifiers": [{"fill": "indigo"}, {"frame": {"width": 44, "height": 44}}]},
             {"type": "VStack", "alignment": "leading", "spacing": 2, "children": [
               {"type": "Text", "text": "艾达·洛芙莱斯", "modifiers": [{"font": "headline"}]},
               {"type": "Text", "text": "分析师", "modifiers": [{"font": "caption"}, {"foregroundColor": "secondary"}]}]},
             {"type": "Spacer"},
             {"type": "Capsule", "modifiers": [{"fill": "blue"}, {"frame": {"width": 60, "height": 24}}]}]},
           {"type": "Text", "text": "她为一台机器写下了第一个程序，开创了编程的历史。", "modifiers": [{"font": "subheadline"}]},
           {"type": "Divider"},
           {"type": "HStack", "children": [
             {"type": "Rectangle", "modifiers": [{"fill": "red"}, {"frame": {"width": 8, "height": 8}}]},
             {"type": "Rectangle", "modifiers": [{"fill": "orange"}, {"frame": {"width": 8, "height": 8}}]},
             {"type": "Rectangle", "modifiers": [{"fill": "green"}, {"frame": {"width": 8, "height": 8}}]},
             {"type": "Spacer"},
             {"type": "Text", "text": "1,843 次", "modifiers": [{"font": "caption"}, {"bold": true}]}]}],
           "modifiers": [{"padding": 16}, {"background": "white"}, {"cornerRadius": 12}]}}
        """##
}
