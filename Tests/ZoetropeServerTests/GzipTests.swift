import Foundation
import Testing
import Zoetrope

@Suite struct GzipTests {
    /// 200 KiB of text that repeats with variation: several deflate blocks and output chunks.
    static let text: [UInt8] = Array((0..<4_000).map { "<path d=\"M\($0) 0L\($0 * 7 % 113) 9\"/>\n" }.joined().utf8)

    @Test(arguments: [Int32(0), 1, 6, 9])
    func roundTrips(level: Int32) {
        let compressed = Gzip.compress(Self.text, level: level)
        #expect(Array(compressed.prefix(3)) == [0x1f, 0x8b, 8])  // RFC 1952 magic and CM = deflate
        #expect(Gzip.decompress(compressed, limit: Self.text.count) == Self.text)
    }

    @Test func compressesRepetitiveText() {
        #expect(Gzip.compress(Self.text).count < Self.text.count / 4)
    }

    @Test func emptyInputRoundTrips() {
        let compressed = Gzip.compress([])
        #expect(compressed.count == 20)  // 10-byte header, 2-byte empty final block, 8-byte trailer
        #expect(Gzip.decompress(compressed, limit: 0) == [])
    }

    @Test func refusesOutputPastTheLimit() {
        let compressed = Gzip.compress(Self.text)
        #expect(Gzip.decompress(compressed, limit: Self.text.count - 1) == nil)
    }

    @Test func refusesTruncatedCorruptAndNonGzipData() {
        let compressed = Gzip.compress(Self.text)
        #expect(Gzip.decompress(Array(compressed.dropLast(9)), limit: 1 << 20) == nil)
        var corrupt = compressed
        corrupt[compressed.count - 1] ^= 0xff  // the length in the trailer
        #expect(Gzip.decompress(corrupt, limit: 1 << 20) == nil)
        #expect(Gzip.decompress(Array("plain text".utf8), limit: 1 << 20) == nil)
        #expect(Gzip.decompress([], limit: 1 << 20) == nil)
    }

    @Test func acceptsConcatenatedMembersLikeGzip() {
        let joined = Gzip.compress(Array("Hello, ".utf8)) + Gzip.compress(Array("world".utf8))
        #expect(Gzip.decompress(joined, limit: 100) == Array("Hello, world".utf8))
    }

    @Test func theSystemGzipToolReadsTheOutput() throws {
        let gzip = ["/usr/bin/gzip", "/bin/gzip"].first { FileManager.default.isExecutableFile(atPath: $0) }
        try #require(gzip != nil, "gzip is not installed")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gzip!)
        process.arguments = ["-d", "-c"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Write from another thread: gzip may fill the output pipe before it reads all its input.
        let compressed = Gzip.compress(Self.text)
        let writer = Thread {
            input.fileHandleForWriting.write(Data(compressed))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let decompressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(Array(decompressed) == Self.text)
    }
}
