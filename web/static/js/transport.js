// The transport carries the API's requests: to the server that serves the
// page (fetch), or, in the static site that `mex site` writes, to the
// library compiled to WebAssembly in Web Workers. Either way a request is
// a path with its query ("/api/outcome?game=nim&pos=3,4,5") and the answer
// a fetch Response, so the client above it (api.js) does not know which it
// talks to.
//
// send(path, { signal }) returns a Promise of a Response; an aborted signal
// rejects it with an AbortError, as fetch does, and a Response whose body
// is still streaming ends with an AbortError.
//
// Which: the static site's pages carry <meta name="mex-lab" content="static">
// (written by `mex site`, with <meta name="mex-lab-version"> naming the
// build); pages without it are served by `mex serve` and use fetch.
//
// In the static site the API runs in workers (../worker.js over ../mex.wasm),
// in lanes as the server's: "light" answers the questions of play
// (outcome, moves, play, reply, describe, families, version), "heavy" the
// computations, and "stream" the checks' stream (/api/checks), so that a
// move is answered while a table or a proof computes. Each lane answers one
// request at a time, in order. Go's WebAssembly never preempts a running
// computation, so this transport enforces what the server's timers do:
//   - the deadline: a request of the light or heavy lane that has not
//     finished DEADLINE_MS (web.Deadline) plus a little slack after its
//     lane took it is answered 503 with {"error": "the computation passed
//     the lab's deadline …"}, and its worker is terminated and replaced;
//     the checks' stream has no deadline, as in mex serve;
//   - cancellation: an aborted request (Stop, a view left) is rejected at
//     once; if its worker is still computing it GRACE_MS later, the worker
//     is terminated and replaced (the compiled module is kept, so a new
//     worker is ready in a fraction of a second).
// The memory accounting of the server (web.TotalMemory, its per-request
// limit) applies inside each worker as it is.
//
// The test hook: every API request is recorded in `requests` as
// {path, status, timing} when its answer's status is known (status 0: no
// answer, as when it was aborted or the lab could not be reached; timing:
// the answer's Server-Timing header, as "shelf;desc=read", or ""), and
// announced with a "mex-request" event on window whose detail is that
// record. In the static site the record gains bytes, the size of the
// body, when the body is complete (there is no network, so the Resource
// Timing API sees none of it).

export const mode = staticPage() ? "static" : "served";

// requests is the log of the API requests of this page (the newest 5000).
export const requests = [];

// DEADLINE_MS is the server's deadline (web.Deadline); SLACK_MS what the
// static lab allows beyond it before it stops a computation; GRACE_MS how
// long an aborted request's worker may go on before it is terminated.
export const DEADLINE_MS = 20000;
const SLACK_MS = 1500;
const GRACE_MS = 500;

const LIGHT = new Set(["outcome", "moves", "play", "reply", "describe", "families", "version"]);
const STREAM = new Set(["checks"]);

export function send(path, { signal } = {}) {
  if (mode === "static" && path.startsWith("/api/")) return sendToWorker(path, signal);
  return sendToServer(path, signal);
}

function staticPage() {
  if (typeof document === "undefined") return false;
  const meta = document.querySelector('meta[name="mex-lab"]');
  return !!meta && meta.content === "static";
}

function record(path, status, headers) {
  if (!path.startsWith("/api/")) return null;
  const entry = { path, status, timing: (headers && headers.get("Server-Timing")) || "" };
  requests.push(entry);
  if (requests.length > 5000) requests.splice(0, requests.length - 5000);
  if (typeof window !== "undefined" && typeof CustomEvent === "function") {
    window.dispatchEvent(new CustomEvent("mex-request", { detail: { ...entry } }));
  }
  return entry;
}

async function sendToServer(path, signal) {
  let res;
  try {
    res = await fetch(path, { signal });
  } catch (e) {
    record(path, 0);
    throw e;
  }
  record(path, res.status, res.headers);
  return res;
}

// ---- the static site: the API in workers ----

function abortError() {
  return new DOMException("The operation was aborted.", "AbortError");
}

