import DisplayList
import Geometry
import Layout
import SVG
import Views

/// The kind and number of stops of a gradient paint: two gradients of one layout interpolate
/// (`LaidOutView.appendSignature(of:)`), another layout is another element.
struct GradientLayout: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case linear, radial, elliptical, angular
    }

    var kind: Kind
    var stops: Int

    init(_ paint: GradientPaint) {
        switch paint.kind {
        case .linear: kind = .linear
        case .radial: kind = .radial
        case .elliptical: kind = .elliptical
        case .angular: kind = .angular
        }
        stops = paint.stops.count
    }

    /// Numbers before the stops: linear `[x1, y1, x2, y2]`, radial `[cx, cy, r]`, elliptical
    /// `[x, y, x scale, y scale, r]` (`gradientTransform` = translate(x, y) scale(sx, sy)). An
    /// angular gradient is wedges, drawn as at the end of the timeline: nothing animates.
    var geometryCount: Int {
        switch kind {
        case .linear: 4
        case .radial: 3
        case .elliptical: 5
        case .angular: 0
        }
    }

    /// Numbers of each stop: `[red, green, blue, opacity, offset]`.
    static let stopCount = 5

    var isAnimatable: Bool { kind != .angular }

    /// Lengths within 0.05 (`PropertyKind.tolerances`), colours, opacities and offsets within
    /// 0.003; an elliptical gradient's radius is a fraction of its scale: 0.0005.
    var tolerances: [Double] {
        guard isAnimatable else { return [] }
        var result = Array(repeating: 0.05, count: geometryCount)
        if kind == .elliptical { result[4] = 0.0005 }
        return result + Array(repeating: 0.003, count: Self.stopCount * stops)
    }
}

extension ElementKey {
    /// The gradient properties an element with this key animates.
    var gradientKinds: [PropertyKind] {
        var kinds: [PropertyKind] = []
        if fillGradient?.isAnimatable == true { kinds.append(.fillGradient) }
        if strokeGradient?.isAnimatable == true { kinds.append(.strokeGradient) }
        return kinds
    }

    /// The layouts of the gradients `item` paints with.
    static func gradientLayouts(of item: DisplayItem) -> (fill: GradientLayout?, stroke: GradientLayout?) {
        switch item {
        case .shape(let shape): (shape.gradient.map { GradientLayout($0.paint) }, shape.stroke?.gradient.map { GradientLayout($0.paint) })
        case .text(let text): (text.gradient.map { GradientLayout($0.paint) }, nil)
        case .group, .image: (nil, nil)
        }
    }
}

extension PropertyReader {
    /// The value of a gradient property (`GradientLayout` gives its numbers) in the element's
    /// own space: a text's gradient moves with the text's translation, a shape's is in canvas
    /// space (a shape's moving outline is animated as path data).
    func gradientValue(_ kind: PropertyKind, of view: LaidOutView, base: Point) -> [Double] {
        let frame = view.frames[0]
        var paint: GradientPaint?
        var shift = Point.zero
        switch view.node.content {
        case .shape(let shape): paint = kind == .fillGradient ? shape.gradient : shape.stroke?.gradient
        case .text(let text):
            paint = kind == .fillGradient ? text.gradient : nil
            let anchor = self.anchor(of: view)
            shift = Point(x: anchor.x - base.x, y: anchor.y - base.y)
        default: paint = nil
        }
        guard let paint else { return [] }
        return Self.gradientNumbers(GradientFill(paint: paint, frame: frame.offsetBy(dx: -shift.x, dy: -shift.y)))
    }

    /// The numbers of a placed gradient, as its SVG definition writes them.
    static func gradientNumbers(_ gradient: GradientFill) -> [Double] {
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        var result: [Double]
        var stops = gradient.paint.stops
        switch gradient.paint.kind {
        case .linear(let start, let end):
            let a = gradient.point(start), b = gradient.point(end)
            result = [a.x, a.y, b.x, b.y]
        case .radial(let center, let startRadius, let endRadius):
            let c = gradient.point(center)
            result = [c.x, c.y, endRadius]
            stops = gradient.ringStops(start: startRadius, end: endRadius)
        case .elliptical(let center, let startFraction, let endFraction):
            let c = gradient.point(center)
            result = [c.x, c.y, gradient.frame.width, gradient.frame.height, endFraction]
            stops = gradient.ringStops(start: startFraction, end: endFraction)
        case .angular:
            return []
        }
        result = result.map(finite)
        for stop in stops {
            result += Self.components(stop.color) + [unit(stop.color.opacity), unit(stop.location)]
        }
        return result
    }
}

