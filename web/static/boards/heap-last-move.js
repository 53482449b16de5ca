// One heap of tokens with the last move and the most the next move may
// take (Fibonacci Nim): a click on a token takes it and every token after
// it. The position is the heap and the last move taken.
import { draw, legend } from "../js/picture.js";
import { thingBoard } from "./lib/base.js";
import { drawLanes } from "./lib/lanes.js";

export default thingBoard({
  title: "One heap, the last move shown",
  draw: (g) => drawLanes(g, { last: true }),
  piles: (p) => p.slice(0, 1),
  legend: () => "Click a token to take it and every token after it; dashed tokens are the last move; grey tokens cannot be taken now.",
});
