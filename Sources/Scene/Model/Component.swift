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
    /// `"equatable"`: the parameters an instance compares to decide whether its body is
    /// evaluated again (as an `Equatable` view's `==`); nil compares every parameter.
    public var equatable: [String]?

    public init(name: String, parameters: [Parameter], state: [StateVariable], body: SceneView, equatable: [String]? = nil) {
        self.name = name
        self.parameters = parameters
        self.state = state
        self.body = body
        self.equatable = equatable
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
