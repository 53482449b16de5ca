// The explorer's state (ui: the configuration applied and its
// description's key, the view, the window x0, y0, w, the data loaded) and
// the bitmaps of P-positions it reads. Module state, not globals: other
// modules import it; tests read it through js/hook.js.

// ---- state -----------------------------------------------------------------

export const ui = {
  cfg: null, key: "", ok: false, applyGen: 0, palette: "standard",
  view: "ppos", w: 20, x0: 0, y0: 0, sel: null,
  data: null, gen: 0, ctrl: null, infoGen: 0,
};

// bitmap marks the pairs (x+dx, y+dy) within the box 0..n: one byte a
// cell, (n+1)^2 bytes, read at x*(n+1)+y.
export function bitmap(positions, n, dx, dy) {
  const side = n + 1, bits = new Uint8Array(side * side);
  for (const p of positions) {
    const x = p[0] + dx, y = p[1] + dy;
    if (x >= 0 && y >= 0 && x <= n && y <= n) bits[x * side + y] = 1;
  }
  return bits;
}

export function isP(x, y) { const d = ui.data; return x >= 0 && y >= 0 && x <= d.box && y <= d.box && d.ppos[x * (d.box + 1) + y] === 1; }
export function isTrans(x, y) { const d = ui.data; return !!d.trans && x >= 0 && y >= 0 && x <= d.transBox && y <= d.transBox && d.trans[x * (d.transBox + 1) + y] === 1; }

export function freshData() {
  return { box: -1, ppos: new Uint8Array(0), tiles: new Map(), cells: new Map(), values: null, period: null, periodErr: "", stats: null, offset: null, trans: null, transBox: -1 };
}
