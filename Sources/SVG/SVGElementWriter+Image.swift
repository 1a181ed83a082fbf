import DisplayList
import Geometry
import Views

/// What makes two image items share one pattern (or mask).
struct ImagePatternKey: Hashable {
    var digest: UInt64
    var name: String
    var interpolation: ImageView.Interpolation
    /// A template image's alpha mask rather than its pattern.
    var isMask: Bool
}

extension SVGElementWriter {
    /// Starts an image item: a `<path>` over its frame. An original image fills it with a
    /// pattern that stretches the image over the path's bounding box; a template image
    /// (`renderingMode(.template)`) fills it with its tint through a mask made of the image's
    /// alpha, so that the tint is an ordinary `fill` (animated like a shape's in keyframes). The
    /// keyframe writer animates the path's outline like a rectangle's, and the image follows it;
    /// the pattern or mask (with the `<image>` and its `data:` URI) is defined once per image and
    /// interpolation.
    public func startImage(
        _ item: ImageItem, path: Path? = nil, translation: Point = .zero, keepsFillOpacity: Bool = false
    ) {
        if let tint = item.image.tint {
            let id = imageDefinition(item.image, asMask: true)
            startPath(path ?? Path(rect: item.frame), translation: translation)
            paint(tint, .fill, keepsOpacity: keepsFillOpacity)
            xml.attribute("mask", "url(#\(id))")
        } else {
            let id = imageDefinition(item.image, asMask: false)
            startPath(path ?? Path(rect: item.frame), translation: translation)
            xml.attribute("fill", "url(#\(id))")
        }
        if !item.image.isAntialiased { xml.attribute("shape-rendering", "crispEdges") }
    }

    /// The id of the image's pattern (or, `asMask`, of its alpha mask), defining it (in a
    /// `<defs>` written here) the first time.
    func imageDefinition(_ image: ImageView, asMask: Bool) -> String {
        let key = ImagePatternKey(
            digest: image.asset.digest, name: image.asset.name, interpolation: image.interpolation, isMask: asMask)
        if let id = imagePatterns[key] { return id }
        let id = "\(idPrefix)i\(imagePatterns.count)"
        imagePatterns[key] = id
        xml.startElement("defs")
        if asMask {
            // The mask's luminance is the image's alpha: every pixel made white, alpha kept.
            xml.startElement("filter")
            xml.attribute("id", id + "a")
            xml.attribute("color-interpolation-filters", "sRGB")
            xml.startElement("feColorMatrix")
            xml.attribute("type", "matrix")
            xml.attribute("values", "0 0 0 0 1 0 0 0 0 1 0 0 0 0 1 0 0 0 1 0")
            xml.endElement()
            xml.endElement()
            xml.startElement("mask")
            xml.attribute("id", id)
            xml.attribute("x", "0")
            xml.attribute("y", "0")
            xml.attribute("width", "1")
            xml.attribute("height", "1")
            xml.attribute("maskContentUnits", "objectBoundingBox")
        } else {
            xml.startElement("pattern")
            xml.attribute("id", id)
            xml.attribute("width", "1")
            xml.attribute("height", "1")
            xml.attribute("patternContentUnits", "objectBoundingBox")
        }
        xml.startElement("image")
        xml.attribute("xmlns:xlink", "http://www.w3.org/1999/xlink")
        xml.attribute("width", "1")
        xml.attribute("height", "1")
        xml.attribute("preserveAspectRatio", "none")
        // SVG 1.1's `image-rendering` has two hints; CSS Images 3 (what browsers implement) reads
        // optimizeSpeed as pixelated and optimizeQuality as smooth. `low` and `medium` leave the
        // browser's default smoothing.
        switch image.interpolation {
        case .none:
            xml.attribute("image-rendering", "optimizeSpeed")
            xml.attribute("style", "image-rendering:pixelated")
        case .low, .medium:
            break
        case .high:
            xml.attribute("image-rendering", "optimizeQuality")
        }
        if asMask { xml.attribute("filter", "url(#\(id)a)") }
        xml.generatedAttribute("xlink:href", Array(image.asset.dataURI.utf8) + [0])
        xml.endElement()
        xml.endElement()
        xml.endElement()
        return id
    }
}
