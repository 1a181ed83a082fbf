import SwiftSyntax

extension Translator {
    /// `.environment(\.layoutDirection, .rightToLeft)` and `.environment(\.locale, Locale(identifier: "ja"))`:
    /// the format's `environment` modifier with SwiftUI's own keys (docs/scene-format.md).
    mutating func environment(_ call: FunctionCallExprSyntax, arguments: Arguments) -> JSONTree? {
        let all = arguments.all
        guard all.count == 2, all[0].label.isEmpty, all[1].label.isEmpty, let keyPath = all[0].expression.as(KeyPathExprSyntax.self),
            keyPath.root == nil, keyPath.components.count == 1, case .property(let property) = keyPath.components.first!.component
        else {
            error(call, "write environment as .environment(\\.layoutDirection, .rightToLeft) or .environment(\\.locale, Locale(identifier: \"ja\"))")
            return nil
        }
        let value = all[1].expression
        switch property.declName.baseName.text {
        case "layoutDirection":
            guard let member = value.as(MemberAccessExprSyntax.self),
                member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "LayoutDirection",
                ["leftToRight", "rightToLeft"].contains(member.declName.baseName.text)
            else {
                error(value, "layoutDirection is .leftToRight or .rightToLeft")
                return nil
            }
            return .object([JSONTree.Member("layoutDirection", located(.string(member.declName.baseName.text), value))])
        case "locale":
            guard let locale = value.as(FunctionCallExprSyntax.self),
                locale.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Locale",
                let identifier = Arguments(locale).named("identifier")?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            else {
                error(value, "write the locale as Locale(identifier: \"ja\")")
                return nil
            }
            return .object([JSONTree.Member("locale", located(.string(identifier), value))])
        case let other:
            error(all[0].expression, "the environment key '\\.\(other)' is not imported; only \\.layoutDirection and \\.locale are (other values: write them in the JSON scene)")
            return nil
        }
    }
}
