// The classroom: coach mode, the computer's level, the players, what is
// said after each move.
import { api } from "./api.js";
import { renderBoard } from "./board.js";
import { showRules } from "./config.js";
import { draw } from "./picture.js";
import { game, other } from "./play.js";
import { setStatus } from "./status.js";
import { ui } from "./store.js";
import { writeURL } from "./url.js";
import { $, blockedParam, cap, lastOf } from "./util.js";

// ---- the classroom ----------------------------------------------------------------
// Coach mode hides the answers (P-positions, values, whether a winning
// move exists, the computer's reasons) until the player asks: a hint in
// three steps, a button that shows the picture, the review at the end.
// It is off unless the link says coach=1: the lab is also a research desk,
// and links shared so far mean "show me"; a teacher hands out coach links.
// The computer plays at a level: with the level's rate it picks a random
// legal move instead of a winning one, seeded by the link (seed=), so that
// a permalink replays the same game.

export const LEVELS = { perfect: 0, strong: 0.2, casual: 0.5 };
// theory: the winning rules asked for in coach mode (showRules)
export const room = { coach: false, revealed: false, theory: false, level: "perfect", seed: 0 };

export function answersShown() { return !room.coach || room.revealed; }
export function randomSeed() { return 1 + Math.floor(Math.random() * 2147483646); }

export function roomParams(q) {
  if (room.coach) q.set("coach", "1");
  if (room.level !== "perfect") { q.set("level", room.level); q.set("seed", room.seed); }
  const playing = game && game.key === ui.key;
  if (playing ? game.mode === "two" : $("two").checked) q.set("players", "2");
  if (!playing && $("second").checked) q.set("first", "computer");
}

// readRoom sets the classroom's settings from a link.
export function readRoom(link) {
  room.coach = link.coach;
  room.level = Object.hasOwn(LEVELS, link.level) ? link.level : "perfect";
  room.seed = link.seed > 0 ? link.seed : room.level === "perfect" ? 0 : randomSeed();
  $("coach").checked = room.coach;
  $("level").value = room.level;
  $(link.players === "two" ? "two" : link.players === "computer" ? "second" : "first").checked = true;
  applyCoach();
}

// applyCoach shows or hides the answers on the whole page.
export function applyCoach() {
  const was = document.body.dataset.coach;
  document.body.dataset.coach = !room.coach ? "off" : room.revealed ? "shown" : "hiding";
  $("coach-cover").hidden = answersShown();
  if (ui.cfg) showRules(ui.cfg); // the winning rules, hidden or shown
  // the picture, drawn while hidden, is drawn again at its size
  if (was === "hiding" && answersShown() && ui.ok && ui.data && !["loading", "error"].includes(document.body.dataset.view)) draw();
  if (game && game.state && game.turn !== "busy") {
    if (game.turn === "you") setStatus(turnStatus(game));
    renderBoard(game);
  }
}

export function setCoach(on) {
  room.coach = on;
  room.revealed = false;
  room.theory = false;
  applyCoach();
  writeURL(false);
}

export function reveal() {
  room.revealed = true;
  applyCoach();
}

export function setLevel(level) {
  room.level = Object.hasOwn(LEVELS, level) ? level : "perfect";
  if (room.level !== "perfect" && !room.seed) room.seed = randomSeed();
  writeURL(false);
}

