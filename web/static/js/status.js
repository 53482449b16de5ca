import { game } from "./play.js";
import { $ } from "./util.js";

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

export function renderLog(lines) {
  const ol = $("log");
  ol.textContent = "";
  for (const [text, who] of lines) {
    const li = document.createElement("li");
    li.textContent = text;
    if (who) li.className = who;
    ol.appendChild(li);
  }
}

export function log(g, text, who) {
  g.log.push([text, who || ""]);
  if (g === game) renderLog(g.log);
}
