import Cancellation
import SwiftSyntax

/// The translation of one source file: the view structs it declares, and what it has built so far.
struct Translator {
    let tree: SourceFileSyntax
    let options: ImportOptions
    /// The server's stop signal (its render deadline), checked at each view counted.
    let cancellation: RenderCancellation
    let converter: SourceLocationConverter
    var diagnostics: [ImportDiagnostic] = []

    /// Every `struct X: View`, by name, in source order.
    var viewStructs: [(name: String, decl: StructDeclSyntax)] = []
    /// The `struct X: App`, whose WindowGroup names the view to import.
    var app: StructDeclSyntax?
    /// The scene's state, in declaration order.
    var state: [JSONTree.Member] = []
    /// Custom views translated to components, in the order first used.
    var components: [JSONTree.Member] = []
    var componentsInProgress: Set<String> = []
    /// Each component's local state, for the type of the values its actions write.
    var componentState: [String: [JSONTree.Member]] = [:]
    /// How often each view struct is used in the bodies of the others.
    var uses: [String: Int] = [:]
    /// Timeline events with their times, in the order made.
    var events: [(time: Double, event: JSONTree)] = []
    /// Buttons, Toggles and `onTapGesture` closures, by label, for `--tap`.
    var tappables: [Tappable] = []
    /// Every `struct X: Shape`, by name, in source order.
    var shapeStructs: [(name: String, decl: StructDeclSyntax)] = []
    /// Custom shapes translated to the scene's `shapes`, in the order first used.
    var shapes: [JSONTree.Member] = []
    /// The names a `path(in:)` body declares, while it is translated.
    var pathScope: PathScope?
    /// Every `struct X: ViewModifier` and method of `extension View`, in source order.
    var modifierStructs: [(name: String, decl: StructDeclSyntax)] = []
    var viewExtensions: [FunctionDeclSyntax] = []
    /// The content and parameter values of the custom modifier being expanded.
    var modifierBinding: ModifierBinding?
    var modifiersInProgress: Set<String> = []
    /// The syntax levels above the uses of the view structs, custom modifiers and transitions
    /// and data structs being translated, summed: translating each use descends that far again (`expandingUse`).
    var expansionLevels = 0
    /// Scalar and data structs whose values are being written out: one that uses itself stops.
    var typesInProgress: Set<String> = []
    /// View expressions translated so far, counted against `options.maxViews`.
    var viewCount = 0
    /// The error of the view that passed `options.maxViews`: the translation's only error then.
    var viewLimitError: ImportDiagnostic?
    /// The static functions and variables of `extension AnyTransition { … }`, by name.
    var transitionExtensions: [String: TransitionTemplate] = [:]
    /// Structs that conform to `VectorArithmetic` through one number (seed 001's ClockTime).
    var scalarTypes: [String: ScalarType] = [:]
    /// Structs of stored properties only, whose values are objects (seed 003's Student).
    var dataStructs: [String: DataStruct] = [:]
    /// Names standing for an expression while one is written out (a scalar type's fields).
    var substitutions: [String: String] = [:]
    /// Names of Swift `Int`s where `/` divides integers (in `path(in:)` and scalar types).
    var intNames: Set<String> = []
    /// Taps through components and ForEach rows (Translator+TapTargets.swift).
    var interactions = InteractionState()
    /// Computed properties and enum cases (Translator+ComputedProperties.swift).
    var computed = ComputedState()
    /// The `@Namespace` variables declared, for the scene's `namespaces`.
    var namespaces: [String] = []
    /// `@State` variables of an optional type that start as `nil` (`null` in the scene).
    var optionalStates: Set<String> = []
    /// While a phase animator's closures are written: its enum's properties (`phase.scale` is
    /// the expression that picks the value).
    var memberSubstitutions: [String: String] = [:]
    /// Modifiers a modifier adds after itself (`onChange(of:initial: true)`'s `onAppear`).
    var followingModifiers: [JSONTree] = []
    /// The computed properties of the file's enums that switch over `self`, by enum and name.
    var enumSwitches: [String: [String: SwitchExprSyntax]] = [:]
    /// The names of the imported view, which `--at` statements read.
    var rootScope: ViewScope?

