import Geometry
import Scene
import Views

extension EvaluationRun {
    /// One view with its chain: the environment modifiers resolve into the content (the
    /// innermost setting wins), the rest become `ViewModifier`s. A background or overlay view
    /// gets the environment of the modifiers outside it only: `[overlay(Text), font(.title)]`
    /// gives the overlay the title font, `[font(.title), overlay(Text)]` does not.
    mutating func node(
        for view: SceneView, path: String, context: EvaluationContext, chain: [ChainLink], environment: ViewEnvironment
    ) -> ViewNode {
        remainingNodes -= 1
        var chain = chain
        let outside = environments(along: &chain, from: environment)
        let context = usesEnvironmentValues ? outside[0].context(context) : context
        let content = self.content(of: view, path: path, context: context, chain: chain, environment: outside[0])
        let (modifiers, directions, matched) = chainModifiers(of: view, path: path, chain: chain, outside: outside)
        return assembledNode(
            path: path, source: view.path, content: content, modifiers: modifiers, chain: chain, matched: matched,
            directions: directions, outside: outside)
    }

    /// The environment at each link of `chain`: element i is the parent's `environment` with
    /// links i..<count applied, outermost first; element 0 is the content's, i + 1 that of link
    /// i's views. Each link reads the `environment` values set outside it (stored in its context
    /// when the scene reads environment values); the content reads them all. Not inlined, like
    /// `record`: `node` recurses once per level of the tree, and environments are large.
    @inline(never)
    func environments(along chain: inout [ChainLink], from environment: ViewEnvironment) -> ChainEnvironments {
        guard usesEnvironmentValues || chain.contains(where: { ViewEnvironment.isSet(by: $0.modifier) }) else {
            return ChainEnvironments(repeating: environment)
        }
        if !usesEnvironmentValues { return Self.distinctEnvironments(along: chain, from: environment) }
        var outside = [ViewEnvironment](repeating: environment, count: chain.count + 1)
        // Until a link sets a value, every element is already `environment`: links that set
        // none (frames, paddings, fills…) copy nothing.
        var changed = false
        for i in stride(from: chain.count - 1, through: 0, by: -1) {
            if usesEnvironmentValues { chain[i].context = outside[i + 1].context(chain[i].context) }
            if ViewEnvironment.isSet(by: chain[i].modifier) {
                outside[i] = outside[i + 1].applying(chain[i])
                changed = true
            } else if changed {
                outside[i] = outside[i + 1]
            }
        }
        return ChainEnvironments(outside)
    }

    /// `environments(along:from:)` for a scene that sets no `environment` values (the links'
    /// contexts then stay as they are): each distinct environment made once, by the same
    /// `applying` calls in the same order, so every element is the same value.
    static func distinctEnvironments(along chain: [ChainLink], from environment: ViewEnvironment) -> ChainEnvironments {
        // Room for the parent's environment and one per setting link, made at once (growing
        // would copy every environment held at each step).
        var setting = 0
        for i in chain.indices where ViewEnvironment.isSet(by: chain[i].modifier) { setting += 1 }
        var distinct: [ViewEnvironment] = []
        distinct.reserveCapacity(setting + 1)
        distinct.append(environment)
        var elements = Array(filled: 0, count: chain.count + 1)
        for i in stride(from: chain.count - 1, through: 0, by: -1) {
            if ViewEnvironment.isSet(by: chain[i].modifier) {
                // The outer environment copied once, into its place, and the link applied to it
                // there, read through a pointer (see `applying`).
                distinct.append(distinct[elements[i + 1]])
                let last = distinct.count - 1
                chain.withUnsafeBufferPointer { links in
                    distinct.withUnsafeMutableBufferPointer { ViewEnvironment.apply(links.baseAddress! + i, to: &$0[last]) }
                }
                elements[i] = last
            } else {
                elements[i] = elements[i + 1]
            }
        }
        return ChainEnvironments(distinct: distinct, elements: elements)
    }

