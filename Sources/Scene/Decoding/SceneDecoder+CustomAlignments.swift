import Views

/// `"alignments": {"firstThird": {"axis": "vertical", "default": "d.height / 3"}}`: the scene's
/// own alignment guides (SwiftUI's `AlignmentID` types), usable wherever an alignment of their
/// axis is (stacks, ZStack, frames, overlays, grids) and in `alignmentGuide`.
extension SceneDecoder {
    static let customAlignmentKeys = ["axis", "default"]

    mutating func alignmentDeclarations(_ json: JSONValue, at path: JSONPath) {
        guard case .object(let members) = json else {
            log.record(
                .typeMismatch("alignments", expected: "an object of named alignments ({\"firstThird\": {\"axis\": \"vertical\", \"default\": \"d.height / 3\"}})", got: json),
                at: path)
            return
        }
        let builtIn = Set(HorizontalAlignment.allCases.map(\.rawValue) + VerticalAlignment.allCases.map(\.rawValue)
            + GuideKey.allCases.map(\.rawValue) + Alignment.named.keys)
        let scope = NameScope(types: [:], initialValues: [:], environment: environment).adding("d", Self.viewDimensionsType)
        for member in members {
            let name = member.key, memberPath = path.appending(name), subject = "alignments.\(name)"
            guard isIdentifier(name), !builtIn.contains(name) else {
                log.record(
                    .invalid(builtIn.contains(name)
                        ? "alignment \(quoted(name)) is built in; give a custom alignment a name of its own"
                        : "alignment name \(quoted(name)) must be letters, digits and _, not starting with a digit"),
                    at: memberPath)
                continue
            }
            guard var reader = object(member.value, at: memberPath, subject: subject, expected: "an object with axis and default")
            else { continue }
            defer { finish(reader, subject: subject, allowed: Self.customAlignmentKeys) }
            var axis: CustomAlignmentID.Axis?
            if let (value, axisPath) = reader.take("axis") {
                if case .string(let text) = value, let parsed = CustomAlignmentID.Axis(rawValue: text) {
                    axis = parsed
                } else {
                    log.record(.typeMismatch("\(subject).axis", expected: "\"horizontal\" or \"vertical\"", got: value), at: axisPath)
                }
            } else {
                log.record(.missingKey("axis", in: subject), at: memberPath)
            }
            var defaultValue: Dynamic<Double>?
            if let (value, defaultPath) = reader.take("default") {
                defaultValue = number(value, at: defaultPath, subject: "\(subject).default", scope: scope)
            } else {
                log.record(.missingKey("default", in: subject), at: memberPath)
            }
            guard let axis, let defaultValue else { continue }
            customAlignments[name] = CustomAlignmentID(name: name, axis: axis) { d in
                defaultValue.evaluate(EvaluationContext(["d": d.expressionValue])) ?? 0
            }
        }
    }

    /// `name` as a `T` when `T` is an alignment and `name` a declared custom alignment: `.some(nil)`
    /// (with an error recorded) when its axis is the wrong one; nil when `name` is no custom
    /// alignment or `T` no alignment. A two-dimensional alignment takes a custom guide of either
    /// axis and centres on the other.
    mutating func customAlignment<T>(_ name: String, as type: T.Type, at path: JSONPath, subject: String) -> T?? {
        guard let id = customAlignments[name] else { return nil }
        let value: Any? =
            switch (type, id.axis) {
            case (is HorizontalAlignment.Type, .horizontal): HorizontalAlignment.custom(id)
            case (is VerticalAlignment.Type, .vertical): VerticalAlignment.custom(id)
            case (is Alignment.Type, .horizontal): Alignment(horizontal: .custom(id), vertical: .center)
            case (is Alignment.Type, .vertical): Alignment(horizontal: .center, vertical: .custom(id))
            default: nil
            }
        if let value = value as? T { return .some(value) }
        guard type is HorizontalAlignment.Type || type is VerticalAlignment.Type else { return nil }
        let wanted = type is HorizontalAlignment.Type ? "horizontal" : "vertical"
        log.record(.invalid("\(subject): \(quoted(name)) is a \(id.axis.rawValue) alignment; a \(wanted) one is needed here"), at: path)
        return .some(nil)
    }
}

extension ViewDimensions {
    /// `d` of an `alignmentGuide` or custom alignment expression: the size and default guides.
    public var expressionValue: Value {
        var fields: [String: Value] = ["width": .number(width), "height": .number(height)]
        for guide in GuideKey.allCases { fields[guide.rawValue] = .number(self[guide]) }
        return .object(fields)
    }
}
