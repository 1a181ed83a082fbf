"""The playground at / in Chromium, against a real server: it loads without a console error,
the preview follows edits and the time scrubber, errors are marked at their line and column as
you type, the example picker lists Examples/, the trace panel fills, and the downloads and the
embed URL carry the scene."""
import base64
import gzip
import io
import json
import re
import urllib.parse
import zlib

import pytest
from PIL import Image
from playwright.sync_api import sync_playwright

from conftest import CHROMIUM, ROOT
from server import server  # noqa: F401  (the fixture)

# A red square that turns blue at 0.5 s over a linear second: at 0 s red, at 1.5 s blue,
# at 1 s half-way (in sRGB, as Zoetrope interpolates colours; docs/motion.md).
ANIMATED = """{
  "canvas": {"width": 100, "height": 100, "background": "white"},
  "state": {"on": false},
  "body": {"type": "Rectangle", "modifiers": [{"fill": "on ? blue : red"}, {"frame": {"width": 100, "height": 100}}]},
  "timeline": [{"at": 0.5, "set": {"on": true}, "withAnimation": {"linear": {"duration": 1}}}]
}"""

GREEN = """{
  "canvas": {"width": 100, "height": 100},
  "body": {"type": "Rectangle", "modifiers": [{"fill": "green"}]}
}"""

# Line 4: `  "body": {"type": "Txt"}` — the unknown type's value "Txt" starts at column 20
# (two spaces, `"body"` in 3–8, `:` 9, a space, `{` 11, `"type"` 12–17, `:` 18, a space).
UNKNOWN_VIEW = """{
  "canvas": {"width": 100,
    "height": 100},
  "body": {"type": "Txt"}
}"""

# Line 2 ends without a comma; the next key, at line 3 column 3, is where the parser stops.
# ANIMATED in SwiftUI: the Button is not drawn, and tapping it at 0.5 s (the tap option) turns
# the square blue over a linear second, so the timeline ends at 1.5 s.
SWIFT_ANIMATED = """import SwiftUI

struct Square: View {
    @State private var on = false
    var body: some View {
        Rectangle()
            .fill(on ? Color.blue : Color.red)
            .frame(width: 100, height: 100)
            .animation(.linear(duration: 1), value: on)
        Button("Turn") { on.toggle() }
    }
}
"""

# Line 4: `    var body: some View { Slider(value: 1) }` — Slider starts at column 27 (four spaces,
# then `var body: some View { ` is 22 characters).
SWIFT_SLIDER = """import SwiftUI

struct Bad: View {
    var body: some View { Slider(value: 1) }
}
"""

MISSING_COMMA = """{
  "canvas": {"width": 100, "height": 100}
  "body": {"type": "Circle"}
}"""


@pytest.fixture(scope="module")
def chromium():
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--disable-gpu"])
        yield browser
        browser.close()


@pytest.fixture
def page(chromium, server):
    context = chromium.new_context(viewport={"width": 1280, "height": 900}, accept_downloads=True)
    page = context.new_page()
    problems = []
    # A failed request the page handles (a 422 for a bad scene) is logged by Chromium as a
    # console error "Failed to load resource"; everything else counts.
    page.on("console", lambda message: message.type == "error" and not message.text.startswith("Failed to load resource")
            and problems.append(message.text))
    page.on("pageerror", lambda error: problems.append(str(error)))
    page.goto(server.url + "/")
    page.wait_for_function("window.playground && window.playground.renders > 0")
    yield page
    assert problems == []
    context.close()


def type_scene(page, text):
    """Replaces the editor's text as typing would (an input event), and waits for the page to
    have checked it."""
    before = page.evaluate("window.playground.renders")
    page.fill("#scene", text)
    return before


def wait_for_render(page, before):
    page.wait_for_function(f"window.playground.renders > {before}")
    # The new image has been decoded and drawn.
    page.wait_for_function("document.getElementById('preview').complete && document.getElementById('preview').naturalWidth > 0")


