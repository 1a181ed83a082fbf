/// Light or dark appearance; picks the variant of SwiftUI's adaptive system colours.
public enum ColorScheme: String, Hashable, Sendable, CaseIterable {
    case light
    case dark
}
