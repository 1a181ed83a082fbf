import SwiftSyntax

extension Translator {
    /// The whole scene: canvas, state, components, body and timeline; nil after an error that
    /// leaves nothing to translate.
    mutating func scene() -> JSONTree? {
        reportSyntaxErrors()
        collectViewStructs()
        var body: JSONTree
        if options.viewName == nil, let app = appContent() {
            // `WindowGroup { Root().modifier() }`: the root view with the App's modifiers.
            guard let view = view(app, context: ViewContext()) else { return nil }
            body = view
        } else {
            guard let root = rootView() else { return nil }
            var context = ViewContext()
            guard let view = inlineBody(of: root, context: &context) else { return nil }
            body = view
        }
        runTaps()
        runStatements()
        applyTapTriggers(to: &body)

        var members: [JSONTree.Member] = []
        if let canvas = canvas() { members.append(.init("canvas", canvas)) }
        if !state.isEmpty { members.append(.init("state", .object(state))) }
        if !shapes.isEmpty { members.append(.init("shapes", .object(shapes))) }
        if !namespaces.isEmpty { members.append(.init("namespaces", .array(namespaces.map { .string($0) }))) }
        if !components.isEmpty { members.append(.init("components", .object(components))) }
        members.append(.init("body", body))
        if !events.isEmpty {
            let ordered = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            members.append(.init("timeline", .array(ordered.map(\.element.event))))
        }
        return .object(members)
    }

    private func canvas() -> JSONTree? {
        var members: [JSONTree.Member] = []
        if let width = options.width { members.append(.init("width", .number(width))) }
        if let height = options.height { members.append(.init("height", .number(height))) }
        if let background = options.background { members.append(.init("background", .string(background))) }
        return members.isEmpty ? nil : .object(members)
    }

    /// Syntax errors, as the parser recovered from them.
    mutating func reportSyntaxErrors() {
        final class Finder: SyntaxVisitor {
            var found: [Syntax] = []
            override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
                found.append(Syntax(node))
                return .skipChildren
            }
            override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
                if token.presence == .missing { found.append(Syntax(token)) }
                return .skipChildren
            }
        }
        let finder = Finder(viewMode: .all)
        finder.walk(tree)
        for node in finder.found.prefix(10) {
            if let token = node.as(TokenSyntax.self) {
                error(token, token.text.isEmpty ? "Swift syntax error: something is missing here" : "Swift syntax error: expected '\(token.text)' here")
            } else {
                error(node, "Swift syntax error: unexpected '\(node.trimmedDescription.prefix(40))'")
            }
        }
    }

    /// Every `struct X: View`; other declarations are reported as skipped.
    private mutating func collectViewStructs() {
        var otherStructs: [StructDeclSyntax] = []
        var otherExtensions: [ExtensionDeclSyntax] = []
        for item in tree.statements {
            if case .decl(let decl) = item.item {
                if let structDecl = decl.as(StructDeclSyntax.self) {
                    let inherited = structDecl.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
                    if inherited.contains("View") {
                        viewStructs.append((structDecl.name.text, structDecl))
                        continue
                    }
                    if inherited.contains("Shape") {
                        shapeStructs.append((structDecl.name.text, structDecl))
                        continue
                    }
                    if inherited.contains("App") {
                        app = structDecl
                        continue
                    }
                    if inherited.contains("PreviewProvider") { continue }
                    if collectModifier(decl) { continue }
                    otherStructs.append(structDecl)
                    continue
                }
                if collectModifier(decl) { continue }
                if let extensionDecl = decl.as(ExtensionDeclSyntax.self) {
                    otherExtensions.append(extensionDecl)
                    continue
                }
                if decl.is(ImportDeclSyntax.self) { continue }
                if let enumDecl = decl.as(EnumDeclSyntax.self) {
                    collectEnum(enumDecl)
                    continue
                }
                if let macro = decl.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { continue }
                warning(decl, "this declaration is skipped; Zoetrope imports View, Shape and ViewModifier structs and 'extension View' methods (write helpers inside 'body')")
            } else {
                warning(item, "top-level code is skipped; only 'struct Name: View' is imported")
            }
        }
        for structDecl in collectDataStructs(collectScalarTypes(otherStructs, extensions: otherExtensions)) {
            warning(structDecl.name, "struct '\(structDecl.name.text)' is skipped; Zoetrope imports 'struct Name: View', 'Shape' and 'ViewModifier'")
        }
        for extensionDecl in otherExtensions where scalarTypes[extensionDecl.extendedType.trimmedDescription] == nil {
            warning(extensionDecl, "this declaration is skipped; Zoetrope imports View, Shape and ViewModifier structs and 'extension View' methods (write helpers inside 'body')")
        }
        final class Uses: SyntaxVisitor {
            var names: Set<String> = []
            var counts: [String: Int] = [:]
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, names.contains(name) {
                    counts[name, default: 0] += 1
                }
                return .visitChildren
            }
        }
        let finder = Uses(viewMode: .sourceAccurate)
        finder.names = Set(viewStructs.map(\.name))
        for view in viewStructs { finder.walk(view.decl.memberBlock) }
        uses = finder.counts
    }

    /// The view `--view` names, or the only one no other view uses.
    private mutating func rootView() -> StructDeclSyntax? {
        let names = viewStructs.map(\.name)
        if let wanted = options.viewName {
            if let found = viewStructs.first(where: { $0.name == wanted }) { return found.decl }
            diagnostics.append(ImportDiagnostic(
                .error, at: SourcePosition(line: 1, column: 1),
                names.isEmpty
                    ? "--view \(wanted): the file declares no 'struct Name: View'"
                    : "--view \(wanted): no such view; the file declares \(Self.list(names))"))
            return nil
        }
        if viewStructs.isEmpty {
            diagnostics.append(ImportDiagnostic(.error, at: SourcePosition(line: 1, column: 1), "the file declares no 'struct Name: View' to import"))
            return nil
        }
        let unused = viewStructs.filter { uses[$0.name, default: 0] == 0 }
        if unused.count == 1 { return unused[0].decl }
        let candidates = (unused.isEmpty ? viewStructs : unused).map(\.name)
        diagnostics.append(ImportDiagnostic(
            .error, at: SourcePosition(line: 1, column: 1),
            "the file declares several views (\(Self.list(candidates))); choose one with --view \(candidates[0])"))
        return nil
    }

    /// The view an `App`'s `WindowGroup { … }` shows, when it is one of the file's views.
    private mutating func appContent() -> ExprSyntax? {
        guard let app else { return nil }
        for member in app.memberBlock.members {
            guard let binding = member.decl.as(VariableDeclSyntax.self)?.bindings.first,
                binding.pattern.trimmedDescription == "body", case .getter(let statements)? = binding.accessorBlock?.accessors,
                let group = statements.first?.item.as(ExprSyntax.self)?.as(FunctionCallExprSyntax.self),
                group.calledExpression.trimmedDescription == "WindowGroup",
                let content = group.trailingClosure?.statements.first?.item.as(ExprSyntax.self)
            else { continue }
            var base = content
            while let call = base.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let inner = member.base {
                base = inner
            }
            guard let name = base.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                viewStructs.contains(where: { $0.name == name })
            else { return nil }
            uses[name, default: 0] += 1
            return content
        }
        return nil
    }

    static func list(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
}
