#include "textflag.h"

// scanAVX2 is scan32 with AVX2, for values below 512: per block of 32
// splits, four 32-byte loads (the reversed front and the recent values)
// and two xors give the 32 values v. The 512-bit set of needed values is
// 64 bytes, held as four tables of 16 (each in both halves of a
// register); byte v>>3 of the set comes from a byte shuffle (VPSHUFB) of
// each table by an index that is v>>3 for its table and has its top bit
// set for the three others (VPSHUFB gives 0 there), and the bit v&7 from
// a shuffle of the powers of two. A block with a needed value is looked
// at lane by lane from the highest (the least a), as scan32 does. The
// two packs of sixteen words to bytes interleave the blocks' halves;
// the lanes' order is put back (VPERMQ) only in a block with a hit.

// powers: byte i is 1<<i (VPSHUFB reads the low four bits; v&7 < 8).
DATA powers<>+0(SB)/8, $0x8040201008040201
DATA powers<>+8(SB)/8, $0x8040201008040201
DATA powers<>+16(SB)/8, $0x8040201008040201
DATA powers<>+24(SB)/8, $0x8040201008040201
GLOBL powers<>(SB), RODATA|NOPTR, $32

// sevens: words 7 (v&7).
DATA sevens<>+0(SB)/8, $0x0007000700070007
DATA sevens<>+8(SB)/8, $0x0007000700070007
DATA sevens<>+16(SB)/8, $0x0007000700070007
DATA sevens<>+24(SB)/8, $0x0007000700070007
GLOBL sevens<>(SB), RODATA|NOPTR, $32

// tops: bytes 0x70, added to an index of 0 to 15 keeps its top bit clear.
DATA tops<>+0(SB)/8, $0x7070707070707070
DATA tops<>+8(SB)/8, $0x7070707070707070
DATA tops<>+16(SB)/8, $0x7070707070707070
DATA tops<>+24(SB)/8, $0x7070707070707070
GLOBL tops<>(SB), RODATA|NOPTR, $32

// tables: bytes 16k, k = 1, 2, 3 (32 bytes each), the xor that makes
// table k's bytes of the set indices 0 to 15.
DATA tables<>+0(SB)/8, $0x1010101010101010
DATA tables<>+8(SB)/8, $0x1010101010101010
DATA tables<>+16(SB)/8, $0x1010101010101010
DATA tables<>+24(SB)/8, $0x1010101010101010
DATA tables<>+32(SB)/8, $0x2020202020202020
DATA tables<>+40(SB)/8, $0x2020202020202020
DATA tables<>+48(SB)/8, $0x2020202020202020
DATA tables<>+56(SB)/8, $0x2020202020202020
DATA tables<>+64(SB)/8, $0x3030303030303030
DATA tables<>+72(SB)/8, $0x3030303030303030
DATA tables<>+80(SB)/8, $0x3030303030303030
DATA tables<>+88(SB)/8, $0x3030303030303030
GLOBL tables<>(SB), RODATA|NOPTR, $96

// reverseHalf reverses the eight words of each 16-byte half.
DATA reverseHalf<>+0(SB)/8, $0x09080b0a0d0c0f0e
DATA reverseHalf<>+8(SB)/8, $0x0100030205040706
DATA reverseHalf<>+16(SB)/8, $0x09080b0a0d0c0f0e
DATA reverseHalf<>+24(SB)/8, $0x0100030205040706
GLOBL reverseHalf<>(SB), RODATA|NOPTR, $32

// func scanAVX2(lo, hi *uint16, blocks int, set *[16]uint64, count int, forward bool) (consumed, left int)
TEXT ·scanAVX2(SB), NOSPLIT, $0-64
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
	VMOVDQU powers<>(SB), Y8
	VMOVDQU sevens<>(SB), Y9 // words 7
	VMOVDQU tops<>(SB), Y10 // bytes 0x70
	VMOVDQU tables<>+0(SB), Y11 // bytes 0x10
	VMOVDQU tables<>+32(SB), Y12 // bytes 0x20
	VMOVDQU tables<>+64(SB), Y13 // bytes 0x30
	VMOVDQU reverseHalf<>(SB), Y15
	VBROADCASTI128 (DX), Y4
	VBROADCASTI128 16(DX), Y5
	VBROADCASTI128 32(DX), Y6
	VBROADCASTI128 48(DX), Y7
	XORQ BX, BX
loop:
	CMPQ BX, CX
	JGE exhausted
	VMOVDQU (SI), Y0 // lanes 0-15
	VMOVDQU 32(SI), Y1 // lanes 16-31
	TESTQ R8, R8
	JS paired
	// forward: lane j is lo[31-j]: reverse the 32 words
	VPSHUFB Y15, Y0, Y0
	VPERMQ $0x4e, Y0, Y0
	VPSHUFB Y15, Y1, Y1
	VPERMQ $0x4e, Y1, Y1
	VMOVDQA Y0, Y3
	VMOVDQA Y1, Y0
	VMOVDQA Y3, Y1
