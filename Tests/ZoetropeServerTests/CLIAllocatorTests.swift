import Testing

/// The `zoetrope` executable allocates with jemalloc on Linux (Package.swift links it before
/// libc). Asked through jemalloc's own `MALLOC_CONF`, the process prints jemalloc's statistics
/// when it exits; their first `total:` row counts the allocations jemalloc served. jemalloc
/// merely loaded beside another allocator prints the statistics too, with a handful of its own.
@Suite struct CLIAllocatorTests {
    #if os(Linux)
    @Test func theExecutableAllocatesWithJemalloc() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid])
        let run = try CLITests.run(["render", "scene.json"], in: folder, environment: ["MALLOC_CONF": "stats_print:true"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("<svg"))
        #expect(run.stderr.contains("Begin jemalloc statistics"))
        // `total:  allocated  nmalloc  (#/sec)  ndalloc …`: loading fonts and rendering a text
        // allocate thousands of blocks.
        let total = try #require(run.stderr.split(separator: "\n").first { $0.hasPrefix("total:") })
        let fields = total.split(separator: " ")
        let allocations = try #require(fields.count > 2 ? Int(fields[2]) : nil)
        #expect(allocations > 1000)
    }

    @Test func withoutOptionsItPrintsNothingOfItsOwn() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid])
        let run = try CLITests.run(["render", "scene.json"], in: folder, environment: ["MALLOC_CONF": ""])
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }
    #endif
}
