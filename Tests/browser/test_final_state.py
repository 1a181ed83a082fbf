"""The final-state rule: a keyframe document with every animation removed shows the snapshot at
the end of the timeline.

Elements' static attributes describe the end of a finished animation, so a viewer that ignores
an animation (WebKit ignores CSS `d`, a viewer without animation ignores all) still ends on the
right picture. For each engine, fixture and format the `<style>` and every SMIL animation element
are removed from the keyframe document; what is left must match the snapshot at the timeline's
`duration` (`zoetrope trace`) as the paused documents do: boxes, opacities and pixels.
"""
import json
import re
from pathlib import Path

import pytest

from conftest import FIXTURES, precision, render_keyframes, text_mode, zoetrope
from test_keyframes import MEASURE, NAMES, different_pixels, unmatched, visible

ANIMATIONS = re.compile(rb"<style\b.*?</style>|<(animate|animateTransform|set)\b[^>]*?(/>|>.*?</\1>)", re.S)


def still(document: bytes) -> bytes:
    """The document without its style sheet and SMIL animation elements."""
    stripped = ANIMATIONS.sub(b"", document)
    assert b"<animate" not in stripped and b"@keyframes" not in stripped
    return stripped


def problems_against_the_end(browser, tmp_path: Path, name: str, document: bytes, label: str, prepare: str | None = None):
    """What differs between `document` (loaded, then `prepare` evaluated in it) and the snapshot
    at the timeline's `duration`: boxes, opacities and pixels, as the paused documents are
    compared."""
    canvas = json.loads((FIXTURES / name).read_text())["canvas"]
    size = {"width": int(canvas["width"]), "height": int(canvas["height"])}
    end = json.loads(zoetrope("trace", name))["duration"]
    (tmp_path / f"{label}.svg").write_bytes(document)
    (tmp_path / "snapshot.svg").write_bytes(
        zoetrope("render", name, "--mode", "snapshot", "--t", repr(end), "--precision", precision(name), *text_mode(name)))
    tab = browser.tab(size)
    tab.goto(tmp_path / f"{label}.svg")
    if prepare:
        tab.evaluate(prepare)
    mine = visible(tab.evaluate(MEASURE))
    picture = tab.screenshot()
    tab.goto(tmp_path / "snapshot.svg")
    theirs = visible(tab.evaluate(MEASURE))
    expected = tab.screenshot()
    tab.close()
    problems = unmatched(mine, theirs, f"t={end} {label}") + unmatched(theirs, mine, f"t={end} snapshot")
    ratio = different_pixels(picture, expected)
    if ratio > 0.005:
        picture.save(tmp_path / f"{browser.name}-{label}.png")
        expected.save(tmp_path / f"{browser.name}-snapshot.png")
        problems.append(f"{browser.name}: {ratio:.2%} of the pixels differ from the snapshot at {end} s (images in {tmp_path})")
    return problems


@pytest.mark.parametrize("fmt", ["css", "smil"])
@pytest.mark.parametrize("name", NAMES)
def test_static_attributes_are_the_final_state(browser, tmp_path: Path, name: str, fmt: str):
    problems = problems_against_the_end(browser, tmp_path, name, still(render_keyframes(name, fmt)), "static")
    assert not problems, "\n".join(problems[:20])


SMIL_ONLY = re.compile(rb"<(animate|animateTransform|set)\b[^>]*?(/>|>.*?</\1>)", re.S)
CANCEL = "() => { for (const a of document.getAnimations()) a.cancel(); }"


@pytest.mark.parametrize("name", NAMES)
def test_kept_styles_without_animations_show_the_final_state(browser, tmp_path: Path, name: str):
    """A CSS document whose style sheet applies but whose animations do not run (a page that
    cancels them, or `animation: none`) shows the end: a class states what it keeps outside its
    animations at their resting values, the paints animated in linear light (the registered
    properties would otherwise be 0, black) and the transforms about a CSS transform origin (the
    origin would otherwise apply to the `transform` attribute, written about the canvas's origin);
    everything else falls back to the attributes."""
    document = render_keyframes(name, "css")
    if b"<style" not in document:
        pytest.skip("no style sheet")
    problems = problems_against_the_end(browser, tmp_path, name, SMIL_ONLY.sub(b"", document), "kept", prepare=CANCEL)
    assert not problems, "\n".join(problems[:20])
