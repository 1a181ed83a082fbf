import Testing

@testable import Keyframes

/// `FinalValues`: a value read back by its kind, nil for a kind never set, a second set of a
/// kind replacing the first, and nil removing it.
@Suite struct FinalValuesTests {
    /// opacity [0.5], then translate [1, 2], then opacity [1]: opacity reads [1] (replaced),
    /// translate [1, 2], fill nil; opacity set to nil reads nil and translate stays.
    @Test func setReplacesAndNilRemoves() {
        var values = FinalValues()
        values[.opacity] = [0.5]
        values[.translate] = [1, 2]
        values[.opacity] = [1]
        #expect(values[.opacity] == [1])
        #expect(values[.translate] == [1, 2])
        #expect(values[.fill] == nil)
        values[.opacity] = nil
        #expect(values[.opacity] == nil)
        #expect(values[.translate] == [1, 2])
    }
}
