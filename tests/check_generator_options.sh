#!/usr/bin/env bash
# What each generator option promises, and what each kind promises, beyond
# "valid and deterministic" (check_generators.sh): every usage error is exit 2
# with one line and no test; each option's bounds hold at and one past them;
# each option does what --help says (sizes, M, water, walls, distance,
# encoding); a number option takes leading zeros up to 9 digits. Of the kinds:
# CIV rails and roads are unbroken lines, walled targets are IMPOSSIBLE and
# not all in the corner, far-corner and open runs go corner to corner;
# Sokoban corridor boards are streets through a solid block, on-target crates
# start on a target; unsolvable «Хамелеон» boards have one letter replaced and
# are answered «Нет решения», distance-D boards are D moves from the goal;
# different seeds give different tests.
# Usage: check_generator_options.sh BIN_DIR
set -u
export LC_ALL=C.UTF-8  # letters, not bytes, for the «Хамелеон» checks
bin=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0 checks=0
fail() { failures=$((failures + 1)); echo "FAIL: $*"; }

# refused PROGRAM MESSAGE ARGS...: exit 2, nothing on stdout, exactly "PROGRAM: MESSAGE" on stderr.
refused() {
  local program=$1 message=$2
  shift 2
  checks=$((checks + 1))
  "$bin/$program" "$@" >"$tmp/out" 2>"$tmp/err"
  local status=$?
  [[ $status -eq 2 && ! -s $tmp/out && $(cat "$tmp/err") == "$program: $message" ]] ||
    fail "$program $*: exit $status, stderr '$(cat "$tmp/err")', expected '$program: $message'"
}
# made PROGRAM ARGS...: exit 0 with a test, into $tmp/test.
made() {
  local program=$1
  shift
  checks=$((checks + 1))
  "$bin/$program" "$@" >"$tmp/test" 2>"$tmp/err" && [[ -s $tmp/test && ! -s $tmp/err ]] ||
    { fail "$program $*: no test ($(cat "$tmp/err"))"; return 1; }
}

for program in civ-generate sokoban-generate chameleon-generate; do
  refused "$program" "--seed is required (try --help)"
  refused "$program" "--seed is required (try --help)" --kind random
  refused "$program" "expected --name value pairs, found '--seed' (try --help)" --seed
  refused "$program" "expected --name value pairs, found 'seed' (try --help)" seed 1
  refused "$program" "--seed needs a number from 0 to 10^19 - 1" --seed 12345678901234567890
  refused "$program" "--seed needs a number from 0 to 10^19 - 1" --seed -1
  refused "$program" "--seed needs a number from 0 to 10^19 - 1" --seed 1x
  refused "$program" "option --colour is unknown or does not apply to this kind (try --help)" --seed 1 --colour red
  made "$program" --seed 9999999999999999999
done
refused civ-generate "--kind takes one of random, rails, roads, serpentine, far-corner, walled, open, not 'nope'" --seed 1 --kind nope
refused civ-generate "--width takes a number from 2 to 100, not '1234567890'" --seed 1 --width 1234567890
refused civ-generate "--m takes a number from 1 to 3, not '9999999999'" --seed 1 --m 9999999999
refused civ-generate "--width takes a number from 2 to 100, not '1'" --seed 1 --width 1
refused civ-generate "--height takes a number from 2 to 100, not '101'" --seed 1 --height 101
refused civ-generate "--max-size takes a number from 2 to 100, not '1'" --seed 1 --max-size 1
refused civ-generate "--m takes a number from 1 to 3, not '4'" --seed 1 --m 4
refused civ-generate "--m takes a number from 1 to 3, not '0'" --seed 1 --m 0
refused civ-generate "--water takes a number from 0 to 100, not '101'" --seed 1 --water 101
refused civ-generate "--width takes a number from 2 to 100, not '-5'" --seed 1 --width -5
refused civ-generate "--kind walled needs a map at least 3 cells wide or high" --seed 1 --kind walled --width 2 --height 2
refused sokoban-generate "--n takes a number from 4 to 10, not '3'" --seed 1 --n 3
refused sokoban-generate "--n takes a number from 4 to 10, not '11'" --seed 1 --n 11
refused sokoban-generate "--max-size takes a number from 4 to 10, not '99999999999'" --seed 1 --max-size 99999999999
refused chameleon-generate "--distance takes a number from 0 to 31, not '32'" --seed 1 --kind distance --distance 32
refused chameleon-generate "--encoding takes one of utf8, cp1251, cp866, koi8r, not 'latin1'" --seed 1 --encoding latin1
refused chameleon-generate "option --distance is unknown or does not apply to this kind (try --help)" --seed 1 --kind random --distance 5

