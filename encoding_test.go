package tensor

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"
)

func TestLayoutJSON(t *testing.T) {
	l, _ := New([3]int{2, 3, 4}, [3]int{-12, 1, 3}, 24)
	b, err := json.Marshal(l)
	if err != nil {
		t.Fatal(err)
	}
	if want := `{"shape":[2,3,4],"strides":[-12,1,3],"offset":24}`; string(b) != want {
		t.Fatalf("json %s, want %s", b, want)
	}
	var back Layout[[3]int]
	if err := json.Unmarshal(b, &back); err != nil || back != l {
		t.Fatalf("round trip %v, %v", back, err)
	}
	var d dyn.Layout
	if err := json.Unmarshal(b, &d); err != nil || !d.Equal(l.Dyn()) || d.Offset() != 24 {
		t.Fatalf("dyn round trip %v, %v", d, err)
	}
	if db, _ := json.Marshal(d); string(db) != string(b) {
		t.Fatalf("dyn json %s", db)
	}
	var zero dyn.Layout
	if b, _ := json.Marshal(zero); string(b) != `{"shape":[],"strides":[],"offset":0}` {
		t.Errorf("json of the zero DynLayout = %s, want empty lists (never null)", b)
	}
	if b, _ := json.Marshal(Layout[[0]int]{}); string(b) != `{"shape":[],"strides":[],"offset":0}` {
		t.Errorf("json of the zero Layout[[0]int] = %s", b)
	}
	// Keys other than shape, strides and offset are ignored.
	var extra Layout[[2]int]
	if err := json.Unmarshal([]byte(`{"dtype":"<f8","shape":[2,3],"strides":[3,1],"offset":1,"c":true}`), &extra); err != nil || extra != Unchecked([2]int{2, 3}, [2]int{3, 1}, 1) {
		t.Errorf("extra keys: %v, %v", extra, err)
	}
}

// jsonDecodeCase is one input to the JSON decoders and the sentinel each
// must wrap (nil: success) when decoding into a Layout[[2]int] and into a
// DynLayout.
type jsonDecodeCase struct {
	name     string
	in       string
	fix, dyn error
}

