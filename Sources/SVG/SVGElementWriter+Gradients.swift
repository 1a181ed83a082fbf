import DisplayList
import Foundation
import Geometry
import Views

/// Gradient fills and strokes. Linear, radial and elliptical gradients are `<linearGradient>` and
/// `<radialGradient>` definitions in user space (`gradientUnits="userSpaceOnUse"`), placed from
/// the shape's frame, that the shape's `fill` or `stroke` refers to. An angular gradient, which
/// SVG 1.1 cannot express, is a group of flat wedges clipped to the shape's outline, drawn before
/// it (`GradientFill.angularWedges`); for a stroke, masked by the stroke drawn in white (a mask's
/// luminance is its alpha) and drawn after the shape (`endShape`).
extension SVGElementWriter {
    /// A part of a gradient definition whose attributes a keyframe writer may animate.
    public enum GradientPart: Hashable, Sendable {
        /// The `<linearGradient>` or `<radialGradient>` itself: its points, radius, transform.
        case geometry
        /// The `<stop>` at this index.
        case stop(Int)
    }

    /// Writes what a gradient fill (or, given `stroke`, a gradient stroke) needs before its
    /// shape's element; returns the id the shape's `fill` or `stroke` refers to, nil when the
    /// wedges of an angular gradient already paint it (or a degenerate elliptical gradient
    /// paints nothing). `animate` writes the animation children of each part, if any.
    func gradientDefinition(
        _ gradient: GradientFill, outline: Path, translation: Point, stroke: StrokePaint? = nil,
        animate: (GradientPart) -> Void = { _ in }
    ) -> String? {
        let dx = translation.x, dy = translation.y
        func moved(_ p: Point) -> Point { Point(x: p.x + dx, y: p.y + dy) }
        switch gradient.paint.kind {
        case .linear(let start, let end):
            let id = nextGradientID()
            let a = gradient.point(start), b = gradient.point(end)
            xml.startElement("defs")
            xml.startElement("linearGradient")
            xml.attribute("id", id)
            xml.attribute("gradientUnits", "userSpaceOnUse")
            xml.attribute("x1", lengths.string(a.x))
            xml.attribute("y1", lengths.string(a.y))
            xml.attribute("x2", lengths.string(b.x))
            xml.attribute("y2", lengths.string(b.y))
            animate(.geometry)
            writeStops(gradient.paint.stops, animate: animate)
            xml.endElement()
            xml.endElement()
            return id
        case .radial(let center, let startRadius, let endRadius):
            let id = nextGradientID()
            let c = gradient.point(center)
            xml.startElement("defs")
            xml.startElement("radialGradient")
            xml.attribute("id", id)
            xml.attribute("gradientUnits", "userSpaceOnUse")
            xml.attribute("cx", lengths.string(c.x))
            xml.attribute("cy", lengths.string(c.y))
            xml.attribute("r", lengths.string(endRadius))
            animate(.geometry)
            writeStops(gradient.ringStops(start: startRadius, end: endRadius), animate: animate)
            xml.endElement()
            xml.endElement()
            return id
        case .elliptical(let center, let startFraction, let endFraction):
            let w = gradient.frame.width, h = gradient.frame.height
            guard w > 0, h > 0, w.isFinite, h.isFinite else { return nil }
            let id = nextGradientID()
            let c = gradient.point(center)
            xml.startElement("defs")
            xml.startElement("radialGradient")
            xml.attribute("id", id)
            xml.attribute("gradientUnits", "userSpaceOnUse")
            xml.attribute("cx", "0")
            xml.attribute("cy", "0")
            xml.attribute("r", exact(endFraction))
            // The unit circle stretched to the frame: x radius fraction·width, y radius fraction·height.
            xml.attribute(
                "gradientTransform",
                "matrix(\(exact(w)) 0 0 \(exact(h)) \(lengths.string(c.x)) \(lengths.string(c.y)))")
            animate(.geometry)
            writeStops(gradient.ringStops(start: startFraction, end: endFraction), animate: animate)
            xml.endElement()
            xml.endElement()
            return id
        case .angular(let center, _, _):
            // How far a stroke reaches past the outline (a miter up to its limit).
            let grow = stroke.map { max(0, $0.lineWidth.isFinite ? $0.lineWidth : 0) / 2 * max(2.squareRoot(), $0.miterLimit ?? 1) } ?? 0
            if let stroke {
                let bounds = DisplayItem.shape(ShapeItem(viewID: "", path: outline, fill: nil)).bounds ?? gradient.frame
                let region = Rect(x: bounds.minX + dx, y: bounds.minY + dy, width: bounds.width, height: bounds.height)
                let id = startMask(region: region.inset(by: EdgeInsets(all: -grow - 1)))
                startPath(outline, translation: translation)
                xml.attribute("fill", "none")
                var white = stroke
                white.color = .white
                paint(white.color, .stroke, keepsOpacity: false)
                numberAttribute("stroke-width", lengths, max(0, stroke.lineWidth))
                writeStyle(of: stroke)
                end()
                startMaskedGroup(id)
            } else {
                let id = startClipPath(outline, translation: translation)
                end()
                startClippedGroup(id)
            }
            let c = moved(gradient.point(center))
            // One unit past the frame's farthest corner (and the stroke's reach), so anti-aliased
            // edges stay covered.
            let radius = gradient.reach(from: gradient.point(center)) + 1 + grow
            // Two wedges per point of the outermost arc at most: narrower ones are finer than
            // anti-aliasing can show anywhere inside the frame.
            let perArc = Int(min(4 * Double.pi * radius, 2_048).rounded(.up))
            let wedges = gradient.angularWedges(
                maxWedges: angularWedgeCount < Self.documentWedges ? max(16, min(2_048, perArc)) : 16)
            angularWedgeCount += wedges.count
            for (i, wedge) in wedges.enumerated() {
                // Each wedge but the last reaches a little into the next, which is drawn over it:
                // no hairline seam where two anti-aliased edges meet.
                let overlap = i == wedges.count - 1 ? 0 : min(0.5 * (wedge.end - wedge.start), 0.002)
                startPath(Self.wedge(center: c, radius: radius, from: wedge.start, to: wedge.end + overlap))
                paint(wedge.color, .fill, keepsOpacity: false)
                end()
            }
            end()
            return nil
        }
    }

