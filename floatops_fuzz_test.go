//go:build !race

package tensor

import (
	"encoding/binary"
	"math"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// FuzzFloatOps feeds float64 data of any bits and any decimals to Round,
// IsNaN, IsInf, IsFinite and IsClose: no call fails or panics; rounding to
// 0 decimals is math.RoundToEven;
// isfinite is neither isnan nor isinf; every element is close to itself
// with equal_nan, even at zero tolerance.
func FuzzFloatOps(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0xe0, 0x3f, 0, 0, 0, 0, 0, 0, 0xf8, 0x7f}, int8(2))
	f.Fuzz(func(t *testing.T, raw []byte, decimals int8) {
		v := make([]float64, len(raw)/8)
		for i := range v {
			v[i] = math.Float64frombits(binary.LittleEndian.Uint64(raw[8*i:]))
		}
		x, err := dyn.FromSlice(v, len(v))
		if err != nil {
			t.Fatal(err)
		}
		d := int(decimals % 40)
		r, err := dyn.Round(x, d)
		if err != nil {
			t.Fatal(err)
		}
		r0, err := dyn.Round(x, 0)
		if err != nil {
			t.Fatal(err)
		}
		nan, err1 := dyn.IsNaN(x)
		inf, err2 := dyn.IsInf(x)
		fin, err3 := dyn.IsFinite(x)
		cl, err4 := dyn.IsClose(x, x, 0, 0, true)
		if err1 != nil || err2 != nil || err3 != nil || err4 != nil {
			t.Fatal(err1, err2, err3, err4)
		}
		for i, e := range v {
			if w := math.RoundToEven(e); !sameBits(r0.Data()[i], w) {
				t.Fatalf("Round(%v, 0) = %v, want %v", e, r0.Data()[i], w)
			}
			if fin.Data()[i] == (nan.Data()[i] || inf.Data()[i]) || nan.Data()[i] != math.IsNaN(e) || inf.Data()[i] != math.IsInf(e, 0) {
				t.Fatalf("%v: isnan %v isinf %v isfinite %v", e, nan.Data()[i], inf.Data()[i], fin.Data()[i])
			}
			if !cl.Data()[i] {
				t.Fatalf("%v is not close to itself", e)
			}
		}
		if len(r.Data()) != len(v) {
			t.Fatalf("Round(%d) gave %d elements for %d", d, len(r.Data()), len(v))
		}
	})
}
