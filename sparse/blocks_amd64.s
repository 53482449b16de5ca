#include "textflag.h"

// scan32 is scanWords's walk with AVX-512 (F and BW): per block of 32
// splits, two 64-byte loads (the reversed front and the recent values),
// one xor for their 32 values, and a lookup of each value in the
// 1024-bit set of needed values (a VPERMI2W of its 16-bit word of the
// set, held in two registers, and a shift to its bit). A block with a
// needed value is looked at lane by lane from the highest (the least a):
// a value still in the set is crossed off there, and the set is reloaded
// after the block.

// With forward, lo points at the small parts in their own order and
// goes up, and a permute reverses each block's lanes (past the reversed
// front).

// reverseWords is the permute that reverses 32 words.
DATA reverseWords<>+0(SB)/8, $0x001c001d001e001f
DATA reverseWords<>+8(SB)/8, $0x00180019001a001b
DATA reverseWords<>+16(SB)/8, $0x0014001500160017
DATA reverseWords<>+24(SB)/8, $0x0010001100120013
DATA reverseWords<>+32(SB)/8, $0x000c000d000e000f
DATA reverseWords<>+40(SB)/8, $0x00080009000a000b
DATA reverseWords<>+48(SB)/8, $0x0004000500060007
DATA reverseWords<>+56(SB)/8, $0x0000000100020003
GLOBL reverseWords<>(SB), RODATA|NOPTR, $64

// func scan32(lo, hi *uint16, blocks int, set *[16]uint64, count int, forward bool) (consumed, left int)
TEXT ·scan32(SB), NOSPLIT, $64-64
	MOVQ lo+0(FP), SI
	MOVQ hi+8(FP), DI
	MOVQ blocks+16(FP), CX
	MOVQ set+24(FP), DX
	MOVQ count+32(FP), R9
	MOVQ $-64, R8
	MOVBQZX forward+40(FP), AX
	TESTQ AX, AX
	JZ setup
	MOVQ $64, R8
setup:
	VMOVDQU64 reverseWords<>(SB), Z8
	VMOVDQU8 (DX), Z0
	VMOVDQU8 64(DX), Z7
	MOVL $0x000f000f, AX
	VPBROADCASTD AX, Z1
	MOVL $0x00010001, AX
	VPBROADCASTD AX, Z2
	XORQ BX, BX
loop:
	CMPQ BX, CX
	JGE exhausted
	VMOVDQU16 (SI), Z3
	TESTQ R8, R8
	JS paired
	VPERMW Z3, Z8, Z3
paired:
	VPXORQ (DI), Z3, Z3
	VPSRLW $4, Z3, Z5
	VPERMI2W Z7, Z0, Z5
	VPANDD Z1, Z3, Z6
	VPSRLVW Z6, Z5, Z5
	VPTESTMW Z2, Z5, K1
	KMOVD K1, AX
	TESTL AX, AX
	JZ next
	VMOVDQU16 Z3, (SP)
lanes:
	BSRL AX, R10
	BTRL R10, AX
	MOVWLZX (SP)(R10*2), R11
	MOVQ R11, R12
	SHRQ $3, R12
	MOVBLZX (DX)(R12*1), R13
	MOVQ R11, R14
	ANDQ $7, R14
	BTL R14, R13
	JCC skip
	BTRL R14, R13
	MOVB R13, (DX)(R12*1)
	DECQ R9
	JZ finished
skip:
	TESTL AX, AX
	JNZ lanes
	VMOVDQU8 (DX), Z0
	VMOVDQU8 64(DX), Z7
next:
	ADDQ R8, SI
	SUBQ $64, DI
	INCQ BX
	JMP loop
finished:
	MOVQ BX, AX
	SHLQ $5, AX
	ADDQ $32, AX
	SUBQ R10, AX
	MOVQ AX, consumed+48(FP)
	MOVQ $0, left+56(FP)
	VZEROUPPER
	RET
exhausted:
	SHLQ $5, CX
	MOVQ CX, consumed+48(FP)
	MOVQ R9, left+56(FP)
	VZEROUPPER
	RET

// markGather32 is markRareRange's loop with AVX-512 F, sixteen rare
// positions at a time: their partners' values G(rest-r) come by one
// gather (of the dwords at G(rest-r-1), so that nothing past G(rest-1) is
// read, indexed -r from G(rest-1)), are xored with the rare values, and
// the stamp is scattered to mark.

// func markGather32(seq *uint16, rest int, rareN *int32, rareV *uint16, count int, mark *[65536]uint32, stamp uint32)
TEXT ·markGather32(SB), NOSPLIT, $0-52
	MOVQ seq+0(FP), SI
	MOVQ rest+8(FP), AX
	MOVQ rareN+16(FP), R8
	MOVQ rareV+24(FP), R9
	MOVQ count+32(FP), CX
	MOVQ mark+40(FP), DI
	MOVL stamp+48(FP), DX
	// The gather's indices are signed 32-bit: SI points at G(rest-1)
	// and the index of rare position r is -r (rest itself may pass
	// 2^31).
	VPXORD Z1, Z1, Z1
	VPBROADCASTD DX, Z2
	LEAQ -2(SI)(AX*2), SI
	XORQ BX, BX
sloop:
	CMPQ BX, CX
	JGE sdone
	VMOVDQU32 (R8)(BX*4), Z3
	VPSUBD Z3, Z1, Z3
	KXNORW K0, K0, K1
	VPXORD Z4, Z4, Z4
	VPGATHERDD (SI)(Z3*2), K1, Z4
	VPSRLD $16, Z4, Z4
	VPMOVZXWD (R9)(BX*2), Z5
	VPXORD Z5, Z4, Z4
	KXNORW K0, K0, K2
	VPSCATTERDD Z2, K2, (DI)(Z4*4)
	ADDQ $16, BX
	JMP sloop
sdone:
	VZEROUPPER
	RET

// packStamps sets bit j of words[i] when mark[64i+j] == stamp, four
// compares of sixteen a word.

// func packStamps(mark *[65536]uint32, stamp uint32, words *uint64, count int)
TEXT ·packStamps(SB), NOSPLIT, $0-32
	MOVQ mark+0(FP), SI
	MOVL stamp+8(FP), DX
	MOVQ words+16(FP), DI
	MOVQ count+24(FP), CX
	VPBROADCASTD DX, Z2
ploop:
	TESTQ CX, CX
	JZ pdone
	VPCMPEQD (SI), Z2, K1
	VPCMPEQD 64(SI), Z2, K2
	VPCMPEQD 128(SI), Z2, K3
	VPCMPEQD 192(SI), Z2, K4
	KUNPCKWD K1, K2, K1
	KUNPCKWD K3, K4, K3
	KUNPCKDQ K1, K3, K1
	KMOVQ K1, (DI)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JMP ploop
pdone:
	VZEROUPPER
	RET
