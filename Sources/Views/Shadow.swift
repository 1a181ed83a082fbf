import Geometry

/// `shadow(color:radius:x:y:)`: the view's drawing, blurred by `radius`, painted in `color`
/// (its alpha times the colour's opacity) and moved by (`x`, `y`), behind the view.
public struct Shadow: Hashable, Sendable {
    public var color: Color
    /// SwiftUI's blur radius; the drawing's Gaussian standard deviation is half of it
    /// (`standardDeviation`, docs/deviations.md).
    public var radius: Double
    public var x: Double
    public var y: Double

    /// SwiftUI's default shadow colour: black at opacity 0.33.
    public static let defaultColor = Color(red: 0, green: 0, blue: 0, opacity: 0.33)

    public init(color: Color = Shadow.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}

/// The Gaussian standard deviation Zoetrope draws for a SwiftUI blur or shadow radius: σ = r / 2
/// (docs/deviations.md); a negative or non-finite radius draws no blur.
public func blurStandardDeviation(radius: Double) -> Double {
    radius.isFinite ? max(0, radius) / 2 : 0
}
