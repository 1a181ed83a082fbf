import ArgumentParser
import Foundation
import Zoetrope

/// The one place the CLI words its failures: `error: ` and a message on standard error, then
/// exit status 1 (invalid input, failure) or 2 (a flag with a bad value).
enum CommandFailure {
    static let usageExitCode: Int32 = 2

    /// Runs `body`, turning any error it throws into a message and an exit status.
    static func reporting(_ body: () async throws -> Void) async throws {
        do {
            try await body()
        } catch let exit as ExitCode {
            throw exit
        } catch let error as ZoetropeError where error.code == "invalid_option" {
            report("--\(error.path): \(error.message)")
            throw ExitCode(usageExitCode)
        } catch let error as ZoetropeError {
            report(describe(error))
            throw ExitCode.failure
        } catch {
            report("\(error)")
            throw ExitCode.failure
        }
    }

    /// `path: message [code]`, or the message alone when the error has no path.
    static func describe(_ error: ZoetropeError) -> String {
        error.path.isEmpty ? error.message : "\(place(error.path)): \(error.message) [\(error.code)]"
    }

    /// A JSON pointer as it is; an option's name (a limit on `fps`, say) as its flag.
    private static func place(_ path: String) -> String {
        path.hasPrefix("/") ? path : "--\(path)"
    }

    static func report(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }
}

/// A failure the CLI words itself (exit status 1).
struct CommandError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
