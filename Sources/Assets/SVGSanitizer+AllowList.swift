/// What a sanitised SVG asset may keep: SVG 1.1 drawing elements and presentation attributes.
extension SVGSanitizer {
    static let elements: Set<String> = [
        "svg", "g", "defs", "symbol", "use", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
        "text", "tspan", "title", "desc", "linearGradient", "radialGradient", "stop", "clipPath", "mask", "pattern",
        "marker", "filter", "feGaussianBlur", "feOffset", "feBlend", "feColorMatrix", "feComposite", "feFlood",
        "feMerge", "feMergeNode", "feMorphology",
    ]

    /// Elements whose text is drawn or describes the drawing.
    static let textElements: Set<String> = ["text", "tspan", "title", "desc"]

    /// Geometry and structure attributes.
    static let geometryAttributes: Set<String> = [
        "x", "y", "width", "height", "rx", "ry", "cx", "cy", "r", "x1", "y1", "x2", "y2", "points", "d",
        "transform", "viewBox", "preserveAspectRatio", "offset", "gradientUnits", "gradientTransform",
        "spreadMethod", "fx", "fy", "patternUnits", "patternContentUnits", "patternTransform", "clipPathUnits",
        "maskUnits", "maskContentUnits", "dx", "dy", "rotate", "markerWidth", "markerHeight", "refX", "refY",
        "orient", "markerUnits", "filterUnits", "primitiveUnits", "in", "in2", "stdDeviation", "result", "mode",
        "operator", "type", "values", "k1", "k2", "k3", "k4", "radius", "pathLength",
    ]

    /// Presentation attributes (also accepted as declarations of a `style` attribute).
    static let presentationAttributes: Set<String> = [
        "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap",
        "stroke-linejoin", "stroke-miterlimit", "stroke-dasharray", "stroke-dashoffset", "opacity", "clip-path",
        "clip-rule", "mask", "filter", "color", "display", "visibility", "stop-color", "stop-opacity",
        "flood-color", "flood-opacity", "font-family", "font-size", "font-weight", "font-style", "text-anchor",
        "letter-spacing", "word-spacing", "marker-start", "marker-mid", "marker-end", "overflow",
        "shape-rendering", "color-interpolation-filters",
    ]

    /// Presentation attributes whose value may be `url(#id)`.
    static let referenceAttributes: Set<String> = [
        "fill", "stroke", "clip-path", "mask", "filter", "marker-start", "marker-mid", "marker-end",
    ]

    /// The shapes markers are drawn on; elsewhere the marker properties are dropped.
    static let markedElements: Set<String> = ["path", "line", "polyline", "polygon"]

    static let markerProperties: Set<String> = ["marker-start", "marker-mid", "marker-end"]

    /// Elements whose `xlink:href` may point at an element of the same asset.
    static let hrefElements: Set<String> = ["use", "linearGradient", "radialGradient", "pattern", "filter"]
}
