#!/usr/bin/env python3
"""Generate a deterministic pcsite input tree (benchmark / fixture corpus).

Writes, in the layout of docs/CONTRACT.md (input folders):

    <out>/pcsite.yml
    <out>/content/contests/<contest_id>/contest.json       (contract 1.1)
    <out>/content/contests/<contest_id>/leaderboard.json   (contract 1.5, optional)
    <out>/content/pages/about.md                            (Markdown with a GFM table)

Everything is derived from --seed: the same options give byte-identical output,
whatever --jobs is. Each contest has its own random stream seeded from
(seed, contest index), so contest i is the same in a 100-contest and a
10,000-contest corpus (only --rows changes its leaderboard).

Content is deliberately varied: known and unknown contest types, every status and
leaderboard_state (some "hidden", some unscored), actions consistent with status,
1-5 payout tiers (single places and ranges, some amounts null, a few alias keys),
roster configs with several field and rule types (some null), USD/EUR/GBP/JPY,
column schemas mixing ordinal/string/numeric/currency/percentage/date and an
unknown column type, three row layouts (values by id ~85%, flat keys ~10%,
positional values array ~5%), unicode and hostile user names, null cells, and a
join_token ([A-Za-z0-9_-]) on ~70% of contests.

Money is integer minor units ("cents"); for JPY (no minor unit in ISO 4217) the
integer is whole yen.

Examples:
    gen_corpus.py --contests 1000 --rows 100 --out /tmp/corpus-1k
    gen_corpus.py --contests 0 --big-contest 100000 --out /tmp/corpus-big
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import sys
import time
import uuid
from datetime import datetime, timedelta, timezone
from multiprocessing import Pool

# --------------------------------------------------------------------------- pools

KNOWN_TYPES = ["nba", "nfl", "mlb", "survivor", "daily-fantasy"]
UNKNOWN_TYPES = ["curling", "esports-lol", "pga-majors"]
TYPE_WEIGHTS = [22, 24, 14, 12, 18, 4, 4, 2]

# (status, weight) and, per status, the leaderboard_state choices.
STATUSES = [
    ("settled", 40), ("active", 15), ("scheduled", 12), ("scoring", 8),
    ("closed", 8), ("cancelled", 6), ("error", 3), ("paused_by_ops", 2),
]
LB_STATES = {
    "scheduled": (["open", "hidden", "pending"], [70, 25, 5]),
    "active": (["open", "locked", "hidden", "computing"], [45, 35, 10, 10]),
    "closed": (["locked", "pending", "hidden"], [60, 30, 10]),
    "scoring": (["scoring", "computing", "computed", "hidden"], [55, 25, 15, 5]),
    "settled": (["settled", "scored", "disputed", "computed", "hidden"], [60, 25, 4, 6, 5]),
    "cancelled": (["hidden", "settled", "error"], [70, 20, 10]),
    "error": (["error", "hidden", "open"], [60, 30, 10]),
    "paused_by_ops": (["locked", "hidden"], [70, 30]),
}
# Leaderboard states that mean "rows are final" (actions.is_scored).
SCORED_STATES = {"settled", "scored", "disputed", "computed"}

CURRENCIES = ["USD", "EUR", "GBP", "JPY"]
CURRENCY_WEIGHTS = [60, 18, 14, 8]

FIRST = ["Ana", "José", "Zoë", "Søren", "Chloé", "Björn", "Łukasz", "Nguyễn", "Ñandú",
         "Mia", "Liam", "Olivia", "Noah", "Emma", "Ava", "Lucas", "Amélie", "Ángel",
         "François", "Dvořák", "Saoirse", "Tomás", "İlkay", "Mikael", "Priya", "Aarav"]
LAST = ["Álvarez", "Müller", "O'Brien", "García", "Smith", "Johansson", "Nowak",
        "Kowalski", "Rossi", "Dubois", "Fernández", "Jones", "Brown", "Nakamura", "Øster"]
CJK = ["田中太郎", "김민준", "王伟", "李娜", "佐藤花子", "박지성", "陈静", "山本", "张三丰"]
EMOJI = ["🏀", "🏈", "⚾", "🔥", "🏆", "🐐", "💯", "🥶", "🎯", "⛸️", "👨‍👩‍👧"]
HANDLES = ["hoopsfan", "gridiron_guru", "ballhawk", "slamdunk", "pickmaster", "dfs-shark",
           "underdog", "statnerd", "buzzerbeater", "curlingmom", "faker_fan", "the-closer"]
HOSTILE = [
    "<script>alert(1)</script>",
    '"quoted" & ampersand',
    "Robert'); DROP TABLE entries;--",
    "| pipe | in | name |",
    "**not bold** _not italic_ [link](javascript:alert(1))",
    "{{ .Site.Title }} {% raw %}",
    "<img src=x onerror=alert(1)>",
    "back\\slash `tick`",
    "محمد العربي",
    "a" * 120,
]

TEAMS = ["Lakers", "Celtics", "Chiefs", "Eagles", "Yankees", "Dodgers", "Team Edin",
         "T1", "G2 Esports", "Warriors", "Bills", "Astros"]
POSITIONS = {
    "nba": ["PG", "SG", "SF", "PF", "C"],
    "nfl": ["QB", "RB", "WR", "TE", "K", "DST"],
    "mlb": ["P", "C", "1B", "2B", "SS", "3B", "OF"],
    "daily-fantasy": ["QB", "RB", "WR", "FLEX", "G", "UTIL"],
}

DESCRIPTIONS = [
    "Weekly **{t}** pool. Pick your lineup before lock.\n\n- Top finishers are paid\n- Ties split by rank\n",
    "Welcome to *{n}*!\n\nRules summary:\n\n1. One entry per person\n2. Salary cap applies\n\n"
    "| Week | Games |\n|---|---|\n| 1 | 14 |\n| 2 | 16 |\n",
    "Private league for the office. <b>Raw HTML must not pass through</b> <script>alert('x')</script>\n",
    "Survive each week by picking a winner. ~~No~~ re-entries allowed. See https://example.com/rules\n",
    "Season-long {t} challenge with `code` and a [link](https://example.com).\n\n> Quote from the commissioner\n",
    "Émoji 🏆 and ünïcödé in the description, 日本語も。\n",
]

TOKEN_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
BASE_TIME = datetime(2025, 9, 1, tzinfo=timezone.utc)

# Column schema templates per contest type: (id, name, type, precision, extra)
# extra may hold currency / hint / sort_direction overrides.
SCHEMAS = {
    "nba": [("rank", "Rank", "ordinal", None, {}), ("player", "Player", "string", None, {}),
            ("points", "Fantasy Pts", "numeric", 1, {}), ("fg_pct", "FG%", "percentage", 1, {}),
            ("rebounds", "Reb", "numeric", 0, {}), ("payout", "Payout", "currency", None, {}),
            ("updated", "Updated", "date", None, {})],
    "nfl": [("rank", "Rank", "ordinal", None, {}), ("player", "Entrant", "string", None, {}),
            ("points", "Points", "numeric", 2, {}), ("touchdowns", "TDs", "numeric", 0, {}),
            ("payout", "Winnings", "currency", None, {}), ("updated", "Last update", "date", None, {})],
    "mlb": [("rank", "Rank", "ordinal", None, {}), ("player", "Manager", "string", None, {}),
            ("points", "Points", "numeric", 1, {}), ("home_runs", "HR", "numeric", 0, {}),
            ("win_pct", "Win %", "percentage", 0, {}), ("payout", "Payout", "currency", None, {})],
    "survivor": [("rank", "Place", "ordinal", None, {}), ("player", "Survivor", "string", None, {}),
                 ("weeks", "Weeks survived", "numeric", 0, {"sort_direction": "descending"}),
                 ("correct_pct", "Correct", "percentage", 0, {}),
                 ("eliminated", "Eliminated", "date", None, {}),
                 ("payout", "Payout", "currency", None, {})],
    "daily-fantasy": [("rank", "Rank", "ordinal", None, {}), ("player", "User", "string", None, {}),
                      ("fpts", "FPTS", "numeric", 2, {}),
                      ("salary_used", "Salary used", "currency", None, {"hint": "major_units"}),
                      ("ownership", "Own%", "percentage", 1, {}),
                      ("payout", "Won", "currency", None, {})],
    "other": [("rank", "Rank", "ordinal", None, {}), ("player", "Team", "string", None, {}),
              ("score", "Score", "numeric", 0, {}), ("ratio", "Ratio", "numeric", 2, {}),
              ("payout", "Prize", "currency", None, {})],
}
UNKNOWN_COLUMNS = [("trend", "Trend", "sparkline"), ("badge", "Badge", "badge"),
                   ("elo", "Elo Δ", "elo_delta")]


# --------------------------------------------------------------------------- helpers

def det_uuid(rng: random.Random) -> str:
    """A version-4-shaped UUID drawn from rng (deterministic)."""
    return str(uuid.UUID(int=rng.getrandbits(128), version=4))


def iso(dt: datetime, rng: random.Random) -> str:
    """RFC 3339 timestamp, mostly 'Z', sometimes fractional seconds or an offset."""
    r = rng.random()
    if r < 0.8:
        return dt.strftime("%Y-%m-%dT%H:%M:%SZ")
    if r < 0.9:
        return dt.strftime("%Y-%m-%dT%H:%M:%S.") + f"{rng.randrange(1000):03d}Z"
    off = rng.choice([-5, -8, 1, 9, 5.5])
    tz = timezone(timedelta(hours=off))
    return dt.astimezone(tz).isoformat()


def _pick(rnd, seq):
    return seq[int(rnd() * len(seq))]


def user_name(rng: random.Random) -> str:
    rnd = rng.random
    r = rnd()
    if r < 0.40:
        return f"{_pick(rnd, HANDLES)}{1 + int(rnd() * 9999)}"
    if r < 0.70:
        return f"{_pick(rnd, FIRST)} {_pick(rnd, LAST)}"
    if r < 0.82:
        return _pick(rnd, CJK) + ("" if rnd() < 0.5 else str(int(rnd() * 100)))
    if r < 0.95:
        return f"{_pick(rnd, EMOJI)} {_pick(rnd, HANDLES)} {_pick(rnd, EMOJI)}"
    return _pick(rnd, HOSTILE)


def contest_name(rng: random.Random, ctype: str) -> str:
    label = {"nba": "NBA", "nfl": "NFL", "mlb": "MLB", "survivor": "Survivor",
             "daily-fantasy": "DFS"}.get(ctype, ctype.replace("-", " ").title())
    r = rng.random()
    if r < 0.5:
        return f"{label} {rng.choice(['Weekly', 'Playoff', 'Season', 'Showdown', 'Classic'])} #{rng.randrange(1, 500)}"
    if r < 0.8:
        return f"{rng.choice(FIRST)}'s {label} {rng.choice(['League', 'Pool', 'Challenge'])}"
    if r < 0.95:
        return f"{rng.choice(EMOJI)} {label} {rng.choice(CJK)} Cup"
    return f"{label} <b>Bold</b> & \"Friends\" {rng.choice(HOSTILE)[:40]}"


def actions_for(rng: random.Random, status: str, lb_state: str, full: bool, has_token: bool) -> dict:
    """Action flags consistent with status; some false flags omitted (default false)."""
    a = dict.fromkeys(["can_join", "can_edit_entry", "is_live", "is_closed", "is_scoring",
                       "is_scored", "is_read_only", "can_share_invite", "can_manage_contest",
                       "can_delete", "can_unjoin"], False)
    manager = rng.random() < 0.15
    a["can_manage_contest"] = manager
    if status == "scheduled":
        a["can_join"] = not full
        a["can_edit_entry"] = rng.random() < 0.5
        a["can_unjoin"] = rng.random() < 0.3
        a["can_share_invite"] = has_token
        a["can_delete"] = manager
    elif status == "active":
        a["is_live"] = True
        a["can_share_invite"] = has_token and rng.random() < 0.5
    elif status in ("closed", "paused_by_ops"):
        a["is_closed"] = True
        a["is_read_only"] = True
    elif status == "scoring":
        a["is_closed"] = True
        a["is_scoring"] = True
        a["is_read_only"] = True
    elif status == "settled":
        a["is_closed"] = True
        a["is_scored"] = lb_state in SCORED_STATES or lb_state == "hidden"
        a["is_read_only"] = True
    elif status in ("cancelled", "error"):
        a["is_closed"] = status == "cancelled"
        a["is_read_only"] = True
    # ~40% of documents omit the false flags entirely (defaults apply).
    if rng.random() < 0.4:
        a = {k: v for k, v in a.items() if v}
    return a


def payout_table(rng: random.Random, currency: str, fee: int, entries: int, settled: bool) -> list:
    if fee == 0 and rng.random() < 0.5:
        return []
    n = rng.randint(1, 5)
    pool = max(fee * max(entries, 2) * 9 // 10, 1000)
    shares = sorted((rng.random() for _ in range(n)), reverse=True)
    total = sum(shares)
    rows, place = [], 1
    alias = rng.random()
    for i, s in enumerate(shares):
        width = 1 if i < 3 or rng.random() < 0.3 else rng.choice([3, 5, 7, 10, 15])
        lo, hi = place, place + width - 1
        pct = round(100.0 * s / total, 2)
        amount = int(pool * s / total / width)
        if currency != "JPY":
            amount -= amount % 100
        null_amount = (not settled and rng.random() < 0.5) or rng.random() < 0.05
        row: dict = {}
        if alias < 0.04:                       # alias keys (contract 1.3)
            row["min_rank"], row["max_rank"] = lo, hi
        elif alias < 0.08 and lo == hi:
            row["place"] = lo
        else:
            row["rank_min"], row["rank_max"] = lo, hi
        if null_amount:
            row["amount_cents"] = None
        elif alias > 0.97:
            row["payout_amount"] = round(amount / (1 if currency == "JPY" else 100), 2)
        else:
            row["amount_cents"] = amount
        row["percentage"] = pct
        row["currency"] = currency
        rows.append(row)
        place = hi + 1
    return rows


def roster_config(rng: random.Random, ctype: str):
    r = rng.random()
    if r < 0.18:
        return None
    positions = POSITIONS.get(ctype, ["ANY"])
    fields = []
    for j in range(rng.randint(1, 6)):
        kind = rng.choices(
            ["player_selection", "team_selection", "number", "text", "boolean", "choice", "captain_pick"],
            [45, 15, 10, 8, 8, 9, 5])[0]
        f = {"id": f"f{j}", "name": "", "type": kind, "required": rng.random() < 0.7}
        if kind == "player_selection":
            pos = rng.choice(positions)
            f["name"] = {"QB": "Quarterback", "C": "Center", "PG": "Point guard"}.get(pos, f"{pos} slot")
            f["constraints"] = {
                "min_selections": 1, "max_selections": rng.choice([1, 1, 2, 3]),
                "allowed_positions": [pos], "allowed_teams": None if rng.random() < 0.8 else rng.sample(TEAMS, 3),
                "min_salary_total": None, "max_salary_total": rng.choice([None, 50000, 60000]),
                "unique_teams": rng.random() < 0.5, "unique_players": True}
        elif kind == "team_selection":
            f["name"] = "Pick a team"
            f["constraints"] = {"min_selections": 1, "max_selections": 1,
                                "allowed_teams": rng.sample(TEAMS, 4), "unique_teams": True}
        elif kind == "number":
            f["name"] = "Tiebreaker: total points"
            f["constraints"] = {"min_value": 0, "max_value": rng.choice([200, 300, 500]), "step": 1}
        elif kind == "text":
            f["name"] = "Team name"
            f["constraints"] = {"max_length": 40, "pattern": "^[\\w ]+$"}
        elif kind == "boolean":
            f["name"] = "Double down?"
            f["constraints"] = None
        elif kind == "choice":
            f["name"] = "Bonus question"
            f["constraints"] = {"options": ["Over", "Under", "Push"], "max_selections": 1}
        else:
            f["name"] = "Captain (1.5×)"
            f["constraints"] = {"multiplier": 1.5, "from_field": "f0", "note": "<em>unknown type</em>"}
        fields.append(f)
    rules = []
    for j in range(rng.randint(0, 3)):
        rt = rng.choices(["max_total", "min_total", "unique_teams", "required_positions", "tiebreaker_rule"],
                         [40, 15, 20, 15, 10])[0]
        rule = {"id": f"r{j}", "rule_type": rt, "field": "salary" if "total" in rt else None,
                "max_value": 50000 if rt == "max_total" else None,
                "min_value": 30000 if rt == "min_total" else None,
                "error_message": None}
        if rt == "max_total":
            rule["error_message"] = "Salary cap is $50,000"
        elif rt == "min_total":
            rule["error_message"] = "Spend at least $30,000"
        elif rt == "unique_teams":
            rule["error_message"] = "At most one player per team"
        elif rt == "required_positions":
            rule["positions"] = positions[:3]
        else:
            rule["config"] = {"order": ["points", "entry_time"], "note": "ties → earliest entry"}
        if rng.random() < 0.2:
            del rule["error_message"]
        rules.append(rule)
    cfg = {"max_entries_per_user": rng.choice([1, 1, 1, 2, 3, 150]), "entry_fields": fields,
           "validation_rules": rules}
    return cfg


# --------------------------------------------------------------------------- leaderboard

def column_schema(rng: random.Random, ctype: str, currency: str) -> list:
    base = SCHEMAS.get(ctype, SCHEMAS["other"])
    cols = []
    for cid, name, ctyp, prec, extra in base:
        c = {"id": cid, "name": name, "type": ctyp, "sortable": False, "sort_direction": None,
             "precision": prec, "currency": None, "hint": None}
        if ctyp == "currency":
            c["currency"] = currency if rng.random() < 0.5 else None   # None → contest's currency
            c["hint"] = extra.get("hint")
        cols.append(c)
    if rng.random() < 0.25:
        cid, name, ctyp = rng.choice(UNKNOWN_COLUMNS)
        cols.insert(len(cols) - 1, {"id": cid, "name": name, "type": ctyp, "sortable": False,
                                    "sort_direction": None, "precision": None, "currency": None,
                                    "hint": None})
    # First sortable column: usually rank ascending; sometimes the score column.
    if rng.random() < 0.8:
        cols[0]["sortable"] = True
        cols[0]["sort_direction"] = "ascending"
    else:
        score = cols[2]
        score["sortable"] = True
        score["sort_direction"] = base[2][4].get("sort_direction", "descending")
    for c in cols[1:]:
        if rng.random() < 0.3 and not c["sortable"] and c["type"] in ("numeric", "currency"):
            c["sortable"] = True
            c["sort_direction"] = "descending"
    return cols


def leaderboard(rng: random.Random, c: dict, rows: int) -> dict:
    ctype = c["type"]
    currency = c.get("currency", "USD")
    schema = column_schema(rng, ctype, currency)
    r = rng.random()
    layout = "dict" if r < 0.85 else ("flat" if r < 0.95 else "positional")
    shuffle = rng.random() < 0.15
    scored = c["actions"].get("is_scored", False)
    payouts = c["payout_table"]
    # payout per rank (minor units), from the table, for the payout column
    pay = {}
    for p in payouts:
        lo = p.get("rank_min", p.get("min_rank", p.get("place")))
        hi = p.get("rank_max", p.get("max_rank", p.get("place")))
        amt = p.get("amount_cents")
        if amt is None and p.get("payout_amount") is not None:
            amt = int(round(p["payout_amount"] * (1 if currency == "JPY" else 100)))
        for k in range(lo, min(hi, rows) + 1):
            pay[k] = amt
    gen_dt = datetime.fromisoformat(c["updated_at"].replace("Z", "+00:00"))
    gen_ts = gen_dt.strftime("%Y-%m-%dT%H:%M:%SZ")
    day0 = int(gen_dt.timestamp()) - 14 * 86400

    rnd = rng.random
    # A pool of readable timestamps over the last 14 days, for date columns.
    dates = [datetime.fromtimestamp(day0 + int(rnd() * 14 * 86400), timezone.utc)
             .strftime("%Y-%m-%dT%H:%M:%SZ") for _ in range(96)]
    # Per column: (id, kind code, precision, nullable) decided once, not per row.
    plan = []
    for col in schema:
        cid, ct, p = col["id"], col["type"], col["precision"] or 0
        if cid == "rank":
            k = "rank"
        elif cid == "player":
            k = "player"
        elif cid == "payout":
            k = "payout_major" if col.get("hint") == "major_units" else "payout"
        elif ct == "numeric":
            k = ("score" if p else "score_int") if cid in ("points", "fpts", "score") else \
                ("weeks" if cid == "weeks" else ("num" if p else "int"))
        elif ct in ("currency", "percentage", "date"):
            k = ct + ("_major" if col.get("hint") == "major_units" else "")
        else:
            k = "unknown"
        plan.append((cid, k, p, cid not in ("rank", "player")))
    unknown_vals = ["▲3", "▼1", "—", "MVP", "+12.5", "<i>x</i>"]
    last_id = schema[-1]["id"]
    big_n = max(rows, 1)
    # Scores descending → ranks, with occasional ties (competition ranking).
    score = 150.0 + rnd() * 100
    step = 2.5 * 100 / max(rows, 100)
    out_rows = []
    rank = 0
    prev_score = None
    for i in range(rows):
        if rnd() > 0.03 or i == 0:
            score -= rnd() * step + 0.01
        s = round(score, 2) if score > 0 else 0.0
        if s != prev_score:
            rank = i + 1
        prev_score = s
        name = user_name(rng)
        vals = {}
        for cid, k, p, nullable in plan:
            if k == "rank":
                v = rank
            elif k == "player":
                v = name
            elif k == "score":
                v = s
            elif k == "score_int":
                v = int(s)
            elif k == "payout":
                v = pay.get(rank, 0) if scored else None
            elif k == "payout_major":
                v = pay.get(rank, 0) / 100 if scored else None
            elif k == "weeks":
                v = max(1, 17 - rank * 17 // big_n)
            elif k == "num":
                v = round(rnd() * 3, p)
            elif k == "int":
                v = int(rnd() * 60)
            elif k == "currency":
                v = 30000 + int(rnd() * 20001)
            elif k == "currency_major":
                v = 300 + int(rnd() * 201)
            elif k == "percentage":
                v = round(rnd(), 4)
            elif k == "date":
                v = dates[int(rnd() * 96)]
            else:
                v = unknown_vals[int(rnd() * 6)]
            if nullable and rnd() < 0.015:
                v = None
            vals[cid] = v
        row = {"rank": rank, "user_id": f"u{int(rnd() * 1e9):09d}", "user_name": name,
               "entry_id": f"e{i + 1:07d}", "tier": 1 + (rank > 10) + (rank > 100),
               "is_current_user": False}
        if layout == "dict":
            if rnd() < 0.01:               # a missing cell (absent, not null)
                del vals[last_id]
            row["values"] = vals
        elif layout == "flat":
            for cid, _, _, _ in plan:
                if cid not in row:
                    row[cid] = vals[cid]
        else:
            row["values"] = [vals[cid] for cid, _, _, _ in plan]
        out_rows.append(row)
    if rows and c.get("user_has_entered"):
        out_rows[rng.randrange(rows)]["is_current_user"] = True
    if shuffle:
        rng.shuffle(out_rows)
    return {
        "contest_id": c["contest_id"], "contest_type": ctype,
        "leaderboard_state": c["leaderboard_state"], "generated_at": gen_ts,
        "column_schema": schema, "rows": out_rows,
        "pagination": {"page": 1, "per_page": rows, "total_rows": rows, "total_pages": 1 if rows else 0},
    }


# --------------------------------------------------------------------------- contest

def make_contest(seed: int, index: int, rows: int, big: bool = False) -> tuple[dict, dict | None]:
    rng = random.Random(f"pcsite-corpus:{seed}:{index}:{'big' if big else 'c'}")
    ctype = rng.choices(KNOWN_TYPES + UNKNOWN_TYPES, TYPE_WEIGHTS)[0]
    status = rng.choices([s for s, _ in STATUSES], [w for _, w in STATUSES])[0]
    states, weights = LB_STATES[status]
    lb_state = rng.choices(states, weights)[0]
    if big:
        ctype, status, lb_state = "nba", "settled", "settled"
    currency = rng.choices(CURRENCIES, CURRENCY_WEIGHTS)[0]
    created = BASE_TIME + timedelta(seconds=rng.randrange(0, 150 * 86400))
    start = created + timedelta(days=rng.randint(1, 20), hours=rng.randint(0, 23))
    lock = start - timedelta(minutes=rng.choice([0, 5, 30, 60]))
    end = start + timedelta(days=rng.choice([1, 1, 7, 30, 120]))
    updated = created + timedelta(seconds=rng.randrange(60, 200 * 86400))
    max_entries = rng.choice([None, None, 10, 20, 100, 1000, 10000, 100000])
    entry_count = rng.randint(0, max_entries) if max_entries else rng.randint(0, 5000)
    # Contests that have entries have a leaderboard with one row per entry.
    has_lb = big or not (status in ("scheduled", "cancelled") and rng.random() < 0.7)
    if has_lb:
        entry_count = rows
        if max_entries is not None and max_entries < rows:
            max_entries = rows * rng.choice([1, 1, 2, 10])
    if big:
        max_entries = None
    full = max_entries is not None and entry_count >= max_entries
    fee = rng.choice([0, 0, 100, 500, 1000, 2500, 5000, 10000, 25000])
    if currency == "JPY":
        fee = fee * 150 // 100
    has_token = big or rng.random() < 0.70
    token = "".join(rng.choice(TOKEN_ALPHABET) for _ in range(rng.randint(12, 24))) if has_token else None
    cid = det_uuid(rng)
    c = {
        "contest_id": cid,
        "type": ctype,
        "contest_name": contest_name(rng, ctype) if not big else "NBA Mega Bracket (big contest)",
        "status": status,
        "entry_count": entry_count,
        "max_entries": max_entries,
        "entry_fee_cents": fee,
        "leaderboard_state": lb_state,
        "actions": actions_for(rng, status, lb_state, full, has_token),
        "payout_table": [],
        "roster_config": None,
        "created_at": iso(created, rng),
        "updated_at": iso(updated, rng),
        "start_time": iso(start, rng),
        "end_time": iso(end, rng) if rng.random() < 0.8 else None,
        "lock_time": iso(lock, rng) if rng.random() < 0.9 else None,
        "join_token": token,
    }
    if big:
        c["actions"]["is_scored"] = True
    if rng.random() < 0.9:
        c["template_id"] = det_uuid(rng)
    if rng.random() < 0.8:
        c["description"] = rng.choice(DESCRIPTIONS).format(t=ctype, n=c["contest_name"])
    if rng.random() < 0.95:
        c["organizer_id"] = f"org_{rng.randrange(1, 400)}"
        c["organizer_name"] = None if rng.random() < 0.1 else f"{rng.choice(FIRST)} {rng.choice(LAST)}"
    if currency != "USD" or rng.random() < 0.5:
        c["currency"] = currency
    c["is_locked"] = status not in ("scheduled",) and rng.random() < 0.9
    if rng.random() < 0.7:
        c["user_has_entered"] = rng.random() < 0.3
    if rng.random() < 0.05:
        c["x_internal_flag"] = {"unknown": "key", "ignored": True}   # unknown keys are ignored
    c["payout_table"] = payout_table(rng, currency, fee, max(entry_count, rows), status == "settled")
    c["roster_config"] = roster_config(rng, ctype)
    if rng.random() < 0.05:
        del c["roster_config"]                                       # absent, not null

    lb = leaderboard(rng, c, rows) if has_lb else None
    return c, lb


def _write_one(job):
    out, seed, index, rows, big = job
    c, lb = make_contest(seed, index, rows, big)
    d = os.path.join(out, "content", "contests", c["contest_id"])
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, "contest.json"), "w", encoding="utf-8") as f:
        json.dump(c, f, ensure_ascii=False, indent=2)
        f.write("\n")
    nrows = 0
    if lb is not None:
        with open(os.path.join(d, "leaderboard.json"), "w", encoding="utf-8") as f:
            f.write(json.dumps(lb, ensure_ascii=False, separators=(",", ":")))
            f.write("\n")
        nrows = len(lb["rows"])
    a = c["actions"]
    shown = nrows if (lb is not None and a.get("is_scored") and c["leaderboard_state"] != "hidden") else 0
    return (nrows, shown, c["join_token"] is not None, c["contest_id"])


ABOUT_MD = """# About this site

