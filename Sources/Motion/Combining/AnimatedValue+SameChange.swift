extension AnimatedValue.Change where Value == Double {
    /// Whether two changes have equal times, intervals, end and completion times and
    /// animations, and neither plays keyframes: what a comparison of twins' tracks asks,
    /// answered here, where a change's motion and animation are read in place (from another
    /// module each read copied them, their references retained and released).
    public static func sameUnkeyed(_ a: UnsafePointer<Self>, _ b: UnsafePointer<Self>) -> Bool {
        if case .keyframes = a.pointee.motion { return false }
        if case .keyframes = b.pointee.motion { return false }
        return a.pointee.time == b.pointee.time && a.pointee.interval == b.pointee.interval && a.pointee.endTime == b.pointee.endTime
            && a.pointee.logicalCompletionTime == b.pointee.logicalCompletionTime && sameAnimation(a, b)
    }

    /// `a.pointee.animation == b.pointee.animation`, read in place. Two animations that share
    /// their `durations` list are copies of one (each `init` makes its own list, and every
    /// field is a `let`), so equal: no parameter is NaN once sanitized. (The lists' addresses
    /// are compared, never read through: both lists live as long as the changes.) Otherwise equal
    /// optional bases leave both nil or both animations with equal bases; then two animations
    /// without modifiers are equal without their lists being read (which retained them).
    public static func sameAnimation(_ a: UnsafePointer<Self>, _ b: UnsafePointer<Self>) -> Bool {
        if let shared = a.pointee.animation?.durations.withUnsafeBufferPointer({ $0.baseAddress }),
            shared == b.pointee.animation?.durations.withUnsafeBufferPointer({ $0.baseAddress })
        {
            return true
        }
        guard a.pointee.animation?.base == b.pointee.animation?.base else { return false }
        if a.pointee.animation?.modifiers.isEmpty ?? true, b.pointee.animation?.modifiers.isEmpty ?? true { return true }
        return a.pointee.animation?.modifiers == b.pointee.animation?.modifiers
    }
}

extension AnimatedValue where Value == Double {
    /// Whether two tracks' changes (as many) are pairwise `Change.sameUnkeyed`, read in place:
    /// from another module each list was retained and released to be read.
    public static func sameUnkeyedChanges(_ a: UnsafePointer<Self>, _ b: UnsafePointer<Self>) -> Bool {
        a.pointee.changes.withUnsafeBufferPointer { ca in
            b.pointee.changes.withUnsafeBufferPointer { cb in
                // Bounds: `cb` is read at `ca`'s indices.
                precondition(ca.count == cb.count, "sameUnkeyedChanges compares tracks with as many changes")
                for j in ca.indices where !Change.sameUnkeyed(ca.baseAddress! + j, cb.baseAddress! + j) { return false }
                return true
            }
        }
    }
}
