import Foundation
import Testing
import Zoetrope

/// Snapshots at an instant and frames, through the facade.
@Suite struct AnimatedRenderTests {
    /// A 10×10 square offset from 0 to 100 by a linear 1 s animation starting at t = 0.
    static let slide = #"""
        {"canvas": {"width": 200, "height": 20}, "state": {"x": 0},
         "body": {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "height": 10}}, {"offset": {"x": "x"}}]},
         "timeline": [{"at": 0, "set": {"x": 100}, "withAnimation": {"linear": {"duration": 1}}}]}
        """#

    @Test func snapshotAtAnInstantShowsTheInterpolatedValue() throws {
        // Linear: at t = 0.25 the offset is 25.
        let svg = try TestRenderer.svg(Self.slide, options: RenderOptions(mode: .snapshot, time: 0.25))
        #expect(svg.contains("matrix(1 0 0 1 25 0)"))
        let end = try TestRenderer.svg(Self.slide, options: RenderOptions(mode: .snapshot, time: 3))
        #expect(end.contains("matrix(1 0 0 1 100 0)"))
    }

    struct Frames: Decodable {
        struct Frame: Decodable {
            var t: Double
            var svg: String
        }
        var fps: Double
        var frames: [Frame]
    }

    @Test func framesCoverTheTimelineAtTheFrameRate() throws {
        let output = try TestRenderer.shared.render(Array(Self.slide.utf8), options: RenderOptions(mode: .frames, fps: 4))
        #expect(output.contentType == "application/json")
        let document = try JSONDecoder().decode(Frames.self, from: Data(output.bytes))
        // The timeline lasts 1 s: frames at 0, 0.25, 0.5, 0.75, 1 with offsets 0, 25, 50, 75, 100.
        #expect(document.fps == 4)
        #expect(document.frames.map(\.t) == [0, 0.25, 0.5, 0.75, 1])
        for (frame, x) in zip(document.frames, [0, 25, 50, 75, 100]) {
            if x == 0 {
                #expect(!frame.svg.contains("matrix"))
            } else {
                #expect(frame.svg.contains("matrix(1 0 0 1 \(x) 0)"))
            }
            try SVGValidation.expectValid(Array(frame.svg.utf8), "frame at \(frame.t)")
        }
    }

    @Test func framesOverTheLimitAreRefused() throws {
        let renderer = try Renderer(limits: RenderLimits(maxFrames: 10))
        #expect(throws: ZoetropeError.self) {
            try renderer.render(Array(Self.slide.utf8), options: RenderOptions(mode: .frames, fps: 30))
        }
        do {
            _ = try renderer.render(Array(Self.slide.utf8), options: RenderOptions(mode: .frames, fps: 30))
        } catch {
            #expect(error.status == 422)
            #expect(error.message == "the request asks for 31 frames (30 fps from 0 to 1 s); the limit is 10 (limits.maxFrames in config.yml)")
        }
    }

    @Test func framesBetweenFromAndTo() throws {
        let frames = try TestRenderer.shared.frames(Array(Self.slide.utf8), options: RenderOptions(mode: .frames, fps: 10, from: 0.5, to: 0.7))
        #expect(frames.count == 3)
        #expect(zip(frames.map(\.time), [0.5, 0.6, 0.7]).allSatisfy { abs($0 - $1) < 1e-9 })
    }
}

extension AnimatedRenderTests {
    @Test func aHugeFrameSpanIsRefusedNotOverflowed() throws {
        do {
            _ = try TestRenderer.shared.render(Array(Self.slide.utf8), options: RenderOptions(mode: .frames, fps: 120, to: 1e300))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.status == 422)
            #expect(error.message.hasPrefix("the request asks for more than 600 frames (120 fps from 0 to "))
        }
    }

    @Test func framesWithAGivenEndAreCountedBeforeAnyWork() throws {
        // 120 fps from 0 to 5.001 s is 601 frames: refused before the scene is read, so a scene
        // that is no scene at all (and one whose timeline takes seconds) gets the same answer at once.
        let notAScene = Array(#"{"body": {"type": "Nope"}}"#.utf8)
        for frames in [true, false] {
            do {
                let options = RenderOptions(mode: .frames, fps: 120, to: 5.001)
                if frames { _ = try TestRenderer.shared.frames(notAScene, options: options) } else { _ = try TestRenderer.shared.render(notAScene, options: options) }
                Issue.record("expected a refusal")
            } catch {
                #expect(error.code == "limit_exceeded")
                #expect(error.message == "the request asks for 601 frames (120 fps from 0 to 5.001 s); the limit is 600 (limits.maxFrames in config.yml)")
            }
        }
    }

    @Test func progressIsReportedAfterEachFrame() throws {
        nonisolated(unsafe) var reports: [(Int, Int)] = []
        _ = try TestRenderer.shared.frames(Array(Self.slide.utf8), options: RenderOptions(mode: .frames, fps: 2)) { reports.append(($0, $1)) }
        #expect(reports.map(\.0) == [1, 2, 3])
        #expect(reports.allSatisfy { $0.1 == 3 })
    }
}

extension AnimatedRenderTests {
    /// Static scenes skip the animation engine; the result must be what the engine draws at 0.
    @Test(arguments: TestRenderer.exampleNames)
    func staticPathMatchesTheEngine(name: String) throws {
        let json = try TestRenderer.example(name)
        let options = RenderOptions(mode: .snapshot)
        let direct = try TestRenderer.shared.render(json, options: options).bytes
        let animator = try TestRenderer.shared.animator(for: json)
        var prefix = "z"
        // The first defined id (a clip, gradient, mask, filter or image) holds the prefix.
        if let match = String(decoding: direct, as: UTF8.self).firstMatch(of: /id="(z[0-9a-z]+?)[cgmfi][0-9]+"/) {
            prefix = String(match.output.1)
        }
        #expect(direct == TestRenderer.shared.svg(of: animator, at: 0, options: options, idPrefix: prefix))
    }
}
