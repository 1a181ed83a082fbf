import Foundation
import Geometry
import Layout
import Scene
import Timeline
import Typesetting
import Views

/// Builds animators from scene JSON and reads presented values.
enum TimelineTestSupport {
    static let typesetter: Typesetter = {
        do { return try Typesetter() } catch { fatalError("fonts are missing (make test installs them): \(error)") }
    }()

    static func animator(_ json: String) throws -> Animator {
        let scene = try Scene.decode(Array(json.utf8))
        return Animator(scene: scene, measurer: typesetter)
    }
}

extension LaidOutView {
    /// The view with `id` in this branch (children and decorations included).
    func find(_ id: String) -> LaidOutView? {
        if self.id == id { return self }
        for child in children { if let found = child.find(id) { return found } }
        for decoration in decorations.values { if let found = decoration.find(id) { return found } }
        return nil
    }

    var opacity: Double? {
        for case .opacity(let value) in node.modifiers { return value }
        return nil
    }

    var scale: Double? {
        for case .scaleEffect(let x, _, _) in node.modifiers { return x }
        return nil
    }

    var offset: (x: Double, y: Double)? {
        for case .offset(let x, let y) in node.modifiers { return (x, y) }
        return nil
    }
}

/// `abs(a − b) ≤ tolerance`.
func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}

extension LaidOutView {
    var fill: Color? {
        if case .shape(let shape) = node.content { return shape.fill }
        return nil
    }
}

/// The critically damped unit spring of `smooth(duration: d)` at time t: λ = 2π/d,
/// 1 − e^(−λt)(1 + λt) (SEMANTICS §4 with ζ = 1, v₀ = 0).
func smoothProgress(_ t: Double, duration d: Double = 0.5) -> Double {
    let lambda = 2 * Double.pi / d
    return 1 - exp(-lambda * t) * (1 + lambda * t)
}

/// sRGB → linear light and back (IEC 61966-2-1), written out here so colour expectations do
/// not depend on the code under test.
func linearLight(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }
func encodedSRGB(_ l: Double) -> Double { l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055 }

/// The colour a fraction `p` of the way from `a` to `b`, interpolated in linear light.
func mix(_ a: Color, _ b: Color, _ p: Double) -> Color {
    func channel(_ x: Double, _ y: Double) -> Double { encodedSRGB(linearLight(x) + (linearLight(y) - linearLight(x)) * p) }
    return Color(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue), opacity: a.opacity + (b.opacity - a.opacity) * p)
}

func close(_ a: Color?, _ b: Color, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a.red - b.red) <= tolerance && abs(a.green - b.green) <= tolerance && abs(a.blue - b.blue) <= tolerance
        && abs(a.opacity - b.opacity) <= tolerance
}
