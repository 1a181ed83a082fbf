import Geometry
import Views

extension PathProgram {
    /// What one evaluation produced: the path, and whether a limit cut it short.
    public struct Outcome: Sendable {
        public var path: Path
        /// More than `maxIterations` loop iterations were asked for; the loop that reached the
        /// limit stopped there.
        public var exceededIterations = false
        /// More than `maxElements` elements were produced (or stroked by `strokedPath` steps, all
        /// counted together); the rest were dropped.
        public var exceededElements = false
    }

    /// The path the program draws with the names of `context`. Never fails: numbers that are not
    /// finite are clamped (`Path.finiteCoordinate`), limits cut the path short.
    public func evaluate(_ context: EvaluationContext) -> Outcome {
        var run = Run(maxElements: maxElements, iterationsLeft: maxIterations, context: context, strokeBudget: maxElements)
        run.execute(steps)
        return Outcome(path: run.path.finite, exceededIterations: run.exceededIterations, exceededElements: run.exceededElements)
    }

    /// The names every path expression may read besides its scope's: `pi`.
    public static let constants: [String: Value] = ["pi": .number(Double.pi)]

    private struct Run {
        let maxElements: Int
        var iterationsLeft: Int
        var context: EvaluationContext
        var path = Path()
        /// Elements `strokedPath` steps may still stroke in this evaluation: a step inside a loop
        /// whose outline is dropped (or empty) still spends what it stroked.
        var strokeBudget: Int
        var exceededIterations = false
        var exceededElements = false

        func number(_ expression: Expression) -> Double { expression.evaluate(context).numeric }
        func point(_ p: PointExpression) -> Point { Point(x: number(p.x), y: number(p.y)) }
        func rect(_ r: RectExpression) -> Rect {
            Rect(x: number(r.x), y: number(r.y), width: number(r.width), height: number(r.height))
        }

        /// Appends what `build` adds, unless the element budget is spent.
        mutating func add(_ build: (inout Path) -> Void) {
            guard !exceededElements else { return }
            var piece = Path()
            build(&piece)
            if path.elements.count + piece.elements.count > maxElements {
                exceededElements = true
                return
            }
            path.addPath(piece)
        }

        mutating func execute(_ steps: [Step]) {
            let saved = context
            defer { context = saved }
            for step in steps {
                if exceededElements || exceededIterations { return }
                switch step {
                case .move(let target):
                    let p = point(target)
                    add { $0.move(to: p) }
                case .line(let target):
                    let p = point(target)
                    add { $0.addLine(to: p) }
                case .quadCurve(let to, let control):
                    let (a, c) = (point(to), point(control))
                    add { $0.addQuadCurve(to: a, control: c) }
                case .curve(let to, let c1, let c2):
                    let (a, b, c) = (point(to), point(c1), point(c2))
                    add { $0.addCurve(to: a, control1: b, control2: c) }
                case .arc(let center, let radius, let start, let end, let inDegrees, let clockwise):
                    let c = point(center), r = Path.finiteCoordinate(number(radius))
                    let s = Path.finiteCoordinate(number(start)), e = Path.finiteCoordinate(number(end))
                    let cw = clockwise.evaluate(context).truthy
                    let hasCurrent = path.hasCurrentPoint
                    add { piece in
                        // The joining line starts at the path's current point.
                        if hasCurrent { piece.move(to: .zero) }
                        piece.addArc(
                            center: c, radius: r, startAngle: inDegrees ? .degrees(s) : .radians(s),
                            endAngle: inDegrees ? .degrees(e) : .radians(e), clockwise: cw)
                        if hasCurrent { piece.elements.removeFirst() }
                    }
                case .rect(let value):
                    let r = rect(value)
                    add { $0.addRect(r) }
                case .roundedRect(let value, let w, let h):
                    let (r, size) = (rect(value), Size(width: number(w), height: number(h)))
                    add { $0.addRoundedRect(in: r, cornerSize: size) }
                case .ellipse(let value):
                    let r = rect(value)
                    add { $0.addEllipse(in: r) }
                case .closeSubpath: add { $0.closeSubpath() }
                case .fixed(let fixed): add { $0.addPath(fixed) }
                case .assign(let bindings):
                    for binding in bindings { context[binding.name] = binding.value.evaluate(context) }
                case .loop(let variable, let lower, let upper, let closed, let body):
                    let a = Self.bound(number(lower)), b = Self.bound(number(upper)) + (closed ? 1 : 0)
                    let previous = context[variable]
                    var i = a
                    while i < b {
                        if iterationsLeft <= 0 {
                            exceededIterations = true
                            return
                        }
                        iterationsLeft -= 1
                        context[variable] = .number(Double(i))
                        execute(body)
                        if exceededElements || exceededIterations { return }
                        i += 1
                    }
                    context[variable] = previous
                case .conditional(let condition, let then, let otherwise):
                    execute(condition.evaluate(context).truthy ? then : otherwise)
                case .stroked(let step):
                    executeStroked(step)
                }
            }
        }

        /// The nested elements drawn on their own, stroked, and their outline added within the
        /// element budget (an outline past it is dropped whole, as any element past it).
        mutating func executeStroked(_ step: StrokedPathStep) {
            var source = path
            if let body = step.body {
                var inner = Run(
                    maxElements: min(maxElements, strokeBudget), iterationsLeft: iterationsLeft, context: context,
                    strokeBudget: strokeBudget)
                inner.execute(body)
                iterationsLeft = inner.iterationsLeft
                strokeBudget = inner.strokeBudget
                if inner.exceededIterations { exceededIterations = true }
                if inner.exceededElements { exceededElements = true }
                if exceededElements || exceededIterations { return }
                source = inner.path
            } else {
                path = Path()
            }
            strokeBudget -= source.elements.count
            if strokeBudget < 0 {
                exceededElements = true
                return
            }
            var style = StrokedPathStyle(lineWidth: number(step.lineWidth), maxElements: maxElements - path.elements.count)
            style.lineCap = step.lineCap
            style.lineJoin = step.lineJoin
            style.miterLimit = step.miterLimit
            style.dash = step.dash
            style.dashPhase = Path.finiteCoordinate(number(step.dashPhase))
            let outline = source.finite.stroked(style)
            guard outline.complete else {
                // Past the budget the path stays as it was; later elements are dropped.
                if step.body == nil { path = source }
                exceededElements = true
                return
            }
            add { $0.addPath(outline.path) }
        }

        /// A loop bound: rounded down, NaN as 0, within ±2³¹ (the iteration budget stops long
        /// before).
        static func bound(_ value: Double) -> Int {
            if value.isNaN { return 0 }
            return Int(min(max(value.rounded(.down), -2_147_483_648), 2_147_483_647))
        }
    }
}
