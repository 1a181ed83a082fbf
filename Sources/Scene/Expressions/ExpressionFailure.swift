/// An error found while parsing or checking one expression, before it is given its JSON path.
struct ExpressionFailure: Error {
    enum Code: String {
        case syntax = "expression_syntax"
        case typeMismatch = "type_mismatch"
        case unknownName = "unknown_name"
        case unknownMember = "unknown_member"
        case unknownFunction = "unknown_function"
        case argumentCount = "argument_count"
        case tooLong = "expression_too_long"
        case tooDeep = "expression_too_deep"
    }

    var code: Code
    var message: String

    func sceneError(path: String) -> SceneError {
        SceneError(kind: .invalidScene, code: code.rawValue, message: message, path: path)
    }
}
