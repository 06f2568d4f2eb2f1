#!/usr/bin/env python3
"""The statements in every language say the same thing: each translation
src/<puzzle>/statement.<lang>.md beside the English statement.md, compared
on what cannot differ between languages. In the contestants' text (the lines
the packages carry): the same sections in the same order with as many list
items each, the same code (fenced and indented blocks) byte for byte, the
same numbers, the same strings a judge prints (inline code with no lowercase
letter, or a line of a sample answer: IMPOSSIBLE, Нет решения, P/3, 0/3) and
as many bold rules. Its
Samples section shows the puzzle's shown samples (tests.txt) byte for byte.
«Хамелеон» keeps its Russian name; Romanian writes ș and ț with the comma
below, never the cedilla. And each language keeps one term for one thing,
as its glossary docs/glossary/<lang>.tsv says: where the English contestant
text uses a term, the translation's uses the glossary's word for it, and no
word the glossary rules out appears anywhere in the translation. The
header every statement opens with (tools/statement_header.py) words the
limits by each language's rule, checked against a table written by hand.

With --editorials, the editorials instead: each src/<puzzle>/editorial.<lang>.md
beside editorial.md has the same sections in the same order, each with as
many list items and table rows, the same code blocks and inline code (the
formulas, names and commands) byte for byte, the same numbers (digits, as
"181,440", "181 440" and "181.440" all hold 181 and 440), the same links and
figures in the same order (a link to a page of ours may go to that page's
translation), and the glossary's terms.

Usage: check_statement_languages.py REPOSITORY [--editorials]
"""
import collections
import pathlib
import re
import sys

LANGUAGES = ("ru", "ro")
LEAVE_OUT = re.compile(r"<!-- contestants: leave out from here -->.*?<!-- contestants: leave out to here -->\n?", re.S)
FENCED = re.compile(r"^```\n(.*?)^```\n", re.S | re.M)


def contestant_text(markdown):
    """The text without its title and its leave-out blocks, as tools/package.sh takes it."""
    return LEAVE_OUT.sub("", markdown.split("\n", 1)[1])


def code(text):
    """Fenced blocks and indented lines, in order."""
    blocks = FENCED.findall(text)
    indented = [line for line in FENCED.sub("", text).splitlines() if line.startswith("    ")]
    return blocks + indented


def prose(text):
    return "\n".join(line for line in FENCED.sub("", text).splitlines() if not line.startswith("    "))


def sections(text):
    """Each `## ` section's number of list items, in order."""
    counts = []
    for line in text.splitlines():
        if line.startswith("## "):
            counts.append(0)
        elif line.startswith("- ") and counts:
            counts[-1] += 1
    return counts


def judge_strings(text, answers):
    """Inline code with no lowercase letter, or that is a line of an answer."""
    spans = re.findall(r"`([^`\n]+)`", prose(text))
    return collections.Counter(span for span in spans if not any(c.islower() for c in span) or span in answers)


def facts(text, answers):
    return {
        "sections and their list items": sections(text),
        "code blocks": code(text),
        "numbers": collections.Counter(re.findall(r"\d+", prose(text))),
        "strings a judge prints": judge_strings(text, answers),
        "bold rules": len(re.findall(r"\*\*[^*]+\*\*", text)),
    }


def word_pattern(words):
    """A regex for words joined by | (or ;), each a word or words where * is any ending."""
    alternatives = [re.escape(word.strip()).replace(r"\*", r"\w*").replace(r"\ ", r"\s+")
                    for word in re.split(r"[|;]", words) if word.strip()]
    return re.compile(r"(?<!\w)(?:" + "|".join(alternatives) + r")(?!\w)", re.I)


def glossary(root, language):
    """Rows (English, puzzles, term, avoid) of docs/glossary/LANGUAGE.tsv, the last three as patterns."""
    rows = []
    for line in (root / "docs" / "glossary" / f"{language}.tsv").read_text(encoding="utf-8").splitlines()[1:]:
        if line.startswith("#") or line.startswith("english\t") or not line.strip():
            continue
        english, puzzles, term, avoid = (line.split("\t") + [""])[:4]
        rows.append((english, puzzles.split(","), word_pattern(term), word_pattern(avoid) if avoid.strip() else None))
    return rows


def glossary_problems(rows, puzzle, english, translation, markdown):
    """Where the translation departs from its glossary."""
    problems = []
    for english_term, puzzles, term, avoid in rows:
        if "all" not in puzzles and puzzle not in puzzles:
            continue
        if word_pattern(english_term).search(english) and not term.search(translation):
            problems.append(f"the English says '{english_term}', and it never uses the glossary's word for it")
        found = avoid.search(markdown) if avoid else None
        if found:
            problems.append(f"it says '{found[0]}', which the glossary rules out for '{english_term}'")
    return problems


def shown_samples(root, puzzle):
    names = re.findall(r"^shown (\S+)$", (root / "src" / puzzle / "tests.txt").read_text(encoding="utf-8"), re.M)
    files = []
    for name in names:
        for extension in ("in", "out"):
            files.append((root / "samples" / puzzle / f"{name}.{extension}").read_text(encoding="utf-8"))
    return files


