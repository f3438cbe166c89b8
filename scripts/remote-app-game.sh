#!/usr/bin/env bash
# Two real app processes play a live remote game (Play a friend), each on its own Xvfb screen
# with its own home folder: one hosts by clicking Host the game, the other joins through the
# invite link given on its command line (as links open); both play moves by clicking the
# pitch; the joiner is killed (kill -9) and started again, picks the game up from its
# autosave, and the game goes on. Waits are on the apps' autosave files, never fixed sleeps.
#   scripts/remote-app-game.sh [path/to/goalscorer]        CI runs it under CTest
set -euo pipefail
app=${1:-build/bin/goalscorer}
app=$(cd "$(dirname "$app")" && pwd)/$(basename "$app")
work=$(mktemp -d /tmp/goalscorer-remote-app.XXXXXX)
pids=()
cleanup() {
    for p in "${pids[@]}"; do { kill -9 "$p" && wait "$p"; } 2>/dev/null || true; done
    rm -rf "$work"
}
trap cleanup EXIT

screen() {  # starts Xvfb on a free display number, in $display (not in a subshell: its pid is kept)
    local n
    for n in $(seq $((200 + RANDOM % 400)) 999); do
        [ -e "/tmp/.X11-unix/X$n" ] && continue
        Xvfb ":$n" -screen 0 1280x800x24 -nolisten tcp >"$work/xvfb-$n.log" 2>&1 &
        pids+=($!)
        for _ in $(seq 100); do [ -e "/tmp/.X11-unix/X$n" ] && break; sleep 0.1; done
        display=":$n"
        return
    done
}
start() {  # start NAME DISPLAY [ARGS...]: the app with a home folder of its own
    local name=$1 display=$2
    shift 2
    mkdir -p "$work/$name/.run" "$work/$name/tmp" "$work/$name/.config/Goalscorer"
    chmod 700 "$work/$name/.run"
    # Welcomed already: no first-start dialog over the window.
    printf '[ui]\nwelcomed=true\n' >"$work/$name/.config/Goalscorer/GOALSCORER.conf"
    # TMPDIR of its own: the app's one-instance socket lives there, and two apps of one user
    # would otherwise hand their arguments to each other (singleinstance.h).
    env -i PATH="$PATH" HOME="$work/$name" DISPLAY="$display" LANG=C.UTF-8 XDG_RUNTIME_DIR="$work/$name/.run" TMPDIR="$work/$name/tmp" \
        ${ASAN_OPTIONS:+ASAN_OPTIONS=$ASAN_OPTIONS} ${LSAN_OPTIONS:+LSAN_OPTIONS=$LSAN_OPTIONS} \
        "$app" "$@" >>"$work/$name.log" 2>&1 &
    pids+=($!)
    last=$!
}
save_of() { echo "$work/$1/.local/share/Goalscorer/GOALSCORER/remote-game.json"; }
# Waits (up to 90 s) until `count` matches of a pattern are in a file: a condition, not a sleep.
wait_count() {
    local file=$1 pattern=$2 count=$3 what=$4
    for _ in $(seq 900); do
        if [ -f "$file" ] && [ "$(grep -o -- "$pattern" "$file" | wc -l)" -ge "$count" ]; then
            return 0
        fi
        sleep 0.1
    done
    echo "remote-app-game: timed out waiting for $what" >&2
    tail -n 20 "$work"/*.log >&2 || true
    exit 1
}
x() { DISPLAY=$1 xdotool "${@:2}"; }
# A square of the pitch in the Play a friend room (1280x800 screen): files a-g and ranks 1-10,
# seen from White's end (the host) or Black's (flipped).
click_square() {
    local display=$1 square=$2 flipped=$3
    local f=$(( $(printf '%d' "'${square:0:1}") - 97 )) r=$(( ${square:1} - 1 ))
    local col=$f row=$((9 - r))
    if [ "$flipped" = 1 ]; then col=$((6 - f)); row=$r; fi
    x "$display" mousemove $((232 + col * 61)) $((125 + row * 61)) click 1
    sleep 0.2
}
open_friend_room() {  # the Friend tab
    x "$1" mousemove 685 36 click 1  # the sixth tab, at the window's first size (1180 wide)
    sleep 0.5
}

screen
d1=$display
screen
d2=$display
start host "$d1"
host_save=$(save_of host)
for _ in $(seq 300); do x "$d1" search --name GOALSCORER >/dev/null 2>&1 && break; sleep 0.1; done
# Host the game (classic, White, the first address, port 47047): the Friend tab, then the
# button, again until the invite is there (the window may still be settling).
for _ in $(seq 30); do
    open_friend_room "$d1"
    x "$d1" mousemove 862 326 click 1
    for _ in $(seq 30); do [ -f "$host_save" ] && break; sleep 0.1; done
    [ -f "$host_save" ] && break
done
wait_count "$host_save" '"invite"' 1 "the host's invite"
invite=$(grep -o 'goalscorer:join/[^"]*' "$host_save" | head -n 1)
echo "invite: $invite"

start guest "$d2" "$invite"
guest_pid=$last
guest_save=$(save_of guest)
# The commitments are exchanged when each side has the other's.
wait_count "$host_save" 'type\\":\\"commit' 1 "the friend's commitments at the host"
wait_count "$guest_save" 'type\\":\\"commit' 1 "the host's commitments at the friend"

# White (the host): a Youth Counter d3-d4, then its 9 c4-c5, by clicks.
click_square "$d1" d3 0; click_square "$d1" d4 0; click_square "$d1" c4 0; click_square "$d1" c5 0
wait_count "$guest_save" 'type\\":\\"move' 2 "White's two moves at the friend"
# Black (the friend): d8-d7, then its 9 c7-c6 (the link opened the Friend room).
click_square "$d2" d8 1; click_square "$d2" d7 1; click_square "$d2" c7 1; click_square "$d2" c6 1
wait_count "$host_save" 'type\\":\\"move' 2 "Black's two moves at the host"
echo "four moves played by clicks"

{ kill -9 "$guest_pid" && wait "$guest_pid"; } 2>/dev/null || true
echo "the friend's app killed; starting it again"
start guest "$d2"
# White plays on: b3-b4 and its 9 c5-b5. The restarted friend receives them.
click_square "$d1" b3 0; click_square "$d1" b4 0; click_square "$d1" c5 0; click_square "$d1" b5 0
wait_count "$guest_save" 'type\\":\\"move' 4 "White's next moves at the restarted friend"
echo "remote-app-game: the friend's app was killed, started again, and the game went on"
