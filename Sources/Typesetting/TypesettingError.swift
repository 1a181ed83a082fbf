/// Why a ``Typesetter`` could not start.
public enum TypesettingError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Font files that do not exist or cannot be opened, as full paths.
    case missingFonts([String])
    /// A file that exists but is not a font HarfBuzz can read.
    case unreadableFont(String)

    public var description: String {
        switch self {
        case .missingFonts(let paths):
            "missing font file\(paths.count == 1 ? "" : "s"): \(paths.joined(separator: ", ")) "
                + "(install fonts-dejavu-core and fonts-dejavu-extra, or set ZOETROPE_FONT_DIR to a folder holding them)"
        case .unreadableFont(let path):
            "not a readable font file: \(path)"
        }
    }
}
