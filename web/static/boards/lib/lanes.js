// Rows of tokens or pins (the heaps, pins and heap-last-move boards): the
// rows are kept from move to move, so that a heap split by a move stays
// where it stood, and drawn with the things a click plays.
import { blocking, boardCSSWidth, playable, renderBoard } from "../../js/board.js";
import { hinted } from "../../js/hints.js";
import { cursorThing, describeThing, heapKey, hintTo, movesBy, publishThings, say, toolButton, tools, usableMoves } from "../../js/things.js";
import { $, CURSOR, LAST, TOUCH, ints, lastOf, onPhone, ring, sizeCanvas } from "../../js/util.js";
import { boardOf } from "../index.js";

// -- lanes: rows of tokens or pins, kept from move to move so that a heap
// split by a move stays where it stood: a cell stands (1), fell before (0)
// or fell in the last move (2); a cut splits a row where no cell fell.

export function lanesOf(piles) { return piles.map((h) => ({ cells: Array(Math.max(0, h)).fill(1), cuts: [] })); }
export function copyLanes(lanes) { return lanes ? lanes.map((l) => ({ cells: l.cells.slice(), cuts: l.cuts.slice() })) : null; }

// segments are the heaps of the lanes: runs of standing cells, {lane, a, h}.
export function segments(lanes) {
  const out = [];
  lanes.forEach((l, lane) => {
    let a = -1;
    for (let i = 0; i <= l.cells.length; i++) {
      const up = i < l.cells.length && l.cells[i] === 1;
      if (a >= 0 && (!up || l.cuts.includes(i))) { out.push({ lane, a, h: i - a }); a = -1; }
      if (up && a < 0) a = i;
    }
  });
  return out;
}

// knockKey is the heaps left when heap k loses r cells from its s-th on
// (r = 0: split before its s-th).
export function knockKey(segs, k, s, r) {
  const hs = segs.map((x) => x.h);
  hs.splice(k, 1, s, hs[k] - s - r);
  return heapKey(hs);
}

// explainKnock finds a knock of the lanes that leaves the heaps key,
// taking from the end of a heap where it can.
export function explainKnock(segs, key) {
  for (let r = 1; ; r++) {
    let any = false;
    for (let k = 0; k < segs.length; k++) {
      if (segs[k].h < r) continue;
      any = true;
      for (let s = segs[k].h - r; s >= 0; s--) if (knockKey(segs, k, s, r) === key) return { k, s, r };
    }
    if (!any) break;
  }
  for (let k = 0; k < segs.length; k++) for (let s = 1; s < segs[k].h; s++) if (knockKey(segs, k, s, 0) === key) return { k, s, r: 0 };
  return null;
}

export function knockLanes(lanes, seg, s, r) {
  for (const l of lanes) l.cells = l.cells.map((c) => (c === 2 ? 0 : c));
  const l = lanes[seg.lane];
  if (r === 0) l.cuts.push(seg.a + s);
  for (let i = 0; i < r; i++) l.cells[seg.a + s + i] = 2;
}

// lanePiles are the heaps the lanes stand for: the position's, but one
// heap with the last move (its first number) on the heap-last-move board.
export function lanePiles(g) {
  const p = (g.state && g.state.piles) || [];
  const b = boardOf(g.cfg);
  return b.piles ? b.piles(p) : p;
}

export function syncLanes(g) {
  const piles = lanePiles(g);
  if (!g.lanes || heapKey(segments(g.lanes).map((x) => x.h)) !== heapKey(piles)) g.lanes = lanesOf(piles);
  return g.lanes;
}

// -- heaps and pins

export function laneGeom(g, lanes) {
  const W = boardCSSWidth(), longest = Math.max(1, ...lanes.map((l) => l.cells.length));
  const cell = onPhone() ? TOUCH : Math.max(16, Math.min(36, Math.floor((W - 4) / longest)));
  const perRow = Math.max(1, Math.floor((W - 4) / cell)), labelH = 18;
  const tops = [];
  let y = 2;
  for (const l of lanes) { tops.push(y); y += labelH + Math.max(1, Math.ceil(l.cells.length / perRow)) * cell + 6; }
  return { W, H: y, cell, perRow, labelH, tops, at: (lane, i) => [2 + (i % perRow) * cell, tops[lane] + labelH + Math.floor(i / perRow) * cell] };
}

