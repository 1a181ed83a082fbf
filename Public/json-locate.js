// Where things are in a JSON text: the offset of every value by its JSON pointer (RFC 6901),
// and the offset of the first syntax error. The playground marks a server error's `path` at
// its value, and a syntax error at once, without asking the server.
"use strict";

class JSONSyntaxError extends Error {
  constructor(message, offset) {
    super(message);
    this.offset = offset;
  }
}

/// Parses `text` and returns a Map from JSON pointer to {start, end, keyStart}: the value's
/// first and past-the-last offsets, and for an object member the offset of its key. Throws
/// JSONSyntaxError with the offset of the first error.
function locateJSON(text) {
  const places = new Map();
  let i = 0;

  const fail = (message, at = i) => { throw new JSONSyntaxError(message, Math.min(at, text.length)); };
  const space = () => { while (i < text.length && " \t\n\r".includes(text[i])) i++; };
  const escapeToken = (token) => String(token).replace(/~/g, "~0").replace(/\//g, "~1");

  function string() {
    const start = i++;
    let result = "";
    while (i < text.length) {
      const c = text[i];
      if (c === '"') { i++; return result; }
      if (c === "\\") {
        const e = text[i + 1];
        if (e === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) fail("a \\u escape needs four hexadecimal digits");
          result += String.fromCharCode(parseInt(text.slice(i + 2, i + 6), 16));
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) {
          result += {'"': '"', "\\": "\\", "/": "/", b: "\b", f: "\f", n: "\n", r: "\r", t: "\t"}[e];
          i += 2;
        } else {
          fail("unknown escape in a string");
        }
      } else if (c < " ") {
        fail(c === "\n" ? "a string must end on its line (a missing \")" : "a control character in a string must be escaped");
      } else {
        result += c;
        i++;
      }
    }
    fail("a string that never ends (a missing \")", start);
  }

  function value(pointer, keyStart) {
    space();
    const start = i;
    const c = text[i];
    if (c === "{") {
      i++;
      space();
      if (text[i] === "}") { i++; }
      else {
        for (;;) {
          space();
          if (text[i] !== '"') fail(text[i] === "}" ? "a comma before } (a trailing comma)" : "expected a key in double quotes");
          const memberKey = i;
          const key = string();
          space();
          if (text[i] !== ":") fail("expected : after the key");
          i++;
          value(pointer + "/" + escapeToken(key), memberKey);
          space();
          if (text[i] === ",") { i++; continue; }
          if (text[i] === "}") { i++; break; }
          fail("expected , or } after a member");
        }
      }
    } else if (c === "[") {
      i++;
      space();
      if (text[i] === "]") { i++; }
      else {
        for (let index = 0; ; index++) {
          space();
          if (text[i] === "]") fail("a comma before ] (a trailing comma)");
          value(pointer + "/" + index);
          space();
          if (text[i] === ",") { i++; continue; }
          if (text[i] === "]") { i++; break; }
          fail("expected , or ] after an element");
        }
      }
    } else if (c === '"') {
      string();
    } else if (c === "-" || (c >= "0" && c <= "9")) {
      const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(text.slice(i));
      if (!match || match[0] === "-") fail("a malformed number");
      i += match[0].length;
    } else {
      const word = /^(true|false|null)/.exec(text.slice(i));
      if (!word) fail(i >= text.length ? "the text ends before a value" : "expected a value (an object, array, string, number, true, false or null)");
      i += word[0].length;
    }
    places.set(pointer, {start, end: i, keyStart: keyStart ?? start});
  }

  value("");
  space();
  if (i < text.length) fail("text after the end of the scene");
  return places;
}

/// The 1-based line and column of `offset` in `text` (columns count characters).
function lineAndColumn(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - (before.lastIndexOf("\n") + 1) + 1;
  return {line, column};
}

/// The place of `pointer` in `places`: the value itself, else (a missing member, say) the
/// nearest enclosing value that exists. Returns {start, end} or null.
function placeOf(places, pointer) {
  let current = pointer;
  for (;;) {
    const place = places.get(current);
    if (place) return {start: place.start, end: place.end};
    if (current === "") return null;
    current = current.slice(0, current.lastIndexOf("/"));
  }
}
