import Geometry

/// One view of the evaluated tree: every expression already evaluated, environment values
/// (font, foreground colour, text options) already resolved into the content, `Group`s flattened.
///
/// `modifiers` are in application order: `modifiers[0]` wraps `content` directly, the last one is
/// outermost — `[A, B]` means `B(A(content))`, as chained calls in SwiftUI.
public struct ViewNode: Hashable, Sendable {
    /// Structural identity: the path from the root, e.g. `/0/1` or `/0/item[42]`.
    public var id: String
    public var content: ViewContent
    public var modifiers: [ViewModifier]
    /// `zIndex`: the drawing order among siblings (higher in front; equal keeps the written order).
    public var zIndex: Double
    /// How the view enters and leaves (`transition`); nil is the default, `.opacity`.
    public var transition: Transition?
    /// What the view asks of the `Grid` it is a cell of (`gridCellColumns`…); nil asks nothing.
    public var gridCell: GridCell?
    /// `alignmentGuide` overrides of the whole view (as its parent aligns it), one per guide.
    public var alignmentGuides: [AlignmentGuideOverride] = []
    /// The outermost `matchedGeometryEffect` of the view's chain.
    public var matchedGeometry: MatchedGeometry?
    /// Which levels of the view lie in a right-to-left layout (`environment.layoutDirection`):
    /// `[0]` the content (where its children go), `[k + 1]` `modifiers[k]` (where it puts the
    /// view inside it). Empty when every level is left to right.
    public var rightToLeft: [Bool] = []
    /// Where the view is written in the scene (for errors found at render time).
    public var source = SourcePath()
}

extension ViewNode {
    /// A view with the other fields at their defaults. In an extension, so that the memberwise
    /// initialiser it calls still exists: that one builds the view in place, where assigning the
    /// fields one by one builds it in a temporary and copies it out (docs/architecture.md,
    /// "Making large values").
    public init(
        id: String, content: ViewContent, modifiers: [ViewModifier] = [], zIndex: Double = 0, transition: Transition? = nil,
        gridCell: GridCell? = nil
    ) {
        self.init(
            id: id, content: content, modifiers: modifiers, zIndex: zIndex, transition: transition, gridCell: gridCell,
            alignmentGuides: [], matchedGeometry: nil, rightToLeft: [], source: SourcePath())
    }

    /// A view with every field given, made by one call of the memberwise initialiser, for views
    /// built from parts (the evaluator's, the layout's placed summaries) instead of a variable
    /// changed field by field and returned, which is copied out. The parts are taken
    /// `consuming`, as an initialiser takes them: a caller's last use of a part moves it in.
    public static func withFields(
        id: consuming String, content: consuming ViewContent, modifiers: consuming [ViewModifier], zIndex: Double,
        transition: consuming Transition?, gridCell: consuming GridCell?, alignmentGuides: consuming [AlignmentGuideOverride],
        matchedGeometry: consuming MatchedGeometry?, rightToLeft: consuming [Bool], source: consuming SourcePath
    ) -> ViewNode {
        ViewNode(
            id: id, content: content, modifiers: modifiers, zIndex: zIndex, transition: transition, gridCell: gridCell,
            alignmentGuides: alignmentGuides, matchedGeometry: matchedGeometry, rightToLeft: rightToLeft, source: source)
    }
}
