// The board of coins (coin-turning games).
import { blocking, boardCSSWidth, playable, renderBoard } from "../js/board.js";
import { draw, legend } from "../js/picture.js";
import { humanMove } from "../js/play.js";
import { cursorThing, describeThing, hintTo, publishThings, say, toolButton, tools, usableMoves } from "../js/things.js";
import { $, LAST, TOUCH, ints, lastOf, onPhone, ring, sizeCanvas } from "../js/util.js";
import { thingBoard } from "./lib/base.js";

// -- coins

export function headsOf(text) { return ints(lastOf(text)).filter((v) => v > 0); }
export function turned(from, to) {
  const a = new Set(from), b = new Set(to), out = [];
  for (const v of a) if (!b.has(v)) out.push(v);
  for (const v of b) if (!a.has(v)) out.push(v);
  return out.sort((x, y) => x - y);
}

export function drawCoins(g) {
  const cv = $("board"), heads = headsOf(g.pos), moves = usableMoves(g);
  const turns = moves.map((m) => ({ m, t: turned(heads, headsOf(m.to)) })).filter((x) => x.t.length);
  // the row keeps its length through the game: the coins right of the
  // last head stay tails
  const n = g.row = Math.max(g.row || 1, ...heads, ...turns.map((x) => x.t[x.t.length - 1]));
  if (n > 400) { cv.hidden = true; g.things = []; publishThings(g); say(`A row of ${n} coins is too long to draw; play with the moves below.`); return; }
  cv.hidden = false;
  const W = boardCSSWidth(), cell = onPhone() ? TOUCH : Math.max(22, Math.min(40, Math.floor((W - 4) / n))), perRow = Math.max(1, Math.floor((W - 4) / cell)), lineH = cell + 14;
  const H = Math.ceil(n / perRow) * lineH + 4, ctx = sizeCanvas(cv, W, H);
  cv.style.width = W + "px";
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, W, H);
  const pick = g.pick && g.pick.pos === g.pos ? g.pick : null;
  if (!pick) g.pick = null;
  const lastTurned = new Set(g.last ? turned(headsOf(g.last.from), heads) : []);
  const hto = hintTo(g), hintTurned = new Set(hto ? turned(heads, headsOf(hto)) : []);
  const inPick = new Set(pick ? [pick.high, pick.low, ...pick.mids].filter((v) => v) : []);
  const maybe = new Set(pick ? pick.cands.flatMap((x) => x.t) : []);
  g.things = [];
  for (let i = 1; i <= n; i++) {
    const x = 2 + ((i - 1) % perRow) * cell, y = 2 + Math.floor((i - 1) / perRow) * lineH, head = heads.includes(i);
    const tops = turns.filter((q) => q.t[q.t.length - 1] === i);
    g.things.push({ id: `C${i}`, label: `coin ${i}, ${head ? "heads" : "tails"}`, coin: i, x: x + cell / 2, y: y + cell / 2, w: cell, h: cell, round: true, stop: true,
      move: !pick && tops.length === 1 ? tops[0].m : undefined, tops });
    const r = cell / 2 - Math.max(3, cell * 0.1);
    ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, r, 0, 2 * Math.PI);
    ctx.fillStyle = head ? (tops.length && playable(g) ? "#e0a800" : "#d9c27a") : "#c9ccd2"; ctx.fill();
    ctx.strokeStyle = "#444"; ctx.lineWidth = 1; ctx.stroke();
    ctx.fillStyle = "#222"; ctx.font = `bold ${Math.round(cell * 0.36)}px system-ui`; ctx.textAlign = "center"; ctx.textBaseline = "middle";
    ctx.fillText(head ? "H" : "T", x + cell / 2, y + cell / 2 + 1);
    ctx.font = "11px system-ui"; ctx.textBaseline = "top"; ctx.fillStyle = "#333";
    ctx.fillText(String(i), x + cell / 2, y + cell + 1);
    if (lastTurned.has(i)) { ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, r + 2, 0, 2 * Math.PI); ctx.strokeStyle = LAST; ctx.lineWidth = 2; ctx.setLineDash([4, 3]); ctx.stroke(); ctx.setLineDash([]); }
    if (inPick.has(i)) { ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, r - 3, 0, 2 * Math.PI); ctx.strokeStyle = "#1f5cb0"; ctx.lineWidth = 3; ctx.stroke(); }
    else if (maybe.has(i)) { ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, r - 3, 0, 2 * Math.PI); ctx.strokeStyle = "#1f5cb0"; ctx.lineWidth = 1.5; ctx.setLineDash([2, 2]); ctx.stroke(); ctx.setLineDash([]); }
    if (hintTurned.has(i)) { ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 2; ctx.setLineDash([4, 2]); ctx.strokeRect(x + 1, y + 1, cell - 2, cell - 2); ctx.setLineDash([]); }
  }
  const c = (playable(g) || blocking(g)) ? cursorThing(g) : null;
  if (c) ring(ctx, c.x - cell / 2, c.y - cell / 2, cell, cell);
  renderCoinTools(g);
  publishThings(g);
  describeThing(g);
}

