#!/usr/bin/env bash
# The README's first command on a fresh machine: `npm ci && npm start` from a fresh clone with the
# machine's own (older) Node.js first on PATH, then GET /config.json must answer 200. The server is
# stopped by its PID (read from DATA_DIR/server.lock), and the clone is removed, however it ends.
#
#   bash tests/fresh-node.sh            # clones this checkout's HEAD (commit first!)
#   FRESH_NODE_DIR=/usr/bin bash tests/fresh-node.sh   # the directory of the node to start with
#   KEEP=1 bash tests/fresh-node.sh     # keep the clone for a look afterwards
#
# Takes about 5 minutes on 2 cores (npm ci 3–3.5 min, first start 1.5–2 min), so it is not in .ci/run.
set -euo pipefail

REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
FRESH_NODE_DIR="${FRESH_NODE_DIR:-/usr/bin}"
export PATH="$FRESH_NODE_DIR:$PATH"
hash -r

WORK=$(mktemp -d "${TMPDIR:-/tmp}/gotrack-fresh.XXXXXX")
NPM_PID=""
SERVER_PID=""

cleanup() {
  local status=$?
  if [ -n "$SERVER_PID" ] && kill -0 "$SERVER_PID" 2>/dev/null; then kill -TERM "$SERVER_PID" || true; fi
  if [ -n "$NPM_PID" ] && kill -0 "$NPM_PID" 2>/dev/null; then kill -TERM "$NPM_PID" || true; fi
  if [ -n "$NPM_PID" ]; then wait "$NPM_PID" 2>/dev/null || true; fi
  if [ "${KEEP:-0}" = 1 ]; then echo "kept $WORK"; else rm -rf "$WORK"; fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

fail() {
  echo "fresh-node: FAIL: $*" >&2
  exit 1
}

echo "fresh-node: starting with node $(node --version) ($(command -v node)), npm $(npm --version)"
git clone -q "$REPO" "$WORK/app"
cd "$WORK/app"
echo "fresh-node: cloned $(git log -1 --format='%h %s' | cut -c1-80)"

t0=$SECONDS
npm ci --no-audit --no-fund >"$WORK/npm-ci.log" 2>&1 || {
  tail -n 30 "$WORK/npm-ci.log" >&2
  fail "npm ci failed"
}
echo "fresh-node: npm ci took $((SECONDS - t0)) s ($(wc -l <"$WORK/npm-ci.log") lines of output)"

PORT=$(node -e "const s = require('node:net').createServer(); s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });")
DATA_DIR="$WORK/data"
t0=$SECONDS
PORT=$PORT DATA_DIR=$DATA_DIR npm start >"$WORK/npm-start.log" 2>&1 &
NPM_PID=$!

status=""
for _ in $(seq 1 600); do
  status=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$PORT/config.json" || true)
  [ "$status" = 200 ] && break
  kill -0 "$NPM_PID" 2>/dev/null || {
    tail -n 30 "$WORK/npm-start.log" >&2
    fail "npm start exited before serving"
  }
  sleep 1
done
[ "$status" = 200 ] || {
  tail -n 30 "$WORK/npm-start.log" >&2
  fail "GET /config.json answered '$status' after 10 minutes"
}
echo "fresh-node: npm start served /config.json (200) after $((SECONDS - t0)) s"

SERVER_PID=$(node -p "JSON.parse(require('node:fs').readFileSync(process.argv[1], 'utf8')).pid" "$DATA_DIR/server.lock")
SERVER_NODE=$(readlink "/proc/$SERVER_PID/exe" || echo unknown)
echo "fresh-node: server PID $SERVER_PID runs $SERVER_NODE ($("$SERVER_NODE" --version 2>/dev/null || echo '?'))"

kill -TERM "$SERVER_PID"
for _ in $(seq 1 60); do
  kill -0 "$SERVER_PID" 2>/dev/null || break
  sleep 0.5
done
kill -0 "$SERVER_PID" 2>/dev/null && fail "the server (PID $SERVER_PID) did not stop within 30 s of SIGTERM"
SERVER_PID=""
wait "$NPM_PID" 2>/dev/null || true
NPM_PID=""
echo "fresh-node: OK"
