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
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Kubernetes resources the build generates into target/kubernetes/kubernetes.yml. */
class KubernetesManifestIT {

    private static List<JsonNode> resources;

    private static final Properties PROPERTIES = new Properties();

    private static Path manifest() {
        return Path.of(System.getProperty("kubernetes.manifest", "target/kubernetes/kubernetes.yml"));
    }

    @BeforeAll
    static void read() throws IOException {
        try (var in = KubernetesManifestIT.class.getResourceAsStream("/application.properties")) {
            PROPERTIES.load(in);
        }
        Path manifest = manifest();
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

    private static JsonNode podSpec() {
        return resource("Deployment", "report-widget").at("/spec/template/spec");
    }

    /** The pod template of every workload in the manifests. */
    private static List<JsonNode> podSpecs() {
        List<JsonNode> pods = resources.stream()
                .filter(r -> List.of("Deployment", "StatefulSet", "DaemonSet", "Job", "CronJob")
                        .contains(r.path("kind").asText()))
                .map(r -> r.path("kind").asText().equals("CronJob")
                        ? r.at("/spec/jobTemplate/spec/template/spec")
                        : r.at("/spec/template/spec"))
                .toList();
        assertFalse(pods.isEmpty());
        return pods;
    }

    /** Containers and init containers. */
    private static List<JsonNode> containers(JsonNode pod) {
        List<JsonNode> all = new ArrayList<>();
        pod.path("initContainers").forEach(all::add);
        pod.path("containers").forEach(all::add);
        assertFalse(all.isEmpty());
        return all;
    }

    private static Duration duration(String value) {
        assertTrue(value != null && !value.isBlank(), "a duration");
        return Duration.parse(value.matches("\\d+[smhSMH]") ? "PT" + value : value);
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
    void everyReplicaMigratesAtStartUnderFlywaysLockWithoutAJob() {
        assertFalse(
                resources.stream().anyMatch(r -> "Job".equals(r.path("kind").asText())),
                "no migration Job to delete before an upgrade");
        assertTrue(podSpec().path("initContainers").isEmpty(), "no init container waiting for a Job");
        assertEquals(null, env(container(), "QUARKUS_FLYWAY_ACTIVE"));
        assertEquals("true", PROPERTIES.getProperty("quarkus.flyway.migrate-at-start"));
    }

    @Test
    void aNewVersionCanBeAppliedOverTheOld() {
        // a Deployment's selector is immutable: a version in it would make every upgrade fail
        JsonNode selector = resource("Deployment", "report-widget").at("/spec/selector/matchLabels");
        assertTrue(selector.path("app.kubernetes.io/version").isMissingNode(), selector.toString());
        assertTrue(resource("Service", "report-widget")
                .at("/spec/selector")
                .path("app.kubernetes.io/version")
                .isMissingNode());
    }

    @Test
    void podsMeetTheRestrictedPodSecurityStandard() {
        for (JsonNode pod : podSpecs()) {
            JsonNode podContext = pod.path("securityContext");
            assertEquals("RuntimeDefault", podContext.at("/seccompProfile/type").asText(), pod.toString());
            assertFalse(pod.path("hostNetwork").asBoolean(false));
            assertFalse(pod.path("hostPID").asBoolean(false));
            for (JsonNode c : containers(pod)) {
                JsonNode context = c.path("securityContext");
                String name = c.path("name").asText();
                assertTrue(
                        context.path("runAsNonRoot").asBoolean(false)
                                || podContext.path("runAsNonRoot").asBoolean(false),
                        name);
                JsonNode user = context.has("runAsUser") ? context.path("runAsUser") : podContext.path("runAsUser");
                assertTrue(user.isIntegralNumber() && user.asLong() > 0, name + " runs as a numeric non-root user");
                assertEquals("false", context.path("allowPrivilegeEscalation").asText(), name);
                assertTrue(
                        stream(context.at("/capabilities/drop")).anyMatch(d -> "ALL".equals(d.asText())),
                        name + " drops every capability");
                assertTrue(stream(context.at("/capabilities/add")).findAny().isEmpty(), name);
                assertFalse(context.path("privileged").asBoolean(false), name);
                assertTrue(context.path("readOnlyRootFilesystem").asBoolean(false), name);
                String seccomp = context.at("/seccompProfile/type").asText("RuntimeDefault");
                assertTrue(seccomp.equals("RuntimeDefault") || seccomp.equals("Localhost"), name);
            }
        }
    }

    @Test
    void theServiceWritesOnlyToAnEmptyDirAtTmp() {
        JsonNode mount = stream(container().path("volumeMounts"))
                .filter(m -> "/tmp".equals(m.path("mountPath").asText()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no volume at /tmp"));
        JsonNode volume = stream(podSpec().path("volumes"))
                .filter(v -> mount.path("name").asText().equals(v.path("name").asText()))
                .findFirst()
                .orElseThrow(() -> new AssertionError("no volume " + mount));
        assertTrue(volume.has("emptyDir"), volume.toString());
        assertEquals("false", env(container(), "RW_EMBEDDED_DB_ENABLED"));
    }

    @Test
    void everyContainerHasRequestsAndLimits() {
        for (JsonNode pod : podSpecs()) {
            for (JsonNode c : containers(pod)) {
                for (String field : List.of("/requests/cpu", "/requests/memory", "/limits/cpu", "/limits/memory")) {
                    assertFalse(
                            c.path("resources").at(field).asText().isEmpty(),
                            c.path("name").asText() + " " + field);
                }
            }
        }
    }

    @Test
    void aDisruptionBudgetKeepsAPodServing() {
        JsonNode pdb = resource("PodDisruptionBudget", "report-widget");
        assertTrue(pdb.at("/spec/minAvailable").asInt() >= 1
                || pdb.at("/spec/maxUnavailable").asInt() == 1);
        JsonNode podLabels = resource("Deployment", "report-widget").at("/spec/template/metadata/labels");
        JsonNode selector = pdb.at("/spec/selector/matchLabels");
        assertFalse(selector.isEmpty());
        selector.fields()
                .forEachRemaining(label -> assertEquals(
                        label.getValue().asText(),
                        podLabels.path(label.getKey()).asText(),
                        label.getKey()));
    }

    @Test
    void podsStopServingBeforeTheyStopAndGetTheTimeToDrain() {
        assertEquals("true", PROPERTIES.getProperty("quarkus.shutdown.delay-enabled"));
        Duration delay = duration(env(container(), "QUARKUS_SHUTDOWN_DELAY"));
        assertTrue(delay.toSeconds() >= 5, "time for the endpoints to drop the pod: " + delay);
        Duration timeout = duration(PROPERTIES.getProperty("quarkus.shutdown.timeout"));
        long grace = podSpec().path("terminationGracePeriodSeconds").asLong();
        assertTrue(
                grace > delay.plus(timeout).toSeconds(),
                "grace period " + grace + " s must exceed the delay " + delay + " plus the timeout " + timeout);
    }

    @Test
    void theManifestsHoldNoBuildTimestampAndNoLocalPath() throws IOException {
        String text = Files.readString(manifest());
        assertFalse(text.contains("build-timestamp"), "build timestamp");
        Path project = Path.of("").toAbsolutePath();
        for (Path local : List.of(project, project.getParent(), Path.of(System.getProperty("user.home")))) {
            assertFalse(text.contains(local.toString() + "/"), "local path " + local);
        }
        assertFalse(text.contains("vcs-uri"), "repository location");
    }

    @Test
    void theImageIsAPinnedReleaseTagPulledOnce() {
        for (JsonNode pod : podSpecs()) {
            for (JsonNode c : containers(pod)) {
                String image = c.path("image").asText();
                String tag = image.substring(image.lastIndexOf(':') + 1);
                assertTrue(image.lastIndexOf(':') > image.lastIndexOf('/'), "a tag: " + image);
                assertFalse(tag.contains("SNAPSHOT") || tag.equals("latest"), "a pinned tag: " + image);
                assertEquals("IfNotPresent", c.path("imagePullPolicy").asText(), image);
            }
        }
        assertEquals(
                container().path("image").asText().replaceAll(".*:", ""),
                resource("Deployment", "report-widget")
                        .at("/metadata/labels")
                        .path("app.kubernetes.io/version")
                        .asText());
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
