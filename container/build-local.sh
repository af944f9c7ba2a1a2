#!/usr/bin/env bash
# Builds a container image of the service with podman without pulling anything, then checks it end
# to end: the container starts against a PostgreSQL on this machine, restricted as the Kubernetes pod
# is, /q/health/ready answers UP, a public widget answers 200, and it stops cleanly on SIGTERM.
#
#   container/build-local.sh          the JVM image: the application packaged without the embedded
#                                     PostgreSQL (-Dno-embedded-db, into bootstrap/target/image-app/),
#                                     checked to carry none of its jars
#   container/build-local.sh native   the native image: the executable at $NATIVE_BINARY (default
#                                     bootstrap/target/report-widget-service-1.0.0-SNAPSHOT-runner,
#                                     as ../shared/native/build-app.sh or mvn -Pnative writes it)
#
# Needs: podman, Maven and a JDK 25 at $JDK (default: $JAVA_HOME, else /usr/lib/jvm/temurin-25-jdk-amd64)
# for the JVM image, PostgreSQL server binaries at $PG_BIN (default /usr/lib/postgresql/15/bin) and curl.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)

KIND=${1:-jvm}
JDK=${JDK:-${JAVA_HOME:-/usr/lib/jvm/temurin-25-jdk-amd64}}
PG_BIN=${PG_BIN:-/usr/lib/postgresql/15/bin}
NATIVE_BINARY=${NATIVE_BINARY:-bootstrap/target/report-widget-service-1.0.0-SNAPSHOT-runner}
case "$KIND" in
  jvm) BASE_IMAGE=${BASE_IMAGE:-localhost/rw-jre:25}; IMAGE=${IMAGE:-localhost/report-widget:local} ;;
  native) BASE_IMAGE=${BASE_IMAGE:-localhost/rw-native-base:1}; IMAGE=${IMAGE:-localhost/report-widget:native-local} ;;
  *) echo "usage: $0 [jvm|native]" >&2; exit 2 ;;
esac
started=$(date +%s)

WORK=$(mktemp -d /tmp/rw-container.XXXXXX)
chmod 755 "$WORK"
CONTAINER=rw-check-$$
cleanup() {
  podman rm -f -t 0 "$CONTAINER" >/dev/null 2>&1 || true
  podman rm -f "$CONTAINER-files" >/dev/null 2>&1 || true
  if [ -f "$WORK/pg/postmaster.pid" ]; then
    su postgres -s /bin/sh -c "$PG_BIN/pg_ctl -D $WORK/pg -m immediate stop" >/dev/null 2>&1 || true
  fi
  rm -rf "$WORK"
}
trap cleanup EXIT
step() { echo "== $* ($(( $(date +%s) - started ))s)"; }

