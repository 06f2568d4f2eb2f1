// A board on a canvas: COLUMNS x ROWS cells of CELL pixels, numbered on the
// top and left edges from FIRST (the statement's numbering), each cell drawn
// by drawCell(ctx, column, row, left, top, size) clipped to its square, so
// that an edit repaints the cells it touched and nothing else; and the
// cell size that fits a board in the window.
'use strict';

const LABEL_FONT = '11px system-ui, sans-serif';
class CanvasBoard {
  constructor({ columns, rows, cell, first, drawCell, drawAll, name }) {
    Object.assign(this, { columns, rows, cell, first, drawCell, drawAll });
    const digits = String(Math.max(columns, rows) - 1 + first).length;
    this.left = 8 + 7 * digits;  // room for the row numbers
    this.top = 16;               // and for the column numbers
    const width = this.left + columns * cell + 14, height = this.top + rows * cell + 2;
    this.canvas = el('canvas', { class: 'board', 'aria-label': name, 'data-cell-px': cell, 'data-left': this.left, 'data-top': this.top });
    const scale = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(width * scale);
    this.canvas.height = Math.round(height * scale);
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${height}px`;
    this.ctx = this.canvas.getContext('2d');
    this.ctx.scale(scale, scale);
    this.drawEdges();
    this.paintAll();
  }

  // The numbers on the edges, as many as fit without touching.
  drawEdges() {
    const { ctx, cell, first } = this;
    // Every STEP-th number, and the first, but none nearer the first than a number's room.
    const step = (room) => [1, 2, 5, 10, 20, 25, 50].find((s) => s * cell >= room) || 100;
    const columnRoom = 7 * String(this.columns - 1 + first).length + 4, rowRoom = 12;
    const columnStep = step(columnRoom), rowStep = step(rowRoom);
    const shown = (at, every, room) => at === 0 || ((at + first) % every === 0 && at * cell >= room);
    ctx.fillStyle = '#4a5263';
    ctx.font = LABEL_FONT;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    for (let c = 0; c < this.columns; c += 1) {
      if (shown(c, columnStep, columnRoom)) ctx.fillText(String(c + first), this.left + (c + 0.5) * cell, this.top - 4);
    }
    ctx.textAlign = 'right';
    ctx.textBaseline = 'middle';
    for (let r = 0; r < this.rows; r += 1) {
      if (shown(r, rowStep, rowRoom)) ctx.fillText(String(r + first), this.left - 4, this.top + (r + 0.5) * cell);
    }
  }

  paintCell(c, r) {
    if (c < 0 || r < 0 || c >= this.columns || r >= this.rows) return;
    const { ctx, cell } = this, x = this.left + c * cell, y = this.top + r * cell;
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, y, cell, cell);
    ctx.clip();
    this.drawCell(ctx, c, r, x, y, cell);
    ctx.restore();
  }

  // The whole board: drawAll(ctx, left, top, size) where the puzzle has one
  // (one pass, far faster than cell by cell), else every cell.
  paintAll() {
    if (this.drawAll) { this.drawAll(this.ctx, this.left, this.top, this.cell); return; }
    for (let r = 0; r < this.rows; r += 1) for (let c = 0; c < this.columns; c += 1) this.paintCell(c, r);
  }

  // The cell under a pointer event, or null off the board.
  cellAt(event) {
    const box = this.canvas.getBoundingClientRect();
    const c = Math.floor((event.clientX - box.left - this.left) / this.cell);
    const r = Math.floor((event.clientY - box.top - this.top) / this.cell);
    return c >= 0 && r >= 0 && c < this.columns && r < this.rows ? [c, r] : null;
  }

  // The centre of a cell in the page's coordinates (for the tests and the benchmark).
  centre(c, r) {
    const box = this.canvas.getBoundingClientRect();
    return { x: box.left + this.left + (c + 0.5) * this.cell, y: box.top + this.top + (r + 0.5) * this.cell };
  }
}

// The cell size that shows the whole board at once in the editor's width and
// the window's height (at least MIN pixels, at most MAX).
function fittingCell(columns, rows, min, max) {
  const board = $('board');
  const width = board.clientWidth - 40;
  const height = window.innerHeight - board.getBoundingClientRect().top - window.scrollY - 56;
  return clamp(Math.floor(Math.min(width / columns, Math.max(height, 240) / rows)), min, max);
}

// A disc as the pictures draw the start and the target; on cells too small
// to see it, at least 5 pixels across its radius (it then covers a little of
// the neighbouring cells, which draw it too).
const discRadius = (size) => Math.max(size * 0.42, Math.min(5, 1.4 * size));
function disc(ctx, x, y, size, fill, label) {
  ctx.beginPath();
  ctx.arc(x + size / 2, y + size / 2, discRadius(size), 0, 2 * Math.PI);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1, size * 0.08);
  ctx.strokeStyle = '#fff';
  ctx.stroke();
  if (label && size >= 16) {  // as the picture: a letter only where it can be read
    ctx.fillStyle = '#fff';
    ctx.font = `600 ${Math.round(size * 0.55)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, x + size / 2, y + size / 2 + 1);
  }
}

