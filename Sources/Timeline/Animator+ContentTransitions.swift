import Geometry
import Layout
import Motion
import Views

extension Animator {
    /// A text whose string changed under an animation with a `contentTransition` that draws the
    /// change: while it runs, the text draws its parts (old and new content, each with its own
    /// opacity and offset animated by the update's animation) instead of its own glyphs.
    public struct ContentChange: Sendable {
        /// The text view.
        public var id: String
        public var time: Double
        /// When the parts come to rest and the text draws its own glyphs again (nil: never).
        public var end: Double?
        public var transition: ContentTransition
        public var animation: Animation
        public var from: String
        public var to: String
        /// Whether the digits roll down (`numericText`: `countsDown`, or a smaller `value`).
        public var countsDown: Bool
        public var parts: [Part]

        /// One piece of content drawn during the change: a view id of its own, its glyphs.
        public struct Part: Sendable {
            public enum Side: String, Sendable {
                /// Old content leaving.
                case old
                /// New content arriving.
                case new
                /// Leading characters the old and new content share (`numericText`): they stay.
                case kept
            }

            public var id: String
            public var side: Side
            public var text: ResolvedText
            /// The glyphs drawn, in the coordinates of the whole content's layout.
            public var layout: TextLayout
        }

        /// Whether the parts are drawn at `time`.
        public func isDrawn(at time: Double) -> Bool {
            time >= self.time && end.map { time < $0 } ?? true
        }
    }

    /// The content changes of text `id`, in time order.
    public func contentChanges(of id: String) -> [ContentChange] { contentChanges[id] ?? [] }

    /// Every content change, by text id.
    public var allContentChanges: [String: [ContentChange]] { contentChanges }

    /// Whether some text draws the parts of a content change at `time`.
    public func drawsContentChange(at time: Double) -> Bool {
        contentChanges.values.contains { $0.contains { $0.isDrawn(at: time) } }
    }

    /// The text a content transition's part belongs to.
    public func contentOwner(of partID: String) -> String? { contentOwners[partID] }

    /// `view` (a text as presented at `time`, its frames at their presented values) drawing the
    /// parts of the content change that runs then instead of its glyphs: its content becomes a
    /// ZStack of the parts, each centred in the presented content frame (the new content ends
    /// where the text draws it), in the text's presented colour, without transition effects.
    /// nil when no change runs.
    public func contentView(of view: LaidOutView, at time: Double) -> LaidOutView? {
        guard let list = contentChanges[view.id], case .text(let own) = view.node.content,
            let change = list.last(where: { $0.time <= time }), change.isDrawn(at: time)
        else { return nil }
        var swapped = view
        swapped.node.content = .zStack(alignment: .center, children: [])
        swapped.text = nil
        let content = view.contentFrame
        swapped.children = change.parts.map { part in
            var text = part.text
            text.color = own.color
            let size = part.layout.size
            let frame = Rect(
                x: content.minX + (content.width - size.width) / 2, y: content.minY + (content.height - size.height) / 2,
                width: size.width, height: size.height)
            var node = ViewNode(id: part.id, content: .text(text))
            node.source = view.node.source
            return LaidOutView(node: node, frames: [frame], text: part.layout)
        }
        return swapped
    }
}
