import Geometry

/// What draws a custom shape declared under `"shapes"`: its `path` program, evaluated for a set
/// of parameter values in a rectangle. Evaluation is total (it never fails): limits and
/// non-finite numbers are dealt with by the program.
public protocol ShapeOutlineProgram: AnyObject, Sendable {
    /// The outline for `parameters` (in declaration order) in `rect`.
    func path(parameters: [Double], in rect: Rect) -> Path
}

/// An instance of a custom shape: its declaration's program and the values of its parameters.
///
/// Two instances are equal when they share the declaration (the program object) and the
/// parameter values.
public struct CustomShape: Hashable, Sendable {
    /// The declared name (`"PolygonShape"`).
    public var name: String
    /// The parameter values, in declaration order.
    public var parameters: [Double]
    /// The indices of the parameters named in `animatableData`, in its order.
    public var animatableIndices: [Int]
    public let program: any ShapeOutlineProgram

    public init(name: String, parameters: [Double], animatableIndices: [Int], program: any ShapeOutlineProgram) {
        self.name = name
        self.parameters = parameters
        self.animatableIndices = animatableIndices
        self.program = program
    }

    /// The outline in `rect`: as SwiftUI calls `path(in:)`, the program sees the rectangle in the
    /// shape's own space (origin (0, 0)); the result is moved to `rect`'s origin.
    public func path(in rect: Rect) -> Path {
        program.path(parameters: parameters, in: Rect(x: 0, y: 0, width: rect.width, height: rect.height))
            .scaled(by: 1, thenOffsetBy: rect.minX, rect.minY)
    }

    public static func == (a: CustomShape, b: CustomShape) -> Bool {
        a.program === b.program && a.name == b.name && a.parameters == b.parameters && a.animatableIndices == b.animatableIndices
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(parameters)
        hasher.combine(ObjectIdentifier(program))
    }
}