// seeded is a generator of numbers in [0,1) fixed by the seed, the level
// and the position: a game from the same link errs at the same moves.
export function seeded(...keys) {
  let h = 2166136261;
  for (const ch of keys.join("|")) { h ^= ch.codePointAt(0); h = Math.imul(h, 16777619) >>> 0; }
  return () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// moverWinsAt says whether the player to move at a state wins.
export function moverWinsAt(st) { return st.over ? !!st.mover_wins : st.outcome === "N"; }

// Players: "you" and "computer", or "player 1" and "player 2" on one device.
export function opponent(g, who) {
  if (g.mode === "two") return who === "player 1" ? "player 2" : "player 1";
  return other(who);
}
export function toMove(g) { return g.mode === "two" ? `player ${g.player}` : "you"; }
export function isHuman(who) { return who !== "computer"; }

// turnStatus is the line that hands the move to a human.
export function turnStatus(g) {
  const who = g.mode === "two" ? `Player ${g.player}, your move` : "Your move";
  const note = !answersShown() ? ". Ask for a hint if you like." : g.state.outcome === "N" ? " — there is a winning move." : " — every move loses against perfect play.";
  return `${who} from ${lastOf(g.pos)}${note}`;
}

// notePly keeps a move for the review: who made it, whether the mover
// had a win before it and whether the move gave it away.
export function notePly(g, who, before, to, st) {
  const ply = { who, from: lastOf(before.pos), fromRecord: before.pos, blocked: before.blocked.slice(), to: lastOf(to),
    had: before.state.outcome === "N", gave: moverWinsAt(st), hints: before.hints || 0, better: "", why: "", reason: "" };
  g.plies.push(ply);
  return ply;
}

export function mistake(ply) { return isHuman(ply.who) && ply.had && ply.gave; }

// winningMove asks the server what would have won from a ply's position:
// the move the computer would play there (/api/reply), with its reason.
export async function winningMove(g, ply) {
  if (ply.better) return ply;
  const r = await api(g.cfg, "reply", { pos: ply.fromRecord, blocked: blockedParam(ply.blocked) });
  ply.better = lastOf(r.move.to);
  ply.why = r.explanation;
  return ply;
}

// flagMove says at once when a human move gave away the win, unless
// coach mode hides the answers (then only the review says so).
export async function flagMove(g, ply) {
  const el = $("flag");
  el.textContent = "";
  if (!mistake(ply) || !answersShown()) return;
  try { await winningMove(g, ply); } catch (e) { return; }
  if (g !== game || g.plies[g.plies.length - 1] !== ply && g.plies[g.plies.length - 2] !== ply) return;
  const who = g.mode === "two" ? `${cap(ply.who)}: that` : "That";
  el.textContent = `${who} gave away the win: ${ply.better} would have won.`;
}

// sayMove puts the computer's move and its reason in the live region, on
// screen; in coach mode the reason waits for a click (it tells whether the
// player now has a winning move).
export function sayMove(g, ply) {
  const el = $("last-move");
  el.textContent = `Computer moves to ${ply.to}.`;
  if (answersShown()) el.append(" " + ply.reason);
  else {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = "The computer's reason";
    b.onclick = () => { el.textContent = `Computer moves to ${ply.to}. ${ply.reason}`; };
    el.append(" ", b);
  }
  onScreen($("said"));
}

// onScreen scrolls an element into view when it is not (a phone after a move).
export function onScreen(el) {
  const r = el.getBoundingClientRect();
  if (r.height && (r.top < 0 || r.bottom > window.innerHeight)) el.scrollIntoView({ block: "nearest" });
}

export function clearSaid() { $("flag").textContent = ""; $("last-move").textContent = ""; $("hint-text").textContent = ""; }

// computerChoice is the computer's move at its level: from a position
// with a winning move, a random legal move at the level's rate (seeded),
// else the server's reply (perfect play, or the slowest loss).
export async function computerChoice(g) {
  const rate = LEVELS[room.level] || 0;
  if (rate > 0 && g.state.outcome === "N") {
    const rnd = seeded(room.seed, room.level, g.pos);
    const usable = (g.state.moves || []).filter((m) => !m.blocked && !(m.at && g.blocked.some((b) => b[0] === m.at[0] && b[1] === m.at[1])));
    if (rnd() < rate && usable.length) {
      const m = usable[Math.floor(rnd() * usable.length)];
      const state = await api(g.cfg, "play", { pos: m.to });
      return { move: m, state, blocks: [], random: true, explanation: `A random move: the ${room.level} computer plays at random one move in ${Math.round(1 / rate)}.` };
    }
  }
  return api(g.cfg, "reply", { pos: g.pos, blocked: blockedParam(g.blocked) });
}
