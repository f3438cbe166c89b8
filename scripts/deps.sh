#!/usr/bin/env bash
# Installs the Debian 12 packages the build needs, only if some are missing.
set -euo pipefail
packages=(
    g++ cmake ninja-build pkg-config
    qt6-base-dev qt6-base-dev-tools libgl-dev
    qt6-declarative-dev qt6-declarative-dev-tools
    qml6-module-qtquick qml6-module-qtquick-controls qml6-module-qtquick-layouts
    qml6-module-qtquick-templates qml6-module-qtquick-window qml6-module-qtquick-shapes
    qml6-module-qtquick-dialogs qml6-module-qt-labs-platform qml6-module-qtqml-workerscript qml6-module-qtqml
    qml6-module-qttest qml6-module-qtquick-nativestyle fonts-dejavu-core
    qt6-charts-dev qml6-module-qtcharts
    desktop-file-utils appstream shared-mime-info libxml2-utils
    qt6-svg-dev
    qt6-l10n-tools qt6-tools-dev qt6-translations-l10n libqt6svg6
    qt6-multimedia-dev qml6-module-qtmultimedia
    clang libclang-rt-14-dev
    parallel
    xvfb xdotool
    chromium python3
)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing: ${missing[*]}"
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
