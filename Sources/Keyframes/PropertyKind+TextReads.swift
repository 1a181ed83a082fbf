extension PropertyKind {
    /// Whether `PropertyText.css(self, _:)` writes scale factors or angles
    /// (`PropertyText.scaleDigits`, `angleDigits`): a written CSS track's memo key holds the
    /// digits of these kinds alone, since working them out is most of a key's cost. Exhaustive,
    /// so a new kind must decide here too.
    var writesScalesOrAngles: Bool {
        switch self {
        case .scale, .rotation, .projection:
            return true
        case .translate, .opacity, .fill, .fillOpacity, .stroke, .strokeOpacity, .linearFill, .linearStroke, .strokeWidth,
            .strokeDashoffset, .outline, .stdDeviation,
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
        case .translate, .opacity, .fill, .fillOpacity, .stroke, .strokeOpacity, .linearFill, .linearStroke, .strokeWidth,
            .strokeDashoffset, .stdDeviation,
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
        case .translate, .opacity, .fill, .fillOpacity, .stroke, .strokeOpacity, .linearFill, .linearStroke, .strokeWidth,
            .strokeDashoffset:
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
