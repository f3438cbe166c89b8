#!/usr/bin/env python3
"""A Lab report's web page in a real browser (headless Chromium).

`goalscorer-cli lab --html` writes the page of a small comparison (and of one run); Chromium
loads each and this checks that the browser logged no console message or error (a refused
request under the page's Content-Security-Policy is logged as one), that the DOM it built
shows the verdict of the report's JSON first, that the three charts are inline SVG, that no
element would fetch anything (no src, href, link or script) and that the variant files and
the report's JSON are on the page.

    check_lab_report_page.py CLI CHROMIUM
Standard library only. Exit 0 when all pass, 1 otherwise."""
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile


def check(cli, chromium, work, name, args, problems):
    say = lambda what: problems.append(f"{name}: {what}")
    page = os.path.join(work, name + ".html")
    out = subprocess.run([cli, "lab", "--quiet", "--json", "--html", page] + args, capture_output=True, text=True)
    if out.returncode != 0:
        say(f"lab --html failed: {out.stderr.strip()}")
        return
    report = json.loads(out.stdout)
    done = subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--user-data-dir=" + os.path.join(work, "profile"),
         "--enable-logging=stderr", "--v=0", "--dump-dom", "file://" + page],
        capture_output=True, text=True, timeout=120)
    dom, log = done.stdout, done.stderr
    for line in log.splitlines():
        if "CONSOLE" in line or "Uncaught" in line or "Refused" in line:
            say(f"the browser logged: {line.strip()}")
    verdict = re.search(r'<section id="verdict"[^>]*>(.*?)</section>', dom, re.S)
    if not verdict:
        say("no verdict section in the DOM")
    else:
        shown = [html.unescape(p) for p in re.findall(r"<p>(.*?)</p>", verdict.group(1), re.S)]
        if shown != report["verdict"]:
            say(f"the page's verdict {shown} is not the report's {report['verdict']}")
        if dom.find('id="verdict"') > dom.find('id="facts"'):
            say("the verdict is not at the top")
    charts = re.findall(r'<figure id="chart-[a-z]+"><figcaption>[^<]*</figcaption>\s*<svg', dom)
    if len(charts) != 3:
        say(f"{len(charts)} inline SVG charts, not 3")
    for pattern in (r"\ssrc=", r"\shref=", r"<link", r"<script", r"<img", r"<iframe", r"url\("):
        if re.search(pattern, dom):
            say(f"the page has {pattern.strip(chr(92) + 's')}: it could fetch something")
    for part in ("file-a", "report-json") + (("file-b",) if "compare" in report["run"] else ()):
        if f'id="{part}"' not in dom:
            say(f"no {part} on the page")
    seed = report["run"]["seed"]
    if f"<td>{seed}</td>" not in dom:
        say(f"the seed {seed} is not stated")


def main():
    cli, chromium = sys.argv[1:3]
    if not shutil.which(chromium):
        print(f"FAIL no Chromium at {chromium}: install Debian's chromium (scripts/deps.sh does), then reconfigure")
        return 1
    problems = []
    with tempfile.TemporaryDirectory() as work:
        check(cli, chromium, work, "compare", ["--compare", "quick", "--white", "greedy", "--black", "random", "--games", "20", "--seed", "5"], problems)
        check(cli, chromium, work, "single", ["--white", "random", "--black", "random", "--games", "15", "--seed", "2"], problems)
        print("2 report pages checked in Chromium")
    for p in problems:
        print("FAIL", p)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