var jsonDecodeCases = []jsonDecodeCase{
	// Integers outside int's range, however written.
	{"integer literal past int", `{"shape":[2,3],"strides":[99999999999999999999,1],"offset":0}`, ErrOverflow, ErrOverflow},
	{"negative integer literal past int", `{"shape":[2,3],"strides":[3,-99999999999999999999],"offset":0}`, ErrOverflow, ErrOverflow},
	{"MaxInt64+1", `{"shape":[2,3],"strides":[3,1],"offset":9223372036854775808}`, ErrOverflow, ErrOverflow},
	{"MinInt64-1", `{"shape":[2,3],"strides":[3,1],"offset":-9223372036854775809}`, ErrOverflow, ErrOverflow},
	{"exponent 1e30", `{"shape":[1e30,3],"strides":[3,1],"offset":0}`, ErrOverflow, ErrOverflow},
	{"exponent -1e400", `{"shape":[2,3],"strides":[3,1],"offset":-1e400}`, ErrOverflow, ErrOverflow},
	{"exponent 1.5E+30", `{"shape":[2,3],"strides":[1.5E+30,1],"offset":0}`, ErrOverflow, ErrOverflow},
	{"huge exponent", `{"shape":[2,3],"strides":[3,1],"offset":1e99999999999999999999}`, ErrOverflow, ErrOverflow},
	{"MaxInt64+1 with a fraction", `{"shape":[2,3],"strides":[3,1],"offset":9223372036854775808.000}`, ErrOverflow, ErrOverflow},
	// Numbers that are not integer literals but fit: malformed.
	{"fraction", `{"shape":[2,3],"strides":[3,1],"offset":1.5}`, ErrFormat, ErrFormat},
	{"fraction in a list", `{"shape":[2,3.25],"strides":[3,1],"offset":0}`, ErrFormat, ErrFormat},
	{"integral fraction", `{"shape":[2,3],"strides":[3,1],"offset":2.0}`, ErrFormat, ErrFormat},
	{"small exponent", `{"shape":[2,3],"strides":[3,1],"offset":1e2}`, ErrFormat, ErrFormat},
	{"negative exponent", `{"shape":[2,3],"strides":[3,1],"offset":5e-1}`, ErrFormat, ErrFormat},
	{"tiny", `{"shape":[2,3],"strides":[3,1],"offset":1e-99999999999999999999}`, ErrFormat, ErrFormat},
	{"negative zero fraction", `{"shape":[2,3],"strides":[3,1],"offset":-0.0}`, ErrFormat, ErrFormat},
	{"MaxInt64 with a fraction", `{"shape":[2,3],"strides":[3,1],"offset":9223372036854775807.0}`, ErrFormat, ErrFormat},
	// Wrong types.
	{"string shape", `{"shape":"x","strides":[3,1],"offset":0}`, ErrFormat, ErrFormat},
	{"string elements", `{"shape":["2","3"],"strides":[3,1],"offset":0}`, ErrFormat, ErrFormat},
	{"string offset", `{"shape":[2,3],"strides":[3,1],"offset":"0"}`, ErrFormat, ErrFormat},
	{"object shape", `{"shape":{},"strides":[3,1],"offset":0}`, ErrFormat, ErrFormat},
	{"object offset", `{"shape":[2,3],"strides":[3,1],"offset":{"n":0}}`, ErrFormat, ErrFormat},
	{"boolean elements", `{"shape":[true,false],"strides":[3,1],"offset":0}`, ErrFormat, ErrFormat},
	{"boolean strides", `{"shape":[2,3],"strides":false,"offset":0}`, ErrFormat, ErrFormat},
	{"boolean offset", `{"shape":[2,3],"strides":[3,1],"offset":true}`, ErrFormat, ErrFormat},
	{"number shape", `{"shape":2,"strides":[3,1],"offset":0}`, ErrFormat, ErrFormat},
	{"array offset", `{"shape":[2,3],"strides":[3,1],"offset":[0]}`, ErrFormat, ErrFormat},
	{"nested list", `{"shape":[[2],3],"strides":[3,1],"offset":0}`, ErrFormat, ErrFormat},
	{"top-level array", `[2,3]`, ErrFormat, ErrFormat},
	{"top-level string", `"layout"`, ErrFormat, ErrFormat},
	{"top-level number", `5`, ErrFormat, ErrFormat},
	{"top-level boolean", `true`, ErrFormat, ErrFormat},
	// Missing and null fields and elements.
	{"empty object", `{}`, ErrFormat, ErrFormat},
	{"no offset", `{"shape":[2,3],"strides":[3,1]}`, ErrFormat, ErrFormat},
	{"no strides", `{"shape":[2,3],"offset":0}`, ErrFormat, ErrFormat},
	{"null shape", `{"shape":null,"strides":[3,1],"offset":0}`, ErrFormat, ErrFormat},
	{"null strides", `{"shape":[2,3],"strides":null,"offset":0}`, ErrFormat, ErrFormat},
	{"null offset", `{"shape":[2,3],"strides":[3,1],"offset":null}`, ErrFormat, ErrFormat},
	{"null element", `{"shape":[null,3],"strides":[3,1],"offset":0}`, ErrFormat, ErrFormat},
	// Not JSON.
	{"empty input", ``, ErrFormat, ErrFormat},
	{"blank input", " \n\t ", ErrFormat, ErrFormat},
	{"truncated", `{"shape":[2,3],"strides":[3,1],"offset":0`, ErrFormat, ErrFormat},
	{"truncated in a list", `{"shape":[2,`, ErrFormat, ErrFormat},
	{"truncated null", `nul`, ErrFormat, ErrFormat},
	{"trailing data", `{"shape":[2,3],"strides":[3,1],"offset":0}}`, ErrFormat, ErrFormat},
	{"two values", `null null`, ErrFormat, ErrFormat},
	{"missing comma", `{"shape":[2,3] "strides":[3,1],"offset":0}`, ErrFormat, ErrFormat},
	{"single quotes", `{'shape':[2,3],'strides':[3,1],'offset':0}`, ErrFormat, ErrFormat},
	{"NaN", `{"shape":[2,3],"strides":[3,1],"offset":NaN}`, ErrFormat, ErrFormat},
	{"leading zero", `{"shape":[2,03],"strides":[3,1],"offset":0}`, ErrFormat, ErrFormat},
	{"plus sign", `{"shape":[2,3],"strides":[3,1],"offset":+1}`, ErrFormat, ErrFormat},
	// Well-formed input that New or NewDyn rejects.
	{"rank 3", `{"shape":[2,3,4],"strides":[12,4,1],"offset":0}`, ErrRank, nil},
	{"rank 0", `{"shape":[],"strides":[],"offset":5}`, ErrRank, nil},
	{"ranks differ", `{"shape":[2,3],"strides":[1],"offset":0}`, ErrRank, ErrRank},
	{"rank past MaxRank", `{"shape":[` + strings.Repeat("1,", MaxRank) + `1],"strides":[` + strings.Repeat("1,", MaxRank) + `1],"offset":0}`, ErrRank, ErrRank},
	{"negative dimension", `{"shape":[2,-3],"strides":[3,1],"offset":0}`, ErrShape, ErrShape},
	{"negative offset", `{"shape":[2,3],"strides":[3,1],"offset":-1}`, ErrBounds, ErrBounds},
	{"negative address", `{"shape":[2,3],"strides":[-3,1],"offset":0}`, ErrBounds, ErrBounds},
	{"overlap", `{"shape":[2,3],"strides":[1,1],"offset":0}`, ErrOverlap, ErrOverlap},
	{"size past int", `{"shape":[1099511627776,1099511627776],"strides":[1099511627776,1],"offset":0}`, ErrOverflow, ErrOverflow},
	// Accepted.
	{"valid", `{"shape":[2,3],"strides":[-1,2],"offset":1}`, nil, nil},
	{"valid with blanks", " {\"offset\" : 1 ,\n\"strides\":[ -1, 2 ], \"shape\":[2,3]}\t", nil, nil},
	{"empty layout", `{"shape":[0,3],"strides":[-7,1],"offset":0}`, nil, nil},
}

