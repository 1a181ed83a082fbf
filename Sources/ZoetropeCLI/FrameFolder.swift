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
        for (index, svg) in frames.enumerated() {
            try OutputFile.write(svg, to: (path as NSString).appendingPathComponent(Self.fileName(index: index, count: frames.count)))
            progress(index + 1)
        }
    }

    /// Creates the folder and any missing parents, as `mkdir -p` does.
    func create() throws {
        var info = stat()
        if stat(path, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else { throw CommandError("\(path): is a file, not a folder") }
            return
        }
        var partial = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            partial = (partial as NSString).appendingPathComponent(String(component))
            if mkdir(partial, 0o777) != 0 && errno != EEXIST {
                throw FileSystemError.make(path, "cannot create the folder", errno: errno)
            }
        }
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw CommandError("\(path): cannot create the folder: a part of the path is a file")
        }
    }
}
