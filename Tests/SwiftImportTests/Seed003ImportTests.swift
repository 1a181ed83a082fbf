import SwiftImport
import Testing

/// Seed 003's Student views: a struct of stored properties is an object (state and parameters),
/// `Text(age, format: .number)` the number as text, `let _ = Self._printChanges()` a warning.
@Suite struct Seed003ImportTests {
    /// The seed's first split: the whole Student passed to each view.
    static let wholeStudent = #"""
        struct Student {
            var name: String
            var age: Int
        }

        struct RootView:View{
            @State var student = Student(name: "fat", age: 88)
            var body: some View{
                VStack{
                    StudentNameView(student: student)
                    StudentAgeView(student: student)
                    Button("random age"){
                        student.age = Int.random(in: 0...99)
                    }
                }
            }
        }

        // 分成小视图
        struct StudentNameView:View{
            let student:Student
            var body: some View{
                let _ = Self._printChanges()
                Text(student.name)
            }
        }

        struct StudentAgeView:View{
            let student:Student
            var body: some View{
                let _ = Self._printChanges()
                Text(student.age,format: .number)
            }
        }
        """#

    /// The seed's second split: only the name and the age passed (Student declared as in the first).
    static let fieldsOnly = #"""
        struct Student {
            var name: String
            var age: Int
        }


        struct RootView:View{
            @State var student = Student(name: "fat", age: 88)
            var body: some View{
                VStack{
                    StudentNameView(name: student.name) // 仅传递需要的数据
                    StudentAgeView(age:student.age)
                    Button("random age"){
                        student.age = Int.random(in: 0...99)
                    }
                }
            }
        }

        struct StudentNameView:View{
            let name:String // 需要的数据，这是构造参数
            var body: some View{
                let _ = Self._printChanges()
                Text(name)
            }
        }

        struct StudentAgeView:View{
            let age:Int
            var body: some View{
                let _ = Self._printChanges()
                Text(age,format: .number)
            }
        }
        """#

    /// What both draw: the name over the age, by hand.
    static let handWritten = #"""
        {"canvas": {"width": 200, "height": 100},
         "body": {"type": "VStack", "children": [{"type": "Text", "text": "fat"}, {"type": "Text", "text": "88"}]}}
        """#

    @Test(arguments: [wholeStudent, fieldsOnly])
    func studentViewsDrawTheNameAndTheAge(_ source: String) throws {
        let options = ImportOptions(width: 200, height: 100)
        let checked = try SwiftImport.checkedScene(source, options: options) { ImportTestSupport.renderer.check($0) }
        #expect(checked.warnings.map(\.description).filter { $0.contains("_printChanges") }.count == 2)
        let imported = Array(try ImportTestSupport.json(source, options).utf8)
        let snapshot = RenderOptionsForTest.snapshot(at: 0)
        #expect(try ImportTestSupport.svg(imported, options: snapshot) == ImportTestSupport.svg(Array(Self.handWritten.utf8), options: snapshot))
    }

    @Test func studentIsAnObject() throws {
        let scene = try SwiftImport.translate(Self.wholeStudent, options: ImportOptions()).scene
        #expect(scene["state"]?.compactText == #"{"student": {"name": "fat", "age": 88}}"#)
        #expect(scene["components"]?["StudentAgeView"]?.compactText
            == #"{"params": {"student": {"name": "", "age": 0}}, "body": {"type": "Text", "text": "\\(student.age)"}}"#)
        #expect(ImportTestSupport.diagnostics("""
            struct Student {
                var name: String
                var age: Int
            }
            struct V: View {
                @State var student = Student(name: "fat")
                var body: some View { Text(student.name) }
            }
            """) == ["6:26: error: 'Student(…)' needs 'age:' (its memberwise initializer)"])
    }
}
