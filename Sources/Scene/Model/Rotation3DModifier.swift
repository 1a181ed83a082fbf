import Geometry

/// `rotation3DEffect(angle, axis: (x, y, z), anchor:)`, drawn as its orthographic projection.
public struct Rotation3DModifier: Hashable, Sendable {
    public var angle: SceneAngle
    public var axis: Axis3DProperty
    public var anchor: Dynamic<UnitPoint>

    public init(angle: SceneAngle, axis: Axis3DProperty, anchor: Dynamic<UnitPoint> = .constant(.center)) {
        self.angle = angle
        self.axis = axis
        self.anchor = anchor
    }
}

/// The axis of a 3D rotation; each component 0 unless given.
public struct Axis3DProperty: Hashable, Sendable {
    public var x: Dynamic<Double>
    public var y: Dynamic<Double>
    public var z: Dynamic<Double>

    public init(x: Dynamic<Double>, y: Dynamic<Double>, z: Dynamic<Double>) {
        self.x = x
        self.y = y
        self.z = z
    }
}
