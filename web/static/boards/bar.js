// The bar of squares to eat (Chomp).
import { playable } from "../js/board.js";
import { hinted } from "../js/hints.js";
import { draw, legend } from "../js/picture.js";
import { cursorThing, describeThing, hintTo, movesBy, publishThings } from "../js/things.js";
import { $, LAST, MAX_BOARD, hatch, ints, lastOf, ring, sizeCanvas } from "../js/util.js";
import { thingBoard } from "./lib/base.js";
import { boardLabel, frameSquare, hoverThing, squareSize, squaresTooLarge, stepSquare } from "./lib/squares.js";

// barRows reads a bar: its row lengths from the bottom up.
export function barRows(text) { return ints(text).filter((v) => v > 0); }
export function barKey(rows) { return rows.filter((v) => v > 0).join(","); }

// drawBar: the bar of squares left, the squares eaten drawn faint within
// the start's rectangle, the poisoned square at the bottom left crossed;
// the squares a click (or Enter) would take are shown under the mouse or
// the cursor, the squares the last move took dashed.
export function drawBar(g) {
  const cv = $("board"), st = g.state, rows = barRows(st.written || lastOf(g.pos));
  const from = g.last ? barRows(g.last.from) : [], start = barRows(g.start);
  const box = g.box = {
    rows: Math.max((g.box && g.box.rows) || 0, rows.length, from.length, start.length, 1),
    cols: Math.max((g.box && g.box.cols) || 0, rows[0] || 0, from[0] || 0, start[0] || 0, 1),
  };
  if ($("board-tools")) $("board-tools").textContent = "";
  if (box.rows > MAX_BOARD || box.cols > MAX_BOARD) return squaresTooLarge(g, `A bar of ${box.rows}×${box.cols} squares is too large to draw; bars are drawn up to ${MAX_BOARD} a side.`);
  cv.hidden = false;
  boardLabel("bar of squares, rows from the bottom up: arrow keys move the cursor, Enter or Space takes the square under it and every square above it and to its right");
  const cs = squareSize(box.cols), W = box.cols * cs + 4, H = box.rows * cs + 4;
  const ctx = sizeCanvas(cv, W, H);
  cv.style.width = W + "px";
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, W, H);
  const at = (r, c) => [2 + (c - 1) * cs, 2 + (box.rows - r) * cs];
  const byKey = movesBy(g, (m) => barKey(barRows(lastOf(m.to))));
  g.things = [];
  for (let r = rows.length; r >= 1; r--) for (let c = 1; c <= rows[r - 1]; c++) {
    const left = rows.map((n, k) => (k + 1 >= r ? Math.min(n, c - 1) : n));
    const takes = rows.reduce((s, n, k) => s + (k + 1 >= r ? Math.max(0, n - c + 1) : 0), 0);
    const [x, y] = at(r, c), poison = r === 1 && c === 1;
    g.things.push({ id: `S${r}.${c}`, label: `row ${r}, column ${c}${poison ? ", the poisoned square" : ""}`, row: r, col: c, poison, takes,
      x: x + cs / 2, y: y + cs / 2, w: cs, h: cs, move: byKey.get(barKey(left)), stop: true });
  }
  const live = playable(g), cur = live ? cursorThing(g) : null, hov = live ? hoverThing(g) : null;
  const shown = hov || cur; // what the mouse is over, else the cursor
  const taking = (r, c) => shown && shown.move && r >= shown.row && c >= shown.col;
  const hinted = g.things.find((t) => t.move && t.move.to === hintTo(g));
  for (let r = 1; r <= box.rows; r++) for (let c = 1; c <= box.cols; c++) {
    const [x, y] = at(r, c), here = c <= (rows[r - 1] || 0), was = c <= (from[r - 1] || 0);
    if (!here) {
      ctx.fillStyle = "#f5f1ec"; ctx.fillRect(x, y, cs, cs);
      ctx.strokeStyle = "#ddd3c8"; ctx.lineWidth = 1; ctx.strokeRect(x + 0.5, y + 0.5, cs - 1, cs - 1);
      if (was) frameSquare(ctx, x, y, cs, LAST, 2, [4, 3]); // the last move took it
      continue;
    }
    const take = taking(r, c);
    ctx.fillStyle = take ? "#f2b46d" : "#7b4a26"; ctx.fillRect(x, y, cs, cs);
    if (take) hatch(ctx, x, y, cs, cs, "rgba(122,51,0,0.55)");
    ctx.strokeStyle = "#3d2410"; ctx.lineWidth = 1; ctx.strokeRect(x + 0.5, y + 0.5, cs - 1, cs - 1);
    if (r === 1 && c === 1) { // the poisoned square: a white disc crossed in red
      const cx = x + cs / 2, cy = y + cs / 2, q = cs * 0.3;
      ctx.fillStyle = "#fff"; ctx.beginPath(); ctx.arc(cx, cy, q + 3, 0, 2 * Math.PI); ctx.fill();
      ctx.strokeStyle = "#b01616"; ctx.lineWidth = 3; ctx.beginPath();
      ctx.moveTo(cx - q * 0.7, cy - q * 0.7); ctx.lineTo(cx + q * 0.7, cy + q * 0.7); ctx.moveTo(cx + q * 0.7, cy - q * 0.7); ctx.lineTo(cx - q * 0.7, cy + q * 0.7); ctx.stroke();
    }
  }
  if (hinted) frameSquare(ctx, hinted.x - cs / 2, hinted.y - cs / 2, cs, "#ffd88a", 3, [4, 2]);
  if (cur) ring(ctx, cur.x - cs / 2, cur.y - cs / 2, cs, cs);
  if (hov && hov !== cur) frameSquare(ctx, hov.x - cs / 2, hov.y - cs / 2, cs, "#1f5cb0", 2);
  if (!rows.length) { ctx.fillStyle = "#555"; ctx.font = "13px system-ui"; ctx.textAlign = "center"; ctx.fillText("nothing left", W / 2, H / 2); }
  cv.dataset.preview = JSON.stringify(g.things.filter((t) => taking(t.row, t.col)).map((t) => t.id));
  publishThings(g);
  describeThing(g);
}

// A bar of squares (Chomp's), its rows written from the bottom up as their
// lengths, the bottom-left square poisoned: a click on a square takes it
// and every square above it and to its right.
export default thingBoard({
  title: "A bar of squares to eat",
  draw: drawBar,
  hover: true,
  ownLabel: true,
  step: (g, d) => stepSquare(g, d, true),
  legend: () => "Click or tap a square to take it and every square above it and to its right (shown hatched under the mouse or the cursor); the bottom-left square, crossed in red, is poisoned. Arrows move the cursor, Enter or Space takes. Dashed orange: what the last move took.",
  cursorLine: (g, t) => `Cursor on ${t.label}` + (t.move ? `: takes ${t.takes} square${t.takes === 1 ? "" : "s"}, leaving ${lastOf(t.move.to)} — press Enter.` : t.poison ? ": not a move." : ": not a legal move."),
  tableRows: (g, pos) => barRows(pos).map((n, i) => [`row ${i + 1} from the bottom`, [`${n} square${n === 1 ? "" : "s"}`]]),
});
