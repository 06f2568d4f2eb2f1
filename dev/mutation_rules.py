"""Mutants made by rule for dev/mutate.py --generate: every operator below
applied at every place it fits on every code line of the files of each area,
so that the mutants measure the tests rather than the taste of whoever picks them.

A mutant changes one line. Its id is the file and a hash of the line before
and after, and of how many lines of the same text come before it (stable
while that line is unchanged, wherever it moves), so that
dev/mutants-equivalent.txt can name the equivalent ones.
"""
import glob
import hashlib
import os
import re

# The files of each area, and the tests that can reach each file (a CTest -R
# regular expression): a test reaches a file when a program it runs is built
# from it, or it reads the file (docs/first-commands and docs/coaches run the
# docs' commands in a fresh clone, the packages' checks among them).
KIT_TESTS = r"^(test_checkers|test_generators:|kit/|docs/)"
# The headers only the kit's programs include; the rest reach every program.
COMMON_TESTS = {"checker.hpp": KIT_TESTS, "validator.hpp": KIT_TESTS, "generator.hpp": r"^(test_|kit/|docs/)"}
EVERY_PROGRAM_TESTS = (r"^(test_|sample/|brute-force/|bundle/|kit/|table/|input-cap/|differential/|fuzz/|"
                       r"environment|browser/|docs/)")
PUZZLES = ("civ", "sokoban", "chameleon")


def areas(root):
    """{area: [(path, tests)]}, paths relative to root."""
    def listed(pattern):
        return sorted(os.path.relpath(p, root) for p in glob.glob(os.path.join(root, pattern)))
    solver_tests = {p: rf"^(test_{p}:|test_checkers|sample/{p}/|brute-force/{p}/|bundle/{p}/|bundle/submission-rules|"
                       rf"kit/{p}/|kit/stress/{p}-|kit/usage-errors|table/{p}|input-cap/{p}|differential/{p}|"
                       rf"fuzz/{p}|environment|browser/|docs/)" for p in PUZZLES}
    return {
        "solvers": [(f"src/{p}/main.cpp", solver_tests[p]) for p in PUZZLES],
        "common": [(path, COMMON_TESTS.get(os.path.basename(path), EVERY_PROGRAM_TESTS))
                   for path in listed("src/common/*.hpp")],
        "kit": [(path, KIT_TESTS) for name in ("check", "validate", "generate")
                for path in listed(f"src/*/{name}.cpp")],
        "tools": [("tools/stress.cpp", r"^(kit/stress/|kit/usage-errors|docs/|windows/stress$)"),
                  ("tools/run_limited.hpp", r"^(test_run_limited:|kit/stress/|kit/usage-errors|docs/|windows/stress$)"),
                  ("tools/run_limited_linux.hpp", r"^(test_run_limited:|kit/stress/|kit/usage-errors|docs/)"),
                  ("tools/run_limited_windows.hpp", r"^windows/stress$"),
                  ("tools/bundle.cpp", r"^(bundle/|docs/)"),
                  ("tools/package.sh", r"^(kit/package-refusals|docs/)"),
                  ("tools/polygon_package.sh", r"^docs/coaches$"), ("dev/machine_guard.sh", r"^guard/")],
    }


# ---------------------------------------------------------------------------
# Where a line's code is: outside its string and character literals and its
# comment. Literals are kept as spans of their own for the string operator.

LITERAL = re.compile(r'"(?:[^"\\]|\\.)*"|\'(?:[^\'\\]|\\.)*\'')


def code_spans(line, shell):
    """The (start, end) spans of code, and the spans of string literals.
    Comment lines, preprocessor lines and C++ raw strings have none."""
    stripped = line.lstrip()
    if stripped.startswith("#") or (not shell and (stripped.startswith(("//", "*", "/*")) or 'R"' in line)):
        return [], []
    end = len(line)
    if shell:  # a trailing comment, unless a quote before it may hold the '#'
        comment = re.search(r"\s#", line)
        end = comment.start() if comment and '"' not in line[:comment.start()] else end
    spans, strings, at = [], [], 0
    for literal in LITERAL.finditer(line, 0, end):
        comment = -1 if shell else line.find("//", at, literal.start())
        if comment >= 0:  # the literal is inside the comment
            end = literal.start()
            break
        spans.append((at, literal.start()))
        if literal.group().startswith('"'):
            strings.append((literal.start(), literal.end()))
        at = literal.end()
    if not shell:
        comment = line.find("//", at, end)
        end = comment if comment >= 0 else end
    spans.append((at, end))
    return [s for s in spans if s[0] < s[1]], strings


# ---------------------------------------------------------------------------
# The operators: each yields (name, mutated line) for one line of code.

SWAPS_CPP = [(" < ", " <= "), (" <= ", " < "), (" > ", " >= "), (" >= ", " > "), (" == ", " != "),
             (" != ", " == "), (" && ", " || "), (" || ", " && "), (" + 1", " - 1"), (" - 1", " + 1")]
