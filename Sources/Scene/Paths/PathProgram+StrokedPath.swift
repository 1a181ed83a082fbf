import Views

extension PathProgram {
    /// `{"strokedPath": {"style": {…}, "path": […]}}` in a path: the outline of the stroke of
    /// the elements in `path`, added to the path (`path.addPath(sub.strokedPath(style))`); without
    /// `path`, the path so far is replaced by its outline (`path = path.strokedPath(style)`).
    public struct StrokedPathStep: Hashable, Sendable {
        public var lineWidth: Expression
        public var dashPhase: Expression
        public var lineCap: LineCap
        public var lineJoin: LineJoin
        public var miterLimit: Double
        public var dash: [Double]
        /// nil: the path drawn so far.
        public var body: [Step]?
    }
}
