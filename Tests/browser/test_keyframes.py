"""A keyframe SVG paused in a browser at an instant shows what that browser draws for the snapshot
of that instant.

For each engine (Chromium, WebKitGTK), fixture and format (CSS, SMIL) the keyframe document is
paused at ten instants: every CSS animation of `document.getAnimations()` paused and its
`currentTime` set, and the SMIL timeline paused with `pauseAnimations()` and `setCurrentTime()`
(the CSS document animates path data with SMIL). Every visible drawn element of the paused document
is matched with one of the snapshot's: its bounding box within 0.3 px (0.25 px plus the
written precision), its opacity within 0.006. Then it is screenshotted and compared with a
screenshot of the snapshot at the same instant: at most 0.5 % of the pixels may differ by more
than 16 in a channel.

Chromium draws an element under a (running or paused) CSS transform animation from a
composited layer whose edges are resampled, so its anti-aliasing differs from the same
transform applied statically by up to a pixel's coverage. For the screenshot the paused CSS
values are therefore committed (`commitStyles()`) and the animations cancelled, so that the
picture is rasterised as a still image is; the values themselves were checked paused.
"""
import json
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from conftest import FIXTURES, render_keyframes, render_snapshots

NAMES = sorted(path.name for path in FIXTURES.glob("*.json"))
# A fixture list that went missing must fail, never collect nothing.
assert len(NAMES) >= 10, f"expected the browser fixtures in {FIXTURES}"

COMMIT = "() => { const list = document.getAnimations(); for (const a of list) a.commitStyles();" \
    " for (const a of list) a.cancel(); }"

# Both formats pause both timelines: the CSS document may hold SMIL animations too.
PAUSE = "(t) => { const list = document.getAnimations();" \
    " for (const a of list) { a.pause(); a.currentTime = t * 1000; }" \
    " const svg = document.documentElement; svg.pauseAnimations(); svg.setCurrentTime(t);" \
    " return list.length + document.querySelectorAll('animate, animateTransform').length; }"

MEASURE = """() => {
  // A paint server by what it is, not by its id: a text drawn by two elements (one per update
  // whose layout differs) refers to two copies of its gradient, while the snapshot has one.
  const server = (paint) => {
    const found = /^url\\("?[^#")]*#([^")]+)"?\\)/.exec(paint);
    const node = found && document.getElementById(found[1]);
    if (!node) return paint;
    if (node.tagName === 'pattern') {
      const image = node.querySelector('image');
      const href = image ? (image.getAttribute('href') || image.getAttributeNS('http://www.w3.org/1999/xlink', 'href') || '') : '';
      return `url(pattern ${href.length} ${href.slice(-48)})`;
    }
    return `url(${node.tagName} ${node.querySelectorAll('stop').length})`;
  };
  const out = [];
  for (const e of document.querySelectorAll('rect, circle, ellipse, path, text')) {
    if (e.closest('clipPath')) continue;
    if (e.parentNode === document.documentElement && e.getAttribute('width') === '100%') continue;
    const style = getComputedStyle(e);
    if (style.visibility !== 'visible' || style.display === 'none') continue;
    let alpha = 1;
    for (let n = e; n && n.nodeType === 1; n = n.parentNode) alpha *= parseFloat(getComputedStyle(n).opacity);
    const filled = style.fill !== 'none';
    const box = e.getBoundingClientRect();
    out.push({tag: e.tagName, x: box.x, y: box.y, w: box.width, h: box.height, alpha,
              paint: server(filled ? style.fill : style.stroke),
              paintOpacity: parseFloat(filled ? style.fillOpacity : style.strokeOpacity)});
  }
  return out;
}"""


def encoded(linear: float) -> float:
    """An sRGB component (0–255) of a linear-light one (IEC 61966-2-1), clamped to 0…1."""
    linear = min(max(linear, 0.0), 1.0)
    return 255 * (linear * 12.92 if linear <= 0.0031308 else 1.055 * linear ** (1 / 2.4) - 0.055)


