"""Watching a live game (docs/CONTRACT.md §9), in headless Chromium against nginx on 127.0.0.1.

Run by browser_check.py. The site is the sample, deployed with `pcsite build --deploy` to a file:// host that
nginx serves with deploy's own header snippet; new standings are published the same way between two checks.
Time is driven, not waited for: a clock injected before the page's scripts holds every timer of a second or
more (live.js's 60 s and 5 min) until the check advances it. Requests are counted in nginx's access log.
"""
import json
import os
import re
import subprocess
import time

from selenium.webdriver.common.by import By

CONTEST = "8a1d4e6f-2c3b-4f5a-8e9d-0b7c6a5f4e02"  # closed, scored, 260 rows: provisional, pages 1 to 3
FINAL = "3f9c2b1e-7d4a-4c8e-9b2f-1a6e5d0c7b01"    # settled
MINUTE = 60_000

# A virtual clock for timers of 1 s or more; shorter ones (axe, the browser's own) run as usual.
CLOCK = r"""
(() => {
  const real = window.setTimeout.bind(window);
  const queue = []; let now = 0, next = 1;
  window.setTimeout = function (f, ms, ...args) {
    if (!(ms >= 1000)) return real(f, ms, ...args);
    const id = 1e9 + next++; queue.push({ id, due: now + ms, f, args }); return id;
  };
  const realClear = window.clearTimeout.bind(window);
  window.clearTimeout = function (id) {
    const at = queue.findIndex(t => t.id === id); if (at >= 0) queue.splice(at, 1); else realClear(id);
  };
  window.__clock = {
    advance(ms) {
      const end = now + ms;
      for (;;) {
        queue.sort((a, b) => a.due - b.due);
        const t = queue[0];
        if (!t || t.due > end) break;
        queue.shift(); now = t.due; t.f(...t.args);
      }
      now = end;
    },
    pending() { return queue.length; }
  };
})();
"""

HIDE = """Object.defineProperty(document, 'hidden', {configurable: true, get: () => arguments[0]});
Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => arguments[0] ? 'hidden' : 'visible'});
document.dispatchEvent(new Event('visibilitychange'));"""


class Host:
    """The live site: content, a build, a file:// deploy that nginx serves, and nginx's access log."""

    def __init__(self, args):
        self.root, self.base, self.log, self.pcsite = args.live_root, args.live_base, args.live_log, args.pcsite

    def leaderboard(self, contest=CONTEST):
        return os.path.join(self.root, "content", "contests", contest, "leaderboard.json")

    def publish(self):
        result = subprocess.run([self.pcsite, "build", "--config", "pcsite.yml", "--source", "content", "--out", "public",
                                 "--deploy", "--quiet"], cwd=self.root, capture_output=True, text=True)
        if result.returncode != 0:
            raise RuntimeError(f"pcsite build --deploy exited {result.returncode}: {result.stderr.strip()[-400:]}")

    def requests(self):
        """(status, method, path, bytes sent) of every request nginx logged so far."""
        with open(self.log, encoding="utf-8") as log:
            return [tuple(line.split(" ")) for line in log.read().splitlines() if line.count(" ") == 3]

    def live_requests(self, since=0, contest=CONTEST):
        return [r for r in self.requests()[since:] if r[2] == f"/contests/{contest}/live.json"]

    def fetch(self, path):
        import urllib.request
        with urllib.request.urlopen(self.base + path, timeout=10) as response:
            return json.loads(response.read())


def new_standings(host, move_from_rank, move_to_rank, minutes):
    """New standings: generated_at `minutes` later, and the entries at two ranks trade places (rank, points…)."""
    path = host.leaderboard()
    with open(path, encoding="utf-8") as source:
        board = json.load(source)
    stamp = board["generated_at"]
    hour, minute = int(stamp[11:13]), int(stamp[14:16]) + minutes
    board["generated_at"] = f"{stamp[:11]}{hour + minute // 60:02d}:{minute % 60:02d}{stamp[16:]}"
    rows = {row["rank"]: row for row in board["rows"]}
    a, b = rows[move_from_rank], rows[move_to_rank]
    for row in (a, b):
        row["values"] = dict(row["values"])
    for key in ("rank", "tier"):
        a[key], b[key] = b[key], a[key]
    for key in ("rank", "points", "passing_yds", "winnings"):
        a["values"][key], b["values"][key] = b["values"][key], a["values"][key]
    with open(path, "w", encoding="utf-8") as out:
        json.dump(board, out, indent=2)
    host.publish()