// drawLanes draws rows of tokens (heaps), of pins (pins: a click knocks
// pins in a row) or one heap with the last move (last).
export function drawLanes(g, { pins = false, last = false } = {}) {
  const cv = $("board"), st = g.state;
  const lanes = syncLanes(g), segs = segments(lanes);
  if (lanes.reduce((s, l) => s + l.cells.length, 0) > 600 || lanes.length > 12) {
    cv.hidden = true; g.things = []; publishThings(g);
    say(`Heaps of ${lanePiles(g).join(", ")} are too large to draw; play with the moves below.`);
    return;
  }
  cv.hidden = false;
  // heap-last-move: the tokens the last move took stand after the heap,
  // and the most the next move may take is read from the moves
  let took = 0, most = 0;
  if (last) {
    took = (st.piles || [])[1] || 0;
    const n = lanePiles(g)[0] || 0;
    for (const m of usableMoves(g)) most = Math.max(most, n - ints(lastOf(m.to))[0]);
    lanes[0].cells = lanes[0].cells.filter((c) => c === 1).concat(Array(took).fill(2));
  }
  const geo = laneGeom(g, lanes), { cell } = geo;
  const ctx = sizeCanvas(cv, geo.W, geo.H);
  cv.style.width = geo.W + "px";
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, geo.W, geo.H);
  // the things: a click on cell i of heap k
  const byHeaps = movesBy(g, (m) => heapKey(ints(lastOf(m.to))));
  const byLeft = movesBy(g, (m) => ints(lastOf(m.to))[0]);
  const lengths = pins ? knockLengths(g, segs, byHeaps) : [];
  if (pins && !lengths.includes(g.knock)) g.knock = lengths.find((r) => r > 0) ?? lengths[0] ?? 1;
  g.things = [];
  segs.forEach((seg, k) => {
    for (let j = 0; j < seg.h; j++) {
      const [x, y] = geo.at(seg.lane, seg.a + j);
      let s, r, move;
      if (last) { s = j; r = seg.h - j; move = byLeft.get(j); }
      else if (!pins) { s = j; r = seg.h - j; move = byHeaps.get(knockKey(segs, k, s, r)); }
      else if (g.knock > 0) { r = Math.min(g.knock, seg.h); s = Math.min(j, seg.h - r); move = byHeaps.get(knockKey(segs, k, s, r)); }
      else { s = j + 1; r = 0; move = s < seg.h ? byHeaps.get(knockKey(segs, k, s, 0)) : undefined; }
      const what = pins ? "pin" : "token", row = pins ? "row" : "heap";
      g.things.push({ id: `L${seg.lane + 1}.${seg.a + j + 1}`, label: `${row} ${seg.lane + 1}, ${what} ${seg.a + j + 1}`, lane: seg.lane, col: seg.a + j, x: x + cell / 2, y: y + cell / 2, w: cell, h: cell, move, knock: { k, s, r, seg }, stop: true });
    }
  });
  const cur = (playable(g) || blocking(g)) ? cursorThing(g) : null;
  const taking = new Set();
  if (cur && cur.move) for (let i = 0; i < cur.knock.r; i++) taking.add(`${cur.lane}:${cur.knock.seg.a + cur.knock.s + i}`);
  const hinted = new Set(), hto = hintTo(g);
  if (hto) {
    const e = last ? { k: 0, s: ints(lastOf(hto))[0], r: (segs[0] || { h: 0 }).h - ints(lastOf(hto))[0] } : explainKnock(segs, heapKey(ints(lastOf(hto))));
    if (e && segs[e.k]) for (let i = 0; i < Math.max(1, e.r); i++) hinted.add(`${segs[e.k].lane}:${segs[e.k].a + e.s + i}`);
  }
  lanes.forEach((l, lane) => {
    const mine = segs.filter((s) => s.lane === lane).map((s) => s.h);
    ctx.fillStyle = "#333"; ctx.font = "12px system-ui"; ctx.textAlign = "left"; ctx.textBaseline = "top";
    ctx.fillText(last ? `${mine[0] || 0} left` + (took ? `, ${took} taken last (dashed)` : "") + (most ? `; the next move takes 1 to ${most}` : "; no move is left") :
      pins ? `row ${lane + 1}: ${mine.length ? mine.join(" + ") + " pin(s)" : "no pin standing"}` : `heap ${lane + 1}: ${mine[0] || 0}`, 4, geo.tops[lane] + 2);
    l.cells.forEach((c, i) => {
      const [x, y] = geo.at(lane, i), t = g.things.find((q) => q.lane === lane && q.col === i);
      const key = `${lane}:${i}`;
      if (taking.has(key)) { ctx.fillStyle = "#ffe2bf"; ctx.fillRect(x + 1, y + 1, cell - 2, cell - 2); }
      if (pins) drawPin(ctx, x, y, cell, c, t && t.move && playable(g));
      else drawToken(ctx, x, y, cell, c, t && t.move && playable(g));
      if (hinted.has(key)) { ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 2; ctx.setLineDash([4, 2]); ctx.strokeRect(x + 2, y + 2, cell - 4, cell - 4); ctx.setLineDash([]); }
      if (l.cuts.includes(i) && i > 0) { ctx.strokeStyle = "#222"; ctx.lineWidth = 3; ctx.beginPath(); ctx.moveTo(x, y + 2); ctx.lineTo(x, y + cell - 2); ctx.stroke(); }
    });
  });
  if (cur) {
    const [x, y] = geo.at(cur.lane, cur.col);
    ring(ctx, x, y, cell, cell);
    if (cur.move && cur.knock.r === 0) { // a split: where the row parts
      ctx.strokeStyle = CURSOR; ctx.lineWidth = 3; ctx.setLineDash([3, 2]); ctx.beginPath(); ctx.moveTo(x + cell, y - 2); ctx.lineTo(x + cell, y + cell + 2); ctx.stroke(); ctx.setLineDash([]);
    }
  }
  if (pins) renderKnockTools(g, lengths);
  else if ($("board-tools")) $("board-tools").textContent = "";
  publishThings(g);
  describeThing(g);
}

