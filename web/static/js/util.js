// Small helpers every part of the page shares: the element by id, the
// server's caps, positions as text (lastOf, ints, pictures), canvases
// (sizeCanvas, hatch, ring) and the table of a canvas (dataTable).
import { record } from "./play.js";

// Caps of the server (web/server.go): size= and upto=.
export const MAX_SIZE = 2000, MAX_UPTO = 1 << 20, MAX_STARTS = 120;
// Sparse-space statistics are computed at least this far, to find a proof of a period.
export const STATS_UPTO = 1 << 14;
// Boards are drawn up to this many squares (or tokens) a side.
export const MAX_BOARD = 64;
// Move buttons are listed up to this many; beyond, a menu.
export const MAX_BUTTONS = 80;

export const $ = (id) => document.getElementById(id);

// lastOf is the position a game record ends at (4,6/4,2: the positions
// of a game with memory, one after another); a picture of a board
// (..#/...) is a position of its own.
export function lastOf(record) { if (isPicture(record)) return String(record); const parts = String(record).split("/"); return parts[parts.length - 1]; }
export function blockedParam(b) { return b.map((p) => p.join(",")).join("/"); }
export function ints(text) { return String(text).split(/[,+\s]+/).filter((s) => s !== "").map(Number); }

// Canvas with device pixels; returns the context and CSS size.
export function sizeCanvas(cv, cssW, cssH) {
  const dpr = window.devicePixelRatio || 1;
  cv.style.height = cssH + "px";
  cv.width = Math.round(cssW * dpr); cv.height = Math.round(cssH * dpr);
  const ctx = cv.getContext("2d");
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
}

export function niceStep(span, most) {
  const raw = Math.max(1, span / most), p = Math.pow(10, Math.floor(Math.log10(raw)));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}

// dataTable builds a table: caption, column headers, and rows of a
// header and cells.
export function dataTable(caption, cols, rows) {
  const t = document.createElement("table"), cap = document.createElement("caption"), head = document.createElement("tr");
  cap.textContent = caption;
  t.append(cap);
  for (const c of cols) {
    const th = document.createElement("th");
    th.scope = "col"; th.textContent = c;
    head.append(th);
  }
  const thead = document.createElement("thead"), tbody = document.createElement("tbody");
  thead.append(head);
  for (const [h, cells] of rows) {
    const tr = document.createElement("tr"), th = document.createElement("th");
    th.scope = "row"; th.textContent = h;
    tr.append(th);
    for (const c of cells) { const td = document.createElement("td"); td.textContent = c; tr.append(td); }
    tbody.append(tr);
  }
  t.append(thead, tbody);
  return t;
}
export function cap(text) { return text.charAt(0).toUpperCase() + text.slice(1); }

// ---- canvases of the boards ---------------------------------------------------------

export function hatch(ctx, x, y, w, h, color) {
  ctx.save();
  ctx.beginPath(); ctx.rect(x, y, w, h); ctx.clip();
  ctx.strokeStyle = color; ctx.lineWidth = 1.5;
  for (let k = -h; k < w; k += 5) { ctx.beginPath(); ctx.moveTo(x + k, y + h); ctx.lineTo(x + k + h, y); ctx.stroke(); }
  ctx.restore();
}

// The keyboard cursor and the selection: a dark ring (5.3:1 on the dark
// squares, 7.6:1 on the light ones) lined with white (9.7:1 on the queen's
// dark blue), so that it stands out at 3:1 or more on every colour.
export const CURSOR = "#7a3300";
export function ring(ctx, x, y, w, h) {
  ctx.setLineDash([]);
  ctx.strokeStyle = CURSOR; ctx.lineWidth = 3; ctx.strokeRect(x + 1.5, y + 1.5, w - 3, h - 3);
  ctx.strokeStyle = "#fff"; ctx.lineWidth = 2; ctx.strokeRect(x + 4, y + 4, w - 8, h - 8);
}

// Colours and sizes of the boards.

export const LAST = "#c25e00"; // the last move, dashed (5.1:1 on white)
export const TOUCH = 44; // touch targets on a phone, in CSS pixels
export function onPhone() { return window.innerWidth <= 600; }

// A picture: rows from the top of . (empty, true) and # (covered, false).
export function isPicture(text) { return /^[.#]+(\/[.#]+)*$/.test(String(text).trim()); }
export function pictureOf(text) { return String(text).trim().split("/").map((r) => [...r].map((ch) => ch === ".")); }
export function pictureKey(rows) { return rows.map((r) => r.map((e) => (e ? "." : "#")).join("")).join("/"); }