extension PropertyText {
    /// The SMIL animations of a gradient's numbers, each inside the part of the definition whose
    /// attribute it animates.
    func gradientChannels(_ layout: GradientLayout?) -> [SMILChannel] {
        guard let layout, layout.isAnimatable else { return [] }
        let n = numbers
        func attribute(_ name: String, _ part: SVGElementWriter.GradientPart, _ text: @escaping ([Double]) -> String) -> SMILChannel {
            var channel = SMILChannel(element: "animate", attribute: name, type: nil, additive: false, text: text)
            channel.part = part
            return channel
        }
        func component(_ value: [Double], _ i: Int) -> Double { i < value.count ? value[i] : 0 }
        var channels: [SMILChannel] = []
        switch layout.kind {
        case .linear:
            for (i, name) in ["x1", "y1", "x2", "y2"].enumerated() {
                channels.append(attribute(name, .geometry) { n.length(component($0, i)) })
            }
        case .radial:
            for (i, name) in ["cx", "cy", "r"].enumerated() {
                channels.append(attribute(name, .geometry) { n.length(component($0, i)) })
            }
        case .elliptical:
            var translate = SMILChannel(element: "animateTransform", attribute: "gradientTransform", type: "translate", additive: false) {
                "\(n.length(component($0, 0))) \(n.length(component($0, 1)))"
            }
            translate.part = .geometry
            var scale = SMILChannel(element: "animateTransform", attribute: "gradientTransform", type: "scale", additive: true) {
                "\(NumberText.string(component($0, 2), digits: 6)) \(NumberText.string(component($0, 3), digits: 6))"
            }
            scale.part = .geometry
            channels += [translate, scale, attribute("r", .geometry) { NumberText.string(component($0, 4), digits: 6) }]
        case .angular:
            return []
        }
        let g = layout.geometryCount
        for stop in 0..<layout.stops {
            let base = g + GradientLayout.stopCount * stop
            channels.append(attribute("stop-color", .stop(stop)) {
                NumberText.hex([component($0, base), component($0, base + 1), component($0, base + 2)])
            })
            channels.append(attribute("stop-opacity", .stop(stop)) { NumberText.string(component($0, base + 3), digits: 3) })
            channels.append(attribute("offset", .stop(stop)) { NumberText.string(component($0, base + 4), digits: 6) })
        }
        return channels
    }
}

extension ElementKey {
    /// The tolerances of `kind` for this element: a gradient's by its layout.
    func tolerances(_ kind: PropertyKind, extent: Double) -> [Double] {
        switch kind {
        case .fillGradient: fillGradient?.tolerances ?? []
        case .strokeGradient: strokeGradient?.tolerances ?? []
        case .glyphs: glyphTolerances
        default: kind.tolerances(extent: extent)
        }
    }
}

extension KeyframeDocumentWriter {
    /// Calls `body` with the writer of the SMIL animations of the element's gradient `kind` that
    /// go in each part of its definition (in both formats: `PropertyKind.mechanism(in:)`).
    ///
    /// The writer reads the element in place, so it is passed to `body` only, never returned.
    func withGradientAnimations<Result>(
        _ element: UnsafePointer<AnimatedElement>, _ kind: PropertyKind, svg: SVGElementWriter, numbers: NumberText,
        _ body: ((SVGElementWriter.GradientPart) -> Void) -> Result
    ) -> Result {
        guard AnimatedElement.track(kind, of: element)?.isConstant == false else { return body { _ in } }
        return body { part in
            SMILAnimations(xml: svg.xml).write(
                element, format: format, text: { propertyText($0, $1, element, numbers) }, visibility: false, kinds: [kind],
                part: part)
        }
    }
}