def preview_colour(page):
    picture = Image.open(io.BytesIO(page.locator("#preview").screenshot())).convert("RGB")
    return picture.getpixel((picture.width // 2, picture.height // 2))


def close(colour, expected, tolerance=12):
    return all(abs(a - b) <= tolerance for a, b in zip(colour, expected))


def test_playground_loads_the_default_scene_with_line_numbers(page):
    assert page.locator("#problem").inner_text() == ""
    assert "<svg" in page.evaluate("window.playground.svg")
    lines = page.evaluate("document.getElementById('scene').value.split('\\n').length")
    assert page.locator("#gutter span").count() == lines
    assert page.locator("#gutter span").nth(lines - 1).inner_text() == str(lines)
    # The default scene animates, so the scrubber runs over its timeline (0.5 s + a smooth spring).
    page.wait_for_function("window.playground.duration > 0.5")
    assert not page.locator("#scrubber").is_disabled()


def test_playground_preview_follows_an_edit(page):
    wait_for_render(page, type_scene(page, GREEN))
    assert page.locator("#problem").inner_text() == ""
    # green is SwiftUI's green (#34C759 in light mode), filling the canvas.
    assert close(preview_colour(page), (0x34, 0xC7, 0x59))


def test_playground_scrubber_renders_snapshots_at_t(page):
    wait_for_render(page, type_scene(page, ANIMATED))
    assert close(preview_colour(page), (255, 59, 48))  # SwiftUI's red, #FF3B30, at 0 s
    page.wait_for_function("window.playground.duration === 1.5")
    assert page.locator("#scrubber").get_attribute("max") == "1.5"
    for t, colour in [("1.5", (0, 122, 255)), ("1", None), ("0.25", (255, 59, 48))]:
        before = page.evaluate("window.playground.renders")
        page.locator("#scrubber").fill(t)
        wait_for_render(page, before)
        assert f"t={t}" in page.evaluate("window.playground.previewQuery")
        assert page.locator("#time").inner_text() == f"{float(t):.2f} s"
        if colour:
            assert close(preview_colour(page), colour)
        else:
            # Half-way from red to blue: neither end.
            middle = preview_colour(page)
            assert not close(middle, (255, 59, 48), 40) and not close(middle, (0, 122, 255), 40)


def test_playground_play_advances_time_and_pause_stops_it(page):
    wait_for_render(page, type_scene(page, ANIMATED))
    page.wait_for_function("window.playground.duration === 1.5")
    page.click("#play")
    assert page.locator("#play").inner_text() == "Pause"
    page.wait_for_function("Number(document.getElementById('scrubber').value) > 0.3")
    page.click("#play")
    assert page.locator("#play").inner_text() == "Play"
    stopped = page.evaluate("Number(document.getElementById('scrubber').value)")
    page.wait_for_timeout(300)
    assert page.evaluate("Number(document.getElementById('scrubber').value)") == stopped


def test_playground_marks_a_scene_error_at_its_json_pointer(page):
    type_scene(page, UNKNOWN_VIEW)
    page.wait_for_function("document.getElementById('problem').dataset.line === '4'")
    problem = page.locator("#problem")
    assert problem.get_attribute("data-column") == "20"
    assert problem.inner_text().startswith("Line 4, column 20: unknown view type 'Txt'")
    assert problem.inner_text().endswith("[unknown_view] at /body/type")
    assert page.locator("#gutter span.error").inner_text() == "4"
    assert page.locator("#marker").is_visible()
    # On the fourth line: 8 px of padding and three lines of 20 px (playground.css) below the
    # editor's top, and right of the text before "Txt", 19 columns of the monospace font.
    editor, marker = page.locator("#scene").bounding_box(), page.locator("#marker").bounding_box()
    assert abs(marker["y"] - (editor["y"] + 8 + 3 * 20)) < 1
    column = page.evaluate("""() => { const c = document.createElement('canvas').getContext('2d');
        const s = getComputedStyle(document.getElementById('scene')); c.font = s.fontSize + ' ' + s.fontFamily;
        return c.measureText('0').width; }""")
    assert abs(marker["x"] - (editor["x"] + 8 + 19 * column)) < 1
    assert abs(marker["width"] - 5 * column) < 1  # "Txt" with its quotes
    # Fixed, the mark goes.
    wait_for_render(page, type_scene(page, UNKNOWN_VIEW.replace("Txt", "Circle")))
    assert problem.inner_text() == ""
    assert page.locator("#gutter span.error").count() == 0
    assert page.locator("#marker").is_hidden()


def test_playground_marks_malformed_json_as_you_type(page):
    type_scene(page, MISSING_COMMA)
    page.wait_for_function("document.getElementById('problem').dataset.line === '3'")
    assert page.locator("#problem").inner_text() == "Line 3, column 3: expected , or } after a member"
    assert page.locator("#gutter span.error").inner_text() == "3"


def test_playground_example_picker_lists_the_examples(page):
    names = sorted(path.stem for path in (ROOT / "Examples").glob("*.json"))
    swift = ["ImplicitAnimationDemo (Swift)", "AnimatedLoadingButton (Swift)"]
    page.wait_for_function(f"document.getElementById('examples').options.length === {len(names) + 1 + len(swift)}")
    options = page.locator("#examples option").all_inner_texts()[1:]
    assert options == names + swift
    before = page.evaluate("window.playground.renders")
    page.select_option("#examples", "profile-card")
    wait_for_render(page, before)
    assert page.input_value("#scene") == (ROOT / "Examples" / "profile-card.json").read_text(encoding="utf-8")


def test_playground_trace_panel_lists_the_updates(page):
    wait_for_render(page, type_scene(page, ANIMATED))
    # The default scene's trace also has two updates (ending at 1.3 s); wait for this scene's.
    page.wait_for_function("window.playground.duration === 1.5")
    trace = page.locator("#trace").inner_text().splitlines()
    assert trace[0] == "duration 1.5 s, 2 updates"
    assert trace[1].startswith("0.000 s  initial")
    assert trace[2].startswith("0.500 s  event /timeline/0  on → true  withAnimation ")


def test_playground_downloads_svg_and_svgz(page):
    wait_for_render(page, type_scene(page, ANIMATED))
    with page.expect_download() as svg_download:
        page.click("#download-svg")
    svg = open(svg_download.value.path(), "rb").read()
    assert svg_download.value.suggested_filename == "scene.svg"
    assert svg.startswith(b"<?xml") and b"@keyframes" in svg
    with page.expect_download() as svgz_download:
        page.click("#download-svgz")
    assert svgz_download.value.suggested_filename == "scene.svgz"
    assert gzip.decompress(open(svgz_download.value.path(), "rb").read()) == svg


def test_playground_embed_url_and_markdown_carry_the_scene(page, server):
    wait_for_render(page, type_scene(page, ANIMATED))
    page.click("#copy-url")
    page.wait_for_function("document.getElementById('embed-output').value !== ''")
    url = page.input_value("#embed-output")
    # The documented URL format: /v1/render.svg?scene=<base64url(raw deflate(scene JSON))>&<options>.
    assert "/v1/render.svg?scene=" in url
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)
    encoded = query["scene"][0]
    assert re.fullmatch(r"[A-Za-z0-9_-]+", encoded)
    scene = zlib.decompress(base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)), -15)
    assert json.loads(scene) == json.loads(ANIMATED)
    # When this server has the route, the URL renders the scene.
    status, headers, body = server.get("/v1/render.svg?" + urllib.parse.urlsplit(url).query)
    if status != 404:
        assert status == 200 and headers["Content-Type"].startswith("image/svg+xml") and b"<svg" in body
    page.click("#copy-markdown")
    page.wait_for_function("document.getElementById('embed-output').value.startsWith('![')")
    markdown = page.input_value("#embed-output")
    assert markdown.startswith("![") and markdown.endswith(f"]({url})")


