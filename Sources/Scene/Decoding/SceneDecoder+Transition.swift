import Geometry

/// `{"transition": …}`: a name (`"opacity"`, `"scale"`, `"slide"`, `"identity"`) or a
/// single-key object (`{"move": "leading"}` or `{"move": {"edge": "leading"}}`,
/// `{"asymmetric": {…}}`, `{"combined": […]}`, …).
extension SceneDecoder {
    static let transitionNames = [
        "opacity", "scale", "slide", "move", "offset", "push", "identity", "asymmetric", "combined", "modifiers",
        "blurReplace",
    ]

    /// The effects a custom transition may list: the animatable ones.
    static let transitionEffectNames = ["opacity", "scaleEffect", "rotationEffect", "rotation3DEffect", "offset"]

    mutating func transition(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> SceneTransition? {
        switch json {
        case .string(let name):
            switch name {
            case "opacity": return .opacity
            case "scale": return .scale(.constant(0), anchor: .constant(.center))
            case "slide": return .slide
            case "identity": return .identity
            case "blurReplace": return .blurReplace(scalesUpOnRemoval: false)
            case "move", "offset", "push", "asymmetric", "combined", "modifiers":
                log.record(
                    .invalid("transition \(quoted(name)) needs arguments: {\"\(name)\": \(Self.transitionExample(name))}"),
                    at: path)
                return nil
            default:
                log.record(.unknownName(name, category: "transition", candidates: Self.transitionNames), at: path)
                return nil
            }
        case .object(let members) where members.count == 1:
            let name = members[0].key, value = members[0].value
            let valuePath = path.appending(name)
            switch name {
            case "scale": return scaleTransition(value, at: valuePath, subject: "\(subject).scale", scope: scope)
            case "move":
                let edge: Dynamic<Edge>? = labelled(
                    "edge", value, at: valuePath, subject: "\(subject).move", scope: scope)
                return edge.map { .move($0) }
            case "push":
                let edge: Dynamic<Edge>? = labelled(
                    "from", value, at: valuePath, subject: "\(subject).push", scope: scope)
                return edge.map { .push(from: $0) }
            case "offset": return offsetTransition(value, at: valuePath, subject: "\(subject).offset", scope: scope)
            case "asymmetric": return asymmetricTransition(value, at: valuePath, subject: "\(subject).asymmetric", scope: scope)
            case "combined": return combinedTransition(value, at: valuePath, subject: "\(subject).combined", scope: scope)
            case "modifiers": return customTransition(value, at: valuePath, subject: "\(subject).modifiers", scope: scope)
            case "blurReplace":
                guard case .string(let configuration) = value, ["downUp", "upUp"].contains(configuration) else {
                    log.record(
                        .typeMismatch("\(subject).blurReplace", expected: "\"downUp\" or \"upUp\"", got: value), at: valuePath)
                    return nil
                }
                return .blurReplace(scalesUpOnRemoval: configuration == "upUp")
            case "opacity", "slide", "identity":
                log.record(.invalid("transition \(quoted(name)) takes no arguments; write \"\(name)\""), at: valuePath)
                return nil
            default:
                log.record(.unknownName(name, category: "transition", candidates: Self.transitionNames), at: valuePath)
                return nil
            }
        default:
            log.record(
                .typeMismatch(subject, expected: "a transition name or an object with a single key", got: json), at: path)
            return nil
        }
    }

    private static func transitionExample(_ name: String) -> String {
        switch name {
        case "move": "\"leading\""
        case "push": "\"bottom\""
        case "offset": "{\"x\": 0, \"y\": 20}"
        case "asymmetric": "{\"insertion\": …, \"removal\": …}"
        case "combined": "[…, …]"
        default: "{\"active\": […], \"identity\": […]}"
        }
    }

    /// A number, or `{"scale": …, "anchor": …}` (scale 0 and anchor center when absent).
    private mutating func scaleTransition(
        _ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope
    ) -> SceneTransition? {
        guard case .object(let members) = json else {
            return number(json, at: path, subject: subject, scope: scope).map { .scale($0, anchor: .constant(.center)) }
        }
        var reader = ObjectReader(members, at: path)
        defer { finish(reader, subject: subject, allowed: ["scale", "anchor"]) }
        var scale: Dynamic<Double>? = .constant(0)
        if let (value, p) = reader.take("scale") { scale = number(value, at: p, subject: "\(subject).scale", scope: scope) }
        let anchor: Dynamic<UnitPoint>? = namedProperty(
            &reader, "anchor", subject: "\(subject).anchor", default: .center, scope: scope)
        guard let scale, let anchor else { return nil }
        return .scale(scale, anchor: anchor)
    }

    /// `.offset(x:y:)` as `{"x", "y"}`, or `.offset(_ offset: CGSize)` as `{"width", "height"}`.
    private mutating func offsetTransition(
        _ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope
    ) -> SceneTransition? {
        coordinates(json, at: path, subject: subject, acceptsSize: true, scope: scope).map { .offset(x: $0.x, y: $0.y) }
    }

    /// A name for an argument SwiftUI labels `label` (`.move(edge:)`, `.push(from:)`): the name
    /// alone, or `{label: name}`.
    private mutating func labelled<T: NamedValue>(
        _ label: String, _ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope
    ) -> Dynamic<T>? {
        guard case .object(let members) = json else {
            guard case .string = json else {
                log.record(
                    .typeMismatch(subject, expected: "\(article(T.category)) name, {\"\(label)\": name} or an expression", got: json),
                    at: path)
                return nil
            }
            return named(json, at: path, subject: subject, scope: scope)
        }
        var reader = ObjectReader(members, at: path)
        defer { finish(reader, subject: subject, allowed: [label]) }
        guard let (value, valuePath) = reader.take(label) else {
            log.record(.missingKey(label, in: subject), at: path)
            return nil
        }
        return named(value, at: valuePath, subject: "\(subject).\(label)", scope: scope)
    }

    private mutating func asymmetricTransition(
        _ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope
    ) -> SceneTransition? {
        guard var reader = object(json, at: path, subject: subject, expected: "an object with insertion and removal")
        else { return nil }
        defer { finish(reader, subject: subject, allowed: ["insertion", "removal"]) }
        var parts: [SceneTransition?] = []
        for key in ["insertion", "removal"] {
            guard let (value, p) = reader.take(key) else {
                log.record(.missingKey(key, in: subject), at: path)
                parts.append(nil)
                continue
            }
            parts.append(transition(value, at: p, subject: "\(subject).\(key)", scope: scope))
        }
        guard let insertion = parts[0], let removal = parts[1] else { return nil }
        return .asymmetric(insertion: insertion, removal: removal)
    }

    private mutating func combinedTransition(
        _ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope
    ) -> SceneTransition? {
        guard case .array(let elements) = json, !elements.isEmpty else {
            log.record(.typeMismatch(subject, expected: "a non-empty array of transitions", got: json), at: path)
            return nil
        }
        var parts: [SceneTransition] = []
        var valid = true
        for (i, element) in elements.enumerated() {
            if let part = transition(element, at: path.appending(i), subject: "\(subject)[\(i)]", scope: scope) {
                parts.append(part)
            } else {
                valid = false
            }
        }
        return valid ? .combined(parts) : nil
    }

    /// `{"active": [effects], "identity": [effects]}`; without `identity`, the same effects at
    /// rest (opacity 1, scale 1, angle 0, offset 0, with the same anchors and axes).
    private mutating func customTransition(
        _ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope
    ) -> SceneTransition? {
        guard var reader = object(json, at: path, subject: subject, expected: "an object with active and identity")
        else { return nil }
        defer { finish(reader, subject: subject, allowed: ["active", "identity"]) }
        guard let (activeJSON, activePath) = reader.take("active") else {
            log.record(.missingKey("active", in: subject), at: path)
            return nil
        }
        guard let active = effectList(activeJSON, at: activePath, subject: "\(subject).active", scope: scope) else {
            return nil
        }
        guard let (identityJSON, identityPath) = reader.take("identity") else {
            return .modifiers(active: active, identity: active.map(\.atRest))
        }
        guard let identity = effectList(identityJSON, at: identityPath, subject: "\(subject).identity", scope: scope)
        else { return nil }
        for index in identity.indices where index >= active.count || identity[index].effectName != active[index].effectName {
            let got = identity[index].effectName
            let expected = index < active.count ? "\(quoted(active[index].effectName)), as in active" : "nothing more, as in active"
            log.record(
                .invalid("\(subject).identity must list the same effects as active, in the same order: expected \(expected), got \(quoted(got))"),
                at: identityPath.appending(index))
            return nil
        }
        if identity.count < active.count {
            log.record(
                .invalid(
                    "\(subject).identity must list the same effects as active, in the same order: \(quoted(active[identity.count].effectName)) is missing"
                ), at: identityPath)
            return nil
        }
        return .modifiers(active: active, identity: identity)
    }

    /// A modifier list holding only the animatable effects a custom transition may use.
    private mutating func effectList(
        _ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope
    ) -> [SceneModifier]? {
        guard case .array(let elements) = json else {
            log.record(.typeMismatch(subject, expected: "an array of effects", got: json), at: path)
            return nil
        }
        var effects: [SceneModifier] = []
        var valid = true
        for (i, element) in elements.enumerated() {
            let elementPath = path.appending(i)
            if case .object(let members) = element, members.count == 1,
                !Self.transitionEffectNames.contains(members[0].key)
            {
                let name = members[0].key
                if Self.modifierNames.contains(name) {
                    log.record(
                        .invalid(
                            "\(subject) takes only animatable effects (\(Self.transitionEffectNames.joined(separator: ", "))), got \(quoted(name))"
                        ), at: elementPath.appending(name))
                } else {
                    log.record(.unknownModifier(name, candidates: Self.transitionEffectNames), at: elementPath.appending(name))
                }
                valid = false
            } else if let effect = modifier(element, at: elementPath, scope: scope) {
                effects.append(effect)
            } else {
                valid = false
            }
        }
        return valid ? effects : nil
    }
}

extension SceneModifier {
    /// The name of an animatable effect as a scene writes it (transitions list only these).
    var effectName: String {
        switch self {
        case .opacity: "opacity"
        case .scaleEffect: "scaleEffect"
        case .rotationEffect: "rotationEffect"
        case .rotation3DEffect: "rotation3DEffect"
        case .offset: "offset"
        default: "a modifier"
        }
    }

    /// This effect with its identity value: opacity 1, scale 1, angle 0, offset 0.
    var atRest: SceneModifier {
        switch self {
        case .opacity: .opacity(.constant(1))
        case .scaleEffect(_, _, let anchor): .scaleEffect(x: .constant(1), y: .constant(1), anchor: anchor)
        case .rotationEffect(let angle, let anchor): .rotationEffect(SceneAngle(value: .constant(0), unit: angle.unit), anchor: anchor)
        case .rotation3DEffect(let rotation):
            .rotation3DEffect(
                Rotation3DModifier(
                    angle: SceneAngle(value: .constant(0), unit: rotation.angle.unit), axis: rotation.axis,
                    anchor: rotation.anchor))
        case .offset: .offset(x: .constant(0), y: .constant(0))
        default: self
        }
    }
}
