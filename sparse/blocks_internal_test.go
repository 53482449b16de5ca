package sparse

import (
	"fmt"
	"testing"
)

// BenchmarkBlocks runs Next over 2^18 values (MEX_OCTAL_VALUES) of 0.6
// and Grundy's game with the block scan and the gathered rare marking
// off and on, alone and together: go test -run '^$' -bench Blocks
// ./sparse/ (with MEX_NOAVX512=1, the block scan is AVX2's).
func BenchmarkBlocks(b *testing.B) {
	for _, code := range []string{"0.6", "grundy"} {
		r := GrundyGame()
		if code != "grundy" {
			r, _ = Parse(code)
		}
		for _, way := range []struct{ blocks, gather bool }{{false, false}, {true, false}, {false, true}, {true, true}} {
			b.Run(fmt.Sprintf("%s/blocks=%v/gather=%v", code, way.blocks, way.gather), func(b *testing.B) {
				if way.gather && !haveBlocks || way.blocks && !haveBlocks && !haveAVX2 {
					b.Skip("this processor has no AVX-512 BW (nor AVX2 for the block scan)")
				}
				defer func(blocks, gather bool) { useBlocks, useGather = blocks, gather }(useBlocks, useGather)
				useBlocks, useGather = way.blocks, way.gather
				benchNext(b, r)
			})
		}
	}
}
