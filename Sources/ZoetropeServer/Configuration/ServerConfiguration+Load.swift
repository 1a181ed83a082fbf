import Foundation
import Yams

extension ServerConfiguration {
    /// The file read when no `--config` is given; missing is fine (built-in defaults).
    public static let defaultPath = "config.yml"

    /// The built-in defaults, overridden by the YAML file, overridden by the `ZOETROPE_…`
    /// variables of `environment` (see ``ConfigurationKey/all``).
    ///
    /// - Parameters:
    ///   - path: a file given explicitly, which must exist; `nil` reads `defaultPath` if it exists.
    ///   - defaultPath: the file looked for when `path` is `nil`, relative to the working directory.
    /// - Throws: ``ConfigurationError`` naming the source and key of the first bad value; an
    ///   unknown key in the file is an error, so a typo never passes silently.
    public static func load(
        path: String?, environment: [String: String], defaultPath: String = defaultPath
    ) throws -> ServerConfiguration {
        var configuration = ServerConfiguration()
        if let file = try existingFile(explicit: path, default: defaultPath) {
            try configuration.apply(yaml: readFile(file), file: file)
            configuration.configFile = file
            configuration.publicDirectory = resolve(configuration.publicDirectory, relativeTo: file)
            configuration.examplesDirectory = resolve(configuration.examplesDirectory, relativeTo: file)
        }
        try configuration.apply(environment: environment)
        try configuration.validate()
        return configuration
    }

    /// Overrides from `ZOETROPE_…` variables; others are ignored.
    mutating func apply(environment: [String: String]) throws(ConfigurationError) {
        for key in ConfigurationKey.all {
            guard let value = environment[key.environment] else { continue }
            try apply(key, value, source: key.environment)
        }
    }

    /// Sets one key from text, prefixing any error with where the text came from.
    public mutating func apply(_ key: ConfigurationKey, _ value: String, source: String) throws(ConfigurationError) {
        do {
            try key.apply(&self, value)
        } catch {
            throw ConfigurationError("\(source): \(key.path) \((error as? ConfigurationError)?.message ?? "\(error)")")
        }
    }

    /// Checks that hold between keys, once every source has been applied.
    public func validate() throws(ConfigurationError) {
        if defaults.precision > limits.maxPrecision {
            throw ConfigurationError(
                "render.precision (\(defaults.precision)) must not exceed limits.maxPrecision (\(limits.maxPrecision))")
        }
        if defaults.fps > limits.maxFPS {
            throw ConfigurationError(
                "render.fps (\(Self.format(defaults.fps))) must not exceed limits.maxFPS (\(Self.format(limits.maxFPS)))")
        }
    }

    /// `30` rather than `30.0`, as the value would be written in the file.
    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    private static func existingFile(explicit path: String?, default defaultPath: String) throws(ConfigurationError) -> String? {
        var isDirectory: ObjCBool = false
        let candidate = path ?? defaultPath
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory) else {
            if path == nil { return nil }
            throw ConfigurationError("\(candidate): configuration file not found")
        }
        if isDirectory.boolValue {
            throw ConfigurationError("\(candidate): is a folder, not a configuration file")
        }
        return candidate
    }

    private static func readFile(_ file: String) throws(ConfigurationError) -> String {
        do {
            return try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw ConfigurationError("\(file): cannot be read as UTF-8 text (\(error.localizedDescription))")
        }
    }

    /// `path` as given when absolute, else relative to the folder of `file`.
    private static func resolve(_ path: String, relativeTo file: String) -> String {
        if path.hasPrefix("/") { return path }
        let folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        return folder.appendingPathComponent(path).standardizedFileURL.path
    }
}
