// The one client of the lab's API (/api/COMMAND): every view, board and
// desk section asks through it. One configuration shape, one number policy.
//
// A configuration is { spec, alter: [["alter-p", "3,4"], …], misere }: the
// game spec, its alterations in the order given, misère play or not.
//
// Numbers: the API's JSON is read keeping every digit. A whole number
// beyond 2^53 (a Nim heap of 10^30, its winning moves) becomes a BigInt,
// which prints exactly; every other number is a Number. Code that shows a
// number writes String(n); code that computes with one beyond 2^53 uses
// BigInt arithmetic.
import { send } from "./transport.js";

export class APIError extends Error {
  constructor(message, status) { super(message); this.status = status; }
}

// query returns the URL parameters of a request: the configuration's
// (unless plain, for a command that takes the spec alone) and params,
// dropping undefined and empty values; an array value repeats its name
// (measure: [100, 1000] is measure=100&measure=1000).
export function query(cfg, params = {}, plain = false) {
  const q = new URLSearchParams();
  if (cfg) q.set("game", cfg.spec);
  const given = (v) => v !== undefined && v !== null && v !== "";
  for (const [k, v] of Object.entries(params)) {
    if (Array.isArray(v)) for (const x of v.filter(given)) q.append(k, String(x));
    else if (given(v)) q.set(k, String(v));
  }
  if (cfg && !plain) {
    for (const [k, v] of cfg.alter || []) q.append(k, v);
    if (cfg.misere) q.set("misere", "1");
  }
  return q;
}

export function apiPath(cfg, command, params, plain) {
  return `/api/${command}?${query(cfg, params, plain)}`;
}

// request sends one request and returns its Response (for the commands
// that answer with a picture, a file or a stream of lines).
export async function request(cfg, command, params = {}, opts = {}) {
  try {
    return await send(apiPath(cfg, command, params, opts.plain), { signal: opts.signal });
  } catch (e) {
    if (isAbort(e)) throw e;
    throw new APIError("the lab did not answer (" + e.message + ")", 0);
  }
}

// api asks cfg's command and returns its JSON, or throws an APIError with
// the API's own message and status.
export async function api(cfg, command, params = {}, opts = {}) {
  const res = await request(cfg, command, params, opts);
  return readJSON(res);
}

// readJSON reads a Response of the API: its JSON, or an APIError.
export async function readJSON(res) {
  const text = await res.text();
  let body = null;
  try { body = parseExact(text); } catch (e) { body = null; }
  if (!res.ok) throw new APIError((body && body.error) || `${res.status} ${res.statusText}`, res.status);
  if (body === null && text.trim() !== "null") throw new APIError(`${res.status}: not JSON: ${text.slice(0, 200)}`, res.status);
  return body;
}

// parseExact reads JSON keeping every digit (see the number policy above).
// Long integer literals outside strings are quoted with a marker before
// parsing, so that no engine's double sees them.
const BIG = "\u0000big:";
export function parseExact(text) {
  if (!/\d{16}/.test(text)) return JSON.parse(text); // the usual answer: nothing to keep
  const quoted = text.replace(/"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])-?\d{16,}(?![.eE\d])/g,
    (m) => (m[0] === '"' ? m : JSON.stringify(BIG + m)));
  return JSON.parse(quoted, (key, value) => {
    if (typeof value !== "string" || !value.startsWith(BIG)) return value;
    const n = BigInt(value.slice(BIG.length));
    return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n;
  });
}

export function isAbort(e) { return !!e && e.name === "AbortError"; }
