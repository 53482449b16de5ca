// What the boards of squares share (bar, dominoes): the size of a square,
// pictures of boards, the squares as things, the cursor's steps.
import { boardCSSWidth } from "../../js/board.js";
import { cursorThing, publishThings, say } from "../../js/things.js";
import { $, TOUCH, onPhone } from "../../js/util.js";

// -- squares: a bar of squares (Chomp) and a board to cover with dominoes
// (Cram). A square is a thing S<row>.<column>, both from 1: rows of the
// bar from the bottom up, as its position writes them; rows of the board
// of dominoes from the top down, as its picture does.

// squareSize is the side of a square on a board of cols columns: up to
// 48 px, 44 or more wherever the board fits at that size (a phone's 390 px
// fits 8 columns: WCAG 2.2's enhanced target size), and no less than 24 px
// (its minimum target size) on a desktop, 44 on a phone, the board
// scrolling across beyond.
export const SQUARE_MAX = 48, SQUARE_MIN = 24;
export function squareSize(cols) { return Math.max(onPhone() ? TOUCH : SQUARE_MIN, Math.min(SQUARE_MAX, Math.floor((boardCSSWidth() - 4) / Math.max(1, cols)))); }

export function squareThing(g, r, c) { return (g.things || []).find((t) => t.row === r && t.col === c); }
export function thingById(g, id) { return (g.things || []).find((t) => t.id === id); }

// hoverThing is the square under the mouse (or under a finger that drags).
export function hoverThing(g) { return g.hover ? thingById(g, g.hover) : null; }

export function boardLabel(text) { if ($("board").getAttribute("aria-label") !== text) $("board").setAttribute("aria-label", text); }

export function squaresTooLarge(g, why) {
  $("board").dataset.preview = "[]";
  $("board").hidden = true; g.things = []; publishThings(g);
  if ($("board-tools")) $("board-tools").textContent = "";
  say(why + " Play with the moves below.");
}

export function frameSquare(ctx, x, y, cs, color, width, dash) {
  ctx.strokeStyle = color; ctx.lineWidth = width; ctx.setLineDash(dash || []);
  ctx.strokeRect(x + width / 2 + 1, y + width / 2 + 1, cs - width - 2, cs - width - 2);
  ctx.setLineDash([]);
}

// stepSquare moves the cursor to the square next to it: on a bar, Up
// goes to the row above (its last square when shorter); on the board of
// dominoes the cursor visits every square (bar: rows from the bottom up).
export function stepSquare(g, d, bar) {
  const cur = cursorThing(g);
  if (!cur) return;
  const r = cur.row + (bar ? d[1] : -d[1]), c = cur.col + d[0];
  let next = squareThing(g, r, c);
  if (!next && bar && d[1]) {
    const row = g.things.filter((t) => t.row === r);
    if (row.length) next = row.reduce((a, b) => (b.col > a.col ? b : a));
  }
  if (next) g.cursor = { id: next.id };
}
