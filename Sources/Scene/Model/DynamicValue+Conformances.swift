import Geometry
import Views

extension Double: DynamicValue {
    /// A finite number; NaN and infinities stand for none.
    public init?(evaluated value: Value) {
        guard case .number(let n) = value, n.isFinite else { return nil }
        self = n
    }
}

extension Bool: DynamicValue {
    public init?(evaluated value: Value) {
        guard case .bool(let b) = value else { return nil }
        self = b
    }
}

extension Int: DynamicValue {
    /// A number rounded toward zero and clamped to ±1e9.
    public init?(evaluated value: Value) {
        guard case .number(let n) = value, !n.isNaN else { return nil }
        self = Int(Swift.min(Swift.max(n, -1e9), 1e9).rounded(.towardZero))
    }
}

/// A length that may be unbounded (`"infinity"`), as flexible frames take.
public struct Extent: DynamicValue {
    public var value: Double

    public init(_ value: Double) { self.value = value }

    public static let infinity = Extent(.infinity)

    /// A finite number or +∞.
    public init?(evaluated value: Value) {
        guard case .number(let n) = value, !n.isNaN, n != -.infinity else { return nil }
        self.value = n
    }
}

extension HorizontalAlignment: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "horizontal alignment" }
}

extension VerticalAlignment: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "vertical alignment" }
}

extension Alignment: NamedValue {
    public static let names: [(name: String, value: Alignment)] = [
        ("center", .center), ("leading", .leading), ("trailing", .trailing), ("top", .top), ("bottom", .bottom),
        ("topLeading", .topLeading), ("topTrailing", .topTrailing), ("bottomLeading", .bottomLeading),
        ("bottomTrailing", .bottomTrailing),
    ]
    public static var category: String { "alignment" }
}

extension TextAlignment: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "text alignment" }
}

extension ImageScale: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "image scale" }
}

extension SymbolRenderingMode: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "symbol rendering mode" }
}

extension SymbolVariants: NamedValue {
    public static let names = allVariants.map { (name: $0.name, value: $0) }
    public static var category: String { "symbol variant" }
}

extension Font.Weight: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "font weight" }
}

extension Font.Design: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "font design" }
}

extension Font.TextStyle: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "text style" }
}

extension UnitPoint: NamedValue {
    public static let names: [(name: String, value: UnitPoint)] = [
        ("center", .center), ("zero", .zero), ("leading", .leading), ("trailing", .trailing), ("top", .top),
        ("bottom", .bottom), ("topLeading", .topLeading), ("topTrailing", .topTrailing),
        ("bottomLeading", .bottomLeading), ("bottomTrailing", .bottomTrailing),
    ]
    public static var category: String { "anchor" }
}

extension Edge.Set: NamedValue {
    public static let names: [(name: String, value: Edge.Set)] = [
        ("all", .all), ("horizontal", .horizontal), ("vertical", .vertical), ("top", .top), ("leading", .leading),
        ("bottom", .bottom), ("trailing", .trailing),
    ]
    public static var category: String { "edge set" }
}

extension Edge: NamedValue {
    public static let names = allCases.map { (name: $0.rawValue, value: $0) }
    public static var category: String { "edge" }
}