# (language, seconds, mebibytes) and the header's time and memory words:
# Russian 1, 21 секунда; 2, 0,7 секунды; 5, 11 секунд; Romanian «de» from 20
# (20 de secunde, 100 de secunde, 101 secunde); decimal commas but in English.
HEADER_WORDS = [
    ("en", "1", "1", "1 second", "1 megabyte"), ("en", "0.7", "16", "0.7 seconds", "16 megabytes"),
    ("ru", "1", "1", "1 секунда", "1 мегабайт"), ("ru", "2", "32", "2 секунды", "32 мегабайта"),
    ("ru", "0.7", "16", "0,7 секунды", "16 мегабайт"), ("ru", "5", "64", "5 секунд", "64 мегабайта"),
    ("ru", "11", "256", "11 секунд", "256 мегабайт"), ("ru", "21", "21", "21 секунда", "21 мегабайт"),
    ("ru", "22", "12", "22 секунды", "12 мегабайт"), ("ru", "1.5", "1024", "1,5 секунды", "1024 мегабайта"),
    ("ro", "1", "16", "1 secundă", "16 MB"), ("ro", "0.7", "64", "0,7 secunde", "64 MB"),
    ("ro", "2", "32", "2 secunde", "32 MB"), ("ro", "19", "1", "19 secunde", "1 MB"),
    ("ro", "20", "1", "20 de secunde", "1 MB"), ("ro", "100", "1", "100 de secunde", "1 MB"),
    ("ro", "101", "1", "101 secunde", "1 MB"),
]


def header_problems(root):
    sys.path.insert(0, str(root / "tools"))
    import statement_header
    problems = []
    for language, seconds, mebibytes, time_words, memory_words in HEADER_WORDS:
        found = [value for label, value in statement_header.header(language, seconds, mebibytes)][2:]
        if found != [time_words, memory_words]:
            problems.append(f"FAIL: tools/statement_header.py says {found} for {language} {seconds} s {mebibytes} MiB, not {[time_words, memory_words]}")
    return problems


def editorial_sections(text):
    """Each `## ` section's list items (- and 1.) and table rows, in order."""
    counts = []
    for line in prose(text).splitlines():
        if line.startswith("## "):
            counts.append([0, 0])
        elif counts and re.match(r"^(- |\d+\. )", line):
            counts[-1][0] += 1
        elif counts and line.startswith("|"):
            counts[-1][1] += 1
    return counts


def editorial_facts(text):
    links = [re.sub(r"\.(ru|ro)\.md", ".md", target) for target in re.findall(r"\]\(([^)\s]+)\)", text)]
    return {
        "sections with their list items and table rows": editorial_sections(text),
        "code blocks": code(text),
        "inline code": collections.Counter(" ".join(span.split()) for span in re.findall(r"`([^`]+)`", prose(text))),
        "numbers": collections.Counter(re.findall(r"\d+", re.sub(r"`[^`]+`|\]\([^)]*\)", "", prose(text)))),
        "links and figures": links,
    }


def compare_translations(root, page, problems_of):
    """Each src/<puzzle>/<page>.<lang>.md beside its English <page>.md: the
    problems problems_of(puzzle, language, english, translation) finds, and
    Romanian's ș and ț, printed; (translations compared, translations that differ)."""
    failures = checked = 0
    for puzzle in ("civ", "sokoban", "chameleon"):
        english = (root / "src" / puzzle / f"{page}.md").read_text(encoding="utf-8")
        for language in LANGUAGES:
            path = root / "src" / puzzle / f"{page}.{language}.md"
            problems = ["missing"]
            if path.exists():
                markdown = path.read_text(encoding="utf-8")
                problems = problems_of(puzzle, language, english, markdown)
                if language == "ro" and re.search("[şŞţŢ]", markdown):
                    problems.append("it writes ş or ţ with a cedilla, not ș or ț with the comma below")
            checked += 1
            for problem in problems:
                print(f"FAIL: src/{puzzle}/{page}.{language}.md: {problem}")
            failures += bool(problems)
    return checked, failures


def differences(found, expected):
    return [f"its {what} differ from English: {found[what]} against {expected[what]}"
            for what in expected if found[what] != expected[what]]


def editorial_problems(glossaries):
    def problems_of(puzzle, language, english, markdown):
        # The glossary speaks of the words: code and link targets are the same in every language.
        words = re.sub(r"`[^`]+`|\]\([^)]*\)", "", prose(markdown))
        return (differences(editorial_facts(markdown), editorial_facts(english)) +
                glossary_problems(glossaries[language], puzzle, english, words, words))
    return problems_of


def statement_problems(root, glossaries):
    def problems_of(puzzle, language, english, markdown):
        answers = {line for answer in (root / "samples" / puzzle).glob("*.out")
                   for line in answer.read_text(encoding="utf-8", errors="replace").splitlines()}
        problems = glossary_problems(glossaries[language], puzzle, contestant_text(english),
                                     contestant_text(markdown), markdown)
        problems += differences(facts(contestant_text(markdown), answers), facts(contestant_text(english), answers))
        shown = [block for part in LEAVE_OUT.findall(markdown) for block in FENCED.findall(part)]
        if shown != shown_samples(root, puzzle):
            problems.append("its samples are not the shown samples of tests.txt, byte for byte")
        if puzzle == "chameleon" and not markdown.startswith("# «Хамелеон»"):
            problems.append("its title does not keep the name «Хамелеон»")
        return problems
    return problems_of


def main():
    root = pathlib.Path(sys.argv[1])
    glossaries = {language: glossary(root, language) for language in LANGUAGES}
    if sys.argv[2:] == ["--editorials"]:
        checked, failures = compare_translations(root, "editorial", editorial_problems(glossaries))
        print(f"editorial languages: {checked} translations compared with English, {failures} differ")
        return 1 if failures else 0
    header = header_problems(root)
    print("\n".join(header) or f"statement header: {len(HEADER_WORDS)} limits worded as each language words them")
    checked, failures = compare_translations(root, "statement", statement_problems(root, glossaries))
    print(f"statement languages: {checked} translations compared with English, {failures} differ")
    return 1 if failures or header else 0


if __name__ == "__main__":
    sys.exit(main())