# CIV: the header "W H X1 Y1 X2 Y2 M" and the map.
header() { head -1 "$tmp/test"; }
made civ-generate --seed 3 --width 2 --height 100 && [[ $(header | cut -d' ' -f1,2) == "2 100" ]] || fail "--width 2 --height 100: $(header)"
made civ-generate --seed 3 --width 100 --height 2 --m 3 && [[ $(header | cut -d' ' -f1,2,7) == "100 2 3" ]] || fail "--width 100 --height 2 --m 3: $(header)"
for kind in random rails roads serpentine far-corner walled open; do
  largest=0
  for seed in $(seq 1 25); do
    made civ-generate --seed "$seed" --kind "$kind" --max-size 5 || continue
    read -r w h x1 y1 x2 y2 m <"$tmp/test"
    (( w <= 5 && h <= 5 )) || fail "$kind seed $seed: --max-size 5 gave ${w}x$h"
    (( w > largest )) && largest=$w
    (( h > largest )) && largest=$h
    case $kind in
      far-corner | open) [[ "$x1 $y1 $x2 $y2" == "1 1 $w $h" ]] || fail "$kind seed $seed: from ($x1,$y1) to ($x2,$y2) on ${w}x$h" ;;
      walled) [[ $("$bin/civ" "$tmp/test") == IMPOSSIBLE ]] || fail "walled seed $seed: answered $("$bin/civ" "$tmp/test")" ;;
    esac
    [[ $kind == open ]] && grep -q '\*\*' "$tmp/test" && fail "open seed $seed has water"
  done
  (( largest == 5 )) || fail "$kind: --max-size 5 never reached 5 (largest side $largest)"
done
# Rails and roads tests are networks of straight lines two or more cells long
# (rows, columns, diagonals), on a map with no other railway or road: every
# railway or road cell off the border has another one among its 8 neighbours.
isolated_link() {
  awk 'NR > 1 { row[NR - 1] = $0; height = NR - 1; width = length($0) / 2 }
    function link(x, y) { return x >= 1 && x <= width && y >= 1 && y <= height && substr(row[y], 2 * x, 1) ~ /[-=]/ }
    END {
      for (y = 2; y < height; ++y) for (x = 2; x < width; ++x) {
        if (!link(x, y)) continue
        joined = 0
        for (dy = -1; dy <= 1; ++dy) for (dx = -1; dx <= 1; ++dx) if ((dx || dy) && link(x + dx, y + dy)) joined = 1
        if (!joined) { print "(" x "," y ")"; exit }
      }
    }' "$tmp/test"
}
for kind in rails roads; do
  for seed in $(seq 1 25); do
    made civ-generate --seed "$seed" --kind "$kind" --max-size 12 || continue
    cell=$(isolated_link)
    [[ -z $cell ]] || fail "$kind seed $seed: the railway or road at $cell joins no other"
  done
done
# The smallest maps a walled target fits on (a 2x2 map has none). The target
# stays where it was drawn unless every cell touches it, so not all of them
# end up in the corner.
off_corner=0
for seed in $(seq 1 60); do
  made civ-generate --seed "$seed" --kind walled --max-size 3 || continue
  [[ $("$bin/civ" "$tmp/test") == IMPOSSIBLE ]] || fail "walled --max-size 3 seed $seed: answered $("$bin/civ" "$tmp/test")"
  [[ $(header | cut -d' ' -f5,6) != "1 1" ]] && off_corner=$((off_corner + 1))
done
(( off_corner >= 10 )) || fail "walled --max-size 3: only $off_corner of 60 targets are off the corner (1,1)"
refused civ-generate "--kind walled needs a map at least 3 cells wide or high" --seed 1 --kind walled --max-size 2
# Leading zeros are digits too, up to the 9 that any int holds.
made civ-generate --seed 5 --m 000000002 && [[ $(header | cut -d' ' -f7) == 2 ]] || fail "--m 000000002: $(header)"
for m in 1 2 3; do made civ-generate --seed 5 --m "$m" && [[ $(header | cut -d' ' -f7) == "$m" ]] || fail "--m $m: $(header)"; done
made civ-generate --seed 5 --water 0 --width 30 --height 30 && grep -q '\*\*' "$tmp/test" && fail "--water 0 has water"
made civ-generate --seed 5 --water 100 --width 30 --height 30 &&
  (( $(tail -n +2 "$tmp/test" | grep -o '\*\*' | wc -l) >= 30 * 30 - 2 )) || fail "--water 100: not all water but the ends"

