import Geometry

/// A view's `matchedGeometryEffect`, evaluated: the views of one group (same `key`) share the
/// geometry of the frame inside the effect, `frames[level]` of the laid-out view.
public struct MatchedGeometry: Hashable, Sendable {
    /// Which part of the source's frame the group shares.
    public enum Properties: Hashable, Sendable {
        case frame, position, size

        public var position: Bool { self != .size }
        public var size: Bool { self != .position }
    }

    public var namespace: String
    /// The id's value, as JSON text.
    public var id: String
    public var properties: Properties
    public var anchor: UnitPoint
    public var isSource: Bool
    /// How many of the view's modifiers are inside the effect.
    public var level: Int

    public init(namespace: String, id: String, properties: Properties, anchor: UnitPoint, isSource: Bool, level: Int) {
        self.namespace = namespace
        self.id = id
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        self.level = level
    }

    /// What the views of one group share: the namespace and the id.
    public var key: String { namespace + "\u{1F}" + id }
}
