package nimhoff_test

import "math/big"

func bigInt(v int) *big.Int { return big.NewInt(int64(v)) }
