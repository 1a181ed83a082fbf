import Views

/// The text styling modifiers: environment values read by every `Text` inside.
public enum TextStyleModifier: Hashable, Sendable {
    case kerning(Dynamic<Double>)
    case tracking(Dynamic<Double>)
    case baselineOffset(Dynamic<Double>)
    /// `underline(_:pattern:color:)`; an inactive one removes an outer underline.
    case underline(TextDecorationProperty)
    case strikethrough(TextDecorationProperty)
    /// nil (`null`): no case change.
    case textCase(Dynamic<TextCase>?)
    case monospacedDigit(Dynamic<Bool>)
    case truncationMode(Dynamic<TruncationMode>)
    case minimumScaleFactor(Dynamic<Double>)
    case allowsTightening(Dynamic<Bool>)
    case fontDesign(Dynamic<Font.Design>)
    /// `contentTransition(_:)`: how a change of the text inside is drawn under an animation.
    case contentTransition(ContentTransitionProperty)
}

/// The argument of `contentTransition`: a kind by name, or `numericText` with
/// `countsDown` or `value`.
public struct ContentTransitionProperty: Hashable, Sendable {
    public var kind: Dynamic<ContentTransitionKind>
    public var countsDown: Dynamic<Bool>?
    public var value: Dynamic<Double>?

    public init(kind: Dynamic<ContentTransitionKind>, countsDown: Dynamic<Bool>? = nil, value: Dynamic<Double>? = nil) {
        self.kind = kind
        self.countsDown = countsDown
        self.value = value
    }
}

extension ContentTransitionKind: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "content transition" }
}

/// The arguments of `underline` and `strikethrough`.
public struct TextDecorationProperty: Hashable, Sendable {
    public var isActive: Dynamic<Bool>
    public var pattern: Dynamic<LinePattern>
    /// nil: the text's foreground colour.
    public var color: ColorProperty?

    public init(isActive: Dynamic<Bool> = .constant(true), pattern: Dynamic<LinePattern> = .constant(.solid), color: ColorProperty? = nil) {
        self.isActive = isActive
        self.pattern = pattern
        self.color = color
    }
}

extension LinePattern: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "line pattern" }
}

extension TextCase: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "text case" }
}

extension TruncationMode: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "truncation mode" }
}
