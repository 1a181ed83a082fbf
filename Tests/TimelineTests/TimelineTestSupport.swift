import Geometry
import Layout
import Scene
import Timeline
import Typesetting
import Views

/// Builds animators from scene JSON and reads presented values.
enum TimelineTestSupport {
    static let typesetter: Typesetter = {
        do { return try Typesetter() } catch { fatalError("fonts are missing (make test installs them): \(error)") }
    }()

    static func animator(_ json: String) throws -> Animator {
        let scene = try Scene.decode(Array(json.utf8))
        return Animator(scene: scene, measurer: typesetter)
    }
}

extension LaidOutView {
    /// The view with `id` in this branch (children and decorations included).
    func find(_ id: String) -> LaidOutView? {
        if self.id == id { return self }
        for child in children { if let found = child.find(id) { return found } }
        for decoration in decorations.values { if let found = decoration.find(id) { return found } }
        return nil
    }

    var opacity: Double? {
        for case .opacity(let value) in node.modifiers { return value }
        return nil
    }

    var scale: Double? {
        for case .scaleEffect(let x, _, _) in node.modifiers { return x }
        return nil
    }

    var offset: (x: Double, y: Double)? {
        for case .offset(let x, let y) in node.modifiers { return (x, y) }
        return nil
    }
}

/// `abs(a − b) ≤ tolerance`.
func close(_ a: Double?, _ b: Double, _ tolerance: Double = 1e-6) -> Bool {
    guard let a else { return false }
    return abs(a - b) <= tolerance
}
