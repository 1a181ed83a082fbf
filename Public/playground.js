// The playground: a scene editor with line numbers that marks errors where they are, a live
// snapshot preview with a time scrubber, the example scenes, the trace, downloads and embeds.
// Self-contained: no library, nothing from another origin.
"use strict";

const $ = (id) => document.getElementById(id);
const editor = $("scene");
const gutter = $("gutter");
const marker = $("marker");
const problem = $("problem");
const preview = $("preview");
const scrubber = $("scrubber");
const timeLabel = $("time");
const playButton = $("play");
const statusLine = $("status");

const playground = {
  /// The SVG text the preview shows, and the request it answered (for tests and curious users).
  svg: "",
  previewQuery: "",
  duration: 0,
  playing: false,
  renders: 0,
};
window.playground = playground;

// ---- The editor: line numbers and the error marker ----

let markedLine = 0;

function updateGutter() {
  const lines = editor.value.split("\n").length;
  if (gutter.childElementCount !== lines) {
    const fragment = document.createDocumentFragment();
    for (let n = 1; n <= lines; n++) {
      const span = document.createElement("span");
      span.textContent = String(n);
      fragment.append(span);
    }
    gutter.replaceChildren(fragment);
    if (markedLine > 0 && gutter.children[markedLine - 1]) gutter.children[markedLine - 1].className = "error";
  }
  gutter.scrollTop = editor.scrollTop;
}

/// Character metrics of the editor's monospace font.
function metrics() {
  const style = getComputedStyle(editor);
  const context = metrics.canvas.getContext("2d");
  context.font = `${style.fontSize} ${style.fontFamily}`;
  return {
    /// The width of `text` as the editor draws it (tabs are two columns wide).
    width: (text) => context.measureText(text.replace(/\t/g, "  ")).width,
    lineHeight: parseFloat(style.lineHeight),
    top: parseFloat(style.paddingTop) + parseFloat(style.borderTopWidth),
    left: parseFloat(style.paddingLeft) + parseFloat(style.borderLeftWidth),
  };
}
metrics.canvas = document.createElement("canvas");

let mark = null;

/// Marks `start`..`end` of the text (on the start's line) with `message`, or clears the mark.
function setMark(start, end, message) {
  if (markedLine > 0 && gutter.children[markedLine - 1]) gutter.children[markedLine - 1].className = "";
  if (start === null) {
    mark = null;
    markedLine = 0;
    marker.hidden = true;
    problem.textContent = "";
    problem.dataset.line = "";
    problem.dataset.column = "";
    editor.removeAttribute("aria-invalid");
    return;
  }
  const text = editor.value;
  const {line, column} = lineAndColumn(text, start);
  const lineEnd = text.indexOf("\n", start);
  const last = Math.max(start + 1, Math.min(end, lineEnd === -1 ? text.length : lineEnd));
  const lineStart = start - (column - 1);
  mark = {line, before: text.slice(lineStart, start), marked: text.slice(start, last)};
  markedLine = line;
  if (gutter.children[line - 1]) gutter.children[line - 1].className = "error";
  problem.textContent = `Line ${line}, column ${column}: ${message}`;
  problem.dataset.line = String(line);
  problem.dataset.column = String(column);
  editor.setAttribute("aria-invalid", "true");
  placeMarker();
}

function placeMarker() {
  if (!mark) return;
  const m = metrics();
  marker.hidden = false;
  marker.style.top = `${m.top + (mark.line - 1) * m.lineHeight - editor.scrollTop}px`;
  // Measured, not counted: CJK and other wide characters take more than one column.
  marker.style.left = `${m.left + m.width(mark.before) - editor.scrollLeft}px`;
  marker.style.width = `${Math.max(m.width(mark.marked), m.width("0"))}px`;
  marker.style.height = `${m.lineHeight}px`;
}

editor.addEventListener("scroll", () => { gutter.scrollTop = editor.scrollTop; placeMarker(); });

