/// A custom view declared under `"components"`: parameters with defaults, local state, a body.
public struct Component: Hashable, Sendable {
    public struct Parameter: Hashable, Sendable {
        public var name: String
        public var defaultValue: Value
        public var type: ValueType

        public init(name: String, defaultValue: Value, type: ValueType) {
            self.name = name
            self.defaultValue = defaultValue
            self.type = type
        }
    }

    public var name: String
    public var parameters: [Parameter]
    /// Local `@State`, initialised per instance.
    public var state: [StateVariable]
    public var body: SceneView

    public init(name: String, parameters: [Parameter], state: [StateVariable], body: SceneView) {
        self.name = name
        self.parameters = parameters
        self.state = state
        self.body = body
    }
}

/// A state variable and its initial value; its type is the initial value's.
public struct StateVariable: Hashable, Sendable {
    public var name: String
    public var initialValue: Value
    public var type: ValueType

    public init(name: String, initialValue: Value, type: ValueType) {
        self.name = name
        self.initialValue = initialValue
        self.type = type
    }
}
