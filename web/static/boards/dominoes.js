// The board of squares to cover with dominoes (Cram).
import { playable, renderBoard } from "../js/board.js";
import { draw, legend } from "../js/picture.js";
import { humanMove } from "../js/play.js";
import { cursorThing, describeThing, hintTo, movesBy, publishThings, say, toolButton, tools } from "../js/things.js";
import { $, MAX_BOARD, cap, hatch, isPicture, lastOf, pictureKey, pictureOf, ring, sizeCanvas } from "../js/util.js";
import { thingBoard } from "./lib/base.js";
import { boardLabel, frameSquare, hoverThing, squareSize, squareThing, squaresTooLarge, stepSquare, thingById } from "./lib/squares.js";

// dominoAt is the domino the keyboard places from a square: with the
// square on its right (across) or below it (down), else on its left or
// above it at the board's edge or against a covered square.
export function dominoAt(g, t) {
  if (!t || !t.partners) return null;
  const [first, second] = g.dir === "v" ? [[t.row + 1, t.col], [t.row - 1, t.col]] : [[t.row, t.col + 1], [t.row, t.col - 1]];
  for (const [r, c] of [first, second]) {
    const p = t.partners.find((q) => q.row === r && q.col === c);
    if (p) return { a: t, b: squareThing(g, r, c), move: p.move };
  }
  return { a: t, b: null, move: null };
}

// the pick of a square (the first of a domino's two), while the position lasts
export function pickOf(g) { return g.pick && g.pick.pos === g.pos && g.pick.id ? g.pick : null; }

