/// A variable-length vector of doubles: path coordinates, custom shape parameters.
///
/// Vectors of different lengths combine as if the shorter one were padded with zeros, so `zero`
/// (the empty vector) is the identity for every length and equality ignores trailing zeros.
public struct AnimatableVector: VectorArithmetic, Hashable, CustomStringConvertible {
    public var elements: [Double]

    public init(_ elements: [Double] = []) { self.elements = elements }

    public static var zero: Self { Self() }

    public static func + (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, +) }

    public static func - (lhs: Self, rhs: Self) -> Self { combine(lhs, rhs, -) }

    public mutating func scale(by rhs: Double) {
        for index in elements.indices { elements[index] *= rhs }
    }

    public var magnitudeSquared: Double { elements.reduce(0) { $0 + $1 * $1 } }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.trimmed.elementsEqual(rhs.trimmed) }

    public func hash(into hasher: inout Hasher) {
        for element in trimmed { hasher.combine(element) }
    }

    public var description: String { "\(elements)" }

    private var trimmed: ArraySlice<Double> {
        let end = (elements.lastIndex { $0 != 0 }).map { $0 + 1 } ?? 0
        return elements[..<end]
    }

    private static func combine(_ lhs: Self, _ rhs: Self, _ op: (Double, Double) -> Double) -> Self {
        let count = max(lhs.elements.count, rhs.elements.count)
        var result = [Double](repeating: 0, count: count)
        for index in 0..<count {
            let a = index < lhs.elements.count ? lhs.elements[index] : 0
            let b = index < rhs.elements.count ? rhs.elements[index] : 0
            result[index] = op(a, b)
        }
        return Self(result)
    }
}
