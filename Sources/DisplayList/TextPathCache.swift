import Geometry
import Synchronization
import Views

/// The glyph outlines of texts drawn as paths, and their SVG path data, kept between renders of
/// one renderer: a text drawn again at the same place (every request for a scene, every frame
/// of a frames render where it does not move) skips building its outline and writing its
/// numbers. Both are functions of the text's layout, its origin and (for the path data) the
/// precision, so a hit gives the same bytes as a miss.
///
/// Thread-safe (one lock). Bounded in bytes (`limit`, `server.textPathCacheBytes`): entries
/// live in two generations of at most half the limit each; a full recent generation becomes the
/// old one (the previous old one is dropped), and a hit in the old one moves the entry back, so
/// what is used keeps surviving. An entry larger than half the limit is never kept.
public final class TextPathCache: Sendable {
    /// What an entry is for: the text's layout and origin, and the digits of its path data
    /// (nil for the outline itself).
    struct Key: Hashable, Sendable {
        var layout: TextLayout
        var origin: Point
        var precision: Int?

        /// Hashes what tells layouts apart in practice (origin, size, font size, each line's
        /// place, glyph count and first glyph) and nothing that costs a walk over bytes (the
        /// lines' strings, the face's name): equal keys still compare every field (`==` is the
        /// synthesised one), so the hash only spreads keys, and each text is looked up twice
        /// per render.
        func hash(into hasher: inout Hasher) {
            hasher.combine(origin)
            hasher.combine(precision)
            hasher.combine(layout.size)
            hasher.combine(layout.fontSize)
            hasher.combine(layout.lines.count)
            for line in layout.lines {
                hasher.combine(line.x)
                hasher.combine(line.baseline)
                hasher.combine(line.glyphs.count)
                hasher.combine(line.glyphs.first?.glyph)
            }
        }
    }

    private enum Value: Sendable {
        case outline(Path)
        case pathData([UInt8])
    }

    private struct Generations {
        var recent: [Key: (value: Value, bytes: Int)] = [:]
        var old: [Key: (value: Value, bytes: Int)] = [:]
        var recentBytes = 0
        var oldBytes = 0
    }

    /// Bytes the cache may hold, keys and bookkeeping included (an estimate).
    public let limit: Int
    /// A `Mutex` rather than an `NSLock`: its uncontended lock and unlock are an atomic
    /// operation each, inlined, where `NSLock` calls through Foundation to pthreads.
    private let generations = Mutex(Generations())

    /// - Parameter limit: bytes; 0 keeps nothing.
    public init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// The bytes held now (an estimate, as counted against `limit`).
    public var bytes: Int { generations.withLock { $0.recentBytes + $0.oldBytes } }

    /// The outline of `layout` drawn at `origin`, or `make()`'s result (computed outside the lock,
    /// then kept; nil, an outline not made, is not).
    public func outline(of layout: TextLayout, at origin: Point, orMake make: () -> Path?) -> Path? {
        let key = Key(layout: layout, origin: origin, precision: nil)
        if case .outline(let path)? = lookUp(key) { return path }
        guard let path = make() else { return nil }
        insert(.outline(path), bytes: path.elements.count * MemoryLayout<Path.Element>.stride, for: key)
        return path
    }

    /// The path data of `layout`'s outline drawn at `origin`, written at `precision` digits, or
    /// `make()`'s result (computed outside the lock, then kept).
    public func pathData(of layout: TextLayout, at origin: Point, precision: Int, orMake make: () -> [UInt8]) -> [UInt8] {
        let key = Key(layout: layout, origin: origin, precision: precision)
        if case .pathData(let bytes)? = lookUp(key) { return bytes }
        let bytes = make()
        insert(.pathData(bytes), bytes: bytes.count, for: key)
        return bytes
    }

    private func lookUp(_ key: Key) -> Value? {
        guard limit > 0 else { return nil }
        let limit = limit
        return generations.withLock { generations -> Value? in
            if let entry = generations.recent[key] { return entry.value }
            guard let entry = generations.old.removeValue(forKey: key) else { return nil }
            generations.oldBytes -= entry.bytes
            Self.insert(entry, for: key, into: &generations, limit: limit)
            return entry.value
        }
    }

    private func insert(_ value: Value, bytes: Int, for key: Key) {
        let entry = (value: value, bytes: bytes + Self.keyBytes(key))
        guard entry.bytes <= limit / 2 else { return }
        let limit = limit
        generations.withLock { Self.insert(entry, for: key, into: &$0, limit: limit) }
    }

    /// Keeps `entry` in the recent generation, which first becomes the old one when the entry
    /// would take it past half the limit: each generation stays within half.
    private static func insert(_ entry: (value: Value, bytes: Int), for key: Key, into state: inout Generations, limit: Int) {
        if let previous = state.recent.removeValue(forKey: key) { state.recentBytes -= previous.bytes }
        if state.recentBytes + entry.bytes > limit / 2 {
            (state.old, state.oldBytes) = (state.recent, state.recentBytes)
            (state.recent, state.recentBytes) = ([:], 0)
        }
        state.recent[key] = entry
        state.recentBytes += entry.bytes
    }

    /// An estimate of what a key holds: its glyphs, line strings, the bytes of a scene's fonts it
    /// keeps alive, and a fixed share for the tables' bookkeeping. The layout (and a font) is
    /// usually shared with other entries and the typesetter's cache, so this counts it twice at worst.
    static func keyBytes(_ key: Key) -> Int {
        let fonts = key.layout.fallbackFaces.reduce(0) {
            $0 + ($1.custom.map { $0.bytes.count + $0.dataURI.utf8.count } ?? 0)
        }
        return key.layout.lines.reduce(256 + fonts) {
            $0 + 64 + $1.string.utf8.count + $1.glyphs.count * MemoryLayout<PositionedGlyph>.stride
        }
    }
}