    /// The view modifiers of `chain` after the view's built-in ones, which level of them is laid
    /// out right to left, and the view's matched geometry; records the chain's actions,
    /// animators and transaction links. Not inlined, like `record`.
    @inline(never)
    mutating func chainModifiers(
        of view: SceneView, path: String, chain: [ChainLink], outside: ChainEnvironments
    ) -> (modifiers: [ViewModifier], directions: [Bool], matched: MatchedGeometry?) {
        var modifiers = Self.builtInModifiers(of: view)
        // Only an `environment` value can lay a view out right to left: a scene that sets none has
        // every level left to right, and no directions to record.
        var directions = usesEnvironmentValues ? Self.directions(outside, builtIns: modifiers.count) : []
        var viewLinks: [TransactionLink] = []
        // Scoped bodies follow their modifier in the chain, indexed "k.0", "k.1"…
        var openScopes: [(prefix: String, link: Int, start: Int)] = []
        var matched: MatchedGeometry?
        // By index: the links are borrowed, not copied.
        for i in chain.indices {
            while let scope = openScopes.last, !chain[i].index.hasPrefix(scope.prefix) {
                viewLinks[scope.link].scope = scope.start..<modifiers.count
                openScopes.removeLast()
            }
            if recordsLinks {
                record(chain[i], viewID: path, position: modifiers.count, viewLinks: &viewLinks, openScopes: &openScopes)
            }
            if case .matchedGeometryEffect(let effect) = chain[i].modifier {
                matched = Self.matchedGeometry(effect, context: chain[i].context, level: modifiers.count)
            }
            // The link and its environment through pointers, in place (see `viewModifier`).
            let modifier = chain.withUnsafeBufferPointer { links in
                outside.withElement(i + 1) { viewModifier(for: links.baseAddress! + i, nodePath: path, environment: $0) }
            }
            if let modifier {
                // Room for every link left at the first: appended one by one, an array of these
                // large values was copied as it grew (an empty one stays unallocated).
                if modifiers.isEmpty { modifiers.reserveCapacity(chain.count - i) }
                modifiers.append(modifier)
                if usesEnvironmentValues { Self.appendDirection(&directions, outside, at: i + 1) }
            }
        }
        for scope in openScopes { viewLinks[scope.link].scope = scope.start..<modifiers.count }
        if !viewLinks.isEmpty {
            links[path] = viewLinks.reversed()
            linkOrder.append(path)
        }
        return (modifiers, directions, matched)
    }

    /// The node of `node(for:)` from its parts: the outermost zIndex and transition win, as in
    /// SwiftUI; `source` is the view's JSON pointer. Not inlined, like `record`: `node` recurses
    /// once per level of the tree.
    @inline(never)
    mutating func assembledNode(
        path: String, source: String, content: ViewContent, modifiers: [ViewModifier], chain: [ChainLink],
        matched: MatchedGeometry?, directions: [Bool], outside: ChainEnvironments
    ) -> ViewNode {
        var zIndex: Double?
        var transition: Transition?
        for i in chain.indices.reversed() {
            switch chain[i].modifier {
            case .zIndex(let value) where zIndex == nil:
                zIndex = value.evaluate(chain[i].context, default: 0)
            case .transition(let value) where transition == nil:
                transition = evaluatedTransition(value, context: chain[i].context)
            default:
                continue
            }
        }
        // Made whole in one call (`ViewNode.withFields`), and changed afterwards only when laid out
        // right to left: a variable changed field by field was copied once more on return.
        let node = ViewNode.withFields(
            id: path, content: content, modifiers: modifiers, zIndex: zIndex ?? 0, transition: transition,
            gridCell: gridCell(of: chain), alignmentGuides: alignmentGuides(of: chain), matchedGeometry: matched,
            rightToLeft: [], source: SourcePath(source))
        guard directions.contains(true) else { return node }
        var mirrored = node
        mirrored.rightToLeft = directions
        Self.mirrorTransition(&mirrored, chain: chain, outside: outside)
        return mirrored
    }

