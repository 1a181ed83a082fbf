import Synchronization
import Zoetrope

/// Recent renders in memory, least recently used evicted first, within a byte budget: the
/// bytes of each render, of its gzip encoding once made, and ``entryOverhead`` for the entry
/// itself. Keyed by the scene's SHA-256 and the options in effect, so `POST /v1/render` and
/// `GET /v1/render.svg` of the same scene share an entry. Errors are never cached.
public final class RenderCache: Sendable {
    public struct Key: Hashable, Sendable {
        /// SHA-256 of the scene's JSON, in hex.
        public var sceneDigest: String
        public var options: RenderOptions

        public init(sceneDigest: String, options: RenderOptions) {
            self.sceneDigest = sceneDigest
            self.options = options
        }
    }

    /// A cached render.
    public struct Entry: Sendable {
        public var output: RenderOutput
        /// The gzip encoding of `output.bytes`, once a client that accepts it has asked.
        public var gzipped: [UInt8]?

        var cost: Int { RenderCache.entryOverhead + output.bytes.count + (gzipped?.count ?? 0) }
    }

    /// Counted against the budget for each entry besides its bytes: the key, the bookkeeping.
    public static let entryOverhead = 256

    /// What the cache holds and has done, for `/metrics` and tests.
    public struct Statistics: Equatable, Sendable {
        public var hits = 0
        public var misses = 0
        public var evictions = 0
        public var entries = 0
        public var bytes = 0
    }

    private struct Node {
        var entry: Entry
        var newer: Key?
        var older: Key?
    }

    private struct State {
        var nodes: [Key: Node] = [:]
        var newest: Key?
        var oldest: Key?
        var statistics = Statistics()

        mutating func unlink(_ key: Key) {
            guard let node = nodes[key] else { return }
            if let newer = node.newer { nodes[newer]?.older = node.older } else { newest = node.older }
            if let older = node.older { nodes[older]?.newer = node.newer } else { oldest = node.newer }
            nodes[key]?.newer = nil
            nodes[key]?.older = nil
        }

        mutating func pushNewest(_ key: Key) {
            nodes[key]?.older = newest
            nodes[key]?.newer = nil
            if let newest { nodes[newest]?.newer = key }
            newest = key
            if oldest == nil { oldest = key }
        }

        mutating func remove(_ key: Key) {
            guard let cost = nodes[key]?.entry.cost else { return }
            unlink(key)
            nodes[key] = nil
            statistics.entries -= 1
            statistics.bytes -= cost
        }
    }

    /// The byte budget; 0 caches nothing.
    public let budget: Int
    private let state = Mutex(State())

    public init(budget: Int) {
        self.budget = budget
    }

    /// The entry for `key`, now the most recently used; counts a hit or a miss.
    public func entry(for key: Key) -> Entry? {
        state.withLock { state in
            guard let node = state.nodes[key] else {
                state.statistics.misses += 1
                return nil
            }
            state.statistics.hits += 1
            state.unlink(key)
            state.pushNewest(key)
            return node.entry
        }
    }

    /// Stores `entry` as the most recently used (replacing any entry for `key`), evicting the
    /// least recently used until it fits; an entry larger than the whole budget is not kept.
    public func store(_ entry: Entry, for key: Key) {
        state.withLock { state in
            state.remove(key)
            guard entry.cost <= budget else { return }
            while state.statistics.bytes + entry.cost > budget, let oldest = state.oldest {
                state.remove(oldest)
                state.statistics.evictions += 1
            }
            state.nodes[key] = Node(entry: entry)
            state.pushNewest(key)
            state.statistics.entries += 1
            state.statistics.bytes += entry.cost
        }
    }

    public var statistics: Statistics {
        state.withLock { $0.statistics }
    }
}
