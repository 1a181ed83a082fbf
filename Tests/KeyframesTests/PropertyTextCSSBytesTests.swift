import Testing

@testable import Keyframes

/// `PropertyText.appendCSS` writes the declarations `css` writes, as bytes after what the body
/// already holds. Expected texts worked out by hand: lengths to two decimals with the leading
/// zero dropped, `px` unless the length is written "0", a translation's y left out where it is
/// written "0", opacities to three decimals, colours as `#rrggbb` of the components × 255
/// rounded.
@Suite struct PropertyTextCSSBytesTests {
    let text = PropertyText(numbers: NumberText(precision: 2), extent: 100, fixedAnchor: false)

    func appended(_ kind: PropertyKind, _ value: [Double]) -> String {
        var bytes = Array("x;".utf8)
        text.appendCSS(kind, value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    @Test func translations() {
        #expect(appended(.translate, [12.5, 0]) == "x;transform:translate(12.5px)")
        #expect(appended(.translate, [0, -3]) == "x;transform:translate(0,-3px)")
        #expect(appended(.translate, [-0.25, 0.004]) == "x;transform:translate(-.25px)")
        #expect(appended(.translate, [100, 0.256]) == "x;transform:translate(100px,.26px)")
        #expect(appended(.translate, [0, 0]) == "x;transform:translate(0)")
    }

    @Test func opacitiesAndPaints() {
        #expect(appended(.opacity, [0.25]) == "x;opacity:.25")
        #expect(appended(.opacity, [1]) == "x;opacity:1")
        #expect(appended(.fillOpacity, [0.1234]) == "x;fill-opacity:.123")
        #expect(appended(.strokeOpacity, [0]) == "x;stroke-opacity:0")
        // 0.5 × 255 = 127.5 → 128 = 0x80.
        #expect(appended(.fill, [1, 0.5, 0]) == "x;fill:#ff8000")
        // 0x7a = 122 = 0.4784 × 255; out-of-range components are clamped.
        #expect(appended(.stroke, [0, 0.4784, 1.2]) == "x;stroke:#007aff")
    }

    @Test func otherKindsAreTheirCSSText() {
        #expect(appended(.strokeWidth, [1.5]) == "x;" + text.css(.strokeWidth, [1.5]))
        #expect(appended(.strokeWidth, [1.5]) == "x;stroke-width:1.5px")
        #expect(appended(.scale, [10, 20, 2, 2]) == "x;" + text.css(.scale, [10, 20, 2, 2]))
    }

    /// Every kind written as CSS, with its number of values.
    static let cssKinds: [(PropertyKind, Int)] = [
        (.translate, 2), (.scale, 4), (.rotation, 3), (.projection, 6), (.opacity, 1), (.outline, 4), (.fill, 3),
        (.fillOpacity, 1), (.stroke, 3), (.strokeOpacity, 1), (.strokeWidth, 1), (.strokeDashoffset, 1),
    ]

    static let edgeValues: [Double] = [0.004, -0.004, 0.005, -0.005, -0.0, 0, 1, -1, 1e20, -1e20, 0.5, -0.5, .nan]

    /// `appendCSS` appends exactly `css`'s bytes, for every kind, with each edge value at each
    /// place among others (every value the same, and one value among ordinary ones), at several
    /// precisions, with and without a fixed anchor.
    @Test func appendedBytesAreTheCSSText() {
        for precision in [0, 2, 3, 15] {
            for fixedAnchor in [false, true] {
                let text = PropertyText(numbers: NumberText(precision: precision), extent: 100, fixedAnchor: fixedAnchor)
                for (kind, arity) in Self.cssKinds {
                    for edge in Self.edgeValues {
                        var values = [Array(repeating: edge, count: arity)]
                        for index in 0..<arity {
                            var value = (0..<arity).map { 0.25 + Double($0) }
                            value[index] = edge
                            values.append(value)
                        }
                        for value in values {
                            var bytes = Array("x;".utf8)
                            text.appendCSS(kind, value, to: &bytes)
                            let expected = Array("x;".utf8) + Array(text.css(kind, value).utf8)
                            #expect(bytes == expected, "\(kind) \(value) at precision \(precision)")
                        }
                    }
                }
            }
        }
    }
}
