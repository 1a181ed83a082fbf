import Geometry
import Views

/// One entry of a view's `modifiers` list, decoded and validated. `[A, B]` on a view means
/// `B(A(view))`, as chained calls.
public enum SceneModifier: Hashable, Sendable {
    case padding(EdgeInsetsProperty)
    case frame(FrameModifier)
    case offset(x: Dynamic<Double>, y: Dynamic<Double>)
    case position(x: Dynamic<Double>, y: Dynamic<Double>)
    case fixedSize(horizontal: Dynamic<Bool>, vertical: Dynamic<Bool>)
    case layoutPriority(Dynamic<Double>)
    /// `flipsForRightToLeftLayoutDirection(_:)`: in a right-to-left layout, the view is drawn
    /// mirrored horizontally.
    case flipsForRightToLeftLayoutDirection(Dynamic<Bool>)
    // Boxed: a decoration holds a whole view.
    indirect case background(Decoration)
    indirect case overlay(Decoration)
    /// `mask(alignment:_:)`: the alpha of the decoration's view (or colour) masks the view.
    indirect case mask(Decoration)
    /// `foregroundColor` and `foregroundStyle`: the foreground colour of the environment.
    case foregroundColor(ColorProperty)
    /// A shape's fill; only directly after a shape.
    case fill(ColorProperty)
    /// A shape's stroke (or `strokeBorder`); only directly after a shape.
    case stroke(StrokeModifier)
    /// `trim(from:to:)`; only directly after a shape.
    case trim(from: Dynamic<Double>, to: Dynamic<Double>)
    /// `strokedPath(_:)`: the shape becomes its stroke's outline (the modifier's colour is nil;
    /// `maxElements` is `maxStrokedPathElements`); only directly after a shape.
    case strokedPath(StrokeModifier, maxElements: Int)
    /// `cornerRadius(r)`: clips to a rounded rectangle.
    case cornerRadius(Dynamic<Double>)
    /// `clipShape(_:)` (and `clipped()`, a rectangle): clips to the shape in the view's frame.
    case clipShape(SceneView.ShapeKind)
    /// `border(color, width:)`: an inset rectangle stroke drawn over the view.
    case border(ColorProperty, width: Dynamic<Double>)
    case opacity(Dynamic<Double>)
    case scaleEffect(x: Dynamic<Double>, y: Dynamic<Double>, anchor: Dynamic<UnitPoint>)
    case rotationEffect(SceneAngle, anchor: Dynamic<UnitPoint>)
    case font(SceneFont)
    case fontWeight(Dynamic<Font.Weight>)
    /// `bold(true)` sets the weight to bold; `bold(false)` does nothing.
    case bold(Dynamic<Bool>)
    /// `italic(true)` makes text italic; `italic(false)` does nothing.
    case italic(Dynamic<Bool>)
    case multilineTextAlignment(Dynamic<TextAlignment>)
    /// nil (written `null`) is no limit, as is an expression that gives `null`.
    case lineLimit(Dynamic<Int>?)
    case lineSpacing(Dynamic<Double>)
    /// `kerning`, `tracking`, `underline`, `textCase`, …: how `Text` inside is styled.
    indirect case textStyle(TextStyleModifier)
    /// `imageScale(_:)`: the scale of symbols inside (an environment value).
    case imageScale(Dynamic<ImageScale>)
    /// `symbolRenderingMode(_:)`: decoded and checked; every mode draws a one-layer symbol alike.
    case symbolRenderingMode(Dynamic<SymbolRenderingMode>)
    /// `symbolVariant(_:)`: symbols inside take the variant's name when the table has it.
    case symbolVariant(Dynamic<SymbolVariants>)
    // Boxed, as the largest and rarest cases, so that every modifier is cheaper to copy.
    indirect case animation(AnimationModifier)
    indirect case transaction(TransactionModifier)
    /// Reports, in traces, the transaction that reaches this point of the chain.
    case transactionMonitor(String)
    /// `onAppear`, `onChange(of:)` and `onAnimationCompleted(for:)`: state changes the view makes.
    indirect case action(ViewAction)
    /// How the view enters and leaves; the outermost `transition` of a view wins.
    indirect case transition(SceneTransition)
    /// The drawing order among siblings; the outermost `zIndex` of a view wins.
    case zIndex(Dynamic<Double>)
    /// `id(_:)`: explicit identity. A change of its value replaces the view (and everything in it).
    indirect case id(ValueSource)
    indirect case rotation3DEffect(Rotation3DModifier)
    /// `resizable`, `interpolation`, `renderingMode`, `antialiased`: folded into the image;
    /// only directly after an `Image`.
    case image(ImageModifier)
    /// `aspectRatio(_:contentMode:)`; `scaledToFit` and `scaledToFill` are its shorthands
    /// without a ratio (the view's own).
    case aspectRatio(ratio: Dynamic<Double>?, contentMode: Dynamic<ContentMode>)
    /// `environment`: values that the views inside read as `env.<key>`.
    indirect case environment([EnvironmentAssignment])
    /// `keyframeAnimator`: its `content` modifiers read `value`, which its keyframes animate.
    indirect case keyframeAnimator(KeyframeAnimatorModifier)
    /// `phaseAnimator`: its `content` modifiers read `phase`.
    indirect case phaseAnimator(PhaseAnimatorModifier)
    /// What a view asks of the `Grid` it is a cell of; the outermost of each kind wins.
    case gridCell(GridCellModifier)
    /// `alignmentGuide(guide) { d in value }` for each entry; the outermost entry for a guide wins.
    indirect case alignmentGuide([AlignmentGuideEntry])
    /// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`.
    indirect case matchedGeometryEffect(MatchedGeometryModifier)
    /// `shadow(color:radius:x:y:)`.
    indirect case shadow(ShadowModifier)
    /// `blur(radius:opaque:)`.
    case blur(radius: Dynamic<Double>, opaque: Dynamic<Bool>)
}