// jsonError is an answer of the API's shape: a JSON error with its status.
function jsonError(status, message) {
  return new Response(JSON.stringify({ error: message }) + "\n", {
    status,
    headers: { "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}

// The module is compiled once and handed to every worker.
let compiled = null;
function wasmModule() {
  if (!compiled) {
    compiled = compileWasm(new URL("../mex.wasm", import.meta.url)).catch((e) => {
      compiled = null; // try again with the next request
      throw e;
    });
  }
  return compiled;
}

async function compileWasm(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`mex.wasm: ${res.status} ${res.statusText}`);
  const type = res.headers.get("Content-Type") || "";
  if (WebAssembly.compileStreaming && type.startsWith("application/wasm")) return WebAssembly.compileStreaming(res);
  return WebAssembly.compile(await res.arrayBuffer());
}

let nextID = 1;

// A lane is one worker answering one request at a time.
class Lane {
  constructor(name, deadline) {
    this.name = name;
    this.deadline = deadline; // ms, or 0 for none
    this.queue = [];
    this.job = null; // the request the worker is answering
    this.worker = null;
    this.ready = null; // a Promise of the worker being ready
  }

  // start makes a worker if there is none.
  start() {
    if (this.ready) return this.ready;
    this.ready = wasmModule().then((module) => new Promise((resolve, reject) => {
      const w = new Worker(new URL("../worker.js", import.meta.url), { name: "mex " + this.name });
      this.worker = w;
      w.onmessage = (e) => {
        const m = e.data;
        if (m.type === "ready") resolve();
        else if (m.type === "failed") { reject(new Error(m.message)); this.crashed(w, m.message); }
        else if (m.type === "exit") this.crashed(w, `the program exited with status ${m.code}`);
        else this.message(w, m);
      };
      w.onerror = (e) => {
        e.preventDefault();
        const why = e.message || "an error";
        reject(new Error(why));
        this.crashed(w, why);
      };
      w.postMessage({ type: "start", module });
    }));
    const ready = this.ready;
    ready.catch(() => { // the next request tries again
      if (this.ready === ready) this.terminate();
    });
    return ready;
  }

  // terminate ends the worker; the next request starts another.
  terminate() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.ready = null;
  }

  submit(job) {
    this.queue.push(job);
    this.pump();
  }

  // pump hands the next request to the worker when it is free.
  pump() {
    if (this.job || this.queue.length === 0) return;
    const job = this.queue.shift();
    this.job = job;
    this.start().then(() => {
      if (this.job !== job || job.done) return;
      job.worker = this.worker;
      if (this.deadline) job.timer = setTimeout(() => this.overdue(job), this.deadline);
      this.worker.postMessage({ type: "request", id: job.id, path: job.path });
    }, (e) => {
      if (this.job !== job) return;
      this.finish(job);
      job.fail(new TypeError("the lab's WebAssembly could not be started: " + (e && e.message || e)));
      this.pump();
    });
  }

  message(w, m) {
    const job = this.job;
    if (w !== this.worker || !job || m.id !== job.id) return;
    switch (m.type) {
      case "head": job.head(m.status, m.headers); break;
      case "chunk": job.chunk(m.bytes); break;
      case "end": this.finish(job); job.end(); this.pump(); break;
      case "error": this.finish(job); job.error(500, "internal error: " + m.message); this.pump(); break;
    }
  }

  finish(job) {
    clearTimeout(job.timer);
    clearTimeout(job.graceTimer);
    if (this.job === job) this.job = null;
  }

  // crashed: the worker failed (a fatal error of the Go program, a trap of
  // the WebAssembly, memory the browser would not give); its request is
  // answered with the error and the next one gets a new worker.
  crashed(w, why) {
    if (w !== this.worker) return;
    this.terminate();
    const job = this.job;
    if (job) {
      this.finish(job);
      job.error(500, `the lab's WebAssembly stopped (${why}) and was restarted`);
    }
    this.pump();
  }

  overdue(job) {
    if (this.job !== job) return;
    this.terminate();
    this.finish(job);
    job.error(503, `the computation passed the lab's deadline and was stopped after ${DEADLINE_MS / 1000}s (the command line, mex, has no deadline)`);
    this.pump();
  }

  // abort: the caller left. A queued request is dropped; a running one's
  // worker gets GRACE_MS to finish before it is terminated.
  abort(job) {
    if (job.done) return;
    job.fail(abortError());
    const i = this.queue.indexOf(job);
    if (i >= 0) { this.queue.splice(i, 1); return; }
    if (this.job !== job) return;
    if (!job.worker) { this.finish(job); this.pump(); return; } // not yet sent
    job.graceTimer = setTimeout(() => {
      if (this.job !== job) return;
      this.terminate();
      this.finish(job);
      this.pump();
    }, GRACE_MS);
  }
}

const lanes = {};
function lane(name) {
  if (!lanes[name]) lanes[name] = new Lane(name, name === "stream" ? 0 : DEADLINE_MS + SLACK_MS);
  return lanes[name];
}

function laneOf(path) {
  const command = path.slice("/api/".length).split(/[?#]/)[0];
  if (LIGHT.has(command)) return lane("light");
  if (STREAM.has(command)) return lane("stream");
  return lane("heavy");
}

// A Job is one request: its Promise of a Response, then the Response's body.
class Job {
  constructor(path) {
    this.id = nextID++;
    this.path = path;
    this.done = false; // the caller has all it will get (or left)
    this.controller = null; // the body's stream, once the head came
    this.promise = new Promise((resolve, reject) => { this.resolve = resolve; this.reject = reject; });
  }

  head(status, headers) {
    if (this.done || this.controller) return;
    const body = new ReadableStream({
      start: (c) => { this.controller = c; },
      cancel: () => { if (!this.done) this.onCancel(); },
    });
    const nobody = status === 204 || status === 205 || status === 304;
    const res = new Response(nobody ? null : body, { status, headers });
    this.entry = record(this.path, status, res.headers);
    this.bytes = 0;
    this.resolve(res);
  }

  chunk(bytes) {
    if (this.done || !this.controller) return;
    this.bytes += bytes.byteLength;
    this.controller.enqueue(bytes);
  }

  end() {
    if (this.done) return;
    this.done = true;
    if (this.entry) this.entry.bytes = this.bytes;
    if (this.controller) this.controller.close();
    else { record(this.path, 200); this.resolve(new Response(null, { status: 200 })); }
  }

  // error answers with the API's JSON error, or ends a body already begun
  // with it.
  error(status, message) {
    if (this.done) return;
    if (this.controller) {
      this.done = true;
      this.controller.error(new Error(message));
      return;
    }
    this.done = true;
    record(this.path, status);
    this.resolve(jsonError(status, message));
  }

  // fail rejects (before the head) or errors the body (after it).
  fail(err) {
    if (this.done) return;
    this.done = true;
    if (this.controller) this.controller.error(err);
    else { record(this.path, 0); this.reject(err); }
  }
}

function sendToWorker(path, signal) {
  if (signal && signal.aborted) return Promise.reject(abortError());
  const job = new Job(path);
  const l = laneOf(path);
  job.onCancel = () => l.abort(job);
  if (signal) {
    const onAbort = () => l.abort(job);
    signal.addEventListener("abort", onAbort, { once: true });
    job.promise.then(() => {}, () => {});
  }
  l.submit(job);
  return job.promise;
}

// A link to the API (a download: a table's CSV, a picture, a proof's SVG)
// has no server to go to in the static site: a click on it asks the
// workers and hands the answer to the browser as a file.
function followLinks() {
  document.addEventListener("click", (e) => {
    if (e.defaultPrevented || e.button !== 0) return;
    const a = e.target && e.target.closest ? e.target.closest("a[href]") : null;
    if (!a) return;
    const url = new URL(a.href, location.href);
    if (url.origin !== location.origin || !url.pathname.startsWith("/api/")) return;
    e.preventDefault();
    send(url.pathname + url.search).then((res) => res.blob()).then((blob) => {
      const href = URL.createObjectURL(blob);
      const tmp = document.createElement("a");
      tmp.href = href;
      if (a.hasAttribute("download")) tmp.download = a.download;
      else tmp.target = "_blank";
      tmp.hidden = true;
      document.body.appendChild(tmp);
      tmp.click();
      tmp.remove();
      setTimeout(() => URL.revokeObjectURL(href), 60000);
    }).catch(() => {});
  });
}

// The static site starts its light and heavy workers as the page loads, so
// that the first move is answered at once, follows the page's links to the
// API, and registers its service worker (../sw.js), which keeps the site's
// files for use offline.
if (mode === "static") {
  lane("light").start();
  lane("heavy").start();
  followLinks();
  if (typeof navigator !== "undefined" && "serviceWorker" in navigator && window.isSecureContext) {
    const version = (document.querySelector('meta[name="mex-lab-version"]') || {}).content || "";
    navigator.serviceWorker.register(new URL("../sw.js?v=" + encodeURIComponent(version), import.meta.url)).catch(() => {});
  }
} else if (typeof navigator !== "undefined" && "serviceWorker" in navigator && typeof window !== "undefined" && window.isSecureContext) {
  // served by mex serve: a static site's service worker left at this
  // origin (the static site was served here before) goes, so that no
  // stored file stands in for the server's
  const sw = new URL("../sw.js", import.meta.url).href;
  navigator.serviceWorker.getRegistrations().then((regs) => {
    for (const r of regs) {
      const w = r.active || r.waiting || r.installing;
      if (w && w.scriptURL.split("?")[0] === sw) r.unregister();
    }
  }).catch(() => {});
}
