#!/usr/bin/env python3
"""Soak the cron line against a misbehaving backend (issue 31): does it converge?

    soak.py --pcsite BINARY [--cycles 60] [--seed S] [--contests 150] [--rows 30] [--keep]

A generated corpus (scripts/bench/gen_corpus.py) is the truth, on disk. A server on 127.0.0.1 (a free port, in this
process) serves it in the API's shapes (CONTRACT §1): the list paged by 20 with versions, leaderboards paged by
10, ETag = digest of the body, 304 on a matching If-None-Match. Each cycle the truth moves (standings re-scored
with a later generated_at, contests renamed with a later updated_at, now and then a contest removed or added),
then the cron line `pcsite build --api URL --deploy --quiet` runs in its own folder, deploying to a file:// host.

Every 6th cycle is clean. The others inject faults: per request (about 8 % of them) a 500, a 503 or 429 with
Retry-After, a body cut short (connection closed), a 1.5 s stall, a slow trickle, or a 200 whose body is not
valid JSON sent with the real document's ETag; per run, one of: the list shrunk by half, a paged leaderboard
whose total_pages changes after page 1, a contest id repeated on two list pages, a listed contest answering 404.
One faulty run in five is killed (SIGKILL or SIGTERM) at a random moment.

After every cycle, what the host serves (current/) must be one complete build: build.json parses and names
exactly the files there, every HTML file is whole, every JSON and XML file parses, no temporary file. After a
shrunk list, the host must still serve every contest it served before (the deploy's deletion guard). After every
clean cycle: exit 0, and the served site byte-identical to a fresh build of the truth from disk
(`pcsite build --source`). Prints the seed first (replay with --seed) and a table last; exit 1 on any violation.
"""
import argparse
import hashlib
import json
import os
import random
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import xml.etree.ElementTree as ElementTree
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

LIST_PAGE = 20
BOARD_PAGE = 10
REQUEST_FAULTS = ["500", "503", "429", "truncated", "stall", "trickle", "corrupt-200"]
RUN_FAULTS = ["list-shrinks", "total-pages-moves", "duplicate-ids", "listed-404"]
FAULT_RATE = 0.08


def dump(value):
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode()


def etag(body):
    return '"%s"' % hashlib.sha256(body).hexdigest()[:32]


