import Geometry
import Views

extension LaidOutView {
    /// A readable listing for test failures: one line per view, indented by depth — its id, its
    /// content and content frame, then each modifier followed by the frame it produces — with
    /// backgrounds and overlays listed under the view as `background[i]` / `overlay[i]`. Numbers
    /// are rounded to two decimals, e.g. `/0/1 Text "Hi" (10, 20, 20, 20) padding (2, 12, 36, 36)`.
    public func layoutDump() -> String {
        var lines: [String] = []
        dump(into: &lines, indent: "", label: "")
        return lines.joined(separator: "\n")
    }

    private func dump(into lines: inout [String], indent: String, label: String) {
        var line = indent + label + node.id + " " + contentName + " " + Self.format(frames[0])
        for (index, modifier) in node.modifiers.enumerated() {
            line += " " + Self.name(of: modifier) + " " + Self.format(frames[index + 1])
        }
        lines.append(line)
        for index in decorations.keys.sorted() {
            let kind =
                switch node.modifiers[index] {
                case .overlay: "overlay"
                case .mask: "mask"
                default: "background"
                }
            decorations[index]!.dump(into: &lines, indent: indent + "  ", label: "\(kind)[\(index)] ")
        }
        for child in children {
            child.dump(into: &lines, indent: indent + "  ", label: "")
        }
    }

    private var contentName: String {
        switch node.content {
        case .vStack: "VStack"
        case .hStack: "HStack"
        case .zStack: "ZStack"
        case .spacer: "Spacer"
        case .divider: dividerAxis == .vertical ? "Divider|" : "Divider-"
        case .text(let text): "Text \"\(text.string)\""
        case .shape(let shape):
            if case .symbol(let symbol) = shape.shape { "Image systemName \"\(symbol.glyph.name)\"" } else { "\(shape.shape)" }
        case .color: "Color"
        case .image(let image): "Image \"\(image.asset.name)\""
        case .empty: "Empty"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .lazyGrid(let spec, _): spec.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .geometryReader: "GeometryReader"
        case .viewThatFits: "ViewThatFits"
        case .scrollView: "ScrollView"
        case .waterfall: "WaterfallLayout"
        }
    }

    private static func name(of modifier: ViewModifier) -> String {
        switch modifier {
        case .padding: "padding"
        case .fixedFrame: "frame"
        case .flexibleFrame: "flexFrame"
        case .offset: "offset"
        case .position: "position"
        case .fixedSize: "fixedSize"
        case .layoutPriority: "layoutPriority"
        case .background: "background"
        case .overlay: "overlay"
        case .mask: "mask"
        case .clip: "clip"
        case .opacity: "opacity"
        case .scaleEffect: "scale"
        case .rotationEffect: "rotation"
        case .rotation3DEffect: "rotation3D"
        case .shadow: "shadow"
        case .blur: "blur"
        case .aspectRatio: "aspectRatio"
        }
    }

    private static func format(_ rect: Rect) -> String {
        "(\(format(rect.minX)), \(format(rect.minY)), \(format(rect.width)), \(format(rect.height)))"
    }

    /// `value` rounded to two decimals, without a trailing ".0".
    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "\(value)" }
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return "\(rounded)"
    }
}
