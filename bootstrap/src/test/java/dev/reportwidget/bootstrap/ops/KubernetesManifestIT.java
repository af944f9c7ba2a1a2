package dev.reportwidget.bootstrap.ops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Kubernetes resources the build generates into target/kubernetes/kubernetes.yml. */
class KubernetesManifestIT {

    private static List<JsonNode> resources;

    @BeforeAll
    static void read() throws IOException {
        Path manifest = Path.of(System.getProperty("kubernetes.manifest", "target/kubernetes/kubernetes.yml"));
        ObjectMapper yaml = new ObjectMapper(new YAMLFactory());
        resources = new ArrayList<>();
        try (var parser = yaml.getFactory().createParser(Files.readString(manifest))) {
            yaml.readValues(parser, JsonNode.class).forEachRemaining(node -> {
                if (node != null && !node.isEmpty()) {
                    resources.add(node);
                }
            });
        }
    }

    private static JsonNode resource(String kind, String name) {
        return resources.stream()
                .filter(r -> kind.equals(r.path("kind").asText())
                        && name.equals(r.path("metadata").path("name").asText()))
                .findFirst()
                .orElseThrow(
                        () -> new AssertionError("no " + kind + " " + name + " in " + resources.size() + " resources"));
    }

    private static JsonNode container() {
        return resource("Deployment", "report-widget")
                .path("spec")
                .path("template")
                .path("spec")
                .path("containers")
                .get(0);
    }

    @Test
    void deploymentProbesTheHealthEndpoints() {
        JsonNode app = container();
        assertEquals("/q/health/live", app.at("/livenessProbe/httpGet/path").asText());
        assertEquals("/q/health/ready", app.at("/readinessProbe/httpGet/path").asText());
        assertEquals("/q/health/started", app.at("/startupProbe/httpGet/path").asText());
        assertEquals(8080, app.at("/readinessProbe/httpGet/port").asInt());
        assertTrue(app.at("/startupProbe/failureThreshold").asInt() >= 10, "a slow first start must not be killed");
    }

    @Test
    void deploymentHasRequestsAndLimits() {
        JsonNode resources = container().path("resources");
        for (String field : List.of("/requests/cpu", "/requests/memory", "/limits/cpu", "/limits/memory")) {
            assertFalse(resources.at(field).asText().isEmpty(), field);
        }
    }

    @Test
    void configurationComesFromAConfigMapAndSecretsFromASecret() {
        JsonNode envFrom = container().path("envFrom");
        assertTrue(stream(envFrom).anyMatch(e -> "report-widget-config"
                .equals(e.at("/configMapRef/name").asText())));
        assertTrue(stream(envFrom).anyMatch(e -> "report-widget-secrets"
                .equals(e.at("/secretRef/name").asText())));
    }

    @Test
    void aServiceSelectsTheDeploymentsPods() {
        JsonNode service = resource("Service", "report-widget");
        assertEquals(8080, service.at("/spec/ports/0/targetPort").asInt());
        JsonNode podLabels = resource("Deployment", "report-widget").at("/spec/template/metadata/labels");
        service.at("/spec/selector")
                .fields()
                .forEachRemaining(label -> assertEquals(
                        label.getValue().asText(),
                        podLabels.path(label.getKey()).asText(),
                        label.getKey()));
    }

    @Test
    void anAutoscalerScalesTheDeployment() {
        JsonNode hpa = resource("HorizontalPodAutoscaler", "report-widget");
        assertEquals("Deployment", hpa.at("/spec/scaleTargetRef/kind").asText());
        assertEquals("report-widget", hpa.at("/spec/scaleTargetRef/name").asText());
        assertTrue(hpa.at("/spec/minReplicas").asInt() >= 2);
        assertTrue(hpa.at("/spec/maxReplicas").asInt()
                > hpa.at("/spec/minReplicas").asInt());
    }

    @Test
    void flywayRunsOnceInAJobThatReplicasWaitFor() {
        JsonNode job = resources.stream()
                .filter(r -> "Job".equals(r.path("kind").asText()))
                .filter(r -> r.at("/metadata/name").asText().endsWith("flyway-init"))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no Flyway init Job"));
        JsonNode jobContainer = job.at("/spec/template/spec/containers/0");
        assertEquals("true", env(jobContainer, "QUARKUS_FLYWAY_ACTIVE"));
        assertEquals("true", env(jobContainer, "QUARKUS_INIT_AND_EXIT"));
        assertEquals("false", env(container(), "QUARKUS_FLYWAY_ACTIVE"));
        JsonNode waits = resource("Deployment", "report-widget").at("/spec/template/spec/initContainers");
        String jobName = job.at("/metadata/name").asText();
        assertTrue(stream(waits).anyMatch(c -> stream(c.path("args")).anyMatch(a -> jobName.equals(a.asText()))));
    }

    @Test
    void podsGetLongerThanTheShutdownTimeoutToStop() {
        assertEquals(
                40,
                resource("Deployment", "report-widget")
                        .at("/spec/template/spec/terminationGracePeriodSeconds")
                        .asInt());
    }

    @Test
    void anIngressReachesTheServiceAndItsProxiesAreTrustedByRange() {
        JsonNode ingress = resource("Ingress", "report-widget");
        JsonNode backend = ingress.at("/spec/rules/0/http/paths/0/backend/service");
        assertEquals("report-widget", backend.path("name").asText());
        assertEquals("true", env(container(), "QUARKUS_HTTP_PROXY_PROXY_ADDRESS_FORWARDING"));
        String trusted = env(container(), "QUARKUS_HTTP_PROXY_TRUSTED_PROXIES");
        assertTrue(trusted != null && trusted.contains("/"), "trusted proxies as a CIDR range: " + trusted);
    }

    private static String env(JsonNode container, String name) {
        return stream(container.path("env"))
                .filter(e -> name.equals(e.path("name").asText()))
                .map(e -> e.path("value").asText())
                .findFirst()
                .orElse(null);
    }

    private static java.util.stream.Stream<JsonNode> stream(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false);
    }
}
