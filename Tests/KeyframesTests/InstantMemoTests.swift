import Testing

@testable import Keyframes

/// `InstantMemo`: values by slot and instant, equal keys as `(slot, time)` with `==`.
@Suite struct InstantMemoTests {
    /// A stored value is found under its own key only: another slot at the same time, or the same
    /// slot at another time, finds nothing.
    @Test func aValueIsFoundUnderItsKeyOnly() {
        var memo = InstantMemo<String>()
        #expect(memo.value(slot: 0, time: 0.5) == nil)
        memo.store("a", slot: 0, time: 0.5)
        memo.store("b", slot: 1, time: 0.5)
        memo.store("c", slot: 0, time: 0.25)
        #expect(memo.count == 3)
        #expect(memo.value(slot: 0, time: 0.5) == "a")
        #expect(memo.value(slot: 1, time: 0.5) == "b")
        #expect(memo.value(slot: 0, time: 0.25) == "c")
        #expect(memo.value(slot: 1, time: 0.25) == nil)
        #expect(memo.value(slot: 2, time: 0.5) == nil)
    }

    /// −0.0 finds what +0.0 stored (they are `==`); a NaN time is never found, not even the
    /// entry stored under it.
    @Test func signedZerosMeetAndNaNNeverDoes() {
        var memo = InstantMemo<Int>()
        memo.store(7, slot: 3, time: 0.0)
        #expect(memo.value(slot: 3, time: -0.0) == 7)
        memo.store(8, slot: 3, time: .nan)
        #expect(memo.value(slot: 3, time: .nan) == nil)
        #expect(memo.count == 2)
    }

    /// A nil value is stored and found as `.some(nil)`, unlike a key never stored.
    @Test func aStoredNilIsFound() {
        var memo = InstantMemo<String?>()
        memo.store(nil, slot: 0, time: 1)
        #expect(memo.value(slot: 0, time: 1) == .some(nil))
        #expect(memo.value(slot: 0, time: 2) == nil)
    }

    /// Past the first 64 buckets (32 entries) the table grows and every entry is still found;
    /// after `removeAll` none is, and the memo stores again.
    @Test func growsAndEmpties() {
        var memo = InstantMemo<Int>()
        for index in 0..<1000 { memo.store(index, slot: index % 7, time: Double(index) / 8) }
        #expect(memo.count == 1000)
        #expect((0..<1000).allSatisfy { memo.value(slot: $0 % 7, time: Double($0) / 8) == $0 })
        #expect(memo.value(slot: 1, time: 0) == nil)
        memo.removeAll()
        #expect(memo.count == 0)
        #expect(memo.value(slot: 0, time: 0) == nil)
        memo.store(5, slot: 0, time: 0)
        #expect(memo.value(slot: 0, time: 0) == 5)
    }
}
