import Testing

@testable import Scene

/// Pointers rendered from paths built a token at a time, as RFC 6901 writes them.
@Suite struct JSONPathTests {
    @Test func keysAndIndicesFollowThePrefix() {
        let path = JSONPath("/body").appending("children").appending(0).appending("modifiers").appending(12)
        #expect(path.pointer == "/body/children/0/modifiers/12")
        #expect(JSONPath.root.pointer == "")
        #expect(JSONPath.root.appending("body").pointer == "/body")
        #expect(JSONPath.root.appending(1_234_567).pointer == "/1234567")
    }

    @Test func tildeAndSlashAreEscaped() {
        // RFC 6901: "~" is written "~0" and "/" is written "~1", after the path so far.
        let path = JSONPath("/x~0y").appending("a/b").appending("~").appending(3).appending("c")
        #expect(path.pointer == "/x~0y/a~1b/~0/3/c")
    }

    @Test func longPathsKeepEveryToken() {
        // Far more tokens and bytes than fit inline: each still appears once, in order.
        var path = JSONPath.root
        var expected = ""
        for i in 0..<40 {
            path = path.appending("key\(i)").appending(i)
            expected += "/key\(i)/\(i)"
        }
        #expect(path.pointer == expected)
        let longKey = String(repeating: "k", count: 100)
        #expect(JSONPath("/a").appending(longKey).appending(0).pointer == "/a/" + longKey + "/0")
    }

    @Test func emptyKeysAndNonASCIIKeysAreTokens() {
        // "" is a valid key: its token is empty. Non-ASCII keys are written as they are.
        #expect(JSONPath.root.appending("").appending("café").pointer == "//café")
    }
}
