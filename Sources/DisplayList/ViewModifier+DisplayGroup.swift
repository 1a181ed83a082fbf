import Views

extension ViewModifier {
    /// Whether `DisplayListBuilder` may draw a view under this modifier as a group of its own:
    /// an effect (a clip, mask, opacity, transform, shadow or blur) does wherever every element
    /// is drawn (`Coverage.everyElement`, the keyframes' lowering). A layout modifier does not,
    /// nor does a background or an overlay, whose decoration's items are drawn beside the view's.
    @inlinable public var makesDisplayGroup: Bool {
        switch self {
        case .padding, .fixedFrame, .flexibleFrame, .position, .fixedSize, .layoutPriority, .aspectRatio, .background, .overlay:
            false
        case .clip, .mask, .opacity, .offset, .scaleEffect, .rotationEffect, .rotation3DEffect, .shadow, .blur:
            true
        }
    }
}

extension ViewNode {
    /// Whether none of the view's modifiers makes a group of its own (`makesDisplayGroup`): its
    /// items, and its children's, are drawn in the list of the view around it.
    @inlinable public var makesNoDisplayGroup: Bool { !modifiers.contains { $0.makesDisplayGroup } }
}
