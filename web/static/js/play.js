// Playing: the game in play (a module binding, set by setGame), its turns,
// the human's and the computer's moves, undo, redo, the history.
import { boardOf } from "../boards/index.js";
import { copyLanes, explainKnock, knockLanes, segments, syncLanes } from "../boards/lib/lanes.js";
import { api, isAbort } from "./api.js";
import { renderBoard } from "./board.js";
import { apply, desc, familyExamples, presets, viewKind } from "./config.js";
import { hideReview, renderReview, resetHint } from "./hints.js";
import { renderNimSum } from "./nimsum.js";
import { draw } from "./picture.js";
import { answersShown, applyCoach, clearSaid, computerChoice, flagMove, notePly, opponent, room, sayMove, toMove, turnStatus } from "./room.js";
import { lab } from "./state.js";
import { log, renderLog, setStatus } from "./status.js";
import { ui } from "./store.js";
import { heapKey } from "./things.js";
import { mode } from "./transport.js";
import { writeURL } from "./url.js";
import { $, blockedParam, cap, ints, lastOf } from "./util.js";

export let game = null; // the game in play, bound to the cfg it was started with
export function setGame(g) { game = g; }

// ---- playing --------------------------------------------------------------------

export let gameIds = 0;

export function alive(g, t) { return game === g && g.seq === t; }

export function setTurn(g, turn) {
  g.turn = turn;
  if (g !== game) return;
  document.body.dataset.turn = turn;
  document.body.dataset.position = lastOf(g.pos);
  if (lab.position !== lastOf(g.pos)) lab.setPosition(lastOf(g.pos)); // the desk listens
  document.body.dataset.record = g.pos;
  document.body.dataset.winner = g.winner || "";
  document.body.dataset.mode = g.mode;
  $("undo").disabled = !(g.at > 0 || (turn === "block" && g.at >= 0));
  $("redo").disabled = !(g.at < g.stack.length - 1);
  $("hint").hidden = turn !== "you";
}

export function discardGame(why) {
  if (game) game.seq++;
  game = null;
  document.body.dataset.turn = "idle";
  document.body.dataset.winner = "";
  document.body.dataset.position = "";
  if (lab.position !== "") lab.setPosition("");
  document.body.dataset.record = "";
  $("board").hidden = true; $("board-table-box").hidden = true;
  if ($("board-tools")) $("board-tools").textContent = "";
  $("board").dataset.targets = "[]";
  $("board-info").textContent = "";
  $("board-legend").textContent = "";
  $("moves").textContent = "";
  $("hint").hidden = true;
  clearSaid();
  hideReview();
  renderLog(null);
  renderNimSum(null);
  $("undo").disabled = true; $("redo").disabled = true;
  setStatus(why || "Choose a start and press Start, or pick a cell of the picture.");
}

export function boardSide(c, start) {
  const v = ints(start.split("/")[0]);
  return Math.max(1, ...v) + 1;
}

// newGame: first is "you", "computer" or "two" (two players on one device).
export function newGame(start, first) {
  ui.parked = null;
  const mode = first === "two" ? "two" : "computer";
  return { id: ++gameIds, cfg: ui.cfg, key: ui.key, start, first: mode === "two" ? "you" : first, mode, player: 1, pos: start, blocked: [], state: null, seq: 0, turn: "idle", winner: "", stack: [], at: -1, log: [], plies: [], hintStep: 0, hint: null, side: boardSide(ui.cfg, start), cursor: null };
}

// exampleStart is a start of the game for hints: its family's first
// preset, or the position of its family's example.
export function exampleStart(c) {
  const d = desc(c);
  if (d.presets.length) return d.presets[0].start;
  const ex = familyExamples.get(d.family) || "";
  return ex.includes(" ") ? ex.slice(ex.indexOf(" ") + 1) : presets.length ? presets[0].start : "3,5";
}

