import Foundation

/// One line of progress on standard error, drawn only when standard error is a terminal
/// (`isatty(2)`), so pipes and logs never see it. Each draw replaces the line.
final class ProgressBar {
    static let width = 30
    let isEnabled: Bool
    private var isOpen = false

    init(isEnabled: Bool = isatty(STDERR_FILENO) == 1) {
        self.isEnabled = isEnabled
    }

    /// Shows `text` alone, e.g. while the work's size is not known yet.
    func show(_ text: String) {
        draw(text)
    }

    /// Shows a bar at `done` of `total` `unit`.
    func update(_ done: Int, of total: Int, _ unit: String) {
        guard total > 0 else { return }
        let filled = Self.width * min(done, total) / total
        draw("[" + String(repeating: "#", count: filled) + String(repeating: ".", count: Self.width - filled) + "] \(done)/\(total) \(unit)")
    }

    /// Ends the line, so that what follows (an error, the shell's prompt) starts on a fresh one.
    func end() {
        guard isOpen else { return }
        FileHandle.standardError.write(Data("\n".utf8))
        isOpen = false
    }

    private func draw(_ text: String) {
        guard isEnabled else { return }
        // Carriage return, the text, then erase what a longer previous line left (ANSI EL).
        FileHandle.standardError.write(Data("\r\(text)\u{1B}[K".utf8))
        isOpen = true
    }
}
