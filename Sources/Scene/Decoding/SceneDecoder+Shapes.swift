import Geometry
import Views

/// `"shapes": {"PolygonShape": {"params": {"sides": 3}, "animatableData": ["sides"], "path": […]}}`
/// and their instances `{"type": "PolygonShape", "sides": 4}`.
extension SceneDecoder {
    static let shapeKeys = ["params", "animatableData", "path"]
    /// Parameters one custom shape may declare (the keyframe encoder carries them all in the
    /// outline value).
    static let maxShapeParameters = 32

    mutating func shapeDeclarations(_ json: JSONValue, at path: JSONPath) {
        guard case .object(let members) = json else {
            log.record(.typeMismatch("shapes", expected: "an object of shape declarations", got: json), at: path)
            return
        }
        for member in members {
            let name = member.key
            let memberPath = path.appending(name)
            guard isIdentifier(name), name.first?.isUppercase == true else {
                log.record(.invalid("a shape name must be an identifier starting with a capital letter, got \(quoted(name))"), at: memberPath)
                continue
            }
            if Self.isViewType(name) {
                log.record(.invalid("\(quoted(name)) is a built-in view and cannot name a shape"), at: memberPath)
                continue
            }
            guard var reader = object(member.value, at: memberPath, subject: name, expected: "an object with 'path'") else { continue }
            defer { finish(reader, subject: name, allowed: Self.shapeKeys) }
            var names: [String] = [], defaults: [Double] = []
            if let (params, paramsPath) = reader.take("params") {
                guard case .object(let fields) = params else {
                    log.record(.typeMismatch("\(name).params", expected: "an object of names and default numbers", got: params), at: paramsPath)
                    continue
                }
                for field in fields {
                    let fieldPath = paramsPath.appending(field.key)
                    guard checkDeclaredName(field.key, at: fieldPath, what: "a shape parameter") else { continue }
                    if ["type", "modifiers", "rect", "pi"].contains(field.key) {
                        log.record(.invalid("\(quoted(field.key)) cannot name a shape parameter"), at: fieldPath)
                        continue
                    }
                    guard case .number(let value) = field.value else {
                        log.record(.typeMismatch("\(name).params.\(field.key)", expected: "a number", got: field.value), at: fieldPath)
                        continue
                    }
                    guard names.count < Self.maxShapeParameters else {
                        log.record(.limit("a shape has at most \(Self.maxShapeParameters) parameters"), at: fieldPath)
                        continue
                    }
                    names.append(field.key)
                    defaults.append(value)
                }
            }
            var animatable: [Int] = []
            if let (list, listPath) = reader.take("animatableData") {
                if case .array(let entries) = list {
                    for (i, entry) in entries.enumerated() {
                        if case .string(let param) = entry, let index = names.firstIndex(of: param), !animatable.contains(index) {
                            animatable.append(index)
                        } else {
                            log.record(
                                .invalid("animatableData names each parameter of \(name) at most once (one of \(names.joined(separator: ", "))), got \(entry.summary)"),
                                at: listPath.appending(i))
                        }
                    }
                } else {
                    log.record(.typeMismatch("\(name).animatableData", expected: "an array of parameter names", got: list), at: listPath)
                }
            }
            guard let (pathJSON, pathPath) = reader.take("path") else {
                log.record(.missingKey("path", in: name), at: memberPath)
                continue
            }
            var scope = NameScope(types: [:], initialValues: [:])
            scope.expressions = CustomShapeDeclaration.scope(parameters: names)
            guard let steps = pathSteps(pathJSON, at: pathPath, subject: "\(name).path", scope: scope) else { continue }
            customShapes[name] = CustomShapeDeclaration(
                name: name, parameterNames: names, defaults: defaults, animatableIndices: animatable, program: program(steps))
        }
    }

    /// An instance: an argument per parameter (a number or an expression), the default elsewhere.
    mutating func customShapeInstance(
        _ declaration: CustomShapeDeclaration, _ reader: inout ObjectReader, scope: NameScope
    ) -> SceneView.Kind? {
        var arguments: [Dynamic<Double>] = []
        var valid = true
        for (name, value) in zip(declaration.parameterNames, declaration.defaults) {
            guard let (json, path) = reader.take(name) else {
                arguments.append(.constant(value))
                continue
            }
            if let argument = number(json, at: path, subject: "\(declaration.name).\(name)", scope: scope) {
                arguments.append(argument)
            } else {
                valid = false
            }
        }
        guard valid else { return nil }
        // With fixed arguments the limits are checked now, in the canvas's rectangle.
        let constants = arguments.compactMap(\.constantValue)
        if constants.count == arguments.count {
            let outcome = declaration.outcome(parameters: constants, in: Rect(x: 0, y: 0, width: 100, height: 100))
            if outcome.exceededIterations {
                log.record(.limit("\(declaration.name)'s path runs more than maxPathIterations (\(limits.maxPathIterations)) loop iterations"), at: reader.path)
                return nil
            }
            if outcome.exceededElements {
                log.record(.limit("\(declaration.name)'s path has more than maxPathElements (\(limits.maxPathElements)) elements"), at: reader.path)
                return nil
            }
        }
        return .shape(.custom(CustomShapeInstance(declaration: declaration, arguments: arguments)))
    }
}
