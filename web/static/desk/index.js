// The research desk: the commands of mex on the game chosen in the page.
//
// The desk follows the page through the lab's state (js/state.js): the
// game chosen (lab "config") and the position in play (lab "position"),
// and reads no global of the page. It learns what a game has from
// /api/describe and the families from /api/families, names no family
// itself, and shows every error of the API as it comes. When it opens,
// and when the game changes while it is open, it fills every section on
// the game chosen at once; each button asks again with what its fields
// hold. One module a section: analyser.js, values.js, misere.js, sum.js,
// ppos.js, plot.js, stats.js, prove.js, papers.js; common.js holds what
// they share.
import { lab } from "../js/state.js";
import { $, desk, api, gameTitle } from "./common.js";
import { analyse, initAnalyser, startPosition } from "./analyser.js";
import { showValues, showTable, clearTable, hasValueTable, initValues } from "./values.js";
import { genus, quotient, heapGame, clearMisere, initMisere } from "./misere.js";
import { startParts, initSum } from "./sum.js";
import { pposSection, fitPpos, hasPpos, listPpos, initPpos } from "./ppos.js";
import { plotSection, fitPlot, drawPlot, initPlot } from "./plot.js";
import { statsSection, fitStats, hasStats, statsTo, initStats } from "./stats.js";
import { proveSection, fitProve, provable, proveWith, initProve } from "./prove.js";
import { papersSection, fitPapers, fillPapers, initPapers } from "./papers.js";

function sameGame(a, b) {
  return !!a && !!b && a.spec === b.spec && !!a.misere === !!b.misere && JSON.stringify(a.alter || []) === JSON.stringify(b.alter || []);
}

// follow takes the page's game: when it changed, the desk describes it
// and, if open, fills its sections anew.
async function follow(config) {
  const cfg = config && config.spec ? { spec: config.spec, alter: config.alter || [], misere: !!config.misere } : null;
  if (sameGame(cfg, desk.cfg) || (!cfg && !desk.cfg)) return;
  desk.cfg = cfg;
  desk.desc = null;
  const gen = ++desk.gen;
  clearResults();
  const said = $("desk-game");
  delete said.dataset.game;
  if (!cfg) {
    said.textContent = "Choose a game above: the desk works on the game of the page.";
    fitParts();
    return;
  }
  said.textContent = `Working on ${gameTitle(cfg)}…`;
  try {
    const d = await api(cfg, "describe");
    if (gen !== desk.gen) return;
    desk.desc = d;
    said.textContent = `The desk works on ${gameTitle(cfg)}.`;
  } catch (e) {
    if (gen !== desk.gen) return;
    said.textContent = `${gameTitle(cfg)}: ${e.message}`;
  }
  fitParts();
  try {
    if (desk.open) await filledOrLate();
  } finally {
    if (gen === desk.gen) said.dataset.game = cfg.spec;
  }
}

// FILL_WAIT bounds the wait for the sections before the desk says it is
// ready (data-game): a section that takes longer (a sum in the static
// site's worker, which computes on one thread) comes when it comes.
const FILL_WAIT = 8000;
function filledOrLate() {
  return Promise.race([fill(), new Promise((go) => setTimeout(go, FILL_WAIT))]);
}

// followPosition takes the position in play into the analyser's field,
// unless the reader typed another, and analyses it when the desk is open.
function followPosition(pos) {
  const field = $("desk-pos");
  const following = !field.value.trim() || field.value.trim() === desk.pos;
  desk.pos = pos || "";
  if (!following || !desk.pos) return;
  field.value = desk.pos;
  if (desk.open && desk.desc) analyse();
}

// fitParts fits every section to the game described.
function fitParts() {
  showValues();
  fitPpos();
  fitPlot();
  fitStats();
  fitProve();
  fitPapers();
}

function clearResults() {
  clearTable();
  clearMisere();
  for (const id of ["desk-analysis", "desk-table", "desk-freq", "desk-ppos-out", "desk-plot-out", "desk-prove-out", "desk-stats-out", "desk-offset-out", "desk-sum-answer"]) {
    $(id).textContent = "";
    delete $(id).dataset.state;
  }
  for (const id of ["desk-period", "desk-found", "desk-rare"]) $(id).textContent = "";
  $("desk-parts").textContent = "";
}

// fill answers every section on the desk's game, the analyser first (the
// requests queue in common.js's lanes), once a game; it settles when
// every section is answered.
let filled = { gen: -1, all: null };
function fill() {
  if (filled.gen === desk.gen || !desk.desc) return filled.all;
  const pos = startPosition();
  // each section on its own: one that fails leaves the others be
  const all = [
    () => pos && analyse(pos),
    () => hasValueTable() && showTable(),
    () => heapGame() && genus(),
    () => heapGame() && quotient(),
    () => startParts(),
    () => hasPpos() && listPpos(),
    () => $("desk-plot-kind").value !== "strings" && drawPlot(),
    () => hasStats() && statsTo(),
    () => provable() && proveWith(),
    // the offset of the game's alterations, and the first time the papers'
    // experiments, which take no game: answered with the rest, not when
    // their section comes into view, since their tables, growing there,
    // pushed the Walnut form below them from under the reader's pointer
    () => fillPapers(),
  ].map((f) => {
    try {
      return f();
    } catch (e) {
      return Promise.reject(e);
    }
  });
  filled = { gen: desk.gen, all: Promise.allSettled(all) };
  return filled.all;
}

// setOpen opens or closes the desk; opened on a game described, it fills
// its sections and then says so (data-game of #desk-game names the game;
// see FILL_WAIT).
async function setOpen(open) {
  desk.open = open;
  $("desk").hidden = !open;
  $("desk-toggle").setAttribute("aria-expanded", String(open));
  document.body.dataset.desk = open ? "open" : "closed";
  const said = $("desk-game"), gen = desk.gen;
  if (!open || !desk.desc || filled.gen === gen) return;
  delete said.dataset.game;
  try {
    await filledOrLate();
  } finally {
    if (gen === desk.gen && desk.cfg) said.dataset.game = desk.cfg.spec;
  }
}

// buildMore adds the sections the page's HTML does not hold (it holds the
// analyser, the sum builder, the values and misère play).
function buildMore() {
  $("desk").querySelector(".desk-grid").append(pposSection(), plotSection(), statsSection(), proveSection(), papersSection());
}

function init() {
  buildMore();
  initAnalyser();
  initValues();
  initMisere();
  initSum();
  initPpos();
  initPlot();
  initStats();
  initProve();
  initPapers();
  fitParts();
  $("desk-toggle").addEventListener("click", () => {
    setOpen(!desk.open).catch(() => {});
    if (desk.open) $("desk-title").focus(); // and the page scrolls to it
  });
  lab.on("config", ({ config }) => { follow(config).catch(() => {}); });
  lab.on("position", ({ position }) => followPosition(position));
  desk.pos = lab.position;
  $("desk-pos").value = desk.pos;
  follow(lab.config).catch(() => {});
  if (location.hash === "#desk") setOpen(true).catch(() => {});
  window.addEventListener("hashchange", () => { if (location.hash === "#desk" && !desk.open) setOpen(true).catch(() => {}); });
}

init();
