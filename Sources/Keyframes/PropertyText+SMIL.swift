import Motion
import SVG

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
            return [
                SMILChannel(element: "animateTransform", attribute: "transform", type: "translate", additive: false) {
                    appendPair($0[0], $0[1], to: &$1)
                }
            ]
        case .scale:
            return [
                SMILChannel(element: "animateTransform", attribute: "transform", type: "translate", additive: false) {
                    appendPair($0[0], $0[1], to: &$1)
                },
                SMILChannel(element: "animateTransform", attribute: "transform", type: "scale", additive: true) {
                    appendPair($0[2], $0[3], digits: scaleDigits, to: &$1)
                },
                SMILChannel(element: "animateTransform", attribute: "transform", type: "translate", additive: true) {
                    appendPair(-$0[0], -$0[1], to: &$1)
                },
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
        case .linearFill, .linearStroke:
            // Only a CSS document animates paints in linear light (`PropertyKind.properties(of:format:)`),
            // and there as CSS: should one reach SMIL, its keyframes are encoded (exact at them).
            return [attribute(kind.linearPaint == .fill ? "fill" : "stroke") { NumberText.appendHex($0.map(LinearColor.clampedEncoded), to: &$1) }]
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
