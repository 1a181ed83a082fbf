import Scene
import Views

extension EvaluationRun {
    /// The content of a ViewThatFits, ScrollView or WaterfallLayout. Not inlined: `content` is
    /// part of the recursion over the tree's depth, and in a debug build every temporary of every
    /// case takes its own slot in that frame.
    /// The modifiers a view starts with before its own: a ScrollView clips its content to its
    /// bounds, a `clip` innermost, so every output clips it as it clips `clipped()`. Not inlined,
    /// as `fitScrollOrWaterfall`.
    @inline(never)
    static func builtInModifiers(of view: SceneView) -> [ViewModifier] {
        if case .scrollView = view.kind { return [.clip(.rectangle)] }
        return []
    }

    @inline(never)
    mutating func fitScrollOrWaterfall(
        of view: SceneView, path: String, context: EvaluationContext, environment: ViewEnvironment
    ) -> ViewContent {
        func children(_ views: [SceneView], _ run: inout EvaluationRun) -> [ViewNode] {
            views.enumerated().flatMap { i, child in
                run.nodes(
                    for: child, path: Self.path(path, String(i)), context: context, inherited: [], environment: environment)
            }
        }
        switch view.kind {
        case .viewThatFits(let axes, let views):
            return .viewThatFits(axes, children: children(views, &self))
        case .scrollView(let properties, let content):
            let spec = ScrollSpec(
                horizontal: properties.horizontal, vertical: properties.vertical,
                showsIndicators: properties.showsIndicators, anchor: properties.anchor?.evaluate(context),
                position: properties.position?.evaluate(context))
            return .scrollView(spec, children: children([content], &self))
        case .waterfall(let columns, let spacing, let views):
            let spec = WaterfallSpec(columns: columns, spacing: max(0, spacing?.evaluate(context, default: 8) ?? 8))
            return .waterfall(spec, children: children(views, &self))
        default:
            return .empty
        }
    }
}
