#!/usr/bin/env bash
# Binder's build and launch, run the way repo2docker runs them, on a fresh account of this machine:
#   1. every package of binder/apt.txt is installed (as root, a missing one is installed with apt-get);
#   2. a fresh virtual environment gets binder/requirements.txt (empty pip cache: a cold install from PyPI);
#   3. binder/postBuild runs as a fresh user (useradd -m; empty ~/.m2 and ~/.cache: a cold Maven build);
#   4. binder/start executes notebooks/quickstart.ipynb headless in the installed "Java (OQA)" kernel;
#   5. binder/start launches JupyterLab and Notebook 7, and each server's front page (/) redirects to the quickstart,
#      which the server then serves.
# The repository is copied as its tracked files (what repo2docker copies from a clone), with the working tree's edits.
# The account and everything it started are removed at the end, pass or fail. Needs root (useradd, runuser).
# Differences from Binder, said here rather than hidden: no container (the machine's kernel, CPU and memory limits),
# the machine's distribution's packages (a package of apt.txt its archive lacks is reported, and a JDK >= 21 already on
# the machine stands in for it), /usr/bin/python3's venv instead of repo2docker's conda Python.
# Ends with "binder: N passed, 0 failed"; exit 1 on any failure. BINDER_SIM_KEEP=1 keeps the account for a look.
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
PASS=0 FAIL=0 NOTES=()
ok()   { PASS=$((PASS + 1)); echo "  ok    $*"; }
bad()  { FAIL=$((FAIL + 1)); echo "  FAIL  $*"; }
note() { NOTES+=("$*"); echo "  note  $*"; }
now()  { date +%s; }
step() { printf '\033[1m[binder]\033[0m %s\n' "$*"; }

[ "$(id -u)" = 0 ] || { echo "binder_sim: needs root (it adds and removes a user account); run it with sudo" >&2; echo "binder: 0 passed, 1 failed"; exit 1; }
for t in useradd userdel runuser curl; do
  command -v "$t" >/dev/null || { echo "binder_sim: needs $t" >&2; echo "binder: 0 passed, 1 failed"; exit 1; }
done

SIM_USER="jovyan-sim$$"
SIM_HOME="/home/$SIM_USER"
PIDS=()
cleanup() {
  local p
  for p in "${PIDS[@]}"; do kill -- "-$p" 2>/dev/null || kill "$p" 2>/dev/null; done
  local deadline=$((SECONDS + 5))   # poll until they are gone (5 s guard), then kill what is left
  while [ $SECONDS -lt $deadline ]; do
    local alive=0; for p in "${PIDS[@]}"; do kill -0 "$p" 2>/dev/null && alive=1; done
    [ $alive = 0 ] && break; sleep 0.1
  done
  for p in "${PIDS[@]}"; do kill -9 -- "-$p" 2>/dev/null || true; done
  if [ "${BINDER_SIM_KEEP:-0}" != 1 ] && id "$SIM_USER" >/dev/null 2>&1; then
    for p in $(ps -o pid= -u "$SIM_USER" 2>/dev/null); do kill -9 "$p" 2>/dev/null; done   # this run's own account only
    rm -rf "$SIM_HOME" "/var/mail/$SIM_USER"   # before userdel: its own -r took minutes on a loaded machine
    userdel "$SIM_USER" >/dev/null 2>&1 || echo "binder_sim: userdel $SIM_USER failed" >&2
  fi
}
trap cleanup EXIT
T0=$(now)

