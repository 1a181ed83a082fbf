import Testing

@testable import Keyframes

/// The texts of SMIL `values` lists, as each channel appends them, and which kinds' texts read
/// the value alone. Expected texts worked out by hand: lengths to two decimals with the leading
/// zero dropped and no unit, opacities to three decimals, colours as `#rrggbb` of the components
/// × 255 rounded; a scale about an anchor is three channels (to the anchor, the factors, back).
@Suite struct PropertyTextSMILTests {
    let text = PropertyText(numbers: NumberText(precision: 2), extent: 100, fixedAnchor: false)

    /// Each channel's text of `value`, appended as bytes after "x;".
    func appended(_ kind: PropertyKind, _ value: [Double], by text: PropertyText? = nil) -> [String] {
        (text ?? self.text).smil(kind).map { channel in
            var bytes = Array("x;".utf8)
            channel.append(value, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    @Test func valuesAppendedAsBytes() {
        #expect(appended(.translate, [12.5, -3]) == ["x;12.5 -3"])
        #expect(appended(.translate, [-0.25, 0.004]) == ["x;-.25 0"])
        #expect(appended(.opacity, [0.1234]) == ["x;.123"])
        #expect(appended(.fillOpacity, [1]) == ["x;1"])
        // 0.5 × 255 = 127.5 → 128 = 0x80.
        #expect(appended(.fill, [1, 0.5, 0]) == ["x;#ff8000"])
        #expect(appended(.stroke, [0, 0, 1]) == ["x;#0000ff"])
        #expect(appended(.strokeWidth, [1.5]) == ["x;1.5"])
        #expect(appended(.strokeDashoffset, [0.256]) == ["x;.26"])
        // Scaled by 2 and 3 about (10, 20).
        #expect(appended(.scale, [10, 20, 2, 3]) == ["x;10 20", "x;2 3", "x;-10 -20"])
    }

    /// A channel's `text` is the bytes it appends.
    @Test func textIsTheAppendedBytes() {
        for (kind, value) in [(PropertyKind.translate, [12.5, -3.0]), (.opacity, [0.25]), (.fill, [1, 0.5, 0]), (.strokeWidth, [2.75])] {
            for channel in text.smil(kind) {
                var bytes: [UInt8] = []
                channel.append(value, to: &bytes)
                #expect(channel.text(value) == String(decoding: bytes, as: UTF8.self))
            }
        }
    }

    /// A value of each kind, of the kind's arity.
    static let values: [PropertyKind: [Double]] = [
        .translate: [12.5, -3], .scale: [10, 20, 1.23456, 2.5], .rotation: [12.3456, 5, 5], .opacity: [0.4],
        .fill: [1, 0.5, 0], .fillOpacity: [0.3], .stroke: [0, 0.4784, 1], .strokeOpacity: [0.7], .linearFill: [1, 0.214, 0],
        .linearStroke: [0, 0.1946, 1], .strokeWidth: [1.5],
        .strokeDashoffset: [3.25], .stdDeviation: [2.5], .filterOffset: [1.5, -2], .floodColor: [0, 0, 0], .floodOpacity: [0.33],
    ]

    /// Where `smilReadsValueOnly` says so, two elements of very different extents, anchors and
    /// shapes write the same texts (the SMIL cache's key then leaves the element out); scale
    /// factors and angles take their digits from the extent and so do not.
    @Test func valueOnlyKindsIgnoreTheElement() {
        let small = PropertyText(numbers: NumberText(precision: 2), extent: 1, fixedAnchor: false)
        var large = PropertyText(numbers: NumberText(precision: 2), extent: 100_000, fixedAnchor: true)
        large.shapeKind = .ellipse
        for kind in PropertyKind.allCases where kind.smilReadsValueOnly {
            let value = try! #require(Self.values[kind], "no value for \(kind)")
            #expect(appended(kind, value, by: small) == appended(kind, value, by: large), "\(kind)")
        }
        #expect(!PropertyKind.scale.smilReadsValueOnly && !PropertyKind.rotation.smilReadsValueOnly)
        #expect(appended(.rotation, [12.3456, 5, 5], by: small) != appended(.rotation, [12.3456, 5, 5], by: large))
    }

    /// Kinds that write no scale factor or angle write the same CSS whatever the digits.
    @Test func digitsOnlyWhereWritten() {
        let small = PropertyText(numbers: NumberText(precision: 2), extent: 1, fixedAnchor: false)
        let large = PropertyText(numbers: NumberText(precision: 2), extent: 100_000, fixedAnchor: false)
        for kind in PropertyKind.allCases where !kind.writesScalesOrAngles {
            guard let value = Self.values[kind] else { continue }
            #expect(small.css(kind, value) == large.css(kind, value), "\(kind)")
            #expect(small.digits(of: kind) == (0, 0) && large.digits(of: kind) == (0, 0))
        }
        #expect(small.css(.scale, [10, 20, 1.23456, 2.5]) != large.css(.scale, [10, 20, 1.23456, 2.5]))
    }
}