    /// A `Text`'s string with the environment's font, colour and styling. Not inlined: the
    /// resolved text is large, and `content(of:)` is on the recursion of every tree level.
    @inline(never)
    static func resolvedText(_ string: String, environment: ViewEnvironment) -> ResolvedText {
        var text = ResolvedText(
            string: string, font: environment.resolvedFont, color: environment.foregroundColor,
            alignment: environment.textAlignment, lineLimit: environment.lineLimit,
            lineSpacing: environment.lineSpacing, locale: environment.locale,
            layoutDirection: environment.layoutDirection)
        text.styling = environment.textStyling
        text.contentTransition = environment.contentTransition
        if let gradient = environment.foregroundGradient {
            text.color = .clear
            text.gradient = gradient
        }
        return text
    }

    /// Records what `link` means for the animation engine: an action, an animator, a transaction
    /// link (opening a scope for a scoped body). Not inlined: `node` recurses once per level of
    /// the tree, and in a debug build every temporary takes its own slot in the frame.
    @inline(never)
    mutating func record(
        _ link: ChainLink, viewID path: String, position: Int, viewLinks: inout [TransactionLink],
        openScopes: inout [(prefix: String, link: Int, start: Int)]
    ) {
        if case .action(let action) = link.modifier {
            actions.append(
                ViewActionRecord(
                    viewID: path, ordinal: actions.count(where: { $0.viewID == path }), action: action,
                    watched: action.watchedValue(link.context), context: link.context,
                    instance: instancePaths.last, position: position))
        }
        recordAnimator(link, viewID: path)
        if let action = Self.transactionAction(for: link) {
            viewLinks.append(
                TransactionLink(action: action, position: position, scopeSetsContentPaint: link.modifier.scopedBodySetsForeground))
            if link.modifier.hasScopedBody {
                openScopes.append((link.index + ".", viewLinks.count - 1, position))
            }
        }
    }

    mutating func content(
        of view: SceneView, path: String, context: EvaluationContext, chain: [ChainLink], environment: ViewEnvironment
    ) -> ViewContent {
        func children(_ views: [SceneView], _ run: inout EvaluationRun) -> [ViewNode] {
            var result: [ViewNode] = []
            result.reserveCapacity(views.count)
            for i in views.indices {
                run.appendNodes(
                    for: views[i], path: Self.path(path, ChainLink.indexName(i)), context: context, environment: environment,
                    to: &result)
            }
            return result
        }
        switch view.kind {
        case .vStack(let alignment, let spacing, let views):
            return .vStack(
                alignment: alignment.evaluate(context, default: .center), spacing: spacing?.evaluate(context),
                children: children(views, &self))
        case .hStack(let alignment, let spacing, let views):
            return .hStack(
                alignment: alignment.evaluate(context, default: .center), spacing: spacing?.evaluate(context),
                children: children(views, &self))
        case .zStack(let alignment, let views):
            return .zStack(alignment: alignment.evaluate(context, default: .center), children: children(views, &self))
        case .grid(let alignment, let horizontalSpacing, let verticalSpacing, let views):
            return .grid(
                GridSpec(
                    alignment: alignment.evaluate(context, default: .center),
                    horizontalSpacing: horizontalSpacing?.evaluate(context),
                    verticalSpacing: verticalSpacing?.evaluate(context), maxColumns: scene.limits.maxGridColumns),
                children: children(views, &self))
        case .gridRow(let alignment, let views):
            return .gridRow(alignment: alignment?.evaluate(context), children: children(views, &self))
        case .lazyGrid(let properties, let views):
            return .lazyGrid(lazyGridSpec(properties, context: context), children: children(views, &self))
        case .geometryReader(let variable, let view):
            var inner = context
            inner[variable] = GeometryProxyValue.value(for: geometry[path] ?? .zero)
            return .geometryReader(
                children: nodes(
                    for: view, path: Self.path(path, "0"), context: inner, inherited: [], environment: environment))
        case .spacer(let minLength):
            return .spacer(minLength: minLength?.evaluate(context).map { max(0, $0) })
        case .divider:
            return .divider(color: Self.separatorColor(environment.colorScheme))
        case .text, .richText, .shape, .color, .image, .symbol:
            return leafContent(of: view, context: context, chain: chain, environment: environment)
        default:
            // EmptyView, and what contributes no content of its own (groups, conditionals, ForEach,
            // components) is empty; ViewThatFits, ScrollView and WaterfallLayout are built apart.
            return fitScrollOrWaterfall(of: view, path: path, context: context, environment: environment)
        }
    }

