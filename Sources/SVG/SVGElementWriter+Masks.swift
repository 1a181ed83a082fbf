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
        xml.attribute("x", lengths.string(region.minX.isFinite ? region.minX : 0))
        xml.attribute("y", lengths.string(region.minY.isFinite ? region.minY : 0))
        xml.attribute("width", lengths.string(region.width.isFinite ? max(0, region.width) : 0))
        xml.attribute("height", lengths.string(region.height.isFinite ? max(0, region.height) : 0))
        return id
    }

    /// Closes the mask's definition and starts the group it masks.
    public func startMaskedGroup(_ id: String) {
        xml.endElement()
        xml.endElement()
        xml.startElement("g")
        xml.attribute("mask", "url(#\(id))")
    }
}
