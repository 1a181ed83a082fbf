import Geometry

/// A size proposal: each axis a number, 0, `.infinity`, or nil (unspecified = ask for the ideal size).
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    public var width: Double?
    public var height: Double?

    public init(width: Double?, height: Double?) {
        self.width = width
        self.height = height
    }

    /// Proposes exactly `size`.
    public init(_ size: Size) {
        self.init(width: size.width, height: size.height)
    }

    /// `main` along `axis`, `cross` along the other axis.
    public init(_ axis: Axis, main: Double?, cross: Double?) {
        self = axis == .horizontal ? ProposedSize(width: main, height: cross) : ProposedSize(width: cross, height: main)
    }

    /// Both axes unspecified: the view answers with its ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    public static let zero = ProposedSize(width: 0, height: 0)
    public static let infinity = ProposedSize(width: .infinity, height: .infinity)

    public subscript(axis: Axis) -> Double? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    /// The proposal with each unspecified axis replaced by `size`'s value on it (SwiftUI uses 10 × 10
    /// for views that have no ideal size of their own, such as shapes and colours).
    public func replacingUnspecified(by size: Size = Size(width: 10, height: 10)) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func text(_ value: Double?) -> String { value.map { "\($0)" } ?? "nil" }
        return "\(text(width))×\(text(height))"
    }
}
