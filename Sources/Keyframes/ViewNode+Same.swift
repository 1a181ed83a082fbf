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
        guard a.shape == b.shape else { return false }
        if case .some(let x) = a.fill {
            guard case .some(let y) = b.fill, x == y else { return false }
        } else if case .some = b.fill {
            return false
        }
        if case .none = a.stroke, case .none = b.stroke {
        } else if a.stroke != b.stroke {
            return false
        }
        if case .none = a.trim, case .none = b.trim {
        } else if a.trim != b.trim {
            return false
        }
        if case .none = a.gradient, case .none = b.gradient {
        } else if a.gradient != b.gradient {
            return false
        }
        if case .none = a.strokedPath, case .none = b.strokedPath { return true }
        return a.strokedPath == b.strokedPath
    }

    /// `==` of every field of `a` and `b` but the id, the source and what `sameDrawing` compares.
    static func sameBesidesDrawing(_ a: ViewNode, _ b: ViewNode) -> Bool {
        if case .none = a.transition, case .none = b.transition {
        } else if a.transition != b.transition {
            return false
        }
        if case .none = a.gridCell, case .none = b.gridCell {
        } else if a.gridCell != b.gridCell {
            return false
        }
        if case .none = a.matchedGeometry, case .none = b.matchedGeometry {
        } else if a.matchedGeometry != b.matchedGeometry {
            return false
        }
        return a.alignmentGuides == b.alignmentGuides && a.rightToLeft == b.rightToLeft
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
