import Geometry
import Views

extension StrokePaint {
    /// The paint of `stroke` drawn around `shape` in `frame` (a gradient's unit space).
    init(style stroke: Stroke, of shape: Shape, in frame: Rect) {
        self.init(color: stroke.color, lineWidth: stroke.lineWidth)
        lineCap = stroke.lineCap
        lineJoin = stroke.lineJoin
        switch shape {
        case .path, .custom, .symbol: miterLimit = stroke.miterLimit
        case .rectangle, .roundedRectangle, .circle, .ellipse, .capsule: miterLimit = nil
        }
        dash = stroke.dash
        dashPhase = stroke.dashPhase
        gradient = stroke.gradient.map { GradientFill(paint: $0, frame: frame) }
    }
}
