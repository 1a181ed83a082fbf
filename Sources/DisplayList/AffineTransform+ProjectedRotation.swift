#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Geometry
import Views

extension AffineTransform {
    /// The orthographic projection onto the screen of a 3D rotation by `angle` about `axis`
    /// (Rodrigues' formula, upper-left 2×2 block): about the z axis it is `rotationEffect`;
    /// about the y axis it narrows the view to cos θ of its width, flipping it past 90°.
    public init(projectedRotation angle: Angle, axis: Axis3D) {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let x = axis.x / length, y = axis.y / length, z = axis.z / length
        let c = cos(angle.radians), s = sin(angle.radians), t = 1 - c
        self.init(a: c + x * x * t, b: y * x * t + z * s, c: x * y * t - z * s, d: c + y * y * t, tx: 0, ty: 0)
    }
}
