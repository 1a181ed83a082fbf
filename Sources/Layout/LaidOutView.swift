import Geometry
import Views

/// The laid-out tree, mirroring the `ViewNode` tree; all rects in canvas coordinates.
public struct LaidOutView: Hashable, Sendable {
    /// The view this entry lays out: its `id`, `content` and `modifiers` as evaluated, except that a
    /// stack's `children` are emptied (the laid-out children are in `children`), so building and
    /// comparing the tree stays linear in its size. Background and overlay views stay inside
    /// `modifiers` (shared storage, not copies); their layout is in `decorations`.
    public var node: ViewNode
    /// `frames[0]` is the content's frame; `frames[i]` is the frame of the view produced by applying
    /// `modifiers[0..<i]`; `frames.last` is the outermost frame, so there is one more frame than
    /// modifiers. `offset`, `scaleEffect`, `rotationEffect`, `opacity` and `clip` do not change
    /// layout: their frame equals the one inside them.
    public var frames: [Rect]
    /// Stack children in order (Spacers included, with their frames).
    public var children: [LaidOutView]
    /// Background and overlay views, keyed by the index of their modifier in `node.modifiers`.
    public var decorations: [Int: LaidOutView]
    /// For text content: the layout at its final size, in the text's own coordinates
    /// (origin = `frames[0].origin`).
    public var text: TextLayout?
    /// For a `Divider`: its axis of extent (horizontal inside a VStack, vertical inside an HStack,
    /// horizontal elsewhere).
    public var dividerAxis: Axis?
    /// For a `ViewThatFits`: which child it shows and why (its only laid-out child is that one).
    public var fit: FitChoice?
    // No initialiser here: the compiler then synthesises the memberwise one (internal, with
    // `fit`), which builds the value in place. An initialiser assigning the fields one by one was
    // compiled (Swift 6.3, -O) to build the view in a temporary, copy it out (retaining every
    // field) and destroy the temporary, for every placed view.

    /// The id of the view.
    public var id: String { node.id }

    /// The outermost frame: where the view sits in its parent.
    public var frame: Rect { frames[frames.count - 1] }

    /// The content's frame, inside every modifier.
    public var contentFrame: Rect { frames[0] }
}

extension LaidOutView {
    /// A laid-out view showing no `ViewThatFits` choice. (Placing, which knows the choice, calls
    /// the memberwise initialiser with `fit`; see the note at `fit`.)
    public init(
        node: ViewNode, frames: [Rect], children: [LaidOutView] = [], decorations: [Int: LaidOutView] = [:],
        text: TextLayout? = nil, dividerAxis: Axis? = nil
    ) {
        self.init(
            node: node, frames: frames, children: children, decorations: decorations, text: text, dividerAxis: dividerAxis,
            fit: nil)
    }
}

extension ViewContent {
    /// The content without its children (a stack with an empty child list); leaves are unchanged.
    var withoutChildren: ViewContent {
        switch self {
        case .vStack(let alignment, let spacing, _): .vStack(alignment: alignment, spacing: spacing, children: [])
        case .hStack(let alignment, let spacing, _): .hStack(alignment: alignment, spacing: spacing, children: [])
        case .zStack(let alignment, _): .zStack(alignment: alignment, children: [])
        case .grid(let spec, _): .grid(spec, children: [])
        case .gridRow(let alignment, _): .gridRow(alignment: alignment, children: [])
        case .lazyGrid(let spec, _): .lazyGrid(spec, children: [])
        case .geometryReader: .geometryReader(children: [])
        case .viewThatFits(let axes, _): .viewThatFits(axes, children: [])
        case .scrollView(let spec, _): .scrollView(spec, children: [])
        case .waterfall(let spec, _): .waterfall(spec, children: [])
        default: self
        }
    }

    /// The child views of a stack; empty for leaves.
    public var children: [ViewNode] {
        switch self {
        case .vStack(_, _, let children), .hStack(_, _, let children), .zStack(_, let children), .grid(_, let children),
            .gridRow(_, let children), .lazyGrid(_, let children), .geometryReader(let children),
            .viewThatFits(_, let children), .scrollView(_, let children), .waterfall(_, let children):
            children
        default: []
        }
    }
}