SWAPS_SHELL = [(" -lt ", " -le "), (" -le ", " -lt "), (" -gt ", " -ge "), (" -ge ", " -gt "),
               (" -eq ", " -ne "), (" -ne ", " -eq "), (" == ", " != "), (" != ", " == "),
               (" && ", " || "), (" || ", " && ")]
NUMBER = re.compile(r"(?<![\w.])(\d+)(?![\w.])")
BOOLEAN = re.compile(r"\b(true|false)\b")
CONDITION = re.compile(r"\b(if|while) \(")
STATEMENT_CPP = re.compile(r"^\s*(?!return\b|break\b|continue\b|case\b|default\b)[A-Za-z_][\w:.\[\]>()-]*"
                           r"(\s*(=|\+=|-=|\|=|&=|\^=|<<=|>>=)\s|\(|\+\+|--).*;\s*$")
STATEMENT_SHELL = re.compile(r"^\s*(?!(if|then|else|elif|fi|for|while|until|do|done|case|esac|function|local)\b)"
                             r"[A-Za-z_./$\"][^\\]*$")
RETURN_VALUE = re.compile(r"^(\s*return )(.+);(\s*)$")


def in_spans(position, spans):
    return any(start <= position < end for start, end in spans)


def matching_paren(line, open_at):
    depth = 0
    for i in range(open_at, len(line)):
        depth += {"(": 1, ")": -1}.get(line[i], 0)
        if depth == 0:
            return i
    return -1


def mutations(line, shell):
    spans, strings = code_spans(line, shell)
    if not spans:
        return
    for before, after in SWAPS_SHELL if shell else SWAPS_CPP:
        for found in re.finditer(re.escape(before), line):
            if in_spans(found.start(), spans):
                yield "swap" + before.replace(" ", ""), line[:found.start()] + after + line[found.end():]
    for number in NUMBER.finditer(line):
        if not in_spans(number.start(), spans):
            continue
        value = int(number.group(1))
        for neighbour in (value + 1, value - 1):
            if neighbour >= 0:
                yield "constant", line[:number.start()] + str(neighbour) + line[number.end():]
    if not shell:
        for word in BOOLEAN.finditer(line):
            if in_spans(word.start(), spans):
                flipped = "false" if word.group(1) == "true" else "true"
                yield "constant", line[:word.start()] + flipped + line[word.end():]
        for condition in CONDITION.finditer(line):
            open_at = condition.end() - 1
            close_at = matching_paren(line, open_at)
            if in_spans(condition.start(), spans) and close_at > 0:
                yield "negate", line[:open_at + 1] + "!(" + line[open_at + 1:close_at] + ")" + line[close_at:]
        returned = RETURN_VALUE.match(line)
        if returned and returned.group(2).strip() not in ("{}", "0", "false", "true"):
            yield "return", returned.group(1) + "{};" + returned.group(3)
    statement = STATEMENT_SHELL if shell else STATEMENT_CPP
    if statement.match(line) and not line.rstrip().endswith(("{", "(", ",", "&&", "||", "|")):
        yield "delete", ""
    for start, end in strings:
        yield "string", line[:start + 1] + "X" + line[start + 1:]


def mutant_id(path, before, after, occurrence=0):
    """The file and a hash of the line before and after; a line whose text
    occurred `occurrence` times before it in the file hashes that count too."""
    text = f"{path}\0{before}\0{after}" + (f"\0{occurrence}" if occurrence else "")
    return f"{path}@{hashlib.sha1(text.encode()).hexdigest()[:10]}"


def candidates(root):
    """Every mutant of every area: dicts with area, id, file, line, before, after, rule, tests."""
    found = []
    for area, files in areas(root).items():
        for path, tests in files:
            shell = path.endswith(".sh")
            with open(os.path.join(root, path), encoding="utf-8") as source:
                lines = source.read().split("\n")
            earlier = {}  # how often each line's text came before it
            for number, line in enumerate(lines, 1):
                seen, occurrence = set(), earlier.get(line, 0)
                earlier[line] = occurrence + 1
                for rule, after in mutations(line, shell):
                    if after in seen or after == line:
                        continue
                    seen.add(after)
                    found.append({"area": area, "id": mutant_id(path, line, after, occurrence), "file": path,
                                  "line": number, "before": line, "after": after, "rule": rule, "tests": tests})
    return found


def read_equivalents(path):
    """{id: reason} from a file of 'id  reason' lines ('#' lines are comments)."""
    equivalents = {}
    if os.path.exists(path):
        with open(path, encoding="utf-8") as lines:
            for line in lines:
                if line.strip() and not line.startswith("#"):
                    name, _, reason = line.strip().partition(" ")
                    equivalents[name] = reason.strip()
    return equivalents
