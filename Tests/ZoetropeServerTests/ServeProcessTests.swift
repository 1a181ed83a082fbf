import Foundation
import Testing

/// `zoetrope serve` as a process: it starts, answers, and stops cleanly on SIGTERM.
@Suite struct ServeProcessTests {
    @Test func servesAndStopsOnSIGTERM() throws {
        let binary = try #require(CLITests.binary, "the zoetrope executable was not found beside the tests")
        let folder = try CLITests.folder()
        let process = Process()
        process.executableURL = binary
        process.arguments = ["serve", "--port", "0", "--host", "127.0.0.1"]
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.filter { !$0.key.hasPrefix("ZOETROPE_") }
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let log = Locked("")
        errors.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            log.set(log.get() + String(decoding: data, as: UTF8.self))
        }
        try process.run()
        defer {
            if process.isRunning { process.terminate() }
            errors.fileHandleForReading.readabilityHandler = nil
        }

        // "… ready at http://127.0.0.1:PORT"
        let deadline = Date().addingTimeInterval(30)
        var port: Int?
        while port == nil, Date() < deadline, process.isRunning {
            Thread.sleep(forTimeInterval: 0.05)
            if let line = log.get().split(separator: "\n").first(where: { $0.contains("ready at http://") }) {
                port = line.split(separator: ":").last.flatMap { Int($0) }
            }
        }
        try #require(port != nil, "no 'ready at' line; log: \(log.get())")

        let curl = ["/usr/bin/curl", "/bin/curl"].first { FileManager.default.isExecutableFile(atPath: $0) }
        if let curl {
            let request = Process()
            request.executableURL = URL(fileURLWithPath: curl)
            request.arguments = ["-sS", "--max-time", "10", "http://127.0.0.1:\(port!)/healthz"]
            let output = Pipe()
            request.standardOutput = output
            try request.run()
            let body = output.fileHandleForReading.readDataToEndOfFile()
            request.waitUntilExit()
            #expect(String(decoding: body, as: UTF8.self) == #"{"status":"ok"}"#)
        }

        // A second server on the same address fails at start-up, saying why.
        let second = try CLITests.run(["serve", "--port", String(port!), "--host", "127.0.0.1"], in: folder)
        #expect(second.status == 1)
        #expect(second.stderr.contains("error: cannot listen on 127.0.0.1:\(port!): "))

        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
    }
}
