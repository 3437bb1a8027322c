#!/usr/bin/env bash
# Builds the image and brings up compose.yaml with Podman, as a machine without Docker would,
# then checks what production needs: HTTPS obtained over ACME, pages kept by the proxy, its speed
# beside nginx serving the same bytes, an edit on one instance seen on the other, a contact
# request stored, and nothing lost when the instances stop. Slow (10 to 20 minutes): run it
# whenever the Containerfile, compose.yaml or deploy/ change. Needs root on Debian bookworm.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"
work="$(mktemp -d /var/tmp/container-test.XXXXXX)"
project=magnasul-test
domain=site.test
staff_email=equipe@site.test
staff_password="senha-do-teste-de-containers"

say() { printf '\n== %s\n' "$*"; }
fail() {
  printf '\nFALHOU: %s\n' "$*" >&2
  exit 1
}

missing=()
for tool in podman buildah runc debootstrap docker-compose wrk curl openssl; do
  command -v "$tool" >/dev/null 2>&1 || missing+=("$tool")
done
if [ "${#missing[@]}" -gt 0 ]; then
  say "installing from Debian: ${missing[*]}"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq podman buildah runc debootstrap docker-compose wrk curl openssl >/dev/null
fi

# Podman as these machines run it: runc, cgroupfs, and no default ulimits to raise.
cat >"$work/containers.conf" <<'EOF'
[containers]
default_ulimits = []

[engine]
runtime = "runc"
cgroup_manager = "cgroupfs"
events_logger = "file"
EOF
export CONTAINERS_CONF="$work/containers.conf"

# docker-compose talks to Podman's Docker-compatible API, as `docker compose` would to Docker.
podman system service --time=0 "unix://$work/podman.sock" >"$work/podman-service.log" 2>&1 &
service=$!
export DOCKER_HOST="unix://$work/podman.sock"
health_runner=""
compose() { docker-compose --project-name "$project" --env-file "$work/.env" -f "$repo/compose.yaml" -f "$repo/scripts/container-test/compose.test.yaml" "$@"; }
cleanup() {
  if [ -z "${KEEP_STACK:-}" ]; then compose down --volumes --timeout 30 >/dev/null 2>&1 || true; fi
  [ -n "$health_runner" ] && kill "$health_runner" 2>/dev/null
  podman rm -f container-test-nginx >/dev/null 2>&1 || true
  kill "$service" 2>/dev/null || true
  if [ -z "${KEEP_STACK:-}" ]; then rm -rf "$work"; fi
}
trap cleanup EXIT
for _ in $(seq 50); do [ -S "$work/podman.sock" ] && break; sleep 0.2; done

# shellcheck source=scripts/container-test/base-images.sh
source "$repo/scripts/container-test/base-images.sh"
build_base_images "$work"

say "stand-ins built from Debian's packages: PostgreSQL 15 and the ACME server"
podman build --format docker -t localhost/container-test-postgres:15 \
  -f scripts/container-test/postgres.Containerfile scripts/container-test >>"$work/build.log" 2>&1
podman build --format docker -t localhost/container-test-pebble \
  -f scripts/container-test/pebble.Containerfile scripts/container-test >>"$work/build.log" 2>&1

say "the site's image (Containerfile) and the proxy's (deploy/proxy)"
started=$SECONDS
podman build --format docker -t localhost/magnasul-site -f Containerfile . >>"$work/build.log" 2>&1 ||
  fail "the site's image did not build: $(tail -20 "$work/build.log")"
podman build --format docker -t localhost/magnasul-proxy deploy/proxy >>"$work/build.log" 2>&1 ||
  fail "the proxy's image did not build: $(tail -20 "$work/build.log")"
echo "built in $((SECONDS - started)) s; the site's image: $(podman image inspect localhost/magnasul-site --format '{{.Size}}' | awk '{printf "%d MB", $1 / 1e6}')"
user="$(podman image inspect localhost/magnasul-site --format '{{.Config.User}}')"
[ "$user" = node ] || fail "the image runs as '$user', not as node"
podman image inspect localhost/magnasul-site --format '{{json .Config.Healthcheck}}' | grep -q api/health || fail "the image has no HEALTHCHECK on /api/health"

say "a local certificate authority for the ACME server's own address"
acme="$work/acme"
mkdir -p "$acme"
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=container-test CA" \
  -keyout "$acme/ca.key" -out "$acme/ca.pem" 2>/dev/null
