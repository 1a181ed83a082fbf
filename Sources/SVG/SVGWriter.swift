import DisplayList
import Geometry

/// Writes a display list as a static SVG 1.1 document.
///
/// Output is deterministic: the same list gives the same bytes. Nothing in it refers outside the
/// document; the only references are `url(#…)` to clip paths it defines, named with `idPrefix`
/// so that several SVGs can be inlined in one page. Every element is written by
/// `SVGElementWriter`, which the keyframe writer shares.
public struct SVGWriter: Sendable {
    public var precision: Int
    public var idPrefix: String
    /// Where the path data of texts written before is kept; nil writes every text's numbers.
    public var textPaths: TextPathCache?
    /// The bound on the bytes written; nil: none. Past it `write` returns no bytes and the
    /// budget says it was passed.
    public var budget: OutputBudget?

    public init(precision: Int = 2, idPrefix: String = "z", textPaths: TextPathCache? = nil, budget: OutputBudget? = nil) {
        self.precision = precision
        self.idPrefix = idPrefix
        self.textPaths = textPaths
        self.budget = budget
    }

    public func write(_ list: DisplayList) -> [UInt8] {
        let writer = SVGElementWriter(precision: precision, idPrefix: idPrefix, budget: budget)
        writer.textPaths = textPaths
        writer.startDocument(size: list.size)
        writer.background(list.background)
        for item in list.items { writer.write(item) }
        return writer.finish()
    }
}
