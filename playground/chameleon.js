// «Хамелеон»'s editor: the board as the program read it (its --fields: the
// encoding it read the text in and the nine cells' bytes), the goal beside
// it, a slide by a click, and each slide as the bytes of the rows it
// changes, written in the text's own encoding.
'use strict';

// The pictures' colours (src/chameleon/main.cpp's --html); the goal as the statement gives it.
const CHAMELEON_COLOURS = { tile: '#8ecae6', blank: '#e9ecef', edge: '#1d3557', stranger: '#b3261e' };
const CHAMELEON_GOAL = 'ХАМЕЛЕОН '.split('');
const WORD_LETTERS = 'ХАМЕЛОН';

const chameleon = {
  encoding: 'UTF-8',  // the text's, as the program read it (or as chosen below)
  read(bytes, fields) {
    const read = [...fields.keys()].find((name) => name.startsWith('encoding '));
    if (read) this.encoding = read.slice('encoding '.length);
    const cells = Array.from({ length: 9 }, (_, i) => {
      const field = fields.get(`cell ${Math.floor(i / 3)} ${i % 3}`);
      return field.length ? decode(bytes.subarray(field.offset, field.offset + field.length), this.encoding) : ' ';
    });
    return { cells };
  },
  // A tile slid from CELL into the empty cell: each row it changes written
  // anew, its three cells in the text's encoding (a space the row had
  // dropped written out); the cells' fields where they then sit.
  slide(p, fields, cell, blank) {
    const cells = p.cells.slice();
    [cells[cell], cells[blank]] = [cells[blank], cells[cell]];
    const rows = [...new Set([Math.floor(cell / 3), Math.floor(blank / 3)])];
    const written = new Map(rows.map((row) => [row, [0, 1, 2].map((c) => encode(cells[row * 3 + c], this.encoding))]));
    const edits = rows.map((row) => {
      const spans = [0, 1, 2].map((c) => fields.get(`cell ${row} ${c}`));
      const start = spans[0].offset, end = Math.max(...spans.map((f) => f.offset + f.length));
      return { offset: start, length: end - start, bytes: Uint8Array.from(written.get(row).flatMap((b) => [...b])) };
    });
    const { bytes, fields: after } = spliced(state.bytes, fields, edits);
    for (const row of rows) {  // the rewritten rows' cells, one after another from where the row now starts
      let at = after.get(`cell ${row} 0`).offset;
      written.get(row).forEach((b, c) => {
        after.set(`cell ${row} ${c}`, { offset: at, length: b.length, name: `cell ${row} ${c}` });
        at += b.length;
      });
    }
    return { model: { cells }, bytes, fields: after };
  },
  controls(p, edit, reencode) {
    const choice = el('select', { 'aria-label': say('encoding'), onchange: (event) => { if (startGesture(event)) reencode(this.encoding, event.target.value); else drawControls(); } },
      ...Object.keys(ENCODINGS).map((name) => el('option', { value: name }, name)));
    choice.value = this.encoding;
    return [el('label', {}, `${say('inputFileIn')} `, choice), el('span', { class: 'note' }, say('chameleonHelp'))];
  },
  // A tile as the picture draws it; one that is not a letter of the word
  // (a Latin look-alike, say) is outlined in red and crossed in its corner.
  drawTile(cells, ctx, c, r, left, top, size) {
    const letter = cells[r * 3 + c];
    ctx.fillStyle = '#fff';
    ctx.fillRect(left, top, size, size);
    const blank = letter === ' ';
    const stranger = !blank && !WORD_LETTERS.includes(letter);
    ctx.beginPath();
    ctx.roundRect(left + 0.04 * size, top + 0.04 * size, 0.92 * size, 0.92 * size, 0.1 * size);
    ctx.fillStyle = blank ? CHAMELEON_COLOURS.blank : CHAMELEON_COLOURS.tile;
    ctx.fill();
    if (!blank) {
      ctx.lineWidth = stranger ? 0.08 * size : 0.04 * size;
      ctx.strokeStyle = stranger ? CHAMELEON_COLOURS.stranger : CHAMELEON_COLOURS.edge;
      ctx.stroke();
      ctx.fillStyle = CHAMELEON_COLOURS.edge;
      ctx.font = `${Math.round(0.56 * size)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(letter, left + size / 2, top + size / 2 + 2);
    }
    if (stranger) {
      ctx.fillStyle = CHAMELEON_COLOURS.stranger;
      ctx.font = `600 ${Math.round(0.22 * size)}px system-ui, sans-serif`;
      ctx.fillText('?', left + 0.82 * size, top + 0.2 * size);
    }
  },
  board(p, edit) {
    const board = new CanvasBoard({ columns: 3, rows: 3, cell: 64, first: 1, name: say('theBoard'), drawCell: (...a) => this.drawTile(state.model.cells, ...a) });
    const goal = new CanvasBoard({ columns: 3, rows: 3, cell: 40, first: 1, name: say('theGoal'), drawCell: (...a) => this.drawTile(CHAMELEON_GOAL, ...a) });
    board.canvas.addEventListener('pointerdown', (event) => {
      const at = board.cellAt(event);
      if (!at) return;
      event.preventDefault();
      if (!startGesture(event)) return;
      const cells = state.model.cells, cell = at[1] * 3 + at[0], blank = cells.indexOf(' ');
      if (cells[cell] === ' ') return;
      const nextTo = blank >= 0 && Math.abs(at[1] - Math.floor(blank / 3)) + Math.abs(at[0] - (blank % 3)) === 1;
      if (!nextTo) { refuse(say('onlyNextToEmpty')); return; }
      edit(this.slide(state.model, state.fields, cell, blank));
    });
    const strangers = p.cells.filter((letter) => letter !== ' ' && !WORD_LETTERS.includes(letter));
    board.extras = [
      el('figure', {}, goal.canvas, el('figcaption', {}, say('theGoal'))),
      ...(strangers.length ? [el('p', { class: 'note', id: 'strangers' }, WORDS[language].strangers[strangers.length === 1 ? 0 : 1]
        .replace('{1}', strangers.map((s) => `'${s}' (U+${s.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')})`).join(', ')))] : []),
    ];
    return board;
  },
  // Nine tiles and a note of the strange letters: drawn anew on every change.
  sameShape: () => false,
};