paired:
	VPXOR (DI), Y0, Y0
	VPXOR 32(DI), Y1, Y1
	VPSRLW $3, Y0, Y2
	VPSRLW $3, Y1, Y3
	VPACKUSWB Y3, Y2, Y2 // the bytes v>>3 (halves interleaved)
	VPAND Y9, Y0, Y0
	VPAND Y9, Y1, Y1
	VPACKUSWB Y1, Y0, Y0 // v&7, interleaved alike
	VPSHUFB Y0, Y8, Y0   // 1<<(v&7)
	VPADDB Y10, Y2, Y3   // table 0: v>>3 + 0x70 has its top bit unless v>>3 < 16
	VPSHUFB Y3, Y4, Y14
	VPXOR Y11, Y2, Y3    // table k: (v>>3 xor 16k) + 0x70
	VPADDB Y10, Y3, Y3
	VPSHUFB Y3, Y5, Y3
	VPOR Y3, Y14, Y14
	VPXOR Y12, Y2, Y3
	VPADDB Y10, Y3, Y3
	VPSHUFB Y3, Y6, Y3
	VPOR Y3, Y14, Y14
	VPXOR Y13, Y2, Y3
	VPADDB Y10, Y3, Y3
	VPSHUFB Y3, Y7, Y3
	VPOR Y3, Y14, Y14
	VPTEST Y0, Y14
	JZ next
	VPAND Y0, Y14, Y14
	VPXOR Y3, Y3, Y3
	VPCMPEQB Y3, Y14, Y14 // 0xff where no hit
	VPERMQ $0xd8, Y14, Y14 // the lanes in order
	VPMOVMSKB Y14, AX
	NOTL AX
lanes:
	BSRL AX, R10
	BTRL R10, AX
	MOVWLZX (DI)(R10*2), R11
	MOVQ R10, R12
	TESTQ R8, R8
	JS plain
	MOVQ $31, R12
	SUBQ R10, R12
plain:
	MOVWLZX (SI)(R12*2), R12
	XORQ R12, R11
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
	VBROADCASTI128 (DX), Y4
	VBROADCASTI128 16(DX), Y5
	VBROADCASTI128 32(DX), Y6
	VBROADCASTI128 48(DX), Y7
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

// packStampsAVX2 is packStamps with AVX2: eight compares of eight marks
// a word, their sign bits gathered by VMOVMSKPS.

// func packStampsAVX2(mark *[65536]uint32, stamp uint32, words *uint64, count int)
TEXT ·packStampsAVX2(SB), NOSPLIT, $0-32
	MOVQ mark+0(FP), SI
	MOVL stamp+8(FP), DX
	MOVQ words+16(FP), DI
	MOVQ count+24(FP), CX
	MOVQ DX, X2
	VPBROADCASTD X2, Y2
ploop:
	TESTQ CX, CX
	JZ pdone
	XORQ R8, R8
	MOVQ $224, R10 // the eight marks of the word's highest byte first
pgroup:
	VPCMPEQD (SI)(R10*1), Y2, Y0
	VMOVMSKPS Y0, AX
	SHLQ $8, R8
	ORQ AX, R8
	SUBQ $32, R10
	JGE pgroup
	MOVQ R8, (DI)
	ADDQ $256, SI
	ADDQ $8, DI
	DECQ CX
	JMP ploop
pdone:
	VZEROUPPER
	RET

// packBytes32 sets bit j of words[i] when region[64i+j] == stamp: two
// compares of 32 bytes a word, their sign bits gathered by VPMOVMSKB.

// func packBytes32(region *[1024]uint8, stamp uint8, words *uint64, count int)
TEXT ·packBytes32(SB), NOSPLIT, $0-32
	MOVQ region+0(FP), SI
	MOVBLZX stamp+8(FP), DX
	MOVQ words+16(FP), DI
	MOVQ count+24(FP), CX
	MOVQ DX, X2
	VPBROADCASTB X2, Y2
bloop:
	TESTQ CX, CX
	JZ bdone
	VPCMPEQB (SI), Y2, Y0
	VPMOVMSKB Y0, AX
	VPCMPEQB 32(SI), Y2, Y1
	VPMOVMSKB Y1, BX
	SHLQ $32, BX
	ORQ BX, AX
	MOVQ AX, (DI)
	ADDQ $64, SI
	ADDQ $8, DI
	DECQ CX
	JMP bloop
bdone:
	VZEROUPPER
	RET
