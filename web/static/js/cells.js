// The explorer's picture under the hand: hover, tap, drag to pan, keys,
// zoom, and the cell read aloud.
import { api } from "./api.js";
import { isSum, valuesUpto, viewKind } from "./config.js";
import { boxNeeded, fetchTile, loadView, tilesLoaded, viewCap, wantTiles } from "./explorer.js";
import { M, cellState, draw, gridGeom, isRare, seqGeom } from "./picture.js";
import { startGame } from "./play.js";
import { ui } from "./store.js";
import { setStart, writeURL } from "./url.js";
import { $, cap } from "./util.js";

// ---- hover, tap and keys on the picture --------------------------------------

export function cellAt(ev) {
  const cv = $("grid"), r = cv.getBoundingClientRect();
  const x = ev.clientX - r.left, y = ev.clientY - r.top;
  if (viewKind(ui.cfg) === "oneheap") {
    const g = seqGeom(), i = Math.floor((x - M.left) / g.bw);
    return i < 0 || i >= g.n ? null : { n: ui.x0 + i };
  }
  const g = gridGeom(), i = Math.floor((x - M.left) / g.cs), j = g.n - 1 - Math.floor((y - M.top) / g.cs);
  return i < 0 || j < 0 || i >= g.n || j >= g.n ? null : { x: ui.x0 + i, y: ui.y0 + j };
}

export function cellPos(cell) {
  if (cell.n !== undefined) return String(cell.n);
  return isSum(ui.cfg) ? `${cell.x} + ${cell.y}` : `${cell.x},${cell.y}`;
}

export let infoTimer = 0;
// showInfo reads a cell of the picture; a cell chosen by key or tap is
// announced (#cell-said), a cell under the mouse is not.
export function showInfo(cell, fetchMoves, announce) {
  const el = $("cell-info"), d = ui.data, gen = ++ui.infoGen;
  if (!cell || !d) { el.textContent = ""; return; }
  let text;
  if (cell.n !== undefined) {
    if (!d.values || cell.n >= d.values.length) return;
    const g = d.values[cell.n];
    text = `heap ${cell.n}: G = ${g}, ${g === 0 ? "P — the player to move loses" : "N — the player to move wins"}${isRare(cell.n, g) ? "; a rare value" : ""}`;
  } else {
    const s = cellState(cell.x, cell.y);
    if (cell.x > d.box || cell.y > d.box) return;
    text = `(${cell.x},${cell.y}): ${s.p ? "P — the player to move loses" : "N — the player to move wins"}`;
    if (s.g !== null) text += `, G = ${s.g}`;
    if (ui.view === "offset" && s.t) text += "; a translated P-position of the unaltered game";
  }
  el.textContent = text;
  el.dataset.cell = cellPos(cell);
  if (announce) $("cell-said").textContent = text;
  const play = document.createElement("button");
  play.textContent = "Play from here";
  play.onclick = () => { setStart(cellPos(cell)); startGame(); };
  el.append(" ", play);
  clearTimeout(infoTimer);
  if (!fetchMoves) return;
  infoTimer = setTimeout(async () => {
    if (cell.n === undefined && cellState(cell.x, cell.y).g === null && wantTiles() && cell.x <= valuesUpto(ui.cfg) && cell.y <= valuesUpto(ui.cfg)) {
      // a cell between the samples of a zoomed-out heatmap: its value, a tile of one cell
      let got = false;
      try {
        await fetchTile(ui.cfg, { key: `${cell.x},${cell.y}`, x0: cell.x, y0: cell.y, w: 1, h: 1, step: 1 }, undefined, d.cells);
        got = true;
      } catch (e) { /* the outcome is shown */ }
      if (gen !== ui.infoGen) return;
      if (got) { showInfo(cell, true, announce); return; }
    }
    try {
      const r = await api(ui.cfg, "moves", { pos: cellPos(cell) });
      if (gen !== ui.infoGen) return;
      const list = r.winning.map((m) => !Array.isArray(m) ? String(m) : Array.isArray(m[0]) ? m.map((q) => q.join(",")).join(" + ") : m.join(","));
      const span = document.createElement("span");
      span.className = "winning";
      span.textContent = list.length ? `; winning moves: ${list.slice(0, 12).map((m) => "→ " + m).join(", ")}${list.length > 12 ? " …" : ""}.` : "; no winning move.";
      el.insertBefore(span, play.previousSibling);
    } catch (e) { /* the outcome is already shown */ }
  }, 150);
}

