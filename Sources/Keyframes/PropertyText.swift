import Foundation
import Geometry
import SVG

/// How the values of a property are written in CSS declarations and SMIL attributes.
struct PropertyText {
    let numbers: NumberText
    /// Points from the anchor to the far side of a scaled or rotated element: sets the digits of
    /// scale factors and angles.
    let extent: Double
    /// For scale and rotation: whether the anchor stays put, so that it is written once as
    /// `transform-origin` and the keyframes hold only the factors or the angle.
    let fixedAnchor: Bool
    /// For outlines: the shape they draw.
    var shapeKind: ElementRole.ShapeKind = .rectangle
    /// For gradients: their kind and number of stops.
    var gradientLayout: GradientLayout? = nil
    /// For a text: its parts placed by a `glyphs` value.
    var textParts: AnimatedTextParts? = nil
    /// For paints in linear light: the document's custom properties (`KeyframeEncoder`'s
    /// default prefix unless the writer gives the document's).
    var linearPaints = LinearPaints.standard

    /// Digits of a linear paint component: its rounding (at most 5·10⁻⁵) moves the encoded
    /// component by at most 12.92 times as much, under a fifth of 1/255.
    static let linearPaintDigits = 4

    /// Digits of scale factors and angles by the snapshot's rule for transform coefficients
    /// (`SVGNumberFormatter.coefficientDigits`): their rounding moves no point within `extent`
    /// by more than half a unit of the last digit of lengths.
    var scaleDigits: Int { max(2, SVGNumberFormatter.coefficientDigits(precision: numbers.precision, reach: max(extent, 1))) }
    var angleDigits: Int {
        max(1, SVGNumberFormatter.coefficientDigits(precision: numbers.precision, reach: max(extent, 1) * .pi / 180))
    }

    /// `scaleDigits` and `angleDigits` where `kind` writes them (`writesScalesOrAngles`), else 0.
    func digits(of kind: PropertyKind) -> (scale: Int, angle: Int) {
        kind.writesScalesOrAngles ? (scaleDigits, angleDigits) : (0, 0)
    }

    func scale(_ x: Double, _ y: Double) -> String {
        let a = NumberText.string(x, digits: scaleDigits), b = NumberText.string(y, digits: scaleDigits)
        return a == b ? "scale(\(a))" : "scale(\(a),\(b))"
    }

    func translate(_ x: Double, _ y: Double) -> String {
        let b = numbers.px(y)
        return b == "0" ? "translate(\(numbers.px(x)))" : "translate(\(numbers.px(x)),\(b))"
    }

    /// `rotate() skewX() scale()` of a projection value.
    func projection(_ value: [Double]) -> String {
        let rotate = NumberText.string(value[2], digits: angleDigits), skew = NumberText.string(value[3], digits: angleDigits)
        return "rotate(\(rotate)deg) skewX(\(skew)deg) \(scale(value[4], value[5]))"
    }

    /// The path data of an outline value.
    func pathData(_ value: [Double]) -> String {
        String(decoding: numbers.paths.pathData(OutlinePath.path(shapeKind, value)), as: UTF8.self)
    }

    /// The declarations of a scale or rotation (`css`) that leave every point where it is.
    static let identityTransforms: Set<String> = [
        "transform:scale(1)", "transform:rotate(0deg)", "transform:rotate(360deg)", "transform:rotate(0deg) skewX(0deg) scale(1)",
    ]

    /// `transform-origin` for a fixed anchor.
    func origin(_ x: Double, _ y: Double) -> String { "transform-origin:\(numbers.px(x)) \(numbers.px(y))" }

    /// The CSS declarations of one value.
    func css(_ kind: PropertyKind, _ value: [Double]) -> String {
        var bytes: [UInt8] = []
        appendCSS(kind, value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `css(kind, value)`'s UTF-8 bytes appended to `bytes`: the kinds keyframes hold most (a
    /// translation, an opacity, a paint) written straight into the bytes, the others as Strings.
    func appendCSS(_ kind: PropertyKind, _ value: [Double], to bytes: inout [UInt8]) {
        switch kind {
        case .translate:
            NumberText.append("transform:translate(", to: &bytes)
            numbers.appendPx(value[0], to: &bytes)
            // `translate(x)` where y is written "0".
            let comma = bytes.count
            bytes.append(UInt8(ascii: ","))
            numbers.appendPx(value[1], to: &bytes)
            if bytes.count == comma + 2 && bytes[comma + 1] == UInt8(ascii: "0") { bytes.removeLast(2) }
            bytes.append(UInt8(ascii: ")"))
        case .opacity:
            NumberText.append("opacity:", to: &bytes)
            NumberText.append(value[0], digits: 3, to: &bytes)
        case .fill:
            NumberText.append("fill:", to: &bytes)
            NumberText.appendHex(value, to: &bytes)
        case .fillOpacity:
            NumberText.append("fill-opacity:", to: &bytes)
            NumberText.append(value[0], digits: 3, to: &bytes)
        case .stroke:
            NumberText.append("stroke:", to: &bytes)
            NumberText.appendHex(value, to: &bytes)
        case .strokeOpacity:
            NumberText.append("stroke-opacity:", to: &bytes)
            NumberText.append(value[0], digits: 3, to: &bytes)
        case .linearFill:
            linearPaints.appendDeclarations(.fill, value, digits: Self.linearPaintDigits, to: &bytes)
        case .linearStroke:
            linearPaints.appendDeclarations(.stroke, value, digits: Self.linearPaintDigits, to: &bytes)
        case .scale:
            append(transform(scale(value[2], value[3]), about: value[0], value[1]), to: &bytes)
        case .rotation:
            append(transform("rotate(\(NumberText.string(value[0], digits: angleDigits))deg)", about: value[1], value[2]), to: &bytes)
        case .projection:
            append(transform(projection(value), about: value[0], value[1]), to: &bytes)
        case .outline: append("d:path(\"\(pathData(value))\")", to: &bytes)
        case .strokeWidth: append("stroke-width:" + numbers.px(value[0]), to: &bytes)
        case .strokeDashoffset: append("stroke-dashoffset:" + numbers.px(value[0]), to: &bytes)
        case .stdDeviation, .filterOffset, .floodColor, .floodOpacity, .fillGradient, .strokeGradient, .glyphs:
            // Always SMIL (`mechanism(in:)`): filter primitives' attributes.
            break
        }
    }

    /// The `transform` declaration of `body` about the anchor (x, y): alone where the anchor is
    /// fixed (it is written once, as `transform-origin`), else between translations to and from it.
    private func transform(_ body: String, about x: Double, _ y: Double) -> String {
        fixedAnchor ? "transform:" + body : "transform:\(translate(x, y)) \(body) \(translate(-x, -y))"
    }

    private func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: text.utf8)
    }
}
