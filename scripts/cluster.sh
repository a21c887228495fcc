#!/usr/bin/env bash
# Several 志愿通 instances on one PostgreSQL + Redis behind nginx (issue 33 item 1).
#
#   bash scripts/cluster.sh start [N]   N instances (default 2) on ports 3001…, nginx on CLUSTER_PORT (8080)
#   bash scripts/cluster.sh stop        stops nginx and the instances
#   bash scripts/cluster.sh status      what runs, and each instance's /api/health/ready
#   bash scripts/cluster.sh start-one P one more instance (or one restarted) on port P (npm run faults)
#
# Installs nginx (and its brotli modules) from Debian's packages when missing, starts PostgreSQL and
# Redis when they are down, and builds the apps. Environment: DATABASE_URL (default: database
# `zhiyuan` on 127.0.0.1, made when missing), REDIS_URL (default 127.0.0.1:6379), CLUSTER_PORT,
# CLUSTER_HOST (127.0.0.1; 0.0.0.0 to expose), and any server variable (README), e.g. DATA_DIR or
# ADMIN_PASSWORD. Logs and pids are under var/cluster/.
set -euo pipefail
source "$(dirname "$0")/lib.sh"
cd "$ROOT"

RUN="$ROOT/var/cluster"
PORT="${CLUSTER_PORT:-8080}"
HOST="${CLUSTER_HOST:-127.0.0.1}"
FIRST_PORT=3001

