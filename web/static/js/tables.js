// Every canvas has a table of what it shows, for screen readers and for
// reading values off: the explorer's window, the board's position.
import { boardOf } from "../boards/index.js";
import { hasValues, viewKind } from "./config.js";
import { cellState, isRare } from "./picture.js";
import { ui } from "./store.js";
import { usableMoves } from "./things.js";
import { $, MAX_BOARD, dataTable, ints, lastOf } from "./util.js";

// ---- the picture as a table ------------------------------------------------------
// Every canvas has a table of what it shows, for screen readers and for
// reading values off: the window's cells (at most TABLE_SIDE a side, from
// the window's bottom left corner), its heaps (at most TABLE_ROWS), the
// board's position. Headers name the coordinates.

export const TABLE_SIDE = 32, TABLE_ROWS = 256;

export function gridTable() {
  const box = $("grid-table"), k = viewKind(ui.cfg), d = ui.data;
  let sig = "", make = null;
  if (k === "oneheap" && d.values) {
    const last = Math.min(ui.x0 + ui.w, d.values.length - 1, ui.x0 + TABLE_ROWS - 1);
    sig = `seq ${ui.key} ${ui.x0} ${last} ${d.values.length} ${!!d.stats}`;
    make = () => {
      const rows = [];
      for (let i = ui.x0; i <= last; i++) rows.push([String(i), [String(d.values[i]), d.values[i] === 0 ? "P" : "N", isRare(i, d.values[i]) ? "rare" : ""]]);
      const more = last < ui.x0 + ui.w ? `; the first ${last - ui.x0 + 1} of the window (download the CSV for all)` : "";
      return dataTable(`Sprague-Grundy values G(n) for ${ui.x0} ≤ n ≤ ${last}${more}.`, ["heap n", "G(n)", "outcome", "class"], rows);
    };
  } else if ((k === "twopile" || k === "record") && d.box >= 0) {
    const side = Math.min(ui.w + 1, TABLE_SIDE), x1 = ui.x0 + side - 1, y1 = ui.y0 + side - 1;
    const values = hasValues(ui.cfg) && d.tiles.size > 0;
    sig = `grid ${ui.key} ${ui.view} ${ui.x0} ${ui.y0} ${side} ${d.box} ${values ? d.tiles.size : 0} ${d.transBox}`;
    make = () => {
      const cols = [], rows = [];
      for (let x = ui.x0; x <= x1; x++) cols.push(`x = ${x}`);
      for (let y = y1; y >= ui.y0; y--) { // as on screen: the largest y on top
        const cells = [];
        for (let x = ui.x0; x <= x1; x++) {
          const st = cellState(x, y);
          let text = x > d.box || y > d.box ? "" : st.p ? "P" : "N";
          if (values && st.g !== null) text = st.g < 0 ? "–" : `${text} ${st.g}`;
          if (ui.view === "offset" && st.t) text += " (translated P)";
          cells.push(text);
        }
        rows.push([`y = ${y}`, cells]);
      }
      const part = side < ui.w + 1 ? `; the ${side} × ${side} cells at the window's bottom left of its ${ui.w + 1} × ${ui.w + 1} (zoom in, or download the CSV, for all)` : "";
      return dataTable(`${values ? "Outcome and Sprague-Grundy value" : "Outcome"} of (x, y) for ${ui.x0} ≤ x ≤ ${x1}, ${ui.y0} ≤ y ≤ ${y1}, the largest y on top${part}.`, ["", ...cols], rows);
    };
  }
  if (box.dataset.sig === sig) return;
  box.dataset.sig = sig;
  box.textContent = "";
  $("grid-table-box").hidden = !make;
  if (make) box.append(make());
}

// boardTable is the board's position, whose turn, and the last move.
export function boardTable(g) {
  const box = $("board-table");
  $("board-table-box").hidden = !g.state;
  if (!g.state) return;
  const pos = lastOf(g.pos), rows = [["position", [pos]], ["to move", [g.turn === "over" ? "nobody: the game is over" : g.mode === "two" ? `player ${g.player}` : g.turn === "you" ? "you" : "the computer"]]];
  if (g.last) rows.push(["last move", [`${g.last.from} → ${g.last.to}`]]);
  const heaps = /^[\d, +]+$/.test(pos) ? ints(pos) : [];
  const own = boardOf(g.cfg).tableRows(g, pos);
  if (own) rows.push(...own);
  else if (heaps.length > 1 && heaps.length <= MAX_BOARD) heaps.forEach((h, i) => rows.push([`heap ${i + 1}`, [String(h)]]));
  rows.push(["moves", [String(usableMoves(g).length)]]);
  box.textContent = "";
  box.append(dataTable("The position on the board.", ["", "value"], rows));
}
