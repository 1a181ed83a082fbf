-- wrk script for `make soak`: each connection cycles through a mix of good, bad and hostile
-- requests, and every answer's status is counted; done() prints the counts per status and the
-- latency percentiles, and writes "status count" lines to ZOETROPE_SOAK_STATUSES for the shell.

local function read(path)
  local file = assert(io.open(path, "rb"))
  local text = file:read("*a")
  file:close()
  return text
end

local root = os.getenv("ZOETROPE_ROOT")
local card = read(root .. "/Examples/profile-card.json")
local spring = read(root .. "/Examples/interrupted-spring.json")
local polygon = read(root .. "/Examples/polygon-shape.json")
local gradient = read(root .. "/Examples/gradient-button.json")
local avatar = read(root .. "/Examples/profile-card-avatar.json")
local chinese = read(root .. "/Examples/chinese-transaction-card.json")
local json = { ["Content-Type"] = "application/json" }

local deep = string.rep("[", 100000) .. string.rep("]", 100000)
local wide = '{"body": {"type": "VStack", "content": [' .. string.rep('{"type": "Text", "text": "x"},', 20000) .. '{"type": "Text", "text": "x"}]}}'
-- One body over limits.maxBodyBytes (1 MiB by default): refused with 413 from its Content-Length.
-- A path program that asks for a billion iterations (limits.maxPathIterations refuses it), a
-- billion-laughs SVG asset (refused before libxml2 expands anything), 10,000 characters of mixed
-- Hebrew, Arabic and Latin text, and a gradient with 100,000 stops (limits.maxGradientStops).
local loop = '{"shapes": {"Loop": {"params": {}, "path": [{"for": "i", "in": "0 ..< 1000000000", "do": [{"addLine": {"to": ["i", "i"]}}]}]}}, "body": {"type": "Loop"}}'
local laughs = '{"assets": {"lol": "data:image/svg+xml;utf8,<!DOCTYPE svg [<!ENTITY a \\"lol\\"><!ENTITY b \\"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\\">]><svg xmlns=\\"http://www.w3.org/2000/svg\\"><text>&b;</text></svg>"}, "body": {"type": "Image", "name": "lol"}}'
local bidi = '{"body": {"type": "Text", "text": "' .. string.rep("abc \\u05e9\\u05dc\\u05d5\\u05dd \\u0645\\u0631\\u062d\\u0628\\u0627 ", 500) .. '", "modifiers": [{"frame": {"width": 300}}]}}'
local stops = '{"body": {"type": "Rectangle", "modifiers": [{"fill": {"linearGradient": {"colors": [' .. string.rep('"red",', 100000) .. '"blue"]}}}]}}'
local controls = '{"body": {"type": "Text", "text": "a\\u0000\\u0001\\u001F\\uFFFE\\uFFFFb"}}'

local mix = {
  -- good
  wrk.format("POST", "/v1/render?mode=snapshot", json, card),
  wrk.format("POST", "/v1/render", json, card),
  wrk.format("POST", "/v1/render?format=smil&text=text", json, spring),
  wrk.format("POST", "/v1/render?mode=frames&fps=5&to=1", json, spring),
  wrk.format("POST", "/v1/trace", json, spring),
  wrk.format("POST", "/v1/render?mode=snapshot&text=text", json, controls),
  wrk.format("POST", "/v1/render", json, polygon),
  wrk.format("POST", "/v1/render?format=smil", json, gradient),
  wrk.format("POST", "/v1/render?mode=snapshot", json, avatar),
  wrk.format("POST", "/v1/render?mode=snapshot", json, chinese),
  wrk.format("GET", "/healthz"),
  wrk.format("GET", "/"),
  -- bad
  wrk.format("POST", "/v1/render", json, "{not json"),
  wrk.format("POST", "/v1/render", json, '{"body": {"type": "NoSuchView"}}'),
  wrk.format("POST", "/v1/render?t=0x10&mode=snapshot", json, card),
  wrk.format("POST", "/v1/render?t=1%00", json, card),
  wrk.format("POST", "/v1/render?mode=nope", json, card),
  wrk.format("GET", "/v1/render"),
  wrk.format("GET", "/no/such/file"),
  -- hostile
  wrk.format("GET", "/index.html%00.txt"),
  wrk.format("GET", "/../../etc/passwd"),
  wrk.format("POST", "/v1/render", json, deep),
  wrk.format("POST", "/v1/render", json, wide),
  wrk.format("POST", "/v1/render", json, '{"body": {"type": "Text", "text": "a\\uD800b"}}'),
  wrk.format("POST", "/v1/render?mode=frames&fps=120&to=1e300", json, card),
  wrk.format("POST", "/v1/render", json, loop),
  wrk.format("POST", "/v1/render", json, laughs),
  wrk.format("POST", "/v1/render?mode=snapshot", json, bidi),
  wrk.format("POST", "/v1/render", json, stops),
  wrk.format("POST", "/v1/render", json, '{"pad": "' .. string.rep("x", 1100000) .. '"}'),
}

local threads = {}

function setup(thread)
  thread:set("id", #threads + 1)
  table.insert(threads, thread)
end

function init(args)
  counter = math.random(#mix)
  statuses = {}
end

function request()
  counter = counter % #mix + 1
  return mix[counter]
end

function response(status, headers, body)
  statuses[status] = (statuses[status] or 0) + 1
end

function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    for status, count in pairs(thread:get("statuses")) do
      totals[status] = (totals[status] or 0) + count
    end
  end
  local out = assert(io.open(os.getenv("ZOETROPE_SOAK_STATUSES"), "w"))
  local keys = {}
  for status in pairs(totals) do table.insert(keys, status) end
  table.sort(keys)
  for _, status in ipairs(keys) do out:write(status, " ", totals[status], "\n") end
  out:close()
  io.write(string.format("requests: %d in %.1f s, %.1f req/s\n", summary.requests, summary.duration / 1e6,
    summary.requests / (summary.duration / 1e6)))
  io.write(string.format("latency: p50 %.1f ms, p99 %.1f ms, max %.1f ms\n",
    latency:percentile(50) / 1000, latency:percentile(99) / 1000, latency.max / 1000))
  io.write(string.format("socket errors: connect %d, read %d, write %d, timeout %d\n",
    summary.errors.connect, summary.errors.read, summary.errors.write, summary.errors.timeout))
end
