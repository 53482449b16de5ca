// The queen's board (Corner the Queen: Wythoff's game and its kin).
import { blocking, boardCSSWidth, playable, setLegend } from "../js/board.js";
import { describe } from "../js/config.js";
import { draw } from "../js/picture.js";
import { answersShown } from "../js/room.js";
import { lab } from "../js/state.js";
import { isP, ui } from "../js/store.js";
import { $, LAST, MAX_BOARD, TOUCH, hatch, ints, niceStep, onPhone, ring, sizeCanvas } from "../js/util.js";
import { ownBoard } from "./lib/base.js";

// Corner the Queen on a fixed board: the P-positions dotted, the legal
// moves ringed, blocked squares hatched and crossed.
export function drawQueen(g) {
  const cv = $("board"), side = g.side, st = g.state;
  if (side > MAX_BOARD) {
    cv.hidden = true;
    $("board-info").textContent = `The board would have ${side}×${side} squares; boards are drawn up to ${MAX_BOARD}. Play with the moves below.`;
    return;
  }
  cv.hidden = false;
  const W = boardCSSWidth(), lab = 18, cs = onPhone() ? Math.max(TOUCH, Math.min(48, Math.floor((W - lab) / side))) : Math.floor(Math.min(40, (W - lab) / side)), size = cs * side;
  const ctx = sizeCanvas(cv, size + lab, size + lab);
  cv.style.width = (size + lab) + "px";
  const [qx, qy] = st.piles;
  const targets = new Map((st.moves || []).map((m) => [m.at[0] + "," + m.at[1], m]));
  const blocked = new Set(g.blocked.map((b) => b.join(",")));
  const showP = answersShown() && g.key === ui.key && !!ui.data;
  const px = (x) => lab + x * cs, py = (y) => (side - 1 - y) * cs;
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, size + lab, size + lab);
  for (let x = 0; x < side; x++) for (let y = 0; y < side; y++) {
    ctx.fillStyle = (x + y) % 2 ? "#d8c39a" : "#f3e9d2";
    if (x === 0 && y === 0) ctx.fillStyle = "#9fd29f";
    ctx.fillRect(px(x), py(y), cs, cs);
    const key = x + "," + y;
    if (showP && isP(x, y) && cs >= 8) { ctx.fillStyle = "#1f5cb0"; ctx.fillRect(px(x) + cs * 0.38, py(y) + cs * 0.38, cs * 0.24, cs * 0.24); }
    const m = targets.get(key);
    if (m && (m.blocked || blocked.has(key))) {
      hatch(ctx, px(x), py(y), cs, cs, "#b02020");
      ctx.strokeStyle = "#b02020"; ctx.lineWidth = 2;
      ctx.beginPath(); ctx.moveTo(px(x) + 4, py(y) + 4); ctx.lineTo(px(x) + cs - 4, py(y) + cs - 4); ctx.moveTo(px(x) + cs - 4, py(y) + 4); ctx.lineTo(px(x) + 4, py(y) + cs - 4); ctx.stroke();
    } else if (m && playable(g)) {
      ctx.strokeStyle = "#1f5cb0"; ctx.lineWidth = 2;
      ctx.beginPath(); ctx.arc(px(x) + cs / 2, py(y) + cs / 2, cs * 0.36, 0, 2 * Math.PI); ctx.stroke();
    } else if (m && m.blockable && blocking(g)) { // a move of the computer the human may block: a dashed ring
      ctx.strokeStyle = "#b02020"; ctx.lineWidth = 2; ctx.setLineDash([3, 3]);
      ctx.beginPath(); ctx.arc(px(x) + cs / 2, py(y) + cs / 2, cs * 0.36, 0, 2 * Math.PI); ctx.stroke();
      ctx.setLineDash([]);
    }
  }
  // the hinted move: a thick frame
  if (g.hintStep >= 2 && g.hint && g.hint.at && playable(g)) {
    const [hx, hy] = g.hint.at;
    ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 4;
    ctx.beginPath(); ctx.arc(px(hx) + cs / 2, py(hy) + cs / 2, cs * 0.3, 0, 2 * Math.PI); ctx.stroke();
  }
  // the last move: the square the queen left, dashed, and its path
  if (g.last) {
    const [fx, fy] = ints(g.last.from);
    if (fx < side && fy < side) {
      ctx.strokeStyle = LAST; ctx.lineWidth = 2; ctx.setLineDash([4, 3]);
      ctx.strokeRect(px(fx) + 2, py(fy) + 2, cs - 4, cs - 4);
      ctx.beginPath(); ctx.moveTo(px(fx) + cs / 2, py(fy) + cs / 2); ctx.lineTo(px(qx) + cs / 2, py(qy) + cs / 2); ctx.stroke();
      ctx.setLineDash([]);
    }
  }
  // the queen
  ctx.fillStyle = "#1f3f8f"; ctx.fillRect(px(qx) + 1, py(qy) + 1, cs - 2, cs - 2);
  ctx.fillStyle = "#fff"; ctx.font = `${cs * 0.8}px serif`; ctx.textAlign = "center"; ctx.textBaseline = "middle";
  ctx.fillText("♛", px(qx) + cs / 2, py(qy) + cs / 2 + 1);
  // the keyboard cursor
  if (!g.cursor) g.cursor = { x: qx, y: qy };
  const c = g.cursor;
  if (playable(g) || blocking(g)) ring(ctx, px(c.x), py(c.y), cs, cs);
  // coordinates
  ctx.fillStyle = "#333"; ctx.font = "10px system-ui"; ctx.textAlign = "center"; ctx.textBaseline = "top";
  const step = niceStep(side, size / 22);
  for (let v = 0; v < side; v += step) ctx.fillText(String(v), px(v) + cs / 2, size + 3);
  ctx.textAlign = "right"; ctx.textBaseline = "middle";
  for (let v = 0; v < side; v += step) ctx.fillText(String(v), lab - 3, py(v) + cs / 2);
  document.body.dataset.cursor = `${c.x},${c.y}`;
  cv.dataset.targets = JSON.stringify((st.moves || []).filter((m) => m.at && m.at[0] < side && m.at[1] < side).map((m) => ({ id: `Q${m.at[0]},${m.at[1]}`, label: `square (${m.at[0]},${m.at[1]})`, x: px(m.at[0]) + cs / 2, y: py(m.at[1]) + cs / 2, w: cs, h: cs, to: m.blocked ? "" : m.to })));
  keepInView(g, cv, px(c.x) + cs / 2, py(c.y) + cs / 2, cs);
  describeQueen(g);
}

