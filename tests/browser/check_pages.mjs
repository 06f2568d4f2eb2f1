// The --html pages in Debian's chromium, driven by playwright-core: each in
// standards mode, without script errors or stray text, at a phone's width on
// a phone; clicks the step control's buttons and reads what the page shows,
// hovers the map, and takes screenshots at 1280x1000 that measure_png.py
// measures with Pillow.
// Usage: node check_pages.mjs PLAYWRIGHT_CORE_DIR CHROMIUM PAGES_DIR SAMPLES_DIR
// PAGES_DIR holds PUZZLE-SAMPLE.html for the samples below (check_browser.sh
// writes them); screenshots go there too. Prints a line per page, FAIL lines
// for failures; exit 1 when any.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [playwrightDir, chromiumPath, pagesDir, samplesDir] = process.argv.slice(2);
const { chromium } = await import(path.join(playwrightDir, 'index.mjs'));
const measurer = path.join(path.dirname(fileURLToPath(import.meta.url)), 'measure_png.py');
const viewport = { width: 1280, height: 1000 };
let failures = 0;
const fail = (what) => { failures += 1; console.log(`FAIL: ${what}`); };
const expect = (what, found, wanted) => { if (found !== wanted) fail(`${what}: expected ${wanted}, found ${found}`); };
const sample = (puzzle, name, ext) => readFileSync(path.join(samplesDir, puzzle, `${name}.${ext}`), 'utf8');

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });

// A page of PUZZLE-SAMPLE.html in a fresh context; every request it makes
// other than the page itself fails the test (a page fetches nothing), and so
// does a script error, a page in quirks mode (no doctype first) or text
// where a browser would show it by accident (loose in the body, or in SVG
// outside a <text> or <title>).
async function open(puzzle, name, options = {}) {
  const context = await browser.newContext({ viewport, ...options });
  await context.clock.install();
  const page = await context.newPage();
  const url = `file://${path.join(pagesDir, `${puzzle}-${name}.html`)}`;
  await page.route('**/*', (route) => {
    if (route.request().url() !== url) fail(`${puzzle} ${name}: the page fetched ${route.request().url()}`);
    return route.request().url() === url ? route.continue() : route.abort();
  });
  page.on('pageerror', (error) => fail(`${puzzle} ${name}: script error: ${error.message}`));
  page.on('console', (message) => { if (message.type() === 'error') fail(`${puzzle} ${name}: console error: ${message.text()}`); });
  await page.goto(url);
  const { mode, stray } = await page.evaluate(() => {
    const loose = [];
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const inSvg = parent.namespaceURI === 'http://www.w3.org/2000/svg';
      if (node.textContent.trim() && (parent === document.body || (inSvg && !['text', 'tspan', 'title', 'style'].includes(parent.localName))))
        loose.push(`'${node.textContent.trim().slice(0, 20)}' in <${parent.localName}>`);
    }
    return { mode: document.compatMode, stray: loose };
  });
  expect(`${puzzle} ${name} rendering mode`, mode, 'CSS1Compat');
  if (stray.length) fail(`${puzzle} ${name}: stray text ${stray.join(', ')}`);
  return { page, close: () => context.close() };
}

// On a phone the page lays out at the phone's width (its viewport meta), not
// at a desktop width shrunk to fit.
async function phoneWidth(puzzle, name) {
  const { page, close } = await open(puzzle, name, { viewport: { width: 390, height: 844 }, isMobile: true });
  expect(`${puzzle} ${name} layout width on a 390-pixel phone`, await page.evaluate(() => document.documentElement.clientWidth), 390);
  await close();
}

// measure_png.py on a screenshot; its output, or a failure.
function measure(shot, ...checks) {
  try {
    return execFileSync('/usr/bin/python3', [measurer, shot, ...checks], { encoding: 'utf8' }).trim().replace(/\n/g, '; ');
  } catch (error) {
    fail(`${path.basename(shot)}: ${String(error.stdout || error.message).trim().replace(/\n/g, '; ')}`);
    return '';
  }
}

const inside = (box, area) => box && box.x >= area.x && box.y >= area.y &&
  box.x + box.width <= area.x + area.width && box.y + box.height <= area.y + area.height;
const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const screen = { x: 0, y: 0, ...viewport };
const box = (b) => [b.x, b.y, b.width, b.height].map((v) => v.toFixed(1)).join(',');

