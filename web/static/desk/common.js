// What the research desk's sections share: the desk's state (the game it
// works on, what the lab said of it), its one way to the API, and the
// small pieces of DOM its sections are built of.
import { api as labApi, request as labRequest } from "../js/api.js";

export const $ = (id) => document.getElementById(id);

// desk is the desk's state. cfg is the configuration it works on ({ spec,
// alter, misere }, as the page chose it), pos the position in play ("" if
// none), desc the lab's /api/describe of cfg; gen grows when the game
// changes, and an answer asked under an older gen is dropped.
export const desk = {
  open: false,
  cfg: null,
  pos: "",
  desc: null,
  gen: 0,
};

// The desk asks at most LANES requests at once: the lab runs four
// computations at a time and refuses one that waits for 2 s, and the desk
// fills a dozen sections at once when it opens, beside the page's own.
// A request asked by the reader (urgent: see onSubmit) goes before the
// filling's requests that wait.
const LANES = 2;
let running = 0;
const waiting = [];
let urgent = false;
async function lane(f) {
  if (running >= LANES) {
    await new Promise((go) => {
      const at = urgent ? waiting.filter((w) => w.urgent).length : waiting.length;
      waiting.splice(at, 0, { go, urgent });
    });
  }
  running++;
  try {
    return await f();
  } finally {
    running--;
    const next = waiting.shift();
    if (next) next.go();
  }
}

// api asks the lab through the page's one client (js/api.js): cfg's
// command with params, its JSON or an APIError.
export function api(cfg, command, params, opts) {
  return lane(() => labApi(cfg, command, params, opts));
}

// request is api for an answer that is not JSON (a picture).
export function request(cfg, command, params, opts) {
  return lane(() => labRequest(cfg, command, params, opts));
}

// current tells whether an answer asked at gen is still for the desk's game.
export const current = (gen) => gen === desk.gen;

// claim marks node as filled by a new request and returns the test of
// whether an answer is still wanted there: for the desk's game, and no
// later request for node begun (the desk fills its sections when it
// opens, and a button pressed meanwhile asks again). The test's signal
// is aborted by the next claim of node: a request sent with it stops
// when it is no longer wanted, and no longer holds the lab's lane (in the
// static lab one computation of the desk's filling, Grundy's game to
// 2^20, held it for 20 s while the reader's own request waited).
export function claim(node) {
  const gen = desk.gen;
  const mine = (node.deskRun = (node.deskRun || 0) + 1);
  if (node.deskAbort) node.deskAbort.abort();
  const stop = (node.deskAbort = new AbortController());
  const wanted = () => current(gen) && node.deskRun === mine;
  wanted.signal = stop.signal;
  return wanted;
}

export function hasGame() { return !!(desk.cfg && desk.cfg.spec); }

