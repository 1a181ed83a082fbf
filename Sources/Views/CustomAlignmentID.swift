/// A scene's own alignment, as SwiftUI's `AlignmentID` types: a name, its axis, and its default
/// value in a view that does not set it with `alignmentGuide`. Two ids are equal when their
/// names are (a scene declares each name once).
public struct CustomAlignmentID: Hashable, Sendable {
    public enum Axis: String, Hashable, Sendable { case horizontal, vertical }

    public var name: String
    public var axis: Axis
    /// The default value: an offset from the leading edge (horizontal) or the top (vertical).
    public var defaultValue: @Sendable (ViewDimensions) -> Double

    public init(name: String, axis: Axis, defaultValue: @escaping @Sendable (ViewDimensions) -> Double) {
        self.name = name
        self.axis = axis
        self.defaultValue = defaultValue
    }

    public static func == (a: Self, b: Self) -> Bool { a.name == b.name && a.axis == b.axis }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(axis)
    }
}
