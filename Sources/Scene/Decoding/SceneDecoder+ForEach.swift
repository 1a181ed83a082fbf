/// `{"type": "ForEach", "data": …, "id": "id", "as": "item", "content": {…}}`.
extension SceneDecoder {
    mutating func forEach(_ reader: inout ObjectReader, scope: NameScope) -> SceneView.Kind? {
        var decodedData: (data: ForEachView.Data, element: ValueType, count: Int?)?
        if let (value, path) = reader.take("data") {
            decodedData = forEachData(value, at: path, scope: scope)
        } else {
            log.record(.missingKey("data", in: "ForEach"), at: reader.path)
        }
        let elementType = decodedData?.element ?? .any

        var id: ForEachView.Identifier? = defaultIdentifier(for: elementType)
        if let (value, path) = reader.take("id") {
            id = forEachIdentifier(value, at: path, element: elementType)
        }
        var variable: String? = "item"
        if let (value, path) = reader.take("as") {
            if case .string(let name) = value {
                variable = checkDeclaredName(name, at: path, what: "a loop variable") ? name : nil
            } else {
                log.record(.typeMismatch("ForEach.as", expected: "a name", got: value), at: path)
                variable = nil
            }
        }
        var content: SceneView?
        if let (value, path) = reader.take("content") {
            content = view(value, at: path, subject: "ForEach.content", scope: scope.adding(variable ?? "item", elementType))
        } else {
            log.record(.missingKey("content", in: "ForEach"), at: reader.path)
        }
        guard let decodedData, let id, let variable, let content else { return nil }
        return .forEach(
            ForEachView(data: decodedData.data, id: id, variable: variable, content: content, initialCount: decodedData.count))
    }

    static let forEachDataExpected =
        "an array, a range (\"0..<5\" or {\"range\": [0, 5]}) or an expression"

    /// The data, the type of its elements and, when known, how many there are initially.
    mutating func forEachData(
        _ json: JSONValue, at path: JSONPath, scope: NameScope
    ) -> (data: ForEachView.Data, element: ValueType, count: Int?)? {
        switch json {
        case .array(let elements):
            checkStrings(in: json, at: path)
            let array = value(of: json)
            var element = ValueType.any
            if case .array(let type) = array.type { element = type }
            return (.array(.constant(array)), element, elements.count)
        case .object(let members):
            var reader = ObjectReader(members, at: path)
            defer { finish(reader, subject: "ForEach.data", allowed: ["range"]) }
            guard let (value, rangePath) = reader.take("range") else {
                log.record(.missingKey("range", in: "ForEach.data"), at: path)
                return nil
            }
            guard case .array(let bounds) = value, bounds.count == 2 else {
                log.record(.typeMismatch("ForEach.data.range", expected: "[lower, upper]", got: value), at: rangePath)
                return nil
            }
            return range(
                bounds[0], bounds[1], closed: false, at: rangePath,
                paths: (rangePath.appending(0), rangePath.appending(1)), scope: scope)
        case .string(let source):
            for (separator, closed) in [("..<", false), ("...", true)] {
                guard let split = source.firstRange(of: separator) else { continue }
                let lower = boundJSON(String(source[..<split.lowerBound]))
                let upper = boundJSON(String(source[split.upperBound...]))
                return range(lower, upper, closed: closed, at: path, paths: (path, path), scope: scope)
            }
            guard let parsed = expression(source, expecting: .array(.any), scope: scope, at: path) else { return nil }
            var element = ValueType.any
            if case .array(let type) = parsed.type { element = type }
            var count: Int?
            if case .array(let values) = parsed.constantValue {
                count = values.count
            } else if parsed.referencedNames.count == 1, let name = parsed.referencedNames.first,
                case .array(let values) = scope.initialValues[name]
            {
                count = values.count
            }
            return (.array(parsed), element, count)
        default:
            log.record(.typeMismatch("ForEach.data", expected: Self.forEachDataExpected, got: json), at: path)
            return nil
        }
    }

    /// One bound of a range string: a number literal or an expression.
    private func boundJSON(_ text: String) -> JSONValue {
        let trimmed = text.trimmingSpaces
        if let n = Double(trimmed), trimmed.first?.isNumber == true || trimmed.first == "-" { return .number(n) }
        return .string(trimmed)
    }

    private mutating func range(
        _ lowerJSON: JSONValue, _ upperJSON: JSONValue, closed: Bool, at path: JSONPath, paths: (JSONPath, JSONPath),
        scope: NameScope
    ) -> (data: ForEachView.Data, element: ValueType, count: Int?)? {
        let lower = integer(lowerJSON, at: paths.0, subject: "ForEach range lower bound", scope: scope)
        let upper = integer(upperJSON, at: paths.1, subject: "ForEach range upper bound", scope: scope)
        guard let lower, let upper else { return nil }
        var count: Int?
        if let l = lower.constantValue, let u = upper.constantValue {
            let n = u - l + (closed ? 1 : 0)
            guard n >= 0 else {
                log.record(
                    .invalid("ForEach range \(l)\(closed ? "..." : "..<")\(u) has its lower bound above its upper bound"),
                    at: path)
                return nil
            }
            count = n
        }
        return (.range(lower: lower, upper: upper, closed: closed), .number, count)
    }

    /// `id: "id"` for objects with an `id` field, `self` otherwise.
    func defaultIdentifier(for element: ValueType) -> ForEachView.Identifier {
        if case .object(let fields) = element, fields["id"] != nil { return .field("id") }
        return .element
    }

    mutating func forEachIdentifier(_ json: JSONValue, at path: JSONPath, element: ValueType) -> ForEachView.Identifier? {
        guard case .string(let name) = json else {
            log.record(.typeMismatch("ForEach.id", expected: "'self' or a field name", got: json), at: path)
            return nil
        }
        if name == "self" { return .element }
        switch element {
        case .any:
            return .field(name)
        case .object(let fields):
            guard fields[name] != nil else {
                log.record(
                    .unknownName(name, category: "ForEach.id field", candidates: fields.keys.sorted() + ["self"]), at: path)
                return nil
            }
            return .field(name)
        default:
            log.record(.invalid("ForEach.id must be 'self' when the elements are not objects, got \(quoted(name))"), at: path)
            return nil
        }
    }
}
