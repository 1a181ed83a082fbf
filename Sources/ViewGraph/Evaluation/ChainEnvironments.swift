/// The environment at each link of a view's chain (``EvaluationRun/environments(along:from:)``):
/// element i is the parent's environment with links i..<count applied, element 0 the content's.
/// While no link sets a value, as in most chains, every element is the parent's environment,
/// stored once: environments are large, and a copy per link was a sixth of a card's evaluation.
/// When links set values (in a scene without `environment` values), each distinct environment is
/// stored once too, the parent's and one per setting link, with the element → environment map:
/// a text's `font`, `bold` and padding links hold three environments, not one per link.
struct ChainEnvironments {
    /// An environment with setting links applied, in a class so that an element read through the
    /// subscript is borrowed from it (an array of environments yields a copy of the element).
    private final class Applied {
        let environment: ViewEnvironment

        init(_ environment: ViewEnvironment) {
            self.environment = environment
        }
    }

    private let shared: ViewEnvironment
    /// One environment per element; empty when every element is `shared` or `elements` is used.
    private let each: [ViewEnvironment]
    /// With `elements`: the environments with setting links applied, innermost last.
    private let applied: [Applied]
    /// Which environment each element is: 0 `shared`, k `applied[k − 1]`; empty unless built by
    /// `init(applying:to:)`.
    private let elements: [Int]

    /// Every element `environment`.
    init(repeating environment: ViewEnvironment) {
        shared = environment
        each = []
        applied = []
        elements = []
    }

    /// The elements `environments` (not empty).
    init(_ environments: [ViewEnvironment]) {
        shared = environments[0]
        each = environments
        applied = []
        elements = []
    }

    /// The environments along `chain` from the parent's `environment`, for a scene that sets no
    /// `environment` values (the links' contexts stay as they are): from the outermost link in,
    /// each link that sets a value (`ViewEnvironment.isSet(by:)`) applied to the environment
    /// outside it, as `EvaluationRun.environments(along:from:)` applies them, so every element
    /// is the same value.
    init(applying chain: [ChainLink], to environment: ViewEnvironment) {
        var applied: [Applied] = []
        var elements = [Int](repeating: 0, count: chain.count + 1)
        for i in stride(from: chain.count - 1, through: 0, by: -1) {
            guard ViewEnvironment.isSet(by: chain[i].modifier) else {
                elements[i] = elements[i + 1]
                continue
            }
            let outside = elements[i + 1]
            let inside =
                outside == 0 ? environment.applying(chain[i]) : applied[outside - 1].environment.applying(chain[i])
            applied.append(Applied(inside))
            elements[i] = applied.count
        }
        shared = environment
        each = []
        self.applied = applied
        self.elements = elements
    }

    /// Element `i`, borrowed.
    subscript(i: Int) -> ViewEnvironment {
        _read {
            if !elements.isEmpty {
                let k = elements[i]
                if k == 0 { yield shared } else { yield applied[k - 1].environment }
            } else if each.isEmpty {
                yield shared
            } else {
                yield each[i]
            }
        }
    }
}
