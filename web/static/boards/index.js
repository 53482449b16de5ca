// The boards of play: one module a kind of board (game.BoardKind in
// game/play.go, the kind /api/describe names), and this table, the one
// place the page looks a kind up. A new kind is its module and its line
// here (a Go test, web/boards_table_test.go, checks both for every kind).
//
// A board is an object made by thingBoard or ownBoard (boards/lib/base.js),
// which give the defaults:
//   title                 the menu's group of the games played on it
//   draw(g)               draws g's position on #board and publishes its
//                         targets (data-targets) and the cursor's line
//   hit(g, x, y)          the cursor at a point of the canvas, or null
//   moveAtCursor(g)       the move the cursor's place plays, or null
//   play(g, byPointer)    plays what the cursor is on (a click, Enter)
//   click(g, ev)          what a click means before it plays (pins: Shift)
//   step(g, [dx, dy])     moves the cursor by an arrow key
//   key(g, ev)            a key of the board's own; true when it took it
//   pointCursor(g, at, to) the cursor on a hinted move
//   tableRows(g, pos)     the board's rows of its table, or null (heaps)
//   keepsLanes(g)         rows of tokens or pins kept from move to move
//   blockAtCursor(g)      the opponent's blockable move at the cursor
//   pointerDown(g, hit)   what pressing on the board begins (a drag)
//   things                a board of things to click (js/things.js)
//   record, onPicture, hover, ownLabel, focusRedraw: see base.js
import bar from "./bar.js";
import coins from "./coins.js";
import dominoes from "./dominoes.js";
import graph from "./graph.js";
import ground from "./ground.js";
import heapLastMove from "./heap-last-move.js";
import heaps from "./heaps.js";
import pins from "./pins.js";
import queen from "./queen.js";
import record from "./record.js";
import { desc } from "../js/config.js";

let table = null;

// boards is the table, kind → board, in the order of the menu's groups.
// It is made at the first look (the modules import one another).
export function boards() {
  return table || (table = {
    queen,
    record,
    heaps,
    pins,
    "heap-last-move": heapLastMove,
    coins,
    graph,
    ground,
    bar,
    dominoes,
  });
}

// boardOf is the board a configuration is played on (heaps when the kind
// is one the page does not know).
export function boardOf(c) { const t = boards(); return t[desc(c).board] || t.heaps; }