/// Marks a server error: a Swift one at its line and column, a scene's at its JSON pointer
/// when it has one, else at the start.
function markServerError(error, places) {
  const swift = error.code === "swift_import" ? placeOfSwiftError(editor.value, error) : null;
  if (swift) {
    setMark(swift.start, swift.end, `${swift.message} [${error.code}]`);
    return;
  }
  const place = error.path && error.path.startsWith("/") ? placeOf(places, error.path) : null;
  const where = place ?? {start: 0, end: 1};
  const message = `${error.message} [${error.code}]` + (error.path ? ` at ${error.path}` : "");
  setMark(where.start, where.end, message);
}

// ---- The language: a JSON scene, or SwiftUI source sent as text/x-swift ----

const SWIFT_OPTIONS = ["view", "canvas", "background", "tap", "at"];

/// "json" or "swift": the picked one, or with "auto" what the text looks like.
function language(text = editor.value) {
  const picked = $("language").value;
  if (picked !== "auto") return picked;
  return looksLikeSwift(text) ? "swift" : "json";
}

/// Shows the Swift options for Swift, and what "auto" detected.
function showLanguage() {
  const swift = language() === "swift";
  $("swift-options").hidden = !swift;
  $("language").options[0].textContent = `auto (${swift ? "Swift" : "JSON"})`;
  editor.setAttribute("aria-label", swift ? "Scene (SwiftUI source)" : "Scene (JSON)");
  playground.language = swift ? "swift" : "json";
}

/// The headers of a request whose body is `text`.
function headersFor(text) {
  return {"Content-Type": language(text) === "swift" ? "text/x-swift; charset=utf-8" : "application/json"};
}

/// The import's query parameters of a Swift body (none for JSON) added to `query`.
function withSwiftOptions(query, text) {
  if (language(text) !== "swift") return query;
  for (const name of SWIFT_OPTIONS) {
    const value = $("swift-" + name).value.trim();
    if (value) query.set(name, value);
  }
  return query;
}

// ---- Requests ----

function options(mode, text = editor.value) {
  const query = new URLSearchParams({mode});
  if (mode === "snapshot") query.set("t", String(Number(scrubber.value)));
  if (mode === "keyframes") query.set("format", $("format").value);
  query.set("text", $("text").value);
  query.set("precision", $("precision").value);
  return withSwiftOptions(query, text);
}

/// The error body of a failed answer, or a made-up one when it is not JSON.
async function errorOf(response) {
  try {
    const body = await response.json();
    if (body && body.error) return body.error;
  } catch (ignored) { /* not JSON */ }
  return {code: "http_" + response.status, message: `${response.status} ${response.statusText}`, path: ""};
}

function say(message, isError = false) {
  statusLine.textContent = message;
  statusLine.className = isError ? "error" : "";
}

// ---- The live preview: one request in flight, the newest wins ----

let current = {text: "", places: null, valid: false};
let inFlight = false;
let again = false;
let objectURL = null;

async function renderPreview() {
  if (!current.valid) return;
  if (inFlight) { again = true; return; }
  inFlight = true;
  const text = current.text;
  const places = current.places;
  const query = options("snapshot", text);
  try {
    const response = await fetch("/v1/render?" + query, {method: "POST", headers: headersFor(text), body: text});
    if (text !== editor.value) return;
    if (!response.ok) {
      markServerError(await errorOf(response), places);
      say(`The ${language(text) === "swift" ? "Swift source" : "scene"} has an error; the preview shows the last good one.`, true);
      return;
    }
    const svg = await response.text();
    if (objectURL) URL.revokeObjectURL(objectURL);
    objectURL = URL.createObjectURL(new Blob([svg], {type: "image/svg+xml"}));
    preview.src = objectURL;
    playground.svg = svg;
    playground.previewQuery = query.toString();
    playground.renders++;
    setMark(null);
    say(`Snapshot at ${Number(scrubber.value).toFixed(2)} s: ${svg.length} bytes of SVG.`);
  } catch (error) {
    say("The server could not be reached: " + error.message, true);
  } finally {
    inFlight = false;
    if (again) { again = false; renderPreview(); }
  }
}

// ---- The trace panel and the scrubber's range ----