openssl req -newkey rsa:2048 -nodes -subj "/CN=acme" -keyout "$acme/acme.key" -out "$acme/acme.csr" 2>/dev/null
openssl x509 -req -in "$acme/acme.csr" -CA "$acme/ca.pem" -CAkey "$acme/ca.key" -CAcreateserial -days 2 \
  -extfile <(printf 'subjectAltName=DNS:acme,DNS:localhost,IP:127.0.0.1') -out "$acme/acme.pem" 2>/dev/null
cat >"$acme/pebble.json" <<'EOF'
{ "pebble": { "listenAddress": "0.0.0.0:14000", "managementListenAddress": "0.0.0.0:15000",
  "certificate": "/acme/acme.pem", "privateKey": "/acme/acme.key", "httpPort": 80, "tlsPort": 443,
  "ocspResponderURL": "", "externalAccountBindingRequired": false } }
EOF
chmod -R a+r "$acme"

cat >"$work/.env" <<EOF
SITE_DOMAIN=$domain
ACME_EMAIL=ti@$domain
POSTGRES_PASSWORD=$(openssl rand -hex 16)
BETTER_AUTH_SECRET=$(openssl rand -hex 32)
POSTGRES_IMAGE=localhost/container-test-postgres:15
SITE_IMAGE=localhost/magnasul-site
PROXY_IMAGE=localhost/magnasul-proxy
ACME_TEST_DIR=$acme
EOF

# Podman runs health checks from systemd timers; without systemd, this loop runs them.
(while :; do
  for id in $(podman ps -q); do podman healthcheck run "$id" >/dev/null 2>&1 || true; done
  sleep 3
done) &
health_runner=$!

# MinIO has no Debian package to build a stand-in from: its profile is only read here (the S3 path
# itself is tested against s3rver in tests/e2e/several-instances-s3.spec.ts).
profile_services="$(compose --profile s3 config --services 2>/dev/null | sort | tr '\n' ' ')"
[[ "$profile_services" == *"minio minio-bucket"* ]] || fail "the s3 profile does not add MinIO: $profile_services"

say "docker-compose up -d"
started=$SECONDS
compose up -d --no-build 2>&1 | grep -v -i -E 'warning|level=|^(Stopping|Removing|Creating) ' || true
echo "up in $((SECONDS - started)) s"
compose ps

tls=(--silent --show-error --resolve "$domain:443:127.0.0.1" --resolve "$domain:80:127.0.0.1")
say "HTTPS from the ACME server"
for _ in $(seq 90); do
  curl --silent --insecure https://127.0.0.1:15000/roots/0 >"$work/acme-root.pem" 2>/dev/null || true
  if [ -s "$work/acme-root.pem" ] && curl "${tls[@]}" --cacert "$work/acme-root.pem" -o /dev/null "https://$domain/api/health" 2>/dev/null; then
    break
  fi
  sleep 2
done
curl "${tls[@]}" --cacert "$work/acme-root.pem" -o /dev/null -w "https://$domain/api/health: %{http_code}, certificate verified against the ACME server's root\n" "https://$domain/api/health" ||
  fail "no certificate from the ACME server"
redirect="$(curl "${tls[@]}" -o /dev/null -w '%{http_code} %{redirect_url}' "http://$domain/produtos?utm_source=x")"
echo "http://$domain/produtos?utm_source=x: $redirect"
[ "$redirect" = "308 https://$domain/produtos?utm_source=x" ] || fail "plain HTTP does not redirect to HTTPS"

say "the home page through the proxy, twice"
home() { curl "${tls[@]}" --cacert "$work/acme-root.pem" -H 'Accept-Encoding: br, gzip' -D - -o "$work/home.br" "https://$domain/"; }
home >/dev/null
for _ in $(seq 20); do
  headers="$(home)"
  grep -qi '^x-cache: HIT' <<<"$headers" && break
  sleep 1
done
grep -i -E '^(HTTP|cache-control|content-encoding|strict-transport-security|x-cache|cache-tag)' <<<"$headers"
grep -qi '^x-cache: HIT' <<<"$headers" || fail "the second request was not answered from the proxy's cache"
grep -qi '^strict-transport-security: max-age=' <<<"$headers" || fail "no HSTS"

