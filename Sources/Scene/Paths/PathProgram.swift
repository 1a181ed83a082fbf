import Geometry

/// The `path` of a `Path` view or a custom shape, decoded: drawing elements whose numbers are
/// expressions, and the control elements `let`, `for` and `if`.
public struct PathProgram: Hashable, Sendable {
    /// A point written `[x, y]`.
    public struct PointExpression: Hashable, Sendable {
        public var x: Expression
        public var y: Expression
    }

    /// A rectangle written `[x, y, width, height]`.
    public struct RectExpression: Hashable, Sendable {
        public var x: Expression
        public var y: Expression
        public var width: Expression
        public var height: Expression
    }

    public indirect enum Step: Hashable, Sendable {
        case move(PointExpression)
        case line(PointExpression)
        case quadCurve(to: PointExpression, control: PointExpression)
        case curve(to: PointExpression, control1: PointExpression, control2: PointExpression)
        /// Angles in degrees or radians as `inDegrees` says.
        case arc(
            center: PointExpression, radius: Expression, startAngle: Expression, endAngle: Expression, inDegrees: Bool,
            clockwise: Expression)
        case rect(RectExpression)
        case roundedRect(RectExpression, cornerWidth: Expression, cornerHeight: Expression)
        case ellipse(RectExpression)
        case closeSubpath
        /// `{"let": {"h": …, "w": …}}`: each name is visible to the later ones and to the steps
        /// after it in the same list (and lists nested in them).
        case assign([Binding])
        /// `{"for": "i", "in": "a ..< b", "do": […]}`; bounds are rounded down to integers.
        case loop(variable: String, lower: Expression, upper: Expression, closed: Bool, body: [Step])
        case conditional(Expression, then: [Step], else: [Step])
        /// Fixed elements (an `svg` path string), in the path's own coordinates.
        case fixed(Path)
        /// The stroke outline of the nested elements (`strokedPath(_:)`).
        case stroked(StrokedPathStep)
    }

    /// One name of a `let`.
    public struct Binding: Hashable, Sendable {
        public var name: String
        public var value: Expression
    }

    public var steps: [Step]
    /// `maxPathElements` and `maxPathIterations` of the limits the program was decoded with.
    public var maxElements: Int
    public var maxIterations: Int

    public init(steps: [Step], maxElements: Int, maxIterations: Int) {
        self.steps = steps
        self.maxElements = maxElements
        self.maxIterations = maxIterations
    }
}
