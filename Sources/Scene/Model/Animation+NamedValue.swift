import Motion

/// A scene names animations as Swift writes SwiftUI's static ones: `"smooth"`, `"easeInOut"`;
/// an expression may choose among them per state.
extension Animation: NamedValue {
    public static let names: [(name: String, value: Animation)] = presets.map { ($0.name, $0.animation) }
    public static var category: String { "animation" }
}
