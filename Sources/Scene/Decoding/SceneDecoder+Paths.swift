import Geometry
import Views

/// `Path` views, the `path` of custom shapes, and `"shapes"` declarations.
extension SceneDecoder {
    static let pathElementNames = [
        "move", "addLine", "addQuadCurve", "addCurve", "addArc", "addRect", "addRoundedRect", "addEllipse", "closeSubpath",
        "let", "for", "if", "strokedPath",
    ]

    /// `{"type": "Path", "path": […]}` or `{"type": "Path", "svg": "M…"}`.
    mutating func pathView(_ reader: inout ObjectReader, scope: NameScope) -> SceneView.Kind? {
        var scope = scope
        if !scope.declares("pi") { scope = scope.adding("pi", .number) }
        switch (reader.take("path"), reader.take("svg")) {
        case (let (json, path)?, nil):
            guard let steps = pathSteps(json, at: path, subject: "Path.path", scope: scope) else { return nil }
            let program = program(steps)
            return fixedPathFits(program, at: path) ? .shape(.path(program)) : nil
        case (nil, let (json, path)?):
            guard case .string(let text) = json else {
                log.record(.typeMismatch("Path.svg", expected: "a string of SVG path data", got: json), at: path)
                return nil
            }
            return svgPath(text, at: path).map { .shape(.path(program([.fixed($0)]))) }
        case (nil, nil):
            log.record(.missingKey("path", in: "Path (or svg)"), at: reader.path)
            return nil
        case (_?, let (_, path)?):
            log.record(.invalid("a Path takes either path or svg, not both"), at: path)
            return nil
        }
    }

    func program(_ steps: [PathProgram.Step]) -> PathProgram {
        PathProgram(steps: steps, maxElements: limits.maxPathElements, maxIterations: limits.maxPathIterations)
    }

    /// Whether a program that reads nothing from outside itself stays within the limits, which
    /// are checked now, as a custom shape's with fixed arguments; one that reads state is cut
    /// short where it passes them.
    mutating func fixedPathFits(_ program: PathProgram, at path: JSONPath) -> Bool {
        guard program.outsideNames.isEmpty else { return true }
        let outcome = program.evaluate(EvaluationContext(PathProgram.constants))
        if outcome.exceededIterations {
            log.record(.limit("Path's path runs more than maxPathIterations (\(limits.maxPathIterations)) loop iterations"), at: path)
            return false
        }
        if outcome.exceededElements {
            log.record(.limit("Path's path has more than maxPathElements (\(limits.maxPathElements)) elements"), at: path)
            return false
        }
        return true
    }

    /// SVG path data, parsed and checked.
    mutating func svgPath(_ text: String, at path: JSONPath) -> Path? {
        do {
            return try SVGPathParser.parse(text, maxCommands: limits.maxPathElements)
        } catch {
            log.record(.invalid("Path.svg: \(error.message)"), at: path)
            return nil
        }
    }

