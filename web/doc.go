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
package web
