#!/usr/bin/env python3
"""Mutation check: plants mutants one at a time in a scratch copy of the
repository, rebuilds what each touches, runs the tests that can reach its
file, and reports which the tests killed and which survived.
A development tool, not part of the test command.

Usage: dev/mutate.py [--only ID[,ID...]] [--list] [--jobs N] [--keep]
       dev/mutate.py --generate N [--seed S] [--list] [--jobs N] [--keep] [--journal FILE]
       dev/mutate.py --journal FILE [--only ID[,ID...]] [--jobs N] [--keep]

Without --generate it plants the hand-written mutants of dev/mutants.txt,
each a block of "key: value" lines, blocks separated by blank lines ('#'
lines are comments):
  id: a short name            file: the path of the file it changes
  find: text that occurs exactly once in that file (a ↵ stands for a line break)
  replace: what the text becomes
  tests: a CTest -R regular expression: the tests that can reach the file
  equivalent: why no test can tell it from the original (then it is not run)

With --generate it makes every mutant dev/mutation_rules.py's operators
allow in each area (solvers, common, kit, tools), samples N of them with the
seed (an equal share per area), leaves out those dev/mutants-equivalent.txt
names, and prints each survivor's change. With --journal it writes the sample
and each outcome to FILE as it goes; given that FILE again it goes on where
the run stopped (the run takes hours), and --only then judges those again;
each mutant is judged by the tests that reach its file under the rules as
they are then, so a test written since the sample was drawn counts.
A test failure counts as a kill only if the failed test fails again alone.
A mutant the optimised build's tests miss is judged again in a sanitized
build, as the test command's second build runs them: one the sanitizers
catch (a read past an array that changes no answer) is killed there.
"""
import argparse
import json
import os
import random
import re
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

import mutation_rules

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MUTANTS = os.path.join(ROOT, "dev", "mutants.txt")
EQUIVALENTS = os.path.join(ROOT, "dev", "mutants-equivalent.txt")
OUTCOMES = ("killed", "survived", "equivalent", "did not build", "line gone")
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


# A mutant that makes a program grow without end (a loop that appends) would
# take the machine's memory before its test's timeout: past this many bytes
# resident, a program built in the scratch copy is killed (its test fails).
MOST_RESIDENT_BYTES = 4 << 30


def stop_runaways(programs_dir):
    """Forever, once a second: kill each process running a program of
    programs_dir whose resident memory passed MOST_RESIDENT_BYTES."""
    page = os.sysconf("SC_PAGE_SIZE")
    while True:
        for pid in filter(str.isdigit, os.listdir("/proc")):
            try:
                if os.readlink(f"/proc/{pid}/exe").startswith(programs_dir):
                    with open(f"/proc/{pid}/statm") as statm:
                        if int(statm.read().split()[1]) * page > MOST_RESIDENT_BYTES:
                            os.kill(int(pid), signal.SIGKILL)
            except (OSError, ValueError):
                continue
        time.sleep(1)


def run(command, cwd, log, timeout=None):
    with open(log, "a", encoding="utf-8") as out:
        out.write(f"\n$ {' '.join(command)}\n")
        out.flush()
        try:
            return subprocess.run(command, cwd=cwd, stdout=out, stderr=subprocess.STDOUT, timeout=timeout).returncode
        except subprocess.TimeoutExpired:
            return -1


def scratch_copy(scratch):
    """The tracked and untracked (not ignored) files, as the work tree has
    them, committed in a repository of their own: the tests see a checkout,
    as in CI (a package names its commit; a mutant then makes it "-dirty")."""
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=ROOT,
                            check=True, capture_output=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        if os.path.isfile(os.path.join(ROOT, name)):
            os.makedirs(os.path.dirname(os.path.join(scratch, name)), exist_ok=True)
            shutil.copy2(os.path.join(ROOT, name), os.path.join(scratch, name))
    git = ["git", "-C", scratch, "-c", "user.name=mutate", "-c", "user.email=mutate@localhost"]
    for command in (["init", "-q"], ["add", "-A"], ["commit", "-q", "-m", "scratch copy"]):
        subprocess.run(git + command, check=True, capture_output=True)


