import DisplayList
import Geometry
import Views

/// Shadows and blurs: SVG 1.1 `<filter>` definitions in `<defs>`, named `\(idPrefix)f<n>` in
/// writing order, over a region in user space (`filterUnits="userSpaceOnUse"`) that holds
/// everything the filter draws (`DisplayGroup.filterRegion(around:)`), referred to by the
/// group's `filter`. A SwiftUI radius r is a standard deviation of r / 2
/// (`blurStandardDeviation(radius:)`, docs/deviations.md).
///
/// A shadow: the content's alpha blurred (`feGaussianBlur`), moved (`feOffset`), filled with the
/// shadow's colour (`feFlood`, `feComposite` `in`), and the content merged over it. A blur: the
/// content blurred; an opaque blur's alpha then set to 1 (`feComponentTransfer`) over its
/// rectangle, the region.
extension SVGElementWriter {
    /// A primitive whose attributes a keyframe writer may animate.
    public enum FilterPrimitive: Sendable {
        /// `feGaussianBlur`: `stdDeviation`.
        case blur
        /// `feOffset`: `dx`, `dy`.
        case offset
        /// `feFlood`: `flood-color`, `flood-opacity`.
        case flood
    }

    /// Writes the `<defs><filter>` of a shadow or blur group drawn over `region` and returns its
    /// id; `animate` writes the animation children of each primitive, if any.
    @discardableResult
    public func filterDefinition(
        _ effect: DisplayGroup.Effect, region: Rect, animate: (FilterPrimitive) -> Void = { _ in }
    ) -> String {
        let id = "\(idPrefix)f\(filterCount)"
        filterCount += 1
        // One more point all round: the written region's rounding never cuts an edge.
        let area = region.inset(by: EdgeInsets(all: -1))
        xml.startElement("defs")
        xml.startElement("filter")
        xml.attribute("id", id)
        xml.attribute("filterUnits", "userSpaceOnUse")
        xml.attribute("x", lengths.string(area.minX))
        xml.attribute("y", lengths.string(area.minY))
        xml.attribute("width", lengths.string(area.width))
        xml.attribute("height", lengths.string(area.height))
        xml.attribute("color-interpolation-filters", "sRGB")
        switch effect {
        case .shadow(let shadow):
            xml.startElement("feGaussianBlur")
            xml.attribute("in", "SourceAlpha")
            xml.attribute("stdDeviation", lengths.string(Self.writtenDeviation(blurStandardDeviation(radius: shadow.radius), lengths)))
            animate(.blur)
            xml.endElement()
            xml.startElement("feOffset")
            xml.attribute("dx", lengths.string(shadow.x.isFinite ? shadow.x : 0))
            xml.attribute("dy", lengths.string(shadow.y.isFinite ? shadow.y : 0))
            xml.attribute("result", "shadow")
            animate(.offset)
            xml.endElement()
            xml.startElement("feFlood")
            hexAttribute("flood-color", shadow.color)
            let opacity = max(0, min(shadow.color.opacity.isFinite ? shadow.color.opacity : 0, 1))
            numberAttribute("flood-opacity", opacities, opacity)
            animate(.flood)
            xml.endElement()
            xml.startElement("feComposite")
            xml.attribute("in2", "shadow")
            xml.attribute("operator", "in")
            xml.endElement()
            xml.startElement("feMerge")
            xml.startElement("feMergeNode")
            xml.endElement()
            xml.startElement("feMergeNode")
            xml.attribute("in", "SourceGraphic")
            xml.endElement()
            xml.endElement()
        case .blur(let radius, let opaque):
            xml.startElement("feGaussianBlur")
            xml.attribute("stdDeviation", lengths.string(Self.writtenDeviation(blurStandardDeviation(radius: radius), lengths)))
            animate(.blur)
            xml.endElement()
            if opaque != nil {
                xml.startElement("feComponentTransfer")
                xml.startElement("feFuncA")
                xml.attribute("type", "table")
                xml.attribute("tableValues", "1 1")
                xml.endElement()
                xml.endElement()
            }
        case .transform, .opacity, .clip, .mask:
            break
        }
        xml.endElement()
        xml.endElement()
        return id
    }

    /// A standard deviation as written: at least one unit of the last written digit. WebKit
    /// (WebKitGTK 2.50, tested by `Tests/browser/fixtures/shadow-grow.json`) never blurs a
    /// filter whose `stdDeviation` was 0 when first drawn, even once SMIL animates it; a blur of
    /// σ 0.01 draws nothing visible.
    public static func writtenDeviation(_ sigma: Double, _ format: SVGNumberFormatter) -> Double {
        var unit = 1.0
        for _ in 0..<format.precision { unit /= 10 }
        return max(sigma, unit)
    }

    /// Starts the `<g>` a filter applies to.
    public func startFilteredGroup(_ id: String) {
        xml.startElement("g")
        xml.attribute("filter", "url(#\(id))")
    }
}
