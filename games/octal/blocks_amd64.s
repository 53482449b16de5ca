#include "textflag.h"

// needed32 is the inner loop of scanBlocks (blocks.go) with AVX-512 (F, BW
// and VBMI): per block of 32 splits, two 64-byte loads (the reversed front
// and the recent values), one xor for their 32 values, and a lookup of
// each value in the 512-bit set of needed values (a VPERMB of its byte, a
// shift to its bit). It goes down 64 bytes a block and stops at the first
// block with a needed value.

// func needed32(lo, hi *uint16, blocks int, bitmap *[64]byte) (done int, mask uint32)
TEXT ·needed32(SB), NOSPLIT, $0-44
	MOVQ lo+0(FP), SI
	MOVQ hi+8(FP), DI
	MOVQ blocks+16(FP), CX
	MOVQ bitmap+24(FP), DX
	VMOVDQU8 (DX), Z0
	MOVL $0x00070007, AX
	VPBROADCASTD AX, Z1
	MOVL $0x00010001, AX
	VPBROADCASTD AX, Z2
	XORQ BX, BX
loop:
	CMPQ BX, CX
	JGE none
	VMOVDQU16 (SI), Z3
	VPXORQ (DI), Z3, Z3
	VPSRLW $3, Z3, Z4
	VPMOVWB Z4, Y4
	VPERMB Z0, Z4, Z5
	VPMOVZXBW Y5, Z5
	VPANDD Z1, Z3, Z6
	VPSRLVW Z6, Z5, Z5
	VPTESTMW Z2, Z5, K1
	KMOVD K1, AX
	TESTL AX, AX
	JNZ found
	SUBQ $64, SI
	SUBQ $64, DI
	INCQ BX
	JMP loop
found:
	MOVQ BX, done+32(FP)
	MOVL AX, mask+40(FP)
	VZEROUPPER
	RET
none:
	MOVQ CX, done+32(FP)
	MOVL $0, mask+40(FP)
	VZEROUPPER
	RET