ensure_nginx() {
  local missing=()
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx)
  [ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ] || missing+=(libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static)
  if [ ${#missing[@]} -gt 0 ]; then apt_install "${missing[@]}"; fi
}
NGINX=/usr/sbin/nginx

render_conf() {
  local count=$1 upstreams="" modules="" brotli="" brotli_static=""
  for i in $(seq 1 "$count"); do
    upstreams+="    server 127.0.0.1:$((FIRST_PORT + i - 1)) max_fails=2 fail_timeout=5s;"$'\n'
  done
  if [ -f /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so ]; then
    modules="load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;"$'\n'"load_module /usr/lib/nginx/modules/ngx_http_brotli_static_module.so;"
    brotli="  brotli on;"$'\n'"  brotli_comp_level 4;"$'\n'"  brotli_min_length 1024;"$'\n'"  brotli_types application/json application/javascript text/css text/plain image/svg+xml application/xml;"
    brotli_static="      brotli_static on;"
  fi
  UPSTREAMS="$upstreams" MODULES="$modules" BROTLI="$brotli" BROTLI_STATIC="$brotli_static" \
    RUN="$RUN" PORT="$PORT" HOST="$HOST" WEB_DIST="${WEB_DIST:-$ROOT/apps/web/dist}" ADMIN_DIST="${ADMIN_DIST:-$ROOT/apps/admin/dist}" \
    node -e '
      const fs = require("fs");
      const e = process.env;
      const values = { LOAD_MODULES: e.MODULES, UPSTREAMS: e.UPSTREAMS.trimEnd(), BROTLI: e.BROTLI, BROTLI_STATIC: e.BROTLI_STATIC,
        RUN: e.RUN, PORT: e.PORT, HOST: e.HOST, WEB_DIST: e.WEB_DIST, ADMIN_DIST: e.ADMIN_DIST };
      const text = fs.readFileSync("deploy/nginx/zhiyuan.conf.in", "utf8").replace(/@([A-Z_]+)@/g, (m, k) => (k in values ? values[k] : m));
      fs.writeFileSync(process.argv[1], text);
    ' "$RUN/nginx.conf"
}

ensure_database() {
  if [ -z "${DATABASE_URL:-}" ]; then
    if ! psql -h 127.0.0.1 -U postgres -d postgres -Atc "select 1 from pg_database where datname = 'zhiyuan'" | grep -q 1; then
      log "creating database zhiyuan"
      psql -h 127.0.0.1 -U postgres -d postgres -qc "create database zhiyuan"
    fi
    export DATABASE_URL="postgres://postgres@127.0.0.1:5432/zhiyuan"
  fi
  export REDIS_URL="${REDIS_URL:-redis://127.0.0.1:6379}"
}

wait_ready() {
  local port=$1 pid=$2
  for _ in $(seq 1 120); do
    curl -fsS "http://127.0.0.1:$port/api/health/ready" >/dev/null 2>&1 && return 0
    kill -0 "$pid" 2>/dev/null || { echo "instance on :$port stopped; see $RUN/instance-$port.log" >&2; return 1; }
    sleep 1
  done
  echo "instance on :$port did not get ready in 120 s; see $RUN/instance-$port.log" >&2
  return 1
}

# What every instance shares: the database, Redis, one settings key, one files folder; behind a proxy.
cluster_env() {
  ensure_database
  export SETTINGS_KEY_FILE="${SETTINGS_KEY_FILE:-$RUN/settings.key}"
  export FILES_DIR="${FILES_DIR:-$ROOT/var/files}"
  export TRUST_PROXY=true
}

# One instance on port $1, in the background; its pid in var/cluster/instance-$1.pid.
launch() {
  local port=$1
  mkdir -p "$RUN"
  HOST=127.0.0.1 PORT=$port nohup node --import tsx apps/server/src/main.ts >>"$RUN/instance-$port.log" 2>&1 &
  echo $! >"$RUN/instance-$port.pid"
}

start_one() {
  local port=${1:?the port}
  # The environment the cluster was started with (its rate limits, DATA_DIR, …), so a restarted instance matches the others.
  if [ -f "$RUN/env" ]; then set -a; source "$RUN/env"; set +a; fi
  cluster_env
  launch "$port"
  wait_ready "$port" "$(cat "$RUN/instance-$port.pid")"
  log "instance on :$port ready"
}

start() {
  local count=${1:-2}
  [[ "$count" =~ ^[1-9][0-9]?$ ]] || { echo "the number of instances must be 1–99" >&2; exit 2; }
  if [ -f "$RUN/nginx.pid" ] && kill -0 "$(cat "$RUN/nginx.pid")" 2>/dev/null; then
    echo "a cluster is running already (bash scripts/cluster.sh stop)" >&2
    exit 1
  fi
  ensure_node_modules
  ensure_nginx
  ensure_services
  mkdir -p "$RUN"
  # The server's variables this start was given, kept for start-one (values quoted for the shell).
  env | grep -E '^(NODE_ENV|DATABASE_URL|REDIS_URL|DATA_DIR|LOG_LEVEL|ADMIN_PASSWORD|SETTINGS_KEY|SETTINGS_KEY_FILE|FILES_DIR|RATE_LIMIT_PER_MINUTE|LOGIN_RATE_LIMIT_PER_MINUTE|TOKEN_[A-Z_]+|REMEMBER_ME_DAYS|JOBS|HSTS|METRICS_TOKEN|API_DOCS|RESPONSE_CHECK)=' \
    | while IFS='=' read -r name value; do printf '%s=%q\n' "$name" "$value"; done >"$RUN/env"
  chmod 600 "$RUN/env"
  [ -f apps/web/dist/index.html ] && [ -f apps/admin/dist/index.html ] || build_apps
  cluster_env
  for i in $(seq 1 "$count"); do
    local port=$((FIRST_PORT + i - 1))
    launch "$port"
    # The first instance migrates the database before the others start on it.
    if [ "$i" = 1 ]; then wait_ready "$port" "$(cat "$RUN/instance-$port.pid")"; fi
  done
  for i in $(seq 2 "$count"); do
    local port=$((FIRST_PORT + i - 1))
    wait_ready "$port" "$(cat "$RUN/instance-$port.pid")"
  done
  render_conf "$count"
  mkdir -p "$RUN"/{client_body,proxy,fastcgi,uwsgi,scgi,cache}
  "$NGINX" -p "$RUN" -c "$RUN/nginx.conf" -e "$RUN/error.log"
  log "$count instances behind nginx: http://$HOST:$PORT/ (admin /admin/); logs in $RUN"
}

stop() {
  if [ -f "$RUN/nginx.pid" ]; then
    kill "$(cat "$RUN/nginx.pid")" 2>/dev/null || true
    rm -f "$RUN/nginx.pid"
  fi
  for f in "$RUN"/instance-*.pid; do
    [ -f "$f" ] || continue
    kill "$(cat "$f")" 2>/dev/null || true
    rm -f "$f"
  done
  log "cluster stopped"
}

status() {
  if [ -f "$RUN/nginx.pid" ] && kill -0 "$(cat "$RUN/nginx.pid")" 2>/dev/null; then echo "nginx: running on :$PORT"; else echo "nginx: stopped"; fi
  for f in "$RUN"/instance-*.pid; do
    [ -f "$f" ] || continue
    local port
    port=$(basename "$f" .pid)
    port=${port#instance-}
    local code
    code=$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/api/health/ready" || true)
    if [ "$code" = 000 ]; then code="no answer"; fi
    echo "$port: pid $(cat "$f"), ready: $code"
  done
}

case "${1:-start}" in
  start) start "${2:-2}" ;;
  stop) stop ;;
  status) status ;;
  start-one) start_one "${2:-}" ;;
  *)
    echo "usage: bash scripts/cluster.sh start [N] | stop | status | start-one PORT" >&2
    exit 2
    ;;
esac
