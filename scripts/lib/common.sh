# Sourced by the scripts: repo root, JDK, Python environment, build.
set -euo pipefail
OQA_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
# shellcheck source=jdk.sh
source "$OQA_ROOT/scripts/lib/jdk.sh"

oqa_log() { printf '\033[1m[oqa]\033[0m %s\n' "$*" >&2; }

OQA_MAGICS_JAR="$OQA_ROOT/kernel-magics/target/oqa-kernel-magics-0.1.0-SNAPSHOT.jar"
OQA_LIB_DIR="$OQA_ROOT/kernel-magics/target/lib"

# Builds the toolkit and the magics (tests are the test script's job) when sources are newer than the jar.
oqa_build() {
  oqa_select_jdk
  if [ -f "$OQA_MAGICS_JAR" ] && [ -z "$(find "$OQA_ROOT/pom.xml" "$OQA_ROOT/toolkit" "$OQA_ROOT/kernel-magics" \
        -path '*/target' -prune -o -newer "$OQA_MAGICS_JAR" -type f -print -quit 2>/dev/null)" ]; then
    return 0
  fi
  oqa_log "building with $(java -version 2>&1 | head -1) (JAVA_HOME=$JAVA_HOME)"
  (cd "$OQA_ROOT" && mvn -B -q -DskipTests package)
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
