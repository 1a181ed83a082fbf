import Geometry

/// An angle written in degrees or radians.
public struct SceneAngle: Hashable, Sendable {
    public enum Unit: Hashable, Sendable {
        case degrees, radians
    }

    public var value: Dynamic<Double>
    public var unit: Unit

    public init(value: Dynamic<Double>, unit: Unit) {
        self.value = value
        self.unit = unit
    }

    public func resolved(_ context: EvaluationContext) -> Angle {
        let v = value.evaluate(context, default: 0)
        return unit == .degrees ? .degrees(v) : .radians(v)
    }
}
