// Hints in three steps and the review of a finished game.
import { boardOf } from "../boards/index.js";
import { api } from "./api.js";
import { playable, renderBoard } from "./board.js";
import { alive } from "./play.js";
import { isHuman, mistake, opponent, winningMove } from "./room.js";
import { $, blockedParam, cap, lastOf } from "./util.js";

// ---- hints: whether a winning move exists, then the move, then why ----

export function resetHint(g) {
  g.hintStep = 0; g.hint = null;
  $("hint-text").textContent = "";
  $("hint").textContent = "Hint";
  $("hint").disabled = false;
}

export async function nextHint(g) {
  if (!playable(g) || g.hintStep >= 3) return;
  const step = g.hintStep + 1, t = g.seq;
  if (step >= 2 && !g.hint) {
    $("hint").disabled = true;
    let r;
    try { r = await api(g.cfg, "reply", { pos: g.pos, blocked: blockedParam(g.blocked) }); } catch (e) {
      if (alive(g, t)) { $("hint").disabled = false; $("hint-text").textContent = "error: " + e.message; }
      return;
    }
    if (!alive(g, t)) return;
    g.hint = { to: r.move.to, at: r.move.at || null, why: r.explanation };
  }
  g.hintStep = step;
  if (step >= 2) pointCursorAt(g, g.hint.at, g.hint.to);
  renderHint(g);
  renderBoard(g);
}

export function renderHint(g) {
  const st = g.state, at = lastOf(g.pos), win = st.outcome === "N", to = g.hint ? lastOf(g.hint.to) : "";
  const lines = [win ? `Hint 1 of 3: there is a winning move from ${at}.` : `Hint 1 of 3: there is no winning move from ${at}: every move loses against perfect play.`];
  if (g.hintStep >= 2) lines.push(win ? `Hint 2 of 3: move to ${to} (highlighted).` : `Hint 2 of 3: no move wins; ${to} (highlighted) makes the game last longest.`);
  if (g.hintStep >= 3) lines.push("Hint 3 of 3, why" + (win ? " (as the computer would say it): " + g.hint.why : `: every move from ${at} leaves the opponent a winning move; the slowest loss gives the opponent the most chances to slip.`));
  $("hint-text").textContent = lines.join(" ");
  $("hint").textContent = ["Hint", "Hint: the move", "Hint: why", "Hint: why"][g.hintStep];
  $("hint").disabled = g.hintStep >= 3;
}

// pointCursorAt puts the board's keyboard cursor on a move's target.
export function pointCursorAt(g, at, to) { boardOf(g.cfg).pointCursor(g, at, to); }

export function hinted(g, m) { return g.hintStep >= 2 && g.hint && g.hint.to === m.to; }

// ---- the review of a finished game ----

export function whoText(who) { return who === "you" ? "You" : cap(who); }

// slipped says whether a computer's random move gave the win away (its
// level's error; a perfect computer loses only what blocks took from it).
export function slipped(ply) { return !isHuman(ply.who) && ply.random && ply.had && ply.gave; }

// plyText is a move of the review: its verdict and its line.
export function plyText(ply) {
  const head = `${whoText(ply.who)}: ${ply.from} → ${ply.to}`;
  if (!isHuman(ply.who)) {
    const slip = slipped(ply);
    return [slip ? "slip" : "computer", `${head}. ${slip ? "The computer slipped: this move gave the win away. " : ""}${ply.reason}`];
  }
  const hints = ply.hints ? ` (after ${ply.hints} hint${ply.hints > 1 ? "s" : ""})` : "";
  if (!ply.had) return ["none", `${head}: no move could win from ${ply.from}, a P-position${hints}.`];
  if (!ply.gave) return ["kept", `${head}: kept the win${hints}.`];
  return ["lost", `${head}: gave away the win${hints}; ${ply.better || "another move"} would have won${ply.why ? " (the computer's reason for it: " + ply.why + ")" : ""}.`];
}

// reviewSummary says who won and where the loser lost: their last move
// that gave a win away, and what would have won there.
export function reviewSummary(g) {
  const loser = opponent(g, g.winner), plies = g.plies;
  let k = -1;
  for (let i = plies.length - 1; i >= 0; i--) if (plies[i].who === loser && mistake(plies[i])) { k = i; break; }
  const won = g.mode === "two" ? `${cap(g.winner)} won.` : g.winner === "you" ? "You won." : "The computer won.";
  if (!isHuman(loser)) {
    const slips = plies.map((p, i) => (slipped(p) ? i + 1 : 0)).filter((i) => i);
    return won + (slips.length ? ` The computer slipped at move ${slips.join(", ")}.` : "");
  }
  const name = g.mode === "two" ? cap(loser) : "You";
  if (k < 0) return `${won} ${name} never had a winning move${g.mode === "two" ? "" : " in this game: every position you moved from was a P-position, and the computer never slipped"}.`;
  const p = plies[k];
  return `${won} The game was lost at move ${k + 1}: from ${p.from}, ${p.better || "another move"} would have won instead of ${p.to}.`;
}

export async function renderReview(g) {
  const sec = $("review"), list = $("review-list"), t = g.seq;
  await Promise.all(g.plies.filter(mistake).map((p) => winningMove(g, p).catch(() => p)));
  if (!alive(g, t) || g.turn !== "over") return;
  list.textContent = "";
  g.plies.forEach((ply) => {
    const [verdict, text] = plyText(ply);
    const li = document.createElement("li");
    li.dataset.verdict = verdict;
    li.dataset.who = ply.who;
    li.textContent = text;
    list.appendChild(li);
  });
  $("review-summary").textContent = reviewSummary(g) + (g.resumed ? " (Moves made before the link was opened are not reviewed.)" : "");
  sec.hidden = false;
  document.body.dataset.review = "ready";
}

export function hideReview() {
  $("review").hidden = true;
  $("review-list").textContent = "";
  $("review-summary").textContent = "";
  delete document.body.dataset.review;
}
