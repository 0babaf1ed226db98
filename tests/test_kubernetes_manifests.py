"""deploy/kubernetes/: the manifests pass Kubernetes' own schema (the OpenAPI schemas of each
release as JSON Schema, shipped offline by kubernetes-validate, strict: an unknown or misspelt
field fails), and say what the bot needs: the pods of the StatefulSet split every shard once by
their ordinal, are probed on /healthz, scraped on the metrics port, keep the database on their
own volume and read the token from the Secret."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from bot.settings import Settings, SettingsError
from tests.test_readme import variables_settings_reads

kubernetes_validate = pytest.importorskip(
    "kubernetes_validate", reason="kubernetes-validate (in the dev extras) is not installed"
)

REPO = Path(__file__).resolve().parents[1]
MANIFESTS = REPO / "deploy" / "kubernetes"
OLDEST_SUPPORTED = "1.28.0"  # the oldest Kubernetes release still maintained by some vendors


def _resources() -> dict[str, dict[str, Any]]:
    """Every resource of the manifests by its kind (one of each)."""
    found: dict[str, dict[str, Any]] = {}
    for path in sorted(MANIFESTS.glob("*.yaml")):
        if path.name == "kustomization.yaml":
            continue
        for document in yaml.safe_load_all(path.read_text(encoding="utf-8")):
            assert document["kind"] not in found
            found[document["kind"]] = document
    return found


def _bot(resources: dict[str, dict[str, Any]]) -> dict[str, Any]:
    (container,) = resources["StatefulSet"]["spec"]["template"]["spec"]["containers"]
    return dict(container)


def _environment(container: dict[str, Any], pod: str, token: str) -> dict[str, str]:
    """The environment Kubernetes gives the container in the pod named `pod`."""
    environ: dict[str, str] = {}
    for variable in container["env"]:
        source = variable.get("valueFrom", {})
        if "value" in variable:
            environ[variable["name"]] = variable["value"]
        elif source.get("fieldRef", {}).get("fieldPath") == "metadata.name":
            environ[variable["name"]] = pod
        else:
            assert "secretKeyRef" in source, variable
            environ[variable["name"]] = token
    return environ


@pytest.mark.parametrize("version", [OLDEST_SUPPORTED, kubernetes_validate.utils.latest_version()])
def test_every_manifest_passes_kubernetes_own_schema(version: str) -> None:
    resources = _resources()
    assert set(resources) == {"Secret", "Service", "StatefulSet"}
    for resource in resources.values():
        kubernetes_validate.validate(resource, version, strict=True)


def test_a_misspelt_field_fails_the_schema() -> None:
    statefulset = _resources()["StatefulSet"]
    statefulset["spec"]["template"]["spec"]["containers"][0]["readinesProbe"] = {}
    with pytest.raises(kubernetes_validate.ValidationError, match="readinesProbe"):
        kubernetes_validate.validate(statefulset, OLDEST_SUPPORTED, strict=True)


def test_apply_k_applies_the_service_and_the_statefulset_but_never_the_secret() -> None:
    kustomization = yaml.safe_load((MANIFESTS / "kustomization.yaml").read_text("utf-8"))
    assert kustomization["resources"] == ["service.yaml", "statefulset.yaml"]


def test_the_pods_split_every_shard_once_by_their_ordinal() -> None:
    resources = _resources()
    statefulset, container = resources["StatefulSet"], _bot(resources)
    pods = statefulset["spec"]["replicas"]
    name = statefulset["metadata"]["name"]
    shares = [
        Settings.from_environ(_environment(container, f"{name}-{ordinal}", "token")).shard_ids
        for ordinal in range(pods)
    ]
    count = int(_environment(container, name, "")["JUDGEBOT_SHARD_COUNT"])
    assert sorted(shard for share in shares for shard in share or ()) == list(range(count))
    with pytest.raises(SettingsError, match="scale the StatefulSet"):  # one pod too many
        Settings.from_environ(_environment(container, f"{name}-{pods}", "token"))


def test_the_pods_set_only_variables_judgebot_knows_and_no_service_links() -> None:
    resources = _resources()
    container = _bot(resources)
    assert {variable["name"] for variable in container["env"]} <= variables_settings_reads()
    # Service links would add JUDGEBOT_PORT and the like, which judgebot refuses:
    assert resources["StatefulSet"]["spec"]["template"]["spec"]["enableServiceLinks"] is False
    with pytest.raises(SettingsError, match="JUDGEBOT_PORT is not a judgebot setting"):
        Settings.from_environ({"JUDGEBOT_PORT": "tcp://10.0.0.1:9464"})


def test_the_pods_are_probed_on_healthz_and_scraped_on_the_metrics_port() -> None:
    resources = _resources()
    container = _bot(resources)
    port = _environment(container, "judgebot-0", "")["JUDGEBOT_HTTP_PORT"]
    assert container["ports"] == [{"name": "http", "containerPort": int(port)}]
    for probe in ("startupProbe", "readinessProbe", "livenessProbe"):
        assert container[probe]["httpGet"] == {"path": "/healthz", "port": "http"}
    annotations = resources["StatefulSet"]["spec"]["template"]["metadata"]["annotations"]
    assert annotations == {
        "prometheus.io/scrape": "true",
        "prometheus.io/port": port,
        "prometheus.io/path": "/metrics",
    }
    service = resources["Service"]
    assert service["spec"]["clusterIP"] == "None"  # headless: one DNS name a pod
    assert service["metadata"]["name"] == resources["StatefulSet"]["spec"]["serviceName"]
    assert service["spec"]["ports"][0]["port"] == int(port)


def test_each_pod_keeps_and_refreshes_its_database_on_its_own_volume() -> None:
    resources = _resources()
    spec = resources["StatefulSet"]["spec"]
    container = _bot(resources)
    environ = _environment(container, "judgebot-0", "")
    (claim,) = spec["volumeClaimTemplates"]
    (mount,) = container["volumeMounts"]
    assert mount["name"] == claim["metadata"]["name"]
    assert Path(environ["JUDGEBOT_DB"]).parent == Path(mount["mountPath"])
    assert float(environ["JUDGEBOT_REFRESH_HOURS"]) > 0  # the bot refreshes it itself
    (seed,) = spec["template"]["spec"]["initContainers"]
    assert seed["volumeMounts"][0]["name"] == claim["metadata"]["name"]
    dockerfile = (REPO / "Dockerfile").read_text(encoding="utf-8")
    assert f"JUDGEBOT_DB={environ['JUDGEBOT_DB']}" in dockerfile  # what the seed copies


def test_the_token_comes_from_the_secret() -> None:
    resources = _resources()
    (token,) = [v for v in _bot(resources)["env"] if v["name"] == "DISCORD_TOKEN"]
    reference = token["valueFrom"]["secretKeyRef"]
    secret = resources["Secret"]
    assert reference["name"] == secret["metadata"]["name"]
    assert reference["key"] in secret["stringData"]
    assert secret["stringData"][reference["key"]] == ""  # no token is ever committed
