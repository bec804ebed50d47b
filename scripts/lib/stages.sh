# Stages of the test command (sourced by scripts/test after common.sh): each stage is one line,
#   stage NAME CMD...
# which runs CMD with its output in build/test-logs/NAME.log (shown whole when the stage ends, one stage at a time),
# times it, and takes its check count from the last "N passed, 0 failed" line CMD printed. A stage that fails, or
# reports no passed count, fails the test command. Stages in one lane run one after another; lanes given to
#   side_by_side LANE_FUNCTION...
# run at the same time (the machine's cores), and the test command goes on when all of them have finished. A lane
# whose next stage needs another lane's results first calls `after_stage NAME`.
# stage_table prints every stage's wall time, CPU time and checks, and stage_total the sum of the checks.
# A stage's CPU is the user+sys time of the processes it ran, once they ended (the lane's own and its children's,
# /proc/PID/stat, before and after); what the shared page services (Chromium, JupyterLab and the kernels it starts)
# spend for the page checks is theirs, a line of its own; "all" is everything the test command ran after set-up.

STAGE_LOGS="$OQA_ROOT/build/test-logs"
rm -rf "$STAGE_LOGS"; mkdir -p "$STAGE_LOGS"
STAGE_RESULTS="$STAGE_LOGS/stages.tsv"   # one line per finished stage: start, name, seconds, checks, ok|FAIL, CPU-s
: > "$STAGE_RESULTS"
STAGE_T0=$SECONDS
STAGE_HZ=$(getconf CLK_TCK 2>/dev/null || echo 100)

# Sets STAGE_TICKS to this shell's CPU time and that of its waited-for children, in clock ticks (a builtin read:
# no subshell, whose own times would be another process's).
stage_ticks() {
  local line rest
  read -r line < "/proc/$BASHPID/stat" || { STAGE_TICKS=0; return 0; }
  rest="${line##*) }"; set -- $rest   # from field 3 (state) on: utime stime cutime cstime are fields 14-17
  STAGE_TICKS=$(( ${12} + ${13} + ${14} + ${15} ))
}
stage_ticks; STAGE_TICKS0=$STAGE_TICKS

stage() {
  local name="$1"; shift
  local log="$STAGE_LOGS/$name.log" start=$SECONDS rc=0 n status=ok ticks cpu
  oqa_log "stage $name: started"
  stage_ticks; ticks=$STAGE_TICKS
  "$@" >"$log" 2>&1 || rc=$?
  stage_ticks; cpu=$(( (STAGE_TICKS - ticks + STAGE_HZ / 2) / STAGE_HZ ))
  n=$(grep -aoE '[0-9]+ passed, 0 failed' "$log" | tail -1 | grep -oE '^[0-9]+' || true)
  if [ $rc -ne 0 ]; then status=FAIL
  elif [ -z "$n" ] || [ "$n" -eq 0 ]; then status=FAIL; echo "scripts/test: $name reported no passed count; nothing was checked" >>"$log"
  fi
  {
    flock 9
    printf '\n\033[1m===== %s (%s, %d s, %d CPU-s) =====\033[0m\n' "$name" "$status" $((SECONDS - start)) "$cpu"
    cat "$log"
    printf '%d\t%s\t%d\t%s\t%s\t%d\n' $((start - STAGE_T0)) "$name" $((SECONDS - start)) "${n:-0}" "$status" "$cpu" >>"$STAGE_RESULTS"
  } 9>>"$STAGE_LOGS/.lock"
  echo "$status" > "$STAGE_LOGS/$name.done"   # for after_stage in another lane
  [ "$status" = ok ] || { touch "$STAGE_LOGS/.failed"; exit 1; }   # ends the lane (a subshell of side_by_side) or the command
}

