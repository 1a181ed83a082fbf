import Foundation
import Geometry
import Views

extension DisplayItem {
    /// A rectangle holding every point the item draws, in its parent's coordinates (control
    /// points included, strokes widened by half their width times their miter limit); nil when it
    /// draws nothing.
    public var bounds: Rect? {
        switch self {
        case .shape(let shape):
            guard var rect = DisplayItem.bounds(of: shape.path) else { return nil }
            if let stroke = shape.stroke {
                let half = max(0, stroke.lineWidth.isFinite ? stroke.lineWidth : 0) / 2 * max(1, stroke.miterLimit ?? 1)
                rect = rect.inset(by: EdgeInsets(all: -half))
            }
            return rect
        case .text(let text):
            if let outline = text.outline { return DisplayItem.bounds(of: outline) }
            return Rect(origin: text.origin, size: text.layout.size)
        case .image(let image):
            return image.frame
        case .group(let group):
            var inner: Rect?
            for child in group.children { inner = DisplayItem.union(inner, child.bounds) }
            guard let inner else { return nil }
            switch group.effect {
            case .transform(let t):
                var path = Path(rect: inner)
                path = path.applying(t)
                return DisplayItem.bounds(of: path)
            case .opacity, .clip, .mask:
                return inner
            case .shadow, .blur:
                return group.filterRegion(around: inner)
            }
        }
    }

    public static func union(_ a: Rect?, _ b: Rect?) -> Rect? {
        guard let a else { return b }
        guard let b else { return a }
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return Rect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    static func bounds(of path: Path) -> Rect? {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        path.forEachPoint { p in
            guard p.x.isFinite, p.y.isFinite else { return }
            minX = min(minX, p.x)
            minY = min(minY, p.y)
            maxX = max(maxX, p.x)
            maxY = max(maxY, p.y)
        }
        return minX.isFinite ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }
}

extension DisplayGroup {
    /// How far a Gaussian blur of standard deviation σ reaches: 3σ, where a fully opaque
    /// half-plane's blur is down to 1 − Φ(3) ≈ 0.00135, below half an 8-bit step.
    public static let blurReach = 3.0

    /// The largest blur radius drawn without a filter: σ = 0.05 px, the keyframe fit's length
    /// tolerance, whose Gaussian gives a neighbouring pixel a weight of e⁻²⁰⁰. A filter that blurs
    /// nothing is not free: WebKit rasterises the content under it differently (text shifts its
    /// anti-aliasing), so a blur at rest, or within the fit's reach of it, draws none.
    public static let negligibleBlurRadius = 0.1

    /// Whether a blur of `radius` (not opaque) is drawn through a filter.
    public static func blurs(radius: Double) -> Bool {
        radius > negligibleBlurRadius
    }

    /// The filter region of a shadow or blur group around `content` (the bounds of what it
    /// draws): for a shadow, the content and its blur moved by the offset; for a blur, the
    /// content grown by the blur's reach; for an opaque blur, its rectangle.
    public func filterRegion(around content: Rect) -> Rect {
        switch effect {
        case .shadow(let shadow):
            let grow = Self.blurReach * blurStandardDeviation(radius: shadow.radius)
            let dx = shadow.x.isFinite ? shadow.x : 0, dy = shadow.y.isFinite ? shadow.y : 0
            let cast = Rect(x: content.minX + dx, y: content.minY + dy, width: content.width, height: content.height)
                .inset(by: EdgeInsets(all: -grow))
            return DisplayItem.union(content, cast) ?? content
        case .blur(let radius, let opaque):
            if let opaque { return opaque }
            return content.inset(by: EdgeInsets(all: -Self.blurReach * blurStandardDeviation(radius: radius)))
        case .transform, .opacity, .clip, .mask:
            return content
        }
    }
}
