import Testing

@testable import Keyframes

/// `ViewSlots`: slots in the order ids are first asked for, the same slot for an id asked again,
/// no slot for an id never asked for, and the last id answered without hashing; `SlotTable`:
/// nil past its end and for slots never stored.
@Suite struct ViewSlotsTests {
    /// a, b, a, c: slots 0, 1, 0 (a again: its slot, not a new one), 2; ids in that order.
    @Test func slotsFollowTheOrderOfFirstLookUp() {
        var slots = ViewSlots()
        #expect(slots.slot(of: "a") == 0)
        #expect(slots.slot(of: "b") == 1)
        #expect(slots.slot(of: "a") == 0)
        #expect(slots.slot(of: "c") == 2)
        #expect(slots.ids == ["a", "b", "c"])
        #expect(slots.count == 3)
    }

    /// Room for 2 ids, then a, b, c, a: slots 0, 1, 2 (past the room), 0, as without room.
    @Test func roomMadeAtFirstChangesNoSlot() {
        var slots = ViewSlots(capacity: 2)
        #expect(slots.count == 0)
        #expect(["a", "b", "c", "a"].map { slots.slot(of: $0) } == [0, 1, 2, 0])
        #expect(slots.ids == ["a", "b", "c"])
    }

    /// a, a, a, b, b, a: the 2nd, 3rd and 5th look-ups repeat the last id (no hash); the other
    /// three hash (a new, b new, a known).
    @Test func theLastIdIsNotHashedAgain() {
        var slots = ViewSlots()
        for id in ["a", "a", "a", "b", "b", "a"] { _ = slots.slot(of: id) }
        #expect(slots.hashedLookups == 3)
        #expect(slots.count == 2)
    }

    /// a, b, c (three new ids, hashed), then a (slot 0, not the next after c: hashed), b and c
    /// (each the next slot after the last: not hashed), then a again (hashed): 5 hashes, and
    /// every answer the slot of first asking.
    @Test func theNextSlotsIdIsNotHashed() {
        var slots = ViewSlots()
        let answers = ["a", "b", "c", "a", "b", "c", "a"].map { slots.slot(of: $0) }
        #expect(answers == [0, 1, 2, 0, 1, 2, 0])
        #expect(slots.hashedLookups == 5)
    }

    /// a, b, c, d (new: 4 hashes), a (after d, no next slot: hashed), c (a jump forward past b:
    /// hashed), d (the next slot: not), d (the last: not), b (a jump back: hashed), c (the next:
    /// not): 7 hashes. `existingSlot` then answers c from the last slot (reached without
    /// hashing), d and an unknown e from the table, and counts no hash.
    @Test func jumpsAreHashedAndExistingSlotFollowsTheLastSlot() {
        var slots = ViewSlots()
        let answers = ["a", "b", "c", "d", "a", "c", "d", "d", "b", "c"].map { slots.slot(of: $0) }
        #expect(answers == [0, 1, 2, 3, 0, 2, 3, 3, 1, 2])
        #expect(slots.hashedLookups == 7)
        #expect(slots.existingSlot(of: "c") == 2)
        #expect(slots.existingSlot(of: "d") == 3)
        #expect(slots.existingSlot(of: "e") == nil)
        #expect(slots.hashedLookups == 7)
        #expect(slots.ids == ["a", "b", "c", "d"])
    }

    /// "é" precomposed, then decomposed (equal strings: the last slot's id answers, no hash), x
    /// (new: hashed), é decomposed (hashed: found in the table, whose hashing is the same for
    /// both spellings), x (the next slot): slots 0, 0, 1, 0, 1 and 3 hashes; the first spelling
    /// is the one kept.
    @Test func canonicallyEqualIdsShareASlot() {
        var slots = ViewSlots()
        let answers = ["\u{E9}", "e\u{301}", "x", "e\u{301}", "x"].map { slots.slot(of: $0) }
        #expect(answers == [0, 0, 1, 0, 1])
        #expect(slots.hashedLookups == 3)
        #expect(slots.count == 2)
        #expect(slots.ids[0].unicodeScalars.count == 1)
        #expect(slots.existingSlot(of: "e\u{301}") == 0)
    }

    /// An unknown id has no existing slot and `existingSlot` hands none out; the empty id is an
    /// id like any other (the memo starts empty but with no slot, so "" is not mistaken for it).
    @Test func unknownIdsHaveNoSlot() {
        var slots = ViewSlots()
        #expect(slots.existingSlot(of: "x") == nil)
        #expect(slots.existingSlot(of: "") == nil)
        #expect(slots.count == 0)
        #expect(slots.slot(of: "") == 0)
        #expect(slots.slot(of: "x") == 1)
        #expect(slots.existingSlot(of: "") == 0)
        #expect(slots.existingSlot(of: "x") == 1)
        #expect(slots.existingSlot(of: "y") == nil)
    }

