/// The OpenAPI 3.1 description of the HTTP API, served at `GET /openapi.yaml`. It is the
/// contract docs/http-api.md explains in prose: a test checks that every route the router
/// registers is here, and the browser suite validates it (openapi-spec-validator) and runs
/// schemathesis against a live server with it. Limits are stated at their defaults (config.yml).
enum OpenAPIDocument {
    /// RFC 9512's media type for YAML.
    static let contentType = "application/yaml; charset=utf-8"

    static let yaml = #"""
openapi: 3.1.0
info:
  title: Zoetrope
  version: "1"
  summary: SwiftUI-style JSON scenes rendered to SVG (a snapshot, frames, CSS or SMIL keyframes) and traced.
  description: |
    The scene format is described in DESIGN.md and docs/scene-format.md; this document gives
    its top-level shape only. Numbers in the query are decimal (`2`, `0.5`, `.5`, `1e3`); any
    other spelling, an unknown parameter or one given twice is a `400 invalid_option` naming it.
    Limits are shown at their defaults; config.yml changes them. Every error has the body
    `Error`. Any other path is a `404 not_found`, and a known path with another method a
    `405 method_not_allowed` with an `Allow` header. `HEAD` is answered for every `GET`.
  license:
    name: See the repository
servers:
  - url: /
tags:
  - name: render
  - name: embed
  - name: operations
  - name: playground
paths:
  /v1/render:
    post:
      tags: [render]
      operationId: render
      summary: Render a scene to SVG (keyframes or a snapshot) or to JSON frames.
      parameters:
        - $ref: "#/components/parameters/mode"
        - $ref: "#/components/parameters/format"
        - $ref: "#/components/parameters/t"
        - $ref: "#/components/parameters/text"
        - $ref: "#/components/parameters/precision"
        - $ref: "#/components/parameters/fps"
        - $ref: "#/components/parameters/from"
        - $ref: "#/components/parameters/to"
        - $ref: "#/components/parameters/view"
        - $ref: "#/components/parameters/canvas"
        - $ref: "#/components/parameters/background"
        - $ref: "#/components/parameters/tap"
        - $ref: "#/components/parameters/at"
        - $ref: "#/components/parameters/random-seed"
      requestBody:
        $ref: "#/components/requestBodies/SceneOrSwift"
      responses:
        "200":
          $ref: "#/components/responses/Rendered"
        "400":
          $ref: "#/components/responses/BadRequest"
        "413":
          $ref: "#/components/responses/BodyTooLarge"
        "422":
          $ref: "#/components/responses/InvalidSceneOrSwift"
        "503":
          $ref: "#/components/responses/Unavailable"
  /v1/trace:
    post:
      tags: [render]
      operationId: trace
      summary: Trace a scene's timeline as JSON (takes no query parameters but a Swift body's).
      parameters:
        - $ref: "#/components/parameters/view"
        - $ref: "#/components/parameters/canvas"
        - $ref: "#/components/parameters/background"
        - $ref: "#/components/parameters/tap"
        - $ref: "#/components/parameters/at"
        - $ref: "#/components/parameters/random-seed"
      requestBody:
        $ref: "#/components/requestBodies/SceneOrSwift"
      responses:
        "200":
          description: What each update of the timeline did, in time order.
          headers:
            Content-Encoding:
              $ref: "#/components/headers/Content-Encoding"
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Trace"
        "400":
          $ref: "#/components/responses/BadRequest"
        "413":
          $ref: "#/components/responses/BodyTooLarge"
        "422":
          $ref: "#/components/responses/InvalidSceneOrSwift"
        "503":
          $ref: "#/components/responses/Unavailable"
  /v1/render.svg:
    get:
      tags: [embed]
      operationId: renderEmbedded
      summary: The render of POST /v1/render for a scene carried in the URL, cacheable for a year.
      description: |
        For `<img src>` embeds. `scene` is the scene JSON compressed with raw DEFLATE (RFC 1951,
        no zlib or gzip header) and encoded as base64url (RFC 4648 §5). The
        answer has the bytes of `POST /v1/render` with the same options, a strong `ETag` (a hash
        of the scene, the options and the version) and `Cache-Control: public, max-age=31536000,
        immutable`; a matching `If-None-Match` is answered `304`. A URL longer than
        `limits.maxURLBytes` is a `414 url_too_long`; a scene that inflates to more than
        `limits.maxBodyBytes` a `413 scene_too_large`.
      parameters:
        - name: scene
          in: query
          required: true
          description: base64url of the raw-DEFLATE-compressed scene JSON (`=` padding may be left out).
          schema:
            type: string
            pattern: "^[A-Za-z0-9_-]*={0,2}$"
        - $ref: "#/components/parameters/mode"
        - $ref: "#/components/parameters/format"
        - $ref: "#/components/parameters/t"
        - $ref: "#/components/parameters/text"
        - $ref: "#/components/parameters/precision"
        - $ref: "#/components/parameters/fps"
        - $ref: "#/components/parameters/from"
        - $ref: "#/components/parameters/to"
        - name: If-None-Match
          in: header
          required: false
          description: An `ETag` of an earlier answer; when it matches, the answer is `304` without a body.
          schema:
            type: string
      responses:
        "200":
          description: The SVG (or, for `mode=frames`, the JSON of the frames).
          headers:
            ETag:
              $ref: "#/components/headers/ETag"
            Cache-Control:
              $ref: "#/components/headers/Cache-Control"
            Content-Encoding:
              $ref: "#/components/headers/Content-Encoding"
            X-Content-Type-Options:
              $ref: "#/components/headers/X-Content-Type-Options"
          content:
            image/svg+xml:
              schema:
                type: string
            application/json:
              schema:
                $ref: "#/components/schemas/Frames"
        "304":
          description: The `If-None-Match` matches the answer's `ETag` (or is `*`); no body.
          headers:
            ETag:
              $ref: "#/components/headers/ETag"
            Cache-Control:
              $ref: "#/components/headers/Cache-Control"
        "400":
          $ref: "#/components/responses/BadRequest"
        "413":
          description: "`scene_too_large`: the scene inflates to more than limits.maxBodyBytes."
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Error"
        "414":
          description: The path and query are longer than `limits.maxURLBytes` (`url_too_long`); POST the scene instead.
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Error"
        "422":
          $ref: "#/components/responses/InvalidScene"
        "503":
          $ref: "#/components/responses/Unavailable"
  /v1/embed:
    post:
      tags: [embed]
      operationId: embed
      summary: The embed URL of a scene, and Markdown and HTML that show it.
      description: |
        The body is a scene; the query takes the render options, which the URL carries. A
        text/x-swift body is translated first (with view, canvas, background, tap and at), and the
        URL carries the scene JSON it translates to. The scene
        is rendered first, so its errors are this request's, and the render is then cached. A URL
        that would pass `limits.maxURLBytes` is a `422 limit_exceeded`; with
        `server.publicURLFromHost`, a bad `Host` is a `400 invalid_host`.
      parameters:
        - $ref: "#/components/parameters/mode"
        - $ref: "#/components/parameters/format"
        - $ref: "#/components/parameters/t"
        - $ref: "#/components/parameters/text"
        - $ref: "#/components/parameters/precision"
        - $ref: "#/components/parameters/fps"
        - $ref: "#/components/parameters/from"
        - $ref: "#/components/parameters/to"
        - $ref: "#/components/parameters/view"
        - $ref: "#/components/parameters/canvas"
        - $ref: "#/components/parameters/background"
        - $ref: "#/components/parameters/tap"
        - $ref: "#/components/parameters/at"
        - $ref: "#/components/parameters/random-seed"
      requestBody:
        $ref: "#/components/requestBodies/SceneOrSwift"
      responses:
        "200":
          description: The URL of `GET /v1/render.svg` for the scene and options, and snippets that embed it.
          content:
            application/json:
              schema:
                $ref: "#/components/schemas/Embed"
        "400":
          $ref: "#/components/responses/BadRequest"
        "413":
          $ref: "#/components/responses/BodyTooLarge"
        "422":
          $ref: "#/components/responses/InvalidSceneOrSwift"
        "503":
          $ref: "#/components/responses/Unavailable"
  /healthz:
    get:
      tags: [operations]
      operationId: health
      summary: 200 while the server answers requests (the container's and Kubernetes' probes).
      responses:
        "200":
          description: The server answers.
          content:
            application/json:
              schema:
                type: object
                required: [status]
                properties:
                  status:
                    const: ok
                additionalProperties: false
  /metrics:
    get:
      tags: [operations]
      operationId: metrics
      summary: Prometheus metrics (requests by route and status, render durations, queue depth, rejections, cache hits).
      responses:
        "200":
          description: The Prometheus text exposition format (`text/plain; version=0.0.4`).
          content:
            text/plain:
              schema:
                type: string
  /openapi.yaml:
    get:
      tags: [operations]
      operationId: openAPI
      summary: This document.
      responses:
        "200":
          description: OpenAPI 3.1, YAML.
          content:
            application/yaml:
              schema:
                type: object
                required: [openapi, info, paths]
  /v1/examples:
    get:
      tags: [playground]
      operationId: examples
      summary: The example scenes (server.examplesDirectory), by name, each with its JSON text as written.
      responses:
        "200":
          description: The examples, sorted by name.
          content:
            application/json:
              schema:
                type: object
                required: [examples]
                additionalProperties: false
                properties:
                  examples:
                    type: array
                    items:
                      type: object
                      required: [name, json]
                      additionalProperties: false
                      properties:
                        name:
                          type: string
                          description: The file name without `.json`.
                        json:
                          type: string
                          description: The scene, as the file spells it.