# Tests that take a second or less: run first, so that most mutants are killed
# before the slow ones (packages, browsers, wine) start.
QUICK_TESTS = ("test_", "sample/", "table/", "input-cap/")
# Of the rest, those CTest has seen take this long or more run last (CTest
# itself starts the longest first, so a mutant a short test kills would wait).
HEAVY_SECONDS = 20


def costs(build):
    """{test name: seconds} as CTest last measured them in this build: its
    lines "NAME RUNS SECONDS", then after a line "---" the failed tests' names."""
    found = {}
    path = os.path.join(build, "Testing", "Temporary", "CTestCostData.txt")
    if os.path.exists(path):
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                if line.startswith("---"):
                    break
                name, runs, seconds = (line.rstrip("\n").rsplit(" ", 2) + ["", ""])[:3]
                if runs.isdigit():
                    found[name] = float(seconds)
    return found


def ctest_fails(build, numbers, jobs, cwd, log):
    """Whether one of the tests numbered `numbers` fails (the run stops at the
    first); the names of those that failed."""
    if run(["ctest", "--test-dir", build, "-j", str(jobs), "-I", "0,0,0," + ",".join(numbers),
            "--stop-on-failure", "--timeout", "900"], cwd, log) == 0:
        return []
    with open(os.path.join(build, "Testing", "Temporary", "LastTestsFailed.log"), encoding="utf-8") as failed:
        return [line.strip().partition(":")[0] for line in failed if line.strip()] or numbers


def tests_fail(build, regex, jobs, cwd, log, leave_out_label=None):
    """Whether a test matching `regex` fails: the quick ones first, then the
    others, the heavy ones last, each group only if the one before passed. A failure counts only if the failed tests fail
    again run alone, one at a time: a test that failed because the machine was
    busy is not a kill: then the group runs once more, one test at a time, and
    if that too fails only for the busy machine, it counts as passed."""
    listing = subprocess.run(["ctest", "--test-dir", build, "-N", "-R", regex] +
                             (["-LE", leave_out_label] if leave_out_label else []), capture_output=True, text=True).stdout
    tests = re.findall(r"Test +#(\d+): (\S+)", listing)
    if not tests:
        sys.exit(f"mutate: no test matches {regex}")
    seconds = costs(build)
    quick = [number for number, name in tests if name.startswith(QUICK_TESTS)]
    medium = [number for number, name in tests
              if not name.startswith(QUICK_TESTS) and seconds.get(name, 0) < HEAVY_SECONDS]
    heavy = [number for number, name in tests
             if not name.startswith(QUICK_TESTS) and seconds.get(name, 0) >= HEAVY_SECONDS]
    for numbers in filter(None, (quick, medium, heavy)):
        for group_jobs in (jobs, 1):
            failed = ctest_fails(build, numbers, group_jobs, cwd, log)
            if not failed:
                break
            if ctest_fails(build, failed, 1, cwd, log):
                return True
            with open(log, "a", encoding="utf-8") as out:
                out.write(f"mutate: tests {failed} passed when run alone: not counted as a kill\n")
    return False


def check_still_apply(mutants):
    for mutant in mutants:
        with open(os.path.join(ROOT, mutant["file"]), encoding="utf-8") as source:
            found = source.read().count(mutant["find"])
        if found != 1:
            sys.exit(f"mutant {mutant['id']}: its text occurs {found} times in {mutant['file']}, not once")


def mutated(mutant, text):
    """The file's text with the mutant planted: a hand-written one replaces its
    text, a generated one its line (found by its text if it has moved since the
    journal planned it). None if the line is no longer there exactly once."""
    if "find" in mutant:
        return text.replace(mutant["find"], mutant["replace"])
    lines = text.split("\n")
    at = mutant["line"] - 1
    if at >= len(lines) or lines[at] != mutant["before"]:
        if lines.count(mutant["before"]) != 1:
            return None
        at = lines.index(mutant["before"])
    lines[at] = mutant["after"]
    return "\n".join(lines)


