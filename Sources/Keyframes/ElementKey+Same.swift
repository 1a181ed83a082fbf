extension ElementKey {
    /// `a.pointee == b.pointee`, field by field in place: `==` of keys read through pointers
    /// copies them.
    static func same(_ a: UnsafePointer<ElementKey>, _ b: UnsafePointer<ElementKey>) -> Bool {
        a.pointee.viewID == b.pointee.viewID && a.pointee.fillGradient == b.pointee.fillGradient
            && a.pointee.strokeGradient == b.pointee.strokeGradient && ElementRole.same(a.pointee.role, b.pointee.role)
    }

    /// `same` of `key` and `element`'s key.
    static func same(_ key: UnsafePointer<ElementKey>, keyOf element: UnsafePointer<ElementSkeleton>) -> Bool {
        same(key, UnsafePointer(element.pointer(to: \.key)!))
    }
}
