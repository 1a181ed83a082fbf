/// The renderer's version. Embed URLs' `ETag`s include it, so raise it with every change to
/// what a scene renders to.
public enum ZoetropeVersion {
    public static let current = "0.16.0"
}
