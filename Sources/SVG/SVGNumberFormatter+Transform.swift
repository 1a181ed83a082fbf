import Geometry

extension SVGNumberFormatter {
    /// The fraction digits of a transform's linear coefficients so that their rounding moves no
    /// point with |x| + |y| ≤ `reach` by more than 0.45 of a unit of the last digit
    /// (10^−`precision`): |δa·x + δc·y| ≤ ½·10^−digits·reach.
    public static func coefficientDigits(precision: Int, reach: Double) -> Int {
        var digits = max(0, precision)
        let unit = pow10(-digits)
        while digits < maxPrecision && 0.5 * pow10(-digits) * reach > 0.45 * unit { digits += 1 }
        return digits
    }

    /// The `transform` attribute of `t`, `matrix(a b c d e f)`, for points whose |x| + |y| is at
    /// most `reach`: every such point lands within half a unit of the last digit of where `t`
    /// puts it. A translation's offsets are written at `precision` (their rounding is the whole
    /// error); otherwise the offsets take one digit more (at most 0.05 unit) and the linear part
    /// the digits of `coefficientDigits` (at most 0.45 unit). `reach` is evaluated only for a
    /// transform that rotates, scales or skews (a translation, the common case, needs none).
    /// NUL-terminated when `terminated`.
    public func matrix(_ t: AffineTransform, reach: @autoclosure () -> Double, terminated: Bool = false) -> [UInt8] {
        // One allocation: the literals are appended to the reserved array rather than made arrays.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(96)
        bytes.append(contentsOf: "matrix(".utf8)
        if t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1 {
            bytes.append(contentsOf: "1 0 0 1 ".utf8)
            append(t.tx, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            append(t.ty, to: &bytes)
        } else {
            let coefficients = SVGNumberFormatter(
                precision: Self.coefficientDigits(precision: precision, reach: reach()), dropsLeadingZero: dropsLeadingZero)
            let offsets = SVGNumberFormatter(precision: precision + 1, dropsLeadingZero: dropsLeadingZero)
            for value in [t.a, t.b, t.c, t.d] {
                coefficients.append(value, to: &bytes)
                bytes.append(UInt8(ascii: " "))
            }
            offsets.append(t.tx, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            offsets.append(t.ty, to: &bytes)
        }
        bytes.append(UInt8(ascii: ")"))
        if terminated { bytes.append(0) }
        return bytes
    }

    private static func pow10(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<abs(exponent) { value *= 10 }
        return exponent < 0 ? 1 / value : value
    }
}
