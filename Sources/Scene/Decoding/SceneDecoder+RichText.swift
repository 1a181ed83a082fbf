import Views

/// A `Text`'s `text`: a string (inline Markdown unless `verbatim`) or a list of styled runs.
extension SceneDecoder {
    /// The modifiers a run of a `text` list may set, as keys beside its `text`.
    static let textRunKeys = [
        "font", "fontWeight", "bold", "italic", "fontDesign", "foregroundColor", "foregroundStyle", "underline", "strikethrough",
    ]

    mutating func textView(_ reader: inout ObjectReader, scope: NameScope) -> SceneView.Kind? {
        guard let (value, path) = reader.take("text") else {
            log.record(.missingKey("text", in: "Text"), at: reader.path)
            return nil
        }
        var verbatim = false
        if let (flag, flagPath) = reader.take("verbatim") {
            guard case .bool(let on) = flag else {
                log.record(.typeMismatch("Text.verbatim", expected: "true or false", got: flag), at: flagPath)
                return nil
            }
            verbatim = on
        }
        switch value {
        case .string(let source):
            guard let template = template(source, scope: scope, at: path) else { return nil }
            guard !verbatim, let constant = template.constantValue, InlineMarkdown.mayContainMarkup(constant) else {
                return .text(template)
            }
            // A text over the length limit is already an error: it is not parsed as well.
            guard constant.utf8.count <= limits.maxTextLength || constant.count <= limits.maxTextLength else { return nil }
            let spans = InlineMarkdown.parse(constant)
            guard spans.count > 1 || spans.first.map({ !$0.style.isEmpty || $0.text != constant }) == true else { return .text(template) }
            guard spans.count <= limits.maxTextRuns else {
                log.record(.limit("text has \(spans.count) styled runs, more than the limit of \(limits.maxTextRuns)"), at: path)
                return nil
            }
            return .richText(spans.map(Self.textSpan))
        case .array(let runs):
            guard !runs.isEmpty else {
                log.record(.invalid("Text.text must not be an empty list"), at: path)
                return nil
            }
            guard runs.count <= limits.maxTextRuns else {
                log.record(.limit("text has \(runs.count) styled runs, more than the limit of \(limits.maxTextRuns)"), at: path)
                return nil
            }
            var spans: [TextSpan] = []
            for (index, run) in runs.enumerated() {
                if let span = textRun(run, at: path.appending(index), scope: scope) { spans.append(span) }
            }
            return spans.count == runs.count ? .richText(spans) : nil
        default:
            log.record(.typeMismatch("Text.text", expected: "a string or a list of styled runs", got: value), at: path)
            return nil
        }
    }

    /// `{"text": "…", "bold": true, "foregroundColor": "red", …}`: a string, or a string with
    /// the modifiers of ``textRunKeys`` as keys.
    mutating func textRun(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> TextSpan? {
        if case .string(let source) = json {
            return template(source, scope: scope, at: path).map { TextSpan(text: $0) }
        }
        guard case .object(let members) = json else {
            log.record(.typeMismatch("a text run", expected: "a string or an object with 'text'", got: json), at: path)
            return nil
        }
        var reader = ObjectReader(members, at: path)
        defer { finish(reader, subject: "text run", allowed: ["text"] + Self.textRunKeys) }
        guard let (value, textPath) = reader.take("text") else {
            log.record(.missingKey("text", in: "text run"), at: path)
            return nil
        }
        guard case .string(let source) = value else {
            log.record(.typeMismatch("text run.text", expected: "a string", got: value), at: textPath)
            return nil
        }
        guard let text = template(source, scope: scope, at: textPath) else { return nil }
        var modifiers: [SceneModifier] = []
        var failed = false
        for member in members where member.key != "text" && Self.textRunKeys.contains(member.key) {
            guard let (value, valuePath) = reader.take(member.key) else { continue }
            if let modifier = namedModifier(member.key, value, at: valuePath, scope: scope) {
                modifiers.append(modifier)
            } else {
                failed = true
            }
        }
        return failed ? nil : TextSpan(text: text, modifiers: modifiers)
    }

    /// A Markdown span as a text run with the modifiers its style stands for.
    static func textSpan(_ span: InlineMarkdown.Span) -> TextSpan {
        var modifiers: [SceneModifier] = []
        if span.style.contains(.bold) { modifiers.append(.bold(.constant(true))) }
        if span.style.contains(.italic) { modifiers.append(.italic(.constant(true))) }
        if span.style.contains(.strikethrough) { modifiers.append(.textStyle(.strikethrough(TextDecorationProperty()))) }
        if span.style.contains(.code) { modifiers.append(.textStyle(.fontDesign(.constant(.monospaced)))) }
        return TextSpan(text: .constant(span.text), modifiers: modifiers, isLink: span.style.contains(.link))
    }
}
