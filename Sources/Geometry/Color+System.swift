extension Color {
    /// SwiftUI's adaptive system colours (iOS values) as (light, dark).
    public static let systemColors: [String: (light: Color, dark: Color)] = [
        "red": (Color(red255: 255, 59, 48), Color(red255: 255, 69, 58)),
        "orange": (Color(red255: 255, 149, 0), Color(red255: 255, 159, 10)),
        "yellow": (Color(red255: 255, 204, 0), Color(red255: 255, 214, 10)),
        "green": (Color(red255: 52, 199, 89), Color(red255: 48, 209, 88)),
        "mint": (Color(red255: 0, 199, 190), Color(red255: 99, 230, 226)),
        "teal": (Color(red255: 48, 176, 199), Color(red255: 64, 200, 224)),
        "cyan": (Color(red255: 50, 173, 230), Color(red255: 100, 210, 255)),
        "blue": (Color(red255: 0, 122, 255), Color(red255: 10, 132, 255)),
        "indigo": (Color(red255: 88, 86, 214), Color(red255: 94, 92, 230)),
        "purple": (Color(red255: 175, 82, 222), Color(red255: 191, 90, 242)),
        "pink": (Color(red255: 255, 45, 85), Color(red255: 255, 55, 95)),
        "brown": (Color(red255: 162, 132, 94), Color(red255: 172, 142, 104)),
        "gray": (Color(red255: 142, 142, 147), Color(red255: 142, 142, 147)),
        "black": (.black, .black),
        "white": (.white, .white),
        "clear": (.clear, .clear),
        "primary": (.black, .white),
        "secondary": (Color(red255: 60, 60, 67, opacity: 0.6), Color(red255: 235, 235, 245, opacity: 0.6)),
        "accentColor": (Color(red255: 0, 122, 255), Color(red255: 10, 132, 255)),
    ]

    /// The named system colour for `scheme`, or nil when `name` is not one.
    public static func system(_ name: String, scheme: ColorScheme) -> Color? {
        guard let pair = systemColors[name] else { return nil }
        return scheme == .light ? pair.light : pair.dark
    }
}