export async function startGame() {
  if (!(await apply({ noURL: true }))) return;
  if (!ui.ok) { setStatus("Fix the game first: " + $("spec-error").textContent, "error"); return; }
  const start = $("start-pos").value.trim();
  if (!start) { setStatus("Type a start position first, e.g. " + exampleStart(ui.cfg) + ".", "error"); return; }
  const first = $("two").checked ? "two" : $("second").checked ? "computer" : "you";
  discardGame();
  if (room.revealed) { room.revealed = false; applyCoach(); } // a new game hides the answers again
  game = newGame(start, first);
  log(game, `Start at ${start}; ${first === "two" ? "player 1 moves" : first === "you" ? "you move" : "the computer moves"} first.`);
  begin(game, first === "computer");
}

// begin loads the start (or a position from the URL) and hands the move
// to whoever has it.
export async function begin(g, computerFirst) {
  const t = ++g.seq;
  setTurn(g, "busy");
  setStatus("Setting up the board…");
  try {
    const st = await api(g.cfg, "play", { pos: g.pos, blocked: blockedParam(g.blocked) });
    if (!alive(g, t)) return;
    g.state = st;
    g.cursor = null;
    // who is to move where play is over: at the start, whoever moves
    // first; in a resumed game, what the record or the link says
    const mover = g.mode === "two" ? toMove(g) : g.resumeMover || (computerFirst ? "computer" : "you");
    if (st.over) return finish(g, st.mover_wins ? mover : opponent(g, mover), true);
    if (computerFirst) return computerMove(g);
    yourTurn(g, true);
  } catch (e) {
    if (isAbort(e) || !alive(g, t)) return;
    setTurn(g, "error");
    renderBoard(g);
    setStatus(`error: ${e.message}`, "error", () => begin(g, computerFirst));
  }
}

// endWinner reads the end of play from the API: the player to move at an
// over position has won when mover_wins (misère play, declared N).
export function endWinner(st, moverIsHuman) {
  if (!st.over) return "";
  return !!st.mover_wins === moverIsHuman ? "you" : "computer";
}

export function other(who) { return who === "you" ? "computer" : "you"; }

// moverAt says who is to move at the end of a resumed game: in a game
// record, by the number of moves made since the start; otherwise as the
// link says (mover=computer when the human made the last move).
export function moverAt(g, linkMover) {
  if (boardOf(g.cfg).record) {
    const made = String(g.pos).split("/").length - 1;
    return made % 2 === 0 ? g.first : other(g.first);
  }
  return linkMover === "computer" ? "computer" : "you";
}

export function replyWinner(r) {
  if (typeof r.over === "boolean") return r.over ? (r.winner || endWinner(r.state, true)) : "";
  return endWinner(r.state, true);
}

export function snapshot(g) {
  return { pos: g.pos, blocked: g.blocked.slice(), state: g.state, log: g.log.slice(), turn: g.turn, winner: g.winner, mover: g.mover, player: g.player, plies: g.plies.slice(), last: g.last, lanes: copyLanes(g.lanes) };
}

// advance keeps what the board shows of a move: the last move and, on
// rows of tokens or pins, where it fell (how: the knock clicked).
export function advance(g, to, who, how) {
  g.last = { from: lastOf(g.pos), to: lastOf(to), who };
  g.pick = null;
  if (!boardOf(g.cfg).keepsLanes(g)) return;
  const lanes = copyLanes(syncLanes(g)), segs = segments(lanes);
  const e = how && segs[how.k] ? how : explainKnock(segs, heapKey(ints(lastOf(to))));
  if (e && segs[e.k]) { knockLanes(lanes, segs[e.k], e.s, e.r); g.lanes = lanes; } else g.lanes = null;
}

// record keeps a position where a human is to move (or the end) for
// undo, redo and the browser's history. The first record of a game
// resumed from a link replaces the link's entry: no duplicate in history.
export function record(g, push) {
  g.stack.length = g.at + 1;
  g.stack.push(snapshot(g));
  g.at = g.stack.length - 1;
  setTurn(g, g.turn);
  renderLog(g);
  writeURL(push && !g.quiet);
  g.quiet = false;
}

export function yourTurn(g, push) {
  setTurn(g, "you");
  resetHint(g);
  setStatus(turnStatus(g));
  renderBoard(g);
  refocus(g, "#moves button:not(:disabled), #moves select");
  record(g, push);
  if (viewKind(g.cfg) === "twopile" && g.key === ui.key && ui.data && ui.data.box >= 0) draw();
}

