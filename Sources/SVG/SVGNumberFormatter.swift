/// Writes numbers the way SVG wants them: fixed precision, trailing zeros and "-0" dropped,
/// no exponent, rounded half away from zero. The hot path writes through a pointer into
/// preallocated bytes: a path of thousands of numbers allocates once.
public struct SVGNumberFormatter: Sendable {
    public let precision: Int
    private let scale: Double
    private let divisor: Int64
    /// The largest magnitude written; larger values (which no bounded canvas makes) are clamped
    /// so that their count of units fits an `Int64`.
    private let limit: Double

    /// Room for one number: a count of units is at most 9·10^17 (`limit`), 18 digits, so a
    /// number takes at most 20 bytes (sign, digits, point); the rest is spare.
    static let maxLength = 36

    /// The most fraction digits a formatter writes.
    public static let maxPrecision = 15

    /// Whether a number between −1 and 1 is written without its "0" before the point (".5"),
    /// as CSS and SMIL values are.
    public let dropsLeadingZero: Bool

    /// Hundredths with the leading zero (the default precision of coordinates): written by
    /// ``writeHundredths(_:to:)``.
    private let writesHundredths: Bool

    public init(precision: Int, dropsLeadingZero: Bool = false) {
        self.dropsLeadingZero = dropsLeadingZero
        self.writesHundredths = precision == 2 && !dropsLeadingZero
        self.precision = max(0, min(precision, Self.maxPrecision))
        var divisor: Int64 = 1
        for _ in 0..<self.precision { divisor *= 10 }
        self.divisor = divisor
        self.scale = Double(divisor)
        self.limit = 9e17 / Double(divisor)
    }

    /// `value` in units of 10^−precision, rounded half away from zero; 0 for non-finite values.
    @inline(__always)
    private func units(_ value: Double) -> Int64 {
        guard value.isFinite else { return 0 }
        let scaled = min(max(value, -limit), limit) * scale
        return Int64(scaled + (scaled >= 0 ? 0.5 : -0.5))
    }

    /// Writes `value` at `p` (at least `maxLength` bytes free); returns the number of bytes.
    @inline(__always)
    func write(_ value: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
        write(units: units(value), to: p)
    }

    /// Writes `value` at `p` (at least `maxLength + 1` bytes free), preceded by a space unless
    /// it prints a minus sign, which separates it by itself; returns the number of bytes.
    @inline(__always)
    func writeSeparated(_ value: Double, to p: UnsafeMutablePointer<UInt8>) -> Int {
        let units = units(value)
        if units < 0 { return write(units: units, to: p) }
        p[0] = UInt8(ascii: " ")
        return 1 + write(units: units, to: p + 1)
    }

