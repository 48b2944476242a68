"""The site in other languages (docs/CONTRACT.md §11), in headless Chromium against nginx on 127.0.0.1.

Run by browser_check.py. The sample is built twice more, with `languages: [fr, en]` (French at the root, English
under /en/) and with `language: ar` (`locale: ar_EG`); each is served by nginx on a port of its own. On each: the words the scripts draw ("Mark your entry",
"This is me", "Your entry", the find box's answers, the live banner and its Update button) are the language's, as
its table in Sources/Domain/WordTables/ says; no English phrase is left on the pages a reader sees; the A–Z index
is headed in the language. The Arabic site reads right to left: the page's direction, the standings table's first
column on the right, no sideways scroll at 390 px. axe-core runs on both; screenshots at 390 and 1280 px, light and
dark.
"""
import json
import os

import yaml
from selenium.webdriver.common.by import By

import browser_live

CONTEST = browser_live.CONTEST  # provisional, 260 rows: its pages check for new standings
TABLES = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "Domain", "WordTables")


def table(language):
    with open(os.path.join(TABLES, f"{language}.yml"), encoding="utf-8") as source:
        return yaml.safe_load(source)


def english_phrases(language):
    """English texts of two words or more that the language writes otherwise (their fixed part, before any
    placeholder): none may be left where a reader looks."""
    english, own = table("en"), table(language)
    phrases = []
    for key, text in english.items():
        if isinstance(text, str) and own.get(key) != text:
            fixed = text.split("{")[0].strip()
            if len(fixed.split()) >= 2:
                phrases.append(fixed)
    return phrases


def left_over(driver, phrases):
    shown = driver.execute_script("return document.body.innerText + ' ' + [...document.querySelectorAll("
                                  "'[aria-label], [placeholder], [title]')].map(e => (e.getAttribute('aria-label') || '') + ' '"
                                  " + (e.getAttribute('placeholder') || '') + ' ' + (e.getAttribute('title') || '')).join(' ')")
    return [phrase for phrase in phrases if phrase in shown]


def language_checks(report, args, tools):
    for language, base, site in (("fr", args.base_fr, args.site_fr), ("ar", args.base_ar, args.site_ar)):
        check_language(report, args, tools, language, base.rstrip("/"), site)


