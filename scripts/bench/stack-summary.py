#!/usr/bin/env python3
"""Where a build's threads were, from repeated `eu-stack -p PID` samples (scale-bench.sh stacks).

    stack-summary.py SAMPLES.txt [TOP]

Per thread sample: its innermost frame, and for a thread waiting (a futex, a lock's slow path, a condition or a
semaphore) the first frame of pcsite's own code above the wait, the place that waited. Idle threads (libdispatch's
workers with nothing to run, its manager, the main thread parked in its signal loop) are counted apart. Names are
printed mangled, as sampled (the machine may have no Swift): `swift demangle --simplified` reads them back.
"""
import collections
import re
import sys

WAIT = re.compile(r"futex|lockSlow|rt_mutex|pthread_cond|sem_wait|sema4_wait|__lll_lock|pthread_mutex_lock|pthread_rwlock")
IDLE = re.compile(r"_dispatch_worker_thread|_dispatch_mgr_thread|_dispatch_sig_thread|epoll_wait|__sigsuspend")
RUNTIME = re.compile(r"^(swift_|_dispatch|dispatch_|__|pthread|start_thread|_swift|swift::|\$ss|\$sS|\$s10Foundation|\$s20FoundationEssentials|\$s15Synchronization)")
FRAME = re.compile(r"^#\d+\s+0x[0-9a-f]+\s+(?:-\s+\d+\s+)?(\S+)")


def samples(path):
    """Each thread's frames, innermost first, for every sample in the file."""
    frames = None
    for line in open(path, errors="replace"):
        line = line.strip()
        if line.startswith("TID "):
            if frames:
                yield frames
            frames = []
        elif line.startswith("PID "):
            if frames:
                yield frames
            frames = None
        elif frames is not None:
            match = FRAME.match(line)
            if match:
                frames.append(match.group(1))
    if frames:
        yield frames


def own(frames):
    """The innermost frame of pcsite's own code: a mangled Swift name outside the runtime and Foundation."""
    return next((f for f in frames if f.startswith("$s") and not RUNTIME.match(f)), None)


def main():
    path = sys.argv[1]
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    counts = collections.Counter()
    innermost = collections.Counter()
    waits = collections.Counter()
    for frames in samples(path):
        if not frames:
            continue
        waiting = WAIT.search(" ".join(frames[:6]))
        if waiting and IDLE.search(" ".join(frames)) and own(frames) is None:
            counts["idle"] += 1
        elif frames[0] in ("epoll_wait", "__sigsuspend"):
            counts["idle"] += 1
        elif waiting:
            counts["waiting"] += 1
            waits[(frames[0], own(frames) or "?")] += 1
        else:
            counts["running"] += 1
            innermost[frames[0]] += 1
    total = sum(counts.values())
    print(f"thread samples: {total}; running {counts['running']}, waiting {counts['waiting']}, idle {counts['idle']}")
    print(f"\nwaiting, by the wait and the place in pcsite that waited (top {top}):")
    for (wait, place), n in waits.most_common(top):
        print(f"{n:6d}  {wait}  <  {place}")
    print(f"\nrunning, by innermost frame (top {top}):")
    for frame, n in innermost.most_common(top):
        print(f"{n:6d}  {frame}")


if __name__ == "__main__":
    main()
