import Geometry
import Views

/// An image stretched over `frame`: the layout has already made the frame the size the image
/// is drawn at (natural, resizable, fitted or filled), so the image fills it exactly.
public struct ImageItem: Hashable, Sendable {
    public var viewID: String
    public var image: ImageView
    public var frame: Rect

    public init(viewID: String, image: ImageView, frame: Rect) {
        self.viewID = viewID
        self.image = image
        self.frame = frame
    }
}