// The step control, by its buttons: "next" until it is disabled, then
// previous, first, last, and play (on a fake clock) to the end.
async function stepControl(page, what, moves) {
  const at = async () => Number(await page.locator('.stepper').getAttribute('data-at'));
  // The plan's moves marked current: board k shows the position after move k.
  const highlighted = async () => page.locator('.move').evaluateAll((ms) =>
    ms.map((m, i) => (m.classList.contains('current') ? String(i + 1) : '')).filter((i) => i).join(' '));
  const next = page.getByRole('button', { name: 'next' });
  let presses = 0;
  while (await next.isEnabled() && presses <= moves) { await next.click(); presses += 1; }
  expect(`${what} presses of next to the last board`, presses, moves);
  expect(`${what} board shown after them`, await at(), moves);
  expect(`${what} move highlighted on the last board`, await highlighted(), moves > 0 ? String(moves) : '');
  if (moves > 0) {
    await page.getByRole('button', { name: 'previous' }).click();
    expect(`${what} after previous`, await at(), moves - 1);
    expect(`${what} move highlighted after previous`, await highlighted(), moves > 1 ? String(moves - 1) : '');
  }
  await page.getByRole('button', { name: 'first' }).click();
  expect(`${what} after first`, await at(), 0);
  expect(`${what} move highlighted on the first board`, await highlighted(), '');
  expect(`${what} previous disabled at the start`, await page.getByRole('button', { name: 'previous' }).isDisabled(), true);
  await page.getByRole('button', { name: 'last' }).click();
  expect(`${what} after last`, await at(), moves);
  await page.getByRole('button', { name: 'first' }).click();
  await page.getByRole('button', { name: 'play' }).click();
  await page.clock.runFor((moves + 1) * 400);
  expect(`${what} after play`, await at(), moves);
  expect(`${what} play button after playing`, await page.getByRole('button', { name: 'play' }).textContent(), 'play');
}

// The lengths, in cells, of the roads and railways a CIV map's drawing
// should hold: a segment between every two neighbouring cells (diagonals
// too) that both carry one, a railway where both carry '='.
function connectionLengths(input) {
  const lines = input.replace(/\r/g, '').split('\n');
  const [width, height] = lines[0].split(' ').map(Number);
  const road = (x, y) => (x >= 0 && x < width && y < height ? lines[y + 1][2 * x + 1] : '.');
  const lengths = { roads: 0, railways: 0 };
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [-1, 1]]) {
        const [a, b] = [road(x, y), road(x + dx, y + dy)];
        if ('-='.includes(a) && '-='.includes(b)) lengths[a === '=' && b === '=' ? 'railways' : 'roads'] += dx && dy ? Math.SQRT2 : 1;
      }
  return lengths;
}

