import SVG

/// SMIL animation elements already written, by what determines them: identical elements (a
/// list of views that move alike) write the same animations.
final class SMILCache {
    /// What besides the track decides how it is written: whether it ends elsewhere than the
    /// attribute, the digits and shape its text takes, and the gradient or text part it goes in.
    struct Writing: Hashable {
        var endsElsewhere: Bool
        /// The shape and digits of the element's text, `.rectangle` and 0 where the kind's text
        /// reads the value alone (`PropertyKind.smilReadsValueOnly`).
        var shape: ElementRole.ShapeKind
        var scaleDigits: Int
        var angleDigits: Int
        var part: SVGElementWriter.GradientPart?
        var textPart: SVGElementWriter.TextPart?
    }

    struct Key: Hashable {
        var kind: PropertyKind
        var track: PropertyTrack
        var writing: Writing

        /// Hashes the track by its ends only (`PropertyTrack.hashEnds(into:)`).
        func hash(into hasher: inout Hasher) {
            hasher.combine(kind)
            track.hashEnds(into: &hasher)
            hasher.combine(writing)
        }
    }

    /// One animation element: its name and attributes in writing order.
    struct Animation {
        var element: String
        var attributes: [(String, String)]
    }

    /// The animation elements of each key as written (`XMLWriter.written(from:)`): the same
    /// key writes the same elements, so a later element with it appends these bytes instead of
    /// writing (and escaping) every attribute again. Empty where a key writes none; absent
    /// where the writer could not copy them (past the output budget): written afresh.
    /// Neither table is checked for exclusive access at run time (looked up for every track of
    /// every element): the writer runs on one thread, and each access is one read or write.
    @exclusivity(unchecked) var written: [Key: XMLWriter.Fragment] = [:]

    /// A track by where it is: its element's track list (`TrackList`) and its index there, with
    /// what besides the track decides the writing.
    struct TrackPlace: Hashable {
        var list: TrackList
        var index: Int
        var writing: Writing

        /// Hashes the place alone, not the writing (equal places still compare in full): a
        /// place is mostly written one way.
        func hash(into hasher: inout Hasher) {
            hasher.combine(list)
            hasher.combine(index)
        }
    }

    /// `written` by place: a document's elements share a few places (twins share their list),
    /// looked up for every animated track, and comparing a place with those few cost less than
    /// hashing it.
    @exclusivity(unchecked) var writtenByPlace = ListedTable<TrackPlace, XMLWriter.Fragment>()

    /// Room for a few entries in `written` while it has none.
    func makeRoomForFewIfEmpty() {
        written.makeRoomForFewIfEmpty()
    }
}
