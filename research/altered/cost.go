package altered

import (
	"fmt"

	"github.com/mex-cgt/mex/game"
)

// bytesPerColumn is the peak memory of Cover per column of the altered
// box (the column algorithm and the sets of covered rows and diagonals),
// measured at 10^6 and 4·10^6 columns: 127 bytes.
const bytesPerColumn = 128

// CoverCost estimates the work of Cover and GeneralOffset: the column
// algorithm runs to the last altered column.
func CoverCost(alt game.Alteration) game.Cost {
	columns := int64(LastColumn(alt)) + 1
	return game.Cost{Bytes: columns * bytesPerColumn, Steps: columns, What: fmt.Sprintf("%d columns up to the last altered one", columns)}
}