    @inline(__always)
    private func write(units value: Int64, to p: UnsafeMutablePointer<UInt8>) -> Int {
        if writesHundredths { return Self.writeHundredths(value, to: p) }
        var units = value
        if units == 0 {
            p[0] = UInt8(ascii: "0")
            return 1
        }
        var n = 0
        if units < 0 {
            p[0] = UInt8(ascii: "-")
            n = 1
            units = -units
        }
        let (whole, fraction) = split(units)
        if !(dropsLeadingZero && whole == 0) { n += Self.writeDigits(whole, to: p + n) }
        guard fraction != 0 else { return n }
        p[n] = UInt8(ascii: ".")
        n += 1
        // Two digits (the default precision) without the loop.
        if precision == 2 {
            if fraction % 10 == 0 {
                p[n] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction / 10)
                return n + 1
            }
            Self.writeDigits(fraction, count: 2, to: p + n)
            return n + 2
        }
        var rest = fraction
        var digits = precision
        while rest % 10 == 0 {
            rest /= 10
            digits -= 1
        }
        Self.writeDigits(rest, count: digits, to: p + n)
        return n + digits
    }

    /// `units` hundredths as `write(units:to:)` writes them at precision 2 with the leading zero,
    /// branching only on the length: unsigned divisions by constants, whole parts below 1,000
    /// (every coordinate of a canvas) without a loop.
    @inline(__always)
    private static func writeHundredths(_ units: Int64, to p: UnsafeMutablePointer<UInt8>) -> Int {
        var n = 0
        var magnitude = UInt64(bitPattern: units)
        if units < 0 {
            p[0] = UInt8(ascii: "-")
            n = 1
            magnitude = UInt64(bitPattern: 0 &- units)
        }
        let whole = magnitude / 100
        let fraction = Int(truncatingIfNeeded: magnitude &- whole &* 100)
        let pairs = digitPairs.utf8Start
        if whole < 10 {
            p[n] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: whole)
            n += 1
        } else if whole < 100 {
            let pair = Int(truncatingIfNeeded: whole) &* 2
            p[n] = pairs[pair]
            p[n + 1] = pairs[pair + 1]
            n += 2
        } else if whole < 1000 {
            let hundreds = whole / 100
            let pair = Int(truncatingIfNeeded: whole &- hundreds &* 100) &* 2
            p[n] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: hundreds)
            p[n + 1] = pairs[pair]
            p[n + 2] = pairs[pair + 1]
            n += 3
        } else {
            n += writeDigits(Int64(whole), to: p + n)
        }
        guard fraction != 0 else { return n }
        let tenths = fraction / 10
        let hundredths = fraction &- tenths &* 10
        p[n] = UInt8(ascii: ".")
        p[n + 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: tenths)
        guard hundredths != 0 else { return n + 2 }
        p[n + 2] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: hundredths)
        return n + 3
    }

    /// The whole units and the fraction (in units of 10^−precision) of non-negative `units`: a
    /// division by a constant for the common precisions, which is much cheaper than by a variable.
    @inline(__always)
    private func split(_ units: Int64) -> (whole: Int64, fraction: Int64) {
        switch precision {
        case 2: (units / 100, units % 100)
        case 3: (units / 1000, units % 1000)
        default: (units / divisor, units % divisor)
        }
    }

    /// "00" to "99", two ASCII digits each: a literal, so reading it needs no lazy initialisation.
    private static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    @inline(__always)
    private static func writeDigits(_ value: Int64, to p: UnsafeMutablePointer<UInt8>) -> Int {
        // Most coordinates have one to three integer digits.
        if value < 10 {
            p[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value)
            return 1
        }
        var count = 2
        var rest = value / 100
        while rest > 0 {
            count += rest >= 10 ? 2 : 1
            rest /= 100
        }
        writeDigits(value, count: count, to: p)
        return count
    }

    /// Writes the last `count` decimal digits of `value` (non-negative), two at a time.
    @inline(__always)
    private static func writeDigits(_ value: Int64, count: Int, to p: UnsafeMutablePointer<UInt8>) {
        let pairs = digitPairs.utf8Start
        var remaining = value
        var index = count
        while index >= 2 {
            let pair = Int(truncatingIfNeeded: remaining % 100) &* 2
            remaining /= 100
            index -= 2
            p[index] = pairs[pair]
            p[index + 1] = pairs[pair + 1]
        }
        if index == 1 {
            p[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
        }
    }

    /// Appends `value` rounded to `precision` digits.
    public func append(_ value: Double, to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maxLength) { buffer in
            let count = write(value, to: buffer.baseAddress!)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// The four numbers with `separator` between them appended to `bytes` in one copy: a
    /// Bézier timing's control points (`cubic-bezier()`, `keySplines`), four appends of one
    /// number each cost more than writing the numbers.
    public func append(_ a: Double, _ b: Double, _ c: Double, _ d: Double, separator: UInt8, to bytes: inout [UInt8]) {
        // A number takes at most 20 bytes (sign, 18 digits, point: see `maxLength`), so before
        // the last one at most 3 × 21 are written and `maxLength` bytes are still free, as
        // `write` needs.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 3 * 21 + Self.maxLength) { buffer in
            let p = buffer.baseAddress!
            var count = write(a, to: p)
            p[count] = separator
            count += 1 + write(b, to: p + count + 1)
            p[count] = separator
            count += 1 + write(c, to: p + count + 1)
            p[count] = separator
            count += 1 + write(d, to: p + count + 1)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<count]))
        }
    }

    /// Whether `append` writes `value` with a leading "-".
    public func printsMinusSign(_ value: Double) -> Bool {
        units(value) < 0
    }

    /// The formatted number as a string.
    ///
    /// Written into a buffer on the stack: a number of up to 15 bytes becomes a small string
    /// without any allocation (an array in between allocated for every number). Same bytes.
    public func string(_ value: Double) -> String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maxLength) { buffer in
            let count = write(value, to: buffer.baseAddress!)
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[0..<count]), as: UTF8.self)
        }
    }
}
