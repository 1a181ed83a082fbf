import Layout

extension LaidOutView {
    /// The view at `view` without the leaves below it (views without children or decorations)
    /// that `takesOut` takes out, looking only below views that `descends` allows; nil where none
    /// is taken out (nothing is copied). Each child is read in place, copied only into a new list
    /// of children.
    static func withoutLeaves(
        below view: UnsafePointer<LaidOutView>, descends: (UnsafePointer<LaidOutView>) -> Bool,
        takesOut: (UnsafePointer<LaidOutView>) -> Bool
    ) -> LaidOutView? {
        guard descends(view) else { return nil }
        var children: [LaidOutView]?
        view.pointee.children.withUnsafeBufferPointer { list in
            for index in list.indices {
                let child = list.baseAddress! + index
                let isLeaf = child.pointee.children.isEmpty && child.pointee.decorations.isEmpty
                if isLeaf, takesOut(child) {
                    if children == nil { children = Array(list[..<index]) }
                    continue
                }
                let kept = isLeaf ? nil : withoutLeaves(below: child, descends: descends, takesOut: takesOut)
                if children == nil, kept != nil { children = Array(list[..<index]) }
                if children != nil { children!.append(kept ?? child.pointee) }
            }
        }
        guard let children else { return nil }
        var copy = view.pointee
        copy.children = children
        return copy
    }
}
