# Sourced by the scripts: repo root, JDK, Python environment, build.
set -euo pipefail
OQA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=jdk.sh
source "$OQA_ROOT/scripts/lib/jdk.sh"

oqa_log() { printf '\033[1m[oqa]\033[0m %s\n' "$*" >&2; }

OQA_MAGICS_JAR="$OQA_ROOT/kernel-magics/target/oqa-kernel-magics-0.1.0-SNAPSHOT.jar"
OQA_LIB_DIR="$OQA_ROOT/kernel-magics/target/lib"

# JJava, the Jupyter kernel: the one release the root pom pins (jjava.version, in Maven's spelling 1.0-a8), whose jar
# comes from the PyPI wheel of the same release (1.0a8). The kernelspec runs this jar; the magics compile against it.
OQA_JJAVA_VERSION="$(sed -n 's:.*<jjava.version>\(.*\)</jjava.version>.*:\1:p' "$OQA_ROOT/pom.xml")"
OQA_JJAVA_JAR="${XDG_CACHE_HOME:-$HOME/.cache}/oqa/jjava-$OQA_JJAVA_VERSION/jjava.jar"

# Puts the pinned JJava jar in the cache (pip download of the wheel, no install: the package's own "java" kernelspec
# would be a second Java kernel in the Launcher) and in the local Maven repository as
# org.dflib.jjava:jjava-distro:$OQA_JJAVA_VERSION, which the package registry does not serve. Before any Maven build.
oqa_jjava() {
  local dir py m2 wheel
  dir="$(dirname "$OQA_JJAVA_JAR")"
  if [ ! -f "$OQA_JJAVA_JAR" ]; then
    py="${PY:-${OQA_PYTHON:-}}"
    [ -n "$py" ] || { [ -x "$OQA_ROOT/.venv/bin/python" ] && py="$OQA_ROOT/.venv/bin/python"; } || py=python3
    oqa_log "fetching JJava ${OQA_JJAVA_VERSION/-/} (the kernel) from PyPI"
    rm -rf "$dir/wheel"; mkdir -p "$dir/wheel"
    "$py" -m pip download -q --disable-pip-version-check --no-deps -d "$dir/wheel" "jjava==${OQA_JJAVA_VERSION/-/}"
    wheel="$(ls "$dir"/wheel/jjava-*.whl)"
    "$py" - "$wheel" "$OQA_JJAVA_JAR.tmp" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    (name,) = [n for n in z.namelist() if n.endswith("/share/jupyter/kernels/java/jjava.jar")]
    with open(sys.argv[2], "wb") as out:
        out.write(z.read(name))
PY
    mv -f "$OQA_JJAVA_JAR.tmp" "$OQA_JJAVA_JAR"
    rm -rf "$dir/wheel"
  fi
  local repo="$HOME/.m2/repository"   # or the one MAVEN_OPTS names, where Maven will look for it
  [[ " ${MAVEN_OPTS:-} " =~ [[:space:]]-Dmaven\.repo\.local=([^[:space:]]+) ]] && repo="${BASH_REMATCH[1]}"
  m2="$repo/org/dflib/jjava/jjava-distro/$OQA_JJAVA_VERSION/jjava-distro-$OQA_JJAVA_VERSION.jar"
  cmp -s "$OQA_JJAVA_JAR" "$m2" && return 0
  # The jar carries JJava's own build pom, whose parent is not published: install it with a pom of no dependencies
  # (the jar is shaded).
  cat > "$dir/jjava-distro.pom" <<POM
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>org.dflib.jjava</groupId>
  <artifactId>jjava-distro</artifactId>
  <version>$OQA_JJAVA_VERSION</version>
  <description>jjava.jar of the PyPI wheel jjava==${OQA_JJAVA_VERSION/-/}, installed by OQA's scripts/setup</description>
</project>
POM
  oqa_log "installing JJava $OQA_JJAVA_VERSION into the local Maven repository"
  (cd "$OQA_ROOT" && mvn -B -q -N install:install-file -Dfile="$OQA_JJAVA_JAR" -DpomFile="$dir/jjava-distro.pom")
}

