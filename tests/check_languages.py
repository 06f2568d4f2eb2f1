#!/usr/bin/env python3
"""The walkthrough (--explain) and the picture (--html) in Russian and
Romanian (--lang ru, --lang ro) leave no English behind, and --lang changes
nothing else.

Every sample of the three programs, and a board for each reason of an
unsolvable input that no sample gives, is run in each language, from a
file and (the first sample) from standard input, which the page names. The English
word list is every word the English walkthroughs and pictures of the same
inputs hold. Then:

- the answer on standard output is the same in every language, and
  English by --lang en is the run without --lang, byte for byte;
- the Russian text has no Latin word but the notation in RUSSIAN_LATIN (the
  map's SS/TT/oo, LURD moves, encodings' names);
- the Romanian text has no word of the English list but the few both
  languages spell alike (SHARED_WITH_ROMANIAN);
- each page says its language in <html lang>.

The text of a page is what a reader meets: its text outside scripts and
styles, and the attributes shown on hovering or by the scripts (title,
data-words, data-turn-end, data-play, data-pause).

Usage: check_languages.py BIN_DIR SAMPLES_DIR
"""
import html.parser
import os
import re
import subprocess
import sys
import tempfile

PROGRAMS = ("civ", "sokoban", "chameleon")
LANGUAGES = ("ru", "ro")
SHOWN_ATTRIBUTES = ("title", "data-words", "data-turn-end", "data-play", "data-pause")

# Boards whose reasons no sample gives (the samples give the others).
EXTRA_INPUTS = {
    "civ": [
        "3 1 1 1 3 1 1\n1.1.**\n",        # the target on water
        "3 1 1 1 3 1 1\n**1.**\n",        # start and target on water
    ],
    "sokoban": [
        "4\n2 2\n0 1\n0 2\n0 0\n0 3\n0000\n0000\n0000\n0000\n",  # the search runs dry
        "4\n1 1\n0 0\n3 3\n1 2\n2 2\n0000\n0000\n0000\n0000\n",  # both crates in corners
        "4\n2 2\n0 1\n0 2\n0 3\n3 3\n0000\n0000\n0000\n0000\n",  # one target only
        "4\n0 0\n1 1\n2 2\n3 0\n0 3\n0000\n0000\n0000\n0000\n",  # solvable, with walks and pushes
    ],
    "chameleon": [],
}

# Latin in Russian text that is notation, not English: the CIV map's marks,
# a Sokoban plan's letters (LURD), the encodings' names, the puzzle's name.
# CIV's answer IMPOSSIBLE is a judge's string, in every language.
RUSSIAN_LATIN = re.compile(r"^(SS|TT|oo|[udlrUDLR]+|UTF|CP1251|CP866|KOI8|CIV|IMPOSSIBLE)$")
# Words Romanian spells as English does, or notation.
SHARED_WITH_ROMANIAN = {"total", "Total", "are", "standard", "CIV", "Sokoban", "SS", "TT", "oo", "UTF", "CP1251", "CP866", "KOI8", "IMPOSSIBLE"}
LURD = re.compile(r"^[udlrUDLR]+$")


class ReaderText(html.parser.HTMLParser):
    """The text a reader of the page meets, and its <html lang>."""

    def __init__(self):
        super().__init__()
        self.parts, self.hidden, self.lang = [], 0, None

    def handle_starttag(self, tag, attrs):
        if tag in ("script", "style"):
            self.hidden += 1
        if tag == "html":
            self.lang = dict(attrs).get("lang")
        for name, value in attrs:
            if name in SHOWN_ATTRIBUTES and value:
                self.parts.append(value.replace("|", " "))

    def handle_endtag(self, tag):
        if tag in ("script", "style"):
            self.hidden -= 1

    def handle_data(self, data):
        if not self.hidden:
            self.parts.append(data)


