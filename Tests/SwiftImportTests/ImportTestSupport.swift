import Foundation
import Layout
import SwiftImport
import Zoetrope

/// One renderer for every test, and helpers to import Swift and render scenes.
enum ImportTestSupport {
    static let renderer: Renderer = {
        do {
            return try Renderer()
        } catch {
            fatalError("fonts are missing; run `make test`, which installs them: \(error)")
        }
    }()

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func file(_ relativePath: String) throws -> [UInt8] {
        Array(try Data(contentsOf: packageRoot.appendingPathComponent(relativePath)))
    }

    /// The JSON text `zoetrope import` prints.
    static func json(_ source: String, _ options: ImportOptions = ImportOptions()) throws -> String {
        try SwiftImport.translate(source, options: options).json
    }

    /// The error and warning lines for a source that does not import.
    static func diagnostics(_ source: String, _ options: ImportOptions = ImportOptions()) -> [String] {
        do {
            let translation = try SwiftImport.translate(source, options: options)
            return translation.warnings.map(\.description)
        } catch {
            return error.diagnostics.map(\.description)
        }
    }

    /// The SVG of a scene with ids of a fixed prefix (the renderer derives them from the scene's
    /// bytes, which differ between an imported scene and a hand-written one).
    static func svg(_ json: [UInt8], options: RenderOptions = RenderOptions()) throws -> String {
        let animator = try renderer.animator(for: json)
        let bytes = options.mode == .snapshot
            ? renderer.svg(of: animator, at: options.time, options: options, idPrefix: "t")
            : renderer.keyframes(animator, options: options, idPrefix: "t")
        return String(decoding: bytes, as: UTF8.self)
    }

    static func trace(_ json: [UInt8]) throws -> String {
        String(decoding: try renderer.trace(json).bytes, as: UTF8.self)
    }

    struct Trace: Decodable {
        struct Update: Decodable {
            struct Monitor: Decodable { var line: String }
            var time: Double
            var monitors: [Monitor]
        }
        var updates: [Update]
    }

    static func monitorLines(_ json: [UInt8]) throws -> [[String]] {
        let trace = try JSONDecoder().decode(Trace.self, from: Data(try renderer.trace(json).bytes))
        return trace.updates.map { $0.monitors.map(\.line) }
    }

    /// The x scale of each `scaleEffect` in the scene's presentation at `time`, in tree order.
    static func scales(_ json: String, at time: Double) throws -> [Double] {
        let animator = try renderer.animator(for: Array(json.utf8))
        var found: [Double] = []
        func walk(_ view: LaidOutView) {
            for case .scaleEffect(let x, _, _) in view.node.modifiers { found.append(x) }
            for child in view.children { walk(child) }
        }
        walk(animator.presentation(at: time))
        return found
    }
}

enum RenderOptionsForTest {
    static func snapshot(at time: Double) -> RenderOptions {
        var options = RenderOptions()
        options.mode = .snapshot
        options.time = time
        return options
    }
}
