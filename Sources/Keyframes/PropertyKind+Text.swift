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

extension PropertyKind {
    /// Whether `PropertyText.css(self, _:)` writes scale factors or angles
    /// (`PropertyText.scaleDigits`, `angleDigits`): a written CSS track's memo key holds the
    /// digits of these kinds alone (working them out for every track cost more than the rest of
    /// its key). Exhaustive, so a new kind must decide here too.
    var writesScalesOrAngles: Bool {
        switch self {
        case .scale, .rotation, .projection:
            return true
        case .translate, .opacity, .fill, .fillOpacity, .stroke, .strokeOpacity, .strokeWidth, .strokeDashoffset, .outline, .stdDeviation,
            .filterOffset, .floodColor, .floodOpacity, .fillGradient, .strokeGradient, .glyphs:
            return false
        }
    }

    /// Whether `PropertyText.smil(self)` reads the value and the document's `NumberText` only,
    /// not the element's extent, shape, gradient or text: then a written track's SMIL memo key
    /// (`SMILCache.Writing`) needs nothing of the element's text, which is made only to write
    /// the track. Exhaustive, so a new kind, or a change to `smil`, must decide here too.
    var smilReadsValueOnly: Bool {
        switch self {
        case .translate, .opacity, .fill, .fillOpacity, .stroke, .strokeOpacity, .strokeWidth, .strokeDashoffset, .stdDeviation,
            .filterOffset, .floodColor, .floodOpacity:
            return true
        case .scale, .rotation, .projection:
            return false  // digits from the extent
        case .outline:
            return false  // the path of the element's shape kind
        case .fillGradient, .strokeGradient:
            return false  // the element's gradient layout
        case .glyphs:
            return false  // the text's parts
        }
    }

    /// Whether `PropertyText.css(self, _:)` reads the value and the document's `NumberText`
    /// only, not the element's extent, anchor or shape: then equal tracks give equal CSS text
    /// on any element (`CSSClassKey`). Exhaustive, so a new kind, or a change to `css`, must
    /// decide here too.
    var cssReadsValueOnly: Bool {
        switch self {
        case .translate, .opacity, .fill, .fillOpacity, .stroke, .strokeOpacity, .strokeWidth, .strokeDashoffset:
            return true
        case .scale, .rotation, .projection:
            return false  // digits from the extent; the anchor in the text or as `transform-origin`
        case .outline:
            return false  // the path of the element's shape kind
        case .stdDeviation, .filterOffset, .floodColor, .floodOpacity, .fillGradient, .strokeGradient, .glyphs:
            return false  // never CSS
        }
    }
}

extension PropertyText {
    /// One SMIL animation of a property: the element, attribute and transform type, and how
    /// each value is written. Scaling about an anchor takes three transform animations.
    struct SMILChannel {
        var element: String
        var attribute: String
        var type: String?
        var additive: Bool
        /// The part of a gradient definition the animation goes in; nil: the element itself.
        var part: SVGElementWriter.GradientPart? = nil
        /// The child of a text's element the animation goes in; nil: the element itself.
        var textPart: SVGElementWriter.TextPart? = nil
        var text: ([Double]) -> String
        /// `text`'s bytes appended to a buffer (nil: through `text`): a long `values` list is
        /// gathered without a string for each value.
        var appendText: (([Double], inout [UInt8]) -> Void)? = nil

        /// A channel whose `text` is the bytes `append` writes.
        init(element: String, attribute: String, type: String?, additive: Bool, bytes append: @escaping ([Double], inout [UInt8]) -> Void) {
            self.element = element
            self.attribute = attribute
            self.type = type
            self.additive = additive
            text = { value in
                var bytes: [UInt8] = []
                append(value, &bytes)
                return String(decoding: bytes, as: UTF8.self)
            }
            appendText = append
        }

        init(
            element: String, attribute: String, type: String?, additive: Bool, part: SVGElementWriter.GradientPart? = nil,
            textPart: SVGElementWriter.TextPart? = nil, text: @escaping ([Double]) -> String
        ) {
            self.element = element
            self.attribute = attribute
            self.type = type
            self.additive = additive
            self.part = part
            self.textPart = textPart
            self.text = text
        }

        /// `text(value)`'s bytes appended to `bytes`.
        func append(_ value: [Double], to bytes: inout [UInt8]) {
            if let appendText { appendText(value, &bytes) } else { bytes.append(contentsOf: text(value).utf8) }
        }
    }