def read_journal(path):
    """The plan a journal holds (the sampled mutants) and the outcomes it has
    recorded so far, by id (a later line overrides an earlier one)."""
    plan, outcomes = None, {}
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            entry = json.loads(line)
            if "plan" in entry:
                plan = entry
            else:
                outcomes[entry["id"]] = entry
    if plan is None:
        sys.exit(f"mutate: {path} holds no plan")
    return plan, outcomes


def write_journal(path, entry):
    with open(path, "a", encoding="utf-8") as journal:
        journal.write(json.dumps(entry, ensure_ascii=False) + "\n")


def generated(count, seed):
    """count mutants sampled by rule, an equal share per area, equivalents left out."""
    equivalents = mutation_rules.read_equivalents(EQUIVALENTS)
    every = mutation_rules.candidates(ROOT)
    stale = sorted(set(equivalents) - {mutant["id"] for mutant in every})
    if stale:
        sys.exit(f"mutate: {os.path.relpath(EQUIVALENTS, ROOT)} names mutants no rule makes from today's files "
                 f"(their line changed: judge them again or drop them): {', '.join(stale)}")
    chooser = random.Random(seed)
    by_area = {}
    for mutant in every:
        if mutant["id"] in equivalents:
            mutant["equivalent"] = equivalents[mutant["id"]]
        by_area.setdefault(mutant["area"], []).append(mutant)
    shares = []
    for k, (area, pool) in enumerate(sorted(by_area.items())):
        share = count // len(by_area) + (1 if k < count % len(by_area) else 0)
        shares.append(sorted(chooser.sample(pool, min(share, len(pool))), key=lambda m: (m["file"], m["line"])))
    print(f"mutate: seed {seed}: {sum(map(len, shares))} of {len(every)} mutants made by rule ("
          + ", ".join(f"{area} {len(pool)}" for area, pool in sorted(by_area.items())) + ")", flush=True)
    # Ten of each area in turn: a run cut short has measured every area alike,
    # and mutants of one file mostly follow each other (fewer rebuilds).
    blocks = [share[at:at + 10] for at in range(0, max(map(len, shares)), 10) for share in shares]
    return [mutant for block in blocks for mutant in block]


# The test command's second build: clang++ with the address and
# undefined-behaviour sanitizers, its fuzz-labelled tests left out. Its
# options are read from dev/test-all.sh itself, so the two never part.
def sanitized_options():
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "test-all.sh")
    with open(script, encoding="utf-8") as text:
        found = re.search(r"^sanitized_options=\((.*)\)$", text.read(), re.MULTILINE)
    if not found:
        sys.exit(f"mutate: {script} has no sanitized_options=(...) line")
    return shlex.split(found.group(1))


# The tests the test command's sanitized phase leaves out (its -LE
# expression), read from dev/test-all.sh too.
def sanitized_leaves_out():
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "test-all.sh")
    with open(script, encoding="utf-8") as text:
        found = re.search(r'run_tests "clang\+\+ sanitized" build-asan -LE "([^"]+)"', text.read())
    if not found:
        sys.exit(f"mutate: {script} runs no sanitized tests with -LE")
    return found.group(1)


def sanitized_killed(mutant, source, build, jobs, log):
    """Whether the mutant's tests fail in the sanitized build (configured the
    first time one is needed), the mutant planted."""
    cwd = os.path.dirname(source)
    if not os.path.exists(os.path.join(build, "CMakeCache.txt")) and \
            run(["cmake", "-S", source, "-B", build] + sanitized_options(), cwd, log):
        sys.exit(f"mutate: the sanitized build cannot be configured: see {log}")
    if run(["cmake", "--build", build, "-j", str(jobs)], cwd, log):
        return False  # the optimised build took it: a sanitized build's own refusal is no kill
    return tests_fail(build, mutant["tests"], jobs, cwd, log, sanitized_leaves_out())


