#!/usr/bin/env python3
"""The layer table of docs/ARCHITECTURE.md against Package.swift: for each library target the table names alone in
its row, the targets in its "depends on" cell must be the targets Package.swift gives it (packages such as Yams or
swift-nio are not compared). One line per difference; exit 1 if any."""
import re
import sys

package = open("Package.swift", encoding="utf-8").read()
targets = {}
for match in re.finditer(r'\.(?:target|executableTarget|systemLibrary)\(name: "(\w+)"', package):
    name, rest = match.group(1), package[match.end():]
    dependencies = []
    opening = re.match(r'\s*,\s*dependencies:\s*\[', rest)
    if opening:
        depth, index = 1, opening.end()
        while depth:
            depth += {"[": 1, "]": -1}.get(rest[index], 0)
            index += 1
        listed = re.sub(r'\.product\([^)]*\)', "", rest[opening.end():index - 1])
        dependencies = re.findall(r'"(\w+)"', listed)
    targets[name] = set(dependencies)

problems = []
for line in open("docs/ARCHITECTURE.md", encoding="utf-8"):
    cells = [cell.strip() for cell in line.strip().strip("|").split("|")] if line.startswith("| `") else []
    named = re.findall(r"`(\w+)`", cells[0]) if cells else []
    if len(named) != 1 or named[0] not in targets:
        continue
    documented = {word for word in re.findall(r"\w+", cells[-1]) if word in targets}
    declared = targets[named[0]] & set(targets)
    if documented != declared:
        problems.append(f"docs/ARCHITECTURE.md: {named[0]} depends on {', '.join(sorted(declared)) or 'nothing'} in "
                        f"Package.swift, the table says {', '.join(sorted(documented)) or 'nothing'}")
for problem in problems:
    print(problem, file=sys.stderr)
sys.exit(1 if problems else 0)
