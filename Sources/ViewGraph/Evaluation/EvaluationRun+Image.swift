import Scene
import Views

extension EvaluationRun {
    /// The image with its `Image` methods folded in; a template image takes the foreground colour.
    func imageView(_ asset: ImageAsset, chain: [ChainLink], environment: ViewEnvironment) -> ImageView {
        var image = ImageView(asset: asset)
        var isTemplate = false
        for link in chain {
            guard case .image(let modifier) = link.modifier else { continue }
            let context = link.context
            switch modifier {
            case .resizable(let value): image.isResizable = value.evaluate(context, default: true)
            case .interpolation(let value): image.interpolation = value.evaluate(context, default: .high)
            case .renderingMode(let value): isTemplate = value.evaluate(context, default: .original) == .template
            case .antialiased(let value): image.isAntialiased = value.evaluate(context, default: true)
            }
        }
        if isTemplate { image.tint = environment.foregroundColor }
        return image
    }
}
