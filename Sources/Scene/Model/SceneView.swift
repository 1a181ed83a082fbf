import Views

/// A view of the scene, decoded and validated: what it is, its ordered modifiers, and where it
/// was written.
public struct SceneView: Hashable, Sendable {
    public var kind: Kind
    public var modifiers: [SceneModifier]
    /// The JSON pointer of the view object.
    public var path: String

    public init(kind: Kind, modifiers: [SceneModifier] = [], path: String) {
        self.kind = kind
        self.modifiers = modifiers
        self.path = path
    }

    public indirect enum Kind: Hashable, Sendable {
        /// nil spacing is the default.
        case vStack(alignment: Dynamic<HorizontalAlignment>, spacing: Dynamic<Double>?, children: [SceneView])
        case hStack(alignment: Dynamic<VerticalAlignment>, spacing: Dynamic<Double>?, children: [SceneView])
        case zStack(alignment: Dynamic<Alignment>, children: [SceneView])
        /// `Grid`; nil spacings are the default.
        case grid(
            alignment: Dynamic<Alignment>, horizontalSpacing: Dynamic<Double>?, verticalSpacing: Dynamic<Double>?,
            children: [SceneView])
        /// `GridRow`; a nil alignment takes the grid's.
        case gridRow(alignment: Dynamic<VerticalAlignment>?, children: [SceneView])
        /// `LazyVGrid` (columns) or `LazyHGrid` (rows, `axis` horizontal).
        case lazyGrid(LazyGridProperties, children: [SceneView])
        /// `GeometryReader { variable in content }`: `variable` holds the reader's size and frame.
        case geometryReader(variable: String, content: SceneView)
        /// `ViewThatFits(in: axes) { children }`.
        case viewThatFits(axes: FitAxes, children: [SceneView])
        /// `ScrollView(axes, showsIndicators:) { content }`.
        case scrollView(ScrollViewProperties, content: SceneView)
        /// The built-in `WaterfallLayout(columns:spacing:)`; nil spacing is the default (8).
        case waterfall(columns: Int, spacing: Dynamic<Double>?, children: [SceneView])
        case spacer(minLength: Dynamic<Double>?)
        case divider
        case text(TextTemplate)
        case shape(ShapeKind)
        /// A colour used as a view.
        case color(ColorProperty)
        case empty
        /// `Image(name)`: an asset of the scene (or of the server's asset folder).
        case image(ImageAsset)
        /// `Image(systemName:)`: a symbol, drawn from the icon font's glyph.
        case symbol(SymbolGlyph)
        /// Contributes its children to its parent, each wrapped in the group's modifiers.
        case group([SceneView])
        /// `if condition { then } else { else }`: contributes the chosen branch.
        case conditional(condition: Dynamic<Bool>, then: SceneView, else: SceneView?)
        case forEach(ForEachView)
        case component(ComponentInstance)
    }

    /// The built-in shapes as a scene writes them.
    public enum ShapeKind: Hashable, Sendable {
        case rectangle
        case roundedRectangle(cornerRadius: Dynamic<Double>)
        case circle
        case ellipse
        case capsule
        /// A `Path` view.
        case path(PathProgram)
        /// A custom shape declared under `"shapes"`.
        case custom(CustomShapeInstance)
    }

    /// The name a scene writes for this view's type (`"VStack"`, `"If"`, a component's name).
    public var typeName: String {
        switch kind {
        case .vStack: "VStack"
        case .hStack: "HStack"
        case .zStack: "ZStack"
        case .grid: "Grid"
        case .gridRow: "GridRow"
        case .lazyGrid(let properties, _): properties.axis == .vertical ? "LazyVGrid" : "LazyHGrid"
        case .geometryReader: "GeometryReader"
        case .viewThatFits: "ViewThatFits"
        case .scrollView: "ScrollView"
        case .waterfall: "WaterfallLayout"
        case .spacer: "Spacer"
        case .divider: "Divider"
        case .text: "Text"
        case .shape(.rectangle): "Rectangle"
        case .shape(.roundedRectangle): "RoundedRectangle"
        case .shape(.circle): "Circle"
        case .shape(.ellipse): "Ellipse"
        case .shape(.capsule): "Capsule"
        case .shape(.path): "Path"
        case .shape(.custom(let instance)): instance.declaration.name
        case .color: "Color"
        case .empty: "EmptyView"
        case .image, .symbol: "Image"
        case .group: "Group"
        case .conditional: "If"
        case .forEach: "ForEach"
        case .component(let instance): instance.name
        }
    }
}

/// `ForEach(data, id:) { variable in content }`.
public struct ForEachView: Hashable, Sendable {
    public enum Data: Hashable, Sendable {
        /// `lower..<upper`, or `lower...upper` when `closed`; bounds are integers.
        case range(lower: Dynamic<Int>, upper: Dynamic<Int>, closed: Bool)
        /// An array: a literal (a constant expression) or an expression over state.
        case array(Expression)
    }

    public enum Identifier: Hashable, Sendable {
        /// `id: \.self`: the element itself.
        case element
        /// `id: \.field`: a field of each (object) element.
        case field(String)
    }

    public var data: Data
    public var id: Identifier
    /// The name the content reads each element by.
    public var variable: String
    public var content: SceneView
    /// How many elements the data has in the initial state, when the front end can tell.
    public var initialCount: Int?

    public init(data: Data, id: Identifier, variable: String, content: SceneView, initialCount: Int?) {
        self.data = data
        self.id = id
        self.variable = variable
        self.content = content
        self.initialCount = initialCount
    }
}

/// A use of a component: `{"type": "Card", "title": "…"}`. Parameters not given take their
/// defaults.
public struct ComponentInstance: Hashable, Sendable {
    public var name: String
    public var arguments: [String: ValueSource]

    public init(name: String, arguments: [String: ValueSource]) {
        self.name = name
        self.arguments = arguments
    }
}