// CIV: the route and turn ends agree with the step table; the whole map,
// start and target in view; turn markers that overlap nothing; the roads and
// railways drawn as long as the map's; hovering the start names it.
async function civ(name) {
  const { page, close } = await open('civ', name);
  const steps = await page.locator('tr.step').count();
  expect(`civ ${name} route cells`, await page.locator('.route-cell').count(), steps + 1);
  // A ring where a turn ends (left 0), but at the target, which is the answer.
  const [, , , , tx, ty] = sample('civ', name, 'in').split(' ').map(Number);
  const turnEnds = await page.locator('tr.step').evaluateAll((rows, at) =>
    rows.filter((r) => r.cells[7].textContent === '0' && r.cells[2].textContent !== at).length, `(${tx},${ty})`);
  expect(`civ ${name} turn ends`, await page.locator('g.turn-end').count(), turnEnds);
  const map = await page.locator('svg.map').boundingBox();
  if (!inside(map, screen)) fail(`civ ${name}: the map (${box(map)}) is not all inside 1280x1000`);
  const start = await page.locator('.start circle').boundingBox();
  const target = await page.locator('.target circle').boundingBox();
  for (const [which, b] of [['start', start], ['target', target]])
    if (!inside(b, map)) fail(`civ ${name}: the ${which} marker (${b && box(b)}) is clipped by the map's edge`);
  // Markers: turn-end rings and their labels, start and target; none may overlap another.
  const rings = await page.locator('g.turn-end circle').evaluateAll((cs) => cs.map((c) => c.getBoundingClientRect().toJSON()));
  const labels = await page.locator('g.turn-end .label').evaluateAll((ls) => ls.map((l) => l.getBoundingClientRect().toJSON()));
  const marks = [...rings.map((b, i) => ({ b, what: `turn ring ${i + 1}` })), ...labels.map((b, i) => ({ b, what: `label ${i + 1}` })),
    { b: start, what: 'start' }, { b: target, what: 'target' }];
  for (let i = 0; i < marks.length; i += 1)
    for (let j = i + 1; j < marks.length; j += 1)
      if (overlap(marks[i].b, marks[j].b)) fail(`civ ${name}: ${marks[i].what} overlaps ${marks[j].what}`);
  const drawn = await page.evaluate(() => Object.fromEntries(['roads', 'railways'].map((kind) =>
    [kind, document.querySelector(`svg.map path.${kind}`)?.getTotalLength() ?? 0])));
  const wanted = connectionLengths(sample('civ', name, 'in'));
  for (const kind of ['roads', 'railways'])
    if (Math.abs(drawn[kind] - wanted[kind]) > 1e-3 * (1 + wanted[kind]))
      fail(`civ ${name}: ${kind} drawn ${drawn[kind].toFixed(3)} cells long, the map's come to ${wanted[kind].toFixed(3)}`);
  const fills = await page.locator('g.turn-end circle').evaluateAll((cs) => cs.filter((c) => c.getAttribute('fill') !== 'none').length);
  expect(`civ ${name} turn rings that hide their cell`, fills, 0);
  const [, , sx, sy] = sample('civ', name, 'in').split(' ').map(Number);
  const symbols = sample('civ', name, 'in').split('\n')[sy].substr(2 * (sx - 1), 2);
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  const tip = await page.locator('.tip').textContent();
  if (!tip.startsWith(`(${sx},${sy}) ${symbols} `)) fail(`civ ${name}: hovering the start shows '${tip}'`);
  const shot = path.join(pagesDir, `civ-${name}.png`);
  await page.screenshot({ path: shot });
  // From the screenshot: the target's colour where the target is, the route's red.
  const centre = { x: target.x + target.width / 4, y: target.y + target.height / 4, width: target.width / 2, height: target.height / 2 };
  const measured = measure(shot, ...(map.width > 600 ? ['--not-blank'] : []), '--colour', 'c1121f:200',
    '--region', `${box(centre)}:1d3557:4`);
  console.log(`  civ/${name}: ${steps} steps, ${turnEnds} turn ends (${labels.length} labelled), map ${box(map)}, target ${box(target)}, hover '${tip}'; ${measured}`);
  await close();
}

// Sokoban: a frame per position and a letter per move; the buttons step
// through them; the last board has the crates on the targets; the worker's
// trail since the last push and the crates' paths are drawn.
async function sokoban(name) {
  const { page, close } = await open('sokoban', name);
  const moves = Number(sample('sokoban', name, 'out'));
  expect(`sokoban ${name} frames`, await page.locator('figure.frame').count(), moves + 1);
  expect(`sokoban ${name} plan letters`, await page.locator('span.move').count(), moves);
  await stepControl(page, `sokoban ${name}`, moves);
  const lines = sample('sokoban', name, 'in').split('\n');
  const targets = [lines[4], lines[5]].map((l) => l.trim().split(/\s+/).join(',')).sort();
  const crates = (await page.locator('figure.frame.current .crate').evaluateAll((cs) => cs.map((c) => c.dataset.cell))).sort();
  expect(`sokoban ${name} crates on the last board`, crates.join(' '), targets.join(' '));
  // The trail and the crates' paths: on the last board, and on the board
  // after the longest run of walks (reached by clicking that move's letter).
  const plan = [...await page.locator('.plan').textContent()];
  const lastPush = (k) => Math.max(0, ...plan.slice(0, k).map((c, i) => (c < 'a' ? i + 1 : 0)));
  const walksBefore = (k) => k - lastPush(k);
  const longest = plan.reduce((best, _, i) => (walksBefore(i + 1) > walksBefore(best) ? i + 1 : best), 0);
  let trail = '', paths = 0;
  for (const k of [moves, longest]) {
    if (k > 0) await page.locator('span.move').nth(k - 1).click();
    expect(`sokoban ${name} board after clicking move ${k}`, Number(await page.locator('.stepper').getAttribute('data-at')), k);
    trail = await page.locator('figure.frame.current .trail').getAttribute('data-cells');
    expect(`sokoban ${name} trail cells on board ${k}`, trail.split(' ').length, walksBefore(k) + 1);
    paths = await page.locator('figure.frame.current .crate-path').evaluateAll((ps) =>
      ps.reduce((sum, p) => sum + p.dataset.cells.split(' ').length - 1, 0));
    expect(`sokoban ${name} crate path steps on board ${k}`, paths, plan.slice(0, k).filter((c) => c < 'a').length);
  }
  await page.getByRole('button', { name: 'last' }).click();
  const shot = path.join(pagesDir, `sokoban-${name}.png`);
  await page.screenshot({ path: shot });
  console.log(`  sokoban/${name}: ${moves} moves by the buttons; on board ${longest}, after the longest walk, a trail of ${trail.split(' ').length} cells and crate paths of ${paths} steps; ${measure(shot, '--not-blank', '--colour', '2a9d8f:500')}`);
  await close();
}