# --- 1. apt.txt
step "binder/apt.txt"
JDK_STANDIN=""
while read -r pkg; do
  pkg="${pkg%%#*}"; pkg="$(echo "$pkg" | xargs)"; [ -n "$pkg" ] || continue
  if dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
    ok "apt package $pkg is installed"
  elif apt-cache policy "$pkg" 2>/dev/null | grep -q 'Candidate: [0-9]'; then
    if DEBIAN_FRONTEND=noninteractive apt-get install -y -q "$pkg" >/tmp/binder-sim-apt.$$ 2>&1; then ok "apt package $pkg installed now"
    else bad "apt-get install $pkg failed: $(tail -1 /tmp/binder-sim-apt.$$)"; fi
    rm -f /tmp/binder-sim-apt.$$
  else
    # Binder's image is Ubuntu (22.04, 24.04), whose archive has it; this machine's may not (Debian 12 has no JDK 21).
    note "apt package $pkg: not in this machine's archive ($(. /etc/os-release; echo "$PRETTY_NAME")); Binder's Ubuntu has it"
    case "$pkg" in openjdk-*-jdk*)
      for j in /usr/lib/jvm/*; do
        v="$("$j/bin/java" -XshowSettings:properties -version 2>&1 | sed -n 's/^ *java.specification.version = //p')"
        [ -n "$v" ] && [ "$v" -ge 21 ] 2>/dev/null && { JDK_STANDIN="$j"; break; }
      done
      [ -n "$JDK_STANDIN" ] && note "stand-in for $pkg: $JDK_STANDIN" || bad "no JDK >= 21 on this machine to stand in for $pkg";;
    esac
  fi
done < "$ROOT/binder/apt.txt"
JAVA_DIR=""   # the JDK repo2docker's PATH would show: apt's openjdk-21, else the stand-in
for j in /usr/lib/jvm/java-21-openjdk-*; do [ -x "$j/bin/java" ] && JAVA_DIR="$j"; done
[ -n "$JAVA_DIR" ] || JAVA_DIR="$JDK_STANDIN"

# --- the fresh account, with the repository as repo2docker copies it
# Another useradd/userdel (an earlier run's clean-up) may hold the account files' locks a while: on "cannot lock", wait
# for their release (the lock files gone), then try again; 60 s guard.
account_locks_held() {
  local f
  for f in /etc/passwd.lock /etc/shadow.lock /etc/group.lock /etc/gshadow.lock /etc/subuid.lock /etc/subgid.lock; do
    [ -e "$f" ] && return 0
  done
  return 1
}
deadline=$((SECONDS + 60))
until useradd -m -s /bin/bash "$SIM_USER" 2>/tmp/binder-sim-useradd.$$; do
  grep -q 'cannot lock' /tmp/binder-sim-useradd.$$ || break
  while account_locks_held && [ $SECONDS -lt $deadline ]; do sleep 0.1; done   # poll for the release, bounded
  [ $SECONDS -lt $deadline ] || break
done
id "$SIM_USER" >/dev/null 2>&1 || { echo "binder_sim: useradd $SIM_USER failed: $(cat /tmp/binder-sim-useradd.$$)" >&2; rm -f /tmp/binder-sim-useradd.$$; echo "binder: $PASS passed, 1 failed"; exit 1; }
rm -f /tmp/binder-sim-useradd.$$
mkdir -p "$SIM_HOME/repo"
(cd "$ROOT" && git ls-files -z | tar --null -T - -cf - 2>/dev/null) | tar -xf - -C "$SIM_HOME/repo"
chown -R "$SIM_USER:$SIM_USER" "$SIM_HOME"
REPO="$SIM_HOME/repo"
VENV="$SIM_HOME/venv"
SIM_PATH="$VENV/bin:${JAVA_DIR:+$JAVA_DIR/bin:}/usr/local/bin:/usr/bin:/bin"
as_user() {   # as_user CMD...: in the repository, with only what repo2docker's environment would hold
  runuser -u "$SIM_USER" -- env -i HOME="$SIM_HOME" USER="$SIM_USER" LANG=C.UTF-8 PATH="$SIM_PATH" \
    ${JAVA_DIR:+JAVA_HOME="$JAVA_DIR"} bash -c 'cd "$0" && exec "$@"' "$REPO" "$@"
}
ok "fresh account $SIM_USER with the repository's $(cd "$REPO" && find . -type f | wc -l) tracked files"

# --- 2. requirements.txt in a fresh virtual environment
step "binder/requirements.txt into a fresh virtual environment (cold pip cache)"
T=$(now)
if as_user /usr/bin/python3 -m venv "$VENV" && as_user python -m pip install -q --disable-pip-version-check -r binder/requirements.txt; then
  ok "requirements.txt installed in $(( $(now) - T )) s"
else
  bad "pip install -r binder/requirements.txt failed"
fi
PIP_S=$(( $(now) - T ))

# --- 3. postBuild
step "binder/postBuild as $SIM_USER (cold Maven cache)"
T=$(now)
if as_user bash binder/postBuild > "$SIM_HOME/postBuild.log" 2>&1; then
  ok "postBuild ran in $(( $(now) - T )) s"
else
  bad "postBuild failed; its last lines:"; tail -15 "$SIM_HOME/postBuild.log" | sed 's/^/        /'
fi
POSTBUILD_S=$(( $(now) - T ))
BUILD_S=$(( $(now) - T0 ))
if as_user jupyter kernelspec list 2>/dev/null | grep -qE '^ *oqa '; then ok "the 'oqa' kernelspec is installed in the environment"
else bad "no 'oqa' kernelspec after postBuild"; fi
JAVA_KERNELS=$(as_user jupyter kernelspec list --json 2>/dev/null | python3 -c 'import json,sys; print(sum(1 for s in json.load(sys.stdin)["kernelspecs"].values() if s["spec"]["language"].lower()=="java"))' 2>/dev/null)
[ "$JAVA_KERNELS" = 1 ] && ok "one Java kernel in the Launcher" || bad "Java kernels in the Launcher: ${JAVA_KERNELS:-?} (want 1)"

# --- 4. the quickstart, headless, through binder/start
step "binder/start: notebooks/quickstart.ipynb executed headless"
T=$(now)
if as_user binder/start jupyter nbconvert --to notebook --execute --ExecutePreprocessor.timeout=600 \
     --output-dir "$SIM_HOME/out" notebooks/quickstart.ipynb > "$SIM_HOME/nbconvert.log" 2>&1; then
  ERRS=$(python3 -c 'import json,sys; nb=json.load(open(sys.argv[1])); print(sum(1 for c in nb["cells"] for o in c.get("outputs",[]) if o.get("output_type")=="error"))' "$SIM_HOME/out/quickstart.ipynb")
  KERNEL=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["metadata"]["kernelspec"]["name"])' "$SIM_HOME/out/quickstart.ipynb")
  [ "$ERRS" = 0 ] && [ "$KERNEL" = oqa ] && ok "quickstart ran in kernel '$KERNEL' in $(( $(now) - T )) s, no error output" \
    || bad "quickstart: kernel '$KERNEL', $ERRS error outputs"
else
  bad "quickstart failed to execute; its last lines:"; tail -15 "$SIM_HOME/nbconvert.log" | sed 's/^/        /'
fi

# --- 5. the front page of each app redirects to the quickstart
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1]); s.close()'; }
front_page() {   # front_page APP WANT: launch `jupyter APP` through binder/start; / must redirect to WANT, which answers 200
  local app="$1" want="$2" port token pid loc code i
  port=$(free_port); token="sim$RANDOM$RANDOM"
  setsid runuser -u "$SIM_USER" -- env -i HOME="$SIM_HOME" USER="$SIM_USER" LANG=C.UTF-8 PATH="$SIM_PATH" \
    ${JAVA_DIR:+JAVA_HOME="$JAVA_DIR"} bash -c 'cd "$0" && exec binder/start jupyter "$1" --no-browser --ip=127.0.0.1 --port="$2" --IdentityProvider.token="$3"' \
    "$REPO" "$app" "$port" "$token" > "$SIM_HOME/$app.log" 2>&1 &
  pid=$!; PIDS+=("$pid")
  for i in $(seq 1 120); do curl -s -o /dev/null "http://127.0.0.1:$port/api/status?token=$token" && break; sleep 0.5; done
  loc=$(curl -s -o /dev/null -w '%{redirect_url}' "http://127.0.0.1:$port/?token=$token")
  loc="${loc#http://127.0.0.1:$port}"; loc="${loc%%\?*}"
  if [ "$loc" = "$want" ]; then
    code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port$want?token=$token")
    [ "$code" = 200 ] && ok "jupyter $app: / redirects to $want (200)" || bad "jupyter $app: / redirects to $want, which answers $code"
  else
    bad "jupyter $app: / redirects to '${loc:-nothing}', not $want"
  fi
  kill -- "-$pid" 2>/dev/null; wait "$pid" 2>/dev/null
}
step "binder/start: the front page of JupyterLab and of Notebook 7"
front_page lab /lab/tree/notebooks/quickstart.ipynb
front_page notebook /notebooks/notebooks/quickstart.ipynb

echo
echo "binder build (requirements.txt $PIP_S s + postBuild $POSTBUILD_S s, apt.txt already present): cold in $BUILD_S s ($(awk -v s="$BUILD_S" 'BEGIN{printf "%.1f", s/60}') min) on $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg)"
[ ${#NOTES[@]} -eq 0 ] || echo "notes: ${#NOTES[@]} (above)"
echo "binder: $PASS passed, $FAIL failed"
[ "$FAIL" = 0 ]
