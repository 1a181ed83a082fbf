import Cancellation
import Foundation
import Zoetrope

/// libFuzzer's entry point (`make fuzz`): one input is a scene, decoded and rendered in the mode
/// its hash picks — keyframes as CSS or SMIL, a snapshot, frames, a trace or a check — under the
/// server's default limits and a deadline, as a request would be. Any crash, sanitizer report
/// or hang (libFuzzer's `-timeout`) is a finding; refused scenes and timed-out renders are not.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let renderer = FuzzRenderer.shared
    let cancellation = RenderCancellation(timeout: .seconds(2))
    var hash: UInt32 = 2_166_136_261
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    switch hash % 7 {
    case 0: _ = try? renderer.render(bytes, options: RenderOptions(mode: .keyframes, format: .css), cancellation: cancellation)
    case 1: _ = try? renderer.render(bytes, options: RenderOptions(mode: .keyframes, format: .smil), cancellation: cancellation)
    case 2: _ = try? renderer.render(bytes, options: RenderOptions(mode: .snapshot, time: Double(hash % 40) / 10), cancellation: cancellation)
    case 3: _ = try? renderer.render(bytes, options: RenderOptions(mode: .snapshot, time: 0.3, text: .text), cancellation: cancellation)
    case 4: _ = try? renderer.render(bytes, options: RenderOptions(mode: .frames, fps: 10), cancellation: cancellation)
    case 5: _ = try? renderer.trace(bytes, cancellation: cancellation)
    default: _ = renderer.check(bytes)
    }
    return 0
}

/// The entry point: libFuzzer's driver, given the command line. (SwiftPM names an executable's
/// entry point itself, so libFuzzer's own `main` is not used.)
@main
enum FuzzMain {
    static func main() {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
    }
}

/// libFuzzer's driver (in the runtime `-sanitize=fuzzer` links).
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>, Int) -> CInt
) -> CInt

/// The renderer every input shares, as the server's requests do (its caches included).
enum FuzzRenderer {
    static let shared: Renderer = {
        do {
            return try Renderer(limits: RenderLimits(maxFrames: 40))
        } catch {
            fatalError("the fuzz target cannot load its fonts: \(error)")
        }
    }()
}
