import Geometry

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)` as written: views with the same `id`
/// in the same namespace share geometry (see docs/animation.md, "Matched geometry").
public struct MatchedGeometryModifier: Hashable, Sendable {
    /// Which part of the source's frame the group shares.
    public enum Properties: String, Hashable, Sendable, CaseIterable {
        case frame, position, size
    }

    public var id: ValueSource
    /// A name from the scene's `namespaces`.
    public var namespace: String
    public var properties: Properties
    public var anchor: Dynamic<UnitPoint>
    public var isSource: Dynamic<Bool>

    public init(
        id: ValueSource, namespace: String, properties: Properties, anchor: Dynamic<UnitPoint>, isSource: Dynamic<Bool>
    ) {
        self.id = id
        self.namespace = namespace
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
    }
}
