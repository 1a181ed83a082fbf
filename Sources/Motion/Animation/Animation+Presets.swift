extension Animation {
    /// SwiftUI's static animations, by the name Swift writes them (`.smooth`, `.easeInOut`, …),
    /// in the order suggestions prefer them.
    public static let presets: [(name: String, animation: Animation)] = [
        ("smooth", .smooth),
        ("snappy", .snappy),
        ("bouncy", .bouncy),
        ("easeInOut", .easeInOut),
        ("easeIn", .easeIn),
        ("easeOut", .easeOut),
        ("linear", .linear),
        ("default", .default),
        ("spring", .spring),
        ("interactiveSpring", .interactiveSpring),
        ("interpolatingSpring", .interpolatingSpring),
    ]
}
