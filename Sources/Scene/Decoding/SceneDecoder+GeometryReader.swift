import Geometry
import Views

/// `{"type": "GeometryReader", "as": "proxy", "content": {…}}`.
extension SceneDecoder {
    /// The type of a GeometryReader's proxy: `size.width`, `size.height` and `frame.minX`…`maxY`
    /// (with `midX`, `midY`, `width`, `height`), in canvas space.
    public static let geometryProxyType = ValueType.object([
        "size": .object(["width": .number, "height": .number]),
        "frame": .object(
            Dictionary(uniqueKeysWithValues: GeometryProxyValue.frameKeys.map { ($0, ValueType.number) })),
    ])

    mutating func geometryReader(_ reader: inout ObjectReader, scope: NameScope) -> SceneView.Kind? {
        var variable: String? = "proxy"
        if let (value, path) = reader.take("as") {
            if case .string(let name) = value {
                variable = checkDeclaredName(name, at: path, what: "a geometry proxy name") ? name : nil
            } else {
                log.record(.typeMismatch("GeometryReader.as", expected: "a name", got: value), at: path)
                variable = nil
            }
        }
        var content: SceneView?
        if let (value, path) = reader.take("content") {
            content = view(
                value, at: path, subject: "GeometryReader.content",
                scope: scope.adding(variable ?? "proxy", Self.geometryProxyType))
        } else {
            log.record(.missingKey("content", in: "GeometryReader"), at: reader.path)
        }
        guard let variable, let content else { return nil }
        return .geometryReader(variable: variable, content: content)
    }
}

/// The value a GeometryReader's proxy name holds for a frame.
public enum GeometryProxyValue {
    static let frameKeys = ["minX", "minY", "midX", "midY", "maxX", "maxY", "width", "height"]

    /// `{"size": {"width", "height"}, "frame": {"minX", …}}` for `frame` (canvas space).
    public static func value(for frame: Rect) -> Value {
        .object([
            "size": .object(["width": .number(frame.width), "height": .number(frame.height)]),
            "frame": .object([
                "minX": .number(frame.minX), "minY": .number(frame.minY), "midX": .number(frame.midX),
                "midY": .number(frame.midY), "maxX": .number(frame.maxX), "maxY": .number(frame.maxY),
                "width": .number(frame.width), "height": .number(frame.height),
            ]),
        ])
    }
}