// knockLengths are the numbers of pins in a row some legal move knocks
// (0: a split with none knocked).
export function knockLengths(g, segs, byHeaps) {
  const out = new Set();
  segs.forEach((seg, k) => {
    for (let r = 0; r <= seg.h; r++) for (let s = r ? 0 : 1; s + r <= seg.h && (r || s < seg.h); s++) if (byHeaps.has(knockKey(segs, k, s, r))) out.add(r);
  });
  return [...out].sort((a, b) => a - b);
}

export function renderKnockTools(g, lengths) {
  const el = tools();
  el.textContent = "";
  if (lengths.length < 2 || !playable(g)) return;
  el.append("A click knocks: ");
  for (const r of lengths) {
    const b = toolButton(r === 0 ? "none (split the row)" : `${r} pin${r > 1 ? "s" : ""}`, () => {
      g.knock = r;
      renderBoard(g);
      const again = document.querySelector(`#board-tools button[data-knock="${r}"]`);
      if (again) again.focus();
    }, g.knock === r);
    b.dataset.knock = r;
  }
}

export function drawToken(ctx, x, y, cell, c, live) {
  const p = Math.max(2, cell * 0.12);
  ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, cell / 2 - p, 0, 2 * Math.PI);
  if (c === 1) { ctx.fillStyle = live ? "#2f66b8" : "#8f98a8"; ctx.fill(); ctx.strokeStyle = "#1b3b6e"; ctx.lineWidth = 1; ctx.stroke(); }
  else if (c === 2) { ctx.strokeStyle = LAST; ctx.lineWidth = 2; ctx.setLineDash([4, 3]); ctx.stroke(); ctx.setLineDash([]); }
  else { ctx.strokeStyle = "#ddd"; ctx.lineWidth = 1; ctx.stroke(); }
}

export function drawPin(ctx, x, y, cell, c, live) {
  const cx = x + cell / 2;
  if (c === 1) {
    ctx.fillStyle = live ? "#fbf7ec" : "#e4e4e4"; ctx.strokeStyle = live ? "#1b3b6e" : "#777"; ctx.lineWidth = 1.5;
    ctx.beginPath(); ctx.ellipse(cx, y + cell * 0.64, cell * 0.2, cell * 0.26, 0, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
    ctx.beginPath(); ctx.arc(cx, y + cell * 0.24, cell * 0.13, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
    ctx.fillStyle = live ? "#b02020" : "#999"; ctx.fillRect(cx - cell * 0.1, y + cell * 0.38, cell * 0.2, cell * 0.05);
  } else {
    ctx.beginPath(); ctx.ellipse(cx, y + cell * 0.78, cell * 0.36, cell * 0.1, 0, 0, 2 * Math.PI);
    if (c === 2) { ctx.strokeStyle = LAST; ctx.lineWidth = 2; ctx.setLineDash([4, 3]); ctx.stroke(); ctx.setLineDash([]); }
    else { ctx.fillStyle = "#eee"; ctx.fill(); }
  }
}

// knockChoices are the numbers of pins a click may knock, as offered.
export function knockChoices() { return [...document.querySelectorAll("#board-tools button[data-knock]")].map((b) => +b.dataset.knock); }
