import Geometry
import Layout
import Motion
import Timeline
import Views

/// Whether writing sampled numbers into a laid-out view (as `ViewSampler.writeNumbers` writes
/// them) gives a view whose own fields equal another's, found without writing the view: each
/// number is compared with the other view's where it would be written.
///
/// The numbers go in `LaidOutView.visitAnimatableValues` order. Frames, the modifiers
/// `RestingView` reads and a shape filled with a colour (or a colour, or a content without
/// numbers) are compared in place, in that order; any other modifier or content is written on
/// its own by its visitor (`ViewModifier.visitAnimatableValues`,
/// `ViewContent.visitAnimatableValues(paint:_:)`, which `LaidOutView.visitAnimatableValues`
/// calls) and compared whole. A colour is written as the visitor writes it: its linear-light
/// components replaced, then `LinearColor.color`.
enum WrittenView {
    /// Whether `box`'s view with `values` written into it (numbers past their end stay as they
    /// are) has the own fields of `other` (`==` of all but the children and the decorations).
    /// A `false` may also mean a number that is not equal to itself (a NaN), which `==` on arrays
    /// can still find equal in one shared buffer: the caller then compares the written view
    /// itself. The box's view is read in the box (passed on as an argument, it would be copied
    /// whole).
    static func writes(_ values: UnsafeBufferPointer<Double>, into box: ViewSampler.Presented, like other: UnsafePointer<LaidOutView>) -> Bool {
        guard box.view.frames.count == other.pointee.frames.count, box.view.node.id == other.pointee.node.id,
            box.view.node.zIndex == other.pointee.node.zIndex,
            box.view.node.modifiers.count == other.pointee.node.modifiers.count
        else { return false }
        var cursor = Cursor(values: values)
        let sameFrames = box.view.frames.withUnsafeBufferPointer { frames in
            other.pointee.frames.withUnsafeBufferPointer { others in
                for k in frames.indices {
                    guard cursor.writes(frames[k].origin.x, as: others[k].origin.x), cursor.writes(frames[k].origin.y, as: others[k].origin.y),
                        cursor.writes(frames[k].size.width, as: others[k].size.width),
                        cursor.writes(frames[k].size.height, as: others[k].size.height)
                    else { return false }
                }
                return true
            }
        }
        guard sameFrames else { return false }
        let sameModifiers = box.view.node.modifiers.withUnsafeBufferPointer { modifiers in
            other.pointee.node.modifiers.withUnsafeBufferPointer { others in
                for index in modifiers.indices where !cursor.writes(modifiers.baseAddress! + index, as: others.baseAddress! + index) {
                    return false
                }
                return true
            }
        }
        guard sameModifiers, cursor.writes(box.view.node.content, as: other.pointee.node.content, paint: 2 * box.view.node.modifiers.count + 1)
        else { return false }
        return sameNodeRest(box, other) && sameExtras(box, other)
    }

    /// `ViewNode.sameBesidesDrawing` of the two nodes (the same fields, in step with it) and
    /// their sources, read in place: passed on as an argument, the box's node was copied.
    private static func sameNodeRest(_ box: ViewSampler.Presented, _ other: UnsafePointer<LaidOutView>) -> Bool {
        if case .none = box.view.node.transition, case .none = other.pointee.node.transition {
        } else if box.view.node.transition != other.pointee.node.transition {
            return false
        }
        if case .none = box.view.node.gridCell, case .none = other.pointee.node.gridCell {
        } else if box.view.node.gridCell != other.pointee.node.gridCell {
            return false
        }
        if case .none = box.view.node.matchedGeometry, case .none = other.pointee.node.matchedGeometry {
        } else if box.view.node.matchedGeometry != other.pointee.node.matchedGeometry {
            return false
        }
        return box.view.node.alignmentGuides == other.pointee.node.alignmentGuides
            && box.view.node.rightToLeft == other.pointee.node.rightToLeft && box.view.node.source == other.pointee.node.source
    }

    /// `==` of the divider axes, texts and fits of `box`'s view and `other`: the fields that
    /// neither their nodes, frames, children nor decorations hold. Absent texts and fits are
    /// matched by a pattern (`==` on the optionals copies both).
    static func sameExtras(_ box: ViewSampler.Presented, _ other: UnsafePointer<LaidOutView>) -> Bool {
        guard box.view.dividerAxis == other.pointee.dividerAxis else { return false }
        if case .none = box.view.text, case .none = other.pointee.text {
        } else if box.view.text != other.pointee.text {
            return false
        }
        if case .none = box.view.fit, case .none = other.pointee.fit { return true }
        return box.view.fit == other.pointee.fit
    }

    /// Walks the written numbers in visiting order.
    private struct Cursor {
        let values: UnsafeBufferPointer<Double>
        var next = 0

        /// The number written at the next position, where the view holds `own`.
        mutating func written(_ own: Double) -> Double {
            defer { next += 1 }
            return next < values.count ? values[next] : own
        }

