/// `{"onAppear": [events]}`, `{"onChange": {"of": expr, "perform": [events]}}` and
/// `{"onAnimationCompleted": {"for": expr, "perform": [events]}}`: events as in the timeline,
/// without `at`, writing the state visible where the view is written.
extension SceneDecoder {
    mutating func action(_ name: String, _ json: JSONValue, at path: JSONPath, scope: NameScope) -> ViewAction? {
        let trigger: ViewAction.Trigger
        let eventsJSON: JSONValue
        let eventsPath: JSONPath
        if name == "onAppear" {
            trigger = .appear
            (eventsJSON, eventsPath) = (json, path)
        } else {
            let watchedKey = name == "onChange" ? "of" : "for"
            guard var reader = object(json, at: path, subject: name, expected: "an object with '\(watchedKey)' and 'perform'")
            else { return nil }
            defer { finish(reader, subject: name, allowed: [watchedKey, "perform"]) }
            guard let (watched, watchedPath) = reader.take(watchedKey) else {
                log.record(.missingKey(watchedKey, in: name), at: path)
                return nil
            }
            guard case .string(let source) = watched else {
                log.record(.typeMismatch("\(name).\(watchedKey)", expected: "an expression string", got: watched), at: watchedPath)
                return nil
            }
            guard let expression = expression(source, expecting: .any, scope: scope, at: watchedPath) else { return nil }
            trigger = name == "onChange" ? .change(expression) : .animationCompleted(expression)
            guard let (perform, performPath) = reader.take("perform") else {
                log.record(.missingKey("perform", in: name), at: path)
                return nil
            }
            (eventsJSON, eventsPath) = (perform, performPath)
        }
        guard case .array(let elements) = eventsJSON else {
            log.record(.typeMismatch(name, expected: "an array of events", got: eventsJSON), at: eventsPath)
            return nil
        }
        var count = 0
        var events: [TimelineEvent] = []
        for (i, element) in elements.enumerated() {
            if let event = event(
                element, at: eventsPath.appending(i), isCompletion: true, types: scope.writableState, scope: scope,
                count: &count)
            {
                events.append(event)
            }
        }
        if count > limits.maxEvents {
            log.record(.limit("\(name) has \(count) events (counting completions), more than the limit of \(limits.maxEvents)"), at: eventsPath)
        }
        return ViewAction(trigger: trigger, events: events)
    }
}
