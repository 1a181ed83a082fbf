import Foundation

/// A failed file-system call worded as a sentence that names the path: `out.svg: cannot be
/// written: the folder out does not exist`.
enum FileSystemError {
    /// `path: <action>: <reason from errno>`.
    static func make(_ path: String, _ action: String, errno code: Int32) -> CommandError {
        CommandError("\(path): \(action): \(reason(code, path: path))")
    }

    /// The reason for `errno`, in words that fit after "cannot be written:".
    static func reason(_ code: Int32, path: String) -> String {
        switch code {
        case ENOENT:
            "the folder \(folder(of: path)) does not exist"
        case EACCES, EPERM:
            "permission denied"
        case EISDIR:
            "it is a folder"
        case ENOTDIR:
            "a part of the path is not a folder"
        case ENOSPC, EDQUOT:
            "no space is left on the device"
        case EROFS:
            "the file system is read-only"
        case ENXIO:
            "nothing is reading at the other end (a socket or a FIFO without reader cannot be opened)"
        case ENAMETOOLONG:
            "the name is too long"
        case ELOOP:
            "too many symbolic links"
        default:
            String(cString: strerror(code)).lowercased()
        }
    }

    /// The folder part of `path`, `.` for a bare name.
    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }
}
