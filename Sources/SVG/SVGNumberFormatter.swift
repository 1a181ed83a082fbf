/// Writes numbers the way SVG wants them: fixed precision, trailing zeros and "-0" dropped,
/// no exponent. Appends ASCII bytes to a buffer without allocating per number.
public struct SVGNumberFormatter: Sendable {
    public let precision: Int
    private let scale: Double

    public init(precision: Int) {
        self.precision = max(0, min(precision, 9))
        var scale = 1.0
        for _ in 0..<self.precision { scale *= 10 }
        self.scale = scale
    }

    /// Appends `value` rounded to `precision` digits.
    public func append(_ value: Double, to bytes: inout [UInt8]) {
        guard value.isFinite else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        // Values beyond ±1e15 cannot come from a bounded canvas; clamp so Int conversion is safe.
        let scaled = (min(max(value, -1e15), 1e15) * scale).rounded()
        var units = Int64(scaled)
        if units == 0 {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        if units < 0 {
            bytes.append(UInt8(ascii: "-"))
            units = -units
        }
        let divisor = Int64(scale)
        let whole = units / divisor
        var fraction = units % divisor
        appendDigits(whole, to: &bytes)
        guard fraction != 0 else { return }
        bytes.append(UInt8(ascii: "."))
        var digits = precision
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        // Leading zeros of the fraction.
        var magnitude: Int64 = 1
        for _ in 1..<digits { magnitude *= 10 }
        while magnitude > fraction {
            bytes.append(UInt8(ascii: "0"))
            magnitude /= 10
        }
        appendDigits(fraction, to: &bytes)
    }

    /// Whether `append` writes `value` with a leading "-".
    public func printsMinusSign(_ value: Double) -> Bool {
        value.isFinite && (min(max(value, -1e15), 1e15) * scale).rounded() < 0
    }

    /// The formatted number as a string.
    public func string(_ value: Double) -> String {
        var bytes: [UInt8] = []
        append(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private func appendDigits(_ value: Int64, to bytes: inout [UInt8]) {
        var count = 1
        var power: Int64 = 10
        while power <= value && count < 19 {
            count += 1
            power &*= 10
        }
        let end = bytes.count + count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: count))
        var remaining = value
        var index = end - 1
        while remaining > 0 {
            bytes[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
            index -= 1
        }
    }
}
