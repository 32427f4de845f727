#!/usr/bin/env bash
# Install the Debian packages romsmith needs, skipping those already installed.
#   docker.io                  the Docker daemon and CLI (builds run in a container)
#   debootstrap                bootstraps the toolchain image's rootfs when no registry answers
#   gcc-arm-none-eabi, libnewlib-arm-none-eabi   --toolchain host and the build benchmark
#   libmgba0.10                the native library behind the mgba Python bindings
#   python3.11, python3.11-venv                  the project's Python
#   chromium                   report.html screenshot and player tests
#   nodejs, npm                `make player` installs the in-report emulator from npm (skipped when
#                              an npm is already on the PATH: NodeSource's nodejs bundles its own)
#   redis-server, postgresql   `romsmith batch --broker` (Celery broker; shared checkpoints and memory);
#                              the tests start their own servers on 127.0.0.1
#   wordnet-base               WordNet 3.0's database, read through nltk by romsmith.lexicon (the kind
#                              of thing a noun names, lemmas, how near two nouns are)
#   make, ca-certificates, tar
set -euo pipefail
packages=(docker.io debootstrap gcc-arm-none-eabi libnewlib-arm-none-eabi libmgba0.10
          python3.11 python3.11-venv chromium redis-server postgresql wordnet-base make ca-certificates tar)
command -v npm >/dev/null 2>&1 || packages+=(nodejs npm)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "packages: all installed"
    exit 0
fi
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
echo "packages: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
