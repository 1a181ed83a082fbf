/// An element's track list known by the address of its storage: twins share one list
/// (`ElementTwins`), so a memo keyed by it finds a twin without comparing its tracks. Holding
/// the list keeps the storage, so while a key lives its address is never reused, and the
/// storage is never changed in place (it is not uniquely referenced): one key, one content.
struct TrackList: Hashable {
    let tracks: [(kind: PropertyKind, track: PropertyTrack)]
    let address: UInt

    init(_ tracks: [(kind: PropertyKind, track: PropertyTrack)]) {
        self.tracks = tracks
        address = tracks.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }

    static func == (a: TrackList, b: TrackList) -> Bool { a.address == b.address }

    func hash(into hasher: inout Hasher) {
        hasher.combine(address)
    }
}