def advance(driver, ms, frames=False):
    """Advances the page's clock (and each same-origin frame's) and waits for the checks it started."""
    driver.execute_script("""
        const ms = arguments[0];
        if (window.__clock) window.__clock.advance(ms);
        if (arguments[1]) for (const f of document.querySelectorAll('iframe')) f.contentWindow.__clock.advance(ms);""",
                          ms, frames)
    # A check is one fetch; the next timer is queued once it is answered.
    deadline = time.time() + 10
    while time.time() < deadline:
        settled = driver.execute_script("""
            const clocks = [window.__clock].concat(arguments[0] ? [...document.querySelectorAll('iframe')]
                .map(f => f.contentWindow.__clock) : []).filter(Boolean);
            return clocks.every(c => c.pending() > 0);""", frames)
        if settled:
            break
        time.sleep(0.05)
    time.sleep(0.1)


def live_checks(report, args, tools):
    host = Host(args)
    driver = tools.make_driver(args.chromium, args.chromedriver)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": CLOCK})
    shots = args.screenshots
    try:
        with open(host.leaderboard(), encoding="utf-8") as source:
            board = json.load(source)
        mine = next(row for row in board["rows"] if row["rank"] == 7)  # one entry at 7th, one at 251st
        anchor = "entry-" + mine["entry_id"]
        page1 = f"/contests/{CONTEST}/"

        # --- this is me, on page 1 ---------------------------------------------------------------------
        tools.emulate(driver, 390, "light")
        driver.get(host.base + page1)
        driver.execute_script("localStorage.clear()")
        driver.get(host.base + page1)
        choose = tools.wait_for(driver, "return document.querySelector('.mine-line button.mine-choose')")
        report.check("live: a standings page offers 'Mark your entry' (drawn by the script)", bool(choose))
        choose.click()
        pick = tools.wait_for(driver, f"return document.querySelector('#{anchor} .mine-pick')")
        report.check("live: each row then has a 'This is me' control",
                     bool(pick) and pick.text == "This is me"
                     and driver.execute_script("return document.querySelectorAll('tr .mine-pick').length") == 100)
        pick.click()
        line = tools.wait_for(driver, "const a = document.querySelector('.mine-line a'); return a && "
                                      "[document.querySelector('.mine-line').textContent, a.getAttribute('href')]")
        report.check("live: 'This is me' on page 1 says 'Your entry: 7th — show', linking to its row",
                     bool(line) and line[0].startswith("Your entry: 7th — show") and line[1] == f"{page1}#{anchor}",
                     repr(line))
        state = driver.execute_script(f"""return [document.getElementById('{anchor}').classList.contains('mine'),
            document.activeElement.textContent, Object.keys(localStorage), document.cookie]""")
        report.check("live: the row is highlighted, focus is on the line, it is kept in localStorage only "
                     "(no cookie)", state[0] and state[1] == "show" and state[2] == [f"pcsite-mine {page1}"]
                     and state[3] == "", repr(state))

        # --- a check a minute, answered 304 by nginx while nothing changed --------------------------------
        y = 1200
        driver.execute_script(f"window.scrollTo(0, {y})")
        before = len(host.requests())
        advance(driver, MINUTE)
        advance(driver, MINUTE)
        checks = host.live_requests(before)
        report.check("live: one request for live.json a minute, the second answered 304 by nginx",
                     [c[0] for c in checks] in (["200", "304"], ["304", "304"]), repr(checks))
        report.check("live: no banner while nothing changed",
                     driver.execute_script("return document.querySelector('.live-banner').textContent") == "")
        # Fewer than a minute later: nothing.
        before = len(host.requests())
        driver.execute_script("window.__clock.advance(59000)")
        time.sleep(0.3)
        report.check("live: no request before the minute is up", host.live_requests(before) == [])

        # --- new standings published between two checks; the banner within one interval ---------------
        new_standings(host, 7, 251, minutes=7)
        before = len(host.requests())
        live = host.fetch(f"/contests/{CONTEST}/live.json")
        # nginx logs a request once it has answered it, so this check's own fetch may be logged only now: wait for
        # its line, or it would be counted as one of the page's.
        deadline = time.monotonic() + 2
        while len(host.live_requests(before)) < 1 and time.monotonic() < deadline:
            time.sleep(0.01)
        before = len(host.requests())
        advance(driver, 1000)  # the minute that had 59 s gone
        banner = tools.wait_for(driver, "return document.querySelector('.live-banner').textContent", seconds=5)
        report.check(f"live: new standings are announced within one interval: {banner!r}",
                     banner == f"New standings, as of {live['as_of']}Update" and len(host.live_requests(before)) == 1,
                     f"{banner!r}; live.json {live}; requests {host.live_requests(before)}")
        region = driver.execute_script("const r = document.querySelector('.live-banner'); "
                                       "return [r.getAttribute('role'), r.getAttribute('aria-live')]")
        report.check("live: the banner is a polite live region (role=status, aria-live=polite)",
                     region == ["status", "polite"], repr(region))
        driver.execute_script("document.querySelector('.live-banner div').dataset.seen = 'once'")
        advance(driver, MINUTE)
        advance(driver, MINUTE)
        again = driver.execute_script("return document.querySelector('.live-banner div').dataset.seen")
        report.check("live: the banner is said once (a check with the same answer does not redraw it)",
                     again == "once", repr(again))
        report.check("live: nothing moved by itself (same scroll position, same table)",
                     driver.execute_script("return Math.round(window.scrollY)") == y
                     and driver.execute_script(f"return !!document.getElementById('{anchor}')"))
        for scheme in ("light", "dark"):
            tools.emulate(driver, 390, scheme)
            driver.save_screenshot(os.path.join(shots, f"live-banner-390-{scheme}.png"))
        tools.emulate(driver, 390, "light")
        violations = tools.run_axe(driver)
        report.check("live: axe finds no serious or critical violations with the banner and your entry shown",
                     not violations, tools.describe_violations(violations))
        driver.execute_script(f"window.scrollTo(0, {y})")

        # --- Update: the new table in place, at the same scroll position ---------------------------------
        driver.find_element(By.CSS_SELECTOR, ".live-banner button").click()
        updated = tools.wait_for(driver, f"return document.querySelector('.standings-section time')"
                                         f".getAttribute('datetime') === {json.dumps(live['generated_at'])}", seconds=10)
        where = driver.execute_script(f"""return [Math.round(window.scrollY), !!document.getElementById('{anchor}'),
            document.querySelector('.live-banner').textContent, document.activeElement.id,
            document.querySelector('.standings-section table.standings tbody tr th').textContent]""")
        report.check("live: Update shows the new table in place at the same scroll position, banner gone, "
                     "focus on the standings heading",
                     bool(updated) and where[0] == y and not where[1] and where[2] == ""
                     and where[3] == "standings-heading", repr(where))
        line = tools.wait_for(driver, "const a = document.querySelector('.mine-line a'); return a && "
                                      "[document.querySelector('.mine-line').textContent, a.getAttribute('href')]")
        want = f"{page1}page/3/#{anchor}"
        report.check("live: after an update that moved the entry to page 3, the line links to page 3",
                     bool(line) and line[0].startswith("Your entry: 251st — show") and line[1] == want, repr(line))
        after = driver.execute_script("return Math.round(window.scrollY)")
        report.check("live: with the line redrawn, the reader is still where they were", after == y, f"scrollY {after}")
        form = driver.execute_script("const f = document.querySelector('form.entrant-search'); return f && !f.hidden")
        report.check("live: the find-an-entrant box still works after the update", form is True)
        driver.find_element(By.CSS_SELECTOR, ".mine-line a").click()
        marked = tools.wait_for(driver, f"const r = document.getElementById('{anchor}'); "
                                        "return location.pathname.endsWith('/page/3/') && r && r.classList.contains('mine')")
        report.check("live: on page 3 the entry's row is highlighted", bool(marked))
        for scheme in ("light", "dark"):
            tools.emulate(driver, 390, scheme)
            driver.execute_script(f"document.getElementById('{anchor}').scrollIntoView({{block: 'center'}})")
            driver.save_screenshot(os.path.join(shots, f"live-mine-page3-390-{scheme}.png"))
            driver.execute_script("document.querySelector('.mine-line').scrollIntoView()")
            driver.save_screenshot(os.path.join(shots, f"live-mine-line-390-{scheme}.png"))
        tools.emulate(driver, 390, "light")

        # --- Not me, and the entrant index ----------------------------------------------------------------
        driver.find_element(By.CSS_SELECTOR, ".mine-line button.mine-clear").click()
        cleared = tools.wait_for(driver, "return !document.querySelector('tr.mine') && "
                                         "document.activeElement.classList.contains('mine-choose') && localStorage.length === 0")
        report.check("live: 'Not me' clears the mark and the storage, focus on 'Mark your entry'", bool(cleared))
        driver.get(host.base + f"/contests/{CONTEST}/entrants/")
        tools.wait_for(driver, "return document.querySelector('.mine-line button.mine-choose')").click()
        first = driver.find_element(By.CSS_SELECTOR, ".entrant-list li .mine-pick")
        first.click()
        line = tools.wait_for(driver, "const a = document.querySelector('.mine-line a'); return a && "
                                      "[document.querySelector('.entrant-list li.mine a').getAttribute('href'), a.getAttribute('href')]")
        report.check("live: a name in the entrant index can be marked, and the line links to its row",
                     bool(line) and line[0].endswith(line[1].split("#")[1]), repr(line))
        violations = tools.run_axe(driver)
        report.check("live: the entrant index with a marked name: axe finds no serious or critical violations",
                     not violations, tools.describe_violations(violations))
        driver.execute_script("localStorage.clear()")
        driver.get(host.base + page1 + "?after=update")  # not the HTML cached before the update (max-age=60)
        box = driver.find_element(By.CSS_SELECTOR, "form.entrant-search input")
        box.click()
        box.send_keys(mine["user_name"])
        pick = tools.wait_for(driver, f"return [...document.querySelectorAll('.search-results li')]"
                                      f".find(li => li.querySelector('a').hash === '#{anchor}')?.querySelector('.mine-pick')")
        if report.check("live: a find-box result offers 'This is me'", bool(pick)):
            pick.click()
            mark = tools.wait_for(driver, "return localStorage.getItem(Object.keys(localStorage)[0])")
            report.check("live: choosing it marks that entry", bool(mark) and anchor in mark, repr(mark))

        # --- print: nothing of it on paper ----------------------------------------------------------------
        new_standings(host, 251, 7, minutes=9)
        advance(driver, MINUTE)
        tools.wait_for(driver, "return document.querySelector('.live-banner').textContent", seconds=5)
        import base64
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        pdf = driver.execute_cdp_cmd("Page.printToPDF", {"printBackground": False})
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "screen"})
        path = os.path.join(shots, "print-live.pdf")
        with open(path, "wb") as out:
            out.write(base64.b64decode(pdf["data"]))
        text = subprocess.run(["pdftotext", path, "-"], capture_output=True, text=True).stdout
        report.check("live: printed, the page shows no banner, no 'Your entry' line and no marking controls",
                     "Standings" in text and not any(w in text for w in ("New standings", "Your entry", "This is me",
                                                                          "Mark your entry")),
                     text[:300])

        # --- 30 minutes without change: every 5 minutes ----------------------------------------------------
        driver.execute_script("localStorage.clear()")
        driver.get(host.base + page1 + "?quiet")
        tools.wait_for(driver, "return document.querySelector('.mine-line')")
        before = len(host.requests())
        for _ in range(30):
            advance(driver, MINUTE)
        quiet = len(host.live_requests(before))
        before = len(host.requests())
        for _ in range(10):
            advance(driver, MINUTE)
        slow = len(host.live_requests(before))
        report.check(f"live: after 30 minutes without change, a check every 5 minutes "
                     f"({quiet} in the first 30 min, {slow} in the next 10)", quiet == 30 and slow == 2)

        # --- a hidden tab asks nothing; seen again, it checks once --------------------------------------
        driver.get(host.base + page1 + "?hidden")
        tools.wait_for(driver, "return document.querySelector('.mine-line')")
        driver.execute_script(HIDE, True)
        before = len(host.requests())
        for _ in range(10):
            driver.execute_script("window.__clock.advance(arguments[0])", MINUTE)
        time.sleep(0.5)
        hidden = host.requests()[before:]
        report.check("live: a hidden page makes no request in 10 minutes (nginx's log)", hidden == [], repr(hidden))
        driver.execute_script(HIDE, False)
        time.sleep(0.5)
        report.check("live: seen again, it checks once at once", len(host.live_requests(before)) == 1,
                     repr(host.live_requests(before)))

        # --- a final contest checks nothing ---------------------------------------------------------------
        driver.get(host.base + f"/contests/{FINAL}/")
        time.sleep(0.3)
        before = len(host.requests())
        driver.execute_script("window.__clock.advance(arguments[0])", 30 * MINUTE)
        time.sleep(0.5)
        report.check("live: a final contest's page has no check and asks nothing in 30 minutes",
                     driver.execute_script("return !document.querySelector('script[data-live]')")
                     and host.live_requests(before, contest=FINAL) == [] and host.requests()[before:] == [])

        cost_on_the_host(report, driver, host, tools)
    finally:
        driver.quit()


