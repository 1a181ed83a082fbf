import Geometry
import Views

/// Images and `aspectRatio`, as SwiftUI sizes them.
extension LayoutPass {
    /// A symbol: a square of its side, or, resizable, the proposal (the side where unspecified).
    func symbolSize(_ symbol: SymbolShape, _ p: ProposedSize) -> Size {
        guard symbol.isResizable else { return symbol.naturalSize }
        return p.replacingUnspecified(by: symbol.naturalSize)
    }

    /// An image's size: its natural size (a pixel is a point) unless resizable; a resizable
    /// image takes what it is offered, its natural length on an unspecified axis.
    func imageSize(_ image: ImageView, _ p: ProposedSize) -> Size {
        guard image.isResizable else { return image.naturalSize }
        return p.replacingUnspecified(by: image.naturalSize)
    }

    /// What `aspectRatio(ratio, contentMode: mode)` at `level` of view `i` proposes the view
    /// inside: the largest size of that ratio inside the proposal (`fit`) or the smallest
    /// around it (`fill`). With one axis proposed the other follows from the ratio; with
    /// neither, the inside view's ideal size is fitted or filled. A nil ratio is the inside
    /// view's ideal width over height; a ratio that is not a positive finite number (or an
    /// ideal size with a zero side) leaves the proposal as it is.
    func aspectProposal(_ i: Int, level: Int, ratio: Double?, mode: ContentMode, _ p: ProposedSize) -> ProposedSize {
        func given(_ value: Double?) -> Double? { value.flatMap { $0.isFinite ? max(0, $0) : nil } }
        let width = given(p.width), height = given(p.height)
        var ideal: Size?
        func idealSize() -> Size {
            if let ideal { return ideal }
            let size = self.size(i, level: level, ProposedSize(width: nil, height: nil))
            ideal = size
            return size
        }
        let aspect: Double
        if let ratio {
            aspect = ratio
        } else {
            let size = idealSize()
            aspect = size.height > 0 ? size.width / size.height : 0
        }
        guard aspect.isFinite, aspect > 0 else { return p }
        switch (width, height) {
        case (let w?, let h?):
            let box = Size(width: w, height: h)
            return ProposedSize(Self.size(ratio: aspect, mode: mode, in: box))
        case (let w?, nil):
            return ProposedSize(width: w, height: w / aspect)
        case (nil, let h?):
            return ProposedSize(width: h * aspect, height: h)
        case (nil, nil):
            return ProposedSize(Self.size(ratio: aspect, mode: mode, in: idealSize()))
        }
    }

    /// The size of aspect `ratio` that fits inside (`fit`) or covers (`fill`) `box`.
    static func size(ratio: Double, mode: ContentMode, in box: Size) -> Size {
        let wider = box.height == 0 || box.width / box.height > ratio
        switch (mode, wider) {
        case (.fit, true), (.fill, false): return Size(width: box.height * ratio, height: box.height)
        case (.fit, false), (.fill, true): return Size(width: box.width, height: box.width / ratio)
        }
    }
}
