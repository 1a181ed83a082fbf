extension Dictionary {
    /// Makes room for a few entries while there are none: a document writer's tables mostly
    /// hold a few, and grown from empty each was moved to a new storage at its first, second
    /// and fourth entry.
    mutating func makeRoomForFewIfEmpty() {
        if isEmpty { reserveCapacity(8) }
    }
}
