/// Where a view is written in the scene's JSON: the JSON pointer of its object, for the errors
/// only a render finds (`limits.maxDrawnPathElements`). Empty for views the renderer makes itself
/// (a border's rectangle, a background colour).
///
/// Not part of the view's value: nodes that differ only here are equal, so that views of two
/// branches or updates compare as they did without it.
public struct SourcePath: Hashable, Sendable {
    public var pointer: String

    public init(_ pointer: String = "") {
        self.pointer = pointer
    }

    public static func == (_: SourcePath, _: SourcePath) -> Bool { true }

    public func hash(into hasher: inout Hasher) {}
}