# Builds the toolkit and the magics (tests are the test script's job) when sources are newer than the jar.
oqa_build() {
  OQA_SELECTED_FROM_JAVA_HOME="${JAVA_HOME:-}"
  oqa_select_jdk
  oqa_jjava
  if [ -f "$OQA_MAGICS_JAR" ] && [ -d "$OQA_LIB_DIR" ] && [ -z "$(find "$OQA_ROOT/pom.xml" "$OQA_ROOT/toolkit" "$OQA_ROOT/kernel-magics" \
        -path '*/target' -prune -o -newer "$OQA_MAGICS_JAR" -type f -print -quit 2>/dev/null)" ]; then
    return 0
  fi
  oqa_log "building with $(java -version 2>&1 | head -1) (JAVA_HOME=$JAVA_HOME)"
  # A fresh lib folder, so a dependency dropped from the pom leaves the runtime class path too.
  rm -rf "$OQA_LIB_DIR"
  # The toolkit and the magics only: the Spark module (300 MB of jars) is built when a Spark command first asks.
  (cd "$OQA_ROOT" && mvn -B -q -DskipTests -pl kernel-magics -am package)
}

# What bin/oqa needs to start without selecting a JDK or scanning the build again: written by oqa_launcher.
OQA_LAUNCH_ENV="$OQA_ROOT/kernel-magics/target/oqa-launch.env"

# JVM options for the short runs of the test command (the notebooks' kernels, Maven): C1 only and the serial
# collector. The same code runs; C2's compile threads and G1's workers cost CPU that a run of seconds or a few minutes
# never gets back, on two cores the whole command's limit (measured alone: 15 notebooks' kernels 95 against 69
# CPU-seconds, Maven compiling the toolkit's tests 23 against 13; the test JVMs take the same two from the pom's
# oqa.test.jvm.flags).
# Not for bin/oqa or the installed kernelspec: a user's session may compute for long.
OQA_SHORT_JVM_FLAGS="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
# The notebook kernels' flags (run-notebooks, key-trace): the short-run ones unless the caller set OQA_NB_JVM_FLAGS
# (empty: the kernelspec's alone).
OQA_NB_JVM_FLAGS="${OQA_NB_JVM_FLAGS-$OQA_SHORT_JVM_FLAGS}"

# The class-data flags for a JVM of major version $1 using the archive $2: an AOT cache on JDK 25+ (classes
# loaded and linked ahead of time), an AppCDS archive before. A stale or unusable archive is skipped silently by
# the JVM (-Xshare:auto is the default) and never fails a run, so its logging is switched off.
oqa_archive_flags() {
  if [ "$1" -ge 25 ]; then echo "-XX:AOTCache=$2 -Xlog:cds=off -Xlog:aot=off"
  else echo "-XX:SharedArchiveFile=$2 -Xlog:cds=off -Xlog:cds+dynamic=off"; fi
}