/// The insets of a `padding` modifier, one property per edge.
public struct EdgeInsetsProperty: Hashable, Sendable {
    public var top: Dynamic<Double>
    public var leading: Dynamic<Double>
    public var bottom: Dynamic<Double>
    public var trailing: Dynamic<Double>

    public init(top: Dynamic<Double>, leading: Dynamic<Double>, bottom: Dynamic<Double>, trailing: Dynamic<Double>) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The insets at a state; an absent edge gets the default padding (16), as `padding(nil)`.
    public func resolved(_ context: EvaluationContext) -> EdgeInsets {
        let d = EdgeInsetsProperty.defaultLength
        return EdgeInsets(
            top: top.evaluate(context, default: d), leading: leading.evaluate(context, default: d),
            bottom: bottom.evaluate(context, default: d), trailing: trailing.evaluate(context, default: d))
    }

    /// SwiftUI's default padding.
    public static let defaultLength = 16.0
}

/// `frame(width:height:alignment:)` or `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
public enum FrameModifier: Hashable, Sendable {
    case fixed(width: Dynamic<Double>?, height: Dynamic<Double>?, alignment: Dynamic<Alignment>)
    /// Boxed: seven properties would make every modifier larger to copy.
    indirect case flexible(FlexibleFrameProperty)
}

public struct FlexibleFrameProperty: Hashable, Sendable {
    public var minWidth: Dynamic<Extent>?
    public var idealWidth: Dynamic<Extent>?
    public var maxWidth: Dynamic<Extent>?
    public var minHeight: Dynamic<Extent>?
    public var idealHeight: Dynamic<Extent>?
    public var maxHeight: Dynamic<Extent>?
    public var alignment: Dynamic<Alignment>

    public init(
        minWidth: Dynamic<Extent>? = nil, idealWidth: Dynamic<Extent>? = nil, maxWidth: Dynamic<Extent>? = nil,
        minHeight: Dynamic<Extent>? = nil, idealHeight: Dynamic<Extent>? = nil, maxHeight: Dynamic<Extent>? = nil,
        alignment: Dynamic<Alignment> = .constant(.center)
    ) {
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

/// The argument of `background` and `overlay`: a colour or a view, aligned in the modified view.
public struct Decoration: Hashable, Sendable {
    public enum Content: Hashable, Sendable {
        case color(ColorProperty)
        case view(SceneView)
    }

    public var content: Content
    public var alignment: Dynamic<Alignment>

    public init(content: Content, alignment: Dynamic<Alignment> = .constant(.center)) {
        self.content = content
        self.alignment = alignment
    }
}

/// `stroke(color, lineWidth:)`; a nil colour strokes with the foreground colour.
public struct StrokeModifier: Hashable, Sendable {
    public var color: ColorProperty?
    public var lineWidth: Dynamic<Double>
    /// `strokeBorder`: inside the outline (insettable shapes only).
    public var isInset = false
    /// `StrokeStyle`'s other fields.
    public var lineCap: LineCap = .butt
    public var lineJoin: LineJoin = .miter
    public var miterLimit: Double = 10
    public var dash: [Double] = []
    public var dashPhase: Dynamic<Double> = .constant(0)

    public init(color: ColorProperty?, lineWidth: Dynamic<Double> = .constant(1)) {
        self.color = color
        self.lineWidth = lineWidth
    }
}
