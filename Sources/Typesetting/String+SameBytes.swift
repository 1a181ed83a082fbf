import Foundation

extension String {
    /// Whether the two strings have the same UTF-8 bytes: unlike `==`, which takes canonically
    /// equivalent spellings (U+00E9 and e + U+0301) as equal.
    func hasSameBytes(as other: String) -> Bool {
        var a = self, b = other
        return a.withUTF8 { x in
            b.withUTF8 { y in
                x.count == y.count && (x.isEmpty || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }
}
