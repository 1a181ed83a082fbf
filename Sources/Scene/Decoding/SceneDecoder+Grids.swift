import Geometry
import Views

/// `Grid`, `GridRow`, `LazyVGrid`, `LazyHGrid` and the grid cell modifiers.
extension SceneDecoder {
    static let gridViewProperties: [String: [String]] = [
        "Grid": ["alignment", "horizontalSpacing", "verticalSpacing", "children"],
        "GridRow": ["alignment", "children"],
        "LazyVGrid": ["columns", "alignment", "spacing", "children"],
        "LazyHGrid": ["rows", "alignment", "spacing", "children"],
    ]

    static let gridItemKeys = ["fixed", "flexible", "adaptive", "spacing", "alignment"]

    /// A `Grid`, `GridRow`, `LazyVGrid` or `LazyHGrid` view.
    mutating func gridView(_ type: String, _ reader: inout ObjectReader, scope: NameScope) -> SceneView.Kind? {
        switch type {
        case "Grid":
            let alignment: Dynamic<Alignment>? = namedProperty(
                &reader, "alignment", subject: "Grid.alignment", default: .center, scope: scope)
            let horizontal = optionalLength(&reader, "horizontalSpacing", subject: "Grid.horizontalSpacing", scope: scope)
            let vertical = optionalLength(&reader, "verticalSpacing", subject: "Grid.verticalSpacing", scope: scope)
            let children = children(&reader, of: type, scope: scope)
            guard let alignment, let children, horizontal.valid, vertical.valid else { return nil }
            return .grid(
                alignment: alignment, horizontalSpacing: horizontal.value, verticalSpacing: vertical.value, children: children)
        case "GridRow":
            var alignment: Dynamic<VerticalAlignment>?? = .some(nil)
            if let (value, path) = reader.take("alignment") {
                alignment = named(value, at: path, subject: "GridRow.alignment", scope: scope).map { .some($0) }
            }
            let children = children(&reader, of: type, scope: scope)
            guard let alignment, let children else { return nil }
            return .gridRow(alignment: alignment, children: children)
        default:
            let axis: Axis = type == "LazyVGrid" ? .vertical : .horizontal
            let key = axis == .vertical ? "columns" : "rows"
            let items = gridItems(&reader, key: key, of: type, scope: scope)
            let spacing = optionalLength(&reader, "spacing", subject: "\(type).spacing", scope: scope)
            var alignment: Dynamic<Alignment>? = .constant(.center)
            if let (value, path) = reader.take("alignment") {
                alignment =
                    axis == .vertical
                    ? (named(value, at: path, subject: "\(type).alignment", scope: scope) as Dynamic<HorizontalAlignment>?)
                        .map(Self.alignment(of:))
                    : (named(value, at: path, subject: "\(type).alignment", scope: scope) as Dynamic<VerticalAlignment>?)
                        .map(Self.alignment(of:))
            }
            let children = children(&reader, of: type, scope: scope)
            guard let items, let alignment, let children, spacing.valid else { return nil }
            return .lazyGrid(
                LazyGridProperties(axis: axis, items: items, spacing: spacing.value, alignment: alignment),
                children: children)
        }
    }

    /// A horizontal alignment as the `Alignment` centred vertically; an expression stays one (its
    /// result, a horizontal alignment's name, is also an alignment's name).
    private static func alignment(of horizontal: Dynamic<HorizontalAlignment>) -> Dynamic<Alignment> {
        switch horizontal {
        case .constant(let value): .constant(Alignment(horizontal: value, vertical: .center))
        case .expression(let expression): .expression(expression)
        }
    }

    /// A vertical alignment as the `Alignment` centred horizontally ("top", "center", "bottom"
    /// name alignments too).
    private static func alignment(of vertical: Dynamic<VerticalAlignment>) -> Dynamic<Alignment> {
        switch vertical {
        case .constant(let value): .constant(Alignment(horizontal: .center, vertical: value))
        case .expression(let expression): .expression(expression)
        }
    }

