extension Double: VectorArithmetic {
    @inlinable
    public mutating func scale(by rhs: Double) { self *= rhs }

    @inlinable
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    @inlinable
    public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }

    @inlinable
    public var magnitudeSquared: Double { Double(self) * Double(self) }
}
