extension Dictionary {
    /// Makes room for a few entries while there are none: a document writer's tables mostly
    /// hold a few, and grown from empty one entry at a time they move to new storage repeatedly.
    mutating func makeRoomForFewIfEmpty() {
        if isEmpty { reserveCapacity(8) }
    }
}
