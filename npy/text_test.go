package npy

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"strings"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
)

// textRecord is one line of testdata/text.jsonl (scripts/golden_text.py).
type textRecord struct {
	Kind       string
	Text       string
	Dtype      string
	Delimiter  string
	Comments   any
	Skiprows   int
	Usecols    []int
	MaxRows    int `json:"max_rows"`
	Quotechar  string
	Shape      []int
	Values     []json.RawMessage
	Error      string
	Deprecated string
	Fmt        any
	Int        *int64
	Float      string
	Newline    string
	Header     string
	Footer     string
	Out        string
}

func (r textRecord) options() TxtOptions {
	o := TxtOptions{SkipRows: r.Skiprows, UseCols: r.Usecols, MaxRows: r.MaxRows}
	if r.Delimiter != "" {
		o.Delimiter = []rune(r.Delimiter)[0]
	}
	if r.Quotechar != "" {
		o.QuoteChar = []rune(r.Quotechar)[0]
	}
	switch c := r.Comments.(type) {
	case string:
		o.Comments = []string{c}
	case []any:
		for _, v := range c {
			o.Comments = append(o.Comments, v.(string))
		}
	}
	return o
}

// TestTxtGolden replays NumPy's loadtxt and savetxt on the tables and
// arrays of testdata/text.jsonl: the same shape and values (bit for bit),
// an error where NumPy raises, and the same text written.
func TestTxtGolden(t *testing.T) {
	f, err := os.Open("../testdata/text.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	loads, saves, formats := 0, 0, 0
	for sc.Scan() {
		var r textRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		switch r.Kind {
		case "load":
			loads++
			switch r.Dtype {
			case "float64":
				checkLoad[float64](t, r)
			case "float32":
				checkLoad[float32](t, r)
			case "int8":
				checkLoad[int8](t, r)
			case "int16":
				checkLoad[int16](t, r)
			case "int32":
				checkLoad[int32](t, r)
			case "int64":
				checkLoad[int64](t, r)
			case "uint8":
				checkLoad[uint8](t, r)
			case "uint64":
				checkLoad[uint64](t, r)
			default:
				t.Fatalf("dtype %q", r.Dtype)
			}
		case "format":
			formats++
			checkFormat(t, r)
		case "save":
			saves++
			switch r.Dtype {
			case "float64":
				checkSave[float64](t, r)
			case "float32":
				checkSave[float32](t, r)
			case "int64":
				checkSave[int64](t, r)
			case "uint8":
				checkSave[uint8](t, r)
			default:
				t.Fatalf("dtype %q", r.Dtype)
			}
		}
	}
	if loads < 40 || saves < 60 || formats < 1000 {
		t.Fatalf("only %d load, %d save and %d format records", loads, saves, formats)
	}
}

// valueString is an element as the record holds it.
func valueString[T tensor.Real](v T) string {
	switch x := any(v).(type) {
	case float64:
		return fmt.Sprintf("%q", fmt.Sprintf("%016x", math.Float64bits(x)))
	case float32:
		return fmt.Sprintf("%q", fmt.Sprintf("%08x", math.Float32bits(x)))
	}
	return fmt.Sprint(v)
}

func checkLoad[T tensor.Real](t *testing.T, r textRecord) {
	t.Helper()
	got, err := ReadTxtDyn[T](strings.NewReader(r.Text), r.options())
	if r.Error != "" || r.Deprecated != "" { // strict where NumPy deprecates
		if !errors.Is(err, ErrText) && !errors.Is(err, tensor.ErrOverflow) {
			t.Errorf("loadtxt(%q, %+v) as %s: %v, NumPy raises %s", r.Text, r.options(), r.Dtype, err, r.Error)
		}
		return
	}
	if err != nil {
		t.Errorf("loadtxt(%q, %+v) as %s: %v", r.Text, r.options(), r.Dtype, err)
		return
	}
	if fmt.Sprint(got.Shape()) != fmt.Sprint(r.Shape) {
		t.Errorf("loadtxt(%q): shape %v, NumPy %v", r.Text, got.Shape(), r.Shape)
		return
	}
	i := 0
	for v := range got.Values() {
		if s := valueString(v); s != string(r.Values[i]) {
			t.Errorf("loadtxt(%q) as %s: element %d = %s, NumPy %s", r.Text, r.Dtype, i, s, r.Values[i])
		}
		i++
	}
	// The fixed-rank reader gives the 2-D table.
	if len(r.Shape) == 2 {
		g2, err := ReadTxt[T, [2]int](strings.NewReader(r.Text), r.options())
		if err != nil || fmt.Sprint(g2.Shape()) != fmt.Sprint(r.Shape) {
			t.Errorf("ReadTxt[%s, [2]int](%q): %v, %v", r.Dtype, r.Text, g2.Shape(), err)
		}
	}
}

func checkSave[T tensor.Real](t *testing.T, r textRecord) {
	t.Helper()
	vals := make([]T, len(r.Values))
	for i, m := range r.Values {
		var s string
		if json.Unmarshal(m, &s) == nil {
			var u uint64
			fmt.Sscanf(s, "%x", &u)
			if len(s) == 8 {
				vals[i] = T(math.Float32frombits(uint32(u)))
			} else {
				vals[i] = T(math.Float64frombits(u))
			}
			continue
		}
		var n json.Number
		_ = json.Unmarshal(m, &n)
		if v, err := n.Int64(); err == nil {
			vals[i] = T(v)
		} else {
			var u uint64
			fmt.Sscan(string(n), &u)
			vals[i] = T(u)
		}
	}
	x, err := dyn.FromSlice(vals, r.Shape...)
	if err != nil {
		t.Fatal(err)
	}
	o := TxtFormat{Newline: r.Newline, Header: r.Header, Footer: r.Footer}
	if r.Delimiter != "" {
		o.Delimiter = r.Delimiter
	}
	if c, ok := r.Comments.(string); ok {
		o.Comments = c
	}
	switch f := r.Fmt.(type) {
	case string:
		o.Fmt = []string{f}
	case []any:
		for _, v := range f {
			o.Fmt = append(o.Fmt, v.(string))
		}
	}
	var b bytes.Buffer
	err = WriteTxt(&b, x, o)
	if r.Error != "" {
		if !errors.Is(err, ErrText) {
			t.Errorf("savetxt(%s %v, %+v): %v, NumPy raises %s", r.Dtype, vals, o, err, r.Error)
		}
		return
	}
	if err != nil {
		t.Errorf("savetxt(%s %v, %+v): %v", r.Dtype, vals, o, err)
		return
	}
	if b.String() != r.Out {
		t.Errorf("savetxt(%s %v, %+v):\n%q\nNumPy:\n%q", r.Dtype, vals, o, b.String(), r.Out)
	}
}

// TestSaveTxtFailure checks that SaveTxt refuses before it truncates: a
// bad format, a rank, a NaN for %d leave the file as it was.
func TestSaveTxtFailure(t *testing.T) {
	path := t.TempDir() + "/keep.txt"
	os.WriteFile(path, []byte("old"), 0o644)
	x, _ := dyn.FromSlice([]float64{1, math.NaN()}, 2)
	y, _ := dyn.FromSlice([]float64{1}, 1, 1, 1)
	for _, err := range []error{
		SaveTxt(path, x, TxtFormat{Fmt: []string{"%q"}}),
		SaveTxt(path, x, TxtFormat{Fmt: []string{"%d"}}),
		SaveTxt(path, y, TxtFormat{}),
	} {
		if !errors.Is(err, ErrText) && !errors.Is(err, tensor.ErrRank) {
			t.Errorf("%v, want ErrText or ErrRank", err)
		}
	}
	if b, _ := os.ReadFile(path); string(b) != "old" {
		t.Errorf("the file changed to %q", b)
	}
}

// checkFormat formats one value with one of Python's %-conversions.
func checkFormat(t *testing.T, r textRecord) {
	t.Helper()
	items, _, err := parsePyFormat(r.Fmt.(string))
	if err != nil || len(items) != 1 {
		t.Fatalf("%q: %v", r.Fmt, err)
	}
	var b []byte
	if r.Int != nil {
		b, err = appendPy(nil, items[0].conv, 'i', *r.Int)
	} else {
		var u uint64
		fmt.Sscanf(r.Float, "%x", &u)
		b, err = appendPy(nil, items[0].conv, 'f', math.Float64frombits(u))
	}
	if err != nil || string(b) != r.Out {
		t.Errorf("%q %% %v%v = %q (%v), Python %q", r.Fmt, r.Float, r.Int, b, err, r.Out)
	}
}
