/// The style sheet of a CSS keyframe document: every distinct `@keyframes` body and every
/// distinct class rule once, with short generated names (`idPrefix` plus a base-36 counter).
final class CSSRegistry {
    let prefix: String
    private var counter = 0
    /// The name of each `@keyframes` body and class rule so far: a document has a few of each,
    /// and a body runs to a kilobyte or more, which hashing read whole where comparing it with
    /// the few others stops at their lengths.
    private var keyframeNames = ListedTable<String, String>()
    private var classNames = ListedTable<String, String>()
    /// The rules so far, in the order they were first asked for, as UTF-8 bytes.
    private var sheet: [UInt8] = []
    /// The classes that animate a paint in linear light, by paint (`LinearPaints`).
    private var linearPaintClasses: [LinearPaints.Paint: [String]] = [:]

    init(prefix: String) {
        self.prefix = prefix
    }

    private func nextName() -> String {
        defer { counter += 1 }
        return prefix + String(counter, radix: 36)
    }

    /// The name in `slot`, a table's entry for a text ("" where it has none, which no name
    /// is), made there when missing; whether it was made. The entry is looked up once (asked
    /// for and then stored, the text was looked up twice).
    private func name(in slot: inout String) -> (name: String, isNew: Bool) {
        if !slot.isEmpty { return (slot, false) }
        slot = nextName()
        return (slot, true)
    }

    /// The name of a `@keyframes` rule with `body`.
    func keyframes(_ body: String) -> String {
        var (name, isNew) = ("", false)
        keyframeNames.update(body, initial: "") { (name, isNew) = self.name(in: &$0) }
        if isNew {
            NumberText.append("@keyframes ", to: &sheet)
            sheet.append(contentsOf: name.utf8)
            sheet.append(UInt8(ascii: "{"))
            sheet.append(contentsOf: body.utf8)
            sheet.append(UInt8(ascii: "}"))
        }
        return name
    }

    /// The class of a rule with `declarations`, whose animations move the custom properties of
    /// `linearPaints` (`LinearPaints`).
    func className(_ declarations: String, linearPaints: [LinearPaints.Paint] = []) -> String {
        var (name, isNew) = ("", false)
        classNames.update(declarations, initial: "") { (name, isNew) = self.name(in: &$0) }
        if isNew {
            // The declarations name the animations, which move these properties alone: a class
            // found again animates the same paints.
            for paint in linearPaints { linearPaintClasses[paint, default: []].append(name) }
            sheet.append(UInt8(ascii: "."))
            sheet.append(contentsOf: name.utf8)
            sheet.append(UInt8(ascii: "{"))
            sheet.append(contentsOf: declarations.utf8)
            sheet.append(UInt8(ascii: "}"))
        }
        return name
    }

    var isEmpty: Bool { sheet.isEmpty }

    /// The style sheet, rules in the order they were first asked for, then those of the
    /// paints animated in linear light.
    var text: String {
        guard !linearPaintClasses.isEmpty else { return String(decoding: sheet, as: UTF8.self) }
        return String(decoding: sheet + LinearPaints(prefix: prefix).rules(linearPaintClasses), as: UTF8.self)
    }
}