// drawDominoes: the board's squares, the covered ones filled; the square
// picked by a click and the squares next to it a domino may take marked;
// the domino a release there (or Enter at the cursor) places previewed;
// the last domino placed dashed.
export function drawDominoes(g) {
  const cv = $("board"), text = g.state.written || lastOf(g.pos);
  if (!isPicture(text)) return squaresTooLarge(g, `The position ${lastOf(g.pos)} cannot be drawn.`);
  const pic = pictureOf(text), R = pic.length, C = Math.max(...pic.map((r) => r.length));
  if (R > MAX_BOARD || C > MAX_BOARD) return squaresTooLarge(g, `A board of ${R}×${C} squares is too large to draw; boards are drawn up to ${MAX_BOARD} a side.`);
  cv.hidden = false;
  boardLabel("board of squares, rows from the top down: arrow keys move the cursor, R turns the domino across or down, Enter or Space places it; or click an empty square and then one next to it");
  if (g.dir !== "v") g.dir = "h";
  const cs = squareSize(C), W = C * cs + 4, H = R * cs + 4;
  const ctx = sizeCanvas(cv, W, H);
  cv.style.width = W + "px";
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, W, H);
  const at = (r, c) => [2 + (c - 1) * cs, 2 + (r - 1) * cs];
  const empty = (r, c) => r >= 1 && r <= R && c >= 1 && !!pic[r - 1][c - 1];
  const byKey = movesBy(g, (m) => (isPicture(lastOf(m.to)) ? pictureKey(pictureOf(lastOf(m.to))) : ""));
  const place = (r1, c1, r2, c2) => { const p = pic.map((row) => row.slice()); p[r1 - 1][c1 - 1] = false; p[r2 - 1][c2 - 1] = false; return byKey.get(pictureKey(p)); };
  g.things = [];
  for (let r = 1; r <= R; r++) for (let c = 1; c <= C; c++) {
    const [x, y] = at(r, c), e = empty(r, c), partners = [];
    if (e) for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
      if (!empty(r + dr, c + dc)) continue;
      const move = place(r, c, r + dr, c + dc);
      if (move) partners.push({ id: `S${r + dr}.${c + dc}`, row: r + dr, col: c + dc, move });
    }
    g.things.push({ id: `S${r}.${c}`, label: `row ${r}, column ${c}, ${e ? "empty" : "covered"}`, row: r, col: c, empty: e, partners,
      x: x + cs / 2, y: y + cs / 2, w: cs, h: cs, stop: true });
  }
  const live = playable(g), pick = live ? pickOf(g) : null;
  if (!pick) g.pick = null;
  const picked = pick && thingById(g, pick.id), cur = live ? cursorThing(g) : null, hov = live ? hoverThing(g) : null;
  // the domino shown: the picked square's with the square under the mouse,
  // else the keyboard's at the cursor, once the keyboard is in use
  let shown = null;
  if (picked && hov) { const p = picked.partners.find((q) => q.id === hov.id); if (p) shown = [picked, hov]; }
  if (!shown && !picked && cur && (g.keyed || cv.matches(":focus-visible"))) { const d = dominoAt(g, cur); if (d && d.b) shown = [d.a, d.b]; }
  const inShown = (r, c) => shown && shown.some((t) => t.row === r && t.col === c);
  const before = g.last && isPicture(g.last.from) ? pictureOf(g.last.from) : null;
  const hto = hintTo(g), hint = hto && isPicture(hto) ? pictureOf(hto) : null;
  for (let r = 1; r <= R; r++) for (let c = 1; c <= C; c++) {
    const [x, y] = at(r, c), e = empty(r, c);
    ctx.fillStyle = !e ? "#33415c" : inShown(r, c) ? "#f2b46d" : "#f3e9d2"; ctx.fillRect(x, y, cs, cs);
    if (e && inShown(r, c)) hatch(ctx, x, y, cs, cs, "rgba(122,51,0,0.45)");
    ctx.strokeStyle = "#6d6455"; ctx.lineWidth = 1; ctx.strokeRect(x + 0.5, y + 0.5, cs - 1, cs - 1);
    if (!e && before && before[r - 1] && before[r - 1][c - 1]) frameSquare(ctx, x, y, cs, "#ffb25e", 3, [5, 3]); // covered by the last move
    if (e && hint && hint[r - 1] && !hint[r - 1][c - 1]) frameSquare(ctx, x, y, cs, "#7a3300", 2, [4, 2]);
  }
  if (!picked && hov && hov.partners.length) frameSquare(ctx, hov.x - cs / 2, hov.y - cs / 2, cs, "#1f5cb0", 2); // a square the mouse may pick
  // the picked square, and the squares next to it a domino may take
  if (picked) {
    frameSquare(ctx, picked.x - cs / 2, picked.y - cs / 2, cs, "#1f5cb0", 4);
    for (const p of picked.partners) {
      const [x, y] = at(p.row, p.col);
      ctx.fillStyle = "#1f5cb0"; ctx.beginPath(); ctx.arc(x + cs / 2, y + cs / 2, Math.max(4, cs * 0.14), 0, 2 * Math.PI); ctx.fill();
    }
  }
  if (shown) { // the domino's outline over its two squares
    const xs = shown.map((t) => t.x), ys = shown.map((t) => t.y);
    ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 2; ctx.setLineDash([]);
    ctx.strokeRect(Math.min(...xs) - cs / 2 + 5, Math.min(...ys) - cs / 2 + 5, Math.max(...xs) - Math.min(...xs) + cs - 10, Math.max(...ys) - Math.min(...ys) + cs - 10);
  }
  if (cur) ring(ctx, cur.x - cs / 2, cur.y - cs / 2, cs, cs);
  renderDominoTools(g, picked);
  cv.dataset.preview = JSON.stringify(shown ? shown.map((t) => t.id) : []);
  publishThings(g);
  describeThing(g);
}

export function renderDominoTools(g, picked) {
  const el = tools();
  el.textContent = "";
  if (!playable(g)) return;
  const b = toolButton(g.dir === "v" ? "Keyboard domino: down (R turns it)" : "Keyboard domino: across (R turns it)", () => {
    turnDomino(g);
    const again = $("domino-dir");
    if (again) again.focus();
  }, g.dir === "v");
  b.id = "domino-dir";
  if (picked) toolButton(`cancel the pick of ${picked.label.replace(/, empty$/, "")}`, () => { g.pick = null; renderBoard(g); $("board").focus(); });
}

export function turnDomino(g) { g.dir = g.dir === "v" ? "h" : "v"; renderBoard(g); }

