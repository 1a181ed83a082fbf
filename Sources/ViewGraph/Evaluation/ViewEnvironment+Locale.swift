import Views

extension ViewEnvironment {
    /// The locale text is set in: `environment.locale` when it is a string of letters, digits,
    /// `-` and `_` (at most 35 characters, BCP 47's longest useful tag), otherwise "en".
    var locale: String {
        guard case .string(let locale)? = values["locale"], !locale.isEmpty, locale.count <= 35,
            locale.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return "en" }
        return locale
    }
}

extension ViewEnvironment {
    /// `environment.layoutDirection`: right to left when it is "rightToLeft".
    var layoutDirection: LayoutDirection {
        if case .string("rightToLeft")? = values["layoutDirection"] { .rightToLeft } else { .leftToRight }
    }
}
