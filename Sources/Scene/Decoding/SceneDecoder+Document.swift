import Geometry

/// The top level: `version`, `canvas`, `state`, `components`, `body`, `timeline`.
extension SceneDecoder {
    static let documentKeys = [
        "version", "canvas", "state", "shapes", "components", "body", "timeline", "assets", "namespaces", "fonts",
        "alignments",
    ]

    /// Decodes a whole document; nil when any error was found (they are in `log`).
    mutating func document(_ bytes: [UInt8]) -> Scene? {
        let json: JSONValue
        do {
            let (parsed, problems) = try JSONParser.parse(bytes, maxNesting: Self.maxNesting(for: limits))
            for problem in problems { log.append(problem, .invalidScene) }
            json = parsed
        } catch {
            log.absorb(error)
            return nil
        }
        guard var reader = object(json, at: .root, subject: "the scene", expected: "an object") else { return nil }
        environment = environmentType(of: json)

        if let (version, path) = reader.take("version"), version != .number(1) {
            log.record(.invalid("version must be 1, got \(version.summary)"), at: path)
        }
        var sceneCanvas = Canvas(width: Canvas.defaultWidth, height: Canvas.defaultHeight)
        if let (value, path) = reader.take("canvas"), let decoded = canvas(value, at: path) { sceneCanvas = decoded }
        var state: [StateVariable] = []
        if let (value, path) = reader.take("state") { state = stateVariables(value, at: path, subject: "state") }
        let stateTypes = Dictionary(state.map { ($0.name, $0.type) }, uniquingKeysWith: { a, _ in a })
        let scope = NameScope(
            types: stateTypes,
            initialValues: Dictionary(state.map { ($0.name, $0.initialValue) }, uniquingKeysWith: { a, _ in a }),
            writableState: stateTypes, environment: environment)

        if let (value, path) = reader.take("shapes") { shapeDeclarations(value, at: path) }
        if let (value, path) = reader.take("namespaces") { namespaceDeclarations(value, at: path) }
        if let (value, path) = reader.take("alignments") { alignmentDeclarations(value, at: path) }
        if let (value, path) = reader.take("assets") { assets = imageAssets(value, at: path) }
        if let (value, path) = reader.take("fonts") { customFonts(value, at: path) }
        var sceneComponents: [String: Component] = [:]
        if let (value, path) = reader.take("components") {
            declareComponents(value, at: path)
            sceneComponents = components(value, at: path)
        }

        var body: SceneView?
        if let (value, path) = reader.take("body") {
            body = view(value, at: path, subject: "body", scope: scope)
        } else {
            log.record(.missingKey("body", in: "the scene"), at: "")
        }
        var events: [TimelineEvent] = []
        if let (value, path) = reader.take("timeline") { events = timeline(value, at: path, state: state, scope: scope) }
        finish(reader, subject: "the scene", allowed: Self.documentKeys)

        checkTransactionKeys()
        guard let body else { return nil }
        var bounds = StaticBounds(limits: limits, components: sceneComponents)
        let measure = bounds.check(body)
        for (problem, path) in bounds.problems { log.record(problem, at: path) }
        if bounds.problems.isEmpty { checkViewUpdates(views: measure.nodes, events: events) }
        guard !log.hasErrors else { return nil }
        return Scene(
            canvas: sceneCanvas, state: state, body: body, components: sceneComponents, timeline: events,
            limits: limits)
    }

    mutating func canvas(_ json: JSONValue, at path: JSONPath) -> Canvas? {
        guard var reader = object(json, at: path, subject: "canvas", expected: "an object") else { return nil }
        var canvas = Canvas(width: Canvas.defaultWidth, height: Canvas.defaultHeight)
        // Each side in turn (a loop over key paths would allocate them and their array).
        if let width = canvasSide("width", &reader) { canvas.width = width }
        if let height = canvasSide("height", &reader) { canvas.height = height }
        if let (value, valuePath) = reader.take("colorScheme") {
            if let name = value.stringValue, let scheme = ColorScheme(rawValue: name) {
                canvas.colorScheme = scheme
            } else if let name = value.stringValue {
                log.record(
                    .unknownName(name, category: "color scheme", candidates: ColorScheme.allCases.map(\.rawValue)),
                    at: valuePath)
            } else {
                log.record(.typeMismatch("canvas.colorScheme", expected: "'light' or 'dark'", got: value), at: valuePath)
            }
        }
        if let (value, valuePath) = reader.take("background") {
            if let property = colorProperty(value, at: valuePath, subject: "canvas.background", scope: .empty) {
                if case .constant = property.color, property.opacity?.constantValue != nil || property.opacity == nil {
                    canvas.background = property.resolved(EvaluationContext(), scheme: canvas.colorScheme)
                } else {
                    log.record(.invalid("canvas.background must be a fixed color"), at: valuePath)
                }
            }
        }
        finish(reader, subject: "canvas", allowed: ["width", "height", "background", "colorScheme"])
        return canvas
    }

