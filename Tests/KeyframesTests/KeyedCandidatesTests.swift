import Testing

@testable import Keyframes

/// `ElementTwins.KeyedCandidates`: each key's candidates, found by `==` as a dictionary finds
/// them, whether kept in its short list or in its dictionary, and at most `candidatesPerKey`.
@Suite struct KeyedCandidatesTests {
    typealias Key = ElementTwins.Key

    static func entry(_ id: String) -> ElementTwins.Entry {
        ElementTwins.Entry(viewID: id, slot: 0, epochs: [], tracks: [], movesPoints: false)
    }

    static func ids(_ entries: [ElementTwins.Entry]?) -> [String]? { entries.map { $0.map(\.viewID) } }

    @Test func eachKeyKeepsItsOwnCandidates() {
        var candidates = ElementTwins.KeyedCandidates()
        let a = Key(role: .opacity(modifier: 0), epochs: [0, 1, 0, 0])
        candidates.append(Self.entry("a1"), to: a)
        candidates.append(Self.entry("a2"), to: a)
        // Another role over the same epochs, and the same role over other epochs, are other keys.
        candidates.append(Self.entry("b"), to: Key(role: .offset(modifier: 0), epochs: [0, 1, 0, 0]))
        candidates.append(Self.entry("c"), to: Key(role: .opacity(modifier: 0), epochs: [0, 2, 0, 0]))
        #expect(Self.ids(candidates[a]) == ["a1", "a2"])
        // −0.0 == 0.0: the same key.
        #expect(Self.ids(candidates[Key(role: .opacity(modifier: 0), epochs: [-0.0, 1, 0, 0])]) == ["a1", "a2"])
        #expect(Self.ids(candidates[Key(role: .offset(modifier: 0), epochs: [0, 1, 0, 0])]) == ["b"])
        #expect(Self.ids(candidates[Key(role: .opacity(modifier: 0), epochs: [0, 2, 0, 0])]) == ["c"])
        #expect(candidates[Key(role: .opacity(modifier: 1), epochs: [0, 1, 0, 0])] == nil)
        // A NaN equals nothing, but an array is equal to itself (`Array`'s `==` compares one
        // buffer to itself as equal, as a dictionary's look-up does): the key with that very
        // list of numbers is found, one with another list of a NaN is not.
        let nan = Key(role: .opacity(modifier: 0), epochs: [.nan])
        candidates.append(Self.entry("n"), to: nan)
        #expect(Self.ids(candidates[nan]) == ["n"])
        #expect(candidates[Key(role: .opacity(modifier: 0), epochs: Array(repeating: .nan, count: 1))] == nil)
        var table: [Key: Int] = [nan: 1]
        table[nan, default: 0] += 1
        #expect(table == [nan: 2])
        #expect(table[Key(role: .opacity(modifier: 0), epochs: Array(repeating: .nan, count: 1))] == nil)
    }

    /// Past `listed` keys the dictionary answers: 12 keys of 5 entries each keep their first
    /// `candidatesPerKey` (4), and an unknown key has none.
    @Test func manyKeysAnswerAlike() {
        #expect(ElementTwins.KeyedCandidates.listed < 12)
        #expect(ElementTwins.candidatesPerKey == 4)
        var candidates = ElementTwins.KeyedCandidates()
        var listed: [[String]?] = []
        for n in 0..<12 {
            for e in 0..<5 { candidates.append(Self.entry("\(n).\(e)"), to: Key(role: .opacity(modifier: n), epochs: [0, 1, 0, 0])) }
            if n == 2 { listed = (0..<3).map { Self.ids(candidates[Key(role: .opacity(modifier: $0), epochs: [0, 1, 0, 0])]) } }
        }
        #expect(listed == [["0.0", "0.1", "0.2", "0.3"], ["1.0", "1.1", "1.2", "1.3"], ["2.0", "2.1", "2.2", "2.3"]])
        for n in 0..<12 {
            #expect(Self.ids(candidates[Key(role: .opacity(modifier: n), epochs: [0, 1, 0, 0])]) == (0..<4).map { "\(n).\($0)" })
        }
        #expect(candidates[Key(role: .opacity(modifier: 12), epochs: [0, 1, 0, 0])] == nil)
    }
}