def test_playground_renders_swift_source_with_its_options(page):
    wait_for_render(page, type_scene(page, SWIFT_ANIMATED))
    # Detected as Swift ("auto"), sent as text/x-swift; the import's options show.
    assert page.evaluate("window.playground.language") == "swift"
    assert page.locator("#language option").first.inner_text() == "auto (Swift)"
    page.fill("#swift-canvas", "100x100")
    page.fill("#swift-background", "white")
    before = page.evaluate("window.playground.renders")
    page.fill("#swift-tap", "Turn@0.5")
    page.wait_for_function("window.playground.previewQuery.includes('tap=Turn')")
    wait_for_render(page, before)
    assert page.locator("#problem").inner_text() == ""
    query = urllib.parse.parse_qs(page.evaluate("window.playground.previewQuery"))
    assert query["tap"] == ["Turn@0.5"] and query["canvas"] == ["100x100"] and query["background"] == ["white"]
    assert "<svg" in page.evaluate("window.playground.svg")
    assert close(preview_colour(page), (255, 59, 48))  # red at 0 s
    # The trace of the Swift gives the scrubber its range: the tap at 0.5 s and a second.
    page.wait_for_function("window.playground.duration === 1.5")
    assert page.locator("#trace").inner_text().splitlines()[0] == "duration 1.5 s, 2 updates"
    before = page.evaluate("window.playground.renders")
    page.locator("#scrubber").fill("1.5")
    wait_for_render(page, before)
    assert close(preview_colour(page), (0, 122, 255))  # blue once the animation is over