def run(program, path, folder, language, notes):
    """(answer, walkthrough, page text, page lang) of one run; `notes`, what
    the program says on standard error without --explain (the judged path's
    hints, which stay as they are), comes before the walkthrough."""
    page = os.path.join(folder, "page.html")
    command = [program, "--explain", "--html", page] + (["--lang", language] if language else [])
    with open(path, "rb") as given:
        result = subprocess.run(command + (["-"] if path.endswith("standard input") else [path]), capture_output=True,
                                stdin=given)
    if result.returncode != 0 or not result.stderr.startswith(notes):
        raise RuntimeError("%s exited %d: %s" % (" ".join(command), result.returncode, result.stderr[:200]))
    reader = ReaderText()
    with open(page, encoding="utf-8") as text:
        reader.feed(text.read())
    # The maps the walkthrough draws (lines indented by two spaces) are the input's symbols.
    walkthrough = [line for line in result.stderr[len(notes):].decode("utf-8").splitlines() if not line.startswith("  ")]
    return result.stdout, "\n".join(walkthrough), " ".join(reader.parts), reader.lang


def latin_words(text):
    """The Latin words of `text` (digits inside a word kept: CP1251), but
    single letters: a Latin look-alike on a tile is the input's, not English."""
    return {word for word in re.findall(r"[A-Za-z\u00C0-\u024F][A-Za-z0-9\u00C0-\u024F]*", text) if len(word) > 1}


def main():
    bin_dir, samples = sys.argv[1], sys.argv[2]
    failures, runs = [], 0
    with tempfile.TemporaryDirectory() as folder:
        cases = []  # (program, label, path)
        for program in PROGRAMS:
            for name in sorted(os.listdir(os.path.join(samples, program))):
                if name.endswith(".in"):
                    cases.append((program, name, os.path.join(samples, program, name)))
            cases.append((program, "%s from standard input" % cases[-1][1], cases[-1][2] + "#standard input"))
            for number, text in enumerate(EXTRA_INPUTS[program], 1):
                path = os.path.join(folder, "%s-extra-%d" % (program, number))
                with open(path, "w") as board:
                    board.write(text)
                cases.append((program, "extra board %d" % number, path))
        outputs = {}
        for program, label, path in cases:
            # A file named "1": the pages' headings show the input's name, which is no English.
            named = os.path.join(folder, "1" + ("#standard input" if path.endswith("#standard input") else ""))
            with open(path.replace("#standard input", ""), "rb") as source, open(named, "wb") as copy:
                copy.write(source.read())
            binary = os.path.join(bin_dir, program)
            with open(named, "rb") as given:
                notes = subprocess.run([binary, "-"], capture_output=True, stdin=given).stderr
            plain = run(binary, named, folder, None, notes)
            for language in ("en",) + LANGUAGES:
                outputs[(program, label, language)] = run(binary, named, folder, language, notes)
                runs += 1
            if outputs[(program, label, "en")] != plain:
                failures.append("%s %s: --lang en differs from the run without --lang" % (program, label))
        english = set()
        for (program, label, language), (_, walkthrough, page, _) in outputs.items():
            if language == "en":
                english |= latin_words(walkthrough + " " + page)
        for (program, label, language), (answer, walkthrough, page, lang) in outputs.items():
            where = "%s %s, --lang %s" % (program, label, language)
            if answer != outputs[(program, label, "en")][0]:
                failures.append("%s: the answer differs from the English run's" % where)
            if lang != language:
                failures.append("%s: the page says <html lang=%r>" % (where, lang))
            if language == "ru":
                for part, text in (("walkthrough", walkthrough), ("page", page)):
                    left = sorted(w for w in latin_words(text) if not RUSSIAN_LATIN.match(w))
                    if left:
                        failures.append("%s: Latin words in the %s: %s" % (where, part, " ".join(left)))
            if language == "ro":
                for part, text in (("walkthrough", walkthrough), ("page", page)):
                    left = sorted(w for w in latin_words(text) & english
                                  if w not in SHARED_WITH_ROMANIAN and not LURD.match(w))
                    if left:
                        failures.append("%s: English words in the %s: %s" % (where, part, " ".join(left)))
    for failure in failures:
        print("FAIL: " + failure)
    print("languages: %d inputs in 3 languages (%d runs), %d English words known, %d failures"
          % (len(cases), runs, len(english), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