def judge(mutant, source, builds, jobs, log):
    """Plants the mutant in the scratch copy, rebuilds, runs its tests (again
    in the sanitized build if the optimised one's pass), puts the file back;
    the outcome and the build that killed it."""
    path = os.path.join(source, mutant["file"])
    with open(path, encoding="utf-8") as f:
        original = f.read()
    planted = mutated(mutant, original)
    if planted is None:
        return "line gone", None
    with open(path, "w", encoding="utf-8") as f:
        f.write(planted)
    try:
        optimised, sanitized = builds
        if run(["cmake", "--build", optimised, "-j", str(jobs)], os.path.dirname(source), log):
            return "did not build", None
        if tests_fail(optimised, mutant["tests"], jobs, os.path.dirname(source), log):
            return "killed", "optimised"
        if sanitized_killed(mutant, source, sanitized, jobs, log):
            return "killed", "sanitized"
        return "survived", None
    finally:
        with open(path, "w", encoding="utf-8") as f:
            f.write(original)


def describe(mutant):
    if "find" in mutant:
        return mutant["id"]
    return (f"{mutant['id']} ({mutant['rule']}), {mutant['file']}:{mutant['line']}\n"
            f"      - {mutant['before'].strip()}\n      + {mutant['after'].strip()}")


def print_summary(results):
    """Each area's count of every outcome and its share killed (of the
    killed and survived: neither "did not build" nor "line gone" counts),
    then the mutants that were not killed, with their diffs."""
    for name, area in sorted(results.items()):
        judged = len(area["killed"]) + len(area["survived"])
        share = 100.0 * len(area["killed"]) / judged if judged else 0.0
        print(f"  {name}: " + ", ".join(f"{len(mutants)} {outcome}" for outcome, mutants in area.items()) +
              f"; {share:.1f}% of the non-equivalent ones killed")
    for name, area in sorted(results.items()):
        for outcome in ("survived", "did not build", "line gone"):
            for mutant in area.get(outcome, []):
                print(f"  {outcome} ({name}): {describe(mutant)}")


