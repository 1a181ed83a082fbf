/// The environment at each link of a view's chain (``EvaluationRun/environments(along:from:)``):
/// element i is the parent's environment with links i..<count applied, element 0 the content's.
/// While no link sets a value, as in most chains, every element is the parent's environment,
/// stored once: environments are large, and a copy per link was a sixth of a card's evaluation.
struct ChainEnvironments {
    private let shared: ViewEnvironment
    /// One environment per element; empty when every element is `shared`.
    private let each: [ViewEnvironment]

    /// Every element `environment`.
    init(repeating environment: ViewEnvironment) {
        shared = environment
        each = []
    }

    /// The elements `environments` (not empty).
    init(_ environments: [ViewEnvironment]) {
        shared = environments[0]
        each = environments
    }

    /// Element `i`, borrowed.
    subscript(i: Int) -> ViewEnvironment {
        _read {
            if each.isEmpty { yield shared } else { yield each[i] }
        }
    }
}