// TestLayoutJSONErrors decodes every case directly (UnmarshalJSON) and
// through json.Unmarshal into a Layout[[2]int] and a DynLayout that already
// hold a layout: a failed decode wraps the expected sentinel and leaves the
// receiver unchanged.
func TestLayoutJSONErrors(t *testing.T) {
	sentinels := []error{ErrFormat, ErrOverflow, ErrRank, ErrShape, ErrBounds, ErrOverlap}
	check := func(t *testing.T, how string, err, want error, changed bool) {
		t.Helper()
		if want == nil {
			if err != nil {
				t.Errorf("%s: error %v, want success", how, err)
			}
			return
		}
		if !errors.Is(err, want) {
			t.Errorf("%s: error %v, want %v", how, err, want)
		}
		for _, s := range sentinels {
			if s != want && errors.Is(err, s) {
				t.Errorf("%s: error %v also wraps %v", how, err, s)
			}
		}
		if changed {
			t.Errorf("%s: a failed decode changed the receiver", how)
		}
	}
	before := Unchecked([2]int{4, 5}, [2]int{1, 4}, 3)
	for _, c := range jsonDecodeCases {
		t.Run(c.name, func(t *testing.T) {
			fix := before
			err := fix.UnmarshalJSON([]byte(c.in))
			check(t, "Layout.UnmarshalJSON", err, c.fix, fix != before)
			dyn := before.Dyn()
			err = dyn.UnmarshalJSON([]byte(c.in))
			check(t, "DynLayout.UnmarshalJSON", err, c.dyn, dyn.String() != before.Dyn().String())
			if !json.Valid([]byte(c.in)) {
				// encoding/json reports the syntax error itself before
				// calling UnmarshalJSON.
				fix = before
				var se *json.SyntaxError
				if err := json.Unmarshal([]byte(c.in), &fix); !errors.As(err, &se) || fix != before {
					t.Errorf("json.Unmarshal: error %v (want *json.SyntaxError), layout %v", err, fix)
				}
				return
			}
			fix = before
			err = json.Unmarshal([]byte(c.in), &fix)
			check(t, "json.Unmarshal into Layout", err, c.fix, c.fix != nil && fix != before)
			dyn = before.Dyn()
			err = json.Unmarshal([]byte(c.in), &dyn)
			check(t, "json.Unmarshal into DynLayout", err, c.dyn, c.dyn != nil && dyn.String() != before.Dyn().String())
		})
	}
}

