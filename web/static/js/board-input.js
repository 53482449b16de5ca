// Input on the board of play: clicks, taps, drags and keys, each handed to
// the board of the game's kind (boards/index.js).
import { boardOf } from "../boards/index.js";
import { thingById } from "../boards/lib/squares.js";
import { blocking, drawBoard, playable, renderBoard } from "./board.js";
import { game, humanMove, toggleBlock } from "./play.js";
import { $ } from "./util.js";

// boardHit is the board's cursor at a pointer event, or null.
export function boardHit(ev) {
  const g = game;
  if (!g || !g.state) return null;
  const r = $("board").getBoundingClientRect();
  return boardOf(g.cfg).hit(g, ev.clientX - r.left, ev.clientY - r.top, r);
}

// Dragging on a board that takes it (the board of dominoes: from an empty
// square to one next to it places the domino there); the click that
// follows the release is not a pick. The mouse over a board that previews
// (a bar, the board of dominoes) shows what a click plays.
export function onBoardPointerDown(ev) {
  const g = game;
  if (g) g.keyed = false;
  if (!g || !playable(g)) return;
  const b = boardOf(g.cfg);
  if (b.pointerDown) b.pointerDown(g, boardHit(ev));
}

export function onBoardPointerMove(ev) {
  const g = game;
  if (!g || !g.state || !boardOf(g.cfg).hover) return;
  const hit = boardHit(ev), id = hit ? hit.id : null;
  if (g.drag && id && id !== g.drag.id) {
    if (!g.drag.moved) { g.drag.moved = true; if (!g.pick || g.pick.pos !== g.pos || g.pick.id !== g.drag.id) g.pick = { pos: g.pos, id: g.drag.id }; }
  }
  if ((ev.pointerType === "mouse" || g.drag) && id !== (g.hover || null)) { g.hover = id; drawBoard(g); }
}

export function onBoardPointerUp(ev) {
  const g = game, d = g && g.drag;
  if (!d) return;
  g.drag = null;
  if (ev.pointerType !== "mouse") g.hover = null;
  if (!d.moved) return; // a tap or a click: the click plays
  g.dragged = performance.now();
  const hit = boardHit(ev), a = thingById(g, d.id), q = hit && a && a.partners.find((x) => x.id === hit.id);
  if (q && playable(g)) { g.pick = null; g.cursor = { id: hit.id }; $("board").focus({ preventScroll: true }); humanMove(g, q.move); return; } // a finger's drag does not focus the board as a click does
  drawBoard(g);
}

export function onBoardPointerLeave(ev) {
  const g = game;
  if (!g || !g.hover || (ev.pointerType !== "mouse" && g.drag)) return;
  g.hover = null;
  if (g.state) drawBoard(g);
}

export function onBoardClick(ev) {
  const g = game, hit = boardHit(ev);
  if (g && g.dragged && performance.now() - g.dragged < 800) { g.dragged = 0; return; } // the release of a drag
  if (g && hit && blocking(g)) {
    g.cursor = hit;
    const m = boardOf(g.cfg).blockAtCursor(g);
    if (m) toggleBlock(g, m);
    else renderBoard(g);
    return;
  }
  if (!g || !hit || !playable(g)) return;
  g.cursor = hit;
  const b = boardOf(g.cfg);
  if (b.click) b.click(g, ev);
  return b.play(g, true);
}

const ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };

export function onBoardKey(ev) {
  const g = game;
  if (!g || !g.state || !(playable(g) || blocking(g))) return;
  g.keyed = true;
  const b = boardOf(g.cfg);
  if (ev.key === "Enter" || ev.key === " ") {
    ev.preventDefault();
    if (blocking(g)) { toggleBlock(g, b.blockAtCursor(g)); return; }
    return b.play(g, false);
  }
  if (ev.key === "Escape" && g.pick) { g.pick = null; renderBoard(g); return; }
  if (!ev.ctrlKey && !ev.metaKey && !ev.altKey && b.key(g, ev)) { ev.preventDefault(); return; }
  const d = ARROWS[ev.key];
  if (!d) return;
  ev.preventDefault();
  b.step(g, d);
  renderBoard(g);
}
