import Views

/// View objects: `{"type": …, properties…, "modifiers": […]}`.
extension SceneDecoder {
    static let viewTypes = [
        "VStack", "HStack", "ZStack", "Spacer", "Divider", "Text", "Rectangle", "RoundedRectangle", "Circle",
        "Ellipse", "Capsule", "Color", "EmptyView", "Group", "If", "ForEach", "Path", "LinearGradient", "RadialGradient",
        "EllipticalGradient", "AngularGradient", "Image", "Grid", "GridRow", "LazyVGrid", "LazyHGrid", "GeometryReader",
        "ViewThatFits", "ScrollView", "WaterfallLayout", "ProgressView",
    ]

    /// The properties each built-in view type takes, besides `type` and `modifiers`.
    static let viewProperties: [String: [String]] = [
        "VStack": ["alignment", "spacing", "children"],
        "HStack": ["alignment", "spacing", "children"],
        "ZStack": ["alignment", "children"],
        "Spacer": ["minLength"],
        "Text": ["text", "verbatim"],
        "RoundedRectangle": ["cornerRadius"],
        "Color": ["color"],
        "Group": ["children"],
        "If": ["condition", "then", "else"],
        "ForEach": ["data", "id", "as", "content"],
        "Path": ["path", "svg"],
        "Image": ["name", "systemName"],
        "GeometryReader": ["as", "content"],
        "ViewThatFits": ["in", "children"],
        "ScrollView": ["axes", "showsIndicators", "defaultScrollAnchor", "scrollPosition", "content"],
        "WaterfallLayout": ["columns", "spacing", "children"],
        "ProgressView": ["tint"],
    ].merging(gradientProperties) { a, _ in a }.merging(gridViewProperties) { a, _ in a }

    /// Whether `type` is one of `viewTypes`: a switch in `builtInView`'s order, so that the
    /// common views are found in a comparison or two rather than by hashing.
    static func isViewType(_ type: String) -> Bool {
        // Each case by its first byte before its string, as in `namedModifier`.
        switch (type.utf8.first ?? 0, type) {
        case (UInt8(ascii: "T"), "Text"), (UInt8(ascii: "H"), "HStack"), (UInt8(ascii: "V"), "VStack"),
            (UInt8(ascii: "R"), "Rectangle"), (UInt8(ascii: "S"), "Spacer"), (UInt8(ascii: "C"), "Circle"),
            (UInt8(ascii: "Z"), "ZStack"), (UInt8(ascii: "R"), "RoundedRectangle"), (UInt8(ascii: "C"), "Capsule"),
            (UInt8(ascii: "E"), "Ellipse"), (UInt8(ascii: "D"), "Divider"), (UInt8(ascii: "C"), "Color"),
            (UInt8(ascii: "G"), "Group"), (UInt8(ascii: "P"), "ProgressView"), (UInt8(ascii: "E"), "EmptyView"),
            (UInt8(ascii: "P"), "Path"), (UInt8(ascii: "I"), "Image"), (UInt8(ascii: "I"), "If"),
            (UInt8(ascii: "F"), "ForEach"), (UInt8(ascii: "L"), "LinearGradient"), (UInt8(ascii: "R"), "RadialGradient"),
            (UInt8(ascii: "E"), "EllipticalGradient"), (UInt8(ascii: "A"), "AngularGradient"), (UInt8(ascii: "G"), "Grid"),
            (UInt8(ascii: "G"), "GridRow"), (UInt8(ascii: "L"), "LazyVGrid"), (UInt8(ascii: "L"), "LazyHGrid"),
            (UInt8(ascii: "G"), "GeometryReader"), (UInt8(ascii: "V"), "ViewThatFits"), (UInt8(ascii: "S"), "ScrollView"),
            (UInt8(ascii: "W"), "WaterfallLayout"):
            true
        default: false
        }
    }

