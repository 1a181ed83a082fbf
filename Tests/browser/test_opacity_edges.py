"""An opacity below 1 fades a view's pixels and keeps every one of them, in every engine.

WebKit (WebKitGTK 2.50) paints an opacity group into a transparency layer clipped to the group's
bounds rounded to whole pixels when what it holds is under a transform of its own: a square
offset by 0.3 pt lost its partly covered row of pixels (30 % covered, drawn at 0 %). Zoetrope
therefore writes a view's opacity inside the view's own transforms (the same picture). Here
squares offset by fractions of a pixel each way are drawn at opacity 0.99 and at opacity 1; the
two pictures of one engine may differ by the fading alone: 1 % of at most 255 levels, so no
channel of any pixel by more than 4.
"""
import json
from pathlib import Path

from PIL import ImageChops

from conftest import zoetrope

OFFSETS = [0.25, 0.3, 0.5005, -0.4995, 0.75, -0.25, 0.1, -0.9, 0.45, -0.55]
SIZE = {"width": 200, "height": 40}


def scene(opacity: float) -> dict:
    squares = [{"type": "Rectangle", "modifiers": [
        {"fill": "blue"}, {"frame": {"width": 10, "height": 10}},
        {"offset": {"x": dx, "y": dx}}, {"opacity": opacity}]} for dx in OFFSETS]
    return {"canvas": {**SIZE, "background": "white"},
            "body": {"type": "HStack", "spacing": 6, "children": squares}}


def test_an_opacity_keeps_the_partly_covered_pixels_of_an_offset_view(browser, tmp_path: Path):
    pictures = []
    for opacity in (1, 0.99):
        source = tmp_path / f"scene-{opacity}.json"
        source.write_text(json.dumps(scene(opacity)))
        document = tmp_path / f"snapshot-{opacity}.svg"
        document.write_bytes(zoetrope("render", str(source), "--mode", "snapshot", "--t", "0", "--precision", "4"))
        tab = browser.tab(SIZE)
        tab.goto(document)
        pictures.append(tab.screenshot())
        tab.close()
    difference = ImageChops.difference(*pictures)
    largest = max(high for _, high in difference.getextrema())
    if largest > 4:
        for opacity, picture in zip((1, 0.99), pictures):
            picture.save(tmp_path / f"{browser.name}-opacity-{opacity}.png")
    assert largest <= 4, f"{browser.name}: a pixel differs by {largest} levels (images in {tmp_path})"
