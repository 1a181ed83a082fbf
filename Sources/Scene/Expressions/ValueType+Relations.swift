extension ValueType {
    /// The least type that holds values of both: `null` joins to the other side, arrays join
    /// element-wise, objects join to the union of their fields, anything else to `any`.
    public func joined(with other: ValueType) -> ValueType {
        switch (self, other) {
        case _ where self == other: return self
        case (.null, _): return other
        case (_, .null): return self
        case (.array(let a), .array(let b)): return .array(a.joined(with: b))
        case (.object(let a), .object(let b)):
            return .object(a.merging(b) { $0.joined(with: $1) })
        default: return .any
        }
    }

    /// Whether a value of this type may stand where `expected` is required.
    ///
    /// `any` on either side passes (the value is converted at run time); `null` passes
    /// everywhere; an object passes when it has every field of the expected object.
    public func isAssignable(to expected: ValueType) -> Bool {
        switch (self, expected) {
        case (.any, _), (_, .any), (.null, _): return true
        case (.array(let a), .array(let b)): return a.isAssignable(to: b)
        case (.object(let a), .object(let b)):
            return b.allSatisfy { key, type in a[key].map { $0.isAssignable(to: type) } ?? false }
        default: return self == expected
        }
    }

    /// The noun phrase used in messages: "a number", "an array", "any value".
    var phrase: String {
        switch self {
        case .number: "a number"
        case .bool: "a bool"
        case .string: "a string"
        case .null: "null"
        case .array: "an array"
        case .object: "an object"
        case .any: "any value"
        }
    }

    /// `phrase`, naming an array's element type: "an array of numbers".
    var detailedPhrase: String {
        guard case .array(let element) = self, element != .any else { return phrase }
        return "an array of \(element.plural)"
    }

    private var plural: String {
        switch self {
        case .number: "numbers"
        case .bool: "bools"
        case .string: "strings"
        case .null: "nulls"
        case .array: "arrays"
        case .object: "objects"
        case .any: "values"
        }
    }

    /// The words before "expression" in "got a bool expression 'x'": "a bool", "a null",
    /// "an array of strings".
    var expressionPhrase: String {
        switch self {
        case .null: "a null"
        case .any: "an untyped"
        default: detailedPhrase
        }
    }

    /// Whether both are concrete types of different kinds, so comparing them is certainly a mistake.
    func isDistinctKind(from other: ValueType) -> Bool {
        switch (self, other) {
        case (.any, _), (_, .any), (.null, _), (_, .null): false
        case (.number, .number), (.bool, .bool), (.string, .string), (.array, .array), (.object, .object): false
        default: true
        }
    }
}