export const coinList = (t) => t.join(", ");

export function renderCoinTools(g) {
  const el = tools();
  el.textContent = "";
  if (!g.pick || !playable(g)) return;
  el.append(`Turning coin ${g.pick.high}: `);
  for (const x of g.pick.cands) {
    const b = toolButton(`turn ${coinList(x.t.slice().reverse())}`, () => { g.pick = null; humanMove(g, x.m); });
    b.dataset.to = x.m.to;
  }
  toolButton("cancel", () => { g.pick = null; renderBoard(g); $("board").focus(); });
}

// clickCoin: the first click names the highest coin a move turns (a
// head); when several moves turn it, the next names the lowest (the same
// coin again: it alone), and further clicks the coins between.
export function clickCoin(g, t) {
  const heads = headsOf(g.pos), i = t.coin;
  const p = g.pick && g.pick.pos === g.pos ? g.pick : null;
  if (!p) {
    if (!t.tops.length) { say(`Coin ${i}: no move turns it as its highest coin${heads.includes(i) ? "" : " (a move's highest coin goes from heads to tails)"}.`); return; }
    if (t.tops.length === 1) return humanMove(g, t.tops[0].m);
    g.pick = { pos: g.pos, high: i, low: 0, mids: [], all: t.tops, cands: t.tops };
    renderBoard(g);
    say(`Turning coin ${i}: ${t.tops.length} moves turn it. Click the lowest coin to turn with it (coin ${i} again: it alone), or choose below.`);
    return;
  }
  const lowest = (x) => x.t[0] === p.low || (p.low === p.high && x.t.length === 1);
  if (!p.low) {
    const c = p.all.filter((x) => (i === p.high ? x.t.length === 1 : x.t[0] === i));
    if (!c.length) { say(`No move turns coin ${p.high} with coin ${i} as its lowest; click another coin, or choose below.`); return; }
    p.low = i; p.cands = c;
  } else if (i === p.high || i === p.low) {
    const want = [...new Set([p.low, ...p.mids, p.high])].sort((a, b) => a - b).join(",");
    const c = p.all.filter((x) => x.t.join(",") === want);
    if (!c.length) { say(`No move turns just coins ${want}; click a coin between, or choose below.`); return; }
    g.pick = null;
    return humanMove(g, c[0].m);
  } else if (i > p.low && i < p.high) {
    const mids = p.mids.includes(i) ? p.mids.filter((v) => v !== i) : [...p.mids, i];
    const c = p.all.filter((x) => lowest(x) && mids.every((v) => x.t.includes(v)));
    if (!c.length) { say(`No move turns coins ${p.high} and ${p.low} with coin ${i}; click another, or choose below.`); return; }
    p.mids = mids; p.cands = c;
  } else { say(`Coin ${i} lies outside coins ${p.low} to ${p.high}; press Escape or Cancel to start again.`); return; }
  if (p.cands.length === 1) { g.pick = null; return humanMove(g, p.cands[0].m); }
  renderBoard(g);
  say(`${p.cands.length} moves turn coins ${p.high}${p.mids.length ? ", " + p.mids.slice().sort((a, b) => b - a).join(", ") : ""} and ${p.low}: click a coin between to add it, or coin ${p.high} again to turn just these.`);
}

// A row of coins, heads and tails, the position the places of the heads
// (coin-turning games): a click on a head turns it, further clicks choose
// the other coins the move turns.
export default thingBoard({
  title: "Rows of coins",
  draw: drawCoins,
  play(g) { const t = cursorThing(g); if (t) clickCoin(g, t); },
  legend: () => "Click a head to turn it (the highest coin of your move); if several moves turn it, click the lowest coin to turn with it, then any between. Dashed rings: the last move.",
  cursorLine(g, t) {
    const after = t.move ? `: moves to ${lastOf(t.move.to)} — press Enter.` : g.pick ? ` — press Enter to choose it with coin ${g.pick.high}.` :
      t.tops && t.tops.length > 1 ? `: ${t.tops.length} moves turn it — press Enter to choose.` : ": not a legal move.";
    return `Cursor on ${t.label}${after}`;
  },
  pointCursor(g, at, to) {
    if (!to) return;
    const t = turned(headsOf(g.pos), headsOf(to));
    if (t.length) g.cursor = { id: `C${t[t.length - 1]}` };
  },
});