// keepInView scrolls the board's frame, when the board is larger than it
// (a phone), to the queen at a new position and to the keyboard's cursor.
function keepInView(g, cv, x, y, cs) {
  const wrap = $("board-wrap");
  if (wrap.scrollWidth <= wrap.clientWidth + 1 && wrap.scrollHeight <= wrap.clientHeight + 1) return;
  const key = g.keyed ? `${g.cursor.x},${g.cursor.y}` : g.pos;
  if (g.inView === key) return;
  g.inView = key;
  const r = cv.getBoundingClientRect(), w = wrap.getBoundingClientRect();
  const top = r.top - w.top + wrap.scrollTop, left = r.left - w.left + wrap.scrollLeft;
  const fx = left + x - wrap.scrollLeft, fy = top + y - wrap.scrollTop;
  if (fx < cs || fx > wrap.clientWidth - cs) wrap.scrollLeft = left + x - wrap.clientWidth / 2;
  if (fy < cs || fy > wrap.clientHeight - cs) wrap.scrollTop = top + y - wrap.clientHeight / 2;
}

// describeQueen says the cursor's line and the legend.
function describeQueen(g) {
  const st = g.state;
  if (!st || !g.cursor) return;
  const { x, y } = g.cursor, m = (st.moves || []).find((m) => m.at[0] === x && m.at[1] === y);
  const blocked = m && (m.blocked || g.blocked.some((b) => b[0] === x && b[1] === y));
  const [qx, qy] = st.piles;
  $("board-info").textContent = `Queen at (${qx},${qy}). Cursor at (${x},${y}): ` +
    (blocking(g) ? (x === qx && y === qy ? "the queen's square." : m && m.blockable ? (blocked ? "a move of the computer you block — press Enter to unblock it." : "a move of the computer you may block — press Enter to block it.") : m ? "a move of the computer that cannot be blocked." : "not a move of the computer.")
      : x === qx && y === qy ? "the queen's square." : blocked ? "blocked by the opponent." : m ? "a legal move — press Enter to move there." : "not a legal move.");
  setLegend("Legend: ringed squares are legal moves, hatched and crossed squares are blocked, " + (answersShown() ? "small blue squares are P-positions, " : "") + "the green square is the corner (0,0).");
}

// The queen's board: two piles (x, y) as a queen on a grid, (0,0) at the
// bottom left; the cursor is a square {x, y}.
export default ownBoard({
  title: "Two piles: the queen's board",
  onPicture: true,
  draw: drawQueen,
  describe: describeQueen,
  hit(g, x, y, r) {
    const side = g.side, lab = 18, cs = (r.width - lab) / side;
    const i = Math.floor((x - lab) / cs), j = side - 1 - Math.floor(y / cs);
    return i < 0 || j < 0 || i >= side || j >= side ? null : { x: i, y: j };
  },
  moveAtCursor(g) {
    const c = g.cursor;
    if (!c) return null;
    return (g.state.moves || []).find((m) => m.at[0] === c.x && m.at[1] === c.y && !m.blocked && !g.blocked.some((b) => b[0] === c.x && b[1] === c.y)) || null;
  },
  // blockAtCursor is the computer's blockable move under the cursor, in
  // the phase where the human blocks.
  blockAtCursor(g) {
    const c = g.cursor;
    if (!c) return null;
    return (g.state.moves || []).find((m) => m.blockable && m.at[0] === c.x && m.at[1] === c.y) || null;
  },
  step(g, d) {
    const st = g.state, c = g.cursor || { x: st.piles[0], y: st.piles[1] };
    g.cursor = { x: Math.max(0, Math.min(g.side - 1, c.x + d[0])), y: Math.max(0, Math.min(g.side - 1, c.y + d[1])) };
  },
  pointCursor(g, at) { if (at) g.cursor = { x: at[0], y: at[1] }; },
});