say "wrk: the cached home through the proxy, beside nginx serving the same bytes (both over TLS)"
grep -i -E '^(content-type|content-encoding|cache-control|vary|etag):' <<<"$headers" | tr -d '\r' |
  sed -E 's/^([^:]+): (.*)$/add_header \1 "\2";/I' | grep -v -i -E '^add_header (content-type|content-encoding)' >"$work/same-headers.conf"
content_type="$(grep -i '^content-type:' <<<"$headers" | cut -d' ' -f2- | tr -d '\r')"
mkdir -p "$work/static"
cp "$work/home.br" "$work/static/home"
openssl req -x509 -newkey rsa:2048 -nodes -days 1 -subj "/CN=$domain" -keyout "$work/static/site.key" -out "$work/static/site.crt" 2>/dev/null
cat >"$work/static/nginx.conf" <<EOF
user www-data;
worker_processes auto;
pid /run/nginx.pid;
events { worker_connections 4096; }
http {
  server_tokens off; sendfile on; tcp_nopush on; keepalive_requests 10000; access_log off;
  server {
    listen 443 ssl http2;
    ssl_certificate /static/site.crt; ssl_certificate_key /static/site.key;
    location = / {
      root /static;
      try_files /home =404;
      default_type "$content_type";
      add_header Content-Encoding br;
      include /static/same-headers.conf;
    }
  }
}
EOF
cp "$work/same-headers.conf" "$work/static/"
chmod -R a+rX "$work/static"
podman run -d --name container-test-nginx -p 127.0.0.1:8443:443 -v "$work/static:/static:ro" \
  --entrypoint nginx localhost/magnasul-proxy -c /static/nginx.conf -g 'daemon off;' >/dev/null 2>>"$work/podman.log"
sleep 1
reference_bytes="$(curl -sk https://127.0.0.1:8443/ | wc -c)"
proxy_bytes="$(wc -c <"$work/home.br")"
[ "$reference_bytes" = "$proxy_bytes" ] || fail "nginx serves $reference_bytes bytes, the proxy $proxy_bytes"
bench() { wrk -t2 -c64 -d10s -H "Host: $domain" -H 'Accept-Encoding: br, gzip' "$1" | awk '/Requests\/sec/ {print int($2)}'; }
bench https://127.0.0.1:8443/ >/dev/null
nginx_rps="$(bench https://127.0.0.1:8443/)"
proxy_rps="$(bench https://127.0.0.1/)"
nginx_rps_2="$(bench https://127.0.0.1:8443/)"
proxy_rps_2="$(bench https://127.0.0.1/)"
nginx_best=$((nginx_rps > nginx_rps_2 ? nginx_rps : nginx_rps_2))
proxy_best=$((proxy_rps > proxy_rps_2 ? proxy_rps : proxy_rps_2))
echo "home, $proxy_bytes bytes in brotli: nginx serving the file $nginx_rps / $nginx_rps_2 req/s; the proxy's cache $proxy_rps / $proxy_rps_2 req/s ($(awk "BEGIN {printf \"%.2f\", $proxy_best / $nginx_best}") of nginx)"
podman rm -f container-test-nginx >/dev/null

say "an edit on one instance, seen on the other"
app1="$(compose ps -q app1)"
app2="$(compose ps -q app2)"
podman exec "$app1" npm run --silent create-admin -- --email "$staff_email" --password "$staff_password" | tail -1
title="Privacidade revisada $(date +%s)"
through_proxy() { curl "${tls[@]}" --cacert "$work/acme-root.pem" "https://$domain$1"; }
# The proxy keeps the page before the edit.
through_proxy /politicas >/dev/null
podman exec -i -w /app "$app1" node --input-type=module - "$staff_email" "$staff_password" "$title" <scripts/container-test/edit-on-one-instance.mjs
podman exec "$app2" node -e "fetch('http://127.0.0.1:3000/politicas').then((r) => r.text()).then((t) => process.exit(t.includes(process.argv[1]) ? 0 : 1))" "$title" ||
  fail "the second instance does not show the edit"
echo "the second instance shows '$title' at once"
edited=$SECONDS
seen=""
while [ $((SECONDS - edited)) -le 130 ]; do
  page="$(through_proxy /politicas)"
  if [[ "$page" == *"$title"* ]]; then
    seen=$((SECONDS - edited))
    break
  fi
  sleep 2
done
[ -n "$seen" ] || fail "the proxy still shows the old page after 130 s"
echo "through the proxy after ${seen} s (it keeps its copy for the page's s-maxage, 60 s by default)"