    /// A polygon from `center` covering the circle sector of `radius` between the angles (radians,
    /// clockwise on screen from 3 o'clock): its outer corners are at most π/4 apart, pushed out
    /// so that their chords lie outside the circle.
    static func wedge(center: Point, radius: Double, from start: Double, to end: Double) -> Path {
        let steps = max(1, Int(((end - start) / (Double.pi / 4)).rounded(.up)))
        let step = (end - start) / Double(steps)
        let outer = radius / cos(step / 2)
        var path = Path()
        path.move(to: center)
        for i in 0...steps {
            let angle = start + step * Double(i)
            path.addLine(to: Point(x: center.x + outer * cos(angle), y: center.y + outer * sin(angle)))
        }
        path.closeSubpath()
        return path
    }

    private func nextGradientID() -> String {
        defer { gradientCount += 1 }
        return "\(idPrefix)g\(gradientCount)"
    }

    /// `<stop>`s with offsets clamped to 0…1 (non-finite: 0); a stop's opacity is written below 1.
    private func writeStops(_ stops: [GradientPaint.Stop], animate: (GradientPart) -> Void) {
        for (index, stop) in stops.enumerated() {
            xml.startElement("stop")
            let offset = stop.location.isFinite ? min(max(stop.location, 0), 1) : 0
            xml.attribute("offset", exact(offset))
            hexAttribute("stop-color", stop.color)
            let opacity = max(0, min(stop.color.opacity.isFinite ? stop.color.opacity : 0, 1))
            if opacity < 1 { numberAttribute("stop-opacity", opacities, opacity) }
            animate(.stop(index))
            xml.endElement()
        }
    }

    /// A unitless number at six digits (offsets, fractions, scale factors); non-finite: 0.
    private func exact(_ value: Double) -> String {
        SVGElementWriter.sixDigits.string(value.isFinite ? value : 0)
    }

    static let sixDigits = SVGNumberFormatter(precision: 6)

    /// Angular-gradient wedges one document writes at full smoothness; past them every further
    /// angular gradient gets 16 wedges (at least one per pair of stops), so that thousands of
    /// angular gradients cannot multiply the output by 2,048.
    static let documentWedges = 32_768
}
