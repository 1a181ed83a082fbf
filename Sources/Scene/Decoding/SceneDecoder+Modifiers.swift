import Views
/// The `modifiers` list: single-key objects, in application order.
extension SceneDecoder {
    static let modifierNames = [
        "padding", "frame", "offset", "position", "fixedSize", "layoutPriority", "background", "overlay",
        "foregroundColor", "foregroundStyle", "fill", "stroke", "strokeBorder", "trim", "strokedPath", "cornerRadius", "border", "opacity", "scaleEffect",
        "rotationEffect", "font", "fontWeight", "bold", "italic", "multilineTextAlignment", "lineLimit", "lineSpacing",
        "imageScale", "symbolRenderingMode", "symbolVariant",
        "animation", "transaction", "transactionMonitor", "onAppear", "onChange", "onAnimationCompleted",
        "transition", "zIndex", "id", "rotation3DEffect", "environment", "clipShape", "clipped", "mask",
        "resizable", "interpolation", "renderingMode", "antialiased", "aspectRatio", "scaledToFit", "scaledToFill",
        "keyframeAnimator", "phaseAnimator",
        "gridCellColumns", "gridColumnAlignment", "gridCellAnchor", "gridCellUnsizedAxes", "alignmentGuide",
        "shadow", "blur",
        "matchedGeometryEffect",
        "flipsForRightToLeftLayoutDirection",
    ] + textStyleModifierNames

    /// The modifiers of a list that decoded, and where each was in the list.
    struct ModifierList {
        var modifiers: [SceneModifier] = []
        /// Each modifier's position in the list; nil while every element decoded.
        var positions: [Int]?
        let path: JSONPath
        /// Whether some modifier is `fill`, `stroke` (`strokeBorder` included), `trim` or
        /// `strokedPath`, or an `image` modifier: told as each is appended, so that the checks of
        /// the other lists (most) need not read every modifier again, each read a whole copy.
        var hasShapeModifiers = false
        var hasImageModifiers = false

        func path(of index: Int) -> JSONPath { path.appending(positions?[index] ?? index) }

        /// Notes what the modifier appended last is, its case read in place: a switch over the
        /// decoded value copied it whole, twice.
        mutating func noteLastModifier() {
            let (shape, image) = modifiers.withUnsafeBufferPointer { modifiers -> (Bool, Bool) in
                guard let base = modifiers.baseAddress, !modifiers.isEmpty else { return (false, false) }
                switch (base + (modifiers.count - 1)).pointee {
                case .fill, .stroke, .trim, .strokedPath: return (true, false)
                case .image: return (false, true)
                default: return (false, false)
                }
            }
            if shape { hasShapeModifiers = true }
            if image { hasImageModifiers = true }
        }
    }

