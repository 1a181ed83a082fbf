import Scene
import Testing
import Views

/// `"alignments"`: declarations and their uses, with pinned errors.
@Suite struct CustomAlignmentDecodingTests {
    static let declarations = #""alignments": {"firstThird": {"axis": "vertical", "default": "d.height / 3"}, "accounts": {"axis": "horizontal", "default": 4}}"#

    @Test func aDeclaredAlignmentIsUsedByStacksAndGuides() throws {
        let scene = try decodeScene(sceneJSON(
            body: #"""
                {"type": "HStack", "alignment": "firstThird", "children": [
                  {"type": "Rectangle", "modifiers": [{"alignmentGuide": {"firstThird": "d.height / 2"}}]},
                  {"type": "VStack", "alignment": "accounts", "children": []},
                  {"type": "Rectangle", "modifiers": [{"frame": {"width": 10, "alignment": "accounts"}}]}]}
                """#, extra: Self.declarations))
        guard case .hStack(.constant(.custom(let id)), _, let children) = scene.body.kind else {
            Issue.record("expected an HStack aligned on a custom id: \(scene.body.kind)")
            return
        }
        #expect(id.name == "firstThird" && id.axis == .vertical)
        // Its default, d.height / 3, for a 90-point-tall view.
        #expect(id.defaultValue(ViewDimensions(width: 10, height: 90)) == 30)
        guard case .alignmentGuide(let entries) = children[0].modifiers.first else {
            Issue.record("expected an alignmentGuide")
            return
        }
        #expect(entries.map(\.guide) == [.custom(id)])
        guard case .vStack(.constant(.custom(let accounts)), _, _) = children[1].kind else {
            Issue.record("expected a VStack aligned on accounts")
            return
        }
        #expect(accounts.defaultValue(ViewDimensions(width: 50, height: 50)) == 4)
    }

    @Test(arguments: [
        (#"{"type": "VStack", "alignment": "firstThird", "children": []}"#, "/body/alignment",
         "VStack.alignment: 'firstThird' is a vertical alignment; a horizontal one is needed here"),
        (#"{"type": "HStack", "alignment": "accounts", "children": []}"#, "/body/alignment",
         "HStack.alignment: 'accounts' is a horizontal alignment; a vertical one is needed here"),
        (#"{"type": "Rectangle", "modifiers": [{"alignmentGuide": {"firstThrd": 1}}]}"#, "/body/modifiers/0/alignmentGuide/firstThrd",
         "unknown alignment guide 'firstThrd'; did you mean 'firstThird'?"),
    ])
    func aUseOfTheWrongAxisOrAnUnknownNameIsRefused(body: String, path: String, message: String) {
        let error = sceneError(sceneJSON(body: body, extra: Self.declarations))?.primary
        #expect(error?.path == path)
        #expect(error?.message == message)
    }

    @Test(arguments: [
        (#""alignments": {"leading": {"axis": "horizontal", "default": 0}}"#, "/alignments/leading",
         "alignment 'leading' is built in; give a custom alignment a name of its own"),
        (#""alignments": {"mid": {"axis": "diagonal", "default": 0}}"#, "/alignments/mid/axis",
         "alignments.mid.axis must be \"horizontal\" or \"vertical\", got 'diagonal'"),
        (#""alignments": {"mid": {"axis": "vertical"}}"#, "/alignments/mid", "alignments.mid is missing 'default'"),
        (#""alignments": {"mid": {"axis": "vertical", "default": "d.depth"}}"#, "/alignments/mid/default", nil),
        (#""alignments": {"mid": {"axis": "vertical", "default": "count"}}"#, "/alignments/mid/default", nil),
        (#""alignments": [1]"#, "/alignments",
         "alignments must be an object of named alignments ({\"firstThird\": {\"axis\": \"vertical\", \"default\": \"d.height / 3\"}}), got an array"),
    ])
    func aBadDeclarationIsRefusedAtItsPath(extra: String, path: String, message: String?) {
        let error = sceneError(sceneJSON(body: #"{"type": "Rectangle"}"#, state: #"{"count": 1}"#, extra: extra))?.primary
        #expect(error?.path == path)
        if let message { #expect(error?.message == message) }
    }
}
