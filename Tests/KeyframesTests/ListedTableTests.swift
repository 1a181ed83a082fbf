import Testing

@testable import Keyframes

/// `ListedTable` answers as a dictionary does, below and past the keys it lists: the writer's
/// classes of track lists, the twins' candidates by key (`update`), the spans a track's cache
/// key samples (`insert`).
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

    typealias Span = TrackBuilder.SampledSpan

    @Test func anInsertIsNewOnlyTheFirstTime() {
        var spans = ListedTable<Span, Void>(listed: 16)
        var new: [Bool] = []
        new.append(spans.insert((), for: Span(time: 0.1, span: 0.6)))
        new.append(spans.insert((), for: Span(time: 0.1, span: 0.6)))
        // The same start with another span, and the same span from another start, are new.
        new.append(spans.insert((), for: Span(time: 0.1, span: 0.5)))
        new.append(spans.insert((), for: Span(time: 0.2, span: 0.6)))
        // −0.0 == 0.0: the same span.
        new.append(spans.insert((), for: Span(time: 0, span: 1)))
        new.append(spans.insert((), for: Span(time: -0.0, span: 1)))
        // NaN equals nothing, itself included: new each time.
        new.append(spans.insert((), for: Span(time: .nan, span: 1)))
        new.append(spans.insert((), for: Span(time: .nan, span: 1)))
        #expect(new == [true, false, true, true, true, false, true, true])
        #expect(spans.count == 6)
    }

    /// Past `listed` keys the dictionary answers: 30 distinct spans are each new once, then none is.
    @Test func manyInsertsAnswerAlike() {
        var spans = ListedTable<Span, Void>(listed: 16)
        var first: [Bool] = [], again: [Bool] = []
        for n in 0..<30 { first.append(spans.insert((), for: Span(time: Double(n), span: 0.25))) }
        for n in 0..<30 { again.append(spans.insert((), for: Span(time: Double(n), span: 0.25))) }
        let zero = spans.insert((), for: Span(time: -0.0, span: 0.25))
        let next = spans.insert((), for: Span(time: 30, span: 0.25))
        #expect(first == Array(repeating: true, count: 30))
        #expect(again == Array(repeating: false, count: 30))
        #expect(!zero)
        #expect(next)
        #expect(spans.count == 31)
    }

    typealias Key = ElementTwins.Key

    /// Appends `id` to `key`'s list unless it holds three, as the twins keep their candidates.
    static func add(_ id: String, to key: Key, in table: inout ListedTable<Key, [String]>) {
        table.update(key, initial: []) { list in
            if list.count < 3 { list.append(id) }
        }
    }

    @Test func eachKeyIsUpdatedOnItsOwn() {
        var table = ListedTable<Key, [String]>()
        let a = Key(role: .opacity(modifier: 0), epochs: [0, 1, 0, 0])
        Self.add("a1", to: a, in: &table)
        Self.add("a2", to: a, in: &table)
        // Another role over the same epochs, and the same role over other epochs, are other keys.
        Self.add("b", to: Key(role: .offset(modifier: 0), epochs: [0, 1, 0, 0]), in: &table)
        Self.add("c", to: Key(role: .opacity(modifier: 0), epochs: [0, 2, 0, 0]), in: &table)
        #expect(table[a] == ["a1", "a2"])
        // −0.0 == 0.0: the same key.
        #expect(table[Key(role: .opacity(modifier: 0), epochs: [-0.0, 1, 0, 0])] == ["a1", "a2"])
        #expect(table[Key(role: .offset(modifier: 0), epochs: [0, 1, 0, 0])] == ["b"])
        #expect(table[Key(role: .opacity(modifier: 0), epochs: [0, 2, 0, 0])] == ["c"])
        #expect(table[Key(role: .opacity(modifier: 1), epochs: [0, 1, 0, 0])] == nil)
        // A NaN equals nothing, but an array is equal to itself (`Array`'s `==` compares one
        // buffer to itself as equal, as a dictionary's look-up does): the key with that very
        // list of numbers is found, one with another list of a NaN is not.
        let nan = Key(role: .opacity(modifier: 0), epochs: [.nan])
        Self.add("n", to: nan, in: &table)
        #expect(table[nan] == ["n"])
        #expect(table[Key(role: .opacity(modifier: 0), epochs: Array(repeating: .nan, count: 1))] == nil)
        var dictionary: [Key: Int] = [nan: 1]
        dictionary[nan, default: 0] += 1
        #expect(dictionary == [nan: 2])
        #expect(dictionary[Key(role: .opacity(modifier: 0), epochs: Array(repeating: .nan, count: 1))] == nil)
    }

    /// Past `listed` keys the dictionary is updated in place too: 12 keys of 5 adds each keep
    /// their first three, and an unknown key has none.
    @Test func manyKeysAreUpdatedAlike() {
        var table = ListedTable<Key, [String]>()
        #expect(table.listed < 12)
        var listed: [[String]?] = []
        for n in 0..<12 {
            for e in 0..<5 { Self.add("\(n).\(e)", to: Key(role: .opacity(modifier: n), epochs: [0, 1, 0, 0]), in: &table) }
            if n == 2 { listed = (0..<3).map { table[Key(role: .opacity(modifier: $0), epochs: [0, 1, 0, 0])] } }
        }
        #expect(listed == [["0.0", "0.1", "0.2"], ["1.0", "1.1", "1.2"], ["2.0", "2.1", "2.2"]])
        for n in 0..<12 {
            #expect(table[Key(role: .opacity(modifier: n), epochs: [0, 1, 0, 0])] == (0..<3).map { "\(n).\($0)" })
        }
        #expect(table[Key(role: .opacity(modifier: 12), epochs: [0, 1, 0, 0])] == nil)
        #expect(table.count == 12)
    }
}
