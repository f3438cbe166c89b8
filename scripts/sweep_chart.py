#!/usr/bin/env python3
"""Draws a Lab sweep's JSON (goalscorer-cli lab --sweep ... --json) as one SVG: results,
Star Player decides, drama and length against the setting, each shaded with its 95% interval.

    scripts/sweep_chart.py SWEEP.json OUT.svg
    chromium --headless --screenshot=OUT.png --window-size=1320,256 file://$PWD/OUT.svg   (a PNG)

For the README, where the app's own chart (the Lab's sweep view) cannot be shot from a run
that takes minutes. Plain text in, SVG out; the JSON's strings are escaped.
"""
import json
import sys
from xml.sax.saxutils import escape

W, H = 330, 230          # one panel
LEFT, TOP, RIGHT, BOTTOM = 46, 50, 14, 40
COLOURS = {"White wins": "#4fc3f7", "Black wins": "#ffb74d", "Draws": "#a5d6a7", "": "#4fc3f7"}


def panel(x0, title, field, values, series, unit):
    """series: [(label, [(mean, low, high)] per value)]"""
    lo = min(min(p[1] for p in pts) for _, pts in series)
    hi = max(max(p[2] for p in pts) for _, pts in series)
    lo, hi = (0, max(hi, 1)) if unit == "%" else (lo - 0.05 * (hi - lo), hi + 0.05 * (hi - lo))
    pw, ph = W - LEFT - RIGHT, H - TOP - BOTTOM
    xs = lambda v: x0 + LEFT + pw * (v - values[0]) / (values[-1] - values[0])
    ys = lambda y: TOP + ph * (1 - (y - lo) / (hi - lo))
    out = [f'<rect x="{x0 + 4}" y="4" width="{W - 8}" height="{H - 8}" rx="6" fill="#20262e"/>',
           f'<text x="{x0 + W / 2}" y="22" text-anchor="middle" class="t">{escape(title)}</text>']
    for k in range(5):
        y = lo + (hi - lo) * k / 4
        out.append(f'<line x1="{x0 + LEFT}" x2="{x0 + W - RIGHT}" y1="{ys(y):.1f}" y2="{ys(y):.1f}" stroke="#3a424c"/>')
        out.append(f'<text x="{x0 + LEFT - 6}" y="{ys(y) + 4:.1f}" text-anchor="end" class="a">{y:.0f}</text>')
    for v in values:
        out.append(f'<text x="{xs(v):.1f}" y="{H - BOTTOM + 16}" text-anchor="middle" class="a">{v}</text>')
    out.append(f'<text x="{x0 + LEFT + pw / 2}" y="{H - 8}" text-anchor="middle" class="a">{escape(field)}</text>')
    for label, pts in series:
        c = COLOURS.get(label, COLOURS[""])
        band = [(xs(v), ys(p[2])) for v, p in zip(values, pts)] + [(xs(v), ys(p[1])) for v, p in reversed(list(zip(values, pts)))]
        out.append('<polygon points="%s" fill="%s" fill-opacity="0.22"/>' % (" ".join(f"{a:.1f},{b:.1f}" for a, b in band), c))
        out.append('<polyline points="%s" fill="none" stroke="%s" stroke-width="2"/>' % (" ".join(f"{xs(v):.1f},{ys(p[0]):.1f}" for v, p in zip(values, pts)), c))
        for v, p in zip(values, pts):
            out.append(f'<circle cx="{xs(v):.1f}" cy="{ys(p[0]):.1f}" r="2.5" fill="{c}"/>')
    if len(series) > 1:
        for k, (label, _) in enumerate(series):
            out.append(f'<text x="{x0 + LEFT + 8 + 80 * k}" y="{TOP - 8}" class="l" style="fill:{COLOURS[label]}">{escape(label)}</text>')
    return out


def main():
    data = json.load(open(sys.argv[1], encoding="utf-8"))
    values = [p["value"] for p in data["points"]]
    field = data["sweep"]["field"]
    rate = lambda r: (100 * r["rate"], 100 * r["low"], 100 * r["high"])
    mean = lambda m: (m["mean"], m["low"], m["high"])
    pts = data["points"]
    panels = [
        ("Results (% of games)", [("White wins", [rate(p["white_win_rate"]) for p in pts]),
                                  ("Black wins", [rate(p["black_win_rate"]) for p in pts]),
                                  ("Draws", [rate(p["draw_rate"]) for p in pts])], "%"),
        ("Star Player decides (% of games)", [("", [rate(p["quality"]["star_decides"]) for p in pts])], "%"),
        ("Drama (% of won games)", [("", [rate(p["quality"]["drama"]) for p in pts])], "%"),
        ("Length (moves)", [("", [mean(p["quality"]["plies"]) for p in pts])], ""),
    ]
    body = []
    for k, (title, series, unit) in enumerate(panels):
        body += panel(k * W, title, field, values, series, unit)
    title = f'{data["variant"]}: {data["white"]} against {data["black"]}, {data["games"]} games at each value'
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{len(panels) * W}" height="{H + 26}" viewBox="0 -26 {len(panels) * W} {H + 26}">',
           '<style>text{font-family:DejaVu Sans,sans-serif;fill:#e6e6e6}.t{font-size:13px;font-weight:bold}.a{font-size:11px;fill:#b0b6bd}.l{font-size:11px}</style>',
           f'<rect x="0" y="-26" width="{len(panels) * W}" height="{H + 26}" fill="#161b21"/>',
           f'<text x="8" y="-8" class="t">{escape(title)}</text>'] + body + ["</svg>"]
    open(sys.argv[2], "w", encoding="utf-8").write("\n".join(svg) + "\n")


if __name__ == "__main__":
    main()
