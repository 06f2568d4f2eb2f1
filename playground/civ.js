// CIV's editor: the map as the program read it (its --fields: the seven
// numbers of the header and each row's 2*W cells), its tools, and each edit
// as the bytes it changes: a cell is its two characters, the start or M its
// number, a new width or height the header's numbers and the rows' cells.
'use strict';

// The pictures' colours (src/civ/main.cpp's --html), so that the editor, the
// picture and the legend draw each thing alike.
const CIV_COLOURS = { '*': '#6fa8dc', 1: '#d9ecc0', 2: '#e8cf8a', 3: '#b49a86', road: '#8a4b1f', rail: '#23262f', start: '#2d6a4f', target: '#1d3557' };
const CIV_CELLS = new Set(['**', '1.', '1-', '1=', '2.', '2-', '2=', '3.', '3-', '3=']);
const EIGHT = [[-1, -1], [0, -1], [1, -1], [-1, 0], [1, 0], [-1, 1], [0, 1], [1, 1]];
const CIV_HEADER = ['W', 'H', 'X1', 'Y1', 'X2', 'Y2', 'M'];

const civ = {
  // Each tool: its symbol, its name (the tests' handle), its word (words.js).
  tools: [['1', 'plains', 'plains'], ['2', 'hills', 'hills'], ['3', 'mountains', 'mountains'], ['*', 'water', 'water'],
    ['-', 'road', 'road'], ['=', 'railway', 'railway'], ['.', 'no road', 'noRoad'], ['S', 'start', 'start'], ['T', 'target', 'target']],
  tool: '2',
  zoom: 'fit',
  // The model of an accepted text: the numbers, and the cells row by row.
  read(bytes, fields) {
    const [w, h, x1, y1, x2, y2, m] = CIV_HEADER.map((name) => numberOf(bytes, fields.get(name)));
    const cells = Array.from({ length: h }, (_, y) => {
      const row = asciiOf(bytes, fields.get(`row ${y + 1}`));
      return Array.from({ length: w }, (_, x) => row.substr(2 * x, 2));
    });
    return { w, h, start: [x1, y1], target: [x2, y2], m, cells };
  },
  // The edit that gives cell (x, y), 1-based, the tool's mark: the model
  // after it and its bytes; null when the cell already has it.
  apply(p, fields, x, y) {
    if (this.tool === 'S' || this.tool === 'T') {
      const [key, names] = this.tool === 'S' ? ['start', ['X1', 'Y1']] : ['target', ['X2', 'Y2']];
      if (p[key][0] === x && p[key][1] === y) return null;
      return { model: { ...p, [key]: [x, y] }, edits: [numberEdit(fields, names[0], x), numberEdit(fields, names[1], y)] };
    }
    const cell = p.cells[y - 1][x - 1];
    let made;
    if ('123'.includes(this.tool)) made = this.tool + (cell[0] === '*' ? '.' : cell[1]);
    else if (this.tool === '*') made = '**';
    else made = cell[0] + this.tool;
    if (made === cell) return null;
    const cells = p.cells.slice();
    cells[y - 1] = cells[y - 1].slice();
    cells[y - 1][x - 1] = made;
    const row = fields.get(`row ${y}`);
    return { model: { ...p, cells }, edits: [{ offset: row.offset + 2 * (x - 1), length: 2, bytes: ascii(made) }],
      check: !CIV_CELLS.has(made) };  // a road on water: the program says why not
  },
  // A new width or height, as typed: the header's number and the rows'
  // cells (new ones plains, rows beyond the height removed, new rows added
  // in the text's line ends); a start or target outside the new map is
  // moved onto its edge. The program judges the result before it is taken.
  resize(p, fields, bytes, name, typed) {
    const w = name === 'W' ? Number(typed) : p.w, h = name === 'H' ? Number(typed) : p.h;
    const edits = [{ offset: fields.get(name).offset, length: fields.get(name).length, bytes: ascii(typed) }];
    const sane = (n) => clamp(Number.isInteger(n) ? n : 0, 0, 200);  // rows for a value the program will refuse stay small
    const cellsW = sane(w), rowsH = sane(h);
    for (const [names, at] of [[['X1', 'Y1'], p.start], [['X2', 'Y2'], p.target]]) {
      if (at[0] > cellsW && cellsW >= 1) edits.push(numberEdit(fields, names[0], cellsW));
      if (at[1] > rowsH && rowsH >= 1) edits.push(numberEdit(fields, names[1], rowsH));
    }
    const rowText = (y) => Array.from({ length: cellsW }, (_, x) => (p.cells[y] && p.cells[y][x]) || '1.').join('');
    for (let y = 0; y < Math.min(p.h, rowsH); y += 1) {
      const row = fields.get(`row ${y + 1}`);
      edits.push({ offset: row.offset, length: row.length, bytes: ascii(rowText(y)) });
    }
    const last = fields.get(`row ${p.h}`), newline = newlineOf(bytes);
    if (rowsH < p.h) {
      const from = lineEnd(bytes, fields.get(`row ${Math.max(rowsH, 1)}`).offset) + 1;
      const to = Math.min(bytes.length, lineEnd(bytes, last.offset) + 1);
      if (rowsH >= 1 && from < to) edits.push({ offset: from, length: to - from, bytes: new Uint8Array() });
    } else if (rowsH > p.h) {
      const added = Array.from({ length: rowsH - p.h }, (_, k) => rowText(p.h + k)).join(newline);
      const place = afterLine(bytes, last.offset);
      edits.push({ offset: place.offset, length: 0, bytes: ascii(place.newlineFirst ? newline + added : added + newline) });
    }
    return { model: null, edits, check: true };
  },
  controls(p, edit) {
    const zoom = el('select', { 'aria-label': say('cellSize'), onchange: (event) => { this.zoom = event.target.value; drawBoard(); } },
      ...['fit', '8', '12', '16', '24'].map((size) => el('option', { value: size }, size === 'fit' ? say('fitWindow') : say('pixels', size))));
    zoom.value = this.zoom;
    const header = (label, name, value) => numberField(label, value, (typed) => (name === 'M'
      ? { model: null, edits: [{ offset: state.fields.get('M').offset, length: state.fields.get('M').length, bytes: ascii(typed) }], check: true }
      : this.resize(state.model, state.fields, state.bytes, name, typed)));
    return [
      header(say('width'), 'W', p.w), header(say('height'), 'H', p.h), header('M', 'M', p.m),
      el('label', {}, `${say('cells')} `, zoom),
      ...this.tools.map(([tool, name, word]) => el('button', {
        type: 'button', class: 'tool', 'aria-pressed': String(this.tool === tool), 'data-tool': name,
        onclick: (event) => {
          this.tool = tool;
          for (const button of event.target.parentNode.querySelectorAll('.tool')) button.setAttribute('aria-pressed', String(button === event.target));
        },
      }, say(word))),
    ];
  },
  // Roads and railways as the picture draws them: a line between the
  // centres of two neighbouring cells that both carry one (railway when both
  // carry '='), a dot on a cell that joins none. Here the halves of those
  // lines that start at cells (x, y) with X0 <= x <= X1, Y0 <= y <= Y1.
  connections(p, x0, y0, x1, y1) {
    const kind = (x, y) => (x >= 0 && y >= 0 && x < p.w && y < p.h ? p.cells[y][x][1] : '*');
    const found = { roads: [], rails: [], dots: [] };
    for (let y = Math.max(0, y0); y <= Math.min(p.h - 1, y1); y += 1) {
      for (let x = Math.max(0, x0); x <= Math.min(p.w - 1, x1); x += 1) {
        const here = kind(x, y);
        if (here !== '-' && here !== '=') continue;
        let joined = false;
        for (const [dx, dy] of EIGHT) {
          const there = kind(x + dx, y + dy);
          if (there !== '-' && there !== '=') continue;
          joined = true;
          (here === '=' && there === '=' ? found.rails : found.roads).push([x, y, dx, dy]);
        }
        if (!joined) found.dots.push([x, y, here]);
      }
    }
    return found;
  },
  // Draws what connections() found, the board's top left corner at (LEFT, TOP).
  drawConnections(ctx, { roads, rails, dots }, left, top, size) {
    const centre = (v, origin) => origin + (v + 0.5) * size;
    const stroke = (segments, colour, width, dash) => {
      if (!segments.length) return;
      ctx.beginPath();
      for (const [x, y, dx, dy] of segments) {
        ctx.moveTo(centre(x, left), centre(y, top));
        ctx.lineTo(centre(x + dx / 2, left), centre(y + dy / 2, top));
      }
      ctx.strokeStyle = colour;
      ctx.lineWidth = Math.max(1, width * size);
      ctx.setLineDash(dash ? [0.12 * size, 0.12 * size] : []);
      ctx.lineCap = dash ? 'butt' : 'round';
      ctx.stroke();
    };
    stroke(roads, CIV_COLOURS.road, 0.16);
    stroke(rails, CIV_COLOURS.rail, 0.26);
    stroke(rails, '#fff', 0.08, true);
    ctx.setLineDash([]);
    for (const [x, y, what] of dots) {
      ctx.beginPath();
      ctx.arc(centre(x, left), centre(y, top), Math.max(1, 0.16 * size), 0, 2 * Math.PI);
      ctx.fillStyle = what === '=' ? CIV_COLOURS.rail : CIV_COLOURS.road;
      ctx.fill();
    }
  },
  drawMarkers(p, ctx, left, top, size, onlyAt) {
    for (const [at, colour, label] of [[p.start, CIV_COLOURS.start, 'S'], [p.target, CIV_COLOURS.target, 'T']]) {
      if (!onlyAt || (Math.abs(at[0] - 1 - onlyAt[0]) <= 1 && Math.abs(at[1] - 1 - onlyAt[1]) <= 1)) disc(ctx, left + (at[0] - 1) * size, top + (at[1] - 1) * size, size, colour, label);
    }
  },
  // One cell, clipped to its square: its terrain, the road and railway lines
  // that cross it (those of its neighbours too, for the corners they cut),
  // and the start or target disc.
  drawCell(p, ctx, c, r, left, top, size) {
    ctx.fillStyle = CIV_COLOURS[p.cells[r][c][0]];
    ctx.fillRect(left, top, size, size);
    const boardLeft = left - c * size, boardTop = top - r * size;
    this.drawConnections(ctx, this.connections(p, c - 1, r - 1, c + 1, r + 1), boardLeft, boardTop, size);
    this.drawMarkers(p, ctx, boardLeft, boardTop, size, [c, r]);
  },
  // The whole map in one pass: the terrain a colour at a time, then the lines, then the markers.
  drawAll(p, ctx, left, top, size) {
    for (const terrain of ['*', '1', '2', '3']) {
      ctx.beginPath();
      for (let y = 0; y < p.h; y += 1) for (let x = 0; x < p.w; x += 1) if (p.cells[y][x][0] === terrain) ctx.rect(left + x * size, top + y * size, size, size);
      ctx.fillStyle = CIV_COLOURS[terrain];
      ctx.fill();
    }
    this.drawConnections(ctx, this.connections(p, 0, 0, p.w - 1, p.h - 1), left, top, size);
    this.drawMarkers(p, ctx, left, top, size, null);
  },
  board(p, edit) {
    const cell = this.zoom === 'fit' ? fittingCell(p.w, p.h, 3, 48) : Number(this.zoom);
    const board = new CanvasBoard({ columns: p.w, rows: p.h, cell, first: 1, name: say('theMap'), drawCell: (...a) => this.drawCell(state.model, ...a), drawAll: (...a) => this.drawAll(state.model, ...a) });
    let last = null;
    // A drag paints every cell on the line from the last cell to this one,
    // so that a fast pointer skips none; a cell the program would refuse
    // (a road on water) is left as it is, and the first such cell of the
    // drag asked of the program, whose reason stays shown until the next edit.
    let asked = false;
    const paintTo = ([c, r]) => {
      if (!state.fields) return;  // the text changed under the drag and is not read yet (or is refused)
      const [c0, r0] = last || [c, r];
      const steps = Math.max(Math.abs(c - c0), Math.abs(r - r0));
      let model = state.model;
      const edits = new Map();  // by offset: a later cell of the drag (the start, dragged) overrides an earlier one
      for (let i = last ? 1 : 0; i <= steps; i += 1) {
        const x = c0 + Math.round(((c - c0) * i) / (steps || 1)) + 1, y = r0 + Math.round(((r - r0) * i) / (steps || 1)) + 1;
        const made = this.apply(model, state.fields, x, y);
        if (!made) continue;
        if (made.check) {
          if (!asked) { asked = true; edit(made); }
        } else {
          model = made.model;
          for (const e of made.edits) edits.set(e.offset, e);
        }
      }
      last = [c, r];
      if (edits.size) edit({ model, edits: [...edits.values()] });
    };
    board.canvas.addEventListener('pointerdown', (event) => {
      const at = board.cellAt(event);
      if (!at) return;
      event.preventDefault();
      board.canvas.setPointerCapture(event.pointerId);
      last = null;
      asked = false;
      if (!startGesture(event)) return;
      paintTo(at);
    });
    board.canvas.addEventListener('pointermove', (event) => {
      if (last === null) return;
      const at = board.cellAt(event);
      if (!at || (at[0] === last[0] && at[1] === last[1])) return;
      markEdit(event);
      paintTo(at);
    });
    const end = () => { last = null; };
    board.canvas.addEventListener('pointerup', end);
    board.canvas.addEventListener('pointercancel', end);
    return board;
  },
  // The cells whose drawing differs between two models of one size: those
  // that changed, their neighbours (roads join across), and the markers.
  changedCells(a, b) {
    const cells = [];
    for (let y = 0; y < b.h; y += 1) {
      if (a.cells[y] === b.cells[y]) continue;
      for (let x = 0; x < b.w; x += 1) if (a.cells[y][x] !== b.cells[y][x]) cells.push([x, y]);
    }
    for (const at of [a.start, a.target, b.start, b.target]) cells.push([at[0] - 1, at[1] - 1]);
    return cells.flatMap(([x, y]) => [[x, y], ...EIGHT.map(([dx, dy]) => [x + dx, y + dy])]);
  },
  sameShape: (a, b) => a.w === b.w && a.h === b.h,
};
