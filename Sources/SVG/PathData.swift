import Geometry

extension SVGNumberFormatter {
    /// The `d` attribute of `path`: absolute commands, numbers separated by one space, a minus
    /// sign serving as its own separator.
    public func pathData(_ path: Path) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(path.elements.count * 16)
        for element in path.elements {
            switch element {
            case .move(let p):
                bytes.append(UInt8(ascii: "M"))
                appendPoint(p, to: &bytes)
            case .line(let p):
                bytes.append(UInt8(ascii: "L"))
                appendPoint(p, to: &bytes)
            case .quadCurve(let p, let c):
                bytes.append(UInt8(ascii: "Q"))
                appendPoint(c, to: &bytes)
                appendPoint(p, to: &bytes, separated: true)
            case .curve(let p, let c1, let c2):
                bytes.append(UInt8(ascii: "C"))
                appendPoint(c1, to: &bytes)
                appendPoint(c2, to: &bytes, separated: true)
                appendPoint(p, to: &bytes, separated: true)
            case .closeSubpath:
                bytes.append(UInt8(ascii: "Z"))
            }
        }
        return bytes
    }

    private func appendPoint(_ point: Point, to bytes: inout [UInt8], separated: Bool = false) {
        appendNumber(point.x, to: &bytes, separated: separated)
        appendNumber(point.y, to: &bytes, separated: true)
    }

    private func appendNumber(_ value: Double, to bytes: inout [UInt8], separated: Bool) {
        if separated && !printsMinusSign(value) { bytes.append(UInt8(ascii: " ")) }
        append(value, to: &bytes)
    }
}