    /// A list of path elements.
    mutating func pathSteps(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> [PathProgram.Step]? {
        guard case .array(let elements) = json else {
            log.record(.typeMismatch(subject, expected: "an array of path elements", got: json), at: path)
            return nil
        }
        var steps: [PathProgram.Step] = []
        var scope = scope
        var valid = true
        for (index, element) in elements.enumerated() {
            let elementPath = path.appending(index)
            if let step = pathStep(element, at: elementPath, scope: scope) {
                if case .assign(let bindings) = step {
                    for binding in bindings { scope = scope.adding(binding.name, .number) }
                }
                steps.append(step)
            } else {
                valid = false
            }
        }
        return valid ? steps : nil
    }

    private mutating func pathStep(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> PathProgram.Step? {
        if case .string("closeSubpath") = json { return .closeSubpath }
        guard case .object(let members) = json else {
            log.record(.typeMismatch("a path element", expected: "an object such as {\"move\": {\"to\": [x, y]}} or \"closeSubpath\"", got: json), at: path)
            return nil
        }
        var reader = ObjectReader(members, at: path)
        if reader.has("for") { return loopStep(&reader, scope: scope) }
        if reader.has("if") { return conditionalStep(&reader, scope: scope) }
        guard members.count == 1 else {
            log.record(.invalid("a path element has exactly one key (one of \(Self.pathElementNames.joined(separator: ", ")))"), at: path)
            return nil
        }
        let name = members.key(at: 0)
        let value = members.value(at: 0)
        let valuePath = path.appending(name)
        switch name {
        case "move", "addLine":
            guard var args = object(value, at: valuePath, subject: name, expected: "an object with 'to'") else { return nil }
            defer { finish(args, subject: name, allowed: ["to"]) }
            guard let to = requiredPoint(&args, "to", subject: name, scope: scope) else { return nil }
            return name == "move" ? .move(to) : .line(to)
        case "addQuadCurve":
            guard var args = object(value, at: valuePath, subject: name, expected: "an object with 'to' and 'control'") else { return nil }
            defer { finish(args, subject: name, allowed: ["to", "control"]) }
            let to = requiredPoint(&args, "to", subject: name, scope: scope)
            let control = requiredPoint(&args, "control", subject: name, scope: scope)
            guard let to, let control else { return nil }
            return .quadCurve(to: to, control: control)
        case "addCurve":
            guard var args = object(value, at: valuePath, subject: name, expected: "an object with 'to', 'control1' and 'control2'")
            else { return nil }
            defer { finish(args, subject: name, allowed: ["to", "control1", "control2"]) }
            let to = requiredPoint(&args, "to", subject: name, scope: scope)
            let c1 = requiredPoint(&args, "control1", subject: name, scope: scope)
            let c2 = requiredPoint(&args, "control2", subject: name, scope: scope)
            guard let to, let c1, let c2 else { return nil }
            return .curve(to: to, control1: c1, control2: c2)
        case "addArc":
            return arcStep(value, at: valuePath, scope: scope)
        case "strokedPath":
            return strokedPathStep(value, at: valuePath, scope: scope)
        case "addRect":
            return rectExpression(value, at: valuePath, subject: name, scope: scope).map { .rect($0) }
        case "addEllipse":
            guard var args = object(value, at: valuePath, subject: name, expected: "an object with 'in'") else { return nil }
            defer { finish(args, subject: name, allowed: ["in"]) }
            guard let (json, inPath) = args.take("in") else {
                log.record(.missingKey("in", in: name), at: valuePath)
                return nil
            }
            return rectExpression(json, at: inPath, subject: "\(name).in", scope: scope).map { .ellipse($0) }
        case "addRoundedRect":
            guard var args = object(value, at: valuePath, subject: name, expected: "an object with 'in' and 'cornerSize'") else { return nil }
            defer { finish(args, subject: name, allowed: ["in", "cornerSize"]) }
            guard let (json, inPath) = args.take("in") else {
                log.record(.missingKey("in", in: name), at: valuePath)
                return nil
            }
            let rect = rectExpression(json, at: inPath, subject: "\(name).in", scope: scope)
            let size = requiredPoint(&args, "cornerSize", subject: name, scope: scope)
            guard let rect, let size else { return nil }
            return .roundedRect(rect, cornerWidth: size.x, cornerHeight: size.y)
        case "let":
            guard case .object(let fields) = value else {
                log.record(.typeMismatch("let", expected: "an object of names and number expressions", got: value), at: valuePath)
                return nil
            }
            var bindings: [PathProgram.Binding] = []
            var scope = scope
            for field in fields {
                let fieldPath = valuePath.appending(field.key)
                guard checkDeclaredName(field.key, at: fieldPath, what: "a let name") else { return nil }
                guard let expression = pathNumber(field.value, at: fieldPath, subject: "let.\(field.key)", scope: scope) else { return nil }
                bindings.append(PathProgram.Binding(name: field.key, value: expression))
                scope = scope.adding(field.key, .number)
            }
            return .assign(bindings)
        default:
            log.record(.unknownKey(name, in: "a path element", candidates: Self.pathElementNames), at: valuePath)
            return nil
        }
    }

    private mutating func loopStep(_ reader: inout ObjectReader, scope: NameScope) -> PathProgram.Step? {
        defer { finish(reader, subject: "for", allowed: ["for", "in", "do"]) }
        guard let (nameJSON, namePath) = reader.take("for"), case .string(let variable) = nameJSON else {
            log.record(.typeMismatch("for", expected: "a loop variable name", got: reader.take("for")?.value ?? .null), at: reader.path.appending("for"))
            return nil
        }
        guard checkDeclaredName(variable, at: namePath, what: "a loop variable") else { return nil }
        guard let (rangeJSON, rangePath) = reader.take("in"), case .string(let range) = rangeJSON else {
            log.record(.missingKey("in", in: "for (a range such as \"0 ..< n\")"), at: reader.path)
            return nil
        }
        let closed = !range.contains("..<")
        guard let split = range.range(of: closed ? "..." : "..<") else {
            log.record(.invalid("for.in must be a range \"a ..< b\" or \"a ... b\", got \(quoted(range))"), at: rangePath)
            return nil
        }
        let lower = pathNumber(.string(String(range[..<split.lowerBound])), at: rangePath, subject: "for.in", scope: scope)
        let upper = pathNumber(.string(String(range[split.upperBound...])), at: rangePath, subject: "for.in", scope: scope)
        guard let lower, let upper else { return nil }
        if let a = lower.constantValue?.numberValue, let b = upper.constantValue?.numberValue,
            b.rounded(.down) - a.rounded(.down) + (closed ? 1 : 0) > Double(limits.maxPathIterations)
        {
            log.record(
                .limit("the loop runs \(formatNumber(b.rounded(.down) - a.rounded(.down) + (closed ? 1 : 0))) times, more than maxPathIterations (\(limits.maxPathIterations))"),
                at: rangePath)
            return nil
        }
        guard let (bodyJSON, bodyPath) = reader.take("do") else {
            log.record(.missingKey("do", in: "for"), at: reader.path)
            return nil
        }
        guard let body = pathSteps(bodyJSON, at: bodyPath, subject: "for.do", scope: scope.adding(variable, .number)) else { return nil }
        return .loop(variable: variable, lower: lower, upper: upper, closed: closed, body: body)
    }

    private mutating func conditionalStep(_ reader: inout ObjectReader, scope: NameScope) -> PathProgram.Step? {
        defer { finish(reader, subject: "if", allowed: ["if", "then", "else"]) }
        guard let (conditionJSON, conditionPath) = reader.take("if") else { return nil }
        let condition: Expression?
        switch conditionJSON {
        case .bool(let b): condition = .constant(.bool(b))
        case .string(let source): condition = expression(source, expecting: .bool, scope: scope, at: conditionPath)
        default:
            log.record(.typeMismatch("if", expected: "a condition expression", got: conditionJSON), at: conditionPath)
            condition = nil
        }
        var then: [PathProgram.Step]? = []
        if let (json, path) = reader.take("then") { then = pathSteps(json, at: path, subject: "if.then", scope: scope) }
        var otherwise: [PathProgram.Step]? = []
        if let (json, path) = reader.take("else") { otherwise = pathSteps(json, at: path, subject: "if.else", scope: scope) }
        guard let condition, let then, let otherwise else { return nil }
        return .conditional(condition, then: then, else: otherwise)
    }

    private mutating func arcStep(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> PathProgram.Step? {
        let subject = "addArc"
        guard var args = object(json, at: path, subject: subject, expected: "an object with center, radius, startAngle, endAngle, clockwise")
        else { return nil }
        defer { finish(args, subject: subject, allowed: ["center", "radius", "startAngle", "endAngle", "clockwise"]) }
        let center = requiredPoint(&args, "center", subject: subject, scope: scope)
        var radius: Expression?
        if let (value, radiusPath) = args.take("radius") {
            radius = pathNumber(value, at: radiusPath, subject: "addArc.radius", scope: scope)
        } else {
            log.record(.missingKey("radius", in: subject), at: path)
        }
        let start = pathAngle(&args, "startAngle", scope: scope)
        let end = pathAngle(&args, "endAngle", scope: scope)
        var clockwise: Expression? = .constant(.bool(false))
        if let (value, clockwisePath) = args.take("clockwise") {
            switch value {
            case .bool(let b): clockwise = .constant(.bool(b))
            case .string(let source): clockwise = expression(source, expecting: .bool, scope: scope, at: clockwisePath)
            default:
                log.record(.typeMismatch("addArc.clockwise", expected: "true, false or an expression", got: value), at: clockwisePath)
                clockwise = nil
            }
        }
        guard let center, let radius, let start, let end, let clockwise else { return nil }
        guard start.degrees == end.degrees else {
            log.record(.invalid("addArc: startAngle and endAngle must both be in degrees or both in radians"), at: path)
            return nil
        }
        return .arc(
            center: center, radius: radius, startAngle: start.value, endAngle: end.value, inDegrees: start.degrees,
            clockwise: clockwise)
    }

    /// `{"degrees": a}` or `{"radians": a}`.
    private mutating func pathAngle(_ reader: inout ObjectReader, _ key: String, scope: NameScope) -> (value: Expression, degrees: Bool)? {
        guard let (json, path) = reader.take(key) else {
            log.record(.missingKey(key, in: "addArc"), at: reader.path)
            return nil
        }
        guard var angle = object(json, at: path, subject: "addArc.\(key)", expected: "{\"degrees\": a} or {\"radians\": a}") else { return nil }
        defer { finish(angle, subject: "addArc.\(key)", allowed: ["degrees", "radians"]) }
        if let (value, valuePath) = angle.take("degrees") {
            return pathNumber(value, at: valuePath, subject: "addArc.\(key).degrees", scope: scope).map { ($0, true) }
        }
        if let (value, valuePath) = angle.take("radians") {
            return pathNumber(value, at: valuePath, subject: "addArc.\(key).radians", scope: scope).map { ($0, false) }
        }
        log.record(.missingKey("degrees", in: "addArc.\(key) (or radians)"), at: path)
        return nil
    }

    private mutating func requiredPoint(
        _ reader: inout ObjectReader, _ key: String, subject: String, scope: NameScope
    ) -> PathProgram.PointExpression? {
        guard let (json, path) = reader.take(key) else {
            log.record(.missingKey(key, in: subject), at: reader.path)
            return nil
        }
        guard let numbers = pathNumbers(json, count: 2, at: path, subject: "\(subject).\(key)", expected: "[x, y]", scope: scope)
        else { return nil }
        return PathProgram.PointExpression(x: numbers[0], y: numbers[1])
    }

    private mutating func rectExpression(
        _ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope
    ) -> PathProgram.RectExpression? {
        guard let n = pathNumbers(json, count: 4, at: path, subject: subject, expected: "[x, y, width, height]", scope: scope)
        else { return nil }
        return PathProgram.RectExpression(x: n[0], y: n[1], width: n[2], height: n[3])
    }

    private mutating func pathNumbers(
        _ json: JSONValue, count: Int, at path: JSONPath, subject: String, expected: String, scope: NameScope
    ) -> [Expression]? {
        guard case .array(let elements) = json, elements.count == count else {
            log.record(.typeMismatch(subject, expected: expected, got: json), at: path)
            return nil
        }
        var result: [Expression] = []
        for (index, element) in elements.enumerated() {
            guard let value = pathNumber(element, at: path.appending(index), subject: subject, scope: scope) else { return nil }
            result.append(value)
        }
        return result
    }

    /// A number or a number expression.
    mutating func pathNumber(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> Expression? {
        switch json {
        case .number(let n): return .constant(.number(n))
        case .string(let source): return expression(source, expecting: .number, scope: scope, at: path)
        default:
            log.record(.typeMismatch(subject, expected: "a number or an expression", got: json), at: path)
            return nil
        }
    }
}
