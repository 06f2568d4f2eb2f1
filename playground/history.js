// Undo and redo: every text the page has held for a puzzle, the last
// HISTORY_STEPS of them, whichever way it came (an edit on the board, the
// keyboard, a sample, a link); a run of keys is one step until it pauses.
'use strict';

const HISTORY_STEPS = 500;
const TYPING_PAUSE_MS = 800;  // keys closer than this make one step

class TextHistory {
  constructor() { this.past = []; this.future = []; this.typedAt = -Infinity; }

  // Notes BYTES as the text now; TYPED when it came from the keyboard (a
  // key soon after another only updates the step the first one made).
  record(bytes, typed, now) {
    const joining = typed && now - this.typedAt < TYPING_PAUSE_MS && this.past.length > 0;
    this.typedAt = typed ? now : -Infinity;
    if (joining) { this.past[this.past.length - 1] = bytes; return; }
    const last = this.past[this.past.length - 1];
    if (last && last.length === bytes.length && last.every((b, i) => b === bytes[i])) return;
    this.past.push(bytes);
    if (this.past.length > HISTORY_STEPS + 1) this.past.shift();
    this.future = [];
  }

  // The text before the current one (null when there is none), and after it.
  undo() {
    if (this.past.length < 2) return null;
    this.future.push(this.past.pop());
    this.typedAt = -Infinity;
    return this.past[this.past.length - 1];
  }
  redo() {
    if (!this.future.length) return null;
    this.past.push(this.future.pop());
    this.typedAt = -Infinity;
    return this.past[this.past.length - 1];
  }
}
