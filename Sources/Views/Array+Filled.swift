extension Array {
    /// `count` copies of `value`, as `init(repeating:count:)` gives, but allocated through code
    /// specialised for `Element`: `init(repeating:count:)` allocates through the standard
    /// library's unspecialised entry point, which looks the storage class's generic metadata up
    /// at run time on every call (most of the cost of the small arrays a layout makes by the
    /// hundred). Inlinable, so that the modules using it (layout, evaluation) specialise it.
    @inlinable @inline(__always)
    package init(filled value: Element, count: Int) {
        self = []
        reserveCapacity(count)
        for _ in 0..<count { append(value) }
    }
}
