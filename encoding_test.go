package tensor

import (
	"encoding/json"
	"errors"
	"testing"
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
	var d DynLayout
	if err := json.Unmarshal(b, &d); err != nil || !d.Equal(l.Dyn()) || d.Offset() != 24 {
		t.Fatalf("dyn round trip %v, %v", d, err)
	}
	if db, _ := json.Marshal(d); string(db) != string(b) {
		t.Fatalf("dyn json %s", db)
	}
	for _, c := range []struct {
		in   string
		want error
	}{
		{`{"shape":[2,3],"strides":[3,1],"offset":0}`, ErrRank},
		{`{"shape":[2,3,4],"strides":[3,1],"offset":0}`, ErrRank},
		{`{"shape":[2,-3,4],"strides":[12,4,1],"offset":0}`, ErrShape},
		{`{"shape":[2,3,4],"strides":[12,4,1],"offset":-1}`, ErrBounds},
		{`{"shape":[2,3,4],"strides":[1,1,1],"offset":0}`, ErrOverlap},
		{`{"shape":[1099511627776,1099511627776,1],"strides":[1099511627776,1,1],"offset":0}`, ErrOverflow},
	} {
		var x Layout[[3]int]
		before := x
		if err := json.Unmarshal([]byte(c.in), &x); !errors.Is(err, c.want) {
			t.Errorf("%s: err %v, want %v", c.in, err, c.want)
		}
		if x != before {
			t.Errorf("%s: a failed decode changed the layout to %v", c.in, x)
		}
	}
	if err := json.Unmarshal([]byte(`{"shape":"x"}`), &d); err == nil {
		t.Error("malformed JSON accepted")
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
	var d DynLayout
	if err := d.UnmarshalBinary(b); err != nil || !d.Equal(l.Dyn()) {
		t.Fatalf("dyn %v, %v", d, err)
	}
	for _, c := range []struct {
		in   []byte
		want error
	}{
		{nil, ErrShape},
		{[]byte{'X', 1, 0, 0}, ErrShape},
		{[]byte{'L', 2, 0, 0}, ErrShape},
		{b[:len(b)-1], ErrShape},
		{append(append([]byte{}, b...), 0), ErrShape},
		{[]byte{'L', 1, 33}, ErrRank},
		{[]byte{'L', 1, 3, 2, 2, 2, 2, 2, 2, 0}, ErrRank},
		{[]byte{'L', 1, 2, 10, 14, 2, 2, 0}, ErrOverlap},
		{[]byte{'L', 1, 2, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0x7f}, ErrShape},
	} {
		var x Layout[[2]int]
		if err := x.UnmarshalBinary(c.in); !errors.Is(err, c.want) {
			t.Errorf("%v: err %v, want %v", c.in, err, c.want)
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
		var y DynLayout
		if err := y.UnmarshalBinary(out); err != nil || !y.Equal(x.Dyn()) || y.Offset() != x.Offset() {
			t.Fatalf("re-decode of %v: %v %v", x, y, err)
		}
	})
}