    /// Stored at slot 3 of an empty table: slots 0–2 read nil, 3 reads the value, 4 (past the end)
    /// nil; a later store at 1 leaves 3 as it was; storing nil clears.
    @Test func aSlotTableReadsNilWhereNothingWasStored() {
        var table = SlotTable<String>()
        #expect(table[0] == nil)
        table[3] = "d"
        #expect(table.count == 1 && !table.isSparse)
        #expect(table[0] == nil && table[1] == nil && table[2] == nil)
        #expect(table[3] == "d")
        #expect(table[4] == nil)
        table[1] = "b"
        #expect(table[1] == "b" && table[3] == "d")
        #expect(table.count == 2)
        table[3] = nil
        #expect(table[3] == nil && table.count == 1)
        // Storing nil past the end stores nothing.
        table[500] = nil
        #expect(table.count == 1 && !table.isSparse)
    }

    /// Slots far apart make a dictionary: with "a" at 0, storing at 200 would make 201 entries for
    /// 2 values, past 2·2 + 64 = 68, so the table turns sparse; every value reads as before, and a
    /// table of 10 values at slots 0…9 with one more at 83 (84 ≤ 2·11 + 64 = 86) stays an array.
    @Test func aSlotTableOfFarSlotsIsADictionary() {
        var table = SlotTable<String>()
        table[0] = "a"
        table[200] = "z"
        #expect(table.isSparse && table.count == 2)
        #expect(table[0] == "a" && table[200] == "z" && table[100] == nil && table[201] == nil)
        table[200] = nil
        table[150] = "c"
        table[0] = "A"
        #expect(table.count == 2 && table[200] == nil && table[150] == "c" && table[0] == "A")
        var dense = SlotTable<Int>()
        for slot in 0..<10 { dense[slot] = slot }
        dense[83] = 83
        #expect(!dense.isSparse && dense.count == 11 && dense[83] == 83 && dense[9] == 9)
        dense[200] = 200
        #expect(dense.isSparse && dense.count == 12 && dense[83] == 83 && dense[5] == 5)
    }

    /// A sampler asked first about an id no update lays out (it takes slot 0, before the tree's
    /// views) and again after the tables are made (its slot is then past or outside them): never a
    /// view; the rectangle is still found by its id, at rest at 0 and moved to 100 after 1 s.
    @Test func aSamplerFindsNothingForAnUnknownId() throws {
        let animator = try KeyframesTestSupport.animator(KeyframesTestSupport.slide(#"{"easeInOut": {"duration": 1}}"#))
        let sampler = ViewSampler(animator: animator)
        let id = animator.updates[0].tree.id
        #expect(sampler.presented("no such view", at: 0) == nil)
        #expect(sampler.view("no such view", update: 0) == nil)
        #expect(sampler.view(id, update: 0)?.id == id)
        #expect(sampler.presented(id, at: 0)?.id == id)
        #expect(sampler.presented("another unknown", at: 0.5) == nil)
        #expect(sampler.values(of: "another unknown", at: 0.5) == nil)
        #expect(sampler.values(of: id, at: 2)?.contains(100) == true)
        #expect(sampler.presented("no such view", at: 1) == nil)
    }
    /// A list whose ids shift at every update (rows n…n+2 with n = 0, 3, 6, …, 597): each
    /// update's views first get slots late, so its table would be an array up to slot ~600 for
    /// three views; it is kept as a dictionary, and every view of every update is still found.
    @Test func freshIdsAtEveryUpdateAreFound() throws {
        let events = (1..<200).map { #"{"at": \#(Double($0) / 100), "set": {"n": \#($0 * 3)}}"# }.joined(separator: ",")
        let json = """
            {"canvas": {"width": 100, "height": 100}, "state": {"n": 0},
             "body": {"type": "VStack", "children": [{"type": "ForEach", "data": "n..<(n + 3)", "id": "self", "as": "row",
               "content": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}]}}]},
             "timeline": [\(events)]}
            """
        let animator = try KeyframesTestSupport.animator(json)
        #expect(animator.updates.count == 200)
        let sampler = ViewSampler(animator: animator)
        var found = 0
        for update in animator.updates.indices {
            for row in animator.updates[update].tree.children {
                #expect(sampler.view(row.id, update: update)?.frames == row.frames)
                found += 1
            }
        }
        #expect(found >= 600)
    }
}