These pages are generated from the contest API's saved responses.
Standings are published only for scored contests.

| Column type | Input | Shown as |
|---|---|---|
| ordinal | `21` | 21st |
| numeric | `1234.5` (precision 2) | 1,234.50 |
| currency | `123450` cents, USD | $1,234.50 |
| percentage | `0.85` | 85% |
| date | `2026-01-18T20:15:00Z` | Jan 18, 2026 |

Questions? Write to <support@example.com>. <script>alert("no raw html")</script>
"""

PCSITE_YML = """# pcsite site configuration (generated by gen_corpus.py, seed {seed})
title: "Playoff Challenge — Contests"
base_url: "https://contests.example.com/"
api_base: "https://api.example.com"
app_scheme: "playoffchallenge"
locale: "en-US"
time_zone: "America/New_York"
page_size: {page_size}
"""


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__.split("\n\n")[0],
        epilog="Prints a one-line summary to stderr. Output is byte-identical for equal options.")
    ap.add_argument("--contests", type=int, default=100, metavar="N", help="number of contests (default 100)")
    ap.add_argument("--rows", type=int, default=100, metavar="M", help="rows per leaderboard (default 100)")
    ap.add_argument("--seed", type=int, default=1, metavar="S", help="random seed (default 1)")
    ap.add_argument("--out", required=True, metavar="DIR", help="output directory (replaced if it exists)")
    ap.add_argument("--big-contest", type=int, default=0, metavar="R",
                    help="also write one extra settled, scored contest with R leaderboard rows")
    ap.add_argument("--page-size", type=int, default=100, help="page_size written to pcsite.yml (default 100)")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1,
                    help="worker processes (default: all cores; output does not depend on it)")
    args = ap.parse_args(argv)
    if args.contests < 0 or args.rows < 0 or args.big_contest < 0 or args.jobs < 1:
        ap.error("counts must be >= 0 and --jobs >= 1")

    t0 = time.monotonic()
    out = args.out
    if os.path.exists(out):
        shutil.rmtree(out)
    os.makedirs(os.path.join(out, "content", "contests"))
    os.makedirs(os.path.join(out, "content", "pages"))
    with open(os.path.join(out, "pcsite.yml"), "w", encoding="utf-8") as f:
        f.write(PCSITE_YML.format(seed=args.seed, page_size=args.page_size))
    with open(os.path.join(out, "content", "pages", "about.md"), "w", encoding="utf-8") as f:
        f.write(ABOUT_MD)

    jobs = [(out, args.seed, i, args.rows, False) for i in range(args.contests)]
    if args.big_contest:
        jobs.append((out, args.seed, 0, args.big_contest, True))
    if args.jobs > 1 and len(jobs) > 50:
        with Pool(args.jobs) as pool:
            results = pool.map(_write_one, jobs, chunksize=max(1, len(jobs) // (args.jobs * 8)))
    else:
        results = [_write_one(j) for j in jobs]

    ids = [r[3] for r in results]
    if len(set(ids)) != len(ids):
        print("gen_corpus: duplicate contest_id generated", file=sys.stderr)
        return 1
    rows_total = sum(r[0] for r in results)
    rows_shown = sum(r[1] for r in results)
    scored = sum(1 for r in results if r[1] > 0)
    joins = sum(1 for r in results if r[2])
    with_lb = sum(1 for r in results if r[0] > 0)
    print(f"gen_corpus: {len(results)} contests ({with_lb} with leaderboard, {scored} with published "
          f"standings, {joins} join tokens), {rows_total} rows ({rows_shown} published) "
          f"-> {out} in {time.monotonic() - t0:.1f}s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