database() { podman exec "$(compose ps -q database)" psql -U site -d site -Atc "$1"; }
contact() {
  curl "${tls[@]}" --cacert "$work/acme-root.pem" -o /dev/null -w '%{http_code}\n' -X POST "https://$domain/api/contact-requests" \
    -H "Origin: https://$domain" -H 'Content-Type: application/json' -H "X-Forwarded-For: $2" \
    --data "{\"name\":\"Visitante do Teste de Containers\",\"email\":\"$1\",\"message\":\"Pedido enviado pelo teste de containers.\",\"type\":\"quote_request\",\"started_at\":$(($(date +%s) * 1000 - 10000))}"
}

say "a contact request through the proxy, stored"
status="$(contact "contato-1@$domain" 198.51.100.1)"
stored="$(database "select count(*) from contact_requests where email = 'contato-1@$domain'")"
echo "answered $status; stored: $stored"
[ "$status" = 201 ] || [ "$status" = 200 ] || fail "the contact request was answered $status"
[ "$stored" = 1 ] || fail "the contact request was not stored"

say "podman stop while 30 contact requests are under way"
requests=()
for i in $(seq 30); do
  contact "parada-$i@$domain" "198.51.100.$i" >"$work/stop-$i" &
  requests+=($!)
done
sleep 0.3
podman stop --time 30 "$app1" >/dev/null
wait "${requests[@]}"
exit_code="$(podman inspect "$app1" --format '{{.State.ExitCode}}')"
echo "the instance stopped with exit code $exit_code"
[ "$exit_code" = 0 ] || fail "the instance did not end gracefully"
accepted="$(cat "$work"/stop-* | grep -c -E '^20[01]$' || true)"
stored="$(database "select count(*) from contact_requests where email like 'parada-%@$domain'")"
echo "answered: $(sort "$work"/stop-* | uniq -c | awk '{printf "%s×%s ", $1, $2}'); stored: $stored"
[ "$stored" = "$accepted" ] || fail "$accepted requests were accepted and $stored stored"
podman start "$app1" >/dev/null 2>>"$work/podman.log"
for _ in $(seq 120); do
  [ "$(podman inspect "$app1" --format '{{.State.Health.Status}}')" = healthy ] && break
  sleep 2
done

say "docker-compose down, then up again: containers made anew, everything still there"
compose down --timeout 30 2>&1 | grep -v -i -E 'warning|level=|^(Stopping|Removing|Creating) ' || true
compose up -d --no-build 2>&1 | grep -v -i -E 'warning|level=|^(Stopping|Removing|Creating) ' || true
for _ in $(seq 150); do
  curl "${tls[@]}" --cacert "$work/acme-root.pem" -o /dev/null "https://$domain/api/health" 2>/dev/null && break
  sleep 2
done
after="$(database "select count(*) from contact_requests where email like '%@$domain'")"
echo "contact requests after the restart: $after (before: $((accepted + 1)))"
[ "$after" = "$((accepted + 1))" ] || fail "requests were lost across the restart"
[[ "$(through_proxy /politicas)" == *"$title"* ]] || fail "the edit was lost across the restart"

say "both instances restarted while the proxy runs, as an upgrade makes them anew: still reached"
app1="$(compose ps -q app1)"
app2="$(compose ps -q app2)"
podman restart --time 30 "$app1" "$app2" >/dev/null 2>>"$work/podman.log"
for _ in $(seq 120); do
  [ "$(podman inspect "$app1" "$app2" --format '{{.State.Health.Status}}' | sort -u)" = healthy ] && break
  sleep 2
done
status="$(contact "reinicio@$domain" 198.51.100.200)"
echo "a contact request through the proxy after the restart: $status"
[ "$status" = 201 ] || fail "after the instances restarted, the proxy answered $status"

say "the proxy alone says who the visitor is: a forged X-Forwarded-For still counts as the same visitor"
refused=""
for i in $(seq 60); do
  status="$(contact "limite-$i@$domain" "203.0.113.$i")"
  if [ "$status" = 429 ]; then
    refused=$i
    break
  fi
done
[ -n "$refused" ] || fail "60 requests with forged addresses were all accepted: the instances trust what the visitor sends"
echo "refused at request $refused of this address's limit of 60, whatever X-Forwarded-For said"

say "ALL CHECKS PASSED in $((SECONDS / 60)) minutes"
