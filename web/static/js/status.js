// The status line of play and the list of moves made (each a button back
// to its position).
import { game, jumpTo } from "./play.js";
import { $, lastOf } from "./util.js";

// ---- status and log ---------------------------------------------------------

export function setStatus(text, cls, retry) {
  const st = $("status");
  st.className = cls || "";
  st.textContent = "";
  const span = document.createElement("span");
  span.id = "status-text";
  span.textContent = text;
  st.appendChild(span);
  if (retry) {
    const b = document.createElement("button");
    b.id = "retry";
    b.textContent = "Retry";
    b.onclick = retry;
    st.appendChild(b);
  }
}

// renderLog lists the moves of the game g (none when g is null): each
// line after which a human was to move, or play ended, is a button that
// goes back (or forward) to that position, as Undo and Redo do; lines
// taken back stay listed, marked, until a new move replaces them.
export function renderLog(g) {
  const ol = $("log");
  ol.textContent = "";
  if (!g) return;
  const later = g.at >= 0 && g.at < g.stack.length - 1, lines = later ? g.stack[g.stack.length - 1].log : g.log;
  const jump = new Map();
  g.stack.forEach((s, i) => jump.set(s.log.length - 1, i));
  lines.forEach(([text, who], k) => {
    const li = document.createElement("li");
    if (who) li.className = who;
    if (k >= g.log.length) li.classList.add("later");
    const i = jump.get(k);
    if (i === undefined || g.turn === "busy" || g.turn === "computer") { li.textContent = text; ol.appendChild(li); return; }
    const b = document.createElement("button");
    b.type = "button";
    b.className = "jump";
    b.textContent = text;
    b.dataset.position = lastOf(g.stack[i].pos);
    if (i === g.at) { b.setAttribute("aria-current", "step"); b.title = "the position shown"; } else b.title = `go ${i < g.at ? "back" : "forward"} to ${lastOf(g.stack[i].pos)}`;
    b.onclick = () => jumpTo(g, i);
    li.appendChild(b);
    ol.appendChild(li);
  });
}

export function log(g, text, who) {
  g.log.push([text, who || ""]);
  if (g === game) renderLog(g);
}