// refocus puts the focus, lost with the move buttons, on the first
// control that sel finds: a keyboard player stays where they were.
export function refocus(g, sel) {
  if (!g.refocus) return;
  const where = g.refocus;
  g.refocus = false;
  const el = where === "#board" && !$("board").hidden ? $("board") : document.querySelector(sel);
  if (el && (document.activeElement === document.body || !document.activeElement)) el.focus();
}

export function beforeMove(g) { return { pos: g.pos, state: g.state, blocked: g.blocked.slice(), hints: g.hintStep }; }

export async function humanMove(g, m, how) {
  if (game !== g || g.turn !== "you" || m.blocked) return;
  const t = ++g.seq, was = beforeMove(g), who = toMove(g), active = document.activeElement;
  // the buttons are drawn anew: focus comes back to them, or to the board
  // when the move was made on it (or with its choices)
  g.refocus = $("moves").contains(active) ? true : active === $("board") || ($("board-tools") && $("board-tools").contains(active)) ? "#board" : false;
  setTurn(g, "busy");
  $("hint-text").textContent = "";
  setStatus(`${g.mode === "two" ? cap(who) + " moves" : "You move"} to ${lastOf(m.to)}…`);
  renderBoard(g);
  try {
    const st = await api(g.cfg, "play", { pos: m.to });
    if (!alive(g, t)) return;
    advance(g, m.to, who, how);
    g.pos = m.to; g.blocked = []; g.state = st; g.cursor = null;
    $("last-move").textContent = "";
    flagMove(g, notePly(g, who, was, m.to, st));
    log(g, `${g.mode === "two" ? cap(who) + " moves" : "You move"} to ${lastOf(m.to)}` + (m.imitation ? " (an imitation)" : "") + ".", "you");
    if (st.over) return finish(g, st.mover_wins ? opponent(g, who) : who);
    if (desc(g.cfg).blocking > 0 && (st.moves || []).some((q) => q.blockable)) return chooseBlocks(g);
    if (g.mode === "two") return handOver(g);
    await computerMove(g);
  } catch (e) {
    if (isAbort(e) || !alive(g, t)) return;
    setTurn(g, "you");
    renderBoard(g);
    setStatus(`error: ${e.message} — your move to ${lastOf(m.to)} was not made.`, "error", () => humanMove(g, m));
  }
}

// handOver gives the move to the other player on the same device.
export function handOver(g) {
  g.player = 3 - g.player;
  yourTurn(g, true);
}

// opponentOf names, for the blocks, the player who moves next.
export function opponentOf(g) { return g.mode === "two" ? `player ${3 - g.player}` : "the computer"; }

// chooseBlocks lets the player who has just moved block up to the game's
// limit of the opponent's blockable moves (the Muller twist of
// of games with blocking) before the opponent replies.
export function chooseBlocks(g) {
  setTurn(g, "block");
  const limit = desc(g.cfg).blocking;
  const who = g.mode === "two" ? `Player ${g.player}, you` : "You";
  setStatus(`${who} may block up to ${limit} of ${opponentOf(g)}'s blockable moves from ${lastOf(g.pos)}: choose them below or on the board (Enter), then let ${opponentOf(g)} move.`);
  renderBoard(g);
}

export function toggleBlock(g, m) {
  if (g !== game || g.turn !== "block" || !m || !m.blockable) return;
  const at = m.at || ints(m.to), i = g.blocked.findIndex((b) => b[0] === at[0] && b[1] === at[1]);
  if (i >= 0) g.blocked.splice(i, 1);
  else {
    if (g.blocked.length >= desc(g.cfg).blocking) g.blocked.shift();
    g.blocked.push([at[0], at[1]]);
  }
  renderBoard(g);
}

export function letComputerMove(g) {
  if (g !== game || g.turn !== "block") return;
  const who = g.mode === "two" ? cap(toMove(g)) : "You";
  if (g.blocked.length) log(g, `${who} block${g.mode === "two" ? "s" : ""} ${g.blocked.map((b) => "(" + b.join(",") + ")").join(" and ")} for ${opponentOf(g)}'s move.`, "you");
  if (g.mode === "two") return handOver(g);
  computerMove(g);
}