# podman settings this machine needs (no systemd, no cgroup delegation)
cat > "$WORK/containers.conf" <<'CONF'
[containers]
default_ulimits = ["nofile=20000:20000", "nproc=32768:32768"]
[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
CONF
export CONTAINERS_CONF="$WORK/containers.conf"

# Copies every shared library the given files load (ldd), with the dynamic loader, into the rootfs $1
copy_libraries() {
  local rootfs=$1; shift
  printf '%s\0' "$@" | xargs -0 ldd 2>/dev/null \
    | awk '$2 == "=>" && $3 ~ /^\// {print $3} $1 ~ /^\/.*ld-linux/ {print $1}' | sort -u \
    | while read -r lib; do cp --parents -L "$lib" "$rootfs"; done
  [ -e /lib64/ld-linux-x86-64.so.2 ] && cp --parents -L /lib64/ld-linux-x86-64.so.2 "$rootfs"
  # name resolution and users
  cp --parents -L /lib/x86_64-linux-gnu/libnss_files.so.2 /lib/x86_64-linux-gnu/libnss_dns.so.2 "$rootfs" 2>/dev/null || true
  printf 'root:x:0:0:root:/root:/sbin/nologin\njboss:x:185:0:app:/tmp:/sbin/nologin\n' > "$rootfs/etc/passwd"
  printf 'root:x:0:\n' > "$rootfs/etc/group"
  printf 'hosts: files dns\n' > "$rootfs/etc/nsswitch.conf"
  printf '127.0.0.1 localhost\n' > "$rootfs/etc/hosts"
}

if [ "$KIND" = jvm ]; then
  # 0. The application without the embedded PostgreSQL: its library and binaries stay out of the image
  step "packaging the application for the image (-Dno-embedded-db)"
  mvn -B -ntp -q -pl bootstrap -am package -DskipTests -Dno-embedded-db -Dquarkus.package.output-directory=image-app
  APP=bootstrap/target/image-app
  [ -f "$APP/quarkus-run.jar" ] || { echo "no $APP/quarkus-run.jar" >&2; exit 1; }
  if find "$APP" -name '*.jar' | grep -E 'io\.zonky|embedded-postgres' >&2; then
    echo "the image's application carries the embedded PostgreSQL (above)" >&2; exit 1
  fi

  # 1. A base image from this machine's JDK: a Java runtime and the shared libraries it loads.
  if ! podman image exists "$BASE_IMAGE"; then
    step "making $BASE_IMAGE from $JDK"
    rootfs="$WORK/rootfs"
    mkdir -p "$rootfs"/{etc,tmp,opt} && chmod 1777 "$rootfs/tmp"
    # every module of the JDK, linked from its jmods or (a JDK 24+ without them) its own run-time image
    modules=$("$JDK/bin/java" --list-modules | sed 's/@.*//' | paste -sd, -)
    if ! "$JDK/bin/jlink" --add-modules "$modules" --strip-debug --no-header-files --no-man-pages \
        --output "$rootfs/opt/java" 2>"$WORK/jlink.log"; then
      cat "$WORK/jlink.log" >&2
      rm -rf "$rootfs/opt/java"
      cp -rL "$JDK" "$rootfs/opt/java"
    fi
    mapfile -d '' java_files < <(find "$rootfs/opt/java" -type f \( -name '*.so' -o -path '*/bin/*' \) -print0)
    copy_libraries "$rootfs" "${java_files[@]}"
    tar -C "$rootfs" -c . | podman import -q \
      --change 'ENV PATH=/opt/java/bin:/usr/bin:/bin' --change 'ENV JAVA_HOME=/opt/java' - "$BASE_IMAGE" >/dev/null
  fi

  # 2. The application image, from the project's Containerfile
  step "building $IMAGE"
  podman build --pull=never -q -f bootstrap/src/main/docker/Containerfile.jvm \
    --build-arg BASE="$BASE_IMAGE" --build-arg APP=target/image-app -t "$IMAGE" bootstrap >/dev/null
  # the image itself: no jar of the embedded PostgreSQL anywhere in its filesystem
  podman create --name "$CONTAINER-files" "$IMAGE" >/dev/null
  if podman export "$CONTAINER-files" | tar -t | grep -E 'io\.zonky|embedded-postgres' >&2; then
    podman rm -f "$CONTAINER-files" >/dev/null; echo "the image carries the embedded PostgreSQL (above)" >&2; exit 1
  fi
  podman rm -f "$CONTAINER-files" >/dev/null
  step "the image has no embedded PostgreSQL"
else
  [ -x "$NATIVE_BINARY" ] || { echo "no native executable at $NATIVE_BINARY (build it: ../shared/native/build-app.sh .)" >&2; exit 1; }
  case "$NATIVE_BINARY" in bootstrap/*) ;; *) echo "NATIVE_BINARY must be under bootstrap/ (the build context)" >&2; exit 1 ;; esac
  # 1. A base of exactly the shared libraries the executable loads, at the paths it loads them from
  # (a distribution's minimal image, such as the Quarkus micro image, holds the same for a build that
  # links the JDK's libraries statically); rebuilt for every executable, since its libraries may change
  step "making $BASE_IMAGE from the libraries $NATIVE_BINARY loads"
  podman rmi -f "$BASE_IMAGE" >/dev/null 2>&1 || true
  rootfs="$WORK/rootfs"
  mkdir -p "$rootfs"/{etc,tmp,deployments} && chmod 1777 "$rootfs/tmp"
  copy_libraries "$rootfs" "$NATIVE_BINARY"
  tar -C "$rootfs" -c . | podman import -q - "$BASE_IMAGE" >/dev/null

  # 2. The application image, from the project's Containerfile
  step "building $IMAGE"
  podman build --pull=never -q -f bootstrap/src/main/docker/Containerfile.native \
    --build-arg BASE="$BASE_IMAGE" --build-arg BINARY="${NATIVE_BINARY#bootstrap/}" -t "$IMAGE" bootstrap >/dev/null
  podman create --name "$CONTAINER-files" "$IMAGE" >/dev/null
  if podman export "$CONTAINER-files" | tar -t | grep -E '(^|/)(java|.*\.jar)$' >&2; then
    podman rm -f "$CONTAINER-files" >/dev/null; echo "the native image carries a JVM or a jar (above)" >&2; exit 1
  fi
  podman rm -f "$CONTAINER-files" >/dev/null
  step "the image is $(podman image inspect -f '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MiB", $1/1048576}'), no JVM and no jar"
fi

# 3. A PostgreSQL server on a loopback port, owned by the postgres user
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
PG_PORT=$(free_port)
APP_PORT=$(free_port)
step "starting PostgreSQL on 127.0.0.1:$PG_PORT"
mkdir -p "$WORK/pg" && chown postgres "$WORK/pg"
su postgres -s /bin/sh -c "$PG_BIN/initdb -D $WORK/pg -U postgres --auth=trust -E UTF8 >/dev/null"
su postgres -s /bin/sh -c "$PG_BIN/pg_ctl -D $WORK/pg -l $WORK/pg/server.log -w \
  -o '-p $PG_PORT -k $WORK/pg -c listen_addresses=127.0.0.1' start >/dev/null"

# 4. The container against it, restricted as the Kubernetes pod is: a numeric non-root user, a
# read-only root filesystem with a writable /tmp (the pod's emptyDir), no capabilities, no
# privilege escalation, and a pre-shutdown delay
user=$(podman image inspect -f '{{.Config.User}}' "$IMAGE")
[[ "$user" =~ ^[1-9][0-9]*$ ]] || { echo "the image's user must be numeric and not root, is '$user'" >&2; exit 1; }
step "starting the container on port $APP_PORT (user $user, read-only root filesystem)"
podman run -d --name "$CONTAINER" --network host \
  --user "$user" --read-only --tmpfs /tmp:rw,exec,mode=1777 \
  --cap-drop ALL --security-opt no-new-privileges \
  -e QUARKUS_SHUTDOWN_DELAY=2S \
  -e QUARKUS_DATASOURCE_JDBC_URL="jdbc:postgresql://127.0.0.1:$PG_PORT/postgres" \
  -e QUARKUS_DATASOURCE_USERNAME=postgres -e QUARKUS_DATASOURCE_PASSWORD=unused \
  -e QUARKUS_HTTP_PORT="$APP_PORT" -e RW_PUBLIC_BASE_URL="http://127.0.0.1:$APP_PORT" \
  "$IMAGE" >/dev/null
BASE_URL="http://127.0.0.1:$APP_PORT"
for _ in $(seq 1 120); do
  if curl -fs "$BASE_URL/q/health/ready" 2>/dev/null | grep -q '"status": *"UP"'; then break; fi
  if [ "$(podman inspect -f '{{.State.Running}}' "$CONTAINER")" != true ]; then
    podman logs "$CONTAINER" >&2; echo "the container exited before it was ready" >&2; exit 1
  fi
  sleep 1
done
curl -fs "$BASE_URL/q/health/ready" | grep -q '"status": *"UP"' || {
  podman logs "$CONTAINER" >&2; echo "not ready after 120 s" >&2; exit 1
}
step "ready"

# 5. A public widget: sign up, create a report, make it public, load the embed URL
json() { python3 -c "import json,sys; print(json.load(sys.stdin)$1)"; }
email="ci-$$-$(date +%s)@example.test"
curl -fs "$BASE_URL/auth/signup" -H 'Content-Type: application/json' \
  -d "{\"email\":\"$email\",\"password\":\"a long password\",\"name\":\"CI\"}" >/dev/null
TOKEN=$(curl -fs "$BASE_URL/auth/token" -H 'Content-Type: application/json' \
  -d "{\"email\":\"$email\",\"password\":\"a long password\"}" | json "['access_token']")
REPORT=$(curl -fs "$BASE_URL/report/config" -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -d '{"name":"Sales","chartType":"bar","period":{"last":7,"unit":"day"},"dataSets":[{"label":"Sales","color":"#2f7ed8","aggregation":"sum","filter":{"type":"sale"}}]}' \
  | json "['id']")
EMBED=$(curl -fs -X PUT "$BASE_URL/report/config/$REPORT/widget-api" -H "Authorization: Bearer $TOKEN" \
  -H 'Content-Type: application/json' -d '{"access":"public"}' | json "['embedUrl']")
status=$(curl -s -o /dev/null -w '%{http_code}' "$EMBED")
[ "$status" = 200 ] || { echo "GET $EMBED answered $status" >&2; podman logs "$CONTAINER" >&2; exit 1; }
step "public widget $EMBED answered 200"

# 6. SIGTERM: the service must stop by itself, well before podman's 30 s SIGKILL
podman stop -t 30 "$CONTAINER" >/dev/null
code=$(podman inspect -f '{{.State.ExitCode}}' "$CONTAINER")
logs=$(podman logs "$CONTAINER" 2>&1)
# 143 is the status after a SIGTERM the service handled (shutdown hooks run); 137 would be SIGKILL
if ! grep -q 'stopped in' <<<"$logs" || { [ "$code" != 0 ] && [ "$code" != 143 ]; }; then
  echo "$logs" >&2; echo "the container did not stop cleanly (exit code $code)" >&2; exit 1
fi
step "stopped cleanly (exit code $code)"
echo "$KIND container check passed in $(( $(date +%s) - started ))s"
