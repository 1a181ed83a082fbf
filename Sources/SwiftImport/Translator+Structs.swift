import SwiftSyntax

/// What a view struct declares: `@State` variables, parameters (stored properties) and its body.
struct ViewMembers {
    struct Property {
        var name: String
        var value: JSONTree
        var node: Syntax
    }

    var state: [Property] = []
    var parameters: [Property] = []
    /// Computed properties: expressions put in where they are read, and `some View` ones.
    var computed: [(name: String, binding: PatternBindingSyntax, statements: CodeBlockItemListSyntax)] = []
    var computedViews: [(name: String, statements: CodeBlockItemListSyntax)] = []
    /// Closure parameters (`let onTap: () -> Void`), with their default closures.
    var actions: [(name: String, initial: ExprSyntax?)] = []
    /// `@Binding var isOn: Bool`: names that stand for a state of the view using this one.
    var bindings: [Property] = []
    /// `let namespace: Namespace.ID`: parameters a `@Namespace` is passed in.
    var namespaceParameters: [Property] = []
    /// Names declared with one of the file's enums as their type (`@State var mode: Mode = .off`),
    /// with its cases.
    var enumTyped: [String: Set<String>] = [:]
    var body: CodeBlockItemListSyntax?
}

extension Translator {
    mutating func members(of decl: StructDeclSyntax) -> ViewMembers {
        var members = ViewMembers()
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else {
                let what = member.decl.as(FunctionDeclSyntax.self).map { "function '\($0.name.text)'" }
                    ?? (member.decl.is(InitializerDeclSyntax.self) ? "an init" : "this declaration")
                error(member.decl, "\(what) in view '\(decl.name.text)' is not supported; Zoetrope imports '@State' variables, stored properties and 'body' (write the expression inside 'body' instead)")
                continue
            }
            let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    error(binding.pattern, "only simple names are supported in view properties")
                    continue
                }
                if name == "body" {
                    members.body = body(of: binding)
                    continue
                }
                if let cases = enumCases(ofType: binding.typeAnnotation?.type) ?? binding.initializer.flatMap({ enumCases(of: $0.value) }) {
                    members.enumTyped[name] = cases
                }
                if binding.accessorBlock != nil {
                    computedProperty(name, binding, into: &members)
                    continue
                }
                if attributes.isEmpty, Self.isActionType(binding.typeAnnotation?.type) {
                    members.actions.append((name, binding.initializer?.value))
                    continue
                }
                if let special = bindingOrNamespace(attributes.first, name: name, binding: binding, attributes: variable.attributes) {
                    switch special {
                    case .binding(let property): members.bindings.append(property)
                    case .namespaceParameter(let property): members.namespaceParameters.append(property)
                    case .namespace, .refused: break
                    }
                    continue
                }
                if let attribute = attributes.first, attribute != "State" {
                    error(variable.attributes, "'@\(attribute)' is not supported; use '@State' with a literal initial value or a stored property")
                    continue
                }
                let isState = attributes.first == "State"
                let value: JSONTree?
                if isState, let optional = optionalState(name, binding: binding) {
                    value = optional
                } else if let initializer = binding.initializer {
                    value = literal(initializer.value, subject: isState ? "@State '\(name)'" : "'\(name)'")
                } else if isState {
                    error(binding, "@State '\(name)' needs a literal initial value, as in '@State private var \(name) = false'")
                    value = nil
                } else {
                    value = defaultValue(binding.typeAnnotation?.type, name: name, node: binding)
                }
                guard let value else { continue }
                let property = ViewMembers.Property(name: name, value: located(value, binding), node: Syntax(binding))
                if isState { members.state.append(property) } else { members.parameters.append(property) }
            }
        }
        if members.body == nil {
            error(decl.name, "view '\(decl.name.text)' has no 'var body: some View { … }'")
        }
        return members
    }

    private mutating func body(of binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements): return statements
        case .accessors(let accessors):
            if let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body {
                return body.statements
            }
        case nil: break
        }
        error(binding, "'body' must be a computed property: 'var body: some View { … }'")
        return nil
    }

    /// A parameter's value when its declaration gives none: the type's zero.
    private mutating func defaultValue(_ type: TypeSyntax?, name: String, node: some SyntaxProtocol) -> JSONTree? {
        let spelled = type?.trimmedDescription ?? ""
        switch spelled {
        case "Bool": return .bool(false)
        case "Int", "Double", "CGFloat", "Float": return .number("0")
        case "String", "LocalizedStringKey": return .string("")
        case "Color": return .string("clear")
        default:
            if spelled.hasPrefix("[") { return .array([]) }
            if dataStructs[spelled] != nil { return dataDefault(spelled, node: node) }
            error(node, "parameter '\(name)' of type '\(spelled)' is not supported; parameters are Bool, Int, Double, CGFloat, String, Color or arrays, with an optional literal default ('var \(name): Double = 1')")
            return nil
        }
    }

    /// Translates the root view (or a custom view used once without parameters) in place: its
    /// state joins the scene's state, its body is translated in `context`.
    mutating func inlineBody(of decl: StructDeclSyntax, context: inout ViewContext) -> JSONTree? {
        // Views used once are written in place: one that (through others) uses itself would
        // never end.
        let name = decl.name.text
        let isRoot = componentsInProgress.isEmpty
        return enteringView(name, decl) { translator, members in translator.inlineBody(of: decl, members, isRoot: isRoot, context: context) }
    }

    private mutating func inlineBody(of decl: StructDeclSyntax, _ members: ViewMembers, isRoot: Bool, context: ViewContext) -> JSONTree? {
        let name = decl.name.text
        for property in members.bindings + members.namespaceParameters {
            error(property.node, "'\(property.name)' of '\(name)', the imported view, is given by the view that uses it; import that view (--view Parent), which passes '\(property.name): \(members.bindings.contains(where: { $0.name == property.name }) ? "$state" : "namespace")'")
        }
        for property in members.state + members.parameters {
            if state.contains(where: { $0.key == property.name }) {
                error(property.node, "state '\(property.name)' of '\(decl.name.text)' has the name of another view's state; rename one of them")
                continue
            }
            state.append(.init(property.name, property.value))
        }
        guard let body = members.body else { return nil }
        return withComputedProperties(members) { translator in
            // `--at` statements read the imported view's names.
            if isRoot { translator.rootScope = translator.scope }
            return translator.single(translator.views(body, context: context), at: decl.name)
        }
    }

    /// Runs `body` with the view struct `name` marked as being translated and its members; a
    /// view that (through others) contains itself would never end, and is an error.
    mutating func enteringView<T>(_ name: String, _ decl: StructDeclSyntax, _ body: (inout Translator, ViewMembers) -> T?) -> T? {
        if componentsInProgress.contains(name) {
            error(decl.name, "view '\(name)' contains itself; Zoetrope's views can't be recursive")
            return nil
        }
        componentsInProgress.insert(name)
        defer { componentsInProgress.remove(name) }
        let members = members(of: decl)
        return body(&self, members)
    }

    /// Makes the component for a custom view (once) and says whether it exists.
    mutating func component(_ name: String, decl: StructDeclSyntax) -> ViewMembers? {
        let members = members(of: decl)
        if components.contains(where: { $0.key == name }) { return members }
        if componentsInProgress.contains(name) {
            error(decl.name, "view '\(name)' contains itself; Zoetrope's views can't be recursive")
            return nil
        }
        componentsInProgress.insert(name)
        componentState[name] = members.state.map { .init($0.name, $0.value) }
        defer { componentsInProgress.remove(name) }
        guard let bodyStatements = members.body else { return nil }
        let context = ViewContext(component: name, appearsAtStart: false)
        guard let body = withComputedProperties(members, { $0.single($0.views(bodyStatements, context: context), at: decl.name) }) else { return nil }
        var entry: [JSONTree.Member] = []
        if !members.parameters.isEmpty {
            entry.append(.init("params", .object(members.parameters.map { .init($0.name, $0.value) })))
        }
        if !members.state.isEmpty {
            entry.append(.init("state", .object(members.state.map { .init($0.name, $0.value) })))
        }
        entry.append(.init("body", body))
        components.append(.init(name, located(.object(entry), decl.name)))
        return members
    }

    /// One view from several: a Group when there are more than one.
    func single(_ views: [JSONTree], at node: some SyntaxProtocol) -> JSONTree? {
        if views.count == 1 { return views[0] }
        return located(.object(["type": .string("Group"), "children": .array(views)]), node)
    }
}
