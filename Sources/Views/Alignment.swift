/// A horizontal alignment guide: a built-in one or a scene's own (`custom`).
public enum HorizontalAlignment: NamedGuide, Hashable, Sendable {
    case leading, center, trailing
    indirect case custom(CustomAlignmentID)

    /// The built-in guides.
    public static let allCases: [HorizontalAlignment] = [.leading, .center, .trailing]

    /// The guide's name (a custom guide's declared name).
    public var rawValue: String {
        switch self {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        case .custom(let id): id.name
        }
    }
}

/// A vertical alignment guide, built-in or a scene's own (`custom`); text baselines fall back
/// to the bottom edge for non-text views.
public enum VerticalAlignment: NamedGuide, Hashable, Sendable {
    case top, center, bottom, firstTextBaseline, lastTextBaseline
    indirect case custom(CustomAlignmentID)

    /// The built-in guides.
    public static let allCases: [VerticalAlignment] = [.top, .center, .bottom, .firstTextBaseline, .lastTextBaseline]

    /// The guide's name (a custom guide's declared name).
    public var rawValue: String {
        switch self {
        case .top: "top"
        case .center: "center"
        case .bottom: "bottom"
        case .firstTextBaseline: "firstTextBaseline"
        case .lastTextBaseline: "lastTextBaseline"
        case .custom(let id): id.name
        }
    }
}

/// A two-dimensional alignment, as `ZStack`, frames and overlays take.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// SwiftUI's names for the standard alignments.
    public static let named: [String: Alignment] = [
        "center": .center, "leading": .leading, "trailing": .trailing, "top": .top, "bottom": .bottom,
        "topLeading": .topLeading, "topTrailing": .topTrailing,
        "bottomLeading": .bottomLeading, "bottomTrailing": .bottomTrailing,
    ]
}