def channels(paint: str):
    """The sRGB components (0–255) of a computed paint: `rgb(r, g, b)`, or the
    `color(srgb-linear r g b)` of a CSS document's paints animated in linear light."""
    inside = paint[paint.index("(") + 1 : paint.index(")")]
    if paint.startswith("color(srgb-linear"):
        return [encoded(float(part)) for part in inside.split()[1:4]]
    return [float(part) for part in inside.split(",")[:3]]


def visible(items):
    return [i for i in items if i["alpha"] * i["paintOpacity"] >= 0.02 and i["w"] * i["h"] > 0.01]


def unmatched(items, others, where):
    problems = []
    for item in items:
        best = None
        for other in others:
            if item["paint"].startswith("url(") or other["paint"].startswith("url("):
                # A gradient or an image's pattern: the same kind (gradient and stop count,
                # image data) in both documents; the screenshots compare the colours.
                if item["paint"] != other["paint"]:
                    continue
            elif max(abs(a - b) for a, b in zip(channels(item["paint"]), channels(other["paint"]))) > 2.5:
                continue
            distance = max(abs(item[k] - other[k]) for k in ("x", "y", "w", "h"))
            if best is None or distance < best[0]:
                best = (distance, other)
        if best is None or best[0] > 0.3:
            problems.append(f"{where}: {item} has no counterpart (nearest {best})")
            continue
        other = best[1]
        if abs(item["alpha"] - other["alpha"]) > 0.006 or abs(item["paintOpacity"] - other["paintOpacity"]) > 0.006:
            problems.append(f"{where}: opacity of {item} differs from {other}")
    return problems


def different_pixels(first: Image.Image, second: Image.Image) -> float:
    red, green, blue = ImageChops.difference(first, second).split()
    largest = ImageChops.lighter(ImageChops.lighter(red, green), blue)
    over = largest.point(lambda v: 255 if v > 16 else 0).histogram()[255]
    return over / (first.width * first.height)


@pytest.mark.parametrize("fmt", ["css", "smil"])
@pytest.mark.parametrize("name", NAMES)
def test_paused_keyframes_match_snapshots(browser, request, tmp_path: Path, name: str, fmt: str):
    canvas = json.loads((FIXTURES / name).read_text())["canvas"]
    size = {"width": int(canvas["width"]), "height": int(canvas["height"])}
    keyframes = tmp_path / "keyframes.svg"
    keyframes.write_bytes(render_keyframes(name, fmt))
    frames = render_snapshots(name)
    assert len(frames) >= 2

    animated = browser.tab(size)
    still = browser.tab(size)
    problems = []
    paused_animations = 0
    for index, frame in enumerate(frames):
        t = frame["t"]
        snapshot = tmp_path / f"snapshot-{index}.svg"
        snapshot.write_text(frame["svg"])
        # Loaded afresh at every instant: a CSS animation committed and cancelled is gone.
        animated.goto(keyframes)
        paused_animations += animated.evaluate(PAUSE, t)
        mine = visible(animated.evaluate(MEASURE))
        animated.evaluate(COMMIT)
        picture = animated.screenshot()
        # WebKit's tab is the one window: the snapshot is loaded after the keyframes are done.
        still.goto(snapshot)
        theirs = visible(still.evaluate(MEASURE))
        problems += unmatched(mine, theirs, f"t={t:.4f} keyframes")
        problems += unmatched(theirs, mine, f"t={t:.4f} snapshot")
        expected = still.screenshot()
        ratio = different_pixels(picture, expected)
        if ratio > 0.005:
            picture.save(tmp_path / f"{browser.name}-keyframes-{index}.png")
            expected.save(tmp_path / f"{browser.name}-snapshot-{index}.png")
            problems.append(f"{browser.name} t={t:.4f}: {ratio:.2%} of the pixels differ (images in {tmp_path})")
    assert paused_animations > 0, "the keyframe document has no animation to pause"
    animated.close()
    still.close()
    assert not problems, "\n".join(problems[:20])
