#!/usr/bin/env python3
"""The lines every statement opens with, in its language's customary form:
the input and output files, the time and the memory limit (Russian olympiads:
«Имя входного файла … Ограничение по памяти: 64 мегабайта»; Romanian ones:
«Fișierul de intrare … Limita de memorie: 16 MB»). tools/package.sh sets them
at the top of each statement and tools/polygon_package.sh hands the values to
olymp.sty's header; the limits themselves come from package.sh alone.

Usage: statement_header.py LANGUAGE SECONDS MEBIBYTES
  LANGUAGE: en, ru or ro. Prints four lines, each "label<TAB>value".
"""
import sys

LABELS = {
    "en": ("Input file", "Output file", "Time limit", "Memory limit"),
    "ru": ("Имя входного файла", "Имя выходного файла", "Ограничение по времени", "Ограничение по памяти"),
    "ro": ("Fișierul de intrare", "Fișierul de ieșire", "Limita de timp", "Limita de memorie"),
}
# The packages judge on standard input and output (problem.xml's empty
# input-file, Kattis' only way).
FILES = {
    "en": ("standard input", "standard output"),
    "ru": ("стандартный ввод", "стандартный вывод"),
    "ro": ("intrarea standard", "ieșirea standard"),
}


def russian_plural(count, one, few, many):
    """Russian agreement: 1, 21 секунда; 2, 3, 4, 22 секунды; 5, 11, 12 секунд."""
    if count % 10 == 1 and count % 100 != 11:
        return one
    if count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14):
        return few
    return many


def seconds_phrase(language, seconds):
    """'0.7 seconds', '2 секунды', '0,7 secunde', '1 secundă' (a fraction takes the few/plural form)."""
    whole = float(seconds).is_integer()
    count = int(float(seconds))
    shown = seconds if language == "en" else seconds.replace(".", ",")
    if language == "ru":
        return shown + " " + (russian_plural(count, "секунда", "секунды", "секунд") if whole else "секунды")
    if language == "ro":
        # Romanian puts «de» before the noun from 20 on (20 de secunde, 101 secunde).
        de = "de " if whole and (count % 100 >= 20 or (count >= 100 and count % 100 == 0)) else ""
        return shown + " " + de + ("secundă" if whole and count == 1 else "secunde")
    return shown + (" second" if whole and count == 1 else " seconds")


def memory_phrase(language, mebibytes):
    """'64 megabytes', '64 мегабайта', '16 мегабайт', '16 MB'."""
    count = int(mebibytes)
    if language == "ru":
        return mebibytes + " " + russian_plural(count, "мегабайт", "мегабайта", "мегабайт")
    if language == "ro":
        return mebibytes + " MB"
    return mebibytes + (" megabyte" if count == 1 else " megabytes")


def header(language, seconds, mebibytes):
    values = FILES[language] + (seconds_phrase(language, seconds), memory_phrase(language, mebibytes))
    return list(zip(LABELS[language], values))


def main():
    if len(sys.argv) != 4 or sys.argv[1] not in LABELS:
        sys.exit("usage: statement_header.py en|ru|ro SECONDS MEBIBYTES")
    for label, value in header(*sys.argv[1:]):
        print(label + "\t" + value)


if __name__ == "__main__":
    main()
