import Geometry

/// A validated, normalised scene: the canvas, the state, the view tree, the components and the
/// timeline. Decode one with `Scene.decode(_:limits:)`.
public struct Scene: Hashable, Sendable {
    public var canvas: Canvas
    /// The global state, in the order declared.
    public var state: [StateVariable]
    public var body: SceneView {
        didSet { facts = SceneFacts(body: body, components: components) }
    }
    public var components: [String: Component] {
        didSet { facts = SceneFacts(body: body, components: components) }
    }
    /// What the body and components hold (actions, environment values, GeometryReaders), kept
    /// in step with them.
    public private(set) var facts: SceneFacts
    /// Events sorted by time (stable for equal times).
    public var timeline: [TimelineEvent]
    /// The limits the scene was validated against; evaluation keeps to them.
    public var limits: SceneLimits

    public init(
        canvas: Canvas, state: [StateVariable], body: SceneView, components: [String: Component],
        timeline: [TimelineEvent], limits: SceneLimits = .default
    ) {
        self.canvas = canvas
        self.state = state
        self.body = body
        self.components = components
        self.timeline = timeline
        self.limits = limits
        self.facts = SceneFacts(body: body, components: components)
    }

    /// Every state variable's initial value.
    public var initialState: [String: Value] {
        Dictionary(state.map { ($0.name, $0.initialValue) }, uniquingKeysWith: { first, _ in first })
    }
}

/// The drawing surface: its size, an optional background and the colour scheme.
public struct Canvas: Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// nil is transparent.
    public var background: Color?
    public var colorScheme: ColorScheme

    public init(width: Double, height: Double, background: Color? = nil, colorScheme: ColorScheme = .light) {
        self.width = width
        self.height = height
        self.background = background
        self.colorScheme = colorScheme
    }

    public static let defaultWidth = 400.0
    public static let defaultHeight = 300.0
}
