import Foundation
import Zoetrope

/// One renderer for every test (fonts load once), and helpers to render JSON text.
enum TestRenderer {
    static let shared: Renderer = {
        do {
            return try Renderer()
        } catch {
            fatalError("fonts are missing; run `make test`, which installs them: \(error)")
        }
    }()

    /// A renderer with `limits` instead of the defaults.
    static func renderer(_ limits: RenderLimits) -> Renderer {
        do {
            return try Renderer(limits: limits)
        } catch {
            fatalError("fonts are missing; run `make test`, which installs them: \(error)")
        }
    }

    /// The error `renderer` refuses `json` with; nil when it renders.
    static func failure(_ renderer: Renderer, _ json: String, _ options: RenderOptions) -> ZoetropeError? {
        do {
            _ = try renderer.render(Array(json.utf8), options: options)
            return nil
        } catch {
            return error
        }
    }

    static func svg(_ json: String, options: RenderOptions = RenderOptions()) throws -> String {
        let output = try shared.render(Array(json.utf8), options: options)
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// The package's root folder (for Examples/).
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func example(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: packageRoot.appendingPathComponent("Examples/\(name)")))
    }

    static var exampleNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("Examples").path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }
}