    func smil(_ kind: PropertyKind) -> [SMILChannel] {
        let n = numbers
        let scaleDigits = self.scaleDigits, angleDigits = self.angleDigits
        func pair(_ a: Double, _ b: Double) -> String { "\(n.length(a)) \(n.length(b))" }
        func attribute(_ name: String, _ text: @escaping ([Double]) -> String) -> SMILChannel {
            SMILChannel(element: "animate", attribute: name, type: nil, additive: false, text: text)
        }
        func attribute(_ name: String, bytes append: @escaping ([Double], inout [UInt8]) -> Void) -> SMILChannel {
            SMILChannel(element: "animate", attribute: name, type: nil, additive: false, bytes: append)
        }
        // "x y" of lengths, and of numbers with `digits` decimals.
        func appendPair(_ a: Double, _ b: Double, to bytes: inout [UInt8]) {
            n.lengths.append(a, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            n.lengths.append(b, to: &bytes)
        }
        func appendPair(_ a: Double, _ b: Double, digits: Int, to bytes: inout [UInt8]) {
            NumberText.append(a, digits: digits, to: &bytes)
            bytes.append(UInt8(ascii: " "))
            NumberText.append(b, digits: digits, to: &bytes)
        }
        switch kind {
        case .translate:
            return [SMILChannel(element: "animateTransform", attribute: "transform", type: "translate", additive: false) { appendPair($0[0], $0[1], to: &$1) }]
        case .scale:
            return [
                SMILChannel(element: "animateTransform", attribute: "transform", type: "translate", additive: false) { appendPair($0[0], $0[1], to: &$1) },
                SMILChannel(element: "animateTransform", attribute: "transform", type: "scale", additive: true) {
                    appendPair($0[2], $0[3], digits: scaleDigits, to: &$1)
                },
                SMILChannel(element: "animateTransform", attribute: "transform", type: "translate", additive: true) { appendPair(-$0[0], -$0[1], to: &$1) },
            ]
        case .rotation:
            return [SMILChannel(element: "animateTransform", attribute: "transform", type: "rotate", additive: false) {
                "\(NumberText.string($0[0], digits: angleDigits)) \(pair($0[1], $0[2]))"
            }]
        case .projection:
            func transform(_ type: String, additive: Bool, _ text: @escaping ([Double]) -> String) -> SMILChannel {
                SMILChannel(element: "animateTransform", attribute: "transform", type: type, additive: additive, text: text)
            }
            return [
                transform("translate", additive: false) { pair($0[0], $0[1]) },
                transform("rotate", additive: true) { NumberText.string($0[2], digits: angleDigits) },
                transform("skewX", additive: true) { NumberText.string($0[3], digits: angleDigits) },
                transform("scale", additive: true) {
                    "\(NumberText.string($0[4], digits: scaleDigits)) \(NumberText.string($0[5], digits: scaleDigits))"
                },
                transform("translate", additive: true) { pair(-$0[0], -$0[1]) },
            ]
        case .opacity: return [attribute("opacity") { NumberText.append($0[0], digits: 3, to: &$1) }]
        case .outline: return [attribute("d") { pathData($0) }]
        case .glyphs:
            return textParts?.channels(n) ?? []
        case .fill: return [attribute("fill") { NumberText.appendHex($0, to: &$1) }]
        case .fillOpacity: return [attribute("fill-opacity") { NumberText.append($0[0], digits: 3, to: &$1) }]
        case .stroke: return [attribute("stroke") { NumberText.appendHex($0, to: &$1) }]
        case .strokeOpacity: return [attribute("stroke-opacity") { NumberText.append($0[0], digits: 3, to: &$1) }]
        case .strokeWidth: return [attribute("stroke-width") { n.lengths.append($0[0], to: &$1) }]
        case .strokeDashoffset: return [attribute("stroke-dashoffset") { n.lengths.append($0[0], to: &$1) }]
        case .stdDeviation: return [attribute("stdDeviation") { n.length(SVGElementWriter.writtenDeviation($0[0], n.paths)) }]
        case .filterOffset: return [attribute("dx") { n.length($0[0]) }, attribute("dy") { n.length($0[1]) }]
        case .floodColor: return [attribute("flood-color") { NumberText.hex($0) }]
        case .floodOpacity: return [attribute("flood-opacity") { NumberText.string($0[0], digits: 3) }]
        case .fillGradient, .strokeGradient: return gradientChannels(gradientLayout)
        }
    }
}
