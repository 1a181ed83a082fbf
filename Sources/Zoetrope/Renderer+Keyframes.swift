import DisplayList
import Geometry
import Keyframes
import SVG
import Timeline

extension Renderer {
    /// The animated SVG of an executed timeline (`mode=keyframes`); `idPrefix` names its
    /// classes, animations and clip paths. Nothing moves in a scene without a timeline (or whose
    /// timeline changes nothing after time 0): its SVG is the snapshot.
    public func keyframes(_ animator: Animator, options: RenderOptions, idPrefix: String = "z") -> [UInt8] {
        keyframes(animator, options: options, idPrefix: idPrefix, budget: nil)
    }

    /// The animated SVG, bounded by `budget` (nil: unbounded); past a bound, no bytes.
    func keyframes(_ animator: Animator, options: RenderOptions, idPrefix: String, budget: RenderBudget?) -> [UInt8] {
        if animator.duration == 0 && !animator.repeatsForever {
            return snapshot(animator, at: 0, options: options, idPrefix: idPrefix, budget: budget)
        }
        let scene = animator.scene
        var encoder = KeyframeEncoder(
            format: options.format, precision: options.precision, idPrefix: idPrefix,
            glyphs: options.text == .paths ? typesetter : nil)
        encoder.drawnPaths = budget?.drawnPaths
        encoder.output = budget?.output
        return encoder.encode(animator, canvas: Size(width: scene.canvas.width, height: scene.canvas.height), background: scene.canvas.background)
    }
}