class Truth:
    """The contests as the backend holds them: the on-disk snapshot, changed a little every cycle."""

    def __init__(self, content, rng):
        self.folder = os.path.join(content, "contests")
        self.rng = rng
        self.reserve = {}
        self.ids = sorted(os.listdir(self.folder))

    def read(self, id_):
        base = os.path.join(self.folder, id_)
        with open(os.path.join(base, "contest.json"), "rb") as f:
            detail = f.read()
        board = None
        if os.path.exists(os.path.join(base, "leaderboard.json")):
            with open(os.path.join(base, "leaderboard.json"), encoding="utf-8") as f:
                board = json.load(f)
        return detail, board

    def move(self, cycle):
        """Re-scores five contests, renames two; every 4th cycle removes one or brings one back."""
        stamp = "2027-01-01T%02d:%02d:%02dZ" % (cycle // 3600, cycle // 60 % 60, cycle % 60)
        with_board = [i for i in self.ids if os.path.exists(os.path.join(self.folder, i, "leaderboard.json"))]
        for id_ in self.rng.sample(with_board, min(5, len(with_board))):
            path = os.path.join(self.folder, id_, "leaderboard.json")
            with open(path, encoding="utf-8") as f:
                board = json.load(f)
            board["generated_at"] = stamp
            rows = board.get("rows") or []
            if rows and isinstance(rows[0], dict) and isinstance(rows[0].get("user_name"), str):
                rows[0]["user_name"] = rows[0]["user_name"].split(" (cycle ")[0] + f" (cycle {cycle})"
            with open(path, "wb") as f:
                f.write(dump(board))
        for id_ in self.rng.sample(self.ids, 2):
            path = os.path.join(self.folder, id_, "contest.json")
            with open(path, encoding="utf-8") as f:
                contest = json.load(f)
            contest["contest_name"] = contest["contest_name"].split(" (cycle ")[0] + f" (cycle {cycle})"
            contest["updated_at"] = stamp
            with open(path, "wb") as f:
                f.write(dump(contest))
        if cycle % 4 == 1 and len(self.ids) > 1:
            id_ = self.rng.choice(self.ids)
            self.reserve[id_] = os.path.join(os.path.dirname(self.folder), ".reserve", id_)
            os.makedirs(os.path.dirname(self.reserve[id_]), exist_ok=True)
            os.rename(os.path.join(self.folder, id_), self.reserve[id_])
        elif cycle % 4 == 3 and self.reserve:
            id_ = self.rng.choice(sorted(self.reserve))
            os.rename(self.reserve.pop(id_), os.path.join(self.folder, id_))
        self.ids = sorted(os.listdir(self.folder))

    def served(self):
        """Every document the API serves now, by path and page: {(path, page): bytes}; None for 404."""
        docs = {}
        items = []
        for id_ in self.ids:
            detail, board = self.read(id_)
            path = f"/api/custom-contests/{id_}"
            docs[(path, 1)] = detail
            item = {"contest_id": id_, "updated_at": json.loads(detail).get("updated_at"), "leaderboard_generated_at": None}
            if board is not None:
                rows = board.get("rows") or []
                pages = max(1, -(-len(rows) // BOARD_PAGE))
                for page in range(1, pages + 1):
                    doc = {k: v for k, v in board.items() if k not in ("rows", "pagination")}
                    doc["rows"] = rows[(page - 1) * BOARD_PAGE:page * BOARD_PAGE]
                    doc["pagination"] = {"page": page, "per_page": BOARD_PAGE, "total_rows": len(rows), "total_pages": pages}
                    docs[(path + "/leaderboard", page)] = dump(doc)
                item["leaderboard_generated_at"] = board.get("generated_at")
            items.append(item)
        docs.update(list_pages(items))
        return docs, items


def list_pages(items):
    pages = max(1, -(-len(items) // LIST_PAGE))
    return {("/api/custom-contests", page): dump({
        "contests": items[(page - 1) * LIST_PAGE:page * LIST_PAGE],
        "pagination": {"page": page, "per_page": LIST_PAGE, "total_rows": len(items), "total_pages": pages}})
        for page in range(1, pages + 1)}


class Backend:
    """What the server answers this cycle: the truth's documents, and the faults to inject."""

    def __init__(self, seed):
        self.lock = threading.Lock()
        self.docs = {}
        self.faulty = False
        self.rng = random.Random(seed)
        self.injected = {}

    def set(self, docs, faulty, rng):
        with self.lock:
            self.docs, self.faulty, self.rng = docs, faulty, rng

    def count(self, kind):
        with self.lock:
            self.injected[kind] = self.injected.get(kind, 0) + 1

    def answer(self, path, page):
        with self.lock:
            body = self.docs.get((path, page))
            fault = None
            if self.faulty and self.rng.random() < FAULT_RATE:
                fault = self.rng.choice(REQUEST_FAULTS)
        return body, fault


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    backend = None

    def log_message(self, *args):
        pass

    def do_GET(self):
        path, _, query = self.path.partition("?")
        page = 1
        for part in query.split("&"):
            if part.startswith("page="):
                page = int(part[5:]) if part[5:].isdigit() else 0
        body, fault = self.backend.answer(path, page)
        if fault:
            self.backend.count(fault)
        if body is None:
            return self.send(404, b'{"error":"not found"}')
        if fault in ("500", "503", "429"):
            headers = [("Retry-After", "1")] if fault != "500" else []
            return self.send(int(fault), b'{"error":"busy"}', headers)
        if fault == "stall":
            time.sleep(1.5)
        tag = etag(body)
        if fault == "corrupt-200":
            # A CDN edge serving a half-written object: 200, the real document's ETag, a body that is not JSON.
            return self.send(200, body[:len(body) // 2], [("ETag", tag)])
        if self.headers.get("If-None-Match") == tag:
            return self.send(304, b"", [("ETag", tag)])
        if fault == "truncated":
            # The whole length announced, half of it sent, the connection closed.
            self.send_head(len(body), tag)
            self.wfile.write(body[:len(body) // 2])
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            return
        if fault == "trickle":
            self.send_head(len(body), tag)
            step = max(64, len(body) // 20)
            for start in range(0, len(body), step):
                self.wfile.write(body[start:start + step])
                self.wfile.flush()
                time.sleep(0.03)
            return
        self.send(200, body, [("ETag", tag)])

    def send_head(self, length, tag):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(length))
        self.send_header("ETag", tag)
        self.end_headers()

    def send(self, status, body, headers=()):
        try:
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            if status != 304:
                self.send_header("Content-Length", str(len(body)))
            for name, value in headers:
                self.send_header(name, value)
            self.end_headers()
            if status != 304:
                self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True


class QuietServer(ThreadingHTTPServer):
    """A client that gives up on a stalled or cut response resets its connection: expected here, not worth a trace."""
    daemon_threads = True

    def handle_error(self, request, client_address):
        if not isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            super().handle_error(request, client_address)


def run_fault(kind, docs, items, rng):
    """Changes this run's documents for one run-wide fault; returns a description."""
    if kind == "list-shrinks":
        half = items[::2]
        for key in [k for k in docs if k[0] == "/api/custom-contests"]:
            del docs[key]
        docs.update(list_pages(half))
        return f"list shrinks from {len(items)} to {len(half)}"
    if kind == "duplicate-ids":
        # Page 2 repeats page 1's first contest in place of one of its own, under page 2's real ETag.
        page2 = json.loads(docs[("/api/custom-contests", 2)])
        page2["contests"][0] = items[0]
        docs[("/api/custom-contests", 2)] = dump(page2)
        return f"{items[0]['contest_id']} on list pages 1 and 2"
    if kind == "total-pages-moves":
        paged = sorted({k[0] for k in docs if k[0].endswith("/leaderboard") and k[1] == 2})
        path = rng.choice(paged)
        for (p, page) in [k for k in docs if k[0] == path and k[1] >= 2]:
            doc = json.loads(docs[(p, page)])
            doc["pagination"]["total_pages"] += 1
            docs[(p, page)] = dump(doc)
        return f"{path}: total_pages moves after page 1"
    if kind == "listed-404":
        id_ = rng.choice(items)["contest_id"]
        del docs[(f"/api/custom-contests/{id_}", 1)]
        return f"listed {id_} answers 404"
    raise ValueError(kind)


def files_under(folder):
    found = {}
    for root, dirs, names in os.walk(folder):
        for name in dirs + names:
            full = os.path.join(root, name)
            if os.path.islink(full) or not os.path.isdir(full):
                found[os.path.relpath(full, folder)] = full
    return found


def served_problems(current):
    """What makes the served tree other than one complete build (empty: it is one)."""
    problems = []
    files = files_under(current)
    try:
        with open(os.path.join(current, "build.json"), "rb") as f:
            build = json.load(f)
    except (OSError, ValueError) as error:
        return [f"build.json: {error}"]
    # build.json counts the build's files, itself included: more or fewer means two builds mixed, or one cut.
    if not isinstance(build, dict) or not isinstance(build.get("build_id"), str) or build.get("files") != len(files):
        problems.append(f"build.json says {str(build)[:120]} but {len(files)} files are served")
    for relative, full in sorted(files.items()):
        name = os.path.basename(relative)
        if name.startswith(".") or ".tmp" in name or name.endswith("~") or ".partial" in name:
            problems.append(f"{relative}: temporary file")
            continue
        if os.path.islink(full):
            continue
        with open(full, "rb") as f:
            data = f.read()
        if name.endswith(".html") and not data.rstrip().endswith(b"</html>"):
            problems.append(f"{relative}: HTML cut short")
        elif name.endswith(".json"):
            try:
                json.loads(data)
            except ValueError as error:
                problems.append(f"{relative}: {error}")
        elif name.endswith(".xml"):
            try:
                ElementTree.fromstring(data)
            except ElementTree.ParseError as error:
                problems.append(f"{relative}: {error}")
    return problems


def tree_differences(left, right):
    a, b = files_under(left), files_under(right)
    differ = []
    for relative in sorted(set(a) | set(b)):
        if relative not in a or relative not in b:
            differ.append(relative)
            continue
        with open(a[relative], "rb") as f, open(b[relative], "rb") as g:
            if f.read() != g.read():
                differ.append(relative)
    return differ


def served_contests(current):
    folder = os.path.join(current, "contests")
    return set(os.listdir(folder)) if os.path.isdir(folder) else set()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--pcsite", required=True)
    parser.add_argument("--cycles", type=int, default=60)
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--contests", type=int, default=150)
    parser.add_argument("--rows", type=int, default=30)
    parser.add_argument("--keep", action="store_true", help="keep the work folder")
    args = parser.parse_args()
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(1, 1 << 31)
    pcsite = os.path.realpath(args.pcsite)
    repo = os.path.dirname(os.path.dirname(os.path.dirname(os.path.realpath(__file__))))
    print(f"soak: seed {seed} (replay: scripts/ci/soak.sh --seed {seed} --cycles {args.cycles})", flush=True)
    rng = random.Random(seed)
    work = tempfile.mkdtemp(prefix="pcsite-soak.")
    started = time.monotonic()
    server = None
    try:
        subprocess.run([sys.executable, os.path.join(repo, "scripts", "bench", "gen_corpus.py"), "--contests", str(args.contests),
                        "--rows", str(args.rows), "--seed", str(seed % 1000 + 1), "--out", os.path.join(work, "truth"),
                        "--jobs", "2"], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        truth = Truth(os.path.join(work, "truth", "content"), rng)
        site = os.path.join(work, "site")
        fresh = os.path.join(work, "fresh")
        host = os.path.join(work, "host")
        for folder in (site, fresh):
            os.makedirs(os.path.join(folder, "content"))
            shutil.copytree(os.path.join(work, "truth", "content", "pages"), os.path.join(folder, "content", "pages"))
            shutil.copy(os.path.join(work, "truth", "pcsite.yml"), folder)
        with open(os.path.join(site, "pcsite.yml"), "a") as f:
            f.write(f'deploy:\n  target: "file://{host}"\n')
        backend = Backend(seed)
        Handler.backend = backend
        server = QuietServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}"

        violations, exits, kills = [], {}, {"SIGKILL": 0, "SIGTERM": 0}
        run_faults = {kind: 0 for kind in RUN_FAULTS}
        guard_held, clean_cycles, durations = 0, 0, []
        for cycle in range(1, args.cycles + 1):
            clean = cycle % 6 == 0
            if cycle > 1:
                truth.move(cycle)
            docs, items = truth.served()
            note = ""
            kind = None
            if not clean and rng.random() < 0.4:
                kind = rng.choice(RUN_FAULTS)
                note = run_fault(kind, docs, items, rng)
                run_faults[kind] += 1
            backend.set(docs, faulty=not clean, rng=random.Random(f"{seed}:{cycle}"))
            current = os.path.join(host, "current")
            before = served_contests(current)
            kill = None
            if not clean and rng.random() < 0.25:
                # Somewhere within a typical run of late (the first run fetches everything and takes longer).
                recent = sorted(durations[-5:])
                kill = (rng.choice(["SIGKILL", "SIGTERM"]), rng.uniform(0.05, max(0.3, recent[len(recent) // 2] if recent else 1.5)))
            begin = time.monotonic()
            process = subprocess.Popen([pcsite, "build", "--api", url, "--deploy", "--quiet"], cwd=site,
                                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            try:
                if kill:
                    try:
                        process.wait(timeout=kill[1])
                    except subprocess.TimeoutExpired:
                        process.send_signal(getattr(signal, kill[0]))
                        kills[kill[0]] += 1
                _, stderr = process.communicate(timeout=180)
            except subprocess.TimeoutExpired:
                process.kill()
                _, stderr = process.communicate()
                violations.append(f"cycle {cycle}: the run did not end within 180 s")
            status = process.returncode
            if not kill:
                durations.append(time.monotonic() - begin)
            exits[status] = exits.get(status, 0) + 1
            label = "clean" if clean else ("faults" + (f", {note}" if note else ""))
            if kill:
                label += f", {kill[0]} after {kill[1]:.2f} s"
            first_error = stderr.decode(errors="replace").strip().splitlines()[:1]
            print(f"cycle {cycle:3d}: exit {status:4d} in {time.monotonic() - begin:5.2f} s  ({label})"
                  + (f"  {first_error[0][:160]}" if first_error and status not in (0, -9, 143) else ""), flush=True)
            if os.path.exists(current):
                for problem in served_problems(current):
                    violations.append(f"cycle {cycle}: served site: {problem}")
            elif before:
                violations.append(f"cycle {cycle}: the host no longer serves a site")
            if kind == "list-shrinks":
                lost = before - served_contests(current)
                if lost:
                    violations.append(f"cycle {cycle}: the shrunk list took {len(lost)} contests off the host")
                elif len(before) > 10:
                    guard_held += 1
            if clean:
                clean_cycles += 1
                if status != 0:
                    violations.append(f"cycle {cycle}: clean cycle exited {status}: {' '.join(first_error)[:200]}")
                shutil.rmtree(os.path.join(fresh, "public"), ignore_errors=True)
                shutil.rmtree(os.path.join(fresh, ".pcsite"), ignore_errors=True)
                built = subprocess.run([pcsite, "build", "--source", os.path.join(work, "truth", "content"), "--quiet"],
                                       cwd=fresh, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
                if built.returncode != 0:
                    violations.append(f"cycle {cycle}: the fresh build of the truth exited {built.returncode}: "
                                      + built.stderr.decode(errors="replace")[:200])
                differ = tree_differences(os.path.join(fresh, "public"), current)
                if differ:
                    violations.append(f"cycle {cycle}: served site differs from the truth in {len(differ)} files: {differ[:3]}")
        seconds = time.monotonic() - started
        print()
        print(f"soak: seed {seed}, {args.cycles} cycles ({clean_cycles} clean), {args.contests} contests x {args.rows} rows, "
              f"{seconds:.0f} s")
        print("| fault | injected |")
        print("|---|---:|")
        for kind in REQUEST_FAULTS:
            print(f"| {kind} (per request) | {backend.injected.get(kind, 0)} |")
        for kind in RUN_FAULTS:
            print(f"| {kind} (per run) | {run_faults[kind]} |")
        print(f"| SIGKILL / SIGTERM | {kills['SIGKILL']} / {kills['SIGTERM']} |")
        print(f"exits: {', '.join(f'{code}: {n}' for code, n in sorted(exits.items()))}; "
              f"deletion guard held {guard_held} of {run_faults['list-shrinks']} shrunk lists; violations: {len(violations)}")
        for violation in violations:
            print(f"VIOLATION {violation}")
        return 1 if violations else 0
    finally:
        if server:
            server.shutdown()
        if args.keep:
            print(f"kept {work}")
        else:
            shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
