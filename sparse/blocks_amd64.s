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

// packBytes64 sets bit j of words[i] when region[64i+j] == stamp: one
// compare of 64 bytes a word.

// func packBytes64(region *[1024]uint8, stamp uint8, words *uint64, count int)
TEXT ·packBytes64(SB), NOSPLIT, $0-32
	MOVQ region+0(FP), SI
	MOVBLZX stamp+8(FP), DX
	MOVQ words+16(FP), DI
	MOVQ count+24(FP), CX
	VPBROADCASTB DX, Z2
bloop:
	TESTQ CX, CX
	JZ bdone
	VPCMPEQB (SI), Z2, K1
	KMOVQ K1, (DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JMP bloop
bdone:
	VZEROUPPER
	RET

// scanGroups is scan32's walk in groups of four blocks (128 splits) with
// no branch on a block's hits (AVX-512 F, BW and VBMI2). The four blocks'
// values are looked up in the set as scan32 does; each block's needed
// values are compressed (VPCOMPRESSW) into a list on the stack, and only
// then crossed off the set, which stays in registers: for each value of
// the list, a word with its bit is put in its word of the set (a compare
// with each word's index and a masked shift) and cleared there. A value
// met twice in a group is cleared twice, which changes nothing. When a
// group empties the set, set is stored as it was at that group's start
// (Z9, Z10) and the walk stops there: scanBlocks walks that group again
// with scan32 to find the split that crossed off the last value.
// scanGroups512 is the same when every value is below 512: the set is
// the 32 words of one register, looked up by a VPERMW.

// wordIndex is the index of each of 32 words, and of each of the next 32.
DATA wordIndex<>+0(SB)/8, $0x0003000200010000
DATA wordIndex<>+8(SB)/8, $0x0007000600050004
DATA wordIndex<>+16(SB)/8, $0x000b000a00090008
DATA wordIndex<>+24(SB)/8, $0x000f000e000d000c
DATA wordIndex<>+32(SB)/8, $0x0013001200110010
DATA wordIndex<>+40(SB)/8, $0x0017001600150014
DATA wordIndex<>+48(SB)/8, $0x001b001a00190018
DATA wordIndex<>+56(SB)/8, $0x001f001e001d001c
DATA wordIndex<>+64(SB)/8, $0x0023002200210020
DATA wordIndex<>+72(SB)/8, $0x0027002600250024
DATA wordIndex<>+80(SB)/8, $0x002b002a00290028
DATA wordIndex<>+88(SB)/8, $0x002f002e002d002c
DATA wordIndex<>+96(SB)/8, $0x0033003200310030
DATA wordIndex<>+104(SB)/8, $0x0037003600350034
DATA wordIndex<>+112(SB)/8, $0x003b003a00390038
DATA wordIndex<>+120(SB)/8, $0x003f003e003d003c
GLOBL wordIndex<>(SB), RODATA|NOPTR, $128

// lookUp sets K to the lanes of V (values below 1024) in the set Z0, Z7:
// the set's word of each value (VPERMI2W), shifted to its bit.
#define lookUp(V, K) \
	VPSRLW $4, V, Z5; \
	VPERMI2W Z7, Z0, Z5; \
	VPANDD Z1, V, Z6; \
	VPSRLVW Z6, Z5, Z5; \
	VPTESTMW Z2, Z5, K

// lookUp512 is lookUp for values below 512, in the set Z0.
#define lookUp512(V, K) \
	VPSRLW $4, V, Z5; \
	VPERMW Z0, Z5, Z5; \
	VPANDD Z1, V, Z6; \
	VPSRLVW Z6, Z5, Z5; \
	VPTESTMW Z2, Z5, K

// pairs loads into V the values of the splits of the block at lo+L,
// hi+H; forwardPairs the same with lo's lanes reversed.
#define pairs(L, H, V) \
	VMOVDQU16 L(SI), V; \
	VPXORQ H(DI), V, V

#define forwardPairs(L, H, V) \
	VMOVDQU16 L(SI), V; \
	VPERMW V, Z8, V; \
	VPXORQ H(DI), V, V

// listGroup puts the needed values of the four blocks (Z3, K1 … Z13, K4)
// in a list at SP, R13 of them.
#define listGroup \
	KMOVD K1, R10; \
	KMOVD K2, R11; \
	KMOVD K3, R12; \
	KMOVD K4, R13; \
	POPCNTL R10, R10; \
	POPCNTL R11, R11; \
	POPCNTL R12, R12; \
	POPCNTL R13, R13; \
	ADDQ R10, R11; \
	ADDQ R11, R12; \
	ADDQ R12, R13; \
	VPCOMPRESSW Z3, K1, Z4; \
	VMOVDQU16 Z4, (SP); \
	VPCOMPRESSW Z11, K2, Z4; \
	VMOVDQU16 Z4, (SP)(R10*2); \
	VPCOMPRESSW Z12, K3, Z4; \
	VMOVDQU16 Z4, (SP)(R11*2); \
	VPCOMPRESSW Z13, K4, Z4; \
	VMOVDQU16 Z4, (SP)(R12*2)

// groupSetup loads the set (Z0, Z7; kept in Z20, Z21; at the group's
// start in Z9, Z10) and the constants.
#define groupSetup \
	MOVQ lo+0(FP), SI; \
	MOVQ hi+8(FP), DI; \
	MOVQ groups+16(FP), CX; \
	MOVQ set+24(FP), DX; \
	VMOVDQU64 reverseWords<>(SB), Z8; \
	VMOVDQU64 wordIndex<>(SB), Z16; \
	VMOVDQU64 wordIndex<>+64(SB), Z17; \
	VMOVDQU8 (DX), Z0; \
	VMOVDQU8 64(DX), Z7; \
	VMOVDQA64 Z0, Z9; \
	VMOVDQA64 Z7, Z10; \
	VMOVDQA64 Z0, Z20; \
	VMOVDQA64 Z7, Z21; \
	MOVL $0x000f000f, AX; \
	VPBROADCASTD AX, Z1; \
	MOVL $0x00010001, AX; \
	VPBROADCASTD AX, Z2; \
	XORQ BX, BX

// oneBit sets Z14 to the list's value R10 and Z15 to its word's index,
// Z14 to its bit.
#define oneBit \
	VPBROADCASTW (SP)(R10*2), Z14; \
	VPSRLW $4, Z14, Z15; \
	VPANDD Z1, Z14, Z14

// func scanGroups(lo, hi *uint16, groups int, set *[16]uint64, forward bool) (blocks int)
TEXT ·scanGroups(SB), NOSPLIT, $320-48
	groupSetup
scanGroups_loop:
	CMPQ BX, CX
	JGE scanGroups_exhausted
	MOVBQZX forward+32(FP), AX
	TESTQ AX, AX
	JNZ scanGroups_forward
	pairs(0, 0, Z3)
	lookUp(Z3, K1)
	pairs(-64, -64, Z11)
	lookUp(Z11, K2)
	pairs(-128, -128, Z12)
	lookUp(Z12, K3)
	pairs(-192, -192, Z13)
	lookUp(Z13, K4)
	SUBQ $256, SI
	JMP scanGroups_list
scanGroups_forward:
	forwardPairs(0, 0, Z3)
	lookUp(Z3, K1)
	forwardPairs(64, -64, Z11)
	lookUp(Z11, K2)
	forwardPairs(128, -128, Z12)
	lookUp(Z12, K3)
	forwardPairs(192, -192, Z13)
	lookUp(Z13, K4)
	ADDQ $256, SI
scanGroups_list:
	SUBQ $256, DI
	listGroup
	// Cross the list off: R10 walks it, R13 is its length.
	XORQ R10, R10
	TESTQ R13, R13
	JZ scanGroups_next
scanGroups_entry:
	oneBit
	VPCMPEQW Z16, Z15, K5
	VPCMPEQW Z17, Z15, K6
	VPSLLVW.Z Z14, Z2, K5, Z18
	VPSLLVW.Z Z14, Z2, K6, Z19
	VPANDNQ Z20, Z18, Z20
	VPANDNQ Z21, Z19, Z21
	INCQ R10
	CMPQ R10, R13
	JB scanGroups_entry
	VPORQ Z20, Z21, Z22
	VPTESTMQ Z22, Z22, K7
	KORTESTB K7, K7
	JZ scanGroups_emptied
scanGroups_next:
	VMOVDQA64 Z20, Z0
	VMOVDQA64 Z21, Z7
	VMOVDQA64 Z20, Z9
	VMOVDQA64 Z21, Z10
	INCQ BX
	JMP scanGroups_loop
scanGroups_emptied:
	VMOVDQU8 Z9, (DX)
	VMOVDQU8 Z10, 64(DX)
	SHLQ $2, BX
	MOVQ BX, blocks+40(FP)
	VZEROUPPER
	RET
scanGroups_exhausted:
	VMOVDQU8 Z20, (DX)
	VMOVDQU8 Z21, 64(DX)
	SHLQ $2, CX
	MOVQ CX, blocks+40(FP)
	VZEROUPPER
	RET

// func scanGroups512(lo, hi *uint16, groups int, set *[16]uint64, forward bool) (blocks int)
TEXT ·scanGroups512(SB), NOSPLIT, $320-48
	groupSetup
scanGroups512_loop:
	CMPQ BX, CX
	JGE scanGroups512_exhausted
	MOVBQZX forward+32(FP), AX
	TESTQ AX, AX
	JNZ scanGroups512_forward
	pairs(0, 0, Z3)
	lookUp512(Z3, K1)
	pairs(-64, -64, Z11)
	lookUp512(Z11, K2)
	pairs(-128, -128, Z12)
	lookUp512(Z12, K3)
	pairs(-192, -192, Z13)
	lookUp512(Z13, K4)
	SUBQ $256, SI
	JMP scanGroups512_list
scanGroups512_forward:
	forwardPairs(0, 0, Z3)
	lookUp512(Z3, K1)
	forwardPairs(64, -64, Z11)
	lookUp512(Z11, K2)
	forwardPairs(128, -128, Z12)
	lookUp512(Z12, K3)
	forwardPairs(192, -192, Z13)
	lookUp512(Z13, K4)
	ADDQ $256, SI
scanGroups512_list:
	SUBQ $256, DI
	listGroup
	// Cross the list off: R10 walks it, R13 is its length.
	XORQ R10, R10
	TESTQ R13, R13
	JZ scanGroups512_next
scanGroups512_entry:
	oneBit
	VPCMPEQW Z16, Z15, K5
	VPSLLVW.Z Z14, Z2, K5, Z18
	VPANDNQ Z20, Z18, Z20
	INCQ R10
	CMPQ R10, R13
	JB scanGroups512_entry
	VPTESTMQ Z20, Z20, K7
	KORTESTB K7, K7
	JZ scanGroups512_emptied
scanGroups512_next:
	VMOVDQA64 Z20, Z0
	VMOVDQA64 Z20, Z9
	INCQ BX
	JMP scanGroups512_loop
scanGroups512_emptied:
	VMOVDQU8 Z9, (DX)
	SHLQ $2, BX
	MOVQ BX, blocks+40(FP)
	VZEROUPPER
	RET
scanGroups512_exhausted:
	VMOVDQU8 Z20, (DX)
	SHLQ $2, CX
	MOVQ CX, blocks+40(FP)
	VZEROUPPER
	RET
