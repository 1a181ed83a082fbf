import Testing

@testable import Keyframes

/// `SMILAnimations.joined`, the `values` / `keyTimes` / `keySplines` lists: worked out by hand.
@Suite struct SMILJoinedTests {
    @Test func partsInOrderWithOneSemicolonBetweenTwo() {
        #expect(SMILAnimations.joined([]) == "")
        #expect(SMILAnimations.joined(["0"]) == "0")
        #expect(SMILAnimations.joined(["0", ".25", "1"]) == "0;.25;1")
        // Empty parts keep their separators; non-ASCII passes through whole.
        #expect(SMILAnimations.joined(["", "é", ""]) == ";é;")
        #expect(SMILAnimations.joined(["0 0 1 1", ".42 0 .58 1"]) == "0 0 1 1;.42 0 .58 1")
    }
}
