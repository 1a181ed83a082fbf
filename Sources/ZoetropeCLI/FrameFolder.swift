import Foundation

/// The folder `zoetrope frames` writes into: created when missing, one `frame-NNNN.svg` per frame.
struct FrameFolder {
    let path: String

    /// `frame-0000.svg` for frame 0 of fewer than 10 000; more frames get more digits, so the
    /// names always sort in frame order.
    static func fileName(index: Int, count: Int) -> String {
        let digits = max(4, String(max(count - 1, 0)).count)
        let number = String(index)
        return "frame-" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".svg"
    }

    /// Writes `frames` in order, calling `progress` with the count written after each file.
    func write(_ frames: [[UInt8]], progress: (Int) -> Void = { _ in }) throws {
        try create()
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        for (index, svg) in frames.enumerated() {
            let name = Self.fileName(index: index, count: frames.count)
            do {
                try Data(svg).write(to: folder.appendingPathComponent(name), options: .atomic)
            } catch {
                throw CommandError("\((path as NSString).appendingPathComponent(name)): cannot be written (\(error.localizedDescription))")
            }
            progress(index + 1)
        }
    }

    private func create() throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CommandError("\(path): is a file, not a folder") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CommandError("\(path): cannot create the folder (\(error.localizedDescription))")
        }
    }
}
