package main

import (
	"flag"
	"fmt"
	"os"
	"regexp"
	"strings"
)

// The math kernels' constants (lanes) hold one value in each of four
// 64-bit lanes: 32 bytes, which the linker aligns to 32, so that an AVX2
// operand never crosses a cache line. A ZMM operand read from them would
// read past their end, and from a 64-byte constant it would cross a line
// every other time (a split load, which cost a third of the exp kernel's
// time). So the AVX-512 kernels read constants by embedded broadcast: the
// pass below rewrites each instruction of a kernel whose name ends in
// Avx512 that takes a constant's memory with ZMM or K registers, after
// avo has written the file, into its broadcast form (VMOVUPD into
// VBROADCASTSD). It fails the generation on any such instruction it does
// not know, so no constant is left to be read whole.

// broadcastable are the instructions that take a 64-bit memory operand
// broadcast to every lane (EVEX's {1to8}) in the forms the kernels use.
var broadcastable = map[string]bool{
	"VADDPD": true, "VSUBPD": true, "VMULPD": true, "VDIVPD": true, "VMINPD": true, "VMAXPD": true,
	"VFMADD213PD": true, "VFMADD231PD": true, "VFMSUB213PD": true, "VPTERNLOGQ": true, "VFNMADD231PD": true, "VFMSUB231PD": true, "VFNMADD213PD": true,
	"VANDPD": true, "VORPD": true, "VXORPD": true, "VANDNPD": true, "VCMPPD": true,
	"VPANDQ": true, "VPORQ": true, "VPADDQ": true, "VPSUBQ": true, "VPTESTMQ": true, "VPCMPUQ": true,
	"VSCALEFPD": true, "VBLENDMPD": true, "VPMULUDQ": true,
	"VADDPS": true, "VSUBPS": true, "VMULPS": true, "VFMADD231PS": true, "VFMSUB231PS": true, "VCMPPS": true,
	"VPSUBD": true, "VPANDD": true, "VPCMPUD": true, "VFNMADD231PS": true, "VFMADD213PS": true, "VMINPS": true, "VPTERNLOGD": true, "VPADDD": true, "VPTESTMD": true,
}

// instLine matches an instruction: its opcode with suffixes, an
// immediate, and the memory operand of a constant.
var instLine = regexp.MustCompile(`^\t([A-Z0-9]+)((?:\.[A-Z]+)*)(\s+)(\$0x[0-9a-f]+, )?(ufunc(\w+)<>\+0\(SB\))(, .*)$`)

// broadcastConstants rewrites the file at path (see above).
func broadcastConstants(path string) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	lines := strings.Split(string(b), "\n")
	wide := false
	for i, l := range lines {
		if strings.HasPrefix(l, "TEXT ") {
			wide = strings.Contains(l, "Avx512(SB)")
		}
		if !wide {
			continue
		}
		m := instLine.FindStringSubmatch(l)
		if m == nil || !isConst(m[6]) || !strings.ContainsAny(m[7], "ZK") {
			continue
		}
		op, sfx, sp, imm, mem, rest := m[1], m[2], m[3], m[4], m[5], m[7]
		switch {
		case op == "VMOVUPD" || op == "VMOVAPD":
			op = "VBROADCASTSD"
		case op == "VMOVUPS" || op == "VMOVAPS":
			op = "VBROADCASTSS"
		case broadcastable[op]:
			sfx = ".BCST" + sfx
		default:
			return fmt.Errorf("%s reads a constant whole in an AVX-512 kernel: %q", op, l)
		}
		lines[i] = "\t" + op + sfx + sp + imm + mem + rest
	}
	return os.WriteFile(path, []byte(strings.Join(lines, "\n")), 0o644)
}

// isConst reports whether the symbol ufunc+name is one of lanes' constants
// (not a table, whose lanes differ).
func isConst(name string) bool {
	for _, c := range consts {
		if c.name == name {
			return true
		}
	}
	return false
}

// rewriteOutput runs broadcastConstants on the file Generate wrote.
func rewriteOutput() {
	out := flag.Lookup("out")
	if out == nil || out.Value.String() == "" {
		return
	}
	if err := broadcastConstants(out.Value.String()); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
