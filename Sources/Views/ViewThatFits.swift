/// The axes `ViewThatFits(in:)` checks a child's ideal size on (SwiftUI's default: both).
public struct FitAxes: Hashable, Sendable {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let both = FitAxes()
}
