import DisplayList
import Geometry
import Layout
import SVG
import Scene
import Typesetting
import ViewGraph
import Zoetrope

/// Where a render's time goes: each pipeline stage of one scene, measured on its own.
func runStageBenchmarks(_ name: String, _ json: String) {
    guard let typesetter = try? Typesetter(), let scene = try? Scene.decode(Array(json.utf8)) else {
        print("stage benchmarks for \(name) skipped: the scene or the fonts did not load")
        return
    }
    let bytes = Array(json.utf8)
    let evaluator = SceneEvaluator(scene: scene)
    let root = evaluator.evaluate(state: evaluator.initialState)
    let canvas = Size(width: scene.canvas.width, height: scene.canvas.height)
    let engine = LayoutEngine(measurer: typesetter)
    let laidOut = engine.layout(root, in: canvas)
    let builder = DisplayListBuilder(glyphs: typesetter)
    let list = builder.build(laidOut, canvas: canvas, background: scene.canvas.background)
    let writer = SVGWriter(precision: 2, idPrefix: "z")
    bench("stage \(name): decode", unit: "doc", seconds: 0.5) { blackHole(try? Scene.decode(bytes)) }
    bench("stage \(name): evaluate", unit: "doc", seconds: 0.5) { blackHole(evaluator.evaluate(state: evaluator.initialState)) }
    bench("stage \(name): layout", unit: "doc", seconds: 0.5) { blackHole(engine.layout(root, in: canvas)) }
    bench("stage \(name): display list", unit: "doc", seconds: 0.5) {
        blackHole(builder.build(laidOut, canvas: canvas, background: scene.canvas.background))
    }
    bench("stage \(name): SVG write", unit: "doc", seconds: 0.5) { blackHole(writer.write(list)) }
}
