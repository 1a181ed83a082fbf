/// Where a view is written in the scene's JSON: the JSON pointer of its object, for the errors
/// only a render finds (`limits.maxDrawnPathElements`, `limits.maxLaidOutCharacters`). Empty for
/// views the renderer makes itself (a border's rectangle, a background colour).
///
/// Part of the view's value like every other field: two nodes written at different places in
/// the scene are different nodes, so nothing that finds a node equal to another (a cache, a
/// keyframe track shared between twins) can name the other's place in an error. Code that
/// compares views by what they draw says so where it sets the source aside
/// (`ElementTwins.delta`).
public struct SourcePath: Hashable, Sendable {
    public var pointer: String

    public init(_ pointer: String = "") {
        self.pointer = pointer
    }
}