# after_stage NAME: in a lane, waits until the stage NAME (of another lane) has finished, and ends this lane if it
# or any other stage failed. Woken by the marker files themselves (inotify on the logs folder, check_charts.wait_for_file);
# the hour is only the guard: a stage of the whole command never takes one.
after_stage() {
  local done="$STAGE_LOGS/$1.done"
  "$PY" - "$OQA_ROOT/scripts" "$done" "$STAGE_LOGS/.failed" <<'PYEOF' || { echo "scripts/test: gave up waiting for stage $1" >&2; exit 1; }
import pathlib, sys
sys.path.insert(0, sys.argv[1])
import check_charts
failed = pathlib.Path(sys.argv[3])
sys.exit(0 if check_charts.wait_for_file(sys.argv[2], 3600, lambda p: (p.exists() and p.stat().st_size > 0) or failed.exists()) else 1)
PYEOF
  [ -f "$done" ] || { oqa_log "a stage failed: the stages after $1 in this lane do not run"; exit 1; }
  [ "$(cat "$done")" = ok ] || { oqa_log "stage $1 failed: the stages after it in this lane do not run"; exit 1; }
}

side_by_side() {
  local pids=() f rc=0
  for f in "$@"; do ( "$f" ) & pids+=($!); done
  for f in "${pids[@]}"; do wait "$f" || rc=1; done
  [ $rc = 0 ] || exit 1
}

stage_table() {
  local total services=""
  total=$(awk -F'\t' '{s += $4} END {print s + 0}' "$STAGE_RESULTS")
  stage_ticks
  # page_services.py's closing line: its own CPU and that of Chromium, JupyterLab and the kernels (once it stopped)
  [ -f "$STAGE_LOGS/page-services.log" ] &&
    services=$(sed -n 's/^page services: \([0-9]*\) CPU-s.*/\1/p' "$STAGE_LOGS/page-services.log" | tail -1)
  {
    printf '\n%-34s %8s %8s %8s %7s  %s\n' stage start wall CPU checks status
    sort -n "$STAGE_RESULTS" | awk -F'\t' '{printf "%-34s %6d s %6d s %6d s %7d  %s\n", $2, $1, $3, $6, $4, $5}'
    [ -z "$services" ] || printf '%-34s %8s %8s %6d s\n' "(page services: Chromium, Lab)" "" "" "$services"
    printf '%-34s %8s %6d s %6d s %7d\n' "all (wall time, side by side)" "" $((SECONDS - STAGE_T0)) \
      $(( (STAGE_TICKS - STAGE_TICKS0 + STAGE_HZ / 2) / STAGE_HZ )) "$total"
  } >&2
}

stage_total() { awk -F'\t' '$5 == "ok" {s += $4} END {print s + 0}' "$STAGE_RESULTS"; }

# The Java tests of some modules (mvn verify ARGS...), closing with the number of Surefire tests that ran and were
# not skipped, read from the reports this run wrote (never stale ones from an earlier build).
java_tests() {
  local stamp; stamp="$(mktemp)"
  # Maven's own JVM (it compiles the tests and the Spark module) with the short-run flags (scripts/lib/common.sh)
  (cd "$OQA_ROOT" && MAVEN_OPTS="${MAVEN_OPTS:-} $OQA_SHORT_JVM_FLAGS" mvn -B -DskipTests=false "$@" verify) || { rm -f "$stamp"; return 1; }
  local total=0 xml head t k
  for xml in $(find "$OQA_ROOT"/*/target/surefire-reports -name 'TEST-*.xml' -newer "$stamp" 2>/dev/null); do
    head=$(grep -o '<testsuite [^>]*>' "$xml" | head -1)
    t=$(echo "$head" | grep -o ' tests="[0-9]*"' | grep -o '[0-9]*'); k=$(echo "$head" | grep -o ' skipped="[0-9]*"' | grep -o '[0-9]*')
    total=$((total + t - ${k:-0}))
  done
  rm -f "$stamp"
  echo "java tests ($*): $total passed, 0 failed"
}
