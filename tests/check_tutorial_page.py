#!/usr/bin/env python3
"""A tutorial's web page in a real browser (headless Chromium), through the page's own
"#selftest" hook: it clicks its buttons and squares and presses the arrow keys with real DOM
events, and writes what happened into its title and a "selftest-log" element.

For every shipped tutorial (exported with `goalscorer-cli tutorial html`) and for one whose
every text is markup (a stranger's file), this checks that the self-test passed, that Next
reached the last step, that each exercise took its answer and answered a wrong legal try with
the tutorial's own feedback, that the markup stayed text, that the header stays at the top
(and, at a phone's width, that a step's words come before its pitch), and that the browser
logged no console message or uncaught error.

    check_tutorial_page.py CLI CHROMIUM TUTORIALS_DIR
Standard library only. Exit 0 when all pass, 1 otherwise."""
import glob
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

HOSTILE = '<script>document.title="PWNED"</script><img src="x" onerror="document.title=\'PWNED\'"> & "quotes"'


def run_page(chromium, page, profile, width=None):
    """The page's DOM after its self-test, and the browser's log; `width`: a window that wide."""
    size = [f"--window-size={width},900"] if width else []
    done = subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + profile,
         "--enable-logging=stderr", "--v=0", *size, "--dump-dom", "file://" + page + "#selftest"],
        capture_output=True, text=True, timeout=120)
    return done.stdout, done.stderr


def check(cli, chromium, tutorial_file, work, problems, width=None):
    with open(tutorial_file, encoding="utf-8") as f:
        tutorial = json.load(f)
    name = os.path.basename(tutorial_file)
    out = subprocess.run([cli, "tutorial", "html", tutorial_file, "--out", work], capture_output=True, text=True)
    if out.returncode != 0:
        problems.append(f"{name}: tutorial html failed: {out.stderr.strip()}")
        return
    page = os.path.join(work, tutorial["id"] + ".html")
    dom, log = run_page(chromium, page, os.path.join(work, "profile"), width)
    say = lambda what: problems.append(f"{name}{f' at {width} px' if width else ''}: {what}")
    titles = re.findall(r"<title>(selftest:[^<]*)</title>", dom)
    if titles != ["selftest: pass"]:
        say(f"the self-test did not pass: {titles or 'it did not run'}")
    # The log the self-test appends to the body: the last such element in the DOM.
    logs = re.findall(r'<pre id="selftest-log">(.*?)</pre>', dom, re.S)
    lines = html.unescape(logs[-1]).splitlines() if logs else []
    for line in lines:
        if line.startswith("FAIL"):
            say(line)
    steps = tutorial["steps"]
    if f"reached step {len(steps)} of {len(steps)}" not in lines:
        say(f"Next did not reach step {len(steps)}")
    if width and width <= 640 and "laid out for a phone" not in lines:
        say("the page did not see a phone's width")
    for i, step in enumerate(steps):
        if "exercise" not in step:
            continue
        if not any(l.startswith(f"step {i + 1} right ") for l in lines):
            say(f"step {i + 1}: the exercise did not take its answer")
        feedback = english(step["exercise"].get("feedback", ""))
        for l in lines:
            if l.startswith(f"step {i + 1} wrong ") and "(legal)" in l and feedback not in l:
                say(f"step {i + 1}: a wrong legal try did not say the tutorial's feedback: {l}")
        if not any(l.startswith(f"step {i + 1} wrong ") for l in lines):
            say(f"step {i + 1}: no wrong try was made")
    for l in log.splitlines():
        if "CONSOLE" in l or "Uncaught" in l:
            say(f"the browser logged: {l.strip()}")
    return dom


def english(text):
    """A tutorial text as the page shows it: a plain string, or the English of its translations."""
    return text["en"] if isinstance(text, dict) else text


def hostile_tutorial(source, work):
    """A shipped tutorial with markup in every text a stranger could write."""
    with open(source, encoding="utf-8") as f:
        t = json.load(f)
    t["id"] = "hostile-page"
    t["title"] = HOSTILE[:100]
    t["summary"] = HOSTILE
    for step in t["steps"]:
        step["caption"] = HOSTILE + " " + english(step["caption"])
        if "exercise" in step:
            for field in ("prompt", "feedback", "hint"):
                step["exercise"][field] = HOSTILE + " " + english(step["exercise"].get(field, field))
    path = os.path.join(work, "hostile-page.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(t, f)
    return path, t


def main():
    cli, chromium, tutorials = sys.argv[1:4]
    if not shutil.which(chromium):
        print(f"FAIL no Chromium at {chromium}: install Debian's chromium (scripts/deps.sh does), then reconfigure")
        return 1
    problems = []
    with tempfile.TemporaryDirectory() as work:
        files = sorted(glob.glob(os.path.join(tutorials, "*.json")))
        if not files:
            problems.append(f"no tutorials in {tutorials}")
        for path in files:
            check(cli, chromium, path, work, problems)
        # On a phone: the header stays, the words come before the pitch (the self-test checks).
        phone = [p for p in files if p.endswith("guide-star-player.json")] or files[:1]
        for path in phone:
            check(cli, chromium, path, work, problems, width=400)
        path, t = hostile_tutorial(os.path.join(tutorials, "rules-substitute.json"), work)
        dom = check(cli, chromium, path, work, problems) or ""
        escaped = html.escape(HOSTILE, quote=False)
        if dom.count(escaped) < len(t["steps"]):
            problems.append("hostile-page: the captions' markup is not shown as text")
        if "<script>document.title" in dom or "<img src=\"x\"" in dom or "PWNED</title>" in dom:
            problems.append("hostile-page: the tutorial's markup became elements")
        print(f"{len(files) + 1} pages checked in Chromium, {len(phone)} also at a phone's width")
    for p in problems:
        print("FAIL", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
