// The defaults of the boards (the interface is described in
// boards/index.js): thingBoard for a board of things to click (tokens,
// pins, coins, vertices, edges, squares: js/things.js), ownBoard for a
// board that keeps its own cursor (the queen's, the record's).
import { renderBoard } from "../../js/board.js";
import { describe } from "../../js/config.js";
import { legend } from "../../js/picture.js";
import { humanMove, record } from "../../js/play.js";
import { cursorThing, describeThing, stepThing, thingAt } from "../../js/things.js";

const no = () => false, none = () => null;

// Flags, all false unless a board says:
//   record       the position is a record of the moves (4,6/4,2): who is
//                to move follows from its length
//   onPicture    the explorer's picture shows the game in play
//   hover        the board previews what a click plays under the mouse
//   ownLabel     the board names its own keys (aria-label) and preview
//   focusRedraw  the board is drawn again on focus and blur
export function thingBoard(spec) {
  return Object.assign({
    things: true, record: false, onPicture: false, hover: false, ownLabel: false, focusRedraw: false,
    hit(g, x, y) { const t = thingAt(g, x, y); return t ? { id: t.id } : null; },
    moveAtCursor(g) { const t = cursorThing(g); return (t && t.move) || null; },
    play(g) { const t = cursorThing(g); if (!t) return; if (t.move) return humanMove(g, t.move, t.knock); describeThing(g); },
    step: stepThing, key: no, click: null, keepsLanes: no, blockAtCursor: none, pointerDown: null, tableRows: none,
    describe: describeThing, legend: () => "", cursorLine: null,
    pointCursor(g, at, to) {
      if (!to) return;
      const t = (g.things || []).find((q) => q.move && q.move.to === to);
      if (t) g.cursor = { id: t.id };
    },
  }, spec);
}

export function ownBoard(spec) {
  return Object.assign({
    things: false, record: false, onPicture: false, hover: false, ownLabel: false, focusRedraw: false,
    play(g, byPointer) { const m = this.moveAtCursor(g); if (m) humanMove(g, m); else if (byPointer) renderBoard(g); },
    key: no, click: null, keepsLanes: no, blockAtCursor: none, pointerDown: null, tableRows: none, pointCursor() {},
  }, spec);
}