# Writes $OQA_LAUNCH_ENV (java, flags, the explicit classpath) and trains a class-data archive for it with
# dev.oqa.internal.cli.Training, whenever the jars or the JDK differ from the last time. Call after oqa_build.
oqa_launcher() {
  local cp="$OQA_MAGICS_JAR" jar
  for jar in "$OQA_LIB_DIR"/*.jar; do cp="$cp:$jar"; done
  local stamp
  stamp="$(printf '%s\n' "$JAVA_HOME" "$OQA_JVM_FLAGS" ; ls -l --time-style=+%s "$OQA_MAGICS_JAR" "$OQA_LIB_DIR" 2>/dev/null)"
  stamp="$(printf '%s' "$stamp" | sha256sum | cut -c1-16)"
  local ext=jsa; [ "$OQA_JAVA_MAJOR" -ge 25 ] && ext=aot
  local archive="$OQA_ROOT/kernel-magics/target/oqa-cli.$ext"
  # Short command-line runs: the serial collector (no GC worker threads to start for a sub-second run).
  # -XX:TieredStopAtLevel=1 measured no better once the archive is used, and would slow long computations.
  local flags="$OQA_JVM_FLAGS -XX:+UseSerialGC"
  if [ -f "$OQA_LAUNCH_ENV" ] && grep -qx "OQA_LAUNCH_STAMP=$stamp" "$OQA_LAUNCH_ENV" && [ -f "$archive" ]; then
    :  # the archive matches these jars and this JDK; only the launch file is rewritten
  else
    oqa_train_archive "$archive" "$ext" "$flags" "$cp"
  fi
  local tmp="$OQA_LAUNCH_ENV.$$"
  {
    echo "# Written by scripts/setup (scripts/lib/common.sh oqa_launcher) for bin/oqa; regenerated when stale."
    printf 'OQA_LAUNCH_STAMP=%s\n' "$stamp"
    printf 'OQA_LAUNCH_SELECTED=%q\n' "${OQA_JAVA_HOME:-}|${OQA_SELECTED_FROM_JAVA_HOME:-}"
    printf 'OQA_LAUNCH_JAVA=%q\n' "$JAVA_HOME/bin/java"
    printf 'OQA_LAUNCH_FLAGS=%q\n' "$flags"
    printf 'OQA_LAUNCH_ARCHIVE=%q\n' "$archive"
    printf 'OQA_LAUNCH_ARCHIVE_FLAGS=%q\n' "$(oqa_archive_flags "$OQA_JAVA_MAJOR" "$archive")"
    printf 'OQA_LAUNCH_CP=%q\n' "$cp"
  } > "$tmp" && mv -f "$tmp" "$OQA_LAUNCH_ENV"
}

# Trains the archive $1 (kind $2: aot or jsa) for JVM flags $3 and classpath $4 with dev.oqa.internal.cli.Training.
oqa_train_archive() {
  local archive="$1" ext="$2" flags="$3" cp="$4"
  rm -f "$archive" "$archive.conf"
  oqa_log "training the class-data archive for bin/oqa ($ext)"
  local train_home; train_home="$(mktemp -d)"
  if [ "$ext" = aot ]; then
    OQA_HOME="$train_home" "$JAVA_HOME/bin/java" $flags -XX:AOTMode=record -XX:AOTConfiguration="$archive.conf" \
        -Xlog:cds=off -Xlog:aot=off -cp "$cp" dev.oqa.internal.cli.Training >/dev/null 2>&1 &&
      "$JAVA_HOME/bin/java" $flags -XX:AOTMode=create -XX:AOTConfiguration="$archive.conf" -XX:AOTCache="$archive" \
        -Xlog:cds=off -Xlog:aot=off -cp "$cp" >/dev/null 2>&1 || rm -f "$archive"
    rm -f "$archive.conf"
  else
    OQA_HOME="$train_home" "$JAVA_HOME/bin/java" $flags -XX:ArchiveClassesAtExit="$archive" -Xlog:cds=off -Xlog:cds+dynamic=off \
        -cp "$cp" dev.oqa.internal.cli.Training >/dev/null 2>&1 || rm -f "$archive"
  fi
  rm -rf "$train_home"
  [ -f "$archive" ] || oqa_log "no class-data archive (bin/oqa works without it, only slower to start)"
}

# The Python that carries Jupyter: $OQA_PYTHON if set (Binder passes its own), else the project's .venv.
oqa_python_env() {
  if [ -n "${OQA_PYTHON:-}" ]; then PY="$OQA_PYTHON"; return 0; fi
  local venv="$OQA_ROOT/.venv"
  if [ ! -x "$venv/bin/python" ]; then
    oqa_log "creating the Python environment $venv"
    python3 -m venv "$venv"
  fi
  PY="$venv/bin/python"
  local want; want="$(sha256sum "$OQA_ROOT/binder/requirements.txt" | cut -c1-16)"
  if [ "$(cat "$venv/.oqa-requirements" 2>/dev/null)" != "$want" ]; then
    oqa_log "installing pinned Jupyter packages (binder/requirements.txt)"
    "$PY" -m pip install -q --disable-pip-version-check -r "$OQA_ROOT/binder/requirements.txt"
    echo "$want" > "$venv/.oqa-requirements"
  fi
  export PATH="$(dirname "$PY"):$PATH"
}

# Spark's JVM flags on JDK 21+ (spark-launcher's add-opens list, without sun.security.action, which JDK 25 refuses;
# no security-manager flag, which JDK 24+ refuses): bin/oqa's Spark commands and scripts/bench-scan.
OQA_SPARK_FLAGS="-XX:+IgnoreUnrecognizedVMOptions --enable-native-access=ALL-UNNAMED --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/java.lang.invoke=ALL-UNNAMED --add-opens=java.base/java.lang.reflect=ALL-UNNAMED --add-opens=java.base/java.io=ALL-UNNAMED --add-opens=java.base/java.net=ALL-UNNAMED --add-opens=java.base/java.nio=ALL-UNNAMED --add-opens=java.base/java.util=ALL-UNNAMED --add-opens=java.base/java.util.concurrent=ALL-UNNAMED --add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED --add-opens=java.base/jdk.internal.ref=ALL-UNNAMED --add-opens=java.base/sun.nio.ch=ALL-UNNAMED --add-opens=java.base/sun.nio.cs=ALL-UNNAMED --add-opens=java.base/sun.util.calendar=ALL-UNNAMED -Djdk.reflect.useDirectMethodHandle=false -Dio.netty.tryReflectionSetAccessible=true"
