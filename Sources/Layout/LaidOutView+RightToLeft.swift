import Geometry
import Views

extension LaidOutView {
    /// SwiftUI's right-to-left layout: "SwiftUI horizontally flips the x position of each view
    /// within its parent" (LayoutDirection's documentation). The tree is laid out left to right,
    /// then, top down, every level in a right-to-left layout (`ViewNode.rightToLeft`) mirrors
    /// what it placed: a modifier the frame inside it (padding, frame alignment, `position`),
    /// a background or overlay inside the frame it decorates, the content its children. What is
    /// drawn inside a frame (text, shapes) is moved, not mirrored, and an `offset`'s x changes
    /// sign, since x grows toward the trailing edge.
    mutating func mirrorRightToLeft() {
        let levels = node.rightToLeft
        if !levels.isEmpty {
            for k in stride(from: node.modifiers.count - 1, through: 0, by: -1) where levels[k + 1] {
                let dx = Self.mirroringShift(of: frames[k], in: frames[k + 1])
                if dx != 0 { translateInside(level: k, dx: dx) }
                switch node.modifiers[k] {
                case .offset(let x, let y):
                    node.modifiers[k] = .offset(x: -x, y: y)
                case .background, .overlay, .mask:
                    if let frame = decorations[k]?.frame {
                        let shift = Self.mirroringShift(of: frame, in: frames[k])
                        if shift != 0 { decorations[k]!.moveHorizontally(by: shift) }
                    }
                default:
                    break
                }
            }
            if levels[0] {
                let content = frames[0]
                for i in children.indices {
                    let dx = Self.mirroringShift(of: children[i].frame, in: content)
                    if dx != 0 { children[i].moveHorizontally(by: dx) }
                }
            }
        }
        for i in children.indices { children[i].mirrorRightToLeft() }
        for key in Array(decorations.keys) { decorations[key]!.mirrorRightToLeft() }
    }

    /// How far `inner` moves when mirrored within `outer`.
    static func mirroringShift(of inner: Rect, in outer: Rect) -> Double {
        (outer.minX + outer.maxX) - (inner.minX + inner.maxX)
    }

    /// Moves the content's frame and `frames[1...level]`, the children and the decorations of
    /// modifiers up to `level` by `dx`.
    private mutating func translateInside(level: Int, dx: Double) {
        for j in 0...level { frames[j] = frames[j].offsetBy(dx: dx, dy: 0) }
        for i in children.indices { children[i].moveHorizontally(by: dx) }
        for key in Array(decorations.keys) where key <= level { decorations[key]!.moveHorizontally(by: dx) }
    }

    /// Moves the view and everything in it by `dx`.
    private mutating func moveHorizontally(by dx: Double) {
        for k in frames.indices { frames[k] = frames[k].offsetBy(dx: dx, dy: 0) }
        for k in children.indices { children[k].moveHorizontally(by: dx) }
        for key in Array(decorations.keys) { decorations[key]!.moveHorizontally(by: dx) }
    }
}