    /// A view object; `subject` names it in diagnostics and is formatted only for one.
    mutating func view(
        _ json: JSONValue, at path: JSONPath, subject: @autoclosure () -> String, scope: NameScope
    ) -> SceneView? {
        guard case .object(let members) = json else {
            log.record(.typeMismatch(subject(), expected: "a view object", got: json), at: path)
            return nil
        }
        // The model keeps each view's pointer: rendered once, it is the prefix of its members'.
        let pointer = path.pointer
        let path = JSONPath(pointer)
        var reader = ObjectReader(members, at: path)
        guard let (typeJSON, typePath) = reader.take("type") else {
            log.record(.missingKey("type", in: subject()), at: path)
            return nil
        }
        guard case .string(let type) = typeJSON else {
            log.record(.typeMismatch("\(subject()).type", expected: "a view type name", got: typeJSON), at: typePath)
            return nil
        }
        let parameters = componentParameters.isEmpty ? nil : componentParameters[type]
        let isComponent = parameters != nil
        let customShape = customShapes.isEmpty ? nil : customShapes[type]
        guard isComponent || customShape != nil || Self.isViewType(type) else {
            log.record(
                .unknownViewType(type, candidates: Self.viewTypes + componentParameters.keys.sorted() + customShapes.keys.sorted()),
                at: typePath)
            return nil
        }
        let kind =
            if let customShape { customShapeInstance(customShape, &reader, scope: scope) } else if isComponent {
                componentInstance(type, &reader, scope: scope)
            } else { builtInView(type, &reader, scope: scope) }
        let modifiers =
            if let (value, modifiersPath) = reader.take("modifiers") {
                modifierList(value, at: modifiersPath, subject: "\(type).modifiers", scope: scope)
            } else {
                ModifierList(path: path.appending("modifiers"))
            }
        finish(
            reader, subject: type,
            allowed: isComponent || customShape != nil
                ? (customShape?.parameterNames ?? (parameters ?? []).map(\.name)) + ["type", "modifiers"]
                : (Self.viewProperties[type] ?? []) + ["type", "modifiers"])
        checkShapeModifiers(modifiers, viewType: type)
        checkStrokedPathLimit(kind, modifiers)
        checkImageModifiers(modifiers, viewType: type)
        checkGridRowModifiers(modifiers, viewType: type)
        return kind.map { SceneView(kind: $0, modifiers: modifiers.modifiers, path: pointer) }
    }

    mutating func builtInView(_ type: String, _ reader: inout ObjectReader, scope: NameScope) -> SceneView.Kind? {
        // Cases are tried in order, the common views first, each by its first byte before its
        // string (as in `namedModifier`).
        switch (type.utf8.first ?? 0, type) {
        case (UInt8(ascii: "T"), "Text"):
            return textView(&reader, scope: scope)
        case (UInt8(ascii: "H"), "HStack"):
            let alignment: Dynamic<VerticalAlignment>? = namedProperty(
                &reader, "alignment", subject: "HStack.alignment", default: .center, scope: scope)
            let spacing = optionalLength(&reader, "spacing", subject: "HStack.spacing", scope: scope)
            let children = children(&reader, of: type, scope: scope)
            guard let alignment, let children, spacing.valid else { return nil }
            return .hStack(alignment: alignment, spacing: spacing.value, children: children)
        case (UInt8(ascii: "V"), "VStack"):
            let alignment: Dynamic<HorizontalAlignment>? = namedProperty(
                &reader, "alignment", subject: "VStack.alignment", default: .center, scope: scope)
            let spacing = optionalLength(&reader, "spacing", subject: "VStack.spacing", scope: scope)
            let children = children(&reader, of: type, scope: scope)
            guard let alignment, let children, spacing.valid else { return nil }
            return .vStack(alignment: alignment, spacing: spacing.value, children: children)
        case (UInt8(ascii: "R"), "Rectangle"): return .shape(.rectangle)
        case (UInt8(ascii: "S"), "Spacer"):
            let minLength = optionalLength(&reader, "minLength", subject: "Spacer.minLength", scope: scope)
            return minLength.valid ? .spacer(minLength: minLength.value) : nil
        case (UInt8(ascii: "C"), "Circle"): return .shape(.circle)
        case (UInt8(ascii: "Z"), "ZStack"):
            let alignment: Dynamic<Alignment>? = namedProperty(
                &reader, "alignment", subject: "ZStack.alignment", default: .center, scope: scope)
            let children = children(&reader, of: type, scope: scope)
            guard let alignment, let children else { return nil }
            return .zStack(alignment: alignment, children: children)
        case (UInt8(ascii: "R"), "RoundedRectangle"):
            guard let (value, path) = reader.take("cornerRadius") else {
                log.record(.missingKey("cornerRadius", in: "RoundedRectangle"), at: reader.path)
                return nil
            }
            return length(value, at: path, subject: "RoundedRectangle.cornerRadius", scope: scope).map {
                .shape(.roundedRectangle(cornerRadius: $0))
            }
        case (UInt8(ascii: "C"), "Capsule"): return .shape(.capsule)
        case (UInt8(ascii: "E"), "Ellipse"): return .shape(.ellipse)
        case (UInt8(ascii: "D"), "Divider"): return .divider
        case (UInt8(ascii: "C"), "Color"):
            guard let (value, path) = reader.take("color") else {
                log.record(.missingKey("color", in: "Color"), at: reader.path)
                return nil
            }
            return colorProperty(value, at: path, subject: "Color.color", scope: scope).map { .color($0) }
        case (UInt8(ascii: "G"), "Group"):
            return children(&reader, of: type, scope: scope).map { .group($0) }
        case (UInt8(ascii: "P"), "ProgressView"):
            return progressView(&reader, scope: scope)
        case (UInt8(ascii: "E"), "EmptyView"): return .empty
        case (UInt8(ascii: "P"), "Path"): return pathView(&reader, scope: scope)
        case (UInt8(ascii: "I"), "Image"): return image(&reader)
        case (UInt8(ascii: "I"), "If"):
            return conditional(&reader, scope: scope)
        case (UInt8(ascii: "F"), "ForEach"):
            return forEach(&reader, scope: scope)
        case (UInt8(ascii: "L"), "LinearGradient"), (UInt8(ascii: "R"), "RadialGradient"),
            (UInt8(ascii: "E"), "EllipticalGradient"), (UInt8(ascii: "A"), "AngularGradient"):
            return gradientView(type, &reader, scope: scope)
        case (UInt8(ascii: "G"), "Grid"), (UInt8(ascii: "G"), "GridRow"), (UInt8(ascii: "L"), "LazyVGrid"),
            (UInt8(ascii: "L"), "LazyHGrid"):
            return gridView(type, &reader, scope: scope)
        case (UInt8(ascii: "G"), "GeometryReader"):
            return geometryReader(&reader, scope: scope)
        case (UInt8(ascii: "V"), "ViewThatFits"):
            return viewThatFits(&reader, scope: scope)
        case (UInt8(ascii: "S"), "ScrollView"):
            return scrollView(&reader, scope: scope)
        case (UInt8(ascii: "W"), "WaterfallLayout"):
            return waterfall(&reader, scope: scope)
        default:
            return nil
        }
    }

