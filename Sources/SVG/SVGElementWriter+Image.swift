import DisplayList
import Geometry
import Views

/// What makes two image items share one pattern.
struct ImagePatternKey: Hashable {
    var digest: UInt64
    var name: String
    var interpolation: ImageView.Interpolation
    var tint: Color?
}

extension SVGElementWriter {
    /// Starts an image item: a `<path>` over its frame filled with a pattern that stretches the
    /// image over the path's bounding box. The keyframe writer animates the path's outline like
    /// a rectangle's, and the image follows it; the pattern (with the `<image>` and its `data:`
    /// URI) is defined once per image, interpolation and tint.
    public func startImage(_ item: ImageItem, path: Path? = nil, translation: Point = .zero) {
        let id = imagePattern(item.image)
        startPath(path ?? Path(rect: item.frame), translation: translation)
        xml.attribute("fill", "url(#\(id))")
        if !item.image.isAntialiased { xml.attribute("shape-rendering", "crispEdges") }
    }

    /// The id of the image's pattern, defining it (in a `<defs>` written here) the first time.
    private func imagePattern(_ image: ImageView) -> String {
        let key = ImagePatternKey(
            digest: image.asset.digest, name: image.asset.name, interpolation: image.interpolation, tint: image.tint)
        if let id = imagePatterns[key] { return id }
        let id = "\(idPrefix)i\(imagePatterns.count)"
        imagePatterns[key] = id
        xml.startElement("defs")
        var filterID: String?
        if let tint = image.tint {
            // Template rendering: every pixel takes the tint, keeping the image's alpha.
            let filter = id + "t"
            filterID = filter
            xml.startElement("filter")
            xml.attribute("id", filter)
            xml.attribute("color-interpolation-filters", "sRGB")
            xml.startElement("feColorMatrix")
            xml.attribute("type", "matrix")
            let channels = [tint.red, tint.green, tint.blue].map { $0.isFinite ? min(max($0, 0), 1) : 0 }
            let alpha = tint.opacity.isFinite ? min(max(tint.opacity, 0), 1) : 0
            let f = SVGNumberFormatter(precision: 4)
            xml.attribute(
                "values",
                "0 0 0 0 \(f.string(channels[0])) 0 0 0 0 \(f.string(channels[1])) 0 0 0 0 \(f.string(channels[2])) 0 0 0 \(f.string(alpha)) 0")
            xml.endElement()
            xml.endElement()
        }
        xml.startElement("pattern")
        xml.attribute("id", id)
        xml.attribute("width", "1")
        xml.attribute("height", "1")
        xml.attribute("patternContentUnits", "objectBoundingBox")
        xml.startElement("image")
        xml.attribute("xmlns:xlink", "http://www.w3.org/1999/xlink")
        xml.attribute("width", "1")
        xml.attribute("height", "1")
        xml.attribute("preserveAspectRatio", "none")
        switch image.interpolation {
        case .none:
            xml.attribute("image-rendering", "optimizeSpeed")
            xml.attribute("style", "image-rendering:pixelated")
        case .low, .medium, .high:
            break
        }
        if let filterID { xml.attribute("filter", "url(#\(filterID))") }
        xml.generatedAttribute("xlink:href", Array(image.asset.dataURI.utf8) + [0])
        xml.endElement()
        xml.endElement()
        xml.endElement()
        return id
    }
}
