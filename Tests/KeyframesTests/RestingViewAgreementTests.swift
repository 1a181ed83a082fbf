import Foundation
import Geometry
import Layout
import Testing
import Timeline
import Views

@testable import Keyframes

/// `RestingView` mirrors the order in which `LaidOutView.visitAnimatableValues` writes a view's
/// numbers; were the two to part, a view found at rest would be drawn other than writing draws
/// it. Over every example and browser fixture scene, at each structure instant and at eleven
/// instants across the timeline, a view `RestingView` finds at rest is, bit for bit, what
/// writing its sampled numbers gives (`ViewSampler.view(_:with:measurer:)`).
@Suite struct RestingViewAgreementTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func scenes() throws -> [(name: String, json: String)] {
        var scenes: [(String, String)] = []
        for folder in ["Examples", "Tests/browser/fixtures"] {
            let directory = root.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
            for name in names {
                scenes.append(("\(folder)/\(name)", try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)))
            }
        }
        return scenes
    }

    static func visit(_ view: LaidOutView, _ body: (LaidOutView) -> Void) {
        body(view)
        for child in view.children { visit(child, body) }
        for key in view.decorations.keys.sorted() { visit(view.decorations[key]!, body) }
    }

    @Test func aViewAtRestIsWhatWritingItsNumbersGives() throws {
        var decoded = 0, unchanged = 0, recoloured = 0, written = 0
        for (name, json) in try Self.scenes() {
            // Scenes this decoder alone does not take (Swift source, images by name) are the
            // renderer's tests' business.
            guard let animator = try? KeyframesTestSupport.animator(json) else { continue }
            decoded += 1
            let sampler = ViewSampler(animator: animator)
            let instants = sampler.structureTimes() + (0...10).map { animator.duration * Double($0) / 10 }
            for time in instants {
                Self.visit(animator.updates[animator.updateIndex(at: time)].tree) { view in
                    guard let values = sampler.values(of: view.id, at: time) else { return }
                    let expected = ViewSampler.view(view, with: values, measurer: KeyframesTestSupport.typesetter)
                    switch RestingView.resting(view, values: values) {
                    case nil:
                        written += 1
                    case .unchanged:
                        unchanged += 1
                        #expect(expected == view && RestingView.bits(of: expected) == RestingView.bits(of: view), "\(name) \(view.id) at \(time)")
                    case .recoloured(let color):
                        recoloured += 1
                        var view = view
                        RestingView.recolour(&view, color)
                        #expect(expected == view && RestingView.bits(of: expected) == RestingView.bits(of: view), "\(name) \(view.id) at \(time)")
                    }
                }
            }
        }
        // The corpus reaches all three answers, so the comparison above is not vacuous.
        #expect(decoded >= 40)
        #expect(unchanged > 0 && recoloured > 0 && written > 0)
    }
}
