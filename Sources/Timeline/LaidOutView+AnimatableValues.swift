import Geometry
import Layout
import Motion
import Views

extension LaidOutView {
    /// Calls `visit` with every animatable number of this view — not of its children or
    /// decorations — in a fixed order, with the chain position whose transaction animates it:
    /// `k` in `0...n` for `frames[k]` (0 is the content), `n + 1 + i` for `modifiers[i]`.
    /// Colours are visited as linear-light components, so that they interpolate as SwiftUI's do.
    public mutating func visitAnimatableValues(_ visit: (inout Double, Int) -> Void) {
        let n = node.modifiers.count
        let paint = 2 * n + 1
        for k in frames.indices {
            visit(&frames[k].origin.x, k)
            visit(&frames[k].origin.y, k)
            visit(&frames[k].size.width, k)
            visit(&frames[k].size.height, k)
        }
        for i in 0..<n {
            let position = n + 1 + i
            node.modifiers[i].visitAnimatableValues { visit(&$0, position) }
        }
        node.content.visitAnimatableValues(paint: paint, visit)
    }

    static func visit(_ color: inout Color, _ position: Int, _ visit: (inout Double, Int) -> Void) {
        var linear = LinearColor(color)
        visit(&linear.red, position)
        visit(&linear.green, position)
        visit(&linear.blue, position)
        visit(&linear.opacity, position)
        color = linear.color
    }

    /// The animatable numbers and their chain positions, in visiting order.
    public func animatableValues() -> (values: [Double], positions: [Int]) {
        var copy = self
        var values: [Double] = []
        var positions: [Int] = []
        copy.visitAnimatableValues { value, position in
            values.append(value)
            positions.append(position)
        }
        return (values, positions)
    }

    /// What must stay the same for two versions of a view to interpolate: the number of
    /// frames, the kind of every modifier and of the content, which paints a shape has.
    public var animationSignature: [UInt8] {
        var signature: [UInt8] = [UInt8(truncatingIfNeeded: frames.count)]
        for modifier in node.modifiers {
            let code: UInt8 =
                switch modifier {
                case .padding: 1
                case .fixedFrame: 2
                case .flexibleFrame: 3
                case .offset: 4
                case .position: 5
                case .fixedSize: 6
                case .layoutPriority: 7
                case .background: 8
                case .overlay: 9
                case .clip(.roundedRectangle): 10
                case .clip: 11
                case .opacity: 12
                case .scaleEffect: 13
                case .rotationEffect: 14
                case .rotation3DEffect: 15
                case .aspectRatio: 16
                case .shadow: 17
                case .blur(_, let opaque): opaque ? 19 : 18
                case .mask: 20
                }
            signature.append(code)
        }
        switch node.content {
        case .vStack: signature.append(101)
        case .hStack: signature.append(102)
        case .zStack: signature.append(103)
        case .spacer: signature.append(104)
        case .divider: signature.append(105)
        case .text(let text):
            signature.append(106)
            if let gradient = text.gradient { Self.appendSignature(of: gradient, to: &signature) }
            // Which runs have a colour of their own: their colours are visited.
            if !text.runs.isEmpty {
                signature.append(200)
                signature.append(contentsOf: text.runs.map { $0.color == nil ? 0 : 1 })
            }
        case .color: signature.append(107)
        case .empty: signature.append(108)
        case .image(let image): signature.append(contentsOf: [109, image.tint == nil ? 0 : 1])
        case .grid: signature.append(110)
        case .gridRow: signature.append(111)
        case .lazyGrid: signature.append(112)
        case .geometryReader: signature.append(113)
        case .viewThatFits: signature.append(114)
        case .scrollView: signature.append(115)
        case .waterfall: signature.append(116)
        case .shape(let shape):
            let kind: UInt8 =
                switch shape.shape {
                case .rectangle: 0
                case .roundedRectangle: 1
                case .circle: 2
                case .ellipse: 3
                case .capsule: 4
                case .path: 5
                case .custom: 6
                case .symbol: 7
                }
            signature.append(110 + kind)
            if case .custom(let custom) = shape.shape {
                // Instances of different shapes never interpolate.
                signature.append(contentsOf: custom.name.utf8)
                signature.append(UInt8(truncatingIfNeeded: custom.parameters.count))
            }
            if case .symbol(let symbol) = shape.shape {
                // Two symbols never interpolate: the outline jumps (a heart that fills).
                signature.append(contentsOf: symbol.glyph.name.utf8)
            }
            signature.append(
                (shape.fill == nil ? 0 : 1) | (shape.stroke == nil ? 0 : 2) | (shape.stroke?.isInset == true ? 4 : 0) | (shape.trim == nil ? 0 : 8)
                    | (shape.strokedPath == nil ? 0 : 16))
            if let gradient = shape.gradient { Self.appendSignature(of: gradient, to: &signature) }
            if let gradient = shape.stroke?.gradient {
                signature.append(2)
                Self.appendSignature(of: gradient, to: &signature)
            }
        }
        return signature
    }
}
