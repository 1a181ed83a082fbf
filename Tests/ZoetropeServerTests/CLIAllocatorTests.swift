import Testing

/// The `zoetrope` executable allocates with jemalloc on Linux (Package.swift links it before
/// libc): asked through jemalloc's own `MALLOC_CONF`, the process prints jemalloc's statistics
/// when it exits, which glibc's allocator would ignore.
@Suite struct CLIAllocatorTests {
    #if os(Linux)
    @Test func theExecutableAllocatesWithJemalloc() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid])
        let run = try CLITests.run(["render", "scene.json"], in: folder, environment: ["MALLOC_CONF": "stats_print:true"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("<svg"))
        #expect(run.stderr.contains("Begin jemalloc statistics"))
    }

    @Test func withoutOptionsItPrintsNothingOfItsOwn() throws {
        let folder = try CLITests.folder(["scene.json": CLITests.valid])
        let run = try CLITests.run(["render", "scene.json"], in: folder, environment: ["MALLOC_CONF": ""])
        #expect(run.status == 0)
        #expect(run.stderr == "")
    }
    #endif
}
