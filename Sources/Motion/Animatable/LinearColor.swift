import Foundation
import Geometry

/// A colour in linear-light sRGB with straight alpha: the space colours animate in.
///
/// Components may leave 0…1 mid-animation (a bouncy spring overshoots); the transfer functions
/// are extended symmetrically to negative values so no intermediate is NaN.
public struct LinearColor: VectorArithmetic, Hashable, CustomStringConvertible {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double

    public init(red: Double, green: Double, blue: Double, opacity: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// The linear-light components of an sRGB colour.
    public init(_ color: Color) {
        self.init(
            red: Self.linear(fromEncoded: color.red), green: Self.linear(fromEncoded: color.green),
            blue: Self.linear(fromEncoded: color.blue), opacity: color.opacity)
    }

    /// The sRGB colour, each component clamped to 0…1.
    public var color: Color {
        Color(
            red: Self.clampedEncoded(fromLinear: red), green: Self.clampedEncoded(fromLinear: green),
            blue: Self.clampedEncoded(fromLinear: blue), opacity: Self.clampedOpacity(opacity))
    }

    public static var zero: Self { Self(red: 0, green: 0, blue: 0, opacity: 0) }

    public static func + (lhs: Self, rhs: Self) -> Self {
        Self(red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue, opacity: lhs.opacity + rhs.opacity)
    }

    public static func - (lhs: Self, rhs: Self) -> Self {
        Self(red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue, opacity: lhs.opacity - rhs.opacity)
    }

    public mutating func scale(by rhs: Double) {
        red *= rhs
        green *= rhs
        blue *= rhs
        opacity *= rhs
    }

    public var magnitudeSquared: Double { red * red + green * green + blue * blue + opacity * opacity }

    public var description: String { "linear(\(red), \(green), \(blue), \(opacity))" }

    /// The sRGB electro-optical transfer function (IEC 61966-2-1).
    public static func linear(fromEncoded value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let magnitude = abs(value)
        let result = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return value < 0 ? -result : result
    }

    /// The inverse of `linear(fromEncoded:)`.
    public static func encoded(fromLinear value: Double) -> Double {
        guard value.isFinite else { return 0 }
        let magnitude = abs(value)
        let result = magnitude <= 0.0031308 ? magnitude * 12.92 : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return value < 0 ? -result : result
    }

    /// A colour component as ``color`` gives it: encoded, then clamped to 0…1.
    public static func clampedEncoded(fromLinear value: Double) -> Double {
        // Without `pow` where the clamp decides: at or below 0 (or NaN) the encoded value is at
        // most 0, clamped to +0; from 1 (finite: an infinity encodes to 0) it is at least
        // 1.055 × 1 − 0.055 = 1, clamped to 1. So 1 comes back as 1 (through `pow`, 1.055 − 0.055
        // rounds to 0.9999999999999999) and a colour with a 255 component survives the round trip.
        guard value > 0 else { return 0 }
        if value >= 1, value < .infinity { return 1 }
        return clamped(encoded(fromLinear: value))
    }

    /// An opacity as ``color`` gives it: clamped to 0…1.
    public static func clampedOpacity(_ value: Double) -> Double { clamped(value) }

    private static func clamped(_ value: Double) -> Double { min(max(value, 0), 1) }
}

extension Color: Animatable {
    /// The colour in linear sRGB with alpha; setting it converts back to sRGB, clamped to 0…1.
    public var animatableData: LinearColor {
        get { LinearColor(self) }
        set { self = newValue.color }
    }
}
