import Motion
import Scene
import Timeline

/// The JSON of `POST /v1/trace`: one entry per update, with the transaction each
/// `transactionMonitor` received printed as seed 004 prints it (`nil` for none).
enum TraceDocument {
    /// Throws `422 limit_exceeded` (path `/timeline`) as soon as the text passes `maxBytes`
    /// (`limits.maxOutputBytes`): the updates drive its size.
    static func json(_ animator: Animator, maxBytes: Int = .max) throws(ZoetropeError) -> [UInt8] {
        var text = JSONText()
        text.raw("{\"duration\": ")
        text.number(animator.duration)
        text.raw(", \"repeatsForever\": \(animator.repeatsForever), \"updates\": [")
        for (index, update) in animator.trace.enumerated() {
            if index > 0 { text.raw(", ") }
            write(update, to: &text)
            try check(text, maxBytes: maxBytes)
        }
        text.raw("], \"skippedEvents\": [")
        for (index, path) in animator.skippedEvents.enumerated() {
            if index > 0 { text.raw(", ") }
            text.string(path)
            try check(text, maxBytes: maxBytes)
        }
        text.raw("]}\n")
        try check(text, maxBytes: maxBytes)
        return text.bytes
    }

    private static func check(_ text: JSONText, maxBytes: Int) throws(ZoetropeError) {
        guard text.bytes.count > maxBytes else { return }
        throw ZoetropeError(
            status: 422, code: "limit_exceeded",
            message: "the trace passes \(maxBytes) bytes; the limit is limits.maxOutputBytes in config.yml",
            path: "/timeline")
    }

    static func write(_ update: UpdateTrace, to text: inout JSONText) {
        text.raw("{\"time\": ")
        text.number(update.time)
        text.raw(", \"cause\": ")
        switch update.cause {
        case .initial: text.raw("{\"kind\": \"initial\"}")
        case .event(let path):
            text.raw("{\"kind\": \"event\", \"path\": ")
            text.string(path)
            text.raw("}")
        case .completion(let path):
            text.raw("{\"kind\": \"completion\", \"path\": ")
            text.string(path)
            text.raw("}")
        case .action(let path):
            text.raw("{\"kind\": \"action\", \"path\": ")
            text.string(path)
            text.raw("}")
        case .phase(let animator):
            text.raw("{\"kind\": \"phase\", \"animator\": ")
            text.string(animator)
            text.raw("}")
        case .viewThatFits(let view):
            text.raw("{\"kind\": \"viewThatFits\", \"view\": ")
            text.string(view)
            text.raw("}")
        }
        text.raw(", \"changes\": {")
        for (index, change) in update.changes.enumerated() {
            if index > 0 { text.raw(", ") }
            text.string(change.name)
            text.raw(": ")
            write(change.value, to: &text)
        }
        text.raw("}, \"animation\": ")
        text.string(update.explicitAnimation?.description ?? "nil")
        text.raw(", \"disablesAnimations\": \(update.disablesAnimations), \"monitors\": [")
        for (index, monitor) in update.monitors.enumerated() {
            if index > 0 { text.raw(", ") }
            text.raw("{\"label\": ")
            text.string(monitor.label)
            text.raw(", \"view\": ")
            text.string(monitor.viewID)
            text.raw(", \"animation\": ")
            text.string(monitor.animation?.description ?? "nil")
            text.raw(", \"line\": ")
            text.string("\(monitor.label): \(monitor.animation?.description ?? "nil")")
            text.raw("}")
        }
        text.raw("], \"bodies\": [")
        for (index, body) in update.bodies.enumerated() {
            if index > 0 { text.raw(", ") }
            text.raw("{\"path\": ")
            text.string(body.path)
            text.raw(", \"reasons\": [")
            for (reasonIndex, reason) in body.reasons.enumerated() {
                if reasonIndex > 0 { text.raw(", ") }
                text.string(reason)
            }
            text.raw("]}")
        }
        text.raw("], \"completionsScheduled\": [")
        for (index, time) in update.scheduledCompletions.enumerated() {
            if index > 0 { text.raw(", ") }
            text.number(time)
        }
        text.raw("]")
        if !update.contentTransitions.isEmpty {
            text.raw(", \"contentTransitions\": [")
            for (index, change) in update.contentTransitions.enumerated() {
                if index > 0 { text.raw(", ") }
                text.raw("{\"view\": ")
                text.string(change.viewID)
                text.raw(", \"transition\": ")
                text.string(change.transition)
                text.raw(", \"from\": ")
                text.string(change.from)
                text.raw(", \"to\": ")
                text.string(change.to)
                text.raw(", \"animation\": ")
                text.string(change.animation.description)
                text.raw(", \"end\": ")
                if let end = change.end { text.number(end) } else { text.raw("null") }
                text.raw(", \"blur\": ")
                text.number(change.blur)
                text.raw("}")
            }
            text.raw("]")
        }
        if !update.matchedGeometry.isEmpty {
            text.raw(", \"matchedGeometry\": [")
            for (index, pair) in update.matchedGeometry.enumerated() {
                if index > 0 { text.raw(", ") }
                text.raw("{\"namespace\": ")
                text.string(pair.namespace)
                text.raw(", \"id\": ")
                text.string(pair.id)
                text.raw(", \"removed\": ")
                text.string(pair.removed)
                text.raw(", \"inserted\": ")
                text.string(pair.inserted)
                text.raw(", \"animation\": ")
                text.string(pair.animation?.description ?? "nil")
                text.raw("}")
            }
            text.raw("]")
        }
        text.raw("}")
    }

    static func write(_ value: Value, to text: inout JSONText) {
        switch value {
        case .number(let number): text.number(number)
        case .bool(let bool): text.raw(bool ? "true" : "false")
        case .string(let string): text.string(string)
        case .null: text.raw("null")
        case .array(let array):
            text.raw("[")
            for (index, element) in array.enumerated() {
                if index > 0 { text.raw(", ") }
                write(element, to: &text)
            }
            text.raw("]")
        case .object(let object):
            text.raw("{")
            for (index, key) in object.keys.sorted().enumerated() {
                if index > 0 { text.raw(", ") }
                text.string(key)
                text.raw(": ")
                write(object[key]!, to: &text)
            }
            text.raw("}")
        }
    }
}
