// The sum builder: a sum of games typed as components (family,
// parameters, position), asked as the command line asks it. It starts on
// the game chosen: its components when it is a sum, else the game beside
// itself (whose sum is a P-position: the second player mirrors).
import { $, desk, api, el, answers, ask, asked, outcomeText, movesText } from "./common.js";
import { startPosition } from "./analyser.js";

let families = null;

// familyParts splits a family's syntax "name:S" or "name[:p=P]" into the
// parameters' hint ("" when it takes none) and whether they are optional.
function familyParts(f) {
  const rest = f.syntax.slice(f.name.length);
  if (!rest) return { hint: "", optional: true };
  const optional = rest.startsWith("[");
  return { hint: rest.replace(/^\[?:?/, "").replace(/\]$/, ""), optional };
}

async function loadFamilies() {
  if (families) return families;
  try {
    const r = await api(null, "families");
    families = r.families || [];
  } catch (e) {
    $("desk-parts").textContent = `The families: ${e.message}`;
    return null;
  }
  return families;
}

let partCount = 0;
// addPart adds a component, of game spec at position pos when given.
async function addPart(spec, pos) {
  const fams = await loadFamilies();
  if (!fams) return;
  const k = ++partCount;
  const select = el("select", { id: `desk-part-${k}-family`, class: "desk-part-family" });
  for (const f of fams) select.append(el("option", { value: f.name, text: `${f.name}: ${f.summary}` }));
  const paramsIn = el("input", { id: `desk-part-${k}-params`, class: "desk-part-params", spellcheck: "false", autocomplete: "off", autocapitalize: "off" });
  const posIn = el("input", { id: `desk-part-${k}-pos`, class: "desk-part-pos", spellcheck: "false", autocomplete: "off", autocapitalize: "off", size: "10" });
  const remove = el("button", { type: "button", class: "desk-part-remove", text: "Remove" });
  const fieldset = el("fieldset", { class: "desk-part" }, el("legend", { text: "Component" }),
    el("label", {}, "Game ", select), el("label", {}, "Parameters ", paramsIn), el("label", {}, "Position ", posIn), remove);
  const hints = () => {
    const f = fams.find((x) => x.name === select.value);
    if (!f) return;
    const { hint, optional } = familyParts(f);
    paramsIn.disabled = !hint;
    paramsIn.placeholder = hint ? (optional ? `optional: ${hint}` : hint) : "none";
    const ex = f.example.slice(f.example.indexOf(" ") + 1);
    posIn.placeholder = f.example.includes(" ") ? ex : "";
    select.title = f.rules || f.summary;
  };
  select.addEventListener("change", hints);
  if (typeof spec === "string") {
    const colon = spec.indexOf(":");
    const name = colon < 0 ? spec : spec.slice(0, colon);
    if (fams.some((f) => f.name === name)) {
      select.value = name;
      paramsIn.value = colon < 0 ? "" : spec.slice(colon + 1);
      posIn.value = pos || "";
    }
  }
  hints();
  remove.addEventListener("click", () => { fieldset.remove(); legends(); });
  $("desk-parts").append(fieldset);
  legends();
}

function legends() {
  const parts = [...document.querySelectorAll("#desk-parts .desk-part")];
  parts.forEach((p, i) => {
    p.querySelector("legend").textContent = `Component ${i + 1}`;
    p.querySelector(".desk-part-remove").disabled = parts.length === 1;
  });
}

// startParts starts the builder on the desk's game at its position and
// asks the sum: the components of a sum, else the game twice.
export async function startParts() {
  const gen = desk.gen;
  if (!(await loadFamilies()) || gen !== desk.gen) return;
  $("desk-parts").textContent = "";
  const cfg = desk.cfg;
  if (!cfg || !cfg.spec) {
    await addPart();
    await addPart();
    return;
  }
  let games = cfg.spec.split(" + ").map((s) => s.trim());
  let positions = startPosition().split("+").map((s) => s.trim());
  if (positions.length !== games.length) positions = games.map(() => "");
  if (games.length === 1) {
    games = [games[0], games[0]];
    positions = [positions[0], positions[0]];
  }
  for (let i = 0; i < games.length; i++) await addPart(games[i], positions[i]);
  $("desk-sum-misere").checked = !!cfg.misere;
  if (gen === desk.gen && positions.every((p) => p !== "")) await askSum();
}

// sumSpec writes the sum as the command line reads it.
function sumSpec() {
  const games = [];
  const positions = [];
  for (const p of document.querySelectorAll("#desk-parts .desk-part")) {
    const name = p.querySelector(".desk-part-family").value;
    let par = p.querySelector(".desk-part-params");
    par = par.disabled ? "" : par.value.trim();
    if (par.startsWith(name + ":")) par = par.slice(name.length + 1);
    games.push(par ? `${name}:${par}` : name);
    positions.push(p.querySelector(".desk-part-pos").value.trim());
  }
  return { game: games.join(" + "), pos: positions.join(" + ") };
}

function askSum() {
  const { game, pos } = sumSpec();
  const dl = $("desk-sum-answer");
  const cfg = { spec: game, misere: $("desk-sum-misere").checked, alter: [] };
  const set = answers(dl, [["sum", "The sum"], ["outcome", "Outcome"], ["value", cfg.misere ? "Misère Grundy value" : "Sprague-Grundy value"], ["moves", "Winning moves"]]);
  const q = new URLSearchParams({ game, start: pos });
  if (cfg.misere) q.set("misere", "1");
  const link = el("a", { href: "?" + q, text: `${game} at ${pos}` });
  set("sum", el("span", {}, link, el("code", { class: "desk-cli", text: ` mex moves "${game}" "${pos}"${cfg.misere ? " --misere" : ""}` })));
  return Promise.all([
    ask(set, "outcome", api(cfg, "outcome", { pos }), (r) => outcomeText(r.outcome)),
    ask(set, "value", api(cfg, "grundy", { pos }), (r) => String(r.grundy)),
    ask(set, "moves", api(cfg, "moves", { pos }), movesText),
  ]);
}

export function initSum() {
  $("desk-add-part").addEventListener("click", () => { addPart().catch(() => {}); });
  $("desk-sum-ask").addEventListener("click", () => asked(askSum));
  $("desk-parts").addEventListener("keydown", (ev) => { if (ev.key === "Enter" && ev.target.tagName === "INPUT") asked(askSum); });
}
