"""The Kubernetes manifests in deploy/: valid against the Kubernetes API schemas that
kubernetes-validate ships (no network), and wired together as docs/deploy.md says."""
from pathlib import Path

import kubernetes_validate
import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
# The oldest Kubernetes version the manifests must apply to (autoscaling/v2 is GA since 1.23,
# policy/v1 PodDisruptionBudget since 1.21) and the newest the validator knows.
VERSIONS = ["1.27.0", kubernetes_validate.latest_version()]


def manifests():
    """Every resource in deploy/ but the kustomization, as (file name, resource)."""
    resources = []
    for path in sorted(DEPLOY.glob("*.yaml")):
        if path.name == "kustomization.yaml":
            continue
        for document in yaml.safe_load_all(path.read_text()):
            if document is not None:
                resources.append((path.name, document))
    return resources


def by_kind(kind):
    [resource] = [document for _, document in manifests() if document["kind"] == kind]
    return resource


@pytest.mark.parametrize("version", VERSIONS)
@pytest.mark.parametrize("name,resource", manifests(), ids=lambda value: value if isinstance(value, str) else None)
def test_deploy_manifest_is_valid_kubernetes(name, resource, version):
    # strict: a field the schema does not know (a typo such as `readinesProbe`) is an error.
    kubernetes_validate.validate(resource, version, strict=True)


def test_deploy_manifest_validator_rejects_a_typo():
    deployment = by_kind("Deployment")
    container = deployment["spec"]["template"]["spec"]["containers"][0]
    broken = {**container, "readinesProbe": container["readinessProbe"]}
    deployment["spec"]["template"]["spec"]["containers"] = [broken]
    with pytest.raises(kubernetes_validate.ValidationError):
        kubernetes_validate.validate(deployment, VERSIONS[-1], strict=True)


def test_deploy_kustomization_lists_every_manifest():
    kustomization = yaml.safe_load((DEPLOY / "kustomization.yaml").read_text())
    files = sorted(path.name for path in DEPLOY.glob("*.yaml") if path.name != "kustomization.yaml")
    assert sorted(kustomization["resources"]) == files


def test_deploy_probes_ask_healthz_on_the_container_port():
    [container] = by_kind("Deployment")["spec"]["template"]["spec"]["containers"]
    [port] = container["ports"]
    assert port["containerPort"] == 8080 and port["name"] == "http"
    for probe in ("readinessProbe", "livenessProbe"):
        assert container[probe]["httpGet"] == {"path": "/healthz", "port": "http"}
    environment = {variable["name"]: variable["value"] for variable in container["env"]}
    assert environment["ZOETROPE_HOST"] == "0.0.0.0"
    assert environment["ZOETROPE_PORT"] == "8080"
    assert environment["ZOETROPE_LOG_FORMAT"] == "json"
    assert set(container["resources"]) == {"requests", "limits"}
    # The grace period outlasts the longest render (server.requestTimeoutSeconds, 30 s).
    assert by_kind("Deployment")["spec"]["template"]["spec"]["terminationGracePeriodSeconds"] > 30


def test_deploy_service_and_autoscaler_point_at_the_deployment():
    deployment, service, autoscaler = by_kind("Deployment"), by_kind("Service"), by_kind("HorizontalPodAutoscaler")
    labels = deployment["spec"]["template"]["metadata"]["labels"]
    assert deployment["spec"]["selector"]["matchLabels"].items() <= labels.items()
    assert service["spec"]["selector"].items() <= labels.items()
    assert service["spec"]["ports"][0]["targetPort"] == "http"
    assert autoscaler["spec"]["scaleTargetRef"] == {
        "apiVersion": "apps/v1", "kind": "Deployment", "name": deployment["metadata"]["name"]}
    [metric] = autoscaler["spec"]["metrics"]
    assert metric["resource"]["name"] == "cpu"
    assert 1 <= autoscaler["spec"]["minReplicas"] < autoscaler["spec"]["maxReplicas"]