# Sokoban: n, the positions and the matrix.
for seed in $(seq 1 25); do
  made sokoban-generate --seed "$seed" --max-size 6 && (( $(head -1 "$tmp/test") <= 6 )) || fail "--max-size 6, seed $seed: n = $(head -1 "$tmp/test")"
  made sokoban-generate --seed "$seed" --kind on-target &&
    [[ $(sed -n 3p "$tmp/test") == "$(sed -n 5p "$tmp/test")" ]] || fail "on-target seed $seed: crate 1 is not on target 1"
  made sokoban-generate --seed "$seed" --kind open && tail -n +7 "$tmp/test" | grep -q 1 && fail "open seed $seed has obstacles"
  made sokoban-generate --seed "$seed" --walls 0 && tail -n +7 "$tmp/test" | grep -q 1 && fail "--walls 0, seed $seed has obstacles"
done
# Corridor boards are streets (whole free rows or columns) cut through a solid block.
off_street() {
  awk 'NR > 6 { ++rows; for (c = 1; c <= NF; ++c) { wall[rows, c] = $c; if ($c == 0) { free_row[rows]++; free_col[c]++ } } }
    END {
      for (r = 1; r <= rows; ++r) for (c = 1; c <= rows; ++c) {
        if (wall[r, c] == 0 && free_row[r] < rows && free_col[c] < rows) { print "(" r - 1 ", " c - 1 ")"; exit }
      }
    }' "$tmp/test"
}
blocked=0
for seed in $(seq 1 25); do
  made sokoban-generate --seed "$seed" --kind corridor || continue
  cell=$(off_street)
  [[ -z $cell ]] || fail "corridor seed $seed: a free cell off every street at $cell"
  tail -n +7 "$tmp/test" | grep -q 1 && blocked=$((blocked + 1))
done
(( blocked >= 20 )) || fail "corridor: only $blocked of 25 boards have obstacles"
sizes=$(for seed in $(seq 1 25); do "$bin/sokoban-generate" --seed "$seed" --max-size 6 | head -1; done | sort -u | tr '\n' ' ')
[[ $sizes == *6* ]] || fail "--max-size 6 never gave n = 6: $sizes"
for n in 4 10; do made sokoban-generate --seed 2 --n "$n" && [[ $(head -1 "$tmp/test") == "$n" && $(tail -n +7 "$tmp/test" | wc -l) == "$n" ]] || fail "--n $n"; done

# «Хамелеон»: the goal board in each encoding, distances, unsolvable boards.
goal=$'ХАМ\nЕЛЕ\nОН \n'
for encoding in utf8:UTF-8 cp1251:CP1251 cp866:CP866 koi8r:KOI8-R; do
  made chameleon-generate --seed 1 --kind distance --distance 0 --encoding "${encoding%:*}" &&
    cmp -s "$tmp/test" <(printf '%s' "$goal" | iconv -f UTF-8 -t "${encoding#*:}") || fail "--encoding ${encoding%:*}: not the goal in ${encoding#*:}"
done
for distance in 1 2 7 19 28 31; do
  made chameleon-generate --seed "$distance" --kind distance --distance "$distance" &&
    [[ $("$bin/chameleon" "$tmp/test" | head -1) == "$distance" ]] || fail "--distance $distance: the answer is $("$bin/chameleon" "$tmp/test" | head -1)"
done
for seed in $(seq 1 30); do
  made chameleon-generate --seed "$seed" --kind unsolvable || continue
  [[ $("$bin/chameleon" "$tmp/test") == "Нет решения" ]] || fail "unsolvable seed $seed is solvable"
  letters=$(tr -d '\n ' <"$tmp/test" | grep -o . | sort | tr -d '\n')
  kept=$(comm -12 <(grep -o . <<<"$letters") <(grep -o . <<<"АЕЕЛМНОХ") | wc -l)
  [[ ${#letters} -eq 8 && $kept -eq 7 ]] || fail "unsolvable seed $seed: letters $letters, not ХАМЕЛЕОН with one replaced"
done

# Different seeds, different tests.
for program in civ-generate sokoban-generate chameleon-generate; do
  distinct=$(for seed in $(seq 1 20); do "$bin/$program" --seed "$seed" | sha256sum; done | sort -u | wc -l)
  (( distinct >= 18 )) || fail "$program: 20 seeds gave only $distinct different tests"
done
echo "generator options: $checks runs, $failures failed"
(( failures == 0 ))
