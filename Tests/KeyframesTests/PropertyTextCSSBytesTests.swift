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
        // Paints in linear light: the document's three properties, four decimals each.
        #expect(appended(.linearFill, [1, 0.30054, 0.000_04]) == "x;--zfr:1;--zfg:.3005;--zfb:0")
        var named = text
        named.linearPaints = LinearPaints(prefix: "d")
        var bytes: [UInt8] = []
        named.appendCSS(.linearStroke, [0.5, 0.19462, 0.00006], to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "--dsr:.5;--dsg:.1946;--dsb:.0001")
    }

    /// The kinds written as Strings: anchors, scale factors and angles as the snapshot writes them.
    @Test func otherKinds() {
        #expect(appended(.strokeWidth, [1.5]) == "x;stroke-width:1.5px")
        #expect(appended(.strokeDashoffset, [0]) == "x;stroke-dashoffset:0")
        // Scaled by 2 about (10, 20): to the anchor, scaled, back (both factors equal: one written).
        #expect(appended(.scale, [10, 20, 2, 2]) == "x;transform:translate(10px,20px) scale(2) translate(-10px,-20px)")
        // A quarter turn about (5, 5).
        #expect(appended(.rotation, [90, 5, 5]) == "x;transform:translate(5px,5px) rotate(90deg) translate(-5px,-5px)")
        let fixed = PropertyText(numbers: NumberText(precision: 2), extent: 100, fixedAnchor: true)
        var bytes: [UInt8] = []
        fixed.appendCSS(.scale, [10, 20, 2, 3], to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "transform:scale(2,3)")
        // Filter primitives are never CSS: nothing is written.
        #expect(appended(.floodOpacity, [0.5]) == "x;")
    }

    /// `css` is `appendCSS`'s bytes as a String.
    @Test func cssIsTheAppendedText() {
        #expect(text.css(.translate, [12.5, 0]) == "transform:translate(12.5px)")
        #expect(text.css(.opacity, [0.25]) == "opacity:.25")
    }
}
