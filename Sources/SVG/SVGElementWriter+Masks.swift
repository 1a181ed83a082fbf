import DisplayList
import Geometry

/// Masks: SVG 1.1 `<mask>` definitions in `<defs>`, named `\(idPrefix)m<n>` in writing order,
/// over a region in user space (`maskUnits="userSpaceOnUse"`). SVG 1.1 masks by luminance (it
/// has no `mask-type`), so what a mask should let through by its alpha is drawn in white with
/// that alpha: its luminance times its alpha is then the alpha.
extension SVGElementWriter {
    /// Starts `<defs><mask id=… x y width height>` over `region` and returns the mask's id; the
    /// caller writes the mask's content, then `startMaskedGroup` the rest.
    public func startMask(region: Rect) -> String {
        let id = "\(idPrefix)m\(maskCount)"
        maskCount += 1
        xml.startElement("defs")
        xml.startElement("mask")
        xml.attribute("id", id)
        xml.attribute("maskUnits", "userSpaceOnUse")
        writeRegion(region)
        return id
    }

    /// Closes the mask's definition and starts the group it masks.
    public func startMaskedGroup(_ id: String) {
        xml.endElement()
        xml.endElement()
        xml.startElement("g")
        xml.attribute("mask", "url(#\(id))")
    }

    /// Starts a mask that lets through the alpha of what is drawn in it: a filter that makes
    /// every colour white, keeping its alpha (`feColorMatrix`), and the `<mask>` over `region`
    /// (grown by a point: rounding never cuts an edge) with a group under that filter. The caller
    /// writes the mask's content, then `endAlphaMask` and `startMaskedGroup`.
    public func startAlphaMask(region: Rect) -> String {
        let area = region.inset(by: EdgeInsets(all: -1))
        let filter = "\(idPrefix)f\(filterCount)"
        filterCount += 1
        xml.startElement("defs")
        xml.startElement("filter")
        xml.attribute("id", filter)
        xml.attribute("filterUnits", "userSpaceOnUse")
        writeRegion(area)
        xml.attribute("color-interpolation-filters", "sRGB")
        xml.startElement("feColorMatrix")
        xml.attribute("type", "matrix")
        xml.attribute("values", "0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0")
        xml.endElement()
        xml.endElement()
        xml.endElement()
        let id = startMask(region: area)
        xml.startElement("g")
        xml.attribute("filter", "url(#\(filter))")
        return id
    }

    /// Ends the content of a mask `startAlphaMask` started.
    public func endAlphaMask() {
        xml.endElement()
    }

    /// The `x`, `y`, `width` and `height` of a mask's or filter's region in user space; what is
    /// not finite is written as 0.
    private func writeRegion(_ region: Rect) {
        xml.attribute("x", lengths.string(region.minX.isFinite ? region.minX : 0))
        xml.attribute("y", lengths.string(region.minY.isFinite ? region.minY : 0))
        xml.attribute("width", lengths.string(region.width.isFinite ? max(0, region.width) : 0))
        xml.attribute("height", lengths.string(region.height.isFinite ? max(0, region.height) : 0))
    }
}
