import Geometry

extension SceneTransition {
    /// How far `blurReplace` blurs and scales a view at its inserted or removed end (SwiftUI
    /// documents no values: see docs/deviations.md).
    public static let blurReplaceRadius = 10.0
    public static let blurReplaceSmallScale = 0.8
    public static let blurReplaceLargeScale = 1.2

    /// `.blurReplace(.downUp)` (the default) and `.blurReplace(.upUp)`: the view blurs, scales
    /// and fades out at its inserted or removed end. It comes in from smaller in both; it goes
    /// out smaller with `.downUp` and larger with `.upUp` ("scales the view up while both
    /// removing and inserting it").
    public static func blurReplace(scalesUpOnRemoval: Bool) -> SceneTransition {
        func effects(scale: Double) -> SceneTransition {
            .modifiers(
                active: [
                    .blur(radius: .constant(blurReplaceRadius), opaque: .constant(false)),
                    .scaleEffect(x: .constant(scale), y: .constant(scale), anchor: .constant(.center)), .opacity(.constant(0)),
                ],
                identity: [
                    .blur(radius: .constant(0), opaque: .constant(false)),
                    .scaleEffect(x: .constant(1), y: .constant(1), anchor: .constant(.center)), .opacity(.constant(1)),
                ])
        }
        let insertion = effects(scale: blurReplaceSmallScale)
        return scalesUpOnRemoval ? .asymmetric(insertion: insertion, removal: effects(scale: blurReplaceLargeScale)) : insertion
    }
}