        /// Whether the number written at the next position, where the view holds `own`, equals
        /// `other`.
        mutating func writes(_ own: Double, as other: Double) -> Bool {
            written(own) == other
        }

        /// Whether `modifier` written equals `other`.
        mutating func writes(_ modifier: UnsafePointer<ViewModifier>, as other: UnsafePointer<ViewModifier>) -> Bool {
            switch modifier.pointee {
            case .opacity(let a):
                guard case .opacity(let b) = other.pointee else { return false }
                return writes(a, as: b)
            case .offset(let x, let y):
                guard case .offset(let otherX, let otherY) = other.pointee else { return false }
                return writes(x, as: otherX) && writes(y, as: otherY)
            case .scaleEffect(let x, let y, let anchor):
                guard case .scaleEffect(let otherX, let otherY, let otherAnchor) = other.pointee else { return false }
                return writes(x, as: otherX) && writes(y, as: otherY) && writes(anchor.x, as: otherAnchor.x) && writes(anchor.y, as: otherAnchor.y)
            case .rotationEffect(let angle, let anchor):
                guard case .rotationEffect(let otherAngle, let otherAnchor) = other.pointee else { return false }
                return writes(angle.radians, as: otherAngle.radians) && writes(anchor.x, as: otherAnchor.x)
                    && writes(anchor.y, as: otherAnchor.y)
            case .rotation3DEffect(let angle, let axis, let anchor):
                guard case .rotation3DEffect(let otherAngle, let otherAxis, let otherAnchor) = other.pointee, axis == otherAxis else { return false }
                return writes(angle.radians, as: otherAngle.radians) && writes(anchor.x, as: otherAnchor.x)
                    && writes(anchor.y, as: otherAnchor.y)
            case .clip(.roundedRectangle(let radius)):
                guard case .clip(.roundedRectangle(let otherRadius)) = other.pointee else { return false }
                return writes(radius, as: otherRadius)
            case .blur(let radius, let opaque):
                guard case .blur(let otherRadius, let otherOpaque) = other.pointee, opaque == otherOpaque else { return false }
                return writes(radius, as: otherRadius)
            case .padding, .fixedFrame, .flexibleFrame, .position, .fixedSize, .layoutPriority, .background, .overlay, .mask, .clip,
                .aspectRatio:
                // No numbers.
                return modifier.pointee == other.pointee
            case .shadow:
                var written = modifier.pointee
                written.visitAnimatableValues { $0 = self.written($0) }
                return written == other.pointee
            }
        }

        /// Whether `content` written (its colour at chain position `paint`) equals `other`.
        mutating func writes(_ content: ViewContent, as other: ViewContent, paint: Int) -> Bool {
            switch content {
            case .shape(let shape):
                // A shape filled with a colour, nothing else animatable but a rounded rectangle's
                // radius: compared field by field (the fill written, the rest as it is).
                guard case .shape(let otherShape) = other else { return false }
                if case .some = shape.stroke { break }
                if case .some = shape.gradient { break }
                if case .some = shape.trim { break }
                if case .some = shape.strokedPath { break }
                if case .custom = shape.shape { break }
                if case .some = otherShape.stroke { return false }
                if case .some = otherShape.gradient { return false }
                if case .some = otherShape.trim { return false }
                if case .some = otherShape.strokedPath { return false }
                if case .roundedRectangle(let radius) = shape.shape {
                    guard case .roundedRectangle(let otherRadius) = otherShape.shape, writes(radius, as: otherRadius) else { return false }
                } else if shape.shape != otherShape.shape {
                    return false
                }
                guard let fill = shape.fill else { return otherShape.fill == nil }
                guard let otherFill = otherShape.fill else { return false }
                return written(fill) == otherFill
            case .color(let color):
                guard case .color(let otherColor) = other else { return false }
                return written(color) == otherColor
            case .divider(let color):
                guard case .divider(let otherColor) = other else { return false }
                return written(color) == otherColor
            case .image(let image):
                guard case .none = image.tint else { break }
                return content == other
            case .vStack, .hStack, .zStack, .grid, .gridRow, .lazyGrid, .geometryReader, .viewThatFits, .scrollView, .waterfall, .spacer,
                .empty:
                // No numbers.
                return content == other
            case .text:
                break
            }
            var written = content
            written.visitAnimatableValues(paint: paint) { value, _ in value = self.written(value) }
            return written == other
        }

        /// `color` written as `LaidOutView.visit(_:_:_:)` writes it.
        mutating func written(_ color: Color) -> Color {
            let linear: LinearColor
            if next + 4 <= values.count {
                // All four components are written: the colour's own linear form is not read.
                linear = LinearColor(red: values[next], green: values[next + 1], blue: values[next + 2], opacity: values[next + 3])
                next += 4
            } else {
                let own = LinearColor(color)
                linear = LinearColor(red: written(own.red), green: written(own.green), blue: written(own.blue), opacity: written(own.opacity))
            }
            return linear.color
        }
    }
}