function describeUpdate(update) {
  const cause = update.cause.kind + (update.cause.path ? " " + update.cause.path : "");
  const changes = Object.entries(update.changes).map(([name, value]) => `${name} → ${JSON.stringify(value)}`).join(", ");
  const animation = update.animation !== "nil" ? `  withAnimation ${update.animation}` : "";
  const bodies = update.bodies.length ? `  bodies: ${update.bodies.map((body) => body.path).join(" ")}` : "";
  return `${update.time.toFixed(3)} s  ${cause}${changes ? "  " + changes : ""}${animation}${bodies}`;
}

async function renderTrace(text) {
  try {
    const query = withSwiftOptions(new URLSearchParams(), text).toString();
    const response = await fetch("/v1/trace" + (query ? "?" + query : ""), {method: "POST", headers: headersFor(text), body: text});
    if (text !== editor.value || !response.ok) return;
    const trace = await response.json();
    const end = trace.duration + (trace.repeatsForever ? 2 : 0);
    playground.duration = end;
    scrubber.max = String(Math.max(end, 0.01));
    scrubber.disabled = end === 0;
    playButton.disabled = end === 0;
    if (Number(scrubber.value) > end) setTime(end);
    const lines = trace.updates.map(describeUpdate);
    if (trace.skippedEvents.length) lines.push(`skipped events: ${trace.skippedEvents.join(" ")}`);
    $("trace").textContent = `duration ${trace.duration} s${trace.repeatsForever ? ", repeats forever" : ""}, ${trace.updates.length} updates\n` + lines.join("\n");
  } catch (ignored) { /* the preview reports an unreachable server */ }
}

// ---- Editing ----

let typingTimer = 0;

function sceneChanged() {
  updateGutter();
  clearTimeout(typingTimer);
  typingTimer = setTimeout(check, 150);
}

function check() {
  const text = editor.value;
  showLanguage();
  if (language(text) === "swift") {
    // The server parses Swift; its errors come back with their line and column.
    current = {text, places: null, valid: true};
    renderPreview();
    renderTrace(text);
    return;
  }
  try {
    current = {text, places: locateJSON(text), valid: true};
  } catch (error) {
    if (!(error instanceof JSONSyntaxError)) throw error;
    current = {text, places: null, valid: false};
    setMark(error.offset, error.offset + 1, error.message);
    say("The scene is not valid JSON; the preview shows the last good one.", true);
    return;
  }
  renderPreview();
  renderTrace(text);
}

editor.addEventListener("input", sceneChanged);
editor.addEventListener("keydown", (event) => {
  // Tab indents by two spaces instead of leaving the editor.
  if (event.key === "Tab" && !event.shiftKey && !event.ctrlKey && !event.metaKey) {
    event.preventDefault();
    document.execCommand("insertText", false, "  ");
  }
});

/// Replaces the editor's text (an example, say) and renders it from the start.
function load(text) {
  $("language").value = "auto";
  editor.value = text;
  editor.scrollTop = 0;
  setTime(0);
  sceneChanged();
}

// ---- Time: the scrubber and play/pause ----

function setTime(t) {
  scrubber.value = String(t);
  timeLabel.textContent = `${Number(scrubber.value).toFixed(2)} s`;
}

scrubber.addEventListener("input", () => {
  setTime(Number(scrubber.value));
  renderPreview();
});

let clockStart = 0;
let clockFrom = 0;

function tick(now) {
  if (!playground.playing) return;
  const end = Number(scrubber.max);
  let t = clockFrom + (now - clockStart) / 1000;
  if (t > end) {
    clockStart = now;
    clockFrom = 0;
    t = 0;
  }
  setTime(t);
  renderPreview();
  requestAnimationFrame(tick);
}

playButton.addEventListener("click", () => {
  playground.playing = !playground.playing;
  playButton.textContent = playground.playing ? "Pause" : "Play";
  playButton.setAttribute("aria-pressed", String(playground.playing));
  if (playground.playing) {
    clockStart = performance.now();
    clockFrom = Number(scrubber.value) >= Number(scrubber.max) ? 0 : Number(scrubber.value);
    requestAnimationFrame(tick);
  }
});

for (const id of ["text", "precision"]) $(id).addEventListener("change", renderPreview);
$("language").addEventListener("change", check);
for (const name of SWIFT_OPTIONS) $("swift-" + name).addEventListener("input", sceneChanged);

