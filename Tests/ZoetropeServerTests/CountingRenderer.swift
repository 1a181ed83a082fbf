import Scene
import Synchronization
import Zoetrope
import ZoetropeServer

/// `FakeSceneRenderer` that counts its renders, to tell cache hits from renders.
final class CountingRenderer: SceneRendering {
    private let count = Atomic<Int>(0)
    private let fake = FakeSceneRenderer()

    var renders: Int { count.load(ordering: .relaxed) }

    func render(_ json: [UInt8], options: RenderOptions) throws(ZoetropeError) -> RenderOutput {
        count.add(1, ordering: .relaxed)
        return try fake.render(json, options: options)
    }

    func trace(_ json: [UInt8]) throws(ZoetropeError) -> RenderOutput { try fake.trace(json) }
    func check(_ json: [UInt8]) -> [Diagnostic] { fake.check(json) }
}
