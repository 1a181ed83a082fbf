extension BenchmarkScenes {
    /// The card of ``card`` with Chinese text (Noto Sans CJK through font fallback, UAX #14
    /// breaks between ideographs): about 40 glyphs, most of them CJK.
    static let cjkCard = card(name: "艾达·洛芙莱斯", role: "分析师", line: "她为一台机器写下了第一个程序，开创了编程的历史。", count: "1,843 次")
}
