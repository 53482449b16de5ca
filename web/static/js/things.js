// Boards of things to click: the things' places, the cursor among them,
// its line read aloud, and the choices under the board (#board-tools).
//
// Every board but the queen's and the record's is a set of things (tokens,
// pins, coins, vertices, edges), each with the move a click on it plays.
// The page knows the board's kind, which says what a click means (take
// the tokens after, knock pins in a row, turn coins, remove a vertex and
// its neighbours, chop an edge); the move is the legal move /api/play
// lists that leads to the position the click means, so that the page
// never states a game's rules.
import { boardOf } from "../boards/index.js";
import { blocking, playable, setLegend } from "./board.js";
import { $, TOUCH, lastOf } from "./util.js";

// heapKey writes heaps as a multiset, zeros left out: moves are matched
// by the heaps they leave, in any order.
export function heapKey(list) { return list.filter((v) => v > 0).sort((a, b) => a - b).join(","); }

export function usableMoves(g) { return (g.state.moves || []).filter((m) => !m.blocked); }

export function movesBy(g, key) {
  const out = new Map();
  for (const m of usableMoves(g)) { const k = key(m); if (!out.has(k)) out.set(k, m); }
  return out;
}

// -- the things of a board: where they are, what a click on them plays

export function distToPath(pts, x, y) {
  let best = Infinity;
  for (let i = 1; i < pts.length; i++) {
    const [ax, ay] = pts[i - 1], [bx, by] = pts[i], dx = bx - ax, dy = by - ay, len = dx * dx + dy * dy;
    const t = len ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len)) : 0;
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}

// thingAt is the thing under a point: within a box of 44 px or more
// around it, the nearest.
export function thingAt(g, x, y) {
  let best = null, bd = Infinity;
  for (const t of g.things || []) {
    let d;
    if (t.path) d = distToPath(t.path, x, y) + 4; // a vertex on the line wins
    else if (Math.abs(x - t.x) <= Math.max(t.w, TOUCH) / 2 && Math.abs(y - t.y) <= Math.max(t.h, TOUCH) / 2) d = t.round ? Math.hypot(x - t.x, y - t.y) : Math.max(Math.abs(x - t.x) / t.w, Math.abs(y - t.y) / t.h) * 10;
    else continue;
    if (t.path && d > TOUCH / 2 + 4) continue;
    if (d < bd) { best = t; bd = d; }
  }
  return best;
}

// stops are the things the keyboard cursor visits.
export function stops(g) { return (g.things || []).filter((t) => t.stop); }

export function cursorThing(g) {
  const hit = g.cursor && (g.things || []).find((t) => t.id === g.cursor.id);
  if (hit) return hit;
  const all = stops(g);
  return all.find((t) => t.move || (t.tops && t.tops.length) || (t.partners && t.partners.length)) || all[0] || null;
}

export function publishThings(g) {
  const cv = $("board");
  cv.dataset.targets = JSON.stringify((g.things || []).map((t) => ({ id: t.id, label: t.label, x: Math.round(t.x), y: Math.round(t.y), w: Math.round(t.w), h: Math.round(t.h), to: t.move ? t.move.to : "" })));
  const c = cursorThing(g);
  if (c) { g.cursor = { id: c.id }; document.body.dataset.cursor = c.id; }
  cv.dataset.last = g.last ? g.last.to : "";
  cv.dataset.lastFrom = g.last ? g.last.from : "";
}

export function hintTo(g) { return g.hintStep >= 2 && g.hint && playable(g) ? g.hint.to : ""; }

export function tools() {
  let el = $("board-tools");
  if (!el) {
    el = document.createElement("div");
    el.id = "board-tools";
    el.setAttribute("role", "group");
    el.setAttribute("aria-label", "board choices");
    $("board").insertAdjacentElement("afterend", el);
  }
  return el;
}

export function toolButton(text, onclick, pressed) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = text;
  b.onclick = onclick;
  if (pressed !== undefined) b.setAttribute("aria-pressed", pressed ? "true" : "false");
  tools().appendChild(b);
  return b;
}

export function say(text) { if ($("board-info").textContent !== text) $("board-info").textContent = text; }

// stepThing moves the cursor among the things: Left and Right along a row,
// Up and Down to the nearest thing of the row above or below.
export function stepThing(g, d) {
  const all = stops(g), cur = cursorThing(g);
  if (!all.length || !cur) return;
  const i = all.indexOf(cur);
  let next = cur;
  if (d[0]) next = all[Math.max(0, Math.min(all.length - 1, i + d[0]))];
  else {
    const rows = [...new Set(all.map((t) => Math.round(t.y)))].sort((a, b) => a - b);
    const r = rows.indexOf(Math.round(cur.y)) - d[1];
    if (r >= 0 && r < rows.length) {
      const row = all.filter((t) => Math.round(t.y) === rows[r]);
      next = row.reduce((a, b) => (Math.abs(b.x - cur.x) < Math.abs(a.x - cur.x) ? b : a));
    }
  }
  g.cursor = { id: next.id };
}

// describeThing says the cursor's line (#board-info is a live region) and
// the board's legend: the board's own line (cursorLine) or the move the
// thing under the cursor plays.
export function describeThing(g) {
  const b = boardOf(g.cfg), t = cursorThing(g), at = lastOf(g.pos);
  setLegend(b.legend(g));
  if (!t || !(playable(g) || blocking(g))) { say(`Position ${at}.` + (g.last ? ` Last move: ${g.last.from} → ${g.last.to}.` : "")); return; }
  if (b.cursorLine) { say(`Position ${at}. ${b.cursorLine(g, t)}`); return; }
  say(`Position ${at}. Cursor on ${t.label}${t.move ? `: moves to ${lastOf(t.move.to)} — press Enter.` : ": not a legal move."}`);
}
