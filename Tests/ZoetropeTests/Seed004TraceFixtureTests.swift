import Foundation
import Testing
import Zoetrope

/// Seed 004's scenes as fixtures: the trace of the state change lists the monitors the seed
/// prints, with the seed's own printouts (`<name>.trace.txt` holds them, copied from the seed).
/// SwiftUI prints in its own internal order and then prints its post-update resets ("VStack: nil");
/// Zoetrope lists each monitor once, in tree order, so the comparison is of the sets of lines.
@Suite struct Seed004TraceFixtureTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/seed004")

    struct Trace: Decodable {
        struct Update: Decodable {
            struct Monitor: Decodable { var line: String }
            var time: Double
            var monitors: [Monitor]
        }
        var updates: [Update]
    }

    @Test(arguments: ["implicit-animation-demo", "explicit-animation-demo"])
    func traceListsTheSeedsPrintouts(name: String) throws {
        let scene = try Data(contentsOf: Self.directory.appendingPathComponent("\(name).json"))
        let expected = try String(contentsOf: Self.directory.appendingPathComponent("\(name).trace.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init)
        let output = try TestRenderer.shared.trace(Array(scene))
        #expect(output.contentType == "application/json")
        let trace = try JSONDecoder().decode(Trace.self, from: Data(output.bytes))
        #expect(trace.updates.map(\.time) == [0, 0.5])
        // At the initial update every view appears, so every monitor reports the empty
        // transaction (the seed notes SwiftUI prints such "nil" lines at start-up too).
        #expect(trace.updates[0].monitors.allSatisfy { $0.line.hasSuffix(": nil") })
        #expect(Set(trace.updates[1].monitors.map(\.line)) == Set(expected))
        #expect(trace.updates[1].monitors.count == expected.count)
    }
}
