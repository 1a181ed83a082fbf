/// `shadow(color:radius:x:y:)`; a nil colour is SwiftUI's default, black at opacity 0.33.
public struct ShadowModifier: Hashable, Sendable {
    public var color: ColorProperty?
    public var radius: Dynamic<Double>
    public var x: Dynamic<Double>
    public var y: Dynamic<Double>

    public init(color: ColorProperty?, radius: Dynamic<Double>, x: Dynamic<Double> = .constant(0), y: Dynamic<Double> = .constant(0)) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