    /// `columns` / `rows`: a non-empty array of grid items, at most `limits.maxGridColumns`.
    private mutating func gridItems(
        _ reader: inout ObjectReader, key: String, of type: String, scope: NameScope
    ) -> [SceneGridItem]? {
        guard let (value, path) = reader.take(key) else {
            log.record(.missingKey(key, in: type), at: reader.path)
            return nil
        }
        guard case .array(let elements) = value else {
            log.record(.typeMismatch("\(type).\(key)", expected: "an array of grid items", got: value), at: path)
            return nil
        }
        guard !elements.isEmpty else {
            log.record(.invalid("\(type).\(key) is empty; give at least one grid item ({\"flexible\": {}})"), at: path)
            return nil
        }
        guard elements.count <= limits.maxGridColumns else {
            log.record(
                .limit("\(type).\(key) has \(elements.count) items, more than the limit of \(limits.maxGridColumns)"),
                at: path)
            return nil
        }
        var items: [SceneGridItem] = []
        var valid = true
        for (i, element) in elements.enumerated() {
            if let item = gridItem(element, at: path.appending(i), subject: "\(type).\(key)[\(i)]", scope: scope) {
                items.append(item)
            } else {
                valid = false
            }
        }
        return valid ? items : nil
    }

    /// `{"fixed": 50}`, `{"flexible": {"minimum": 10, "maximum": "infinity"}}` (or `{"flexible": {}}`),
    /// `{"adaptive": {"minimum": 80, "maximum": …}}`, each with optional `spacing` and `alignment`.
    private mutating func gridItem(_ json: JSONValue, at path: JSONPath, subject: String, scope: NameScope) -> SceneGridItem? {
        guard var reader = object(json, at: path, subject: subject, expected: "a grid item object ({\"fixed\": 50}, …)")
        else { return nil }
        defer { finish(reader, subject: subject, allowed: Self.gridItemKeys) }
        let kinds = ["fixed", "flexible", "adaptive"].filter { reader.has($0) }
        guard kinds.count == 1 else {
            log.record(
                .invalid(
                    kinds.isEmpty
                        ? "\(subject) needs one size: fixed, flexible or adaptive"
                        : "\(subject) has more than one size (\(kinds.joined(separator: ", "))); give one"),
                at: path)
            return nil
        }
        let spacing = optionalLength(&reader, "spacing", subject: "\(subject).spacing", scope: scope)
        var alignment: Dynamic<Alignment>?? = .some(nil)
        if let (value, p) = reader.take("alignment") {
            alignment = named(value, at: p, subject: "\(subject).alignment", scope: scope).map { .some($0) }
        }
        let (value, sizePath) = reader.take(kinds[0])!
        let size: SceneGridItem.Size?
        switch kinds[0] {
        case "fixed":
            size = length(value, at: sizePath, subject: "\(subject).fixed", scope: scope).map { .fixed($0) }
        case "flexible":
            size = bounds(value, at: sizePath, subject: "\(subject).flexible", defaultMinimum: 10, scope: scope).map {
                .flexible(minimum: $0.minimum, maximum: $0.maximum)
            }
        default:
            size = bounds(value, at: sizePath, subject: "\(subject).adaptive", defaultMinimum: nil, scope: scope).map {
                .adaptive(minimum: $0.minimum, maximum: $0.maximum)
            }
        }
        guard let size, spacing.valid, let alignment else { return nil }
        return SceneGridItem(size: size, spacing: spacing.value, alignment: alignment)
    }