components:
  parameters:
    mode:
      name: mode
      in: query
      description: "keyframes: one SVG that plays the whole timeline; snapshot: a static SVG of the instant t; frames: JSON with an SVG per frame. Default render.mode."
      schema:
        type: string
        enum: [keyframes, snapshot, frames]
        default: keyframes
    format:
      name: format
      in: query
      description: How keyframes animate; css (CSS @keyframes, path data as SMIL; colours in linear light through @property and color(srgb-linear), Chrome 111, Safari 16.4, Firefox 128) or smil (only <animate>, colours fitted in sRGB). Default render.format.
      schema:
        type: string
        enum: [css, smil]
        default: css
    t:
      name: t
      in: query
      description: The instant of a snapshot, in seconds. Default render.t.
      schema:
        type: number
        minimum: 0
        default: 0
    text:
      name: text
      in: query
      description: "paths: glyph outlines; text: <text> elements. Default render.text."
      schema:
        type: string
        enum: [paths, text]
        default: paths
    precision:
      name: precision
      in: query
      description: Digits after the decimal point in coordinates, at most limits.maxPrecision. Default render.precision.
      schema:
        type: integer
        minimum: 0
        maximum: 6
        default: 2
    fps:
      name: fps
      in: query
      description: Frames per second of mode=frames, at most limits.maxFPS. Default render.fps.
      schema:
        type: number
        exclusiveMinimum: 0
        maximum: 120
        default: 30
    from:
      name: from
      in: query
      description: The first frame's time, in seconds.
      schema:
        type: number
        minimum: 0
        default: 0
    to:
      name: to
      in: query
      description: The last frame's time at most, in seconds, not before from; default the end of the timeline.
      schema:
        type: number
        minimum: 0
    view:
      name: view
      in: query
      description: "Only with a text/x-swift body (else a 400 invalid_option): the View struct to import. Default: the one an App's WindowGroup shows, else the only view no other view uses."
      schema:
        type: string
    canvas:
      name: canvas
      in: query
      description: "Only with a text/x-swift body: the scene's canvas, width x height (400x300). Default the format's 400 x 300."
      schema:
        type: string
        examples: [400x300]
    background:
      name: background
      in: query
      description: "Only with a text/x-swift body: the canvas background, a colour (white). Default transparent."
      schema:
        type: string
    tap:
      name: tap
      in: query
      description: "Only with a text/x-swift body: taps, label@seconds, comma-separated (Active@0.5): each runs the action of the Button, Toggle or onTapGesture view with that label at that time."
      schema:
        type: string
        examples: [Active@0.5]
    at:
      name: at
      in: query
      description: "Only with a text/x-swift body: Swift statements run at a time, seconds:statements (1.0:isOn.toggle()); each part after a ';' that starts with seconds and a colon starts another time, other parts continue the statements before them (0.5:a = 1; b = 2;1.5:a = 0)."
      schema:
        type: string
        examples: ["1.0:isOn.toggle()"]
    random-seed:
      name: random-seed
      in: query
      description: "Only with a text/x-swift body: the seed of Bool.random(), Int.random(in:) and Double.random(in:) in the actions tap and at run; each draw is the next number of SplitMix64 seeded with it, in the order the import runs them (docs/deviations.md). Default 0."
      schema:
        type: integer
        minimum: 0
        maximum: 18446744073709551615
        default: 0
  requestBodies:
    Scene:
      required: true
      description: A scene, JSON in UTF-8, at most limits.maxBodyBytes (1048576) bytes. The Content-Type is not checked.
      content:
        application/json:
          schema:
            $ref: "#/components/schemas/Scene"
          examples:
            card:
              summary: A text in a rounded rectangle that grows at 0.5 s.
              value:
                canvas: {width: 200, height: 120, background: white}
                state: {big: false}
                body:
                  type: ZStack
                  children:
                    - type: RoundedRectangle
                      cornerRadius: 12
                      modifiers: [{fill: blue}, {frame: {width: "big ? 180 : 120", height: 80}}]
                    - type: Text
                      text: Hello
                      modifiers: [{foregroundStyle: white}]
                timeline: [{at: 0.5, set: {big: true}, withAnimation: smooth}]
    SceneOrSwift:
      required: true
      description: |
        A scene, JSON in UTF-8, at most limits.maxBodyBytes (1048576) bytes; or, with
        `Content-Type: text/x-swift`, SwiftUI source in the subset of docs/swift-import.md,
        translated into a scene first (the query may add view, canvas, background, tap, at and random-seed).
        Any other Content-Type is read as JSON.
      content:
        application/json:
          schema:
            $ref: "#/components/schemas/Scene"
        text/x-swift:
          schema:
            type: string
          examples:
            hello:
              summary: A text that doubles in size when its Button is tapped (tap=Grow@0.5).
              value: |
                struct Hello: View {
                    @State private var big = false
                    var body: some View {
                        Text("Hi")
                            .scaleEffect(big ? 2 : 1)
                            .animation(.linear, value: big)
                        Button("Grow") { big.toggle() }
                    }
                }
  headers:
    Content-Encoding:
      description: gzip when the request's Accept-Encoding allows it; absent otherwise.
      schema:
        type: string
        enum: [gzip]
    ETag:
      description: A strong entity tag of the scene, the options and the version.
      schema:
        type: string
    Cache-Control:
      description: The URL names its content, so the answer never changes.
      schema:
        type: string
        const: public, max-age=31536000, immutable
    X-Content-Type-Options:
      schema:
        type: string
        const: nosniff
    Retry-After:
      description: Seconds to wait before retrying.
      schema:
        type: string
        const: "1"
    Allow:
      schema:
        type: string
  responses:
    Rendered:
      description: The SVG of keyframes or a snapshot, or for mode=frames the JSON of the frames.
      headers:
        Content-Encoding:
          $ref: "#/components/headers/Content-Encoding"
        X-Content-Type-Options:
          $ref: "#/components/headers/X-Content-Type-Options"
        Content-Security-Policy:
          description: An SVG opened on its own loads and runs nothing.
          schema:
            type: string
            const: "default-src 'none'; style-src 'unsafe-inline'; img-src data:"
      content:
        image/svg+xml:
          schema:
            type: string
        application/json:
          schema:
            $ref: "#/components/schemas/Frames"
    BadRequest:
      description: |
        `invalid_option` (path: the parameter), `malformed_json` and other codes of the scene
        front end (path: the JSON pointer), `malformed_request`, `malformed_body`, `invalid_path`.
      content:
        application/json:
          schema:
            $ref: "#/components/schemas/Error"
    BodyTooLarge:
      description: "`body_too_large`: the body is larger than limits.maxBodyBytes."
      content:
        application/json:
          schema:
            $ref: "#/components/schemas/Error"
    InvalidScene:
      description: |
        Valid JSON that is not a valid scene, or a scene past a limit (`limit_exceeded`); the
        path is the JSON pointer of the offending value and `diagnostics` lists every problem.
        A drawing past `limits.maxDrawnPathElements` names the view that passed it; an output
        past `limits.maxOutputBytes` has path "" (`fps` for frames, `/timeline` for a trace); a
        layout past `limits.maxLaidOutCharacters` names the Text that passed it.
      content:
        application/json:
          schema:
            $ref: "#/components/schemas/Error"
    InvalidSceneOrSwift:
      description: |
        Valid JSON that is not a valid scene, or a scene past a limit (`limit_exceeded`); the
        path is the JSON pointer of the offending value and `diagnostics` lists every problem.
        A text/x-swift body outside the subset (or whose scene is not valid) is a `swift_import`
        with path "" whose message and diagnostics' messages start `line:column: severity:`
        (`2:27: error: 'Slider' is not a view Zoetrope can import; …`).
      content:
        application/json:
          schema:
            $ref: "#/components/schemas/Error"
    Unavailable:
      description: "`server_busy` (every render thread busy and the queue full), `render_timeout` or `render_cancelled`."
      headers:
        Retry-After:
          $ref: "#/components/headers/Retry-After"
      content:
        application/json:
          schema:
            $ref: "#/components/schemas/Error"
  schemas:
    Error:
      type: object
      required: [error]
      additionalProperties: false
      properties:
        error:
          type: object
          required: [code, message, path]
          additionalProperties: false
          properties:
            code:
              type: string
              pattern: "^[a-z][a-z0-9_]*$"
              description: Stable and machine-readable, e.g. unknown_view, invalid_option, body_too_large.
              examples: [unknown_view]
            message:
              type: string
              description: One sentence for a person.
            path:
              type: string
              description: The RFC 6901 JSON pointer of the offending value in the scene, the name of the offending query parameter, the request path for routing errors, or "" when there is none.
            diagnostics:
              type: array
              description: Every problem the scene front end found, errors first; present only when it found some.
              items:
                $ref: "#/components/schemas/Diagnostic"
    Diagnostic:
      type: object
      required: [severity, code, message, path]
      additionalProperties: false
      properties:
        severity:
          type: string
          enum: [error, warning]
        code:
          type: string
        message:
          type: string
        path:
          type: string
    Scene:
      type: object
      description: A scene's top level (docs/scene-format.md describes every view and modifier). Other keys are refused.
      required: [body]
      additionalProperties: false
      properties:
        version:
          const: 1
        canvas:
          type: object
          additionalProperties: false
          properties:
            width:
              type: number
              exclusiveMinimum: 0
              maximum: 8192
            height:
              type: number
              exclusiveMinimum: 0
              maximum: 8192
            background:
              description: A fixed color.
            colorScheme:
              type: string
              enum: [light, dark]
        state:
          type: object
          description: State variables by name, with their initial values.
        shapes:
          type: object
          description: Custom shapes by name.
        components:
          type: object
          description: Components by name, each with params and a body.
        assets:
          type: object
          description: Images by name, as data URIs.
          additionalProperties:
            type: string
        fonts:
          type: object
          description: 'TrueType or OpenType fonts by name, as data URIs, for `{"font": {"custom": name}}`.'
          additionalProperties:
            type: string
        namespaces:
          type: array
          description: Names for matchedGeometryEffect's `in` (SwiftUI's @Namespace).
          items:
            type: string
        alignments:
          type: object
          description: Custom alignment guides by name (SwiftUI's AlignmentID), each with an axis and a default.
        body:
          $ref: "#/components/schemas/View"
        timeline:
          type: array
          description: Events in time order.
          maxItems: 1000
          items:
            type: object
    View:
      type: object
      required: [type]
      description: A view; its other keys depend on its type (Text, VStack, Rectangle, a component's name, …).
      properties:
        type:
          type: string
        modifiers:
          type: array
          items:
            type: object
        children:
          type: array
          items:
            $ref: "#/components/schemas/View"
    Frames:
      type: object
      required: [fps, frames]
      additionalProperties: false
      properties:
        fps:
          type: number
        frames:
          type: array
          items:
            type: object
            required: [t, svg]
            additionalProperties: false
            properties:
              t:
                type: number
                minimum: 0
              svg:
                type: string
    Trace:
      type: object
      required: [duration, repeatsForever, updates, skippedEvents]
      additionalProperties: false
      properties:
        duration:
          type: number
          minimum: 0
        repeatsForever:
          type: boolean
        updates:
          type: array
          items:
            type: object
            required: [time, cause, changes, animation, disablesAnimations, monitors, bodies, completionsScheduled]
            properties:
              time:
                type: number
              cause:
                type: object
                required: [kind]
                properties:
                  kind:
                    type: string
                    enum: [initial, event, completion, action, phase, viewThatFits]
                  path:
                    type: string
                  animator:
                    type: string
                  view:
                    type: string
              changes:
                type: object
              animation:
                type: string
              disablesAnimations:
                type: boolean
              monitors:
                type: array
                items:
                  type: object
                  required: [label, view, animation, line]
                  properties:
                    label:
                      type: string
                    view:
                      type: string
                    animation:
                      type: string
                    line:
                      type: string
              bodies:
                type: array
                items:
                  type: object
                  required: [path, reasons]
                  properties:
                    path:
                      type: string
                    reasons:
                      type: array
                      items:
                        type: string
              completionsScheduled:
                type: array
                items:
                  type: number
              contentTransitions:
                type: array
                description: Texts that drew a change of their string with a contentTransition (present only when there are some).
                items:
                  type: object
                  required: [view, transition, from, to, animation, end, blur]
                  properties:
                    view:
                      type: string
                    transition:
                      type: string
                      enum: [opacity, interpolate, numericText, numericText(countsDown)]
                    from:
                      type: string
                    to:
                      type: string
                    animation:
                      type: string
                    end:
                      type: [number, "null"]
                    blur:
                      type: number
                      description: The blur radius numericText's rolling characters reach (a tenth of the line height); 0 for the other transitions.
        skippedEvents:
          type: array
          items:
            type: string
    Embed:
      type: object
      required: [url, markdown, html]
      additionalProperties: false
      properties:
        url:
          type: string
          format: uri
          description: The absolute URL of GET /v1/render.svg with the scene and the options (server.publicURL first).
        markdown:
          type: string
          description: "![scene](url)"
        html:
          type: string
          description: An <img> element with the URL, the canvas width and height, and alt text.
"""#
}
