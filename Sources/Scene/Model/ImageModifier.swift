import Views

/// The `Image` methods a scene writes as modifiers; each comes straight after the image.
public enum ImageModifier: Hashable, Sendable {
    /// `resizable()`; `{"resizable": false}` leaves the image at its natural size.
    case resizable(Dynamic<Bool>)
    case interpolation(Dynamic<ImageView.Interpolation>)
    case renderingMode(Dynamic<ImageRenderingMode>)
    case antialiased(Dynamic<Bool>)
}

/// `Image.TemplateRenderingMode`.
public enum ImageRenderingMode: String, Hashable, Sendable, CaseIterable {
    case original, template
}

extension ImageRenderingMode: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "rendering mode" }
}

extension ImageView.Interpolation: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "interpolation" }
}

extension ContentMode: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "content mode" }
}