    /// `{"minimum": …, "maximum": …}` (maximum `"infinity"` by default; minimum `defaultMinimum`,
    /// required when nil). Constant bounds must have minimum ≤ maximum; an adaptive minimum must
    /// be positive.
    private mutating func bounds(
        _ json: JSONValue, at path: JSONPath, subject: String, defaultMinimum: Double?, scope: NameScope
    ) -> (minimum: Dynamic<Extent>, maximum: Dynamic<Extent>)? {
        guard var reader = object(json, at: path, subject: subject, expected: "an object with minimum and maximum")
        else { return nil }
        defer { finish(reader, subject: subject, allowed: ["minimum", "maximum"]) }
        var minimum: Dynamic<Extent>? = defaultMinimum.map { .constant(Extent($0)) }
        if let (value, p) = reader.take("minimum") {
            minimum = extent(value, at: p, subject: "\(subject).minimum", scope: scope)
            if defaultMinimum == nil, let constant = minimum?.constantValue, !(constant.value > 0) || constant.value == .infinity {
                log.record(.invalid("\(subject).minimum must be a positive finite number, got \(formatNumber(constant.value))"), at: p)
                return nil
            }
        } else if defaultMinimum == nil {
            log.record(.missingKey("minimum", in: subject), at: path)
            return nil
        }
        var maximum: Dynamic<Extent>? = .constant(.infinity)
        if let (value, p) = reader.take("maximum") {
            maximum = extent(value, at: p, subject: "\(subject).maximum", scope: scope)
            if let low = minimum?.constantValue?.value, let high = maximum?.constantValue?.value, high < low {
                log.record(
                    .invalid("\(subject).maximum (\(formatNumber(high))) is less than its minimum (\(formatNumber(low)))"),
                    at: p)
                return nil
            }
        }
        guard let minimum, let maximum else { return nil }
        return (minimum, maximum)
    }

    /// `gridCellColumns` (a whole number, 1 to `limits.maxGridColumns`), `gridColumnAlignment`
    /// (a horizontal alignment), `gridCellAnchor` (a unit point name) and `gridCellUnsizedAxes`
    /// (`"horizontal"`, `"vertical"`, `"all"` or an array of axes).
    mutating func gridCellModifier(_ name: String, _ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        switch name {
        case "gridCellColumns":
            guard let count = integer(json, at: path, subject: name, scope: scope) else { return nil }
            if let constant = count.constantValue, constant < 1 || constant > limits.maxGridColumns {
                log.record(
                    constant < 1
                        ? .invalid("gridCellColumns must be at least 1, got \(constant)")
                        : .limit("gridCellColumns is \(constant), more than the limit of \(limits.maxGridColumns)"),
                    at: path)
                return nil
            }
            return .gridCell(.columns(count))
        case "gridColumnAlignment":
            return named(json, at: path, subject: name, scope: scope).map { .gridCell(.columnAlignment($0)) }
        case "gridCellAnchor":
            return named(json, at: path, subject: name, scope: scope).map { .gridCell(.anchor($0)) }
        default:
            let names: [String]
            switch json {
            case .string(let axis): names = [axis]
            case .array(let elements) where elements.allSatisfy({ if case .string = $0 { true } else { false } }):
                names = elements.compactMap { if case .string(let s) = $0 { s } else { nil } }
            default:
                log.record(.typeMismatch(name, expected: "'horizontal', 'vertical', 'all' or an array of axes", got: json), at: path)
                return nil
            }
            var horizontal = false, vertical = false
            for axis in names {
                switch axis {
                case "horizontal": horizontal = true
                case "vertical": vertical = true
                case "all": horizontal = true; vertical = true
                default:
                    log.record(.unknownName(axis, category: "axis", candidates: ["horizontal", "vertical", "all"]), at: path)
                    return nil
                }
            }
            return .gridCell(.unsizedAxes(horizontal: horizontal, vertical: vertical))
        }
    }

    /// Modifiers that would give a GridRow a frame or drawing of its own: a row is laid out by its
    /// grid, so they are refused (environment, animation and identity modifiers are fine).
    mutating func checkGridRowModifiers(_ list: ModifierList, viewType: String) {
        guard viewType == "GridRow" else { return }
        for (index, modifier) in list.modifiers.enumerated() {
            switch modifier {
            case .foregroundColor, .font, .fontWeight, .bold, .italic, .multilineTextAlignment, .lineLimit, .lineSpacing, .imageScale,
                .symbolRenderingMode, .symbolVariant,
                .animation, .transaction, .transactionMonitor, .action, .transition, .zIndex, .id, .environment:
                continue
            default:
                log.record(
                    .invalid(
                        "GridRow takes no layout or drawing modifiers (its grid lays it out); apply them to its cells or to the Grid"
                    ), at: list.path(of: index))
            }
        }
    }
}
