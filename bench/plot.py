#!/usr/bin/env python3
"""Draws the goals of a bench/all.sh table as an SVG bar chart: each figure that has a goal as a
share of that goal, so that 1 is the goal and a longer bar is better ("ratio >= 0.8": the ratio
over 0.8; "<= 30 us": 30 us over the value). Shares over 2 are drawn clipped, with their value.
Standard library only.
    python3 bench/plot.py bench/results/<run>/table.md goals.svg
"""
import html
import re
import sys

GOAL = re.compile(r"^(>=|<=|<)\s*([\d.]+)\s*(.*)$")
NUMBER = re.compile(r"^-?[\d.]+$")
# the start-up rows name the options of their start; the chart names them as the README does
SHORT_OPTIONS = re.compile(r"-X[^\s,]+( -X[^\s,]+)*")

MET = "#2e7d32"
NOT_MET = "#d9822b"
INK = "#1f2933"
GRID = "#cbd2d9"


def rows_of(table):
    """(figure, value, ratio, goal) of every row of the table's body."""
    rows = []
    for line in table.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 5 or cells[0] in ("figure", "---") or cells[0].startswith("---"):
            continue
        rows.append((cells[0], cells[1], cells[3], cells[4]))
    return rows


def share(value, ratio, goal):
    """The figure as a share of its goal and how the bar is labelled; None without a goal."""
    m = GOAL.match(goal)
    if not m:
        return None
    sign, bound, unit = m.group(1), float(m.group(2)), m.group(3).strip()
    if sign == ">=":
        if not NUMBER.match(ratio):
            return None
        return float(ratio) / bound, "ratio %s, goal %s" % (ratio, goal.replace(">=", "\u2265"))
    if not NUMBER.match(value) or float(value) <= 0:
        return None
    shown = "%s %s" % (value, unit) if unit else value
    return bound / float(value), "%s, goal %s" % (shown, goal.replace("<=", "\u2264"))


def svg(title, bars):
    label_width, bar_width, row, top = 480, 330, 26, 64
    scale = bar_width / 2.0
    width = label_width + bar_width + 250
    height = top + row * len(bars) + 40
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
        'font-family="Helvetica, Arial, sans-serif" font-size="13">' % (width, height, width, height),
        '<rect width="100%" height="100%" fill="#ffffff"/>',
        '<text x="16" y="26" font-size="16" font-weight="bold" fill="%s">%s</text>' % (INK, html.escape(title)),
        '<text x="16" y="46" fill="#52606d">Each figure as a share of its goal: 1 is the goal, a longer bar is better; '
        'green meets it.</text>',
    ]
    for tick in (0, 0.5, 1, 1.5, 2):
        x = label_width + tick * scale
        out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="%s" stroke-width="%s"/>' % (
            x, top - 6, x, top + row * len(bars), INK if tick == 1 else GRID, 1.5 if tick == 1 else 1))
        out.append('<text x="%.1f" y="%d" text-anchor="middle" fill="#52606d">%s</text>' % (
            x, top + row * len(bars) + 16, ("%g" % tick) + (" (goal)" if tick == 1 else "")))
    for i, (figure, fraction, label) in enumerate(bars):
        y = top + i * row
        drawn = min(fraction, 2.0)
        colour = MET if fraction >= 1 else NOT_MET
        out.append('<text x="%d" y="%d" text-anchor="end" fill="%s">%s</text>' % (
            label_width - 10, y + 16, INK, html.escape(figure)))
        out.append('<rect x="%d" y="%d" width="%.1f" height="%d" fill="%s" rx="2"/>' % (
            label_width, y + 4, max(drawn * scale, 1), row - 8, colour))
        if fraction > 2:
            out.append('<text x="%.1f" y="%d" text-anchor="end" fill="#ffffff">\u00d7%.0f</text>' % (
                label_width + bar_width - 6, y + 16, fraction))
        out.append('<text x="%d" y="%d" fill="%s">%s</text>' % (
            label_width + bar_width + 14, y + 16, INK, html.escape(label)))
    out.append("</svg>")
    return "\n".join(out) + "\n"


def main():
    table_path, svg_path = sys.argv[1], sys.argv[2]
    table = open(table_path, encoding="utf-8").read()
    heading = next((l for l in table.splitlines() if l.startswith("Benchmarks of ")), "bench/all.sh")
    title = re.sub(r" \(.*", "", heading).replace("Benchmarks of", "bench/all.sh,")
    bars = []
    for figure, value, ratio, goal in rows_of(table):
        s = share(value, ratio, goal)
        if s:
            bars.append((SHORT_OPTIONS.sub("small-footprint options", figure), s[0], s[1]))
    with open(svg_path, "w", encoding="utf-8") as out:
        out.write(svg(title, bars))
    print("%d figures with goals drawn to %s" % (len(bars), svg_path))


if __name__ == "__main__":
    main()
