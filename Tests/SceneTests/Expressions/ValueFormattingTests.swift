import Scene
import Testing

@Suite struct ValueFormattingTests {
    @Test func integersPrintWithoutAFraction() {
        #expect(Value.number(3).interpolationText == "3")
        #expect(Value.number(-12).interpolationText == "-12")
        #expect(Value.number(0).interpolationText == "0")
        #expect(Value.number(-0.0).interpolationText == "0")
        #expect(Value.number(100).interpolationText == "100")
        #expect(Value.number(9_007_199_254_740_992).interpolationText == "9007199254740992")  // 2^53
    }

    @Test func fractionsPrintTheShortestRoundTrip() {
        #expect(Value.number(0.5).interpolationText == "0.5")
        #expect(Value.number(-2.25).interpolationText == "-2.25")
        #expect(Value.number(0.1 + 0.2).interpolationText == "0.30000000000000004")
        #expect(Value.number(0.0001).interpolationText == "0.0001")
    }

    @Test func hugeAndTinyNumbersUseExponents() {
        #expect(Value.number(1e16).interpolationText == "1e+16")
        #expect(Value.number(1e21).interpolationText == "1e+21")
        #expect(Value.number(1.5e300).interpolationText == "1.5e+300")
        #expect(Value.number(1e-7).interpolationText == "1e-7")
        #expect(Value.number(2.5e-5).interpolationText == "2.5e-5")
        #expect(Value.number(.infinity).interpolationText == "inf")
        #expect(Value.number(-.infinity).interpolationText == "-inf")
    }

    @Test func otherValues() {
        #expect(Value.bool(true).interpolationText == "true")
        #expect(Value.bool(false).interpolationText == "false")
        #expect(Value.null.interpolationText == "nil")
        #expect(Value.string("plain").interpolationText == "plain")
        #expect(Value.array([.number(1), .string("a"), .null]).interpolationText == "[1, \"a\", nil]")
        #expect(Value.object(["b": .number(2), "a": .bool(true)]).interpolationText == "[\"a\": true, \"b\": 2]")
        #expect(Value.object([:]).interpolationText == "[:]")
        #expect(Value.array([]).interpolationText == "[]")
    }

    @Test func descriptionIsJSON() {
        #expect(Value.string("say \"hi\"\n").description == #""say \"hi\"\n""#)
        #expect(Value.array([.number(1.5), .null]).description == "[1.5, null]")
        #expect(Value.object(["k": .bool(false)]).description == #"{"k": false}"#)
    }

    @Test func typesDescribeThemselves() {
        #expect(ValueType.array(.number).description == "[number]")
        #expect(ValueType.object(["w": .number, "a": .string]).description == "{a: string, w: number}")
        #expect(Value.array([.number(1), .number(2)]).type == .array(.number))
        #expect(Value.array([.number(1), .null]).type == .array(.number))
        #expect(
            Value.array([.object(["a": .number(1)]), .object(["b": .string("x")])]).type
                == .array(.object(["a": .number, "b": .string])))
    }

    @Test func accessors() {
        #expect(Value.number(2).numberValue == 2)
        #expect(Value.number(2).boolValue == nil)
        #expect(Value.bool(true).boolValue == true)
        #expect(Value.string("s").stringValue == "s")
        #expect(Value.array([.null]).arrayValue == [.null])
        #expect(Value.null.arrayValue == nil)
    }
}