export let drag = null;
export function cancelDrag() { drag = null; }
export function onPointerDown(ev) {
  drag = { x: ev.clientX, y: ev.clientY, x0: ui.x0, y0: ui.y0, moved: false };
  $("grid").setPointerCapture(ev.pointerId);
}
export function onPointerMove(ev) {
  if (drag) {
    const dx = ev.clientX - drag.x, dy = ev.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 6) drag.moved = true;
    if (drag.moved) {
      const k = viewKind(ui.cfg), cs = k === "oneheap" ? seqGeom().bw : gridGeom().cs;
      const nx = Math.max(0, Math.round(drag.x0 - dx / cs)), ny = k === "oneheap" ? 0 : Math.max(0, Math.round(drag.y0 + dy / cs));
      if (nx !== ui.x0 || ny !== ui.y0) { setWindow(nx, ny, ui.w, false); }
    }
    return;
  }
  if (ev.pointerType === "mouse") {
    const cell = cellAt(ev);
    if (!cell || !ui.hover || cellPos(cell) !== cellPos(ui.hover)) showInfo(cell, true);
    ui.hover = cell;
  }
}
export function onPointerUp(ev) {
  const d = drag;
  drag = null;
  if (!d) return;
  if (d.moved) { writeURL(false); return; }
  const cell = cellAt(ev);
  if (!cell) return;
  select(cell);
}

export function select(cell) {
  ui.sel = cell;
  setStart(cellPos(cell));
  draw();
  showInfo(cell, true, true);
  writeURL(false);
}

export function onGridKey(ev) {
  const k = viewKind(ui.cfg);
  if (k === "none") return;
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[ev.key];
  if (ev.key === "+" || ev.key === "=") { zoom(1 / 1.5); ev.preventDefault(); return; }
  if (ev.key === "-") { zoom(1.5); ev.preventDefault(); return; }
  if (ev.key === "Enter" && ui.sel) { setStart(cellPos(ui.sel)); startGame(); ev.preventDefault(); return; }
  if (!step) return;
  ev.preventDefault();
  if (ev.shiftKey) { pan(step[0], step[1]); return; }
  let cell = ui.sel || (k === "oneheap" ? { n: ui.x0 } : { x: ui.x0, y: ui.y0 });
  if (k === "oneheap") cell = { n: Math.max(0, cell.n + step[0]) };
  else cell = { x: Math.max(0, cell.x + step[0]), y: Math.max(0, cell.y + step[1]) };
  // keep the selection on screen
  const c = cell.n !== undefined ? [cell.n, 0] : [cell.x, cell.y];
  let x0 = ui.x0, y0 = ui.y0;
  if (c[0] < x0) x0 = c[0]; if (c[0] > x0 + ui.w) x0 = c[0] - ui.w;
  if (k !== "oneheap") { if (c[1] < y0) y0 = c[1]; if (c[1] > y0 + ui.w) y0 = c[1] - ui.w; }
  ui.sel = cell;
  if (x0 !== ui.x0 || y0 !== ui.y0) setWindow(x0, y0, ui.w, true);
  else { draw(); writeURL(false); }
  showInfo(cell, true, true);
}

export function setWindow(x0, y0, w, url) {
  const cap = viewCap(), k = viewKind(ui.cfg);
  w = Math.max(Math.min(cap, k === "oneheap" ? 10 : 4), Math.min(cap, Math.round(w)));
  ui.w = w;
  ui.x0 = Math.max(0, Math.min(cap - w, x0));
  ui.y0 = k === "oneheap" ? 0 : Math.max(0, Math.min(cap - w, y0));
  const d = ui.data;
  const loaded = k === "oneheap" ? d.values && d.values.length > Math.min(cap, ui.x0 + ui.w) : d.box >= boxNeeded() && tilesLoaded() && (ui.view !== "offset" || d.transBox >= boxNeeded());
  if (loaded) draw(); else loadView();
  if (url) writeURL(false);
}

export function zoom(f) { setWindow(ui.x0, ui.y0, ui.w * f, true); }
export function pan(dx, dy) { const s = Math.max(1, Math.round(ui.w / 4)); setWindow(ui.x0 + dx * s, ui.y0 + dy * s, ui.w, true); }
