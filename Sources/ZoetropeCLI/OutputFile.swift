import Foundation
import Zoetrope

/// Where a command writes its result: standard output, or a file written atomically (so a
/// failed command leaves no partial file); a path ending in `.svgz` is gzip-compressed.
enum OutputFile {
    static func write(_ bytes: [UInt8], to path: String?) throws {
        guard let path, path != "-" else {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        let data = Data(path.hasSuffix(".svgz") ? Gzip.compress(bytes, level: 9) : bytes)
        do {
            try data.write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw CommandError("\(path): cannot be written (\(error.localizedDescription))")
        }
    }
}
