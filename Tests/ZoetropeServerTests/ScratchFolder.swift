import Foundation

/// Folders the tests write files into, all under one folder per test process
/// (`zoetrope-server-tests-<pid>` in the temporary directory). A run cannot remove its own
/// folder at the end (Swift Testing has no hook after the last test), so each run removes the
/// folders of earlier runs whose process is gone.
enum ScratchFolder {
    private static let prefix = "zoetrope-server-tests-"

    /// This process's folder, created (and the stale ones removed) on first use.
    private static let root: URL = {
        let temporary = FileManager.default.temporaryDirectory
        let names = (try? FileManager.default.contentsOfDirectory(atPath: temporary.path)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pid = Int32(name.dropFirst(prefix.count)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: temporary.appendingPathComponent(name))
        }
        return temporary.appendingPathComponent("\(prefix)\(getpid())")
    }()

    /// A new, empty folder whose name starts with `label`.
    static func make(_ label: String) throws -> URL {
        let folder = root.appendingPathComponent("\(label)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }
}