    /// An optional length where `null` (or no value) means the default.
    mutating func optionalLength(
        _ reader: inout ObjectReader, _ key: String, subject: String, scope: NameScope
    ) -> (value: Dynamic<Double>?, valid: Bool) {
        guard let (json, path) = reader.take(key), !json.isNull else { return (nil, true) }
        let value = length(json, at: path, subject: subject, scope: scope)
        return (value, value != nil)
    }

    /// An optional named property: its value, `default` when absent, nil when invalid.
    mutating func namedProperty<T: NamedValue>(
        _ reader: inout ObjectReader, _ key: String, subject: String, default defaultValue: T, scope: NameScope
    ) -> Dynamic<T>? {
        guard let (value, path) = reader.take(key) else { return .constant(defaultValue) }
        return named(value, at: path, subject: subject, scope: scope)
    }

    mutating func children(_ reader: inout ObjectReader, of type: String, scope: NameScope) -> [SceneView]? {
        guard let (value, path) = reader.take("children") else { return [] }
        guard case .array(let elements) = value else {
            log.record(.typeMismatch("\(type).children", expected: "an array of views", got: value), at: path)
            return nil
        }
        var children: [SceneView] = []
        children.reserveCapacity(elements.count)
        var valid = true
        for (i, element) in elements.enumerated() {
            if let child = view(
                element, at: path.appending(i), subject: "\(type).children[\(i)]", scope: scope)
            {
                children.append(child)
            } else {
                valid = false
            }
        }
        return valid ? children : nil
    }

    mutating func conditional(_ reader: inout ObjectReader, scope: NameScope) -> SceneView.Kind? {
        var condition: Dynamic<Bool>?
        if let (value, path) = reader.take("condition") {
            condition = bool(value, at: path, subject: "If.condition", scope: scope)
        } else {
            log.record(.missingKey("condition", in: "If"), at: reader.path)
        }
        var then: SceneView?
        if let (value, path) = reader.take("then") {
            then = view(value, at: path, subject: "If.then", scope: scope)
        } else {
            log.record(.missingKey("then", in: "If"), at: reader.path)
        }
        var otherwise: SceneView??
        if let (value, path) = reader.take("else") {
            otherwise = view(value, at: path, subject: "If.else", scope: scope).map { .some($0) }
        } else {
            otherwise = .some(nil)
        }
        guard let condition, let then, let otherwise else { return nil }
        return .conditional(condition: condition, then: then, else: otherwise)
    }
}
