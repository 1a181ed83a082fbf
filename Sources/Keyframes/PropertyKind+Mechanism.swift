/// How a keyframe document states the animation of one property.
enum AnimationMechanism: Hashable, Sendable {
    /// A CSS animation of the element's class, in the document's `<style>`.
    case css
    /// SMIL `<animate>` / `<animateTransform>` children of the element.
    case smil
}

extension PropertyKind {
    /// The mechanism that animates this property in a document of `format`: `format=smil` writes
    /// everything as SMIL; the default `format=css` writes what every engine plays from CSS
    /// (transforms, opacity, paints, line widths) as CSS and the geometry that CSS cannot state
    /// portably as SMIL in the same document. WebKit ignores the CSS `d` property, so path data
    /// is SMIL. A new property is classified here, by one case (see docs/keyframes.md, "Browser
    /// support").
    func mechanism(in format: KeyframeEncoder.Format) -> AnimationMechanism {
        guard format == .css else { return .smil }
        switch self {
        case .translate, .scale, .rotation, .projection, .opacity, .fill, .fillOpacity, .stroke, .strokeOpacity, .linearFill,
            .linearStroke, .strokeWidth, .strokeDashoffset:
            return .css
        case .outline, .glyphs, .stdDeviation, .filterOffset, .floodColor, .floodOpacity, .fillGradient, .strokeGradient:
            // Filter primitives' and gradients' attributes are not CSS properties (stop-color
            // is, but a gradient's points and offsets are not: one mechanism for all of it).
            return .smil
        }
    }
}
