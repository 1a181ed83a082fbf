import Testing
import Zoetrope

/// `limits.maxOutputBytes` bounds the whole trace, the skipped events after the updates included.
@Suite struct TraceOutputLimitTests {
    /// One update (the initial one) and 200 events past `maxDuration` (60 s by default), each
    /// skipped: the trace's size is in its `skippedEvents` tail.
    static let scene: [UInt8] = {
        let events = (0..<200).map { _ in #"{"at": 1000, "set": {"on": true}}"# }.joined(separator: ", ")
        return Array(#"""
            {"canvas": {"width": 10, "height": 10}, "state": {"on": false},
             "body": {"type": "Rectangle", "modifiers": [{"opacity": "on ? 1 : 0.5"}]},
             "timeline": [\#(events)]}
            """#.utf8)
    }()

    static func renderer(maxOutputBytes: Int) throws -> Renderer {
        var limits = RenderLimits()
        limits.maxOutputBytes = maxOutputBytes
        return try Renderer(limits: limits)
    }

    @Test func theSkippedEventsCountTowardTheLimit() throws {
        let full = try Self.renderer(maxOutputBytes: .max).trace(Self.scene).bytes
        let text = String(decoding: full, as: UTF8.self)
        // 200 paths "/timeline/0" … "/timeline/199", each quoted, ", " between them.
        let skipped = (0..<200).map { "\"/timeline/\($0)\"" }.joined(separator: ", ")
        #expect(text.hasSuffix("\"skippedEvents\": [\(skipped)]}\n"))
        // Everything before the tail fits in far fewer bytes than the tail itself.
        let tail = "\"skippedEvents\": [\(skipped)]}\n".utf8.count
        #expect(full.count - tail < tail)

        #expect(try Self.renderer(maxOutputBytes: full.count).trace(Self.scene).bytes == full)
        #expect(throws: ZoetropeError.self) { try Self.renderer(maxOutputBytes: full.count - 1).trace(Self.scene) }
        let renderer = try Self.renderer(maxOutputBytes: full.count - tail + 20)
        do throws(ZoetropeError) {
            _ = try renderer.trace(Self.scene)
            Issue.record("a trace whose skipped events pass the limit was answered")
        } catch {
            #expect(error.code == "limit_exceeded")
            #expect(error.path == "/timeline")
        }
    }
}
