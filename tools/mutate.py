#!/usr/bin/env python3
"""Mutation check: plants each mutant of tools/mutants.txt, one at a time, in a
scratch copy of the repository, rebuilds what it touches, runs the tests that
can reach it, and reports which mutants the tests killed and which survived.
A development tool, not part of the test command.

Usage: tools/mutate.py [--only ID[,ID...]] [--list] [--jobs N] [--keep]

Each mutant in tools/mutants.txt is a block of "key: value" lines, blocks
separated by blank lines ('#' lines are comments):
  id: a short name            file: the path of the file it changes
  find: text that occurs exactly once in that file (a ↵ stands for a line break)
  replace: what the text becomes
  tests: a CTest -R regular expression: the tests that can reach the file
  equivalent: why no test can tell it from the original (then it is not run)
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MUTANTS = os.path.join(ROOT, "tools", "mutants.txt")
KEYS = {"id", "file", "find", "replace", "tests", "equivalent"}


def read_mutants(path):
    mutants, block = [], {}
    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(list(lines) + ["\n"], 1):
            line = line.rstrip("\n")
            if line.startswith("#"):
                continue
            if not line.strip():
                if block:
                    mutants.append(block)
                    block = {}
                continue
            key, sep, value = line.partition(":")
            value = value[1:] if value.startswith(" ") else value
            if not sep or key not in KEYS or key in block:
                sys.exit(f"{path}:{number}: expected one of {sorted(KEYS)} once per block, found {line!r}")
            block[key] = value.replace("\u21b5", "\n")
    for mutant in mutants:
        missing = {"id", "file", "find", "replace"} - mutant.keys()
        if "equivalent" not in mutant and "tests" not in mutant:
            missing.add("tests")
        if missing:
            sys.exit(f"{path}: mutant {mutant.get('id', '?')} lacks {sorted(missing)}")
    ids = [m["id"] for m in mutants]
    if len(ids) != len(set(ids)):
        sys.exit(f"{path}: an id is used twice")
    return mutants


def run(command, cwd, log, timeout=None):
    with open(log, "a", encoding="utf-8") as out:
        out.write(f"\n$ {' '.join(command)}\n")
        out.flush()
        try:
            return subprocess.run(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            return -1


def scratch_copy(scratch):
    """The tracked and untracked (not ignored) files, as the work tree has them."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            check=True, capture_output=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        if os.path.isfile(os.path.join(ROOT, name)):
            os.makedirs(os.path.dirname(os.path.join(scratch, name)), exist_ok=True)
            shutil.copy2(os.path.join(ROOT, name), os.path.join(scratch, name))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated ids to run")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--keep", action="store_true", help="keep the scratch copy and its logs")
    args = parser.parse_args()
    mutants = read_mutants(MUTANTS)
    for mutant in mutants:
        with open(os.path.join(ROOT, mutant["file"]), encoding="utf-8") as source:
            found = source.read().count(mutant["find"])
        if found != 1:
            sys.exit(f"mutant {mutant['id']}: its text occurs {found} times in {mutant['file']}, not once")
    if args.list:
        for m in mutants:
            print(f"{m['id']:40} {m['file']}" + ("  (equivalent)" if "equivalent" in m else ""))
        return 0
    if args.only:
        wanted = set(args.only.split(","))
        mutants = [m for m in mutants if m["id"] in wanted]

    scratch = tempfile.mkdtemp(prefix="mutate-")
    source, build, log = os.path.join(scratch, "src"), os.path.join(scratch, "build"), os.path.join(scratch, "log")
    os.makedirs(log)
    scratch_copy(source)
    print(f"mutate: scratch copy in {scratch}; building it once", flush=True)
    base_log = os.path.join(log, "base.log")
    if run(["cmake", "-S", source, "-B", build, "-DCMAKE_BUILD_TYPE=Release", "-DPUZZLES_WERROR=ON"], scratch,
           base_log) or run(["cmake", "--build", build, "-j", str(args.jobs)], scratch, base_log):
        sys.exit(f"mutate: the unmutated copy does not build: see {base_log}")

    results = {"killed": [], "survived": [], "equivalent": [], "did not build": []}
    for mutant in mutants:
        if "equivalent" in mutant:
            results["equivalent"].append(mutant["id"])
            print(f"  equivalent  {mutant['id']}: {mutant['equivalent']}")
            continue
        path = os.path.join(source, mutant["file"])
        with open(path, encoding="utf-8") as f:
            original = f.read()
        with open(path, "w", encoding="utf-8") as f:
            f.write(original.replace(mutant["find"], mutant["replace"]))
        started = time.monotonic()
        mutant_log = os.path.join(log, mutant["id"] + ".log")
        if run(["cmake", "--build", build, "-j", str(args.jobs)], scratch, mutant_log):
            outcome = "did not build"
        else:
            tests_failed = run(["ctest", "--test-dir", build, "-j", str(args.jobs), "-R", mutant["tests"],
                                "--no-tests=error", "--timeout", "300"], scratch, mutant_log)
            outcome = "killed" if tests_failed else "survived"
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)
        results[outcome].append(mutant["id"])
        print(f"  {outcome:10}  {mutant['id']} ({time.monotonic() - started:.0f} s)", flush=True)
    # The copy must build as it was before the last mutant, for the next run's sake.
    run(["cmake", "--build", build, "-j", str(args.jobs)], scratch, base_log)

    judged = len(results["killed"]) + len(results["survived"])
    share = 100.0 * len(results["killed"]) / judged if judged else 0.0
    print(f"mutate: {len(mutants)} mutants: {len(results['killed'])} killed, {len(results['survived'])} survived, "
          f"{len(results['equivalent'])} equivalent, {len(results['did not build'])} did not build; "
          f"{share:.1f}% of the non-equivalent ones killed")
    for outcome in ("survived", "did not build"):
        if results[outcome]:
            print(f"  {outcome}: {', '.join(results[outcome])}")
    if args.keep:
        print(f"mutate: logs in {log}")
    else:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0 if not results["survived"] and not results["did not build"] else 1


if __name__ == "__main__":
    sys.exit(main())
