/// A built-in alignment guide, as `alignmentGuide(_:computeValue:)` names it. The two centres
/// are told apart as SwiftUI's `HorizontalAlignment.center` and `VerticalAlignment.center`.
public enum GuideKey: NamedGuide, Hashable, Sendable {
    case leading, horizontalCenter, trailing, top, verticalCenter, bottom, firstTextBaseline, lastTextBaseline
    /// A scene's own alignment (`"alignments"`).
    indirect case custom(CustomAlignmentID)

    /// The built-in guides.
    public static let allCases: [GuideKey] = [
        .leading, .horizontalCenter, .trailing, .top, .verticalCenter, .bottom, .firstTextBaseline, .lastTextBaseline,
    ]

    /// The name `alignmentGuide` and `d` use for it.
    public var rawValue: String {
        switch self {
        case .leading: "leading"
        case .horizontalCenter: "horizontalCenter"
        case .trailing: "trailing"
        case .top: "top"
        case .verticalCenter: "verticalCenter"
        case .bottom: "bottom"
        case .firstTextBaseline: "firstTextBaseline"
        case .lastTextBaseline: "lastTextBaseline"
        case .custom(let id): id.name
        }
    }

    public init(_ alignment: HorizontalAlignment) {
        switch alignment {
        case .leading: self = .leading
        case .center: self = .horizontalCenter
        case .trailing: self = .trailing
        case .custom(let id): self = .custom(id)
        }
    }

    public init(_ alignment: VerticalAlignment) {
        switch alignment {
        case .top: self = .top
        case .center: self = .verticalCenter
        case .bottom: self = .bottom
        case .firstTextBaseline: self = .firstTextBaseline
        case .lastTextBaseline: self = .lastTextBaseline
        case .custom(let id): self = .custom(id)
        }
    }
}

/// A view's size and its default guides, as SwiftUI's `ViewDimensions` (`d.width`, `d[.leading]`).
public struct ViewDimensions: Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// The first and last text baselines from the top; nil without text (then the bottom).
    public var firstTextBaseline: Double?
    public var lastTextBaseline: Double?

    public init(width: Double, height: Double, firstTextBaseline: Double? = nil, lastTextBaseline: Double? = nil) {
        self.width = width
        self.height = height
        self.firstTextBaseline = firstTextBaseline
        self.lastTextBaseline = lastTextBaseline
    }

    /// The default value of `guide`: its offset from the leading edge or the top.
    public subscript(guide: GuideKey) -> Double {
        switch guide {
        case .leading, .top: 0
        case .horizontalCenter: width / 2
        case .verticalCenter: height / 2
        case .trailing: width
        case .bottom: height
        case .firstTextBaseline: firstTextBaseline ?? height
        case .lastTextBaseline: lastTextBaseline ?? height
        case .custom(let id): id.defaultValue(self)
        }
    }
}

/// `alignmentGuide(guide) { d in … }`: the guide's value computed from the view's dimensions.
/// Two overrides are equal when their `identity` is (the evaluator derives it from the
/// expression and the values it reads), so trees compare without calling the closure.
public struct AlignmentGuideOverride: Hashable, Sendable {
    public var guide: GuideKey
    public var identity: Int
    public var compute: @Sendable (ViewDimensions) -> Double

    public init(guide: GuideKey, identity: Int, compute: @escaping @Sendable (ViewDimensions) -> Double) {
        self.guide = guide
        self.identity = identity
        self.compute = compute
    }

    public static func == (a: Self, b: Self) -> Bool { a.guide == b.guide && a.identity == b.identity }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(guide)
        hasher.combine(identity)
    }
}
