#!/usr/bin/env bash
# Vendor the browser side of `vshell serve`: xterm.js and its fit addon, taken
# from their npm packages at pinned versions, copied as built files with their
# licences into vshell/web/static/vendor/ (committed, shipped in the wheel, so
# a user of `vshell serve` needs no node). Run it again after changing a
# version below; it needs npm and the registry, nothing else.
#
#   bash scripts/vendor_xterm.sh
set -euo pipefail
XTERM_VERSION=6.0.0
FIT_VERSION=0.11.0

root="$(cd "$(dirname "$0")/.." && pwd)"
dest="$root/vshell/web/static/vendor"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

cd "$work"
# npm pack checks each tarball against the registry's integrity hash.
npm pack --silent "@xterm/xterm@$XTERM_VERSION" "@xterm/addon-fit@$FIT_VERSION" >/dev/null
mkdir xterm fit
tar -xzf "xterm-xterm-$XTERM_VERSION.tgz" -C xterm
tar -xzf "xterm-addon-fit-$FIT_VERSION.tgz" -C fit

rm -rf "$dest"
mkdir -p "$dest"
cp xterm/package/lib/xterm.js "$dest/xterm.js"
cp xterm/package/css/xterm.css "$dest/xterm.css"
cp xterm/package/LICENSE "$dest/LICENSE.xterm"
cp fit/package/lib/addon-fit.js "$dest/addon-fit.js"
cp fit/package/LICENSE "$dest/LICENSE.addon-fit"
{
  echo "@xterm/xterm $XTERM_VERSION"
  echo "@xterm/addon-fit $FIT_VERSION"
  echo
  (cd "$dest" && sha256sum xterm.js xterm.css addon-fit.js)
} >"$dest/VERSIONS"
echo "vendored into $dest:"
cat "$dest/VERSIONS"