    mutating func modifierList(
        _ json: JSONValue, at path: JSONPath, subject: @autoclosure () -> String, scope: NameScope
    ) -> ModifierList {
        var result = ModifierList(path: path)
        guard case .array(let elements) = json else {
            log.record(.typeMismatch(subject(), expected: "an array of modifiers", got: json), at: path)
            return result
        }
        result.modifiers.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            if let modifier = modifier(element, at: path.appending(i), scope: scope) {
                result.positions?.append(i)
                result.modifiers.append(modifier)
                result.noteLastModifier()
            } else if result.positions == nil {
                result.positions = Array(0..<result.modifiers.count)
            }
        }
        return result
    }

    mutating func modifier(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard case .object(let members) = json, members.count == 1 else {
            let got: String
            if case .object(let members) = json {
                got = members.isEmpty ? "an empty object" : "\(members.count) keys (\(members.map { quoted($0.key) }.joined(separator: ", ")))"
            } else {
                got = json.summary
            }
            log.record(
                Problem(code: "type_mismatch", message: "a modifier must be an object with a single key, got \(got)"),
                at: path)
            return nil
        }
        // Key and value read apart: `members[0]` makes the whole member.
        let name = members.key(at: 0)
        return namedModifier(name, members.value(at: 0), at: path.appending(name, tag: members.keyTag(at: 0)), scope: scope)
    }

    /// The modifier `name` with its value at `valuePath`.
    mutating func namedModifier(_ name: String, _ value: JSONValue, at valuePath: JSONPath, scope: NameScope) -> SceneModifier? {
        // Cases are tried in order, the common modifiers first, each by its first byte before its
        // string. (A name is never canonically equivalent to a case that starts with another
        // byte: only K, ; and ` have non-ASCII equivalents, U+212A, U+037E and U+1FEF, and no
        // case starts with them.)
        switch (name.utf8.first ?? 0, name) {
        case (UInt8(ascii: "f"), "frame"): return frame(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "p"), "padding"): return padding(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "f"), "fill"):
            return paintProperty(value, at: valuePath, subject: name, scope: scope).map { .fill($0) }
        case (UInt8(ascii: "f"), "font"): return font(value, at: valuePath, scope: scope).map { .font($0) }
        case (UInt8(ascii: "f"), "foregroundColor"):
            return colorProperty(value, at: valuePath, subject: name, scope: scope).map { .foregroundColor($0) }
        case (UInt8(ascii: "f"), "foregroundStyle"):
            return paintProperty(value, at: valuePath, subject: name, scope: scope).map { .foregroundColor($0) }
        case (UInt8(ascii: "b"), "background"), (UInt8(ascii: "o"), "overlay"), (UInt8(ascii: "m"), "mask"):
            return decoration(name, value, at: valuePath, scope: scope)
        case (UInt8(ascii: "c"), "cornerRadius"): return cornerRadius(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "o"), "offset"), (UInt8(ascii: "p"), "position"):
            return point(name, value, at: valuePath, scope: scope)
        case (UInt8(ascii: "f"), "fixedSize"): return fixedSize(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "l"), "layoutPriority"):
            return number(value, at: valuePath, subject: name, scope: scope).map { .layoutPriority($0) }
        case (UInt8(ascii: "s"), "stroke"): return stroke(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "s"), "strokeBorder"), (UInt8(ascii: "t"), "trim"), (UInt8(ascii: "s"), "strokedPath"):
            return shapeModifier(name, value, at: valuePath, scope: scope)
        case (UInt8(ascii: "b"), "border"): return border(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "o"), "opacity"):
            return number(value, at: valuePath, subject: name, scope: scope).map { .opacity($0) }
        case (UInt8(ascii: "s"), "scaleEffect"): return scaleEffect(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "r"), "rotationEffect"): return rotationEffect(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "f"), "fontWeight"):
            return named(value, at: valuePath, subject: name, scope: scope).map { .fontWeight($0) }
        case (UInt8(ascii: "b"), "bold"): return bool(value, at: valuePath, subject: name, scope: scope).map { .bold($0) }
        case (UInt8(ascii: "i"), "italic"):
            return bool(value, at: valuePath, subject: name, scope: scope).map { .italic($0) }
        case (UInt8(ascii: "m"), "multilineTextAlignment"):
            return named(value, at: valuePath, subject: name, scope: scope).map { .multilineTextAlignment($0) }
        case (UInt8(ascii: "l"), "lineLimit"): return lineLimit(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "l"), "lineSpacing"):
            return number(value, at: valuePath, subject: name, scope: scope).map { .lineSpacing($0) }
        case (UInt8(ascii: "i"), "imageScale"):
            return named(value, at: valuePath, subject: name, scope: scope).map { .imageScale($0) }
        case (UInt8(ascii: "s"), "symbolRenderingMode"):
            return named(value, at: valuePath, subject: name, scope: scope).map { .symbolRenderingMode($0) }
        case (UInt8(ascii: "s"), "symbolVariant"):
            // "circle.fill" reads as written in Swift, not as an expression's member access.
            if case .string(let text) = value, let variant = SymbolVariants(dotted: text) { return .symbolVariant(.constant(variant)) }
            return named(value, at: valuePath, subject: name, scope: scope).map { .symbolVariant($0) }
        case (UInt8(ascii: "a"), "animation"): return animationModifier(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "t"), "transaction"): return transactionModifier(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "k"), "keyframeAnimator"): return keyframeAnimator(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "p"), "phaseAnimator"): return phaseAnimator(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "t"), "transactionMonitor"):
            guard case .string(let label) = value, !label.isEmpty else {
                log.record(.typeMismatch(name, expected: "a label string", got: value), at: valuePath)
                return nil
            }
            return .transactionMonitor(label)
        case (UInt8(ascii: "o"), "onAppear"), (UInt8(ascii: "o"), "onChange"), (UInt8(ascii: "o"), "onAnimationCompleted"):
            return action(name, value, at: valuePath, scope: scope).map { .action($0) }
        case (UInt8(ascii: "t"), "transition"):
            return transition(value, at: valuePath, subject: name, scope: scope).map { .transition($0) }
        case (UInt8(ascii: "z"), "zIndex"):
            return number(value, at: valuePath, subject: name, scope: scope).map { .zIndex($0) }
        case (UInt8(ascii: "i"), "id"): return identity(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "r"), "rotation3DEffect"): return rotation3DEffect(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "e"), "environment"): return environmentModifier(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "c"), "clipShape"): return clipShape(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "c"), "clipped"): return clipped(value, at: valuePath)
        case (UInt8(ascii: "r"), "resizable"), (UInt8(ascii: "i"), "interpolation"),
            (UInt8(ascii: "r"), "renderingMode"), (UInt8(ascii: "a"), "antialiased"),
            (UInt8(ascii: "a"), "aspectRatio"), (UInt8(ascii: "s"), "scaledToFit"),
            (UInt8(ascii: "s"), "scaledToFill"):
            return imageModifier(name, value, at: valuePath, scope: scope)
        case (UInt8(ascii: "g"), "gridCellColumns"), (UInt8(ascii: "g"), "gridColumnAlignment"),
            (UInt8(ascii: "g"), "gridCellAnchor"), (UInt8(ascii: "g"), "gridCellUnsizedAxes"):
            return gridCellModifier(name, value, at: valuePath, scope: scope)
        case (UInt8(ascii: "a"), "alignmentGuide"): return alignmentGuide(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "m"), "matchedGeometryEffect"): return matchedGeometryEffect(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "s"), "shadow"): return shadow(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "b"), "blur"): return blur(value, at: valuePath, scope: scope)
        case (UInt8(ascii: "f"), "flipsForRightToLeftLayoutDirection"):
            return bool(value, at: valuePath, subject: name, scope: scope).map { .flipsForRightToLeftLayoutDirection($0) }
        case (_, _) where Self.textStyleModifierNames.contains(name): return textStyleModifier(name, value, at: valuePath, scope: scope)
        default:
            log.record(.unknownModifier(name, candidates: Self.modifierNames), at: valuePath)
            return nil
        }
    }

    /// `fill` and `stroke` come straight after a shape, at most one of each, as SwiftUI's
    /// `Shape` methods must.
    mutating func checkShapeModifiers(_ list: ModifierList, viewType: String) {
        guard list.hasShapeModifiers else { return }
        var isShape: Bool {
            switch viewType {
            case "Rectangle", "RoundedRectangle", "Circle", "Ellipse", "Capsule", "Path": true
            default: customShapes[viewType] != nil
            }
        }
        var leading = true
        var seenFill = false, seenStroke = false, seenTrim = false, seenStrokedPath = false
        for index in list.modifiers.indices {
            let name: String
            switch list.modifiers[index] {
            case .fill: name = "fill"
            case .stroke(let stroke): name = stroke.isInset ? "strokeBorder" : "stroke"
            case .trim: name = "trim"
            case .strokedPath: name = "strokedPath"
            default:
                leading = false
                continue
            }
            let path = list.path(of: index)
            if !isShape {
                log.record(
                    .invalid("\(name) applies only to shapes (Rectangle, RoundedRectangle, Circle, Ellipse, Capsule), not to \(viewType)"),
                    at: path)
            } else if !leading {
                log.record(.invalid("\(name) must come right after the shape, before its other modifiers"), at: path)
            } else if name == "trim" ? seenTrim : name == "strokedPath" ? seenStrokedPath : name == "fill" ? seenFill : seenStroke {
                log.record(.invalid("a shape takes at most one \(name == "strokeBorder" ? "stroke" : name)"), at: path)
            } else if (name == "trim" || name == "strokedPath") && (seenFill || seenStroke) {
                log.record(.invalid("\(name) must come before fill and stroke (it makes a new shape; they make a view)"), at: path)
            } else if name == "strokeBorder" && (viewType == "Path" || customShapes[viewType] != nil || seenStrokedPath) {
                log.record(
                    .invalid("strokeBorder applies only to insettable shapes (Rectangle, RoundedRectangle, Circle, Ellipse, Capsule), not to \(viewType)"),
                    at: path)
            }
            switch name {
            case "fill": seenFill = true
            case "trim": seenTrim = true
            case "strokedPath": seenStrokedPath = true
            default: seenStroke = true
            }
        }
    }

    /// Modifiers of a scoped `animation` or `transaction` body: any but `fill` and `stroke`.
    mutating func scopedBody(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> [SceneModifier] {
        let list = modifierList(json, at: path, subject: subject, scope: scope)
        for index in list.modifiers.indices {
            switch list.modifiers[index] {
            case .fill, .stroke, .trim, .strokedPath:
                log.record(
                    .invalid("\(subject) cannot hold fill or stroke; put it right after the shape"), at: list.path(of: index))
            case .image:
                log.record(
                    .invalid("\(subject) cannot hold Image methods; put them right after the Image"), at: list.path(of: index))
            case .keyframeAnimator, .phaseAnimator:
                log.record(
                    .invalid("\(subject) cannot hold keyframeAnimator or phaseAnimator; put it in the view's modifiers"),
                    at: list.path(of: index))
            case .id, .zIndex, .transition, .environment:
                log.record(
                    .invalid("\(subject) cannot hold id, zIndex, transition or environment; put it in the view's modifiers"),
                    at: list.path(of: index))
            default: break
            }
        }
        return list.modifiers
    }
}
