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

    /// opacity [0.5], translate [1, 2], fill [0, 0, 1] set, then opacity (the first set) and
    /// fill removed: translate reads [1, 2] and the others nil; translate removed too, every
    /// kind reads nil; fill [1, 0, 0] set again reads back, opacity still nil.
    @Test func removingTheFirstKeepsTheRest() {
        var values = FinalValues()
        values[.opacity] = [0.5]
        values[.translate] = [1, 2]
        values[.fill] = [0, 0, 1]
        values[.opacity] = nil
        values[.fill] = nil
        #expect(values[.translate] == [1, 2])
        #expect(values[.opacity] == nil)
        #expect(values[.fill] == nil)
        values[.translate] = nil
        #expect(values[.translate] == nil)
        values[.fill] = [1, 0, 0]
        #expect(values[.fill] == [1, 0, 0])
        #expect(values[.opacity] == nil)
    }
}