def check_language(report, args, tools, language, base, site):
    words, phrases = table(language), english_phrases(language)
    driver = tools.make_driver(args.chromium, args.chromedriver)
    driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": browser_live.CLOCK})
    live_path = os.path.join(site, "contests", CONTEST, "live.json")
    with open(live_path, encoding="utf-8") as source:
        live_text = source.read()
    try:
        page1 = f"/contests/{CONTEST}/"
        tools.emulate(driver, 390, "light")
        driver.get(base + page1)
        driver.execute_script("localStorage.clear()")
        driver.get(base + page1)
        lang = driver.execute_script("return [document.documentElement.lang, getComputedStyle(document.body).direction]")
        direction = "rtl" if language == "ar" else "ltr"
        report.check(f"{language}: <html lang={language}> and the page reads {direction}", lang == [language, direction], repr(lang))

        # --- "This is me" and "Your entry", drawn by entrants.js from the page's words ----------------------
        choose = tools.wait_for(driver, "return document.querySelector('.mine-line button.mine-choose')")
        report.check(f"{language}: the script's 'Mark your entry' reads {words['mark_your_entry']!r}",
                     bool(choose) and choose.text == words["mark_your_entry"], choose.text if choose else "none")
        if choose:
            choose.click()
        pick = tools.wait_for(driver, "return document.querySelector('tr .mine-pick')")
        report.check(f"{language}: each row's 'This is me' reads {words['this_is_me']!r}",
                     bool(pick) and pick.text == words["this_is_me"], pick.text if pick else "none")
        if pick:
            pick.click()
        line = tools.wait_for(driver, "const a = document.querySelector('.mine-line a'); return a && "
                                      "document.querySelector('.mine-line').textContent")
        report.check(f"{language}: the line then starts {words['your_entry']!r} and offers {words['not_me']!r}",
                     bool(line) and line.startswith(words["your_entry"]) and words["not_me"] in line, repr(line))

        # --- the find box: its label, and its answers --------------------------------------------------------
        label = driver.execute_script("return document.querySelector('label[for=entrant-search]').textContent")
        report.check(f"{language}: the find box is labelled {words['find_entrant']!r}", label == words["find_entrant"], repr(label))
        box = driver.find_element(By.CSS_SELECTOR, "form.entrant-search input")
        box.click()
        box.send_keys("qqqqzz")
        status = tools.wait_for(driver, "return document.querySelector('#entrant-search-status').textContent")
        report.check(f"{language}: a name nobody has answers {words['no_entrant_matches']!r}",
                     status == words["no_entrant_matches"], repr(status))
        box.clear()
        box.send_keys("a")
        status = tools.wait_for(driver, "const s = document.querySelector('#entrant-search-status').textContent;"
                                        f" return s !== {json.dumps(words['no_entrant_matches'])} && s")
        forms = list(words["entrants_match"].values()) + list(words["entrants_match_first"].values())
        fixed = [form.replace("{count}", "").replace("{limit}", "").split()[0] for form in forms if form.replace("{count}", "").split()]
        report.check(f"{language}: matches are counted in the language's words", bool(status) and any(part in status for part in fixed),
                     repr(status))

        # --- the live banner and Update, once live.json says newer standings are out -------------------------
        live = json.loads(live_text)
        live["generated_at"] = "2031-01-02T10:05:00Z"
        live["as_of"] = live.get("as_of") or "—"
        with open(live_path, "w", encoding="utf-8") as out:
            json.dump(live, out)
        driver.execute_script("window.__clock.advance(61000)")
        banner = tools.wait_for(driver, "return document.querySelector('.live-banner').textContent", seconds=10)
        button = driver.execute_script("const b = document.querySelector('.live-banner button'); return b && b.textContent")
        report.check(f"{language}: the banner says {words['new_standings']!r} and its button {words['update']!r}",
                     bool(banner) and banner.startswith(words["new_standings"]) and button == words["update"],
                     repr((banner, button)))
        english = left_over(driver, phrases)
        report.check(f"{language}: no English phrase on the contest page, scripts' words included", not english, repr(english))
        if language == "ar":
            order = driver.execute_script("""const row = document.querySelector('table.standings tbody tr');
                const [a, b] = [row.children[0].getBoundingClientRect(), row.children[1].getBoundingClientRect()];
                return [a.right, b.right, document.documentElement.scrollWidth, window.innerWidth]""")
            report.check("ar: the standings table runs right to left (its first column on the right)",
                         order[0] > order[1], repr(order))
        violations = tools.run_axe(driver)
        report.check(f"{language}: axe-core finds no serious or critical violation on the contest page", not violations,
                     tools.describe_violations(violations))

        # --- every kind of page: its words, and at 390 px no sideways scroll ---------------------------------
        join = next(iter(sorted(os.listdir(os.path.join(site, "join")))), None)
        pages = [("index", "/"), ("contest", page1), ("standings", f"{page1}page/2/"),
                 ("entrants", f"{page1}entrants/"), ("404", "/no-such-page/")] + ([("join", f"/join/{join}/")] if join else [])
        for kind, path in pages:
            for width in (390, 1280):
                for scheme in ("light", "dark"):
                    tools.emulate(driver, width, scheme)
                    driver.get(base + path)
                    tools.wait_for(driver, "return document.readyState === 'complete'")
                    if width == 390 and scheme == "light":
                        english = left_over(driver, phrases)
                        report.check(f"{language} {kind}: no English phrase", not english, repr(english))
                        wide = driver.execute_script("return [document.documentElement.scrollWidth, window.innerWidth]")
                        report.check(f"{language} {kind} 390px: no sideways scroll", wide[0] <= wide[1], repr(wide))
                    if kind in ("contest", "entrants", "index", "join"):
                        tools.screenshot(driver, os.path.join(args.screenshots, f"{language}-{kind}-{width}-{scheme}.png"))
        if language == "fr":
            # A site in two languages (languages: [fr, en]): the switch leads to the same page in English.
            tools.emulate(driver, 390, "light")
            driver.get(base + page1)
            switch = driver.execute_script("""return [...document.querySelectorAll('nav.languages a')]
                .map(a => [a.textContent, new URL(a.href).pathname, a.getAttribute('hreflang') || '', a.getAttribute('aria-current') || ''])""")
            report.check("fr: the language switch names Français (current) and English, at the same path under /en/",
                         switch == [["Français", page1, "", "true"], ["English", "/en" + page1, "en", ""]], repr(switch))
            driver.find_element(By.CSS_SELECTOR, "nav.languages a[hreflang=en]").click()
            landed = tools.wait_for(driver, "return document.documentElement.lang === 'en' && "
                                            "[location.pathname, document.querySelector('h2#standings-heading').textContent]")
            report.check("fr: following it lands on the English page", landed == ["/en" + page1, "Standings"], repr(landed))
            violations = tools.run_axe(driver)
            report.check("fr → en: axe-core finds no serious or critical violation with the switch", not violations,
                         tools.describe_violations(violations))
        tools.emulate(driver, 390, "light")
        driver.get(base + f"{page1}entrants/")
        heading = driver.execute_script("return document.querySelector('h1').textContent")
        tail = words["entrants_heading"].split("{contest}")[-1]
        report.check(f"{language}: the A–Z index is headed in the language ({tail.strip()!r})", heading.endswith(tail), repr(heading))
        if language == "ar":
            violations = tools.run_axe(driver)
            report.check("ar: axe-core finds no serious or critical violation on the A–Z index", not violations,
                         tools.describe_violations(violations))
    finally:
        with open(live_path, "w", encoding="utf-8") as out:
            out.write(live_text)
        driver.quit()
