// window.mexHook: the page's one test hook (documented in docs/LAB.md).
// The browser tests (web/*_test.go) read the page through it and through
// the DOM (data-* attributes on body and the boards), never through the
// page's own state, which lives in modules. Every accessor reads; none
// changes the page.
//
//   config()         the configuration chosen, { spec, alter, misere }, or
//                    null before the first (alter: [["alter-p", "3,4"], …])
//   valuesLength()   how many heap values the explorer holds (one-heap view)
//   viewport()       the explorer's window { x0, y0, w }: cells x0..x0+w
//   cellValue(x, y)  G(x, y) as the explorer's tiles hold it (-1: not a
//                    position; null: not loaded)
//   grid()           the explorer's geometry { cssW, cssH, n, side, cs }:
//                    cs CSS pixels a cell, n cells a side
//   parseExact(text) the API client's reader of JSON (api.js's number policy)
//   requests()       the transport's log of API requests, [{ path, status,
//                    timing }]: timing the answer's Server-Timing header;
//                    in the static site also bytes, the body's size
import { parseExact } from "./api.js";
import { cellState, gridGeom } from "./picture.js";
import { ui } from "./store.js";
import { requests } from "./transport.js";

const copy = (v) => (v === null || v === undefined ? v : JSON.parse(JSON.stringify(v)));

window.mexHook = Object.freeze({
  config: () => (ui.cfg ? copy({ spec: ui.cfg.spec, alter: ui.cfg.alter, misere: ui.cfg.misere }) : null),
  valuesLength: () => (ui.data && ui.data.values ? ui.data.values.length : 0),
  viewport: () => ({ x0: ui.x0, y0: ui.y0, w: ui.w }),
  cellValue: (x, y) => (ui.data ? cellState(x, y).g : null),
  grid: () => copy(gridGeom()),
  parseExact: (text) => parseExact(text),
  requests: () => copy(requests),
});
