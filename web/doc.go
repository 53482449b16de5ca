// Package web is mex's web lab: an HTTP API that mirrors the command line
// (GET /api/COMMAND?game=SPEC&pos=POS&size=N&…, the same JSON as
// `mex COMMAND … --json`) and one embedded page to explore the games and
// play them against the computer.
//
// Hardening: every parameter is validated (400 with {"error": …}); sizes
// are capped by Limits so that no request can allocate without bound; at
// most MaxConcurrent computations run at once (others wait briefly, then
// get 503); each computation has a deadline (503 after it); the server has
// read, write and idle timeouts and binds to 127.0.0.1 by default.
//
// Large views are light: the page draws heatmaps from binary tiles of the
// window on screen (/api/tile, tiles.go) rather than the JSON of a whole
// table, and the server keeps the tables and one-heap runs it computed on
// shelves bounded in bytes and charged to its memory account (shelf.go),
// so that a page's tiles read one table and its values and statistics
// one run of the sequence (sequences.go).
package web
