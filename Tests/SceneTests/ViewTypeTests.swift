import Testing

@testable import Scene

/// `SceneDecoder.isViewType`: the switch names exactly the built-in view types.
@Suite struct ViewTypeTests {
    @Test func everyBuiltInViewTypeIsOne() {
        for type in SceneDecoder.viewTypes { #expect(SceneDecoder.isViewType(type), "\(type)") }
        #expect(SceneDecoder.viewTypes.count == 31)
    }

    @Test func otherNamesAreNot() {
        for type in ["", "text", "Button", "VStack ", "Stack", "LazyVStack", "Shape"] {
            #expect(!SceneDecoder.isViewType(type), "\(type)")
        }
    }
}