def cost_on_the_host(report, driver, host, tools, pages=100, minutes=10):
    """100 open standings pages (same-origin frames of one tab, each with its own clock and live.js) for
    10 minutes: nginx's log holds one conditional request per page per minute, each answered 304."""
    driver.get(host.base + f"/contests/{CONTEST}/entrants/")
    driver.execute_script("localStorage.clear(); document.body.replaceChildren(); for (let i = 0; i < arguments[0]; i++) {"
                          " const f = document.createElement('iframe'); f.src = arguments[1]; f.width = 300; f.height = 200;"
                          " f.title = 'page ' + i; document.body.appendChild(f); }", pages, f"/contests/{CONTEST}/page/3/?open")
    loaded = tools.wait_for(driver, "return [...document.querySelectorAll('iframe')].every(f => f.contentWindow.__clock"
                                    " && f.contentWindow.__clock.pending() === 1)", seconds=60)
    before = len(host.requests())
    started = time.time()
    for _ in range(minutes):
        advance(driver, MINUTE, frames=True)
    took = time.time() - started
    logged = host.requests()[before:]
    checks = [r for r in logged if r[2] == f"/contests/{CONTEST}/live.json"]
    statuses = {status: sum(1 for r in checks if r[0] == status) for status in sorted({r[0] for r in checks})}
    sent = sum(int(r[3]) for r in logged)
    print(f"     cost on the host: {pages} open pages, {minutes} simulated minutes ({took:.1f} s): "
          f"{len(logged)} requests to nginx, {len(checks)} for live.json, by status {statuses}, "
          f"{sent} bytes sent ({sent // max(1, len(logged))} a request)")
    report.check(f"live: {pages} open pages over {minutes} minutes make {pages * minutes} requests, "
                 f"all conditional and answered 304 by nginx",
                 bool(loaded) and len(logged) == pages * minutes and statuses == {"304": pages * minutes},
                 f"{len(logged)} requests; statuses {statuses}")
