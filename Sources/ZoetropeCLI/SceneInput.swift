import Foundation
import Zoetrope

/// Reads a scene from a file or, for `-`, standard input, never holding more than the limit:
/// the reading stops, with an error, at the first byte past it.
enum SceneInput {
    static let chunkSize = 65_536

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
