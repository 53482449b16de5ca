// The transport carries the API's requests: to the server that serves the
// page (fetch), or, in the static site that `mex site` writes, to the
// library compiled to WebAssembly in a Web Worker. Either way a request is
// a path with its query ("/api/outcome?game=nim&pos=3,4,5") and the answer
// a fetch Response, so the client above it does not know which it talks to.
//
// send(path, { signal }) returns a Promise of a Response; an aborted signal
// rejects it with an AbortError, as fetch does.
export function send(path, { signal } = {}) {
  return fetch(path, { signal });
}
