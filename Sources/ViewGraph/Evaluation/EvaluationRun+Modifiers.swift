import Geometry
import Scene
import Views

extension EvaluationRun {
    /// The evaluated modifier for `link`, or nil for the modifiers that leave the chain:
    /// environment modifiers (resolved into the content), `fill` and `stroke` (folded into the
    /// shape), and `animation`, `transaction` and `transactionMonitor` (read from the scene by
    /// the transaction walk). Absent (`null`) values take the modifier's default.
    ///
    /// The link and its environment are read through pointers into their arrays (a value read
    /// from an array and passed on is copied for the call), and passed on so to a decoration.
    mutating func viewModifier(
        for link: UnsafePointer<ChainLink>, nodePath: String, environment: UnsafePointer<ViewEnvironment>
    ) -> ViewModifier? {
        let context = link.pointee.context
        let scheme = environment.pointee.colorScheme
        switch link.pointee.modifier {
        case .padding(let insets):
            return .padding(insets.resolved(context))
        case .frame(.fixed(let width, let height, let alignment)):
            return .fixedFrame(
                width: width?.evaluate(context).map { max(0, $0) }, height: height?.evaluate(context).map { max(0, $0) },
                alignment: alignment.evaluate(context, default: .center))
        case .frame(.flexible(let frame)):
            func size(_ value: Dynamic<Extent>?) -> Double? { value?.evaluate(context).map { max(0, $0.value) } }
            return .flexibleFrame(
                FlexibleFrame(
                    minWidth: size(frame.minWidth), idealWidth: size(frame.idealWidth), maxWidth: size(frame.maxWidth),
                    minHeight: size(frame.minHeight), idealHeight: size(frame.idealHeight), maxHeight: size(frame.maxHeight),
                    alignment: frame.alignment.evaluate(context, default: .center)))
        case .offset(let x, let y):
            return .offset(x: x.evaluate(context, default: 0), y: y.evaluate(context, default: 0))
        case .position(let x, let y):
            return .position(x: x.evaluate(context, default: 0), y: y.evaluate(context, default: 0))
        case .fixedSize(let horizontal, let vertical):
            return .fixedSize(
                horizontal: horizontal.evaluate(context, default: false), vertical: vertical.evaluate(context, default: false))
        case .layoutPriority(let priority):
            return .layoutPriority(priority.evaluate(context, default: 0))
        case .flipsForRightToLeftLayoutDirection(let flips):
            // A mirror image about the view's centre, drawn like a scaleEffect(x: -1).
            guard environment.pointee.layoutDirection == .rightToLeft, flips.evaluate(context, default: false) else { return nil }
            return .scaleEffect(x: -1, y: 1, anchor: .center)
        case .background(let decoration):
            let view = decorationNode(
                decoration, path: Self.path(nodePath, tag: "bg", link.pointee.index), link: link, environment: environment)
            return .background(view, alignment: decoration.alignment.evaluate(context, default: .center))
        case .overlay(let decoration):
            let view = decorationNode(
                decoration, path: Self.path(nodePath, tag: "ov", link.pointee.index), link: link, environment: environment)
            return .overlay(view, alignment: decoration.alignment.evaluate(context, default: .center))
        case .mask(let decoration):
            let view = decorationNode(
                decoration, path: Self.path(nodePath, tag: "mk", link.pointee.index), link: link, environment: environment)
            return .mask(view, alignment: decoration.alignment.evaluate(context, default: .center))
        case .cornerRadius(let radius):
            return .clip(.roundedRectangle(cornerRadius: max(0, radius.evaluate(context, default: 0))))
        case .clipShape(let kind):
            // The shape a shape view of this kind would draw: every shape type clips alike.
            return .clip(shapeView(kind, context: context, chain: [], environment: environment.pointee).shape)
        case .border(let color, let width):
            remainingNodes -= 1
            var stroke = Stroke(
                color: color.resolved(context, scheme: scheme) ?? environment.pointee.foregroundColor,
                lineWidth: max(0, width.evaluate(context, default: 1)), isInset: true)
            if let gradient = color.gradient {
                stroke.color = .clear
                stroke.gradient = gradient.resolved(context, scheme: scheme, foreground: environment.pointee.foregroundColor)
            }
            let border = ViewNode(
                id: Self.path(nodePath, tag: "ov", link.pointee.index),
                content: .shape(ShapeView(shape: .rectangle, fill: nil, stroke: stroke)))
            return .overlay(border, alignment: .center)
        case .opacity(let opacity):
            return .opacity(min(max(opacity.evaluate(context, default: 1), 0), 1))
        case .scaleEffect(let x, let y, let anchor):
            return .scaleEffect(
                x: x.evaluate(context, default: 1), y: y.evaluate(context, default: 1),
                anchor: anchor.evaluate(context, default: .center))
        case .rotationEffect(let angle, let anchor):
            return .rotationEffect(angle.resolved(context), anchor: anchor.evaluate(context, default: .center))
        case .rotation3DEffect(let rotation):
            let axis = rotation.axis
            return .rotation3DEffect(
                rotation.angle.resolved(context),
                axis: Axis3D(
                    x: axis.x.evaluate(context, default: 0), y: axis.y.evaluate(context, default: 0),
                    z: axis.z.evaluate(context, default: 0)),
                anchor: rotation.anchor.evaluate(context, default: .center))
        case .aspectRatio(let ratio, let mode):
            return .aspectRatio(ratio: ratio?.evaluate(context), contentMode: mode.evaluate(context, default: .fit))
        case .shadow(let shadow):
            func finite(_ value: Dynamic<Double>, _ fallback: Double) -> Double {
                let number = value.evaluate(context, default: fallback)
                return number.isFinite ? number : fallback
            }
            return .shadow(
                Shadow(
                    color: shadow.color.flatMap { $0.resolved(context, scheme: scheme) } ?? Shadow.defaultColor,
                    radius: max(0, finite(shadow.radius, 0)), x: finite(shadow.x, 0), y: finite(shadow.y, 0)))
        case .blur(let radius, let opaque):
            let value = radius.evaluate(context, default: 0)
            return .blur(radius: value.isFinite ? max(0, value) : 0, opaque: opaque.evaluate(context, default: false))
        case .image, .foregroundColor, .font, .fontWeight, .bold, .italic, .multilineTextAlignment, .lineLimit, .lineSpacing, .imageScale,
            .textStyle,
            .symbolRenderingMode, .symbolVariant,
            .fill, .stroke, .trim, .strokedPath, .animation, .transaction, .transactionMonitor, .action, .transition, .zIndex, .id,
            .environment, .keyframeAnimator, .phaseAnimator, .gridCell, .alignmentGuide,
            .matchedGeometryEffect:
            return nil
        }
    }

