import Geometry

/// A colour as a scene writes it; named system colours resolve for the colour scheme.
public indirect enum SceneColor: Hashable, Sendable {
    /// One of SwiftUI's named colours (`Color.systemColors`), light or dark by scheme.
    case named(String)
    /// A fixed sRGB colour (hex, `rgb()`, `rgba()`, `hsb()`).
    case rgba(Color)
    /// `base.opacity(factor)`: the base colour with its opacity multiplied.
    case opacity(SceneColor, Double)

    public func resolved(in scheme: ColorScheme) -> Color {
        switch self {
        case .named(let name): Color.system(name, scheme: scheme) ?? .clear
        case .rgba(let color): color
        case .opacity(let base, let factor): base.resolved(in: scheme).multiplyingOpacity(by: factor)
        }
    }
}

extension SceneColor: DynamicValue {
    /// A string in colour syntax (see `ColorSyntax`).
    public init?(evaluated value: Value) {
        guard case .string(let text) = value, case .success(let color) = ColorSyntax.parse(text) else { return nil }
        self = color
    }
}

/// A colour position: a colour (fixed or an expression) and an optional opacity factor, as
/// `{"color": "blue", "opacity": 0.5}` writes it.
public struct ColorProperty: Hashable, Sendable {
    public var color: Dynamic<SceneColor>
    public var opacity: Dynamic<Double>?
    /// A gradient that paints instead of `color` (which is then clear); only the positions that
    /// draw gradients decode one (`fill`, `stroke`, `strokeBorder`, `border`, `foregroundStyle`,
    /// `background`, gradient views; `SceneDecoder+Gradients`).
    public var gradient: GradientProperty?

    public init(color: Dynamic<SceneColor>, opacity: Dynamic<Double>? = nil, gradient: GradientProperty? = nil) {
        self.color = color
        self.opacity = opacity
        self.gradient = gradient
    }

    /// The colour at a state, nil when the colour is absent; the opacity factor is clamped to
    /// 0…1 (absent: 1).
    public func resolved(_ context: EvaluationContext, scheme: ColorScheme) -> Color? {
        guard let color = self.color.evaluate(context)?.resolved(in: scheme) else { return nil }
        guard let opacity else { return color }
        return color.multiplyingOpacity(by: min(max(opacity.evaluate(context, default: 1), 0), 1))
    }
}
