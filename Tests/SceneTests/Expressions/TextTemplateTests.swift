import Scene
import Testing

@Suite struct TextTemplateTests {
    func parse(_ source: String, limits: SceneLimits = .default) throws(SceneError) -> TextTemplate {
        try TextTemplate.parse(source, scope: expressionScope, path: "/t", limits: limits)
    }

    func failure(_ source: String) -> Diagnostic? {
        do {
            _ = try parse(source)
            return nil
        } catch {
            return error.primary
        }
    }

    @Test func textsWithoutInterpolationsAreConstants() throws {
        // With or without a backslash (kept as it is before anything but `\` and `(`), such a
        // text is one literal: the same template as `constant` makes.
        for text in ["Row title", "", #"a\b"#, "\\\u{301}x", "café"] {
            let template = try parse(text)
            #expect(template == TextTemplate.constant(text))
            #expect(template.constantValue == text)
            #expect(template.segments == (text.isEmpty ? [] : [.literal(text)]))
            #expect(template.referencedNames.isEmpty)
        }
    }

    @Test func interpolatesExpressions() throws {
        let template = try parse(#"Count: \(count)"#)
        #expect(template.evaluate(EvaluationContext(["count": .number(3)])) == "Count: 3")
        #expect(template.evaluate(EvaluationContext(["count": .number(0.5)])) == "Count: 0.5")
        #expect(template.referencedNames == ["count"])
        #expect(template.constantValue == nil)
    }

    @Test func severalInterpolationsAndTypes() throws {
        let template = try parse(#"\(name) is \(isActive ? "on" : "off") at \(item.width)px, \(items)"#)
        let context = EvaluationContext([
            "name": .string("Lamp"), "isActive": .bool(true), "item": .object(["width": .number(12.5)]),
            "items": .array([.number(1), .number(2)]),
        ])
        #expect(template.evaluate(context) == "Lamp is on at 12.5px, [1, 2]")
        #expect(template.referencedNames == ["name", "isActive", "item", "items"])
    }

    @Test func nullAndBoolsPrintAsSwiftDoes() throws {
        let template = try parse(#"\(items[3]) \(isActive)"#)
        #expect(template.evaluate(EvaluationContext(["items": .array([]), "isActive": .bool(false)])) == "nil false")
    }

    @Test func plainTextIsConstant() throws {
        #expect(try parse("Hello").constantValue == "Hello")
        #expect(try parse("").constantValue == "")
        #expect(try parse(#"Sum: \(1 + 2)"#).constantValue == "Sum: 3")
        #expect(try parse(#"Sum: \(1 + 2)"#).segments == [.literal("Sum: 3")])
    }

    @Test func segmentsAreMergedOnlyAroundConstants() throws {
        // Nothing to fold: the split's segments as they are.
        let plain = try parse(#"\(name) and \(count)"#)
        #expect(plain.segments.count == 3)
        if case .expression = plain.segments[0] {} else { Issue.record("first segment \(plain.segments[0])") }
        #expect(plain.segments[1] == .literal(" and "))
        if case .expression = plain.segments[2] {} else { Issue.record("last segment \(plain.segments[2])") }
        #expect(plain.referencedNames == ["name", "count"])
        #expect(plain.constantValue == nil)
        // A constant interpolation joins the literals around it.
        let folded = try parse(#"a\(1)b\(name)"#)
        #expect(folded.segments.count == 2)
        #expect(folded.segments[0] == .literal("a1b"))
        #expect(folded.referencedNames == ["name"])
        #expect(folded.evaluate(EvaluationContext(["name": .string("N")])) == "a1bN")
    }

    @Test func backslashes() throws {
        // \\ is one literal backslash, so \\(x) prints \(x); a lone backslash stays.
        #expect(try parse(#"a\\(count)"#).constantValue == #"a\(count)"#)
        #expect(try parse(#"C:\path"#).constantValue == #"C:\path"#)
        #expect(try parse(#"end\"#).constantValue == #"end\"#)
        #expect(try parse(#"\\\(count)"#).evaluate(EvaluationContext(["count": .number(1)])) == #"\1"#)
    }

    @Test func asciiTextsSplitAsOthersDo() throws {
        // ASCII texts are split by bytes, others (a non-ASCII letter, a CR LF) by characters:
        // the same pieces either way.
        let context = EvaluationContext(["name": .string("N")])
        for lead in ["", "é", "x\r\n"] {
            let template = try parse(lead + #"a\\(b) \(name)\q"#)
            #expect(template.evaluate(context) == lead + #"a\(b) N\q"#)
            #expect(template.segments.count == 3)
            #expect(template.referencedNames == ["name"])
            #expect(try parse(lead + #"\(name + "\")")!"#).evaluate(context) == lead + #"N")!"#)
        }
    }

    @Test func parenthesesAndStringsInsideInterpolations() throws {
        let template = try parse(#"[\((count + 1) * 2)] \(")" + name)"#)
        #expect(template.evaluate(EvaluationContext(["count": .number(1), "name": .string("x")])) == "[4] )x")
    }

    @Test func errors() {
        #expect(
            failure(#"Count: \(count"#)?.message
                == #"unterminated interpolation '\(' at column 8 in 'Count: \(count'"#)
        #expect(failure(#"Count: \()"#)?.message == #"empty interpolation '\()' at column 8 in 'Count: \()'"#)
        #expect(failure(#"Count: \(cont)"#)?.message == "unknown name 'cont'; did you mean 'count'?")
        #expect(failure(#"Count: \(count +)"#)?.message == "unexpected end of expression in 'count +'")
        #expect(failure(#"Count: \(count"#)?.path == "/t")
        #expect(failure(#"Count: \(count"#)?.code == "expression_syntax")
    }

    @Test func evaluatedTextsAreCutToTheLimit() throws {
        let limits = SceneLimits(maxTextLength: 8)
        let template = try parse(#"name: \(name)"#, limits: limits)
        #expect(template.evaluate(EvaluationContext(["name": .string("abcdef")])) == "name: ab")
        // Constant text is the caller's to refuse, so it is kept whole.
        #expect(try parse("123456789", limits: limits).constantValue == "123456789")
    }
}
