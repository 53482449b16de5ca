// The lab's API in a Web Worker, for the static site that `mex site`
// writes: the library compiled to WebAssembly (mex.wasm, from web/wasm)
// answers the requests that the page's transport (js/transport.js) posts.
// The transport compiles the module once and hands it to each worker it
// starts, so that a worker it terminates (Stop, the deadline) is replaced
// in a fraction of a second.
//
// Messages from the transport:
//   {type: "start", module}        instantiate the compiled module
//   {type: "request", id, path}    answer GET path ("/api/outcome?…")
// Messages to it:
//   {type: "ready"} | {type: "failed", message}   after start
//   {type: "head", id, status, headers}           headers: [[name, value], …]
//   {type: "chunk", id, bytes}                    a part of the body
//   {type: "end", id} | {type: "error", id, message}
//   {type: "exit", code}                          the Go program ended (a fatal error)
"use strict";
importScripts("wasm_exec.js");

let ready = null;

self.onmessage = (e) => {
  const m = e.data;
  if (m.type === "start") {
    ready = start(m.module);
    ready.then(() => self.postMessage({ type: "ready" }), (err) => self.postMessage({ type: "failed", message: String(err && err.message || err) }));
  } else if (m.type === "request") {
    (ready || Promise.reject(new Error("the worker was not started"))).then(() => serve(m.id, m.path))
      .catch((err) => self.postMessage({ type: "error", id: m.id, message: String(err && err.message || err) }));
  }
};

async function start(module) {
  const go = new Go();
  const instance = await WebAssembly.instantiate(module, go.importObject);
  // run returns when the Go program exits; main defines mexServe and then
  // waits, so mexServe is there as soon as run has started it.
  const exit = go.exit;
  go.exit = (code) => { self.postMessage({ type: "exit", code }); exit.call(go, code); };
  go.run(instance);
  if (typeof self.mexServe !== "function") throw new Error("mex.wasm did not define mexServe");
}

function serve(id, path) {
  const sink = {
    head(status, headers) { self.postMessage({ type: "head", id, status, headers: JSON.parse(headers) }); },
    chunk(bytes) { self.postMessage({ type: "chunk", id, bytes }, [bytes.buffer]); },
  };
  return self.mexServe(path, sink).then(() => self.postMessage({ type: "end", id }));
}
