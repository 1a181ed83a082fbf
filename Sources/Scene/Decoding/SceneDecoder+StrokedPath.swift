import Geometry
import Views

extension SceneDecoder {
    /// A `Path` view with fixed `svg` data and a constant `strokedPath` is stroked now: an
    /// outline past `maxStrokedPathElements` is refused at its `strokedPath`. (Other shapes
    /// take their size from layout; their outlines are cut short at render time.)
    mutating func checkStrokedPathLimit(_ kind: SceneView.Kind?, _ list: ModifierList) {
        guard case .shape(.path(let program))? = kind else { return }
        var path = Path()
        for step in program.steps {
            guard case .fixed(let fixed) = step else { return }
            path.addPath(fixed)
        }
        var trim: ShapeTrim?
        for index in list.modifiers.indices {
            switch list.modifiers[index] {
            case .trim(let from, let to):
                guard let from = from.constantValue, let to = to.constantValue else { return }
                trim = ShapeTrim(from: from, to: to)
            case .strokedPath(let modifier, let maxElements):
                guard let width = modifier.lineWidth.constantValue, let phase = modifier.dashPhase.constantValue else { return }
                var style = StrokedPathStyle(lineWidth: width, maxElements: maxElements)
                style.lineCap = modifier.lineCap
                style.lineJoin = modifier.lineJoin
                style.miterLimit = modifier.miterLimit
                style.dash = modifier.dash
                style.dashPhase = phase
                let source = trim.map { path.trimmed(from: $0.from, to: $0.to) } ?? path
                if !source.stroked(style).complete {
                    log.record(
                        .limit("the stroked outline has more than maxStrokedPathElements (\(maxElements)) elements, dash steps counted"),
                        at: list.path(of: index).appending("strokedPath"))
                }
                return
            default: continue
            }
        }
    }
}
