/// The environment's `layoutDirection`: which edge is leading.
public enum LayoutDirection: String, Hashable, Sendable, CaseIterable {
    case leftToRight, rightToLeft
}
