extension String {
    /// Whether some byte of the UTF-8 satisfies `isMatch`, tested over the contiguous bytes
    /// `withUTF8` lends: the generic `utf8.contains(where:)` goes through the view's iterator,
    /// several times the cost per byte.
    @inline(__always)
    func utf8Contains(where isMatch: (UInt8) -> Bool) -> Bool {
        var string = self
        return string.withUTF8 { $0.contains(where: isMatch) }
    }
}