// Without script every board shows, one after another, and the controls stay hidden.
async function sokobanWithoutScript(name) {
  const { page, close } = await open('sokoban', name, { javaScriptEnabled: false });
  const moves = Number(sample('sokoban', name, 'out'));
  const visible = await page.locator('figure.frame').evaluateAll((fs) => fs.filter((f) => f.getBoundingClientRect().height > 0).length);
  expect(`sokoban ${name} without script: boards shown`, visible, moves + 1);
  expect(`sokoban ${name} without script: controls hidden`, await page.locator('.controls').isHidden(), true);
  console.log(`  sokoban/${name} without script: ${visible} boards shown, controls hidden`);
  await close();
}

// «Хамелеон»: a frame per position, in Cyrillic whatever the input's
// encoding; the last board is ХАМ ЕЛЕ ОН_.
async function chameleon(name) {
  const { page, close } = await open('chameleon', name);
  const moves = Number(sample('chameleon', name, 'out').split('\n')[0]);
  expect(`chameleon ${name} frames`, await page.locator('figure.frame').count(), moves + 1);
  expect(`chameleon ${name} plan moves`, await page.locator('li.move').count(), moves);
  await stepControl(page, `chameleon ${name}`, moves);
  const letters = (await page.locator('figure.frame.current svg > text').allTextContents()).join('');  // the tiles, not the edge numbers
  expect(`chameleon ${name} last board`, letters, 'ХАМЕЛЕОН');
  const shot = path.join(pagesDir, `chameleon-${name}.png`);
  await page.screenshot({ path: shot });
  console.log(`  chameleon/${name}: ${moves} moves by the buttons to ${letters}; ${measure(shot, '--not-blank', '--colour', 'ffd166:3000')}`);
  await close();
}

async function pageWith(puzzle, name, selector, what) {
  const { page, close } = await open(puzzle, name);
  const found = await page.locator(selector).count();
  if (found === 0) fail(`${puzzle} ${name}: ${what} missing`);
  const shot = path.join(pagesDir, `${puzzle}-${name}.png`);
  await page.screenshot({ path: shot });
  console.log(`  ${puzzle}/${name}: ${what}; ${measure(shot, '--colour', '1d2330:100')}`);
  await close();
}

for (const name of ['statement', 'worked4_rail_road_mix', 'mixed_100x100']) await civ(name);
await pageWith('civ', 'walled_off_by_water', 'g.reachable path.reach-edge', 'the reachable cells outlined, no route');

