/// The environment at each link of a view's chain (``EvaluationRun/environments(along:from:)``,
/// ``EvaluationRun/distinctEnvironments(along:from:)``):
/// element i is the parent's environment with links i..<count applied, element 0 the content's.
/// While no link sets a value, as in most chains, every element is the parent's environment,
/// stored once: environments are large, and a copy per link was a sixth of a card's evaluation.
/// When links set values, each distinct environment is stored once too (the parent's, then one
/// per setting link), with the element → environment map: a text's `font`, `bold` and padding
/// links hold three environments, not one per link plus the copies that filled the array.
struct ChainEnvironments {
    private let shared: ViewEnvironment
    /// One environment per element; empty when every element is `shared` or `distinct` is used.
    private let each: [ViewEnvironment]
    /// The distinct environments, and which of them each element is; empty unless built by
    /// `init(distinct:elements:)`.
    private let distinct: [ViewEnvironment]
    private let elements: [Int]

    /// Every element `environment`.
    init(repeating environment: ViewEnvironment) {
        shared = environment
        each = []
        distinct = []
        elements = []
    }

    /// The elements `environments` (not empty).
    init(_ environments: [ViewEnvironment]) {
        shared = environments[0]
        each = environments
        distinct = []
        elements = []
    }

    /// Element i is `distinct[elements[i]]` (`elements` not empty, each index valid).
    init(distinct: [ViewEnvironment], elements: [Int]) {
        shared = distinct[elements[0]]
        each = []
        self.distinct = distinct
        self.elements = elements
    }

    /// Calls `body` with a pointer to element `i`, in place: the subscript's element passed on as
    /// a value is copied first (and destroyed after).
    func withElement<Result>(_ i: Int, _ body: (UnsafePointer<ViewEnvironment>) -> Result) -> Result {
        if !elements.isEmpty {
            let element = elements[i]
            precondition(distinct.indices.contains(element), "environment \(element) of \(distinct.count)")
            return distinct.withUnsafeBufferPointer { body($0.baseAddress! + element) }
        }
        if each.isEmpty { return withUnsafePointer(to: shared, body) }
        precondition(each.indices.contains(i), "environment \(i) of \(each.count)")
        return each.withUnsafeBufferPointer { body($0.baseAddress! + i) }
    }

    /// Element `i`, borrowed.
    subscript(i: Int) -> ViewEnvironment {
        _read {
            if !elements.isEmpty {
                yield distinct[elements[i]]
            } else if each.isEmpty {
                yield shared
            } else {
                yield each[i]
            }
        }
    }
}