export async function computerMove(g) {
  const t = ++g.seq, was = beforeMove(g);
  setTurn(g, "computer");
  setStatus("The computer is thinking…");
  renderBoard(g);
  try {
    const r = await computerChoice(g);
    if (!alive(g, t)) return;
    advance(g, r.move.to, "computer");
    g.pos = r.move.to; g.blocked = r.blocks || []; g.state = r.state; g.cursor = null;
    const ply = notePly(g, "computer", was, r.move.to, r.state);
    ply.reason = r.explanation;
    ply.random = !!r.random;
    if (g.blocked.length) ply.reason += ` It blocks ${g.blocked.map((b) => "(" + b.join(",") + ")").join(" and ")} for your next move.`;
    log(g, `Computer moves to ${ply.to}.` + (answersShown() ? " " + ply.reason : ""));
    sayMove(g, ply);
    const w = replyWinner(r);
    if (w) return finish(g, w);
    yourTurn(g, true);
  } catch (e) {
    if (isAbort(e) || !alive(g, t)) return;
    setTurn(g, "error");
    renderBoard(g);
    setStatus(`error: ${e.message} — the computer's move failed.`, "error", () => computerMove(g));
  }
}

export function endStatus(g, why) {
  if (g.mode === "two") return [`${cap(g.winner)} wins!` + (why ? ` (${why}.)` : ""), "win"];
  if (g.winner === "you") return ["You win!" + (why ? ` (${why}.)` : ""), "win"];
  return ["The computer wins" + (why ? ` (${why}).` : "."), "lose"];
}

export function finish(g, winner, quiet) {
  g.winner = winner;
  // the player to move where play ended: the winner when the rules give
  // the win to the player to move
  g.mover = g.state.mover_wins ? winner : opponent(g, winner);
  if (g.mode === "two") g.player = g.mover === "player 2" ? 2 : 1;
  setTurn(g, "over");
  const st = g.state, at = lastOf(g.pos);
  const why = st.mover_wins ? `play ends at ${at} with a win for the player to move` : `play ends at ${at}: the player to move has lost`;
  setStatus(...endStatus(g, why));
  renderBoard(g);
  refocus(g, "#start");
  record(g, !quiet);
  renderReview(g);
  if (viewKind(g.cfg) === "twopile" && g.key === ui.key && ui.data && ui.data.box >= 0) draw();
}

// goTo shows a recorded position (undo, redo, the back button).
export function goTo(g, i, push) {
  if (i < 0 || i >= g.stack.length) return;
  g.seq++;
  const s = g.stack[i];
  g.at = i;
  g.pos = s.pos; g.blocked = s.blocked.slice(); g.state = s.state; g.log = s.log.slice(); g.winner = s.winner; g.mover = s.mover; g.cursor = null;
  g.last = s.last; g.lanes = copyLanes(s.lanes); g.pick = null;
  g.player = s.player; g.plies = s.plies.slice();
  renderLog(g);
  clearSaid();
  hideReview();
  if (s.turn === "over") {
    g.turn = "over"; setTurn(g, "over");
    setStatus(...endStatus(g, ""));
    renderReview(g);
  } else {
    setTurn(g, "you");
    resetHint(g);
    setStatus(turnStatus(g));
  }
  renderLog(g);
  renderBoard(g);
  writeURL(push);
  if (viewKind(g.cfg) === "twopile" && g.key === ui.key && ui.data && ui.data.box >= 0) draw();
}

// jumpTo goes to the position of a line of the list of moves.
export function jumpTo(g, i) {
  if (g !== game || i === g.at || !["you", "over", "block", "error"].includes(g.turn)) return;
  goTo(g, i, true);
}

export function undo() {
  if (game && game.turn === "block" && game.at >= 0) goTo(game, game.at, true); // take back the move before the blocks
  else if (game && game.at > 0) goTo(game, game.at - 1, true);
}
export function redo() { if (game && game.at < game.stack.length - 1) goTo(game, game.at + 1, true); }
