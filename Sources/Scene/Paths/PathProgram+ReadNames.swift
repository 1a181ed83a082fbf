extension PathProgram {
    /// The names the program reads from outside itself: every expression's names but those its
    /// own `let`s and `for` variables bind. Empty when only `pi` and constants are read, so that
    /// one evaluation at decoding sees every evaluation's path.
    public var outsideNames: Set<String> {
        var read = Set<String>(), bound = Set<String>()
        Self.collect(steps, read: &read, bound: &bound)
        return read.subtracting(bound).subtracting(Self.constants.keys)
    }

    private static func collect(_ steps: [Step], read: inout Set<String>, bound: inout Set<String>) {
        func add(_ expressions: Expression...) { for e in expressions { read.formUnion(e.referencedNames) } }
        func add(_ p: PointExpression) { add(p.x, p.y) }
        func add(_ r: RectExpression) { add(r.x, r.y, r.width, r.height) }
        for step in steps {
            switch step {
            case .move(let p), .line(let p): add(p)
            case .quadCurve(let to, let control):
                add(to)
                add(control)
            case .curve(let to, let control1, let control2):
                add(to)
                add(control1)
                add(control2)
            case .arc(let center, let radius, let startAngle, let endAngle, _, let clockwise):
                add(center)
                add(radius, startAngle, endAngle, clockwise)
            case .rect(let r), .ellipse(let r): add(r)
            case .roundedRect(let r, let cornerWidth, let cornerHeight):
                add(r)
                add(cornerWidth, cornerHeight)
            case .closeSubpath, .fixed: break
            case .assign(let bindings):
                for binding in bindings {
                    add(binding.value)
                    bound.insert(binding.name)
                }
            case .loop(let variable, let lower, let upper, _, let body):
                add(lower, upper)
                bound.insert(variable)
                collect(body, read: &read, bound: &bound)
            case .conditional(let condition, let then, let otherwise):
                add(condition)
                collect(then, read: &read, bound: &bound)
                collect(otherwise, read: &read, bound: &bound)
            case .stroked(let stroke):
                add(stroke.lineWidth, stroke.dashPhase)
                if let body = stroke.body { collect(body, read: &read, bound: &bound) }
            }
        }
    }
}