def test_playground_marks_a_swift_error_at_its_line_and_column(page):
    type_scene(page, SWIFT_SLIDER)
    page.wait_for_function("document.getElementById('problem').dataset.line === '4'")
    problem = page.locator("#problem")
    assert problem.get_attribute("data-column") == "27"
    assert problem.inner_text().startswith("Line 4, column 27: error: 'Slider' is not a view Zoetrope can import")
    assert problem.inner_text().endswith("[swift_import]")
    assert page.locator("#gutter span.error").inner_text() == "4"
    editor, marker = page.locator("#scene").bounding_box(), page.locator("#marker").bounding_box()
    column = page.evaluate("""() => { const c = document.createElement('canvas').getContext('2d');
        const s = getComputedStyle(document.getElementById('scene')); c.font = s.fontSize + ' ' + s.fontFamily;
        return c.measureText('0').width; }""")
    assert abs(marker["y"] - (editor["y"] + 8 + 3 * 20)) < 1
    assert abs(marker["x"] - (editor["x"] + 8 + 26 * column)) < 1
    assert abs(marker["width"] - 6 * column) < 1  # "Slider"
    # Fixed, the mark goes.
    wait_for_render(page, type_scene(page, SWIFT_SLIDER.replace("Slider(value: 1)", "Circle()")))
    assert problem.inner_text() == ""
    assert page.locator("#marker").is_hidden()


def test_playground_swift_example_renders_with_its_tap(page):
    page.wait_for_function("[...document.getElementById('examples').options].some((o) => o.value === 'ImplicitAnimationDemo')")
    before = page.evaluate("window.playground.renders")
    page.select_option("#examples", "ImplicitAnimationDemo")
    wait_for_render(page, before)
    assert page.input_value("#scene").startswith("import SwiftUI\n\nstruct ImplicitAnimationDemo: View {")
    assert page.input_value("#swift-tap") == "Active@0.5"
    assert page.locator("#problem").inner_text() == ""
    # The tap at 0.5 s: the trace lists the initial update and the Toggle's. (The default
    # scene's trace, shown until this one comes, also has two updates: wait for the Toggle's.)
    page.wait_for_function("document.getElementById('trace').textContent.includes('isActive → true')")
    assert page.locator("#trace").inner_text().splitlines()[0].endswith(", 2 updates")
    assert page.locator("#trace").inner_text().splitlines()[2].startswith("0.500 s  event /timeline/0  isActive → true")


def test_playground_swift_error_columns_count_characters_not_bytes(page):
    # swift-syntax counts UTF-8 bytes: 'paddng' is at byte column 29 (eight spaces, `Text("`,
    # "héllo → " of 8 characters but 11 bytes, `")`, `.`); in the editor, character column 26.
    type_scene(page, 'import SwiftUI\n\nstruct Bad: View {\n    var body: some View {\n'
                     '        Text("héllo → ").paddng()\n    }\n}\n')
    page.wait_for_function("document.getElementById('problem').dataset.line === '5'")
    problem = page.locator("#problem")
    assert problem.get_attribute("data-column") == "26"
    assert problem.inner_text().startswith("Line 5, column 26: error: unknown modifier 'paddng'; did you mean 'padding'?")
    column = page.evaluate("""() => { const c = document.createElement('canvas').getContext('2d');
        const s = getComputedStyle(document.getElementById('scene')); c.font = s.fontSize + ' ' + s.fontFamily;
        return c.measureText('0').width; }""")
    assert abs(page.locator("#marker").bounding_box()["width"] - 6 * column) < 1  # "paddng"


def test_playground_swift_loading_button_example_embeds_its_translated_scene(page, server):
    # Seed 002's AnimatedLoadingButton: the Button drawn as its label, tapped at 0.5 s; the
    # spinner (a ProgressView) shows while it loads, from 0.5 s to 2.5 s.
    page.wait_for_function("[...document.getElementById('examples').options].some((o) => o.value === 'AnimatedLoadingButton')")
    before = page.evaluate("window.playground.renders")
    page.select_option("#examples", "AnimatedLoadingButton")
    wait_for_render(page, before)
    assert page.input_value("#swift-tap") == "登录@0.5"
    assert page.input_value("#swift-at") == ""
    assert page.locator("#problem").inner_text() == ""
    page.wait_for_function("document.getElementById('trace').textContent.includes('state → ')")
    # Copy embed URL sends the Swift to POST /v1/embed: the URL carries the JSON scene it translates to.
    page.click("#copy-url")
    page.wait_for_function("document.getElementById('embed-output').value !== ''")
    url = page.input_value("#embed-output")
    query = urllib.parse.parse_qs(urllib.parse.urlsplit(url).query)
    assert "tap" not in query
    encoded = query["scene"][0]
    scene = json.loads(zlib.decompress(base64.urlsafe_b64decode(encoded + "=" * (-len(encoded) % 4)), -15))
    assert scene["canvas"] == {"width": 240, "height": 140, "background": "white"}
    assert [event["at"] for event in scene["timeline"]] == [0.5, 2.5, 4]
    status, headers, body = server.get("/v1/render.svg?" + urllib.parse.urlsplit(url).query)
    assert status == 200 and b"<svg" in body