// clickDomino: a click on an empty square picks it; a click on a square
// next to the one picked places the domino on the two (a click on the
// picked square again drops it).
export function clickDomino(g, t) {
  const p = pickOf(g), picked = p && thingById(g, p.id);
  if (picked) {
    if (picked.id === t.id) { g.pick = null; renderBoard(g); say(`Dropped ${t.label}: click an empty square to begin a domino.`); return; }
    const q = picked.partners.find((x) => x.id === t.id);
    if (q) { g.pick = null; return humanMove(g, q.move); }
  }
  if (!t.partners.length) { g.pick = null; renderBoard(g); say(`${cap(t.label)}: ${t.empty ? "no domino fits on it" : "a domino covers it"}.`); return; }
  g.pick = { pos: g.pos, id: t.id };
  renderBoard(g);
  say(`Picked ${t.label}: click a marked square next to it to place the domino on both, or this square again to drop it.`);
}

// keyDomino: Enter places the keyboard's domino at the cursor, or, with a
// square picked, the domino of that square and the cursor's.
export function keyDomino(g, t) {
  const p = pickOf(g), picked = p && thingById(g, p.id);
  if (picked) {
    const q = picked.partners.find((x) => x.id === t.id);
    if (q) { g.pick = null; return humanMove(g, q.move); }
    if (picked.id === t.id) { g.pick = null; renderBoard(g); return; }
  }
  const d = dominoAt(g, t);
  if (d && d.move) { g.pick = null; return humanMove(g, d.move); }
  say(`${cap(t.label)}: no domino ${g.dir === "v" ? "down" : "across"} fits there${t.partners.length ? "; press R to turn it" : ""}.`);
}

// A board of squares to cover with dominoes (Cram), written as a picture:
// rows of . (empty) and # (covered) from the top down, separated by /. A
// click on an empty square and then on one next to it (or a drag from one
// to the other) covers the two; the keyboard places a domino across or
// down (R turns it) at the cursor.
export default thingBoard({
  title: "Squares to cover with dominoes",
  draw: drawDominoes,
  hover: true,
  ownLabel: true,
  focusRedraw: true, // the keyboard's domino shows with the focus
  step: (g, d) => stepSquare(g, d, false),
  play(g, byPointer) {
    const t = cursorThing(g);
    if (t) return byPointer ? clickDomino(g, t) : keyDomino(g, t);
  },
  key(g, ev) {
    if (ev.key !== "r" && ev.key !== "R") return false;
    turnDomino(g);
    return true;
  },
  pointerDown(g, hit) {
    const t = hit && thingById(g, hit.id);
    g.drag = t && t.partners && t.partners.length ? { id: t.id, moved: false } : null;
  },
  legend: () => "Click or tap an empty square, then a marked square next to it, to place a domino on both (or drag from one to the other); dark squares are covered. Arrows move the cursor, R turns the keyboard's domino across or down, Enter or Space places it, Escape drops a pick. Dashed orange: the last domino.",
  cursorLine(g, t) {
    const p = pickOf(g), picked = p && thingById(g, p.id), d = dominoAt(g, t), short = (x) => x.label.replace(/, (empty|covered)$/, "");
    if (picked) return `Picked ${short(picked)}. Cursor on ${t.label}` + (picked.partners.some((q) => q.id === t.id) ? ": press Enter to place the domino on both." : picked === t ? ": press Enter to drop the pick." : ".");
    if (d && d.move) return `Cursor on ${t.label}: the domino ${g.dir === "v" ? "down" : "across"} on it and ${short(d.b)} — press Enter.`;
    return `Cursor on ${t.label}` + (!t.empty ? "." : t.partners.length ? `: no domino ${g.dir === "v" ? "down" : "across"} fits; press R to turn it.` : ": no domino fits on it.");
  },
  pointCursor(g, at, to) { // the domino's first square, the keyboard's domino turned its way
    if (!to) return;
    const a = pictureOf(g.state.written || lastOf(g.pos)), b = isPicture(to) ? pictureOf(to) : [], sq = [];
    a.forEach((row, r) => row.forEach((e, c) => { if (e && b[r] && !b[r][c]) sq.push([r + 1, c + 1]); }));
    if (sq.length === 2) { g.cursor = { id: `S${sq[0][0]}.${sq[0][1]}` }; g.dir = sq[0][0] === sq[1][0] ? "h" : "v"; g.pick = null; g.keyed = true; }
  },
  tableRows(g, pos) {
    const text = g.state.written || pos;
    return isPicture(text) ? String(text).split("/").map((r, i) => [`row ${i + 1} from the top`, [r]]) : null;
  },
});
