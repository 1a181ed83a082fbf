import Views

/// `{"alignmentGuide": {"leading": "d.width / 2"}}`: one or more built-in guides, each a number or
/// an expression reading `d` (the view's dimensions).
extension SceneDecoder {
    /// The type of `d`: the view's size and its default guides.
    public static let viewDimensionsType = ValueType.object(
        Dictionary(uniqueKeysWithValues: (["width", "height"] + GuideKey.allCases.map(\.rawValue)).map { ($0, ValueType.number) }))

    mutating func alignmentGuide(_ json: JSONValue, at path: JSONPath, scope: NameScope) -> SceneModifier? {
        guard case .object(let members) = json, !members.isEmpty else {
            log.record(
                .typeMismatch("alignmentGuide", expected: "an object of guides and values ({\"leading\": \"d.width / 2\"})", got: json),
                at: path)
            return nil
        }
        let inner = scope.adding("d", Self.viewDimensionsType)
        var entries: [AlignmentGuideEntry] = []
        var valid = true
        for member in members {
            let memberPath = path.appending(member.key)
            guard let guide = GuideKey(rawValue: member.key) ?? customAlignments[member.key].map({ GuideKey.custom($0) }) else {
                let hint =
                    member.key == "center"
                    ? Problem(
                        code: "unknown_value",
                        message: "alignmentGuide has two centres: write horizontalCenter (HorizontalAlignment.center) or verticalCenter (VerticalAlignment.center)")
                    : .unknownName(member.key, category: "alignment guide", candidates: GuideKey.allCases.map(\.rawValue) + customAlignments.keys.sorted())
                log.record(hint, at: memberPath)
                valid = false
                continue
            }
            if let value = number(member.value, at: memberPath, subject: "alignmentGuide.\(member.key)", scope: inner) {
                entries.append(AlignmentGuideEntry(guide: guide, value: value))
            } else {
                valid = false
            }
        }
        return valid ? .alignmentGuide(entries) : nil
    }
}
