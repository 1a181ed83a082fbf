import Foundation
import Hummingbird
import HummingbirdTesting
import Testing
import Zoetrope
import ZoetropeServer

/// Frames and traces through the server around the real `Renderer`.
@Suite struct AnimationEndToEndTests {
    /// A 40 × 40 rectangle centred in a 100 × 100 canvas that widens to 80 at 0.5 s with
    /// `.linear` (0.35 s): the monitor is inside the animation, so it receives it.
    static let scene = #"""
        {"canvas": {"width": 100, "height": 100}, "state": {"on": false},
         "body": {"type": "Rectangle", "modifiers": [
           {"frame": {"width": "on ? 80 : 40", "height": 40}},
           {"transactionMonitor": "r"},
           {"animation": {"curve": "linear", "value": "on"}}]},
         "timeline": [{"at": 0.5, "set": {"on": true}}]}
        """#
    /// Seed 004's printout of `.linear`: a 0.35 s bezier through (0, 0) and (1, 1).
    static let linearPrintout =
        "BezierAnimation(duration: 0.35, curve: SwiftUI.UnitCurve.CubicSolver(ax: -2.0, bx: 3.0, cx: 0.0, ay: -2.0, by: 3.0, cy: 0.0))"

    static func json(_ buffer: ByteBuffer) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(buffer.readableBytesView)) as? [String: Any])
    }

    @Test func traceListsEachUpdateWithItsMonitors() async throws {
        try await withServer(renderer: try Renderer()) { client in
            let response = try await client.execute(uri: "/v1/trace", method: .post, body: ByteBuffer(string: Self.scene))
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            let trace = try Self.json(response.body)
            // The last change is at 0.5 s and its animation lasts 0.35 s.
            #expect(abs((trace["duration"] as? Double ?? 0) - 0.85) < 1e-9)
            #expect(trace["repeatsForever"] as? Bool == false)
            #expect((trace["skippedEvents"] as? [Any])?.isEmpty == true)
            let updates = try #require(trace["updates"] as? [[String: Any]])
            try #require(updates.count == 2)

            // The initial state: SwiftUI runs a `.transaction` closure on first appearance, with no animation.
            #expect(updates[0]["time"] as? Double == 0)
            #expect(updates[0]["cause"] as? [String: String] == ["kind": "initial"])
            #expect((updates[0]["changes"] as? [String: Any])?.isEmpty == true)
            #expect((updates[0]["monitors"] as? [[String: String]])?.map { $0["line"] } == ["r: nil"])

            #expect(updates[1]["time"] as? Double == 0.5)
            #expect(updates[1]["cause"] as? [String: String] == ["kind": "event", "path": "/timeline/0"])
            #expect(updates[1]["changes"] as? [String: Bool] == ["on": true])
            #expect(updates[1]["animation"] as? String == "nil")  // no withAnimation: the animation is implicit
            let monitor = try #require((updates[1]["monitors"] as? [[String: String]])?.first)
            #expect(monitor["label"] == "r")
            #expect(monitor["animation"] == Self.linearPrintout)
            #expect(monitor["line"] == "r: \(Self.linearPrintout)")
        }
    }

    @Test func framesAreSnapshotsAtEachTick() async throws {
        try await withServer(renderer: try Renderer()) { client in
            let response = try await client.execute(
                uri: "/v1/render?mode=frames&fps=10&from=0&to=1", method: .post, body: ByteBuffer(string: Self.scene))
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "application/json")
            let document = try Self.json(response.body)
            #expect(document["fps"] as? Double == 10)
            let frames = try #require(document["frames"] as? [[String: Any]])
            // 0, 0.1, …, 1: (1 − 0) · 10 + 1 frames.
            try #require(frames.count == 11)
            for (index, frame) in frames.enumerated() {
                #expect(abs((frame["t"] as? Double ?? -1) - Double(index) / 10) < 1e-9)
            }
            let svgs = frames.map { $0["svg"] as? String ?? "" }
            // 40 wide, centred: x from 30 to 70; y from 30 to 70 throughout.
            #expect(svgs[5].contains(#"d="M30 30L70 30L70 70L30 70Z""#))
            // 0.1 s into the 0.35 s linear change: 40 + 40 · 0.1 / 0.35 = 51.43 wide, x from 24.29 to 75.71.
            #expect(svgs[6].contains(#"d="M24.29 30L75.71 30L75.71 70L24.29 70Z""#))
            // Settled at 80 wide: x from 10 to 90.
            #expect(svgs[10].contains(#"d="M10 30L90 30L90 70L10 70Z""#))

            // Each frame is the snapshot of its instant.
            let snapshot = try await client.execute(uri: "/v1/render?mode=snapshot&t=0.6", method: .post, body: ByteBuffer(string: Self.scene))
            #expect(snapshot.body.text == svgs[6])
        }
    }

    @Test func framesEndAtTheTimelinesEndAndAreGzipped() async throws {
        try await withServer(renderer: try Renderer()) { client in
            let plain = try await client.execute(uri: "/v1/render?mode=frames&fps=10", method: .post, body: ByteBuffer(string: Self.scene))
            // The timeline ends at 0.85 s: frames at 0, 0.1, …, 0.8.
            #expect((try Self.json(plain.body)["frames"] as? [Any])?.count == 9)

            let zipped = try await client.execute(
                uri: "/v1/render?mode=frames&fps=10", method: .post, headers: [.acceptEncoding: "gzip"], body: ByteBuffer(string: Self.scene))
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(zipped.headers[.contentType] == "application/json")
            #expect(Gzip.decompress(zipped.body.bytes, limit: 1 << 24) == plain.body.bytes)
        }
    }

    @Test func framesOverTheLimitAre422() async throws {
        let configuration = testConfiguration { $0.limits.maxFrames = 10 }
        try await withServer(configuration, renderer: try Renderer(limits: configuration.limits)) { client in
            let response = try await client.execute(
                uri: "/v1/render?mode=frames&fps=10&from=0&to=1", method: .post, body: ByteBuffer(string: Self.scene))
            #expect(response.status == .unprocessableContent)
            #expect(
                try ErrorReply(response.body).error
                    == .init(
                        code: "limit_exceeded",
                        message: "the request asks for 11 frames (10 fps from 0 to 1 s); the limit is 10 (limits.maxFrames in config.yml)",
                        path: "fps"))

            let atLimit = try await client.execute(
                uri: "/v1/render?mode=frames&fps=10&from=0.1&to=1", method: .post, body: ByteBuffer(string: Self.scene))
            #expect(atLimit.status == .ok)
        }
        // The built-in limit: 120 fps over 60 s is 7201 frames, more than 600.
        try await withServer(renderer: try Renderer()) { client in
            let response = try await client.execute(uri: "/v1/render?mode=frames&fps=120&to=60", method: .post, body: ByteBuffer(string: Self.scene))
            #expect(response.status == .unprocessableContent)
            #expect(try ErrorReply(response.body).error.code == "limit_exceeded")
        }
    }
}
