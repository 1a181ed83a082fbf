#!/usr/bin/env python3
"""`make bench`: drawsvg's SMIL writer on the keyframe benchmark's animation, for comparison.

The same 20 rectangles as Sources/Benchmarks/KeyframeBenchmarks.swift (40×6 in a VStack with
spacing 2, centred in a 320×180 canvas) slide from x −100 to +100, fade from 0.4 to 1 and turn
from blue to orange over 0.6 s from 0.1 s. drawsvg writes linear keyframes only, so each
property is one linear `<animate>`/`<animateTransform>`; timed is building the drawing and
writing its SVG text, as the Swift benchmark times encoding an executed timeline.
`BENCH_ROWS` (1 to 1,000, default 20) sets the number of rectangles, as it does for the Swift
benchmark, so that both sides split into a fixed cost and a cost per row alike.
`BENCH_DOCS=<n>` writes exactly n documents after the warm-up, untimed, for
`scripts/bench-instructions.sh` to count drawsvg's instructions per document.
"""
import os
import sys
import time

import drawsvg as dw

# BENCH_CLOCK=cpu: the thread's CPU time, as the Swift benchmarks then measure (Bench.swift).
CLOCK = time.thread_time if os.environ.get("BENCH_CLOCK") == "cpu" else time.perf_counter

BLUE, ORANGE = "#007aff", "#ff9500"


def rows() -> int:
    text = os.environ.get("BENCH_ROWS", "20")
    if not (text.isascii() and text.isdigit() and 1 <= int(text) <= 1000):
        sys.exit(f"BENCH_ROWS must be a whole number from 1 to 1000, got '{text}'")
    return int(text)


ROWS = rows()


def document() -> str:
    drawing = dw.Drawing(320, 180)
    for index in range(ROWS):
        y = (180 - (ROWS * 6 + (ROWS - 1) * 2)) / 2 + index * 8
        rect = dw.Rectangle(140, y, 40, 6, fill=BLUE, opacity=0.4, transform="translate(-100 0)")
        rect.append_anim(dw.AnimateTransform("translate", "0.6s", "-100 0;100 0", begin="0.1s", fill="freeze"))
        rect.append_anim(dw.Animate("opacity", "0.6s", "0.4;1", begin="0.1s", fill="freeze"))
        rect.append_anim(dw.Animate("fill", "0.6s", f"{BLUE};{ORANGE}", begin="0.1s", fill="freeze"))
        drawing.append(rect)
    return drawing.as_svg()


def main() -> None:
    # BENCH_DOCS=<n>: exactly n more documents, untimed, for an instruction count
    # (scripts/bench-instructions.sh counts two runs and divides their difference).
    docs = os.environ.get("BENCH_DOCS")
    if docs is not None and not (docs.isascii() and docs.isdigit() and 1 <= int(docs) <= 100000):
        sys.exit(f"BENCH_DOCS must be a whole number from 1 to 100000, got '{docs}'")
    document()  # warm up
    if docs is not None:
        for _ in range(int(docs)):
            document()
        return
    count, start = 0, CLOCK()
    while True:
        text = document()
        count += 1
        elapsed = CLOCK() - start
        if elapsed >= 1.0:
            break
    name = f"drawsvg {ROWS} rects: SMIL (linear, Python)"
    print(f"{name:<48} {count / elapsed:14.0f} doc/s  {elapsed / count * 1000:10.4f} ms/doc")
    print(f"    smil: {len(text.encode())} B raw")


if __name__ == "__main__":
    main()
