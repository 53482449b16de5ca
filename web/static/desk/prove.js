// Proof with options (mex prove GAME --states N --box N --numeration S):
// for two-pile games whose moves are a formula over (ℕ,+), without
// blocking, an automaton of their P-positions learnt and checked by Walnut.
import { $, desk, api, el, answers, cli, gameFlags, field, section, form, onSubmit, hasGame, posText } from "./common.js";

export function proveSection() {
  return section("desk-prove", "Proof with options",
    el("p", { class: "desk-hint", text: "mex prove GAME with its options: automata of at most N states, learnt from boxes up to N×N, in the numeration systems given (the Prove button above uses the defaults)." }),
    el("p", { id: "desk-prove-none", class: "desk-hint", hidden: true, text: "The prover takes two-pile games whose moves are a formula over (ℕ,+), without blocking; this game is not one." }),
    form("desk-prove-form", "Prove",
      field("states", "desk-prove-states", { type: "number", min: "1", placeholder: "64", inputmode: "numeric" }),
      field("box", "desk-prove-box", { type: "number", min: "1", placeholder: "256", inputmode: "numeric" }),
      field("numeration", "desk-prove-numeration", { placeholder: "the game's own, then msd_fib,msd_2,…", size: "20" })),
    el("dl", { id: "desk-prove-out", class: "desk-answers", "aria-live": "polite" }));
}

export function provable() { return !!(desk.desc && desk.desc.provable); }

export function fitProve() {
  const on = provable();
  $("desk-prove-none").hidden = on;
  $("desk-prove-form").hidden = !on;
  $("desk-prove-form").style.display = on ? "" : "none"; // .desk-bar's display would show it
}

export function proveWith() {
  const cfg = desk.cfg;
  const dl = $("desk-prove-out");
  if (!hasGame()) return;
  const more = { states: $("desk-prove-states").value.trim(), box: $("desk-prove-box").value.trim(), numeration: $("desk-prove-numeration").value.replace(/\s+/g, "") };
  const rows = [["verdict", "Verdict"], ["statement", "Statement"], ["automaton", "Automaton"], ["checks", "Walnut's checks"], ["tried", "Numerations tried"], ["cli", "Command line"]];
  const set = answers(dl, rows);
  const flags = [];
  for (const k of ["states", "box", "numeration"]) if (more[k]) flags.push(`--${k}`, more[k]);
  set("cli", cli("prove", cfg.spec, ...flags, ...gameFlags(cfg)));
  return api(cfg, "prove", more).then((r) => {
    const ce = r.counterexample ? `; the smallest counterexample is (${posText(r.counterexample.position)}): ${r.counterexample.text}` : "";
    set("verdict", `${r.proved ? "proved" : r.counterexample ? "refuted" : "not proved"}${ce}`);
    set("statement", r.statement || "none");
    set("automaton", r.numeration ? `${r.states} states in ${r.numeration}, learnt from the box to ${r.box}` : "none found");
    set("checks", (r.checks || []).map((c) => `${c.name}: ${c.verdict ? "TRUE" : "FALSE"}`).join("; ") || "none");
    set("tried", (r.tried || []).join(", ") || "none");
  }, (e) => { for (const [k] of rows) if (k !== "cli") set(k, e.message, "error"); });
}

export function initProve() {
  onSubmit("desk-prove-form", proveWith);
}
