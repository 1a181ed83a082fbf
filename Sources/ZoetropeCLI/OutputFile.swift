import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Zoetrope

/// Where a command writes its result: standard output, or a file; a path ending in `.svgz` is
/// gzip-compressed.
///
/// A regular file (new or existing) is replaced atomically, so a failed command leaves no
/// partial file: the bytes go to a temporary file beside it, which is then renamed over it. A
/// symbolic link is followed and its target written (the link stays). A device, FIFO or other
/// special file is written in place, as `cat > path` would (`-o /dev/null`, a pipe to another
/// program), never replaced. A folder is refused.
enum OutputFile {
    static func write(_ bytes: [UInt8], to path: String?) throws {
        guard let path, path != "-" else {
            FileHandle.standardOutput.write(Data(bytes))
            return
        }
        let data = path.hasSuffix(".svgz") ? Gzip.compress(bytes, level: 9) : bytes
        if path.hasSuffix("/") {
            throw CommandError("\(path): is a folder, not a file; name the file to write, e.g. \(path)scene.svg")
        }
        var info = stat()
        // stat follows symbolic links: the kind of file that will receive the bytes.
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                throw CommandError("\(path): is a folder, not a file; name the file to write, e.g. \(path)/scene.svg")
            case S_IFREG:
                try replace(resolvingLinks(path), with: data, shownAs: path)
            default:
                try writeInPlace(path, data)
            }
        } else if errno == ENOENT, lstat(path, &info) == 0 {
            // A dangling link: create the file it points to.
            try replace(resolvingLinks(path), with: data, shownAs: path)
        } else if errno == ENOENT {
            try replace(path, with: data, shownAs: path)
        } else {
            throw FileSystemError.make(path, "cannot be written", errno: errno)
        }
    }

    /// The file at the end of `path`'s chain of symbolic links (its folders' links are left to
    /// the system).
    private static func resolvingLinks(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = target.hasPrefix("/") ? target : (FileSystemError.folder(of: current) as NSString).appendingPathComponent(target)
        }
        return current
    }

    /// Writes a temporary file beside `target` and renames it over `target`. When no file can be
    /// created in that folder but `target` exists, it is written in place instead.
    private static func replace(_ target: String, with data: [UInt8], shownAs path: String) throws {
        let folder = FileSystemError.folder(of: target)
        var template = Array((folder as NSString).appendingPathComponent(".zoetrope-XXXXXX").utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            let code = errno
            if access(target, F_OK) == 0 { return try writeInPlace(target, data, shownAs: path) }
            throw FileSystemError.make(path, "cannot be written", errno: code)
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        do {
            try writeAll(descriptor, data, path: path)
            // mkstemp's 0600, widened to what a new file gets (0666 less the umask) or the old file's mode.
            var existing = stat()
            let mode = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : 0o666 & ~currentUmask()
            fchmod(descriptor, mode)
            guard close(descriptor) == 0 else { throw FileSystemError.make(path, "cannot be written", errno: errno) }
            guard rename(temporary, target) == 0 else { throw FileSystemError.make(path, "cannot be written", errno: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
    }

    /// Opens `path` for writing, truncating a regular file, and writes `data` to it.
    private static func writeInPlace(_ path: String, _ data: [UInt8], shownAs shown: String? = nil) throws {
        let name = shown ?? path
        let descriptor = open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileSystemError.make(name, "cannot be written", errno: errno) }
        defer { close(descriptor) }
        try writeAll(descriptor, data, path: name)
    }

    private static func writeAll(_ descriptor: Int32, _ data: [UInt8], path: String) throws {
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw FileSystemError.make(path, "cannot be written", errno: errno)
                }
                offset += written
            }
        }
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0)
        umask(mask)
        return mask
    }
}