    /// `viewModifier(for:nodePath:environment:)` of a link made on the spot.
    mutating func viewModifier(for link: ChainLink, nodePath: String, environment: ViewEnvironment) -> ViewModifier? {
        withUnsafePointer(to: link) { link in
            withUnsafePointer(to: environment) { viewModifier(for: link, nodePath: nodePath, environment: $0) }
        }
    }

    /// A background or overlay: a colour view, or the view evaluated in the environment
    /// outside the modifier (several views stack in a ZStack; none is an empty view).
    ///
    /// The link and the environment are read in place, through pointers, as in `viewModifier`.
    mutating func decorationNode(
        _ decoration: Decoration, path: String, link: UnsafePointer<ChainLink>, environment: UnsafePointer<ViewEnvironment>
    ) -> ViewNode {
        switch decoration.content {
        case .color(let color):
            remainingNodes -= 1
            return ViewNode(
                id: path, content: Self.paintContent(color, context: link.pointee.context, environment: environment.pointee))
        case .view(let view):
            let views = nodes(
                for: view, path: path, context: link.pointee.context, inherited: [], environment: environment.pointee)
            switch views.count {
            case 1: return views[0]
            case 0: return ViewNode(id: path, content: .empty)
            default:
                return ViewNode(
                    id: path,
                    content: .zStack(
                        alignment: decoration.alignment.evaluate(link.pointee.context, default: .center), children: views))
            }
        }
    }
}
