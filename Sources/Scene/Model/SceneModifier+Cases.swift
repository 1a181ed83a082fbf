/// Tests of a modifier's case for the walks that look for a few kinds of modifier in a list:
/// matching an element of an array against a case that binds a value copies the whole
/// modifier first, where a test of the case alone reads it in place. The walks test first and
/// bind only the modifiers they want.
extension SceneModifier {
    /// An `id` modifier.
    public var isID: Bool {
        if case .id = self { return true }
        return false
    }

    /// A `gridCell…` modifier.
    public var isGridCell: Bool {
        if case .gridCell = self { return true }
        return false
    }

    /// An `alignmentGuide` modifier.
    public var isAlignmentGuide: Bool {
        if case .alignmentGuide = self { return true }
        return false
    }

    /// A modifier that may hold modifiers of its own: an animator's content, a scoped
    /// `animation`'s or a `transaction`'s body.
    public var mayHoldModifiers: Bool {
        switch self {
        case .animation, .transaction, .keyframeAnimator, .phaseAnimator: true
        default: false
        }
    }

    /// `mayHoldModifiers` of the modifier at `modifier`, read in place: the property's `self`
    /// is a copy of the whole modifier.
    static func mayHoldModifiers(at modifier: UnsafePointer<SceneModifier>) -> Bool {
        switch modifier.pointee {
        case .animation, .transaction, .keyframeAnimator, .phaseAnimator: true
        default: false
        }
    }

    /// Whether the modifier at `modifier` is one ``SceneFacts`` notes: an action, an
    /// `environment` value or an animator.
    static func concernsSceneFacts(at modifier: UnsafePointer<SceneModifier>) -> Bool {
        switch modifier.pointee {
        case .action, .environment, .keyframeAnimator, .phaseAnimator: true
        default: false
        }
    }
}