def summarize_journal(mutants, judged):
    """The summary of a journal's outcomes so far, without running anything."""
    equivalents = mutation_rules.read_equivalents(EQUIVALENTS)
    results = {}
    for mutant in mutants:
        area = results.setdefault(mutant["area"], {outcome: [] for outcome in OUTCOMES + ("not judged yet",)})
        reason = mutant.get("equivalent") or equivalents.get(mutant["id"])
        outcome = "equivalent" if reason else judged[mutant["id"]]["outcome"] if mutant["id"] in judged else "not judged yet"
        area[outcome].append(mutant)
    print_summary(results)
    return 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", help="comma-separated ids to run")
    parser.add_argument("--list", action="store_true", help="list the mutants and stop")
    parser.add_argument("--summary", action="store_true", help="with --journal: print the outcomes so far and stop")
    parser.add_argument("--generate", type=int, metavar="N", help="sample N mutants made by rule")
    parser.add_argument("--seed", type=int, default=int(time.time()) % 100000)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    parser.add_argument("--keep", action="store_true", help="keep the scratch copy and its logs")
    parser.add_argument("--journal", metavar="FILE", help="record each outcome in FILE; a run given an existing "
                        "journal goes on with its sample where it stopped")
    args = parser.parse_args()
    judged = {}
    if args.journal and os.path.exists(args.journal):
        plan, judged = read_journal(args.journal)
        args.seed, mutants = plan["seed"], plan["plan"]
        # The tests that reach each file as the rules say now: a test written since the plan was drawn counts.
        reach = {path: tests for files in mutation_rules.areas(ROOT).values() for path, tests in files}
        for mutant in mutants:
            mutant["tests"] = reach.get(mutant["file"], mutant.get("tests"))
        print(f"mutate: {args.journal}: seed {args.seed}, {len(judged)} of {len(mutants)} mutants judged", flush=True)
    elif args.generate:
        mutants = generated(args.generate, args.seed)
        if args.journal:
            write_journal(args.journal, {"seed": args.seed, "plan": mutants})
    else:
        mutants = read_mutants(MUTANTS)
        check_still_apply(mutants)
    if args.summary:
        if not args.journal:
            sys.exit("mutate: --summary reads a journal: give --journal FILE")
        return summarize_journal(mutants, judged)
    if args.list:
        for m in mutants:
            print(f"{m['id']:40} {m['file']}" + ("  (equivalent)" if "equivalent" in m else ""))
        print("a survivor is judged again in a build configured with " + " ".join(sanitized_options()))
        return 0
    if args.only:
        wanted = set(args.only.split(","))
        mutants = [m for m in mutants if m["id"] in wanted]

    scratch = tempfile.mkdtemp(prefix="mutate-")
    source, build, log = os.path.join(scratch, "src"), os.path.join(scratch, "build"), os.path.join(scratch, "log")
    sanitized_build = os.path.join(scratch, "build-sanitized")
    os.makedirs(log)
    scratch_copy(source)
    threading.Thread(target=stop_runaways, args=(os.path.join(scratch, ""),), daemon=True).start()
    print(f"mutate: scratch copy in {scratch}; building it once", flush=True)
    base_log = os.path.join(log, "base.log")
    if run(["cmake", "-S", source, "-B", build, "-DCMAKE_BUILD_TYPE=Release"], scratch, base_log) or \
            run(["cmake", "--build", build, "-j", str(args.jobs)], scratch, base_log):
        sys.exit(f"mutate: the unmutated copy does not build: see {base_log}")

    results = {}  # by area, then outcome: the mutants
    commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True,
                            text=True).stdout.strip()
    for number, mutant in enumerate(mutants, 1):
        area = results.setdefault(mutant.get("area", "hand-written"), {outcome: [] for outcome in OUTCOMES})
        # Read again each time: one found equivalent while the run goes on is left out at once.
        reason = mutant.get("equivalent") or mutation_rules.read_equivalents(EQUIVALENTS).get(mutant["id"])
        if reason:
            area["equivalent"].append(mutant)
            print(f"  equivalent  {mutant['id']}: {reason}")
            continue
        if mutant["id"] in judged and not args.only:
            area[judged[mutant["id"]]["outcome"]].append(mutant)
            continue
        started = time.monotonic()
        outcome, killer = judge(mutant, source, (build, sanitized_build), args.jobs,
                                os.path.join(log, mutant["id"].replace("/", "_") + ".log"))
        area[outcome].append(mutant)
        seconds = time.monotonic() - started
        by = f", by the {killer} build" if killer == "sanitized" else ""
        print(f"  {number}/{len(mutants)} {outcome:10}  {mutant['id']} ({seconds:.0f} s{by})", flush=True)
        if args.journal:
            write_journal(args.journal, {"id": mutant["id"], "outcome": outcome, "seconds": round(seconds),
                                         "commit": commit, **({"build": killer} if killer else {})})
    # The copies must build as they were before the last mutant, for the next run's sake.
    for built in (build, sanitized_build):
        if os.path.exists(os.path.join(built, "CMakeCache.txt")):
            run(["cmake", "--build", built, "-j", str(args.jobs)], scratch, base_log)

    print(f"mutate: {len(mutants)} mutants" + (f", seed {args.seed}" if args.generate or args.journal else ""))
    print_summary(results)
    if args.keep:
        print(f"mutate: logs in {log}")
    else:
        shutil.rmtree(scratch, ignore_errors=True)
    return 0 if not any(area["survived"] or area["did not build"] for area in results.values()) else 1


if __name__ == "__main__":
    sys.exit(main())
