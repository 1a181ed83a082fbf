import Geometry

extension SVGNumberFormatter {
    /// The `d` attribute of `path`: absolute commands, numbers separated by one space, a minus
    /// sign serving as its own separator.
    public func pathData(_ path: Path) -> [UInt8] {
        pathData(path, terminated: false)
    }

    /// The `d` attribute of `path`, followed by a NUL byte when `terminated` (for libxml2).
    func pathData(_ path: Path, terminated: Bool) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: Self.pathDataCapacity(path)) { buffer, count in
            let p = buffer.baseAddress!
            var n = writePathData(path, to: p)
            if terminated {
                p[n] = 0
                n += 1
            }
            count = n
        }
    }

    /// The most bytes `writePathData` writes for `path`, plus one (for a NUL byte).
    static func pathDataCapacity(_ path: Path) -> Int {
        // Each element writes at most its command and its points' numbers, each with a separator,
        // counted per element so that a short path's buffer is a small allocation.
        var capacity = 1
        for element in path.elements {
            switch element {
            case .move, .line: capacity += 1 + 2 * (maxLength + 1)
            case .quadCurve: capacity += 1 + 4 * (maxLength + 1)
            case .curve: capacity += 1 + 6 * (maxLength + 1)
            case .closeSubpath: capacity += 1
            }
        }
        return capacity
    }

    /// Writes the `d` attribute of `path` at `p` (with room for `pathDataCapacity(path)` bytes);
    /// returns the number of bytes.
    func writePathData(_ path: Path, to p: UnsafeMutablePointer<UInt8>) -> Int {
        var n = 0
        for element in path.elements {
            switch element {
            case .move(let a):
                p[n] = UInt8(ascii: "M")
                n += 1
                n += write(a.x, to: p + n)
                n += writeSeparated(a.y, to: p + n)
            case .line(let a):
                p[n] = UInt8(ascii: "L")
                n += 1
                n += write(a.x, to: p + n)
                n += writeSeparated(a.y, to: p + n)
            case .quadCurve(let a, let c):
                p[n] = UInt8(ascii: "Q")
                n += 1
                n += write(c.x, to: p + n)
                n += writeSeparated(c.y, to: p + n)
                n += writeSeparated(a.x, to: p + n)
                n += writeSeparated(a.y, to: p + n)
            case .curve(let a, let c1, let c2):
                p[n] = UInt8(ascii: "C")
                n += 1
                n += write(c1.x, to: p + n)
                n += writeSeparated(c1.y, to: p + n)
                n += writeSeparated(c2.x, to: p + n)
                n += writeSeparated(c2.y, to: p + n)
                n += writeSeparated(a.x, to: p + n)
                n += writeSeparated(a.y, to: p + n)
            case .closeSubpath:
                p[n] = UInt8(ascii: "Z")
                n += 1
            }
        }
        return n
    }
}
