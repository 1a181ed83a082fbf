import SwiftImport
import Testing

/// Views, modifiers, transitions and data structs that use the next one are translated where they
/// are used, so the stack grows with the syntax levels of every use in the chain together; past
/// 1,000 (the source's own nesting limit) that is an error, where a chain of 1,600 views took the process
/// down.
@Suite struct ExpansionDepthImportTests {
    func errors(_ source: String) -> [String] {
        do {
            _ = try SwiftImport.checkedScene(source) { ImportTestSupport.renderer.check($0) }
            return []
        } catch {
            return error.diagnostics.filter { $0.severity == .error }.map(\.description)
        }
    }

    /// Views V0 … V`count`, each on a line of its own (V0 on line 1), each showing the next.
    func viewChain(_ count: Int) -> String {
        (0..<count).map { "struct V\($0):View{var body:some View{V\($0 + 1)()}}\n" }.joined()
            + "struct V\(count):View{var body:some View{Text(\"x\")}}\n"
    }

    @Test func aChainOfViewsPastTheNestingLimitIsAnError() {
        // A use `V(n+1)()` sits 13 syntax levels down: the file, its item list and item, the
        // struct, its member block, list and item, the var, its binding list and binding, the
        // getter's block, its item list and item. 76 uses are 988 levels; the 77th, in V76 on line
        // 77 at column 36, makes 1,001.
        #expect(errors(viewChain(76)) == [])
        #expect(errors(viewChain(300)) == [
            "77:36: error: what is used here (a view, property, modifier, transition or data struct of the file) nests more than 1000 syntax levels deep with what it is used in (1001), more than a scene can hold [limit_exceeded]",
        ])
    }

    @Test func computedPropertiesCountWithTheViewsAroundThem() {
        // Each view reads 20 computed properties, each a VStack around the next (18 levels a read:
        // the reference, its code block item and list, the closure, the VStack call, its item and
        // list, the getter, the binding and its list, the var, the member item, list and block, the
        // struct, its item and list, the file), the last showing the next view: about 370 levels
        // a view. Each view's own count stays below 1,000, so only the total stops the chain,
        // which ran the importer out of stack at 60 views of 50 reads.
        let views = (0..<10).map { i in
            "struct V\(i): View {\n" + (0..<20).map { "var p\($0): some View { VStack { p\($0 + 1) } }\n" }.joined()
                + "var p20: some View { V\(i + 1)() }\nvar body: some View { p0 }\n}\n"
        }.joined() + "struct V10: View { var body: some View { Text(\"x\") } }\n"
        let found = errors(views)
        #expect(found.count == 1 && found[0].hasSuffix("more than a scene can hold [limit_exceeded]"), "\(found)")
    }

    @Test func chainsOfModifiersTransitionsAndDataStructsToo() {
        let modifiers = "struct Root:View{var body:some View{Text(\"x\").modifier(M0())}}\n"
            + (0..<300).map { "struct M\($0):ViewModifier{func body(content:Content)->some View{content.modifier(M\($0 + 1)())}}\n" }.joined()
            + "struct M300:ViewModifier{func body(content:Content)->some View{content.opacity(0.5)}}\n"
        let transitions = "extension AnyTransition {\n" + (0..<300).map { "static var t\($0): AnyTransition { .t\($0 + 1) }\n" }.joined()
            + "static var t300: AnyTransition { .opacity }\n}\nstruct Root:View{var body:some View{Text(\"x\").transition(.t0)}}\n"
        let data = (0..<300).map { "struct S\($0) { var a = S\($0 + 1)() }\n" }.joined() + "struct S300 { var a = 1 }\n"
            + "struct Root:View{@State var s = S0()\nvar body:some View{Text(\"x\")}}\n"
        for source in [modifiers, transitions, data] {
            let found = errors(source)
            #expect(found.count == 1 && found[0].hasSuffix("more than a scene can hold [limit_exceeded]"), "\(found)")
        }
    }
}
