package tensor

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// jsonDecodeSentinels are the sentinels the JSON decoders document.
var jsonDecodeSentinels = []error{ErrFormat, ErrOverflow, ErrRank, ErrShape, ErrBounds, ErrOverlap, ErrTooHard}

// FuzzLayoutJSON decodes arbitrary bytes as a Layout[[2]int] and as a
// DynLayout, each already holding a layout. Decoding never panics; an error
// wraps one of the documented sentinels and leaves the receiver unchanged;
// a success passes New's checks, and re-encoding and decoding it gives an
// Equal layout (identical, in fact), in both types.
func FuzzLayoutJSON(f *testing.F) {
	f.Add([]byte(`{"shape":[2,3],"strides":[3,1],"offset":0}`))
	f.Add([]byte(`{"shape":[5,7],"strides":[-1,5],"offset":4}`))
	f.Add([]byte(`{"shape":[2,3,4],"strides":[-12,1,3],"offset":24}`))
	f.Add([]byte(`{"shape":[],"strides":[],"offset":0}`))
	f.Add([]byte(`{"shape":[0,3],"strides":[-7,1],"offset":0}`))
	f.Add([]byte(`{"shape":[4,3],"strides":[0,1],"offset":2}`))
	f.Add([]byte(` {"offset" : 1 , "strides":[ -1, 2 ], "shape":[2,3], "dtype":"<f8"} `))
	f.Add([]byte(`{"sh\u0061pe":[2,3],"STRIDES":[3,1],"offset":0}`))
	f.Add([]byte(`null`))
	f.Add([]byte(``))
	f.Add([]byte(`{"shape":[2,3],"strides":[3,1],"offset":0`))
	f.Add([]byte(`{"shape":[1e30,3],"strides":[3,1],"offset":0}`))
	f.Add([]byte(`{"shape":[2,3],"strides":[99999999999999999999,1],"offset":0}`))
	f.Add([]byte(`{"shape":[2,3],"strides":[3,1],"offset":-1e400}`))
	f.Add([]byte(`{"shape":[2,3],"strides":[3,1],"offset":1.5}`))
	f.Add([]byte(`{"shape":[2,3],"strides":[3,1],"offset":9223372036854775807.0}`))
	f.Add([]byte(`{"shape":["2",3],"strides":[3,1],"offset":0}`))
	f.Add([]byte(`{"shape":[null,3],"strides":[3,1],"offset":0}`))
	f.Add([]byte(`{"shape":[2,3],"strides":{},"offset":true}`))
	f.Add([]byte(`{"shape":[2,3],"strides":[1,1],"offset":0}`))
	f.Add([]byte(`{"shape":[1099511627776,1099511627776],"strides":[1099511627776,1],"offset":0}`))
	f.Add([]byte(`{"shape":[2,-3],"strides":[3,1],"offset":0}`))
	f.Add([]byte(`[2,3]`))
	f.Fuzz(func(t *testing.T, in []byte) {
		before := Unchecked([2]int{4, 5}, [2]int{1, 4}, 3)
		x := before
		errFix := x.UnmarshalJSON(in)
		checkJSONDecode(t, "Layout[[2]int]", in, errFix, x != before)
		if errFix == nil {
			if _, err := New(x.Shape(), x.Strides(), x.Offset()); err != nil {
				t.Fatalf("%q decoded to %v, which New rejects: %v", in, x, err)
			}
			out, err := json.Marshal(x)
			if err != nil {
				t.Fatalf("Marshal(%v): %v", x, err)
			}
			var y Layout[[2]int]
			if err := y.UnmarshalJSON(out); err != nil || !y.Equal(x) || y != x {
				t.Fatalf("%q decoded to %v; its encoding %s decoded to %v, %v", in, x, out, y, err)
			}
		}

		d := before.Dyn()
		errDyn := d.UnmarshalJSON(in)
		checkJSONDecode(t, "DynLayout", in, errDyn, d.String() != before.Dyn().String())
		if errDyn == nil {
			if _, err := dyn.New(d.Shape(), d.Strides(), d.Offset()); err != nil {
				t.Fatalf("%q decoded to %v, which NewDyn rejects: %v", in, d, err)
			}
			out, err := json.Marshal(d)
			if err != nil {
				t.Fatalf("Marshal(%v): %v", d, err)
			}
			var e dyn.Layout
			if err := e.UnmarshalJSON(out); err != nil || !e.Equal(d) || e.String() != d.String() {
				t.Fatalf("%q decoded to %v; its encoding %s decoded to %v, %v", in, d, out, e, err)
			}
		}

		// Both types parse alike: what one finds malformed the other does,
		// and a fixed-rank success is a dynamic success with the same layout.
		if errors.Is(errFix, ErrFormat) != errors.Is(errDyn, ErrFormat) {
			t.Fatalf("%q: Layout error %v, DynLayout error %v", in, errFix, errDyn)
		}
		if errFix == nil && (errDyn != nil || d.String() != x.Dyn().String()) {
			t.Fatalf("%q: Layout %v, DynLayout %v, %v", in, x, d, errDyn)
		}
	})
}

// checkJSONDecode fails t if err wraps none of the decoders' sentinels or a
// failed decode changed the receiver.
func checkJSONDecode(t *testing.T, typ string, in []byte, err error, changed bool) {
	t.Helper()
	if err == nil {
		return
	}
	if changed {
		t.Fatalf("%s: decoding %q failed (%v) but changed the receiver", typ, in, err)
	}
	for _, s := range jsonDecodeSentinels {
		if errors.Is(err, s) {
			return
		}
	}
	t.Fatalf("%s: decoding %q: error %v wraps no package sentinel", typ, in, err)
}