// TestLayoutJSONNull checks encoding/json's convention: null is a no-op.
func TestLayoutJSONNull(t *testing.T) {
	before := Unchecked([2]int{4, 5}, [2]int{1, 4}, 3)
	for _, in := range []string{"null", " null", "\tnull\r\n"} {
		fix, dyn := before, before.Dyn()
		if err := fix.UnmarshalJSON([]byte(in)); err != nil || fix != before {
			t.Errorf("Layout.UnmarshalJSON(%q) = %v, layout %v; want nil, unchanged", in, err, fix)
		}
		if err := dyn.UnmarshalJSON([]byte(in)); err != nil || dyn.String() != before.Dyn().String() {
			t.Errorf("DynLayout.UnmarshalJSON(%q) = %v, layout %v; want nil, unchanged", in, err, dyn)
		}
		fix, dyn = before, before.Dyn()
		if err := json.Unmarshal([]byte(in), &fix); err != nil || fix != before {
			t.Errorf("json.Unmarshal(%q) into Layout = %v, layout %v; want nil, unchanged", in, err, fix)
		}
		if err := json.Unmarshal([]byte(in), &dyn); err != nil || dyn.String() != before.Dyn().String() {
			t.Errorf("json.Unmarshal(%q) into DynLayout = %v, layout %v; want nil, unchanged", in, err, dyn)
		}
	}
	// Inside a struct, a null field leaves the layout as it was.
	v := struct {
		L Layout[[2]int]
		D dyn.Layout
	}{before, before.Dyn()}
	if err := json.Unmarshal([]byte(`{"L":null,"D":null}`), &v); err != nil || v.L != before || v.D.String() != before.Dyn().String() {
		t.Errorf("null fields: %v, %v, %v", v.L, v.D, err)
	}
}

func TestIntOverflows(t *testing.T) {
	tests := []struct {
		lit  string
		want bool
	}{
		{"9223372036854775807", false},
		{"9223372036854775808", true},
		{"-9223372036854775808", false},
		{"-9223372036854775809", true},
		{"99999999999999999999", true},
		{"100000000000000000000", true},
		{"1e18", false},
		{"1e19", true},
		{"-1e18", false},
		{"-1e19", true},
		{"9.223372036854775807e18", false},
		{"9.223372036854775808e18", true},
		{"922337203685477580.8e1", true},
		{"92233720368547758080e-1", true},
		{"92233720368547758070e-1", false},
		{"1e30", true},
		{"-1e400", true},
		{"1E+400", true},
		{"1e99999999999999999999", true},
		{"1e-99999999999999999999", false},
		{"0e99999999999999999999", false},
		{"0", false},
		{"-0.0", false},
		{"1.5", false},
		{"1.5e30", true},
		{"1.25e1", false},
		{"2.0", false},
		{"1e2", false},
		{"100e-2", false},
		{"123e-1", false},
		{"0.000000000000000000000000001e50", true},
		{"0.000000000000000000000000001e27", false},
	}
	for _, tt := range tests {
		if got := engine.IntOverflows(tt.lit); got != tt.want {
			t.Errorf("intOverflows(%q) = %v, want %v", tt.lit, got, tt.want)
		}
	}
}

