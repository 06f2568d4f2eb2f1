#!/usr/bin/python3
"""Assembles the playground: one self-contained index.html holding the page,
its script (the files of SCRIPTS, in order) and style, the three solvers as WebAssembly (emscripten's glue and
each .wasm, base64), every sample of samples/ and each puzzle's statement
in each language (src/<puzzle>/statement*.md, as HTML by pandoc), so that
it opens from a file:// URL and fetches nothing.

Usage: assemble.py OUT_DIR PAGE_DIR SAMPLES_DIR SOURCE_DIR PUZZLE=GLUE.js,MODULE.wasm...
"""
import base64
import json
import pathlib
import re
import subprocess
import sys


# The page's script, one concern a file, in the order they build on each
# other: helpers, the page's words, the solvers and encodings, the text's fields, the board,
# each puzzle's editor, undo, and the page that joins them.
SCRIPTS = ["dom.js", "words.js", "runner.js", "encodings.js", "text_fields.js", "canvas_board.js",
           "civ.js", "sokoban.js", "chameleon.js", "history.js", "page.js"]


def script(text):
    """Text for an inline <script>: a "</script" inside would end it early."""
    return text.replace("</script", "<\\/script")


def statement_html(source_dir, puzzle, language):
    """The statement as a contestant reads it: its title, and its text in HTML
    without the repository's notes between "<!-- contestants: leave out from
    here -->" and "... to here", as tools/package.sh's contestant_text leaves
    them out of the packages."""
    name = "statement.md" if language == "en" else f"statement.{language}.md"
    title, text = (source_dir / puzzle / name).read_text(encoding="utf-8").split("\n", 1)
    text = re.sub(r"<!-- contestants: leave out from here -->.*?<!-- contestants: leave out to here -->\n?", "",
                  text, flags=re.S)
    html = subprocess.run(["pandoc", "--from", "markdown-auto_identifiers", "--to", "html5"], input=text,
                          capture_output=True, text=True, check=True).stdout
    return {"title": title.removeprefix("# "), "html": html}


def main():
    out_dir, page_dir, samples_dir, source_dir = (pathlib.Path(arg) for arg in sys.argv[1:5])
    glue, modules, samples, statements = [], {}, {}, {}
    for solver in sys.argv[5:]:
        puzzle, files = solver.split("=", 1)
        js, wasm = (pathlib.Path(name) for name in files.split(","))
        glue.append(script(js.read_text(encoding="utf-8")))
        modules[puzzle] = base64.b64encode(wasm.read_bytes()).decode("ascii")
        samples[puzzle] = [
            [path.stem, base64.b64encode(path.read_bytes()).decode("ascii")]
            for path in sorted((samples_dir / puzzle).glob("*.in"))
        ]
        statements[puzzle] = {language: statement_html(source_dir, puzzle, language) for language in ("en", "ru", "ro")}
    page = (page_dir / "page.html").read_text(encoding="utf-8")
    parts = {
        "/*@STYLE@*/": (page_dir / "playground.css").read_text(encoding="utf-8"),
        "/*@SOLVERS@*/": "\n".join(glue),
        "/*@DATA@*/": "const PLAYGROUND_DATA = " + script(json.dumps({"modules": modules, "samples": samples, "statements": statements},
                                                                  ensure_ascii=False)) + ";",
        "/*@SCRIPT@*/": script("\n".join((page_dir / name).read_text(encoding="utf-8") for name in SCRIPTS)),
    }
    for marker, text in parts.items():
        if page.count(marker) != 1:
            sys.exit(f"assemble.py: {marker} occurs {page.count(marker)} times in page.html, not once")
        page = page.replace(marker, text)
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "index.html").write_text(page, encoding="utf-8")
    print(f"playground: {out_dir / 'index.html'}, {len(page.encode('utf-8')):,} bytes")


if __name__ == "__main__":
    main()
