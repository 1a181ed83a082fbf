import Views

extension ViewNode {
    /// `a == b`, absent optionals matched by a pattern and the cheapest fields first: the
    /// derived `==` copies each optional field (and a grid cell twice) to compare it.
    static func same(_ a: ViewNode, _ b: ViewNode) -> Bool {
        guard a.id == b.id, sameDrawing(a, b) else { return false }
        return sameBesidesDrawing(a, b) && a.source == b.source
    }

    /// `==` of the z-indices, contents and modifiers of `a` and `b`.
    static func sameDrawing(_ a: ViewNode, _ b: ViewNode) -> Bool {
        guard a.zIndex == b.zIndex, a.modifiers.count == b.modifiers.count, sameContent(a.content, b.content) else { return false }
        return a.modifiers.withUnsafeBufferPointer { ma in
            b.modifiers.withUnsafeBufferPointer { mb in
                // One buffer is equal to itself, as `Array`'s `==` has it (even with a NaN in it).
                if ma.baseAddress == mb.baseAddress { return true }
                for index in ma.indices where !sameModifier(ma.baseAddress! + index, mb.baseAddress! + index) { return false }
                return true
            }
        }
    }

    /// `a == b`, a shape's or a colour's fields compared one by one, absent optionals matched by
    /// a pattern: the derived `==` copied each optional field of a shape to compare it.
    static func sameContent(_ a: ViewContent, _ b: ViewContent) -> Bool {
        switch a {
        case .shape(let x):
            guard case .shape(let y) = b else { return false }
            return sameShape(x, y)
        case .color(let x):
            guard case .color(let y) = b else { return false }
            return x == y
        default:
            return a == b
        }
    }

    /// `a == b` of two shape views (`sameContent`).
    private static func sameShape(_ a: ShapeView, _ b: ShapeView) -> Bool {
        a.shape == b.shape && sameOptional(a.fill, b.fill) && sameOptional(a.stroke, b.stroke) && sameOptional(a.trim, b.trim)
            && sameOptional(a.gradient, b.gradient) && sameOptional(a.strokedPath, b.strokedPath)
    }

    /// `==` of every field of `a` and `b` but the id, the source and what `sameDrawing` compares.
    static func sameBesidesDrawing(_ a: ViewNode, _ b: ViewNode) -> Bool {
        sameOptional(a.transition, b.transition) && sameOptional(a.gridCell, b.gridCell)
            && sameOptional(a.matchedGeometry, b.matchedGeometry) && a.alignmentGuides == b.alignmentGuides
            && a.rightToLeft == b.rightToLeft
    }

    /// `a == b` of two optionals, two absent ones matched by a pattern: the derived `==` copies
    /// each optional to compare it, and most of these fields are absent.
    @inline(__always)
    private static func sameOptional<T: Equatable>(_ a: T?, _ b: T?) -> Bool {
        if case .none = a, case .none = b { return true }
        return a == b
    }

    /// `a.pointee == b.pointee`, the modifiers read where they are: the kinds holding numbers
    /// alone are compared number by number (passed to `==`, each modifier was copied).
    static func sameModifier(_ a: UnsafePointer<ViewModifier>, _ b: UnsafePointer<ViewModifier>) -> Bool {
        switch a.pointee {
        case .opacity(let x):
            guard case .opacity(let y) = b.pointee else { return false }
            return x == y
        case .offset(let x, let y):
            guard case .offset(let otherX, let otherY) = b.pointee else { return false }
            return x == otherX && y == otherY
        case .scaleEffect(let x, let y, let anchor):
            guard case .scaleEffect(let otherX, let otherY, let otherAnchor) = b.pointee else { return false }
            return x == otherX && y == otherY && anchor == otherAnchor
        case .rotationEffect(let angle, let anchor):
            guard case .rotationEffect(let otherAngle, let otherAnchor) = b.pointee else { return false }
            return angle == otherAngle && anchor == otherAnchor
        case .blur(let radius, let opaque):
            guard case .blur(let otherRadius, let otherOpaque) = b.pointee else { return false }
            return radius == otherRadius && opaque == otherOpaque
        default:
            return a.pointee == b.pointee
        }
    }
}
