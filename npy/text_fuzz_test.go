package npy

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/fixedrank/tensor"
)

// FuzzReadTxt reads arbitrary text with arbitrary options: no panic; an
// error wraps ErrText, tensor.ErrOverflow or tensor.ErrRank; a table read
// as float64 writes back with "%.17g" and reads again to the same values
// (NaN to NaN).
func FuzzReadTxt(f *testing.F) {
	f.Add("1 2 3\n4 5 6\n", byte(0), byte('#'), 0, 0, byte(0), int8(-1))
	f.Add("a,\"b,c\",1\r\n#x\n2,3,4", byte(','), byte('#'), 1, 2, byte('"'), int8(1))
	f.Add("nan inf -inf 1e999\n\n\n", byte(0), byte('%'), 0, 1, byte(0), int8(-1))
	f.Fuzz(func(t *testing.T, text string, delim, comment byte, skip, maxRows int, quote byte, col int8) {
		o := TxtOptions{SkipRows: skip % 8, MaxRows: maxRows % 8}
		if o.SkipRows < 0 || o.MaxRows < 0 {
			return
		}
		if delim != 0 && delim < 0x80 {
			o.Delimiter = rune(delim)
		}
		if comment != 0 && comment < 0x80 {
			o.Comments = []string{string(rune(comment))}
		}
		if quote != 0 && quote < 0x80 {
			o.QuoteChar = rune(quote)
		}
		if col >= 0 {
			o.UseCols = []int{int(col % 4), -1}
		}
		x, err := ReadTxtDyn[float64](strings.NewReader(text), o)
		if err != nil {
			if !errors.Is(err, ErrText) && !errors.Is(err, tensor.ErrOverflow) && !errors.Is(err, tensor.ErrRank) {
				t.Fatalf("error wraps no sentinel: %v", err)
			}
		} else if x.Rank() <= 2 && x.Rank() >= 1 {
			var b bytes.Buffer
			if err := WriteTxt(&b, x, TxtFormat{Fmt: []string{"%.17g"}}); err != nil {
				t.Fatal(err)
			}
			y, err := ReadTxtDyn[float64](&b, TxtOptions{})
			if err != nil {
				t.Fatalf("reading back %q: %v", b.String(), err)
			}
			xs, ys := x.Clone().Data(), y.Clone().Data()
			if len(xs) != len(ys) {
				t.Fatalf("%d values written, %d read back", len(xs), len(ys))
			}
			for i := range xs {
				if xs[i] != ys[i] && (xs[i] == xs[i] || ys[i] == ys[i]) {
					t.Fatalf("value %d: %v written, %v read back", i, xs[i], ys[i])
				}
			}
		}
		if _, err := ReadTxtDyn[int16](strings.NewReader(text), o); err != nil &&
			!errors.Is(err, ErrText) && !errors.Is(err, tensor.ErrOverflow) {
			t.Fatalf("int16: error wraps no sentinel: %v", err)
		}
	})
}