export function el(tag, attrs, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

// answers fills a <dl> with rows: answers(dl, [[key, label]…]) makes the
// rows, each waiting, and returns set(key, content, state) that fills one:
// state "done" (the default), "error" (the lab failed or refused the
// question) or "refused" (the lab says why it does not answer, as the
// command line does: not a failure). Answers of an older game are dropped.
export function answers(dl, rows) {
  const mine = claim(dl);
  dl.textContent = "";
  dl.dataset.state = "busy";
  const dds = {};
  for (const [key, label] of rows) {
    const dd = el("dd", { id: `${dl.id}-${key}`, "data-state": "busy", text: "…" });
    dl.append(el("div", { class: "desk-answer" }, el("dt", { text: label }), dd));
    dds[key] = dd;
  }
  let left = rows.length;
  return function set(key, content, state = "done") {
    const dd = dds[key];
    if (!mine() || !dd || dd.dataset.state !== "busy") return;
    if (state === true) state = "error";
    dd.textContent = "";
    dd.append(content);
    dd.dataset.state = state;
    dd.classList.toggle("desk-error", state === "error");
    dd.classList.toggle("desk-refused", state === "refused");
    if (--left === 0) dl.dataset.state = "done";
  };
}

// ask fills one row of answers with the answer of a request, or its error.
export function ask(set, key, promise, show) {
  return promise.then((v) => set(key, show(v)), (e) => set(key, e.message, "error"));
}

// posText writes a position of the API's JSON as the command line does:
// coordinates joined by commas (a BigInt beyond 2^53 prints exactly), a
// sum's components by " + ".
export function posText(m) {
  if (typeof m === "string") return m;
  if (Array.isArray(m)) {
    if (m.some((x) => Array.isArray(x) || typeof x === "string")) return m.map(posText).join(" + ");
    return m.map(String).join(",");
  }
  return String(m);
}

export function outcomeText(o) {
  return { P: "P: the player to move loses", N: "N: the player to move wins" }[o] || String(o);
}

export function movesText(r) {
  const w = r.winning || [];
  if (!w.length) return "none: no move to a P-position";
  return w.map(posText).join("; ");
}

export function alterText(alter) {
  return alter.map(([k, v]) => (k === "alter-p" ? "P " : "N ") + v).join("; ");
}

export function gameTitle(cfg) {
  let t = cfg.spec;
  if (cfg.misere) t += ", misère play";
  if (cfg.alter.length) t += ", altered at " + alterText(cfg.alter);
  return t;
}

// cli writes a command line of mex, quoting what the shell would split.
export function cli(...args) {
  const q = (s) => (/^[A-Za-z0-9_.:,=/^+-]+$/.test(s) ? s : `'${String(s).replace(/'/g, "'\\''")}'`);
  return el("code", { class: "desk-cli", text: "mex " + args.filter((a) => a !== "").map(q).join(" ") });
}

export function gameFlags(cfg) {
  const out = [];
  for (const [k, v] of cfg.alter) out.push(`--${k}`, v);
  if (cfg.misere) out.push("--misere");
  return out;
}

// field is a labelled input.
export function field(label, id, attrs) {
  return el("label", {}, label + " ", el("input", Object.assign({ id, spellcheck: "false", autocomplete: "off", autocapitalize: "off" }, attrs || {})));
}

// choice is a labelled select of [value, text] options.
export function choice(label, id, options) {
  const s = el("select", { id });
  for (const [v, t] of options) s.append(el("option", { value: v, text: t }));
  return el("label", {}, label + " ", s);
}

export function section(id, title, ...children) {
  return el("section", { id, "aria-labelledby": `${id}-title` }, el("h3", { id: `${id}-title`, text: title }), ...children);
}

export function form(id, button, ...fields) {
  return el("form", { id, class: "desk-bar" }, ...fields, el("button", { type: "submit", id: `${id}-go`, text: button }));
}

// asked runs f, a reader's action: the requests it asks at once go
// before those of the filling that wait.
export function asked(f) {
  urgent = true;
  try {
    return Promise.resolve(f()).catch(() => {});
  } finally {
    urgent = false;
  }
}

// onSubmit runs f when the form is submitted, instead of leaving the page.
export function onSubmit(id, f) {
  $(id).addEventListener("submit", (ev) => { ev.preventDefault(); asked(f); });
}

// shown shows or hides a field with its label.
export function shown(id, on) { $(id).closest("label").hidden = !on; }
export function shownField(id) { return !$(id).closest("label").hidden; }

// busy marks an output box as waiting; done and failed fill it.
function busy(box) {
  box.textContent = "";
  box.dataset.state = "busy";
  box.append(el("p", { text: "Computing…" }));
}
function done(box, ...content) {
  box.textContent = "";
  box.append(...content);
  box.dataset.state = "done";
}
export function failed(box, e) {
  box.textContent = "";
  box.append(el("p", { class: "desk-error", text: e.message }));
  box.dataset.state = "error";
}

// run asks for one box: f returns the content, or throws the API's error.
export async function run(box, f) {
  const mine = claim(box);
  busy(box);
  try {
    const content = await f();
    if (mine()) done(box, ...content);
  } catch (e) {
    if (mine()) failed(box, e);
  }
}

export function needGame(box) {
  if (hasGame()) return true;
  failed(box, new Error("Choose a game above first."));
  return false;
}
