import Geometry
import Views

/// A custom shape declared under `"shapes"`: its parameters with their defaults, which of them
/// animate (`animatableData`, in order), and its `path` program.
///
/// A class: instances share the declaration, and `CustomShape` compares its program by identity.
public final class CustomShapeDeclaration: ShapeOutlineProgram, Hashable, @unchecked Sendable {
    public let name: String
    public let parameterNames: [String]
    public let defaults: [Double]
    /// Indices into `parameterNames`, in `animatableData`'s order.
    public let animatableIndices: [Int]
    public let program: PathProgram

    init(name: String, parameterNames: [String], defaults: [Double], animatableIndices: [Int], program: PathProgram) {
        self.name = name
        self.parameterNames = parameterNames
        self.defaults = defaults
        self.animatableIndices = animatableIndices
        self.program = program
    }

    /// The names a shape's path expressions read: the parameters, `rect`, `pi`.
    static func scope(parameters: [String]) -> Scope {
        var names: [String: ValueType] = ["rect": rectType, "pi": .number]
        for name in parameters { names[name] = .number }
        return Scope(names)
    }

    static let rectFields = ["x", "y", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY"]
    static let rectType = ValueType.object(Dictionary(uniqueKeysWithValues: rectFields.map { ($0, ValueType.number) }))

    /// The values of `rect` for `rect`: SwiftUI's `CGRect` accessors (`minX` of a rectangle with a
    /// negative width is its right edge, as `CGRect` standardises).
    static func rectValue(_ rect: Rect) -> Value {
        let x0 = min(rect.minX, rect.maxX), x1 = max(rect.minX, rect.maxX)
        let y0 = min(rect.minY, rect.maxY), y1 = max(rect.minY, rect.maxY)
        return .object([
            "x": .number(rect.origin.x), "y": .number(rect.origin.y), "width": .number(abs(rect.width)),
            "height": .number(abs(rect.height)), "minX": .number(x0), "midX": .number((x0 + x1) / 2), "maxX": .number(x1),
            "minY": .number(y0), "midY": .number((y0 + y1) / 2), "maxY": .number(y1),
        ])
    }

    /// The evaluation of the path for `parameters` in `rect`, with whether a limit cut it.
    public func outcome(parameters: [Double], in rect: Rect) -> PathProgram.Outcome {
        var values = PathProgram.constants
        values["rect"] = Self.rectValue(rect)
        for (name, value) in zip(parameterNames, parameters) { values[name] = .number(value) }
        return program.evaluate(EvaluationContext(values))
    }

    public func path(parameters: [Double], in rect: Rect) -> Path {
        outcome(parameters: parameters, in: rect).path
    }

    public static func == (a: CustomShapeDeclaration, b: CustomShapeDeclaration) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A use of a custom shape in the view tree: its declaration and an argument per parameter.
public struct CustomShapeInstance: Hashable, Sendable {
    public var declaration: CustomShapeDeclaration
    /// One per parameter, in declaration order: the instance's value or the default.
    public var arguments: [Dynamic<Double>]
}
