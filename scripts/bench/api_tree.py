#!/usr/bin/env python3
"""Serve a pcsite snapshot as the backend's API would (CONTRACT §1), as static files for nginx.

    api_tree.py CONTENT API_ROOT [--per-page 100] [--no-versions]
    api_tree.py CONTENT API_ROOT --change K --round R     (first changes K contests' standings in CONTENT)

Writes API_ROOT/list/<page>.json (1.6, with updated_at and leaderboard_generated_at unless --no-versions),
API_ROOT/c/<id>/contest.json (1.1, verbatim) and API_ROOT/c/<id>/leaderboard/<page>.json (1.5, the snapshot's
rows cut into pages). A file is rewritten only when its bytes change, so nginx's ETag (mtime and size) and
Last-Modified stay the same for everything else, as a real backend's validators would.

--change K picks K contests spread evenly over the sorted ids and gives each leaderboard a newer generated_at
(round R, in 2027) and its leader a new shown name, in the snapshot itself; the API tree is then brought up to date.
"""
import argparse
import json
import os


def write_if_changed(path, data):
    try:
        with open(path, "rb") as f:
            if f.read() == data:
                return False
    except FileNotFoundError:
        pass
    os.makedirs(os.path.dirname(path), exist_ok=True)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, path)
    return True


def dump(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def change(content, ids, k, round_):
    if k <= 0:
        return
    def shown(id_):
        folder = os.path.join(content, "contests", id_)
        if not os.path.exists(os.path.join(folder, "leaderboard.json")):
            return False
        with open(os.path.join(folder, "contest.json"), encoding="utf-8") as f:
            contest = json.load(f)
        with open(os.path.join(folder, "leaderboard.json"), encoding="utf-8") as f:
            board = json.load(f)
        # Rows are published only for scored contests whose standings neither document hides (gen_corpus.py's rule).
        return (bool((contest.get("actions") or {}).get("is_scored")) and bool(board.get("rows"))
                and "hidden" not in (contest.get("leaderboard_state"), board.get("leaderboard_state")))
    # Contests whose standings are published: a change to hidden standings changes no page.
    ids = [i for i in ids if shown(i)]
    step = max(1, len(ids) // k)
    for id_ in ids[::step][:k]:
        path = os.path.join(content, "contests", id_, "leaderboard.json")
        with open(path, encoding="utf-8") as f:
            board = json.load(f)
        # Later than any time the corpus holds, and later every round: standings older than the live ones would
        # be refused (never older over newer), and the step would publish nothing.
        board["generated_at"] = f"2027-01-01T{round_ // 3600 % 24:02d}:{round_ // 60 % 60:02d}:{round_ % 60:02d}Z"
        rows = board.get("rows") or []
        # The leader's shown name changes: a change every standings page 1 shows, whatever the row layout.
        if rows and isinstance(rows[0], dict) and isinstance(rows[0].get("user_name"), str):
            rows[0]["user_name"] = rows[0]["user_name"].split(" (round ")[0] + f" (round {round_})"
        with open(path, "wb") as f:
            f.write(dump(board))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("content")
    parser.add_argument("api")
    parser.add_argument("--per-page", type=int, default=100)
    parser.add_argument("--no-versions", action="store_true")
    parser.add_argument("--change", type=int, default=0)
    parser.add_argument("--round", type=int, default=1)
    args = parser.parse_args()
    folder = os.path.join(args.content, "contests")
    ids = sorted(name for name in os.listdir(folder) if not name.startswith("."))
    change(args.content, ids, args.change, args.round)
    per = args.per_page
    items, written = [], 0
    for id_ in ids:
        base = os.path.join(folder, id_)
        with open(os.path.join(base, "contest.json"), "rb") as f:
            raw = f.read()
        written += write_if_changed(os.path.join(args.api, "c", id_, "contest.json"), raw)
        item = {"contest_id": id_}
        if not args.no_versions:
            item["updated_at"] = json.loads(raw).get("updated_at")
            item["leaderboard_generated_at"] = None
        board_path = os.path.join(base, "leaderboard.json")
        if os.path.exists(board_path):
            with open(board_path, encoding="utf-8") as f:
                board = json.load(f)
            rows = board.get("rows") or []
            pages = max(1, (len(rows) + per - 1) // per)
            for page in range(1, pages + 1):
                doc = {k: v for k, v in board.items() if k not in ("rows", "pagination")}
                doc["rows"] = rows[(page - 1) * per:page * per]
                doc["pagination"] = {"page": page, "per_page": per, "total_rows": len(rows), "total_pages": pages}
                written += write_if_changed(os.path.join(args.api, "c", id_, "leaderboard", f"{page}.json"), dump(doc))
            if not args.no_versions:
                item["leaderboard_generated_at"] = board.get("generated_at")
        items.append(item)
    pages = max(1, (len(items) + per - 1) // per)
    for page in range(1, pages + 1):
        doc = {"contests": items[(page - 1) * per:page * per],
               "pagination": {"page": page, "per_page": per, "total_rows": len(items), "total_pages": pages}}
        written += write_if_changed(os.path.join(args.api, "list", f"{page}.json"), dump(doc))
    print(f"{written} API files written", flush=True)


if __name__ == "__main__":
    main()
