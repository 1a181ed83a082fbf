/// An alignment guide named by its `rawValue`: the built-in guides (`allCases`) are found by
/// name; a scene's own guides (`custom`) are not built-in, so names alone never make one.
public protocol NamedGuide {
    /// The built-in guides.
    static var allCases: [Self] { get }
    /// The guide's name (a custom guide's declared name).
    var rawValue: String { get }
}

extension NamedGuide {
    /// The built-in guide called `rawValue`, if there is one.
    public init?(rawValue: String) {
        guard let match = Self.allCases.first(where: { $0.rawValue == rawValue }) else { return nil }
        self = match
    }
}