// An IMPOSSIBLE map keeps every cell's terrain: in the screenshot the middle
// of each cell without a marker is its terrain's own colour (no tint), and
// the x and y numbers stand above and left of the map, in view.
{
  const { page, close } = await open('civ', 'walled_off_by_water');
  const input = sample('civ', 'walled_off_by_water', 'in').split('\n');
  const [width, height, sx, sy, tx, ty] = input[0].split(' ').map(Number);
  const colours = { '*': '6fa8dc', 1: 'd9ecc0', 2: 'e8cf8a', 3: 'b49a86' };
  const boxes = await page.evaluate(([w, h]) => {
    const map = document.querySelector('svg.map'), matrix = map.getScreenCTM(), cells = [];
    for (let y = 0; y < h; y += 1) for (let x = 0; x < w; x += 1) {
      const a = new DOMPoint(x + 0.3, y + 0.3).matrixTransform(matrix), b = new DOMPoint(x + 0.7, y + 0.7).matrixTransform(matrix);
      cells.push([x, y, a.x, a.y, b.x - a.x, b.y - a.y]);
    }
    return cells;
  }, [width, height]);
  const shot = path.join(pagesDir, 'civ-walled_off_by_water-terrain.png');
  await page.screenshot({ path: shot });
  const regions = boxes.filter(([x, y]) => !(x + 1 === sx && y + 1 === sy) && !(x + 1 === tx && y + 1 === ty))
    .flatMap(([x, y, left, top, w, h]) => ['--region', `${left.toFixed(1)},${top.toFixed(1)},${w.toFixed(1)},${h.toFixed(1)}:${colours[input[y + 1][2 * x]]}:${Math.floor(0.8 * w * h)}`]);
  const measured = measure(shot, ...regions);
  const numbers = await page.locator('svg.map .edge-numbers text').evaluateAll((texts) => texts.map((t) => {
    const b = t.getBoundingClientRect();
    return { text: t.textContent, anchor: t.getAttribute('text-anchor'), x: b.x, y: b.y, right: b.right, bottom: b.bottom };
  }));
  const map = await page.evaluate(() => { const m = document.querySelector('svg.map'); const a = new DOMPoint(0, 0).matrixTransform(m.getScreenCTM()); return { x: a.x, y: a.y }; });
  expect('walled_off_by_water: x from 1 along the top', numbers.filter((n) => n.anchor === 'middle').map((n) => n.text).join(' '), Array.from({ length: width }, (_, i) => i + 1).join(' '));
  expect('walled_off_by_water: y from 1 down the left', numbers.filter((n) => n.anchor === 'end').map((n) => n.text).join(' '), Array.from({ length: height }, (_, i) => i + 1).join(' '));
  if (!numbers.every((n) => (n.anchor === 'middle' ? n.bottom <= map.y + 1 : n.right <= map.x + 1) && n.x >= 0 && n.y >= 0))
    fail('walled_off_by_water: an edge number lies over the map or off the page');
  console.log(`  civ/walled_off_by_water: every cell's middle in its terrain's colour, numbered edges; ${measured.split('; ')[0]}`);
  await close();
}
// Every edge number of every drawing whole, at every window size: inside
// its drawing (none cut at its edge, as "100" once was) and, on a CIV map,
// clear of the map and of any outline round the cells the unit reaches (a
// stroke 0.2 of a cell wide along the map's edge reaches 0.1 beyond it).
async function edgeNumbersWhole(puzzle, name) {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 1920, height: 1080 }, { width: 800, height: 600 }]) {
    const { page, close } = await open(puzzle, name, { viewport });
    const bad = await page.evaluate(() => {
      const found = [];
      for (const svg of document.querySelectorAll('svg')) {
        const drawing = svg.getBoundingClientRect();
        if (drawing.width === 0) continue;  // a board of another step, hidden
        const rows = svg.dataset.rows ? svg.dataset.rows.split('|') : null;  // a CIV map's rows
        for (const number of svg.querySelectorAll('.edge-numbers text')) {
          const box = number.getBoundingClientRect();
          if (box.left < drawing.left - 0.5 || box.right > drawing.right + 0.5 || box.top < drawing.top - 0.5 || box.bottom > drawing.bottom + 0.5)
            found.push(`'${number.textContent}' cut at the drawing's edge`);
          if (rows) {
            const b = number.getBBox(), w = rows[0].length / 2, h = rows.length;
            if (b.x < w + 0.1 && b.x + b.width > -0.1 && b.y < h + 0.1 && b.y + b.height > -0.1) found.push(`'${number.textContent}' over the map or its outline`);
          }
        }
      }
      return found;
    });
    if (bad.length) fail(`${puzzle}/${name} at ${viewport.width}x${viewport.height}: ${bad.slice(0, 3).join(', ')}`);
    await close();
  }
  console.log(`  ${puzzle}/${name}: every edge number whole and clear of the map at 1280x800, 1920x1080 and 800x600`);
}
for (const [puzzle, name] of [['civ', 'mixed_100x100'], ['civ', 'walled_off_100x100'], ['civ', 'walled_off_by_water'], ['sokoban', 'open_10x10_longest'], ['chameleon', 'longest_31_a']])
  await edgeNumbersWhole(puzzle, name);
for (const name of ['statement_two_pushes', 'open_10x10_longest']) await sokoban(name);
await sokobanWithoutScript('statement_two_pushes');
await pageWith('sokoban', 'unsolvable_10x10_costliest', 'p.note.why', 'one board and the reason');
for (const name of ['statement_cp866', 'longest_31_a']) await chameleon(name);
await pageWith('chameleon', 'wrong_letter_koi8r', 'text=Нет решения', 'Нет решения');
for (const [puzzle, name] of [['civ', 'statement'], ['sokoban', 'statement_two_pushes'], ['chameleon', 'statement_cp866']])
  await phoneWidth(puzzle, name);
await browser.close();
process.exit(failures > 0 ? 1 : 0);
