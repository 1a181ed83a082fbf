import Foundation
import SwiftImport
import Zoetrope
import ZoetropeServer

/// Reads a scene from a file or, for `-`, standard input, never holding more than the limit:
/// the reading stops, with an error, at the first byte past it.
enum SceneInput {
    static let chunkSize = 65_536

    /// The scene in a file: JSON, or for a `.swift` file (or `forceSwift`) the SwiftUI view
    /// it declares, translated and checked; warnings go to standard error.
    static func read(
        _ path: String, limit: Int, swift: SwiftOptions, forceSwift: Bool = false, configuration: ServerConfiguration
    ) throws -> [UInt8] {
        let bytes = try read(path, limit: limit)
        guard forceSwift || path.hasSuffix(".swift") else { return bytes }
        let name = path == "-" ? "<stdin>" : path
        let renderer = try Renderer(limits: configuration.limits, fontDirectory: configuration.fontDirectory, textPathCacheBytes: configuration.textPathCacheBytes)
        do {
            var options = try swift.importOptions()
            options.bound(by: configuration.limits.scene)
            let scene = try SwiftImport.checkedScene(String(decoding: bytes, as: UTF8.self), options: options) {
                renderer.check($0)
            }
            report(scene.warnings, file: name)
            return scene.json
        } catch let error as SwiftImportError {
            let errors = error.diagnostics.filter { $0.severity == .error }
            report(error.diagnostics, file: name)
            throw CommandError("\(name) can't be imported (\(errors.count) error\(errors.count == 1 ? "" : "s"))")
        }
    }

    private static func report(_ diagnostics: [ImportDiagnostic], file: String) {
        let text = diagnostics.map { $0.formatted(file: file) + "\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
    }

    static func read(_ path: String, limit: Int) throws -> [UInt8] {
        if path == "-" { return try read(FileHandle.standardInput, name: "standard input", limit: limit) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw CommandError("\(path): no such file")
        }
        guard !isDirectory.boolValue else { throw CommandError("\(path): is a folder, not a scene file") }
        guard let handle = FileHandle(forReadingAtPath: path) else { throw CommandError("\(path): cannot be opened for reading") }
        defer { try? handle.close() }
        return try read(handle, name: path, limit: limit)
    }

    private static func read(_ handle: FileHandle, name: String, limit: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        while true {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: min(chunkSize, limit - bytes.count + 1))
            } catch {
                throw CommandError("\(name): cannot be read (\(error.localizedDescription))")
            }
            guard let chunk, !chunk.isEmpty else { return bytes }
            bytes.append(contentsOf: chunk)
            if bytes.count > limit {
                throw CommandError("\(name) is larger than the limit of \(limit) bytes (limits.maxBodyBytes in config.yml)")
            }
        }
    }
}
