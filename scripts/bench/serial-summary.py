#!/usr/bin/env python3
"""What ran while at most one core was busy, from a profile of a build (scale-bench.sh serial).

    serial-summary.py SCRIPT.txt HZ [SLICE] [TOP]

SCRIPT.txt is `perf script -F tid,time,ip,sym` of `perf record -F HZ -g`. The run is cut into slices of SLICE
seconds (default 0.02); a slice holding no more samples than one core takes at HZ (with a third for jitter) ran
on at most one core. Adjacent such slices make a stretch; each is printed with its time and the TOP (default 6)
functions of pcsite's own code found most often in its samples' stacks, demangled when `swift demangle` is there;
the twelve longest stretches are shown.
"""
import collections
import re
import subprocess
import sys

HEADER = re.compile(r"^\s*(\d+)\s+([\d.]+):")
SWIFT_SYMBOL = re.compile(r"^\$s")


def samples(path):
    """(time, frames innermost first) for every sample."""
    moment, frames = None, []
    for line in open(path, errors="replace"):
        if not line.strip():
            if moment is not None:
                yield moment, frames
            moment, frames = None, []
        elif not line[0].isspace():
            match = HEADER.match(line)
            moment = float(match.group(2)) if match else None
        elif moment is not None:
            parts = line.split(None, 1)
            frames.append(parts[1].strip() if len(parts) > 1 else "?")
    if moment is not None:
        yield moment, frames


def demangled(names):
    try:
        out = subprocess.run(["swift", "demangle", "--simplified", "--compact"], input="\n".join(names),
                             capture_output=True, text=True, check=True).stdout.split("\n")
        return dict(zip(names, out))
    except (OSError, subprocess.CalledProcessError):
        return {}


def main():
    path, hz = sys.argv[1], float(sys.argv[2])
    slice_seconds = float(sys.argv[3]) if len(sys.argv) > 3 else 0.02
    top = int(sys.argv[4]) if len(sys.argv) > 4 else 6
    shown = 12
    taken = list(samples(path))
    if not taken:
        sys.exit(f"serial-summary.py: {path} holds no samples")
    start = taken[0][0]
    slices = collections.defaultdict(list)
    for moment, frames in taken:
        slices[int((moment - start) / slice_seconds)].append(frames)
    count = int((taken[-1][0] - start) / slice_seconds) + 1
    one_core = hz * slice_seconds * 4 / 3
    serial = [index for index in range(count) if len(slices[index]) <= one_core]
    stretches = []
    for index in serial:
        if stretches and stretches[-1][1] == index - 1:
            stretches[-1][1] = index
        else:
            stretches.append([index, index])
    print(f"{taken[-1][0] - start:.2f} s sampled, {len(taken)} samples; at most one core busy in "
          f"{len(serial) * slice_seconds:.2f} s ({len(stretches)} stretches of {slice_seconds} s slices)")
    longest = sorted(sorted(stretches, key=lambda s: s[0] - s[1])[:shown])
    if len(longest) < len(stretches):
        print(f"the {shown} longest, in time order:")
    for first, last in longest:
        stacks = [frames for index in range(first, last + 1) for frames in slices[index]]
        found = collections.Counter()
        for frames in stacks:
            found.update({frame for frame in frames if SWIFT_SYMBOL.match(frame)})
        common = found.most_common(top)
        names = demangled([name for name, _ in common])
        print(f"\n{first * slice_seconds:.2f}–{(last + 1) * slice_seconds:.2f} s, {len(stacks)} samples")
        for name, seen in common:
            print(f"  {seen:5d}  {names.get(name, name)[:160]}")


if __name__ == "__main__":
    main()
