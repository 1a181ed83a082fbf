extension Animation: CustomStringConvertible {
    /// The animation as SwiftUI prints it, which is what seed 004's `transactionMonitor` shows:
    /// `BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: -2.0, …))`,
    /// `FluidSpringAnimation(response: 0.5, dampingFraction: 1.0, blendDuration: 0.0)`.
    ///
    /// The seed shows those two forms only; the others follow how Swift prints the structs SwiftUI
    /// stores (`SpringAnimation`, `UnitCurveAnimation`, `DefaultAnimation`, and modifiers wrapped
    /// in `InternalCustomAnimationModifiedContent`), nested values module-qualified.
    public var description: String {
        var node = Node(base: base)
        for modifier in modifiers { node = Node(wrapping: node, in: modifier) }
        return node.text(qualified: false)
    }

    /// A Swift type name, printed bare at the top level and module-qualified when nested.
    private struct TypeName {
        var module = "SwiftUI"
        var name: String
        var arguments: [TypeName] = []

        func text(qualified: Bool) -> String {
            let head = qualified ? "\(module).\(name)" : name
            guard !arguments.isEmpty else { return head }
            return head + "<" + arguments.map { $0.text(qualified: qualified) }.joined(separator: ", ") + ">"
        }
    }

    /// A printed struct: its type and fields.
    private struct Node {
        var type: TypeName
        var fields: [(label: String, value: Value)]

        enum Value {
            case plain(String)
            case node(Node)
        }

        init(_ name: String, arguments: [TypeName] = [], fields: [(label: String, value: Value)]) {
            type = TypeName(name: name, arguments: arguments)
            self.fields = fields
        }

        init(base: Base) {
            switch base {
            case .curve(let curve, let duration):
                if curve.bezierControlPoints != nil {
                    let solver = Node("UnitCurve.CubicSolver", fields: [
                        ("ax", .plain("\(curve.ax)")), ("bx", .plain("\(curve.bx)")), ("cx", .plain("\(curve.cx)")),
                        ("ay", .plain("\(curve.ay)")), ("by", .plain("\(curve.by)")), ("cy", .plain("\(curve.cy)")),
                    ])
                    self.init("BezierAnimation", fields: [("duration", .plain("\(duration)")), ("curve", .node(solver))])
                } else {
                    let function = "SwiftUI.UnitCurve.Function.\(curve.functionName)"
                    let unitCurve = Node("UnitCurve", fields: [("function", .plain(function))])
                    self.init("UnitCurveAnimation", fields: [("duration", .plain("\(duration)")), ("curve", .node(unitCurve))])
                }
            case .spring(let response, let dampingFraction, let blendDuration):
                self.init("FluidSpringAnimation", fields: [
                    ("response", .plain("\(response)")), ("dampingFraction", .plain("\(dampingFraction)")),
                    ("blendDuration", .plain("\(blendDuration)")),
                ])
            case .interpolatingSpring(let mass, let stiffness, let damping, let initialVelocity):
                let double = TypeName(module: "Swift", name: "Double")
                let velocity = Node("_Velocity", arguments: [double], fields: [("valuePerSecond", .plain("\(initialVelocity)"))])
                self.init("SpringAnimation", fields: [
                    ("mass", .plain("\(mass)")), ("stiffness", .plain("\(stiffness)")), ("damping", .plain("\(damping)")),
                    ("initialVelocity", .node(velocity)),
                ])
            case .default:
                self.init("DefaultAnimation", fields: [])
            }
        }

        init(wrapping inner: Node, in modifier: Modifier) {
            let modifierNode: Node
            switch modifier {
            case .delay(let seconds):
                modifierNode = Node("DelayAnimation", fields: [("delay", .plain("\(seconds)"))])
            case .speed(let factor):
                modifierNode = Node("SpeedAnimation", fields: [("speed", .plain("\(factor)"))])
            case .repeat(let count, let autoreverses):
                let countText = count.map { "Optional(\($0))" } ?? "nil"
                modifierNode = Node("RepeatAnimation", fields: [
                    ("repeatCount", .plain(countText)), ("autoreverses", .plain("\(autoreverses)")),
                ])
            }
            let arguments = [inner.type, modifierNode.type]
            let content = Node("CustomAnimationModifiedContent", arguments: arguments, fields: [
                ("base", .node(inner)), ("modifier", .node(modifierNode)),
            ])
            self.init("InternalCustomAnimationModifiedContent", arguments: arguments, fields: [("_base", .node(content))])
        }

        /// `Type(label: value, …)`, nested structs module-qualified as Swift prints them.
        func text(qualified: Bool) -> String {
            let body = fields.map { field -> String in
                switch field.value {
                case .plain(let text): "\(field.label): \(text)"
                case .node(let node): "\(field.label): \(node.text(qualified: true))"
                }
            }
            return "\(type.text(qualified: qualified))(\(body.joined(separator: ", ")))"
        }
    }
}

extension UnitCurve {
    /// The case name of `function`, as SwiftUI's `UnitCurve.Function` prints it.
    var functionName: String {
        switch function {
        case .linear: "linear"
        case .circularEaseIn: "circularEaseIn"
        case .circularEaseOut: "circularEaseOut"
        case .circularEaseInOut: "circularEaseInOut"
        case .bezier(let start, let end): "bezier(startControlPoint: \(start), endControlPoint: \(end))"
        }
    }
}
