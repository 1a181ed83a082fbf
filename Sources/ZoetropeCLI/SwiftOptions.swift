import ArgumentParser
import SwiftImport

/// What a SwiftUI source file can't say: which view, the canvas, and the taps and statements
/// that make its timeline (`zoetrope import`, and every command given a `.swift` file).
struct SwiftOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The View struct to import (default: the only one no other view uses).", valueName: "Name"))
    var view: String?

    @Option(help: ArgumentHelp("Taps a Button, Toggle or onTapGesture view at a time: its action runs then (repeatable).", valueName: "label@seconds"))
    var tap: [String] = []

    @Option(
        parsing: .upToNextOption,
        help: ArgumentHelp("Runs Swift statements at a time: --at 1.0 'isOn.toggle()' (repeatable).", valueName: "seconds statement"))
    var at: [String] = []

    @Option(
        name: .customLong("random-seed"),
        help: ArgumentHelp("The seed of Bool.random(), Int.random(in:) and Double.random(in:) in tapped actions (default 0).", valueName: "n"))
    var randomSeed: UInt64?

    @Option(help: ArgumentHelp("The canvas of an imported view: width x height in points, e.g. 400x300.", valueName: "WxH"))
    var canvas: String?

    @Option(help: ArgumentHelp("The canvas background of an imported view (a colour).", valueName: "color"))
    var background: String?

    /// The options, or a usage error naming the flag.
    func importOptions() throws -> ImportOptions {
        var options = ImportOptions(viewName: view, background: background)
        if let randomSeed { options.randomSeed = randomSeed }
        if let canvas {
            let sides = canvas.split(separator: "x").map { Double($0) }
            guard sides.count == 2, let width = sides[0], let height = sides[1] else {
                throw ValidationError("--canvas takes width x height, e.g. 400x300, got '\(canvas)'")
            }
            (options.width, options.height) = (width, height)
        }
        for tap in self.tap {
            guard let at = tap.lastIndex(of: "@"), let time = Double(tap[tap.index(after: at)...]), time >= 0, time.isFinite else {
                throw ValidationError("--tap takes label@seconds, e.g. --tap Active@0.5, got '\(tap)'")
            }
            options.taps.append(.init(label: String(tap[..<at]), time: time))
        }
        guard at.count % 2 == 0 else { throw ValidationError("--at takes seconds and a statement: --at 1.0 'isOn.toggle()'") }
        for i in stride(from: 0, to: at.count, by: 2) {
            guard let time = Double(at[i]), time >= 0, time.isFinite else {
                throw ValidationError("--at takes seconds first, e.g. --at 1.0 'isOn.toggle()', got '\(at[i])'")
            }
            options.statements.append(.init(time: time, source: at[i + 1]))
        }
        return options
    }
}
