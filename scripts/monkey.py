#!/usr/bin/python3
"""Random input for the GOALSCORER app, run by scripts/monkey.sh (which starts Xvfb and
builds the app); see the README's "How reliability is tested".

The actions are drawn from the seed alone, never from what the app shows, so a seed replays
the same actions (timing aside) and every action is also written to the log. They are
aimed often enough at the pitch and the move keys that games are played to the final
whistle, undone, saved, reopened and resumed after a kill.

Fails (exit 1) on: a crash or any unexpected exit, a sanitizer report, a QML warning, a
window that does not answer a ping for 10 s, or a file in the app's folders that its own
checker (goalscorer-cli record/tutorial/variant check) cannot read.
"""
import argparse
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
import traceback

from Xlib import X, XK, display as xdisplay, error as xerror, protocol
from Xlib.ext import xtest

# What counts as a failure in the app's output.
FAILURES = [
    (re.compile(r"ERROR: (AddressSanitizer|LeakSanitizer)|runtime error:|SUMMARY: UndefinedBehaviorSanitizer"), "sanitizer report"),
    (re.compile(r"^(qrc|file):/\S*:\d+(:\d+)?: "), "QML warning"),
    (re.compile(r"\b(TypeError|ReferenceError|RangeError)\b"), "QML script error"),
    (re.compile(r"QQmlComponent: |QQmlApplicationEngine failed"), "QML load error"),
]
HANG_SECONDS = 10
# The room tabs sit at the window's top left, each as wide as its English name.
ROOM_TABS_X = [45, 145, 270, 410, 510]
PLAY_TAB = (45, 36)


class Failed(Exception):
    pass


class App:
    """One run of the app: its process, its log and its top-level windows."""

    def __init__(self, args, env, number):
        self.log_path = os.path.join(args.out, "app-%02d.log" % number)
        self.log = open(self.log_path, "w")
        self.proc = subprocess.Popen([args.app], env=env, stdout=self.log, stderr=subprocess.STDOUT, cwd=env["HOME"])
        self.read_upto = 0
        self.killed = False

    def new_output(self):
        with open(self.log_path, errors="replace") as f:
            f.seek(self.read_upto)
            text = f.read()
            self.read_upto = f.tell()
        return text


