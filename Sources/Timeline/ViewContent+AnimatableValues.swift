import Geometry
import Layout
import Motion
import Views

extension ViewContent {
    /// Calls `visit` with every animatable number of the content, in the order and with the
    /// chain positions `LaidOutView.visitAnimatableValues` gives them after the frames and
    /// modifiers (`paint`: a colour's position), so that a content can be written apart from
    /// its view.
    public mutating func visitAnimatableValues(paint: Int, _ visit: (inout Double, Int) -> Void) {
        switch self {
        case .shape(var shape):
            if case .roundedRectangle(var radius) = shape.shape {
                visit(&radius, 0)
                shape.shape = .roundedRectangle(cornerRadius: radius)
            }
            if case .custom(var custom) = shape.shape {
                // animatableData: one Double, or an AnimatablePair chain, component by component.
                for index in custom.animatableIndices { visit(&custom.parameters[index], 0) }
                shape.shape = .custom(custom)
            }
            if var fill = shape.fill {
                LaidOutView.visit(&fill, paint, visit)
                shape.fill = fill
            }
            if var gradient = shape.gradient {
                LaidOutView.visit(&gradient, paint, visit)
                shape.gradient = gradient
            }
            if var stroke = shape.stroke {
                LaidOutView.visit(&stroke.color, paint, visit)
                visit(&stroke.lineWidth, 0)
                visit(&stroke.dashPhase, 0)
                if var gradient = stroke.gradient {
                    LaidOutView.visit(&gradient, paint, visit)
                    stroke.gradient = gradient
                }
                shape.stroke = stroke
            }
            if var trim = shape.trim {
                visit(&trim.from, 0)
                visit(&trim.to, 0)
                shape.trim = trim
            }
            if var strokedPath = shape.strokedPath {
                visit(&strokedPath.lineWidth, 0)
                visit(&strokedPath.dashPhase, 0)
                shape.strokedPath = strokedPath
            }
            self = .shape(shape)
        case .color(var color):
            LaidOutView.visit(&color, paint, visit)
            self = .color(color)
        case .divider(var color):
            LaidOutView.visit(&color, paint, visit)
            self = .divider(color: color)
        case .text(var text):
            LaidOutView.visit(&text.color, paint, visit)
            if var gradient = text.gradient {
                LaidOutView.visit(&gradient, paint, visit)
                text.gradient = gradient
            }
            // Size and spacing animate with the text's geometry (`relaidOutText` draws them).
            visit(&text.font.size, 0)
            visit(&text.styling.kerning, 0)
            visit(&text.styling.tracking, 0)
            // A rich text's runs' own colours, as the text's colour (the display list draws them
            // from the runs: `TextLayout.coloringRuns(as:)`).
            for index in text.runs.indices {
                guard var color = text.runs[index].color else { continue }
                LaidOutView.visit(&color, paint, visit)
                text.runs[index].color = color
            }
            self = .text(text)
        case .image(var image):
            // A template image's tint is the foreground colour, and animates like it.
            if var tint = image.tint {
                LaidOutView.visit(&tint, paint, visit)
                image.tint = tint
                self = .image(image)
            }
        case .vStack, .hStack, .zStack, .grid, .gridRow, .lazyGrid, .geometryReader, .viewThatFits, .scrollView, .waterfall, .spacer,
            .empty:
            break
        }
    }
}
