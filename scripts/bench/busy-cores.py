#!/usr/bin/env python3
"""How many cores a command kept busy, moment by moment (scale-bench.sh busy): what Amdahl's law is made of.

    busy-cores.py [--interval SECONDS] [--slice SECONDS] COMMAND...

Every INTERVAL (default 0.01 s) it adds up the run time the kernel counts for each of the command's threads
(/proc/PID/task/*/schedstat, nanoseconds; no perf needed, so it runs on a machine with Python alone), and prints
the wall time, the cores busy on average, the seconds spent with at most one core busy (the serial part: no
thread count can shorten it), the time at each number of busy cores, and a timeline of one character per SLICE
(default 0.25 s). Run time counts a thread spinning on a lock as busy: a lock convoy shows as cores idle, a spin
as cores busy and the wall unchanged. The command's exit status is passed on.
"""
import argparse
import glob
import os
import subprocess
import sys
import time

SHADES = " .:-=+*#%@"


def run_time(pid):
    """Nanoseconds its live threads have run; a thread that ended takes its time with it (see `sample`)."""
    total = 0
    for path in glob.glob(f"/proc/{pid}/task/*/schedstat"):
        try:
            with open(path) as handle:
                total += int(handle.read().split()[0])
        except (OSError, ValueError, IndexError):
            pass  # the thread ended between the listing and the read
    return total


def sample(command, interval):
    """(seconds since start, cores busy since the sample before) pairs, the wall time and the exit status."""
    child = subprocess.Popen(command)
    start = last_time = time.monotonic()
    last_run, samples = 0, []
    while child.poll() is None:
        time.sleep(interval)
        now, ran = time.monotonic(), run_time(child.pid)
        ran = max(ran, last_run)  # threads that ended lower the sum: count nothing rather than less than nothing
        samples.append((now - start, (ran - last_run) / 1e9 / (now - last_time)))
        last_time, last_run = now, ran
    return samples, time.monotonic() - start, child.returncode


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--interval", type=float, default=0.01)
    parser.add_argument("--slice", type=float, default=0.25)
    parser.add_argument("command", nargs=argparse.REMAINDER)
    options = parser.parse_args()
    if not options.command:
        parser.error("no command")
    samples, wall, status = sample(options.command, options.interval)
    cores = os.cpu_count() or 1
    spans, previous = [], 0.0
    for moment, busy in samples:
        spans.append((moment - previous, busy))
        previous = moment
    busy_seconds = sum(length * busy for length, busy in spans)
    serial = sum(length for length, busy in spans if busy < 1.5)
    levels = [0.0] * (cores + 1)
    for length, busy in spans:
        levels[min(cores, int(busy + 0.5))] += length
    timeline, moment = [], 0.0
    for length, busy in spans:
        index = int((moment + length / 2) / options.slice)
        while len(timeline) <= index:
            timeline.append([0.0, 0.0])
        timeline[index][0] += length * busy
        timeline[index][1] += length
        moment += length
    shades = "".join(SHADES[min(9, round(9 * (b / t) / cores))] if t else " " for b, t in timeline)
    print(f"wall {wall:.2f} s; {busy_seconds / wall if wall else 0:.2f} of {cores} cores busy on average; "
          f"at most one core busy {serial:.2f} s ({100 * serial / wall if wall else 0:.0f} %)")
    print("cores busy: " + ", ".join(f"{n} {s:.2f} s" for n, s in enumerate(levels) if s >= 0.005))
    print(f"timeline, {options.slice} s a character, '@' all {cores} cores: |{shades}|")
    return status


if __name__ == "__main__":
    sys.exit(main())
