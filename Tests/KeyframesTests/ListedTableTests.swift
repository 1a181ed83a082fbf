import Testing

@testable import Keyframes

/// `ListedTable` answers as a dictionary does, below and past the keys it lists.
@Suite struct ListedTableTests {
    @Test func answersAsADictionaryBelowAndPastItsList() {
        var table = ListedTable<Int, String>()
        // Keys 0, 3, 6, … 27: ten keys, two past the eight listed.
        for key in stride(from: 0, to: 30, by: 3) {
            #expect(table[key] == nil)
            table[key] = "v\(key)"
            #expect(table[key] == "v\(key)")
            #expect(table[key + 1] == nil)
            #expect(table[0] == "v0")
        }
        table[9] = "nine"
        #expect(table[9] == "nine")
        #expect(table[27] == "v27")
        #expect(table.count == 10)
        table[9] = nil
        #expect(table[9] == nil)
        #expect(table[12] == "v12")
        #expect(table.count == 9)
    }

    @Test func removesAndReplacesWhileListed() {
        var table = ListedTable<String, Int?>()
        table["a"] = .some(nil)
        table["b"] = 2
        // A stored nil is a value, not an absent key.
        #expect(table["a"] == .some(nil))
        #expect(table["c"] == nil)
        table["b"] = 3
        #expect(table["b"] == 3)
        #expect(table.count == 2)
        table["a"] = nil
        #expect(table["a"] == nil)
        #expect(table["b"] == 3)
        #expect(table.count == 1)
    }
}
