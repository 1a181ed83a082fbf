/// One edge of a rectangle, in SwiftUI's left-to-right terms.
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing

    /// A set of edges, as `padding(.horizontal, 8)` takes.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]

        /// SwiftUI's names for edge sets.
        public static let named: [String: Set] = [
            "top": .top, "leading": .leading, "bottom": .bottom, "trailing": .trailing,
            "horizontal": .horizontal, "vertical": .vertical, "all": .all,
        ]
    }
}