class Monkey:
    def __init__(self, args):
        self.args = args
        self.rng = random.Random(args.seed)              # the actions
        self.pace = random.Random(args.seed ^ 0x5EED)     # the pauses and the kills
        self.d = xdisplay.Display()
        self.d.set_error_handler(lambda *details: None)  # a window gone while the monkey aimed at it
        self.root = self.d.screen().root
        # Qt answers a ping to the root window with StructureNotify | SubstructureRedirect.
        self.root.change_attributes(event_mask=X.StructureNotifyMask)
        self.atom = lambda name: self.d.intern_atom(name)
        self.actions = open(os.path.join(args.out, "actions.log"), "w")
        self.step = 0
        self.launches = 0
        self.app = None
        self.plies = 0
        self.games = 0
        self.kills = 0
        self.pings = 0
        self.slowest_ping = 0.0
        self.saved = []
        self.env = dict(os.environ)
        self.env.update({
            "QT_QPA_PLATFORM": "xcb",
            "QT_LOGGING_RULES": "goalscorer.game.info=true",
            "QT_FORCE_STDERR_LOGGING": "1",
            # Qt Quick's software renderer: Mesa's GL driver is unloaded before the leak check
            # and leaves allocations that LeakSanitizer can neither name nor suppress.
            "QT_QUICK_BACKEND": "software",
        })
        # The computer plays at Club, so that its answers come quickly under the sanitizers and
        # games reach the final whistle; everything else is the app's own defaults.
        config = os.path.join(self.env["HOME"], ".config", "Goalscorer")
        os.makedirs(config, exist_ok=True)
        with open(os.path.join(config, "GOALSCORER.conf"), "w") as f:
            f.write("[game]\ndefaultStrength=Club\n")

    # ---- The app's process and windows

    def launch(self):
        self.launches += 1
        self.app = App(self.args, self.env, self.launches)
        self.record("launch", pid=self.app.proc.pid)
        deadline = time.monotonic() + 120
        while time.monotonic() < deadline:
            self.check_output()
            if self.app.proc.poll() is not None:
                raise Failed("the app exited while starting (status %s)" % self.app.proc.returncode)
            if self.windows():
                time.sleep(1.0)  # the first frame
                return
            time.sleep(0.2)
        raise Failed("no window after 120 s")

    def windows(self):
        """The app's mapped top-level windows, bottom to top (no window manager: root's children)."""
        pid_atom = self.atom("_NET_WM_PID")
        found = []
        for w in self.root.query_tree().children:
            try:
                attrs = w.get_attributes()
                if attrs.map_state != X.IsViewable:
                    continue
                pid = w.get_full_property(pid_atom, X.AnyPropertyType)
                if pid and pid.value[0] == self.app.proc.pid:
                    found.append(w)
            except Exception:
                continue  # gone while we looked
        return found

    def main_window(self):
        wins = self.windows()
        if not wins:
            return None
        def area(w):
            try:
                g = w.get_geometry()
                return g.width * g.height
            except xerror.XError:
                return 0
        return max(wins, key=area)

    def top_window(self):
        wins = self.windows()
        return wins[-1] if wins else None

    def geometry(self, w):
        g = w.get_geometry()
        pos = w.translate_coords(self.root, 0, 0)
        return -pos.x, -pos.y, g.width, g.height

    def ping(self):
        """_NET_WM_PING, answered by Qt's event loop: a hang is no answer within HANG_SECONDS."""
        w = self.main_window()
        if w is None:
            return
        self.pings += 1
        stamp = self.pings
        protocols = self.atom("WM_PROTOCOLS")
        ping = self.atom("_NET_WM_PING")
        event = protocol.event.ClientMessage(window=w, client_type=protocols, data=(32, [ping, stamp, w.id, 0, 0]))
        w.send_event(event, event_mask=X.NoEventMask)
        self.d.flush()
        start = time.monotonic()
        while time.monotonic() - start < HANG_SECONDS:
            while self.d.pending_events():
                e = self.d.next_event()
                if e.type == X.ClientMessage and e.client_type == protocols and e.data[1][0] == ping and e.data[1][1] == stamp:
                    self.slowest_ping = max(self.slowest_ping, time.monotonic() - start)
                    return
            if self.app.proc.poll() is not None:
                return  # check_output says why
            time.sleep(0.02)
        raise Failed("the window did not answer a ping for %d s" % HANG_SECONDS)

    def check_output(self):
        text = self.app.new_output()
        for line in text.splitlines():
            if "goalscorer.game: ply " in line:
                self.plies += 1
            elif "goalscorer.game: final whistle" in line:
                self.games += 1
            for pattern, what in FAILURES:
                if pattern.search(line):
                    raise Failed("%s: %s (see %s)" % (what, line.strip(), self.app.log_path))
        status = self.app.proc.poll()
        if status is not None and not self.app.killed:
            raise Failed("the app exited (status %s) without being asked (see %s)" % (status, self.app.log_path))

    def kill(self):
        self.app.killed = True
        self.app.proc.send_signal(signal.SIGKILL)
        self.app.proc.wait()
        self.check_output()
        self.kills += 1
        self.check_files()

    def quit(self):
        """Closes the main window as a window manager would; the sanitizers' leak check runs at exit."""
        for _ in range(5):  # a file dialog open over the window blocks closing it
            if len(self.windows()) <= 1:
                break
            self.key("Escape")
            time.sleep(0.5)
        w = self.main_window()
        if w is not None:
            event = protocol.event.ClientMessage(window=w, client_type=self.atom("WM_PROTOCOLS"),
                                                 data=(32, [self.atom("WM_DELETE_WINDOW"), X.CurrentTime, 0, 0, 0]))
            w.send_event(event, event_mask=X.NoEventMask)
            self.d.flush()
        self.app.killed = True  # asked to go
        try:
            status = self.app.proc.wait(timeout=60)
        except subprocess.TimeoutExpired:
            self.app.proc.kill()
            self.app.proc.wait()
            self.check_output()
            self.record("quit", note="still running 60 s after the window was closed (a question open); killed")
            return
        self.check_output()
        if status != 0:
            raise Failed("the app exited with status %s on quitting (see %s)" % (status, self.app.log_path))

    # ---- Files

    def check_files(self):
        """Every file the app owns, and every record the monkey saved, still reads."""
        home = self.env["HOME"]
        for folder, _, names in os.walk(home):
            inside = os.path.relpath(folder, home)
            if inside.startswith(".") and inside != "." and not inside.startswith(".local/share"):
                continue  # the shell's and the toolkit's own files
            for name in names:
                path = os.path.join(folder, name)
                kind = None
                if name.endswith(".gsr"):
                    kind = ["record", "check"]
                elif name.endswith(".json") and "/variants" in folder:
                    kind = ["variant", "check"]
                elif name.endswith(".json") and "/tutorials" in folder:
                    kind = ["tutorial", "check"]
                if kind is None:
                    continue
                if ".damaged" in name:
                    raise Failed("a file was found damaged and set aside: %s" % path)
                result = subprocess.run([self.args.cli] + kind + [path], capture_output=True, text=True)
                if result.returncode != 0:
                    raise Failed("%s does not read: %s" % (path, (result.stdout + result.stderr).strip()[:400]))

    # ---- Input

    def record(self, action, **details):
        self.step += 1
        line = {"step": self.step, "t": round(time.monotonic() - self.started, 2), "action": action}
        line.update(details)
        self.actions.write(json.dumps(line) + "\n")
        self.actions.flush()

    def keycode(self, name):
        sym = XK.string_to_keysym(name)
        code = self.d.keysym_to_keycode(sym)
        if not code:
            raise ValueError("no key for " + name)
        return code

    def key(self, name, mods=()):
        # Keys go to the newest window, as a window manager would give it the focus.
        top = self.top_window()
        if top is not None:
            try:
                top.set_input_focus(X.RevertToParent, X.CurrentTime)
            except xerror.XError:
                pass
        for m in mods:
            xtest.fake_input(self.d, X.KeyPress, self.keycode(m))
        code = self.keycode(name)
        xtest.fake_input(self.d, X.KeyPress, code)
        xtest.fake_input(self.d, X.KeyRelease, code)
        for m in reversed(mods):
            xtest.fake_input(self.d, X.KeyRelease, self.keycode(m))
        self.d.sync()

    def type_text(self, text):
        names = {" ": "space", ".": "period", "-": "minus", "/": "slash", "_": "underscore"}
        for ch in text:
            if ch.isupper():
                self.key(ch.lower(), ["Shift_L"])
            else:
                self.key(names.get(ch, ch))

    def pointer(self, x, y):
        xtest.fake_input(self.d, X.MotionNotify, x=int(x), y=int(y))
        self.d.sync()

    def click(self, x, y, button=1):
        self.pointer(x, y)
        xtest.fake_input(self.d, X.ButtonPress, button)
        xtest.fake_input(self.d, X.ButtonRelease, button)
        self.d.sync()

    def drag(self, x0, y0, x1, y1):
        self.pointer(x0, y0)
        xtest.fake_input(self.d, X.ButtonPress, 1)
        self.d.sync()
        for i in range(1, 6):
            time.sleep(0.03)
            self.pointer(x0 + (x1 - x0) * i / 5, y0 + (y1 - y0) * i / 5)
        xtest.fake_input(self.d, X.ButtonRelease, 1)
        self.d.sync()

    # ---- What the monkey does

    def act(self):
        """One action, drawn from the seed; the window's size only scales where it lands."""
        r = self.rng
        kind = r.choices(
            ["aimed", "move", "arrow", "play", "click", "top", "drag", "key", "text", "resize", "save", "open", "new", "undo", "rightclick"],
            weights=[70, 8, 5, 3, 12, 5, 3, 9, 2, 2, 1, 1, 0.5, 1, 1])[0]
        # Positions as fractions of the window, drawn whatever the window is.
        fx, fy, gx, gy = r.random(), r.random(), r.random(), r.random()
        top = self.top_window()
        main = self.main_window()
        if top is None or main is None:
            return
        x, y, w, h = self.geometry(top)
        mx, my, mw, mh = self.geometry(main)
        if kind == "aimed":
            self.aimed_move(main, [fx, fy], gx < 0.15)
        elif kind == "move":
            # The move keys: pick the counter under the cursor, step, play, confirm. After a
            # move the cursor rests on the counter that moved, so moves follow each other.
            steps = [r.choice(["Up", "Down", "Left", "Right"]) for _ in range(r.choice([1, 1, 1, 2]))]
            self.record("move", steps=steps)
            self.key("space")
            for s in steps:
                self.key(s)
            self.key("Return")
            self.key("Return")
        elif kind == "arrow":
            k = r.choice(["Up", "Down", "Left", "Right"])
            self.record("key", key=k)
            self.key(k)
        elif kind == "play":
            # Back to Play with the keyboard on the pitch: another room's tab, then Play's.
            other = r.randint(1, 4)
            self.record("room", via=other)
            self.click(mx + ROOM_TABS_X[other], my + PLAY_TAB[1])
            time.sleep(0.1)
            self.click(mx + PLAY_TAB[0], my + PLAY_TAB[1])
        elif kind == "click":
            self.record("click", x=round(fx, 3), y=round(fy, 3))
            self.click(x + w * fx, y + h * fy)
        elif kind == "rightclick":
            self.record("rightclick", x=round(fx, 3), y=round(fy, 3))
            self.click(x + w * fx, y + h * fy, button=3)
        elif kind == "top":
            # The menu bar and the room tabs.
            self.record("click", x=round(fx, 3), y="top", band=round(gy, 3))
            self.click(mx + mw * fx, my + 4 + 56 * gy)
        elif kind == "drag":
            self.record("drag", x0=round(fx, 3), y0=round(fy, 3), x1=round(gx, 3), y1=round(gy, 3))
            self.drag(x + w * fx, y + h * fy, x + w * gx, y + h * gy)
        elif kind == "key":
            k, mods = r.choice([
                ("Escape", ()), ("Escape", ()), ("Tab", ()), ("Tab", ("Shift_L",)), ("space", ()), ("Return", ()),
                ("f", ()), ("h", ()), ("s", ()), ("k", ()), ("n", ()), ("b", ()), ("Delete", ()), ("BackSpace", ()),
                ("Home", ()), ("End", ()), ("Prior", ()), ("Next", ()), ("F1", ()), ("comma", ("Control_L",)),
                ("y", ("Control_L",)), ("z", ("Control_L", "Shift_L")), ("c", ("Control_L",)), ("v", ("Control_L",)),
                ("1", ()), ("9", ()), ("Menu", ()), ("F10", ()), ("g", ("Alt_L",)), ("h", ("Alt_L",)),
            ])
            self.record("key", key=k, mods=list(mods))
            self.key(k, list(mods))
        elif kind == "text":
            text = "".join(r.choice("abcdefgh12345 -.XYZ") for _ in range(r.randint(1, 12)))
            self.record("type", text=text)
            self.type_text(text)
        elif kind == "resize":
            nw, nh = r.randint(640, 1600), r.randint(480, 1000)
            self.record("resize", w=nw, h=nh)
            main.configure(width=nw, height=nh)
            self.d.sync()
        elif kind == "save":
            name = "saved-%d.gsr" % r.randint(1, 5)
            self.record("save", name=name)
            self.key("s", ["Control_L"])
            time.sleep(1.5)
            self.key("a", ["Control_L"])
            self.type_text(os.path.join(self.env["HOME"], name))
            self.key("Return")
            time.sleep(0.5)
            self.key("Return")  # a question about replacing the file: yes
        elif kind == "open":
            name = "saved-%d.gsr" % r.randint(1, 5)
            self.record("open", name=name)
            self.key("o", ["Control_L"])
            time.sleep(1.5)
            self.key("a", ["Control_L"])
            self.type_text(os.path.join(self.env["HOME"], name))
            self.key("Return")
            time.sleep(0.3)
            self.key("Escape")  # no such file: the dialog stays, and goes
        elif kind == "new":
            self.record("new game")
            self.key("n", ["Control_L"])
            time.sleep(0.8)
            self.key("Return")
        elif kind == "undo":
            self.record("undo")
            self.key("z", ["Control_L"])

    # ---- Aiming at legal moves

    def data_folder(self):
        return os.path.join(self.env["HOME"], ".local/share/Goalscorer/GOALSCORER")

    def position_to_play(self):
        """The autosaved game's position (full GPN) and the human's side, when the human is to move."""
        path = os.path.join(self.data_folder(), "autosave.gsr")
        try:
            with open(path, errors="replace") as f:
                text = f.read()
        except OSError:
            return None
        human = re.search(r'^\[Human "(white|black)"\]', text, re.M)
        if not human:
            return None
        if '[Termination "unfinished"]' not in text:
            return "over"
        replay = subprocess.run([self.args.aim_cli or self.args.cli, "record", "replay", path], capture_output=True, text=True)
        lines = replay.stdout.strip().splitlines()
        if replay.returncode != 0 or not lines:
            return None
        gpn = lines[-1].strip()
        fields = gpn.split()
        if len(fields) < 2 or fields[1] != human.group(1)[0]:
            return None  # the computer is to move
        return gpn, human.group(1)

    def pitch_rect(self, win):
        """The pitch's grass on screen: the columns and rows of the window that are mostly green
        (a green banner or button is too small to count)."""
        g = win.get_geometry()
        image = win.get_image(0, 0, g.width, g.height, X.ZPixmap, 0xffffffff)
        data, stride, step = image.data, g.width * 4, 3
        columns, rows = [0] * g.width, [0] * g.height
        for y in range(0, g.height, step):
            row = y * stride
            for x in range(0, g.width, step):
                i = row + x * 4
                b, gr, r = data[i], data[i + 1], data[i + 2]
                if gr > 100 and gr > r + 40 and gr > b + 40:
                    columns[x] += 1
                    rows[y] += 1
        if max(columns) < 20 or max(rows) < 20:
            return None
        xs = [x for x, n in enumerate(columns) if n >= 0.5 * max(columns)]
        ys = [y for y, n in enumerate(rows) if n >= 0.5 * max(rows)]
        return xs[0], ys[0], xs[-1] - xs[0] + step, ys[-1] - ys[0] + step

    def aimed_move(self, main, picks, upside_down):
        """Up to two legal moves of the game in progress (a turn is a Youth Counter's move and a
        First Teamer's), by clicks on their squares. Which move comes from the seed's draws and
        the legal moves (goalscorer-cli legal); the pitch is taken to be drawn from the human's
        side, and upside down on some draws, as after F."""
        mx, my, mw, _ = self.geometry(main)
        self.click(mx + PLAY_TAB[0], my + PLAY_TAB[1])
        time.sleep(0.1)
        for pick in picks:
            found = self.position_to_play()
            if found == "over":
                # After the final whistle the next game starts, as a player would start it.
                self.record("aimed", note="game over: a new game")
                self.key("n", ["Control_L"])
                time.sleep(0.8)
                self.key("Return")
                return
            if not found:
                self.record("aimed", note="not the human's turn")
                return
            gpn, human = found
            legal = subprocess.run([self.args.aim_cli or self.args.cli, "legal", gpn], capture_output=True, text=True).stdout.split()
            rect = self.pitch_rect(main)
            if not legal or not rect:
                # No pitch in view: most often a dialog is open over it, which Escape closes.
                self.record("aimed", note="no legal move or no pitch", legal=len(legal), pitch=rect)
                self.key("Escape")
                return
            move = legal[min(int(pick * len(legal)), len(legal) - 1)]
            rows = gpn.split()[0].split("/")
            files = len(re.findall(r"[wb][^wb./]*|\.", rows[0]))
            ranks = len(rows)
            white_at_bottom = (human == "white") != upside_down
            self.record("aimed", move=move, white_at_bottom=white_at_bottom)
            left, top, width, height = rect

            def centre(square):
                f = ord(square[0]) - ord("a")
                r = int(square[1:]) - 1
                if not white_at_bottom:
                    f, r = files - 1 - f, ranks - 1 - r
                return mx + left + (f + 0.5) * width / files, my + top + (ranks - 1 - r + 0.5) * height / ranks

            if move in ("sub", "nosub"):
                self.key("s" if move == "sub" else "k")
            else:
                for square in re.findall(r"[a-l][0-9]+", move):
                    self.click(*centre(square))
                    time.sleep(0.15)
                self.key("Return")  # confirms it when the settings ask for a confirmation
            time.sleep(0.3)

    def run(self):
        self.started = time.monotonic()
        end = self.started + self.args.seconds
        self.launch()
        next_ping = time.monotonic()
        next_kill = self.step + self.pace.randint(60, 200)  # in actions, so a seed replays the same kills
        while time.monotonic() < end:
            try:
                self.act()
            except (xerror.BadWindow, xerror.BadDrawable, xerror.BadMatch):
                self.record("window gone")  # a dialog or menu closed while the monkey aimed at it
            time.sleep(self.pace.uniform(0.04, 0.15))
            self.check_output()
            if time.monotonic() >= next_ping:
                self.ping()
                next_ping = time.monotonic() + 2
            if self.step >= next_kill and time.monotonic() < end - 20:
                self.record("kill")
                self.kill()
                self.launch()
                time.sleep(1.0)
                self.key("Return")  # the offer to resume the game that was going on
                next_kill = self.step + self.pace.randint(60, 200)
        self.record("quit")
        self.quit()
        self.check_files()


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--seconds", type=float, required=True)
    p.add_argument("--seed", type=int, required=True)
    p.add_argument("--app", required=True)
    p.add_argument("--cli", required=True)
    p.add_argument("--aim-cli", help="a faster goalscorer-cli for aiming (the release build's)")
    p.add_argument("--out", required=True, help="folder for the logs")
    args = p.parse_args()
    m = Monkey(args)
    failure = None
    try:
        m.run()
    except Failed as e:
        failure = str(e)
    except Exception:  # the monkey's own fault (or the X server's): said as such, and a failure
        failure = "the monkey stopped: " + traceback.format_exc().strip().splitlines()[-1]
        traceback.print_exc()
        if m.app and m.app.proc.poll() is None:
            m.app.killed = True
            m.app.proc.kill()
    summary = {"seed": args.seed, "seconds": args.seconds, "actions": m.step, "launches": m.launches, "kills": m.kills,
               "plies": m.plies, "games_to_final_whistle": m.games, "pings": m.pings,
               "slowest_ping_s": round(m.slowest_ping, 2), "failure": failure}
    print(json.dumps(summary))
    return 1 if failure else 0


if __name__ == "__main__":
    sys.exit(main())