func TestLayoutBinary(t *testing.T) {
	l, _ := New([2]int{5, 7}, [2]int{-1, 5}, 4)
	b, err := l.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	// 'L', version 1, rank 2, zigzag varints 10 14 1 10 8.
	if want := []byte{'L', 1, 2, 10, 14, 1, 10, 8}; string(b) != string(want) {
		t.Fatalf("binary %v, want %v", b, want)
	}
	var back Layout[[2]int]
	if err := back.UnmarshalBinary(b); err != nil || back != l {
		t.Fatalf("round trip %v, %v", back, err)
	}
	var d dyn.Layout
	if err := d.UnmarshalBinary(b); err != nil || !d.Equal(l.Dyn()) {
		t.Fatalf("dyn %v, %v", d, err)
	}
	// Malformed input wraps ErrFormat and, as it always has, ErrShape.
	for _, c := range []struct {
		in   []byte
		want []error
	}{
		{nil, []error{ErrFormat, ErrShape}},
		{[]byte{'L', 1}, []error{ErrFormat, ErrShape}},
		{[]byte{'X', 1, 0, 0}, []error{ErrFormat, ErrShape}},
		{[]byte{'L', 2, 0, 0}, []error{ErrFormat, ErrShape}},
		{[]byte{'L', 1, 0}, []error{ErrFormat, ErrShape}},
		{b[:len(b)-1], []error{ErrFormat, ErrShape}},
		{append(append([]byte{}, b...), 0), []error{ErrFormat, ErrShape}},
		{[]byte{'L', 1, 2, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f}, []error{ErrFormat, ErrShape}},
		{[]byte{'L', 1, 33}, []error{ErrRank}},
		{[]byte{'L', 1, 3, 2, 2, 2, 2, 2, 2, 0}, []error{ErrRank}},
		{[]byte{'L', 1, 2, 10, 14, 2, 2, 0}, []error{ErrOverlap}},
		{[]byte{'L', 1, 2, 4, 6, 6, 2, 1}, []error{ErrBounds}},
	} {
		x, d := l, l.Dyn()
		errs := []error{x.UnmarshalBinary(c.in)}
		if c.want[0] != ErrRank || c.in[2] > MaxRank {
			errs = append(errs, d.UnmarshalBinary(c.in))
		}
		for _, err := range errs {
			for _, want := range c.want {
				if !errors.Is(err, want) {
					t.Errorf("%v: err %v, want %v", c.in, err, want)
				}
			}
			if c.want[0] != ErrFormat && errors.Is(err, ErrFormat) {
				t.Errorf("%v: err %v wraps ErrFormat for well-formed input", c.in, err)
			}
		}
		if x != l || d.String() != l.Dyn().String() {
			t.Errorf("%v: a failed decode changed the layout to %v, %v", c.in, x, d)
		}
	}
}

// FuzzLayoutBinary: decoding arbitrary bytes never panics, and whatever
// decodes re-encodes to the same bytes and passes New's checks.
func FuzzLayoutBinary(f *testing.F) {
	l, _ := New([2]int{5, 7}, [2]int{-1, 5}, 4)
	b, _ := l.MarshalBinary()
	f.Add(b)
	f.Add([]byte{'L', 1, 0, 0})
	f.Fuzz(func(t *testing.T, in []byte) {
		var x Layout[[2]int]
		if err := x.UnmarshalBinary(in); err != nil {
			return
		}
		if _, err := New(x.Shape(), x.Strides(), x.Offset()); err != nil {
			t.Fatalf("decoded an invalid layout %v: %v", x, err)
		}
		out, _ := x.MarshalBinary()
		var y dyn.Layout
		if err := y.UnmarshalBinary(out); err != nil || !y.Equal(x.Dyn()) || y.Offset() != x.Offset() {
			t.Fatalf("re-decode of %v: %v %v", x, y, err)
		}
	})
}
