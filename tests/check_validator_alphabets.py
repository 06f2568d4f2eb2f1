#!/usr/bin/env python3
"""Each validator accepts exactly its statement's symbols, checked symbol by
symbol against the alphabets written out here and Python's own codecs:

- chameleon-validate: in a valid board, one tile replaced by every code point
  from U+0000 to U+00FF and from U+0370 (Greek) to U+052F (Cyrillic), and
  by a few beyond (UTF-8), and by every byte from
  0x00 to 0xFF in a CP1251, a CP866 and a KOI8-R board: valid exactly when it
  is a capital of the statement's alphabet, А to Я and Ё, in that encoding
  (lower case, neighbouring code points and other Cyrillic letters refused);
- civ-validate: every byte as a cell's terrain and as its road: valid exactly
  for 1, 2, 3 before ., -, = and for ** (water);
- sokoban-validate: every byte in place of a matrix value: valid exactly for
  0 and 1.

Usage: check_validator_alphabets.py BIN_DIR
"""
import os
import subprocess
import sys
import tempfile

CAPITALS = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯ"  # the «Хамелеон» statement's tiles
ENCODINGS = {"cp1251": "cp1251", "cp866": "cp866", "koi8r": "koi8_r"}


def valid(validator, data, folder):
    path = os.path.join(folder, "test.in")
    with open(path, "wb") as test:
        test.write(data)
    return subprocess.run([validator, path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0


def chameleon_cases():
    """(what, bytes, expected valid) with the tile Л (row 2, column 2) replaced."""
    board = "ХАМ\nЕ{}Е\nОН \n"
    code_points = list(range(0x0000, 0x0100)) + list(range(0x0370, 0x0530)) + [0x1E9E, 0x2010, 0xFEFF, 0xFF21, 0x1F600]
    for code in code_points:
        if 0xD800 <= code <= 0xDFFF:
            continue
        symbol = chr(code)
        yield "U+%04X in UTF-8" % code, board.format(symbol).encode("utf-8"), symbol in CAPITALS
    for name, codec in ENCODINGS.items():
        for byte in range(256):
            data = board.format("\0").encode(codec).replace(b"\0", bytes([byte]))
            decoded = bytes([byte]).decode(codec, errors="replace")
            yield "byte 0x%02X in %s" % (byte, name), data, decoded in CAPITALS


def civ_cases():
    """(what, bytes, expected valid): the first cell of a 2×2 map."""
    for byte in range(256):
        symbol = bytes([byte])
        for what, cell, expected in (
                ("terrain", symbol + b".", symbol in (b"1", b"2", b"3")),
                ("road", b"1" + symbol, symbol in (b".", b"-", b"=")),
                ("water's second", b"*" + symbol, symbol == b"*"),
                ("water's first", symbol + b"*", symbol == b"*")):
            yield "byte 0x%02X as the %s" % (byte, what), b"2 2 2 2 2 2 1\n" + cell + b"1.\n1.1.\n", expected


def sokoban_cases():
    """(what, bytes, expected valid): the matrix value at row 3, column 0."""
    for byte in range(256):
        symbol = bytes([byte])
        matrix = b"0 0 0 0\n0 0 0 0\n0 0 0 0\n" + symbol + b" 0 0 0\n"
        yield "byte 0x%02X as a value" % byte, b"4\n0 0\n1 1\n1 2\n2 1\n2 2\n" + matrix, symbol in (b"0", b"1")


def main():
    bin_dir = sys.argv[1]
    failures = checked = 0
    with tempfile.TemporaryDirectory() as folder:
        for program, cases in (("chameleon-validate", chameleon_cases()), ("civ-validate", civ_cases()),
                               ("sokoban-validate", sokoban_cases())):
            for what, data, expected in cases:
                checked += 1
                if valid(os.path.join(bin_dir, program), data, folder) != expected:
                    failures += 1
                    print("FAIL: %s: %s is %s" % (program, what, "refused" if expected else "accepted"))
    print("validator alphabets: %d symbols tried, %d wrong" % (checked, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
