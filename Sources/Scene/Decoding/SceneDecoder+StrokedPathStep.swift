import Views

extension SceneDecoder {
    /// `{"strokedPath": {"style": {StrokeStyle fields}, "path": […]}}`, a path element: the
    /// outline of the stroke of the nested elements, or without `path` of the path so far.
    /// Style numbers read the path's names.
    mutating func strokedPathStep(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> PathProgram.Step? {
        guard var args = object(json, at: path, subject: "strokedPath", expected: "an object with 'style' and 'path'") else { return nil }
        defer { finish(args, subject: "strokedPath", allowed: ["path", "style"]) }
        var modifier = StrokeModifier(color: nil)
        if let (value, stylePath) = args.take("style") {
            guard strokeStyle(value, at: stylePath, into: &modifier, hasLineWidth: false, subject: "strokedPath.style", scope: scope)
            else { return nil }
        }
        var body: [PathProgram.Step]?
        if let (value, stepsPath) = args.take("path") {
            guard let steps = pathSteps(value, at: stepsPath, subject: "strokedPath.path", scope: scope) else { return nil }
            body = steps
        }
        func expression(_ value: Dynamic<Double>) -> Expression {
            switch value {
            case .constant(let number): .constant(.number(number))
            case .expression(let expression): expression
            }
        }
        return .stroked(
            PathProgram.StrokedPathStep(
                lineWidth: expression(modifier.lineWidth), dashPhase: expression(modifier.dashPhase), lineCap: modifier.lineCap,
                lineJoin: modifier.lineJoin, miterLimit: modifier.miterLimit, dash: modifier.dash, body: body))
    }
}