    init(tree: SourceFileSyntax, options: ImportOptions, cancellation: RenderCancellation = .never) {
        self.tree = tree
        self.options = options
        self.cancellation = cancellation
        self.converter = SourceLocationConverter(fileName: "", tree: tree)
    }

    func position(_ node: some SyntaxProtocol) -> SourcePosition {
        let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return SourcePosition(line: location.line, column: location.column)
    }

    mutating func error(_ node: some SyntaxProtocol, _ message: String) {
        diagnostics.append(ImportDiagnostic(.error, at: position(node), message))
    }

    mutating func warning(_ node: some SyntaxProtocol, _ message: String) {
        diagnostics.append(ImportDiagnostic(.warning, at: position(node), message))
    }

    func located(_ tree: JSONTree, _ node: some SyntaxProtocol) -> JSONTree { .located(tree, position(node)) }

    /// Whether the translation has stopped: past `options.maxViews`, or cancelled.
    var isOverViewLimit: Bool { viewLimitError != nil }

    /// Counts the view at `node`; false (keeping the limit error, there) once the count passes
    /// `options.maxViews`, so that a huge source stops translating instead of being refused
    /// only after all of it is built.
    mutating func countView(_ node: some SyntaxProtocol) -> Bool {
        countNodes(1, at: node, "the source writes more views")
    }

    /// Counts `count` nodes the translation makes at `node` (a data value's objects, the copies
    /// of a modifier's `content`) against the same budget as the views; false (keeping the limit
    /// error "\(what) than the limit of …") once the count passes it.
    mutating func countNodes(_ count: Int, at node: some SyntaxProtocol, _ what: String) -> Bool {
        guard !isOverViewLimit else { return false }
        if cancellation.isCancelled {
            viewLimitError = ImportDiagnostic(.error, at: position(node), "the translation was stopped here: its time is up (server.requestTimeoutSeconds) [render_timeout]")
            return false
        }
        guard let limit = options.maxViews else { return true }
        viewCount += count
        guard viewCount > limit else { return true }
        viewLimitError = ImportDiagnostic(.error, at: position(node), "\(what) than the limit of \(limit) (limits.maxNodes) [limit_exceeded]")
        return false
    }

    /// Marks the scalar or data struct `name` as being written out; false (with the error
    /// "'name' uses itself" at `node`) when it already is, as in `struct A { var b = A() }`.
    mutating func enterType(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard typesInProgress.insert(name).inserted else {
            error(node, "'\(name)' uses itself")
            return false
        }
        return true
    }
}

/// Where a view's translation sits: what names it can write and whether it is there from the start.
struct ViewContext {
    /// Inside a component's body (its state is its own: timeline events can't write it).
    var component: String?
    /// The view is in the tree from t = 0 (not in an `if` branch or a `ForEach` element), so
    /// `asyncAfter` in its `onAppear` is a timeline event.
    var appearsAtStart = true
    /// The enclosing `ForEach`es, the outermost first.
    var loops: [ForEachLoop] = []
    /// Loop variables of enclosing `ForEach`es.
    var loopVariables: [String] { loops.map(\.name) }
    /// The proxies of enclosing `GeometryReader`s (`proxy in`): names the content reads, but
    /// not rows (one instance of what is inside).
    var proxies: [String] = []
}

/// An action a user can run with `--tap`.
struct Tappable {
    var label: String
    var statements: CodeBlockItemListSyntax?
    /// A Toggle's bound state, flipped by a tap.
    var toggles: String?
    var node: Syntax
    var context: ViewContext
    /// Where the control or modifier is written, and the warning given when it is never tapped.
    var position: SourcePosition
    var untapped: String
    /// `Button("Go", action: onTap)`, `.onTapGesture(perform: onTap)`: the action is the
    /// component's closure parameter of that name.
    var actionParameter: String? = nil
    /// For a tappable of a component's body made for one use of it: the closures that use passes,
    /// innermost component first.
    var frames: [ActionFrame] = []
    /// The names of the view it is written in (its properties' values, its computed
    /// properties), which its action reads; kept by ``Translator/addTappable(_:)``.
    var scope: ViewScope? = nil
}