    /// The canvas side `key`, when it is given and valid.
    private mutating func canvasSide(_ key: String, _ reader: inout ObjectReader) -> Double? {
        guard let (value, valuePath) = reader.take(key) else { return nil }
        guard case .number(let n) = value else {
            log.record(.typeMismatch("canvas.\(key)", expected: "a number", got: value), at: valuePath)
            return nil
        }
        if n <= 0 {
            log.record(.invalid("canvas.\(key) must be greater than 0, got \(formatNumber(n))"), at: valuePath)
        } else if n > limits.maxCanvasSide {
            log.record(
                .limit(
                    "canvas.\(key) is \(formatNumber(n)), more than the limit of \(formatNumber(limits.maxCanvasSide))"
                ), at: valuePath)
        } else {
            return n
        }
        return nil
    }

    /// State declarations: names with initial values, in document order.
    mutating func stateVariables(_ json: JSONValue, at path: JSONPath, subject: String) -> [StateVariable] {
        guard case .object(let members) = json else {
            log.record(.typeMismatch(subject, expected: "an object of names and initial values", got: json), at: path)
            return []
        }
        var variables: [StateVariable] = []
        for member in members {
            let memberPath = path.appending(member.key)
            guard checkDeclaredName(member.key, at: memberPath, what: "a state name") else { continue }
            checkStrings(in: member.value, at: memberPath)
            let value = value(of: member.value)
            // A state that starts as null is Swift's optional (`@State var picked: String? = nil`):
            // it holds whatever the timeline writes.
            variables.append(StateVariable(name: member.key, initialValue: value, type: value.type == .null ? .any : value.type))
        }
        return variables
    }

    /// Whether `name` can be declared: an identifier that is not reserved.
    mutating func checkDeclaredName(_ name: String, at path: JSONPath, what: String) -> Bool {
        if !isIdentifier(name) {
            log.record(
                .invalid("\(what) must be letters, digits and _ (not starting with a digit), got \(quoted(name))"),
                at: path)
            return false
        }
        if Self.reservedNames.contains(name) {
            log.record(.invalid("\(quoted(name)) is reserved and cannot be \(what)"), at: path)
            return false
        }
        return true
    }

    /// Strings held in state count against the text limit: they can be interpolated.
    mutating func checkStrings(in json: JSONValue, at path: JSONPath) {
        switch json {
        case .string(let s): checkTextLength(s, at: path)
        case .array(let elements):
            for (i, element) in elements.enumerated() { checkStrings(in: element, at: path.appending(i)) }
        case .object(let members):
            for m in members { checkStrings(in: m.value, at: path.appending(m.key)) }
        default: break
        }
    }
}

extension SceneDecoder {
    /// Refuses a timeline that would lay out more than `maxViewUpdates` views in all: up to
    /// `views` views at each of its updates (the initial state and every event, completions
    /// included). Reported at `/timeline`, the part that multiplies the work.
    mutating func checkViewUpdates(views: Int, events: [TimelineEvent]) {
        func count(_ events: [TimelineEvent]) -> Int { events.reduce(0) { $0 + 1 + count($1.completion) } }
        let updates = 1 + count(events)
        let work = saturatingMultiply(max(views, 1), updates)
        guard work > limits.maxViewUpdates else { return }
        log.record(
            .limit(
                "the timeline lays out up to \(max(views, 1)) views at each of its \(updates) updates (\(work) in all), more than the limit of \(limits.maxViewUpdates) (limits.maxViewUpdates)"
            ), at: "/timeline")
    }
}
