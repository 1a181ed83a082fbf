import Foundation
import Hummingbird
import Scene
import SwiftImport
import Zoetrope

/// A `POST /v1/render` body of SwiftUI source (`Content-Type: text/x-swift`): translated to a
/// scene before it is rendered. Its query may name the view (`view`), the canvas (`canvas=400x300`,
/// `background`), taps (`tap=Label@0.5`, comma-separated), statements run at a time
/// (`at=1.0:isOn.toggle()`, `;`-separated: see ``timedStatements(_:)``) and the seed of
/// `Bool.random()` (`random-seed=7`).
enum SwiftSource {
    static let parameterNames: Set<String> = ["view", "canvas", "background", "tap", "at", "random-seed"]

    static func isSwift(_ request: Request) -> Bool {
        guard let type = request.headers.value(of: .contentType) else { return false }
        return isSwift(contentType: type)
    }

    /// Whether a `Content-Type` names SwiftUI source: its media type (what comes before the
    /// first `;`), without the whitespace around it and in any case, is `text/x-swift`. An ASCII
    /// value (every real one) is read byte by byte: Foundation's trimming and lowercasing took
    /// about 4 µs a request on Linux (perf, of the 140 µs the server spends on a one-rectangle
    /// render).
    static func isSwift(contentType: String) -> Bool {
        let utf8 = contentType.utf8
        let mediaType = utf8[..<(utf8.firstIndex(of: UInt8(ascii: ";")) ?? utf8.endIndex)]
        guard mediaType.allSatisfy({ $0 < 0x80 }) else {
            return Substring(mediaType).trimmingCharacters(in: .whitespaces).lowercased() == "text/x-swift"
        }
        let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = mediaType.firstIndex(where: { !isBlank($0) }), let last = mediaType.lastIndex(where: { !isBlank($0) }) else {
            return false
        }
        return mediaType[first...last].elementsEqual("text/x-swift".utf8) { byte, wanted in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 == wanted : byte == wanted
        }
    }

    /// Takes the import's own parameters out of `parameters`.
    static func options(_ parameters: inout [String: String]) throws(ZoetropeError) -> ImportOptions {
        var options = ImportOptions(viewName: parameters.removeValue(forKey: "view"), background: parameters.removeValue(forKey: "background"))
        if let canvas = parameters.removeValue(forKey: "canvas") {
            let sides = canvas.split(separator: "x").map { Double($0) }
            guard sides.count == 2, let width = sides[0], let height = sides[1] else {
                throw .invalidOption("canvas", "canvas takes width x height, e.g. 400x300, got '\(canvas)'")
            }
            (options.width, options.height) = (width, height)
        }
        if let taps = parameters.removeValue(forKey: "tap") {
            for tap in taps.split(separator: ",") {
                guard let at = tap.lastIndex(of: "@"), let time = Double(tap[tap.index(after: at)...]), time >= 0, time.isFinite else {
                    throw .invalidOption("tap", "tap takes label@seconds, e.g. Active@0.5, got '\(tap)'")
                }
                options.taps.append(.init(label: String(tap[..<at]), time: time))
            }
        }
        if let seed = parameters.removeValue(forKey: "random-seed") {
            guard let value = UInt64(seed) else {
                throw .invalidOption("random-seed", "random-seed takes a whole number from 0 to 18446744073709551615, got '\(seed)'")
            }
            options.randomSeed = value
        }
        if let statements = parameters.removeValue(forKey: "at") {
            options.statements = try timedStatements(statements)
        }
        return options
    }

    /// `at=1.0:isOn.toggle();2.5:count += 1; flag = false`: each `seconds:` starts the
    /// statements run at that time (the CLI's `--at 1.0 'isOn.toggle()'`); a `;` part that does
    /// not start with a number and a colon belongs to the statements before it, as in Swift.
    static func timedStatements(_ text: String) throws(ZoetropeError) -> [ImportOptions.TimedStatement] {
        var result: [ImportOptions.TimedStatement] = []
        for part in text.split(separator: ";", omittingEmptySubsequences: false) {
            if let colon = part.firstIndex(of: ":"),
                let time = Double(part[..<colon].trimmingCharacters(in: .whitespaces)), time >= 0, time.isFinite
            {
                result.append(.init(time: time, source: String(part[part.index(after: colon)...])))
            } else if !result.isEmpty {
                result[result.count - 1].source += ";" + part
            } else {
                throw .invalidOption("at", "at takes seconds:statements, e.g. at=1.0:isOn.toggle() (several separated by ';'), got '\(text)'")
            }
        }
        return result
    }

    /// The scene JSON for a Swift body, translated on the render queue (its bound on renders in
    /// flight and its deadline hold for the import too); a source that writes more views than
    /// `limits.maxNodes` (or an expression longer than `limits.maxExpressionLength`) stops translating there.
    static func scene(
        _ body: [UInt8], options: ImportOptions, limits: SceneLimits, renderer: any SceneRendering, queue: RenderQueue
    ) async throws(ZoetropeError) -> [UInt8] {
        var options = options
        options.bound(by: limits)
        // The queue cancels it on a timeout: the translation stops at its next view.
        let cancellation = RenderCancellation()
        return try await queue.run(cancellation: cancellation) { [options] () throws(ZoetropeError) in
            try scene(body, options: options, renderer: renderer, cancellation: cancellation)
        }
    }

    /// The scene JSON for a Swift body; a source outside the subset is a 422 `swift_import`
    /// whose diagnostics read `line:column: message`.
    static func scene(
        _ body: [UInt8], options: ImportOptions, renderer: any SceneRendering, cancellation: RenderCancellation = .never
    ) throws(ZoetropeError) -> [UInt8] {
        do {
            return try SwiftImport.checkedScene(String(decoding: body, as: UTF8.self), options: options, cancellation: cancellation) {
                renderer.check($0)
            }.json
        } catch {
            if cancellation.isCancelled { throw .renderCancelled(cancellation) }
            let diagnostics = error.diagnostics.map {
                Diagnostic(severity: $0.severity == .error ? .error : .warning, code: "swift_import", message: $0.description, path: "")
            }
            let first = diagnostics.first { $0.severity == .error } ?? diagnostics.first
            throw ZoetropeError(status: 422, code: "swift_import", message: first?.message ?? "the Swift source can't be imported", diagnostics: diagnostics)
        }
    }
}
