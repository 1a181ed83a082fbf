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

    /// The most bytes `writeMatrix` writes: `matrix(`, six numbers with their separators, `)`.
    static let matrixCapacity = 8 + 6 * (maxLength + 1)

    /// Writes the `transform` attribute of `t`, `matrix(a b c d e f)`, at `p` (with room for
    /// `matrixCapacity` bytes) and returns the number of bytes, for points whose |x| + |y| is at
    /// most `reach`: every such point lands within half a unit of the last digit of where `t`
    /// puts it. A translation's offsets are written at `precision` (their rounding is the whole
    /// error); otherwise the offsets take one digit more (at most 0.05 unit) and the linear part
    /// the digits of `coefficientDigits` (at most 0.45 unit). `reach` is evaluated only for a
    /// transform that rotates, scales or skews (a translation, the common case, needs none).
    func writeMatrix(_ t: AffineTransform, reach: @autoclosure () -> Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
        var n = Self.write("matrix(", to: p)
        if t.isTranslation {
            n += Self.write("1 0 0 1 ", to: p + n)
            n += write(t.tx, to: p + n)
            p[n] = UInt8(ascii: " ")
            n += 1
            n += write(t.ty, to: p + n)
        } else {
            let coefficients = SVGNumberFormatter(
                precision: Self.coefficientDigits(precision: precision, reach: reach()), dropsLeadingZero: dropsLeadingZero)
            let offsets = SVGNumberFormatter(precision: precision + 1, dropsLeadingZero: dropsLeadingZero)
            for value in [t.a, t.b, t.c, t.d] {
                n += coefficients.write(value, to: p + n)
                p[n] = UInt8(ascii: " ")
                n += 1
            }
            n += offsets.write(t.tx, to: p + n)
            p[n] = UInt8(ascii: " ")
            n += 1
            n += offsets.write(t.ty, to: p + n)
        }
        p[n] = UInt8(ascii: ")")
        return n + 1
    }

    /// The most bytes `writeTranslate` writes: `translate(`, two numbers, a space, `)`.
    static let translateCapacity = 12 + 2 * maxLength

    /// Writes `translate(x y)` at `p` (with room for `translateCapacity` bytes); returns the
    /// number of bytes.
    func writeTranslate(_ x: Double, _ y: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
        var n = Self.write("translate(", to: p)
        n += write(x, to: p + n)
        p[n] = UInt8(ascii: " ")
        n += 1
        n += write(y, to: p + n)
        p[n] = UInt8(ascii: ")")
        return n + 1
    }

    /// Writes the bytes of `literal` at `p`; returns their number.
    /// Through `withUTF8Buffer`, which also serves a literal kept as one scalar rather than as
    /// bytes (`utf8Start` would trap on it).
    static func write(_ literal: StaticString, to p: UnsafeMutablePointer<UInt8>) -> Int {
        literal.withUTF8Buffer { bytes in
            if let base = bytes.baseAddress { p.update(from: base, count: bytes.count) }
            return bytes.count
        }
    }

    private static func pow10(_ exponent: Int) -> Double {
        var value = 1.0
        for _ in 0..<abs(exponent) { value *= 10 }
        return exponent < 0 ? 1 / value : value
    }
}
