//go:build !race

package tensor

import (
	"fmt"
	"math"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// Concatenate, Stack, Split and Convert replayed against NumPy's
// concatenate, stack, array_split and astype: testdata/numeric.jsonl is
// written by scripts/golden_numeric.py.

// joinArr is a NumPy result in C order, or the name of its exception.
type joinArr struct {
	Shape []int    `json:"shape"`
	Vals  []numVal `json:"vals"`
	Error string   `json:"error"`
}

type numSplit struct {
	Axis     int       `json:"axis"`
	Sections int       `json:"sections"`
	Parts    []joinArr `json:"parts"`
}

type numJoinRec struct {
	View        numView            `json:"view"`
	Concatenate []joinArr          `json:"concatenate"`
	Stack       []joinArr          `json:"stack"`
	ArraySplit  []numSplit         `json:"array_split"`
	Astype      map[string]joinArr `json:"astype"`
}

// numSame reports how got differs from want (shape, then values in C
// order, NaN equal to NaN), or "".
func numSame[T Real](got dyn.Tensor[T], want joinArr) string {
	if fmt.Sprint(got.Shape()) != fmt.Sprint(want.Shape) {
		return fmt.Sprintf("shape %v, want %v", got.Shape(), want.Shape)
	}
	i := 0
	for _, x := range got.All() {
		w := float64(want.Vals[i])
		g := float64(x)
		if !(g == w || math.IsNaN(g) && math.IsNaN(w)) {
			return fmt.Sprintf("element %d is %v, want %v", i, g, w)
		}
		i++
	}
	if i != len(want.Vals) {
		return fmt.Sprintf("%d elements, want %d", i, len(want.Vals))
	}
	return ""
}

// joinFuncs runs the fixed-rank join functions on a view of rank D (E is
// rank D+1), returning the results as DynTensors.
type joinFuncs[T any] struct {
	concat func(v dyn.Tensor[T], axis int) (dyn.Tensor[T], error)
	stack  func(v dyn.Tensor[T], axis int) (dyn.Tensor[T], error)
	split  func(v dyn.Tensor[T], axis, sections int) ([]dyn.Tensor[T], error)
}

func joinFixed[T any, D, E Dim]() joinFuncs[T] {
	return joinFuncs[T]{
		concat: func(v dyn.Tensor[T], axis int) (dyn.Tensor[T], error) {
			x, err := FromDyn[D](v)
			if err != nil {
				return dyn.Tensor[T]{}, err
			}
			f, err := x.Flip(x.Rank() - 1)
			if err != nil {
				return dyn.Tensor[T]{}, err
			}
			r, err := Concatenate(axis, x, f)
			return r.Dyn(), err
		},
		stack: func(v dyn.Tensor[T], axis int) (dyn.Tensor[T], error) {
			x, err := FromDyn[D](v)
			if err != nil {
				return dyn.Tensor[T]{}, err
			}
			r, err := Stack[E](axis, x, x)
			return r.Dyn(), err
		},
		split: func(v dyn.Tensor[T], axis, sections int) ([]dyn.Tensor[T], error) {
			x, err := FromDyn[D](v)
			if err != nil {
				return nil, err
			}
			ps, err := Split(x, axis, sections)
			out := make([]dyn.Tensor[T], len(ps))
			for i, p := range ps {
				out[i] = p.Dyn()
			}
			return out, err
		},
	}
}

func joinTable[T any]() [5]joinFuncs[T] {
	return [5]joinFuncs[T]{
		{}, joinFixed[T, [1]int, [2]int](), joinFixed[T, [2]int, [3]int](),
		joinFixed[T, [3]int, [4]int](), joinFixed[T, [4]int, [5]int](),
	}
}

// joinDyn is joinFuncs with the Dyn functions.
func joinDyn[T any]() joinFuncs[T] {
	return joinFuncs[T]{
		concat: func(v dyn.Tensor[T], axis int) (dyn.Tensor[T], error) {
			f, err := v.Flip(v.Rank() - 1)
			if err != nil {
				return dyn.Tensor[T]{}, err
			}
			return dyn.Concatenate(axis, v, f)
		},
		stack: func(v dyn.Tensor[T], axis int) (dyn.Tensor[T], error) { return dyn.Stack(axis, v, v) },
		split: func(v dyn.Tensor[T], axis, sections int) ([]dyn.Tensor[T], error) { return v.Split(axis, sections) },
	}
}

// TestJoinGolden checks Concatenate, Stack and Split (fixed rank through a
// rank dispatch, and Dyn) against NumPy on every record.
func TestJoinGolden(t *testing.T) {
	recs := readJSONL[numJoinRec](t, "testdata/numeric.jsonl")
	fT, iT := joinTable[float64](), joinTable[int64]()
	var counts [3]int
	for i, r := range recs {
		if r.View.Dtype == "i8" {
			counts = add3(counts, checkJoin(t, i, r, iT))
		} else {
			counts = add3(counts, checkJoin(t, i, r, fT))
		}
	}
	t.Logf("%d records: %d concatenate, %d stack, %d array_split results checked (Tensor and Dyn counted apart)", len(recs), counts[0], counts[1], counts[2])
	if len(recs) != 400 || counts[0] == 0 || counts[1] == 0 || counts[2] == 0 {
		t.Errorf("%d records, counts %v", len(recs), counts)
	}
}

func add3(a, b [3]int) [3]int { return [3]int{a[0] + b[0], a[1] + b[1], a[2] + b[2]} }

func checkJoin[T Real](t *testing.T, i int, r numJoinRec, table [5]joinFuncs[T]) (n [3]int) {
	v := buildNumView[T](t, r.View)
	for _, api := range []struct {
		name string
		f    joinFuncs[T]
	}{{"fixed", table[v.Rank()]}, {"dyn", joinDyn[T]()}} {
		where := fmt.Sprintf("#%d %s %v", i, api.name, v.Shape())
		for k, want := range r.Concatenate {
			got, err := api.f.concat(v, k)
			n[0]++
			if want.Error != "" || err != nil {
				t.Errorf("%s concatenate axis %d: error %v, NumPy %q", where, k, err, want.Error)
				continue
			}
			if d := numSame(got, want); d != "" {
				t.Errorf("%s concatenate axis %d: %s", where, k, d)
			}
		}
		for k, want := range r.Stack {
			got, err := api.f.stack(v, k)
			n[1]++
			if want.Error != "" || err != nil {
				t.Errorf("%s stack axis %d: error %v, NumPy %q", where, k, err, want.Error)
				continue
			}
			if d := numSame(got, want); d != "" {
				t.Errorf("%s stack axis %d: %s", where, k, d)
			}
		}
		for _, s := range r.ArraySplit {
			got, err := api.f.split(v, s.Axis, s.Sections)
			n[2]++
			if err != nil || len(got) != len(s.Parts) {
				t.Errorf("%s array_split(%d, axis %d): %d parts, error %v; NumPy %d parts", where, s.Sections, s.Axis, len(got), err, len(s.Parts))
				continue
			}
			for j, p := range got {
				if d := numSame(p, s.Parts[j]); d != "" {
					t.Errorf("%s array_split(%d, axis %d) part %d: %s", where, s.Sections, s.Axis, j, d)
				}
				if p.Size() > 0 && &p.Data()[0] != &v.Data()[0] {
					t.Errorf("%s array_split part %d is not a view", where, j)
				}
			}
		}
	}
	return n
}
