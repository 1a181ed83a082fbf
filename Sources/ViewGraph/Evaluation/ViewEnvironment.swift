import Geometry
import Scene
import Views

/// The environment values the evaluator resolves: what `font`, `fontWeight`, `bold`, `italic`,
/// `foregroundColor`, `multilineTextAlignment`, `lineLimit` and `lineSpacing` set for the views
/// they wrap.
struct ViewEnvironment: Equatable {
    var colorScheme: ColorScheme
    /// The values of `environment` modifiers, by key (`env.<key>` in expressions).
    var values: [String: Value] = [:]
    var font: Font?
    /// Overrides the font's own weight (`fontWeight`, `bold`).
    var fontWeight: Font.Weight?
    var italic = false
    var foreground: Color?
    /// A gradient `foregroundStyle`: text, default shape fills and strokes, and symbols paint
    /// with it; what cannot (a template image's tint) takes `foreground`, its first colour.
    var foregroundGradient: GradientPaint? {
        get { foregroundGradientStorage.first }
        set { foregroundGradientStorage = newValue.map { [$0] } ?? [] }
    }
    private var foregroundGradientStorage: [GradientPaint] = []
    var textAlignment: TextAlignment = .leading
    var lineLimit: Int?
    var lineSpacing: Double = 0
    var imageScale: ImageScale = .medium
    var symbolVariant: SymbolVariants = .none
    /// `kerning`, `tracking`, `underline`, … (`ViewEnvironment+TextStyling.swift`).
    var textStyling = TextStyling()
    /// `contentTransition`: how the texts inside draw a change under an animation.
    var contentTransition: ContentTransition?
    /// Overrides the font's own design (`fontDesign`).
    var fontDesign: Font.Design?

    init(colorScheme: ColorScheme) {
        self.colorScheme = colorScheme
    }

    /// The font text is drawn with: `body` unless set, with the weight and italic overrides.
    var resolvedFont: Font {
        var resolved = font ?? .body
        if let fontWeight { resolved.weight = fontWeight }
        if let fontDesign { resolved.design = fontDesign }
        if italic { resolved.isItalic = true }
        return resolved
    }

    /// The foreground colour: `primary` of the colour scheme unless set.
    var foregroundColor: Color {
        foreground ?? Color.system("primary", scheme: colorScheme) ?? .black
    }

    /// Whether `modifier` is an environment modifier: one that `applying(_:)` reads. Every
    /// other modifier leaves the environment as it is.
    static func isSet(by modifier: SceneModifier) -> Bool {
        switch modifier {
        case .font, .fontWeight, .bold, .italic, .foregroundColor, .multilineTextAlignment, .lineLimit, .lineSpacing,
            .imageScale, .symbolVariant, .textStyle, .environment:
            true
        default:
            false
        }
    }

    /// This environment with `link`'s modifier applied, when it is an environment modifier
    /// (`isSet(by:)`, the one list of them: a modifier missing there is applied nowhere, not only
    /// where chains skip the copy). A modifier whose value is absent (`null`) leaves the
    /// environment as it is.
    func applying(_ link: ChainLink) -> ViewEnvironment {
        withUnsafePointer(to: self) { environment in withUnsafePointer(to: link) { Self.applying($0, to: environment) } }
    }

    /// `applying(_:)` for the link and the environment at two pointers, read in place: read from
    /// arrays and passed as values, each was copied first and destroyed after (see
    /// `EvaluationRun.distinctEnvironments(along:from:)`).
    static func applying(_ link: UnsafePointer<ChainLink>, to environment: UnsafePointer<ViewEnvironment>) -> ViewEnvironment {
        guard isSet(by: link.pointee.modifier) else { return environment.pointee }
        var copy = environment.pointee
        apply(link, to: &copy)
        return copy
    }

    /// `applying(_:to:)` in place: an environment already copied where it is to be kept is not
    /// copied again to be returned.
    static func apply(_ link: UnsafePointer<ChainLink>, to environment: inout ViewEnvironment) {
        let context = link.pointee.context
        switch link.pointee.modifier {
        case .font(let font): environment.font = font.resolved(context)
        case .fontWeight(let weight): if let w = weight.evaluate(context) { environment.fontWeight = w }
        case .bold(let bold): if bold.evaluate(context) == true { environment.fontWeight = .bold }
        case .italic(let italic): if italic.evaluate(context) == true { environment.italic = true }
        case .foregroundColor(let color):
            if let gradient = color.gradient {
                let resolved = gradient.resolved(
                    context, scheme: environment.colorScheme, foreground: environment.foregroundColor)
                environment.foregroundGradient = resolved
                if let first = resolved.stops.first { environment.foreground = first.color }
            } else if let c = color.resolved(context, scheme: environment.colorScheme) {
                environment.foreground = c
                environment.foregroundGradient = nil
            }
        case .multilineTextAlignment(let alignment):
            if let a = alignment.evaluate(context) { environment.textAlignment = a }
        case .lineLimit(let limit): environment.lineLimit = limit?.evaluate(context).map { max(1, $0) }
        case .lineSpacing(let spacing): if let s = spacing.evaluate(context) { environment.lineSpacing = s }
        case .imageScale(let scale): if let s = scale.evaluate(context) { environment.imageScale = s }
        case .symbolVariant(let variant): if let v = variant.evaluate(context) { environment.symbolVariant = v }
        case .textStyle(let style): environment.apply(style, context: context)
        case .environment(let assignments):
            for assignment in assignments {
                let value = assignment.value.evaluate(context)
                environment.values[assignment.key] = value.isNull ? nil : value
            }
        default: break
        }
    }

    /// This environment with the `environment` modifiers of `chain` applied, outermost first.
    func applyingValues(of chain: [InheritedModifier]) -> ViewEnvironment {
        var result = self
        for link in chain.reversed() {
            guard case .environment = link.modifier else { continue }
            result = result.applying(ChainLink(modifier: link.modifier, context: result.context(link.context), index: ""))
        }
        return result
    }

    /// What expressions read as `env`: the values set, and `colorScheme`.
    var environmentObject: Value {
        var fields = values
        fields["colorScheme"] = .string(colorScheme.rawValue)
        return .object(fields)
    }

    /// `context` reading this environment's values as `env`.
    func context(_ context: EvaluationContext) -> EvaluationContext {
        var copy = context
        copy["env"] = environmentObject
        return copy
    }
}
