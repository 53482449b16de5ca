// The proof panel: Walnut's proof of the P-positions of a provable game.
import { api, apiPath } from "./api.js";
import { desc } from "./config.js";
import { cliAlter, shq } from "./exports.js";
import { ui } from "./store.js";
import { $, cap } from "./util.js";

// ---- the proof ------------------------------------------------------------------
// For a two-pile game whose moves are a formula over (ℕ,+) (the description
// says provable), /api/prove guesses an automaton for the P-positions and
// proves it for all positions (lab.Prove, mex prove GAME).

export const proof = { gen: 0, urls: [] };

// resetProof shows the Prove panel for a provable game, empty.
export function resetProof(c) {
  proof.gen++;
  for (const u of proof.urls) URL.revokeObjectURL(u);
  proof.urls = [];
  $("proof").hidden = !desc(c).provable;
  $("proof-verdict").textContent = "";
  $("proof-verdict").className = "";
  $("proof-body").textContent = "";
  $("prove").disabled = false;
  delete document.body.dataset.proof;
}

export function pair(p) { return `(${p[0]},${p[1]})`; }

export async function runProof() {
  const c = ui.cfg;
  if (!c || !desc(c).provable) return;
  resetProof(c);
  const gen = proof.gen, verdict = $("proof-verdict"), body = $("proof-body");
  $("prove").disabled = true;
  verdict.textContent = "Proving…";
  document.body.dataset.proof = "running";
  let r;
  try {
    r = await api(c, "prove", { svg: 1 });
  } catch (e) {
    if (gen !== proof.gen) return;
    $("prove").disabled = false;
    verdict.className = "error";
    verdict.textContent = "error: " + e.message;
    document.body.dataset.proof = "error";
    return;
  }
  if (gen !== proof.gen) return;
  $("prove").disabled = false;
  const para = (text, cls) => { const p = document.createElement("p"); p.textContent = text; if (cls) p.className = cls; body.appendChild(p); return p; };
  if (r.proved) {
    verdict.className = "proved";
    verdict.textContent = `Proved for all positions: the P-positions are the pairs an automaton of ${r.states} states accepts.`;
  } else if (r.counterexample) {
    verdict.className = "refuted";
    verdict.textContent = `Not proved: the smallest counterexample is ${pair(r.counterexample.position)} — ${r.counterexample.text}.`;
  } else {
    verdict.className = "notfound";
    verdict.textContent = "No automaton found.";
  }
  para(r.statement, "statement");
  if (r.automaton) {
    const checks = r.checks.map((k) => `${k.name} ${k.verdict ? "TRUE" : "FALSE"}`).join(", ");
    para(`Numeration ${r.numeration}, ${r.states} states, learned from the P-positions in a ${r.box}×${r.box} box${r.refuted ? `, after ${r.refuted} refuted guess${r.refuted > 1 ? "es" : ""}` : ""}. Checks: ${checks}.`, "hint");
    para("Least pairs: " + r.least.map(pair).join(" ") + " …", "hint");
  } else {
    para(`Tried ${r.tried.join(", ")} up to a ${r.box}×${r.box} box.`, "hint");
  }
  para("Moves (a,b) → (c,d): " + r.move_formula, "hint formula");
  if (r.svg) {
    const fig = document.createElement("figure");
    const svg = new DOMParser().parseFromString(r.svg, "image/svg+xml").documentElement;
    if (svg.nodeName === "svg") fig.appendChild(document.importNode(svg, true));
    const words = document.createElement("details"), sum = document.createElement("summary"), text = document.createElement("p");
    sum.textContent = "The automaton in words";
    const d = svg.querySelector("desc");
    text.textContent = d ? d.textContent : "";
    words.append(sum, text);
    const cap = document.createElement("figcaption");
    cap.append(words);
    fig.appendChild(cap);
    body.appendChild(fig);
  }
  if (r.walnut) {
    const links = document.createElement("p");
    links.className = "downloads";
    links.append("Download: ");
    const add = (label, href, file) => {
      const a = document.createElement("a");
      a.textContent = label; a.href = href; a.download = file;
      links.appendChild(a);
      return a;
    };
    const blob = (text) => { const u = URL.createObjectURL(new Blob([text], { type: "text/plain" })); proof.urls.push(u); return u; };
    add(`Walnut command file (${r.name}_proof.txt)`, blob(r.walnut), `${r.name}_proof.txt`).dataset.file = "walnut";
    add(`the automaton (${r.name}_p.txt)`, blob(r.walnut_automaton), `${r.name}_p.txt`).dataset.file = "automaton";
    add("SVG", apiPath(c, "prove.svg", {}), `${r.name}_p.svg`).dataset.file = "svg";
    body.appendChild(links);
    const code = document.createElement("code");
    code.textContent = `the same from the command line:\nmex prove ${shq(c.spec)}${cliAlter()} --walnut ${r.name}`;
    body.appendChild(code);
  }
  document.body.dataset.proof = r.proved ? "proved" : r.counterexample ? "counterexample" : "not found";
}
