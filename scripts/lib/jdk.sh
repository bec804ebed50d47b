# Sourced by every script: picks a JDK >= 21 and exports JAVA_HOME and PATH.
# The machine's default java may be 17; smile-core 4.x and the project's `release 21` need 21+.
# Order: $OQA_JAVA_HOME, $JAVA_HOME, java on PATH, then the usual install folders (newest first).

oqa_java_major() { # prints the feature version of the java binary in $1, or nothing
  "$1" -XshowSettings:properties -version 2>&1 | awk -F'= ' '/java.specification.version/ {print $2; exit}' | cut -d. -f1
}

oqa_select_jdk() {
  local cand major
  for cand in "${OQA_JAVA_HOME:-}" "${JAVA_HOME:-}" \
              "$(dirname "$(dirname "$(readlink -f "$(command -v java 2>/dev/null || echo /nonexistent)")")" 2>/dev/null)" \
              $(ls -d /usr/lib/jvm/* /opt/java/* /usr/local/opt/openjdk* /Library/Java/JavaVirtualMachines/*/Contents/Home "$HOME"/.sdkman/candidates/java/* 2>/dev/null | sort -rV); do
    [ -n "$cand" ] && [ -x "$cand/bin/java" ] && [ -x "$cand/bin/javac" -o -x "$cand/bin/jshell" ] || continue
    major=$(oqa_java_major "$cand/bin/java")
    if [ -n "$major" ] && [ "$major" -ge 21 ] 2>/dev/null; then
      export JAVA_HOME="$cand"
      export PATH="$JAVA_HOME/bin:$PATH"
      OQA_JAVA_MAJOR=$major
      # Maven's own guava calls sun.misc.Unsafe; JDK 24+ warns on every build unless told it is allowed.
      # Tablesaw's classgraph does too, in bin/oqa and the kernel: OQA_JVM_FLAGS carries the same permission.
      OQA_JVM_FLAGS=""
      if [ "$major" -ge 24 ]; then
        OQA_JVM_FLAGS="--sun-misc-unsafe-memory-access=allow"
        case " ${MAVEN_OPTS:-} " in *unsafe-memory-access*) ;; *) export MAVEN_OPTS="${MAVEN_OPTS:-} $OQA_JVM_FLAGS";; esac
      fi
      export OQA_JVM_FLAGS
      return 0
    fi
  done
  echo "oqa: no JDK 21 or newer found (looked at \$OQA_JAVA_HOME, \$JAVA_HOME, java on PATH and /usr/lib/jvm)." >&2
  echo "oqa: install one (e.g. 'apt-get install openjdk-21-jdk-headless') or set OQA_JAVA_HOME to its folder." >&2
  return 1
}