// ---- Examples ----

async function loadExamples() {
  const picker = $("examples");
  try {
    const response = await fetch("/v1/examples");
    if (!response.ok) return;
    const {examples} = await response.json();
    for (const example of examples) {
      const option = document.createElement("option");
      option.value = example.name;
      option.textContent = example.name;
      option.dataset.json = example.json;
      picker.append(option);
    }
  } catch (ignored) { /* the picker stays empty */ }
  // SwiftUI source, with the query it needs.
  for (const example of SWIFT_EXAMPLES) {
    const swift = document.createElement("option");
    swift.value = example.value;
    swift.textContent = example.name;
    swift.dataset.swift = "";
    picker.append(swift);
  }
  picker.addEventListener("change", () => {
    const option = picker.selectedOptions[0];
    const example = option && option.dataset.swift !== undefined ? SWIFT_EXAMPLES.find((e) => e.value === option.value) : null;
    if (example) {
      for (const name of SWIFT_OPTIONS) $("swift-" + name).value = example.options[name] ?? "";
      load(example.source);
    } else if (option && option.dataset.json !== undefined) load(option.dataset.json);
  });
}

// ---- Downloads ----

function fileName(extension) {
  const picked = $("examples").value;
  return (picked || "scene") + extension;
}

async function download(compressed) {
  const response = await fetch("/v1/render?" + options("keyframes"), {method: "POST", headers: headersFor(editor.value), body: editor.value});
  if (!response.ok) {
    const error = await errorOf(response);
    say(`Download failed: ${error.message} [${error.code}]`, true);
    return;
  }
  let blob = await response.blob();
  if (compressed) {
    blob = await new Response(blob.stream().pipeThrough(new CompressionStream("gzip"))).blob();
  }
  const link = document.createElement("a");
  link.href = URL.createObjectURL(new Blob([blob], {type: compressed ? "application/octet-stream" : "image/svg+xml"}));
  link.download = fileName(compressed ? ".svgz" : ".svg");
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
  say(`Downloaded ${link.download} (${blob.size} bytes).`);
}

$("download-svg").addEventListener("click", () => download(false));
$("download-svgz").addEventListener("click", () => download(true));

// ---- Embeds: GET /v1/render.svg?scene=<base64url(raw deflate(scene JSON))>&<options> ----

function base64url(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/// The embed of the scene: the server's answer to POST /v1/embed, or, from a server without
/// that route, the same URL made here.
/// Swift is translated by the server, whose URL carries the scene JSON it translates to.
async function embed() {
  const swift = language() === "swift";
  const query = options("keyframes");
  const response = await fetch("/v1/embed?" + query,
    {method: "POST", headers: headersFor(editor.value), body: editor.value});
  if (response.ok) return response.json();
  if (response.status !== 404 && response.status !== 405) throw await errorOf(response);
  if (swift) throw {code: "swift_source", message: "this server makes no embeds; `zoetrope embed View.swift` does"};
  const compressed = await new Response(new Blob([editor.value]).stream().pipeThrough(new CompressionStream("deflate-raw"))).arrayBuffer();
  const url = `${location.origin}/v1/render.svg?scene=${base64url(new Uint8Array(compressed))}&${query}`;
  return {url, markdown: `![Zoetrope scene](${url})`, html: `<img src="${url}" alt="Zoetrope scene">`};
}

async function copyEmbed(field) {
  let text;
  try {
    text = (await embed())[field];
  } catch (error) {
    say(`No embed: ${error.message} [${error.code}]`, true);
    return;
  }
  const output = $("embed-output");
  output.value = text;
  output.hidden = false;
  output.select();
  try {
    await navigator.clipboard.writeText(text);
    say(field === "url" ? "The embed URL is copied." : "The Markdown is copied.");
  } catch (ignored) {
    say("Copy the selected text (the browser did not allow the clipboard).");
  }
}

$("copy-url").addEventListener("click", () => copyEmbed("url"));
$("copy-markdown").addEventListener("click", () => copyEmbed("markdown"));

// ---- Start ----

setTime(0);
updateGutter();
loadExamples();
check();
