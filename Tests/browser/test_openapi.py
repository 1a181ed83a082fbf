"""GET /openapi.yaml: a valid OpenAPI 3.1 document (openapi-spec-validator) that the running
server keeps: a bounded schemathesis run finds no 5xx and no answer the document does not allow."""
import json
import subprocess
import sys
from pathlib import Path

import yaml
from openapi_spec_validator import validate
from openapi_spec_validator.versions import consts as versions

from server import ROOT, server  # noqa: F401  (the fixture)

CHECKS = ",".join([
    "not_a_server_error", "status_code_conformance", "content_type_conformance",
    "response_headers_conformance", "response_schema_conformance", "negative_data_rejection",
    "unsupported_method",
])


def document(server):
    status, headers, body = server.get("/openapi.yaml")
    assert status == 200
    assert headers["Content-Type"] == "application/yaml; charset=utf-8"
    return yaml.safe_load(body)


def test_openapi_document_is_valid_openapi_3_1(server):
    spec = document(server)
    assert spec["openapi"] == "3.1.0"
    validate(spec)  # raises on any error; 3.1 is chosen from the `openapi` field


def test_openapi_documents_every_option_and_the_error_body(server):
    spec = document(server)
    render = spec["paths"]["/v1/render"]["post"]
    names = {parameter["$ref"].rsplit("/", 1)[1] for parameter in render["parameters"]}
    assert names == {"mode", "format", "t", "text", "precision", "fps", "from", "to", "view", "canvas", "background", "tap", "at", "random-seed"}
    # SwiftUI source is a body of /v1/render, /v1/trace and /v1/embed, with the import's options and its 422.
    bodies = spec["components"]["requestBodies"]
    for path in ("/v1/render", "/v1/trace", "/v1/embed"):
        operation = spec["paths"][path]["post"]
        body = bodies[operation["requestBody"]["$ref"].rsplit("/", 1)[1]]
        assert set(body["content"]) == {"application/json", "text/x-swift"}
        assert body["content"]["text/x-swift"]["schema"] == {"type": "string"}
        swift = {parameter["$ref"].rsplit("/", 1)[1] for parameter in operation.get("parameters", [])}
        assert {"view", "canvas", "background", "tap", "at", "random-seed"} <= swift
        invalid = spec["components"]["responses"][operation["responses"]["422"]["$ref"].rsplit("/", 1)[1]]
        assert "swift_import" in invalid["description"]
    error = spec["components"]["schemas"]["Error"]["properties"]["error"]
    assert error["required"] == ["code", "message", "path"]
    # The scene's top level: the keys the decoder accepts (SceneDecoder.documentKeys), body required.
    scene = spec["components"]["schemas"]["Scene"]
    assert set(scene["properties"]) == {
        "version", "canvas", "state", "shapes", "components", "body", "timeline", "assets", "namespaces", "fonts", "alignments",
    }
    assert scene["required"] == ["body"]


def test_openapi_error_answers_match_the_error_schema(server):
    """A 404 and a 405 (routing errors, not per operation) have the documented error body."""
    from jsonschema import Draft202012Validator
    schema = document(server)["components"]["schemas"]
    validator = Draft202012Validator({"$ref": "#/Error", **schema}, format_checker=None)
    status, _, body = server.get("/nothing-here")
    assert status == 404
    validator.validate(json.loads(body))
    assert json.loads(body)["error"]["code"] == "not_found"


def test_openapi_examples_route_lists_the_examples_folder(server):
    status, headers, body = server.get("/v1/examples")
    assert status == 200
    assert headers["Content-Type"] == "application/json; charset=utf-8"
    examples = json.loads(body)["examples"]
    names = sorted(path.stem for path in (ROOT / "Examples").glob("*.json"))
    assert [example["name"] for example in examples] == names
    first = ROOT / "Examples" / (names[0] + ".json")
    assert examples[0]["json"] == first.read_text(encoding="utf-8")


def served_paths(server, spec):
    """The documented paths this server answers (a route of another branch not merged yet
    answers 404 not_found at every method and is left out of the run)."""
    paths = []
    for path in spec["paths"]:
        status, _, body = server.get(path.replace("{", "").replace("}", ""))
        if status == 404 and json.loads(body)["error"]["code"] == "not_found":
            continue
        paths.append(path)
    return paths


def test_openapi_schemathesis_finds_no_5xx_and_no_contradiction(server, tmp_path):
    spec = document(server)
    paths = served_paths(server, spec)
    assert {"/v1/render", "/v1/trace", "/healthz", "/openapi.yaml", "/v1/examples"} <= set(paths)
    included = [argument for path in paths for argument in ("--include-path", path)]
    # A body over limits.maxBodyBytes is refused with 413 and a URL over maxURLBytes with 414
    # before it is read: rejections, which schemathesis does not count as such by default.
    config = tmp_path / "schemathesis.toml"
    config.write_text('[checks.negative_data_rejection]\nexpected-statuses = ["400", "401", "403", "404", "405", '
                      '"406", "409", "413", "414", "415", "422", "428", "429", "5xx"]\n')
    run = subprocess.run(
        [sys.executable, "-m", "schemathesis.cli", "--config-file", str(config), "run", server.url + "/openapi.yaml",
         "--url", server.url,
         "--checks", CHECKS, "--max-examples", "30", "--seed", "15", "--workers", "1",
         "--generation-database", "none", "--max-time", "100", "--request-timeout", "30",
         "--no-color", *included],
        cwd=tmp_path, capture_output=True, text=True, timeout=600)
    print(run.stdout[-20000:])
    assert run.returncode == 0, run.stdout[-20000:] + run.stderr[-5000:]
    # A $ref schemathesis cannot follow would leave part of the document untested.
    assert "Unresolvable references" not in run.stdout
