import Synchronization
import Zoetrope

/// What a route tells the request log about its request: the render mode and whether the
/// render cache answered. Shared by reference, as the context is copied on its way down.
public final class RequestNotes: Sendable {
    private struct Notes {
        var mode: RenderMode?
        var cacheHit: Bool?
    }

    private let notes = Mutex(Notes())

    public init() {}

    func record(mode: RenderMode, cacheHit: Bool) {
        notes.withLock { $0 = Notes(mode: mode, cacheHit: cacheHit) }
    }

    var mode: RenderMode? { notes.withLock { $0.mode } }
    var cacheHit: Bool? { notes.withLock { $0.cacheHit } }
}
