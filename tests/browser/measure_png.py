#!/usr/bin/python3
"""What a screenshot shows, measured with Pillow (Debian's python3-pil), for
the browser tests: its size, how many colours, the share of pixels off the
most common (background) colour, and checks of given colours and regions.

Usage: measure_png.py FILE [--not-blank] [--colour RRGGBB:MIN]... [--region X,Y,W,H:RRGGBB:MIN]...
  --not-blank   at least 16 colours and 3% of the pixels off the background
  --colour      at least MIN pixels of that colour in the whole image
  --region      at least MIN pixels of that colour inside the box (CSS pixels,
                the screenshot's scale); the box must lie inside the image
Prints "WxH colours=N other=P%" and a line per check; exit 0 when every check
holds, 1 when one fails, 2 when the file is not an image Pillow reads.
"""
import argparse
import sys
from collections import Counter

from PIL import Image, UnidentifiedImageError


def colour(text):
    value = int(text, 16)
    return (value >> 16 & 255, value >> 8 & 255, value & 255)


def count_colour(image, box, wanted):
    return sum(1 for pixel in image.crop(box).getdata() if pixel == wanted)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("file")
    parser.add_argument("--not-blank", action="store_true")
    parser.add_argument("--colour", action="append", default=[])
    parser.add_argument("--region", action="append", default=[])
    args = parser.parse_args()
    try:
        image = Image.open(args.file).convert("RGB")
    except (OSError, UnidentifiedImageError) as error:
        print(f"{args.file}: not an image: {error}", file=sys.stderr)
        return 2
    histogram = Counter(image.getdata())
    background = histogram.most_common(1)[0][1]
    other = 100.0 * (image.width * image.height - background) / (image.width * image.height)
    print(f"{image.width}x{image.height} colours={len(histogram)} other={other:.1f}%")
    failed = False
    if args.not_blank and (len(histogram) < 16 or other < 3):
        print("blank: fewer than 16 colours or under 3% of the pixels off the background")
        failed = True
    for check in args.colour:
        hex_colour, minimum = check.split(":")
        found = histogram.get(colour(hex_colour), 0)
        print(f"{hex_colour} {found}")
        failed |= found < int(minimum)
    for check in args.region:
        box_text, hex_colour, minimum = check.split(":")
        x, y, width, height = (round(float(v)) for v in box_text.split(","))
        inside = x >= 0 and y >= 0 and x + width <= image.width and y + height <= image.height
        found = count_colour(image, (x, y, x + width, y + height), colour(hex_colour)) if inside else 0
        print(f"region {box_text} {hex_colour} {found}" + ("" if inside else " (outside the image)"))
        failed |= not inside or found < int(minimum)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