    /// The content of a view that has no children: a text, shape, colour, image or symbol.
    /// Not inlined: their resolved values are large, and in a debug build each would take a slot
    /// in the frame of `content(of:)`, which recurses once per level of the tree.
    @inline(never)
    mutating func leafContent(
        of view: SceneView, context: EvaluationContext, chain: [ChainLink], environment: ViewEnvironment
    ) -> ViewContent {
        switch view.kind {
        case .text(let template):
            return .text(Self.resolvedText(template.evaluate(context), environment: environment))
        case .richText(let spans):
            return .text(richText(spans, context: context, environment: environment))
        case .shape(let kind):
            return .shape(shapeView(kind, context: context, chain: chain, environment: environment))
        case .color(let color):
            return Self.paintContent(color, context: context, environment: environment)
        case .image(let asset):
            return .image(imageView(asset, chain: chain, environment: environment))
        case .symbol(let glyph):
            return .shape(symbolView(glyph, chain: chain, environment: environment))
        default:
            return .empty
        }
    }

    /// The shape with its `fill` and `stroke` folded in: the fill is the foreground colour
    /// unless given; a stroke without a fill leaves the shape unfilled.
    func shapeView(
        _ kind: SceneView.ShapeKind, context: EvaluationContext, chain: [ChainLink], environment: ViewEnvironment
    ) -> ShapeView {
        let shape: Shape =
            switch kind {
            case .rectangle: .rectangle
            case .roundedRectangle(let radius): .roundedRectangle(cornerRadius: max(0, radius.evaluate(context, default: 0)))
            case .circle: .circle
            case .ellipse: .ellipse
            case .capsule: .capsule
            case .path(let program): .path(Self.pathViewPath(program, context: context))
            case .custom(let instance): .custom(Self.customShape(instance, context: context))
            }
        var fill: ColorProperty?, fillContext = context
        var stroke: (StrokeModifier, EvaluationContext)?
        // By index: the links are borrowed, not copied.
        for i in chain.indices {
            switch chain[i].modifier {
            case .fill(let color): (fill, fillContext) = (color, chain[i].context)
            case .stroke(let modifier): stroke = (modifier, chain[i].context)
            default: continue
            }
        }
        let scheme = environment.colorScheme
        let fillColor: Color? =
            if let fill { fill.resolved(fillContext, scheme: scheme) ?? environment.foregroundColor } else if stroke != nil {
                nil
            } else { environment.foregroundColor }
        let resolvedStroke = stroke.map { modifier, strokeContext in
            var stroke = Stroke(
                color: modifier.color?.resolved(strokeContext, scheme: scheme) ?? environment.foregroundColor,
                lineWidth: max(0, modifier.lineWidth.evaluate(strokeContext, default: 1)), isInset: modifier.isInset)
            if let gradient = modifier.color?.gradient {
                stroke.gradient = gradient.resolved(strokeContext, scheme: scheme, foreground: environment.foregroundColor)
            } else if modifier.color == nil {
                stroke.gradient = environment.foregroundGradient
            }
            if stroke.gradient != nil { stroke.color = .clear }
            Self.applyStyle(modifier, context: strokeContext, to: &stroke)
            return stroke
        }
        var view = ShapeView(shape: shape, fill: fillColor, stroke: resolvedStroke)
        if let gradient = fill?.gradient {
            view.fill = nil
            view.gradient = gradient.resolved(fillContext, scheme: scheme, foreground: environment.foregroundColor)
        } else if fill == nil && stroke == nil, let gradient = environment.foregroundGradient {
            view.fill = nil
            view.gradient = gradient
        }
        view.trim = Self.trim(of: chain)
        view.strokedPath = Self.strokedPath(of: chain)
        return view
    }

    /// SwiftUI's separator colour, which `Divider` draws with.
    static func separatorColor(_ scheme: ColorScheme) -> Color {
        scheme == .light ? Color(red255: 60, 60, 67, opacity: 0.29) : Color(red255: 84, 84, 88, opacity: 0.6)
    }
}
