package tensor

import (
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"

	"github.com/google/go-cmp/cmp"
)

// values returns t's elements in C order.
func valuesOf[T any, D Dim](t Tensor[T, D]) []T { return slices.Collect(t.Values()) }

func arange234() Tensor[int, [3]int] {
	a, _ := Arange(0, 24, 1)
	t, _ := Reshape(a, [3]int{2, 3, 4})
	return t
}

func TestTensorViewsValues(t *testing.T) {
	a := arange234()
	check := func(name string, got []int, shape, wantShape []int, want []int, err error) {
		t.Helper()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if diff := cmp.Diff(wantShape, shape); diff != "" {
			t.Errorf("%s shape (-want +got):\n%s", name, diff)
		}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%s values (-want +got):\n%s", name, diff)
		}
	}
	// Values from NumPy 1.24 on np.arange(24).reshape(2, 3, 4).
	v, err := a.Subscript(engine.All().By(-1), engine.Range(1, -1), engine.All().By(-2)) // a[::-1, 1:-1, ::-2]
	check("a[::-1, 1:-1, ::-2]", valuesOf(v), DimSlice(v.Shape()), []int{2, 1, 2}, []int{19, 17, 7, 5}, err)
	s3, err := Subscript[[3]int](a, engine.At(1), engine.All().By(-1), engine.NewAxis()) // a[1, ::-1, None]
	check("a[1, ::-1, None]", valuesOf(s3), DimSlice(s3.Shape()), []int{3, 1, 4},
		[]int{20, 21, 22, 23, 16, 17, 18, 19, 12, 13, 14, 15}, err)
	r, err := Select[[2]int](a, 1, -1) // a[:, -1]
	check("a[:, -1]", valuesOf(r), DimSlice(r.Shape()), []int{2, 4}, []int{8, 9, 10, 11, 20, 21, 22, 23}, err)
	m, err := a.MoveAxis(0, -1) // np.moveaxis(a, 0, -1)
	check("moveaxis(a, 0, -1)", valuesOf(m), DimSlice(m.Shape()), []int{3, 4, 2},
		[]int{0, 12, 1, 13, 2, 14, 3, 15, 4, 16, 5, 17, 6, 18, 7, 19, 8, 20, 9, 21, 10, 22, 11, 23}, err)
	m2, err := a.MoveAxes([]int{0, 1}, []int{-1, -2}) // np.moveaxis(a, [0, 1], [-1, -2])
	check("moveaxis(a, [0,1], [-1,-2])", valuesOf(m2), DimSlice(m2.Shape()), []int{4, 3, 2},
		[]int{0, 12, 4, 16, 8, 20, 1, 13, 5, 17, 9, 21, 2, 14, 6, 18, 10, 22, 3, 15, 7, 19, 11, 23}, err)
	f, err := a.Flip(0, 2) // np.flip(a, (0, 2))
	check("flip(a, (0, 2))", valuesOf(f)[:8], DimSlice(f.Shape()), []int{2, 3, 4}, []int{15, 14, 13, 12, 19, 18, 17, 16}, err)
	fa, err := a.Flip() // np.flip(a)
	check("flip(a)", valuesOf(fa)[:5], DimSlice(fa.Shape()), []int{2, 3, 4}, []int{23, 22, 21, 20, 19}, err)
	d, err := Diagonal[[2]int](a, 1, 1, 2) // a.diagonal(1, 1, 2)
	check("diagonal(1, 1, 2)", valuesOf(d), DimSlice(d.Shape()), []int{2, 3}, []int{1, 6, 11, 13, 18, 23}, err)
	e, err := ExpandDims[[5]int](a, 0, -1) // np.expand_dims(a, (0, -1))
	check("expand_dims(a, (0, -1))", valuesOf(e)[:3], DimSlice(e.Shape()), []int{1, 2, 3, 4, 1}, []int{0, 1, 2}, err)
	q, err := Squeeze[[3]int](e) // np.squeeze(e)
	check("squeeze(e)", valuesOf(q)[:3], DimSlice(q.Shape()), []int{2, 3, 4}, []int{0, 1, 2}, err)
	q4, err := Squeeze[[4]int](e, -1) // np.squeeze(e, -1)
	check("squeeze(e, -1)", valuesOf(q4)[:3], DimSlice(q4.Shape()), []int{1, 2, 3, 4}, []int{0, 1, 2}, err)
	w, err := SlidingWindowAxes[[4]int](a, []int{2}, []int{2}) // sliding_window_view(a, 2, axis=2)
	check("sliding_window_view(a, 2, axis=2)", valuesOf(w)[:8], DimSlice(w.Shape()), []int{2, 3, 3, 2}, []int{0, 1, 1, 2, 2, 3, 4, 5}, err)
	if !w.ReadOnly() {
		t.Error("overlapping windows are writable")
	}
	b, err := BroadcastTo(r, [3]int{3, 2, 4}) // np.broadcast_to(a[:, -1], (3, 2, 4))
	check("broadcast_to", valuesOf(b)[:10], DimSlice(b.Shape()), []int{3, 2, 4}, []int{8, 9, 10, 11, 20, 21, 22, 23, 8, 9}, err)
	if !b.ReadOnly() || r.ReadOnly() {
		t.Errorf("broadcast read-only %v, parent %v", b.ReadOnly(), r.ReadOnly())
	}
	if err := b.Fill(1); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Fill through a broadcast: %v", err)
	}
}

func TestTensorViewErrors(t *testing.T) {
	a := arange234()
	for name, err := range map[string]error{
		"squeeze length 3": func() error { _, err := Squeeze[[2]int](a, 1); return err }(),
		"squeeze repeated": func() error { e, _ := ExpandDims[[4]int](a, 0); _, err := Squeeze[[2]int](e, 0, 0); return err }(),
		"expand repeated":  func() error { _, err := ExpandDims[[5]int](a, 1, 1); return err }(),
		"flip repeated":    func() error { _, err := a.Flip(1, -2); return err }(),
		"moveaxis repeat":  func() error { _, err := a.MoveAxes([]int{0, 0}, []int{1, 2}); return err }(),
		"moveaxis range":   func() error { _, err := a.MoveAxis(3, 0); return err }(),
		"select rank":      func() error { _, err := Select[[1]int](a, 0, 0); return err }(),
		"window too long":  func() error { _, err := SlidingWindowAxes[[4]int](a, []int{5}, []int{2}); return err }(),
	} {
		if err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	if _, err := Squeeze[[2]int](a, 1); !errors.Is(err, ErrShape) {
		t.Errorf("squeeze length 3: %v", err)
	}
	if _, err := a.Flip(1, -2); !errors.Is(err, ErrAxis) {
		t.Errorf("flip repeated: %v", err)
	}
	if _, err := Select[[1]int](a, 0, 0); !errors.Is(err, ErrRank) {
		t.Errorf("select rank: %v", err)
	}
	// NumPy allows an axis twice in sliding_window_view (windows of windows).
	ww, err := SlidingWindowAxes[[3]int](Must(Arange(0, 6, 1)), []int{3, 2}, []int{0, 0})
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{3, 3, 2}, DimSlice(ww.Shape())); diff != "" {
		t.Errorf("windows of windows shape (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{0, 1, 1, 2, 2, 3, 1, 2, 2, 3, 3, 4, 2, 3, 3, 4, 4, 5}, valuesOf(ww)); diff != "" {
		t.Errorf("windows of windows (-want +got):\n%s", diff)
	}
}

func TestReshapeViewOrCopy(t *testing.T) {
	a := arange234()
	// A view: a.reshape(6, 4) shares memory.
	r, copied, err := ReshapeOrder(a, [2]int{6, -1}, C, CopyIfNeeded)
	if err != nil || copied || &r.Data()[0] != &a.Data()[0] {
		t.Fatalf("reshape of a contiguous tensor: copied %v, err %v", copied, err)
	}
	// a.transpose(1, 0, 2).reshape(3, 8) needs a copy in NumPy.
	p, _ := a.Permute([3]int{1, 0, 2})
	c, copied, err := ReshapeOrder(p, [2]int{3, 8}, C, CopyIfNeeded)
	if err != nil || !copied {
		t.Fatalf("reshape of a permuted tensor: copied %v, err %v", copied, err)
	}
	want := []int{0, 1, 2, 3, 12, 13, 14, 15, 4, 5, 6, 7, 16, 17, 18, 19, 8, 9, 10, 11, 20, 21, 22, 23}
	if diff := cmp.Diff(want, valuesOf(c)); diff != "" {
		t.Errorf("copy (-want +got):\n%s", diff)
	}
	if _, _, err := ReshapeOrder(p, [2]int{3, 8}, C, CopyNever); !errors.Is(err, ErrNotView) {
		t.Errorf("CopyNever: %v", err)
	}
	// order='F': np.reshape(a, (4, 6), order='F').
	fo, copied, err := ReshapeOrder(a, [2]int{4, 6}, F, CopyIfNeeded)
	if err != nil || !copied {
		t.Fatalf("F reshape: copied %v, err %v", copied, err)
	}
	wantF := []int{0, 8, 5, 2, 10, 7, 12, 20, 17, 14, 22, 19, 4, 1, 9, 6, 3, 11, 16, 13, 21, 18, 15, 23}
	if diff := cmp.Diff(wantF, valuesOf(fo)); diff != "" {
		t.Errorf("F reshape (-want +got):\n%s", diff)
	}
	if !fo.Layout().IsFContiguous() {
		t.Errorf("F copy layout %v", fo.Layout())
	}
	always, copied, err := ReshapeOrder(a, [1]int{24}, C, CopyAlways)
	if err != nil || !copied || &always.Data()[0] == &a.Data()[0] {
		t.Errorf("CopyAlways: copied %v, err %v", copied, err)
	}
	if _, _, err := ReshapeOrder(a, [2]int{5, -1}, C, CopyAlways); !errors.Is(err, ErrShape) {
		t.Errorf("bad shape: %v", err)
	}
	flat, err := Ravel(p)
	if err != nil || flat.Size() != 24 {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{0, 1, 2, 3, 12, 13, 14, 15}, valuesOf(flat)[:8]); diff != "" {
		t.Errorf("ravel (-want +got):\n%s", diff)
	}
	// A copy of a read-only view is writable.
	b, _ := BroadcastTo(Must(Arange(0, 3, 1)), [2]int{2, 3})
	bc, copied, err := ReshapeOrder(b, [1]int{6}, C, CopyIfNeeded)
	if err != nil || !copied || bc.ReadOnly() {
		t.Errorf("reshape of a broadcast: copied %v, read-only %v, err %v", copied, bc.ReadOnly(), err)
	}
	// The same through DynTensor.
	dc, copied, err := p.Dyn().ReshapeOrder([]int{3, 8}, C, CopyIfNeeded)
	if err != nil || !copied {
		t.Fatalf("dyn reshape: copied %v, err %v", copied, err)
	}
	if diff := cmp.Diff(want, slices.Collect(dc.Values())); diff != "" {
		t.Errorf("dyn copy (-want +got):\n%s", diff)
	}
	df, _, err := a.Dyn().ReshapeOrder([]int{4, 6}, F, CopyIfNeeded)
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(wantF, slices.Collect(df.Values())); diff != "" {
		t.Errorf("dyn F reshape (-want +got):\n%s", diff)
	}
}

func TestAsContiguous(t *testing.T) {
	a := arange234()
	same, err := a.AsContiguous(C)
	if err != nil || &same.Data()[0] != &a.Data()[0] {
		t.Errorf("C-contiguous input copied: %v", err)
	}
	f, err := a.AsContiguous(F)
	if err != nil || !f.Layout().IsFContiguous() || !ArrayEqual(f, a) {
		t.Errorf("asfortranarray: %v %v", f.Layout(), err)
	}
	tr, err := a.Transpose().AsContiguous(C)
	if err != nil || !tr.Layout().IsCContiguous() || !ArrayEqual(tr, a.Transpose()) {
		t.Errorf("ascontiguousarray of a.T: %v %v", tr.Layout(), err)
	}
}

func TestTensorViewsNoAlloc(t *testing.T) {
	x, _ := Zeros[float64]([3]int{4, 5, 6})
	var s3 Tensor[float64, [3]int]
	var s2 Tensor[float64, [2]int]
	var s4 Tensor[float64, [4]int]
	e4, _ := ExpandDims[[4]int](x, 0)
	ops := map[string]func(){
		"Sub method":        func() { s3, _ = x.Subscript(engine.All().By(2), engine.Range(1, -1), engine.All().By(-1)) },
		"Sub":               func() { s3, _ = Subscript[[3]int](x, engine.At(1), engine.NewAxis(), engine.Ellipsis()) },
		"Select":            func() { s2, _ = Select[[2]int](x, 1, -1) },
		"Squeeze":           func() { s3, _ = Squeeze[[3]int](e4) },
		"ExpandDims":        func() { s4, _ = ExpandDims[[4]int](x, 1) },
		"Diagonal":          func() { s2, _ = Diagonal[[2]int](x, 0, 0, 1) },
		"BroadcastTo":       func() { s4, _ = BroadcastTo(x, [4]int{2, 4, 5, 6}) },
		"Reshape view":      func() { s2, _ = Reshape(x, [2]int{20, -1}) },
		"SlidingWindowAxes": func() { s4, _ = SlidingWindowAxes[[4]int](x, []int{2}, []int{1}) },
		"MoveAxis":          func() { s3, _ = x.MoveAxis(0, -1) },
		"Flip":              func() { s3, _ = x.Flip(0, 2) },
		"AsContiguous":      func() { s3, _ = x.AsContiguous(C) },
	}
	for name, op := range ops {
		if n := testing.AllocsPerRun(100, op); n != 0 {
			t.Errorf("%s: %v allocs per run, want 0", name, n)
		}
	}
	_, _, _ = s2, s3, s4
}

func TestDynTensorViews(t *testing.T) {
	a := arange234()
	d := a.Dyn()
	v, err := d.Subscript(engine.At(1), engine.All().By(-1), engine.NewAxis())
	if err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{3, 1, 4}, v.Layout().Shape()); diff != "" {
		t.Errorf("dyn Sub shape (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]int{20, 21, 22, 23}, slices.Collect(v.Values())[:4]); diff != "" {
		t.Errorf("dyn Sub (-want +got):\n%s", diff)
	}
	// Every Dyn view equals the fixed-rank view of the same name.
	type pair struct {
		dyn   func() (dyn.Tensor[int], error)
		fixed func() (dyn.Tensor[int], error)
	}
	dynOf := func(f func() (dyn.Tensor[int], error)) func() (dyn.Tensor[int], error) { return f }
	cases := map[string]pair{
		"Select":     {func() (dyn.Tensor[int], error) { return d.Select(2, 1) }, func() (dyn.Tensor[int], error) { r, err := Select[[2]int](a, 2, 1); return r.Dyn(), err }},
		"Squeeze":    {func() (dyn.Tensor[int], error) { e, _ := d.ExpandDims(1, 3); return e.Squeeze() }, func() (dyn.Tensor[int], error) { return a.Dyn(), nil }},
		"ExpandDims": {func() (dyn.Tensor[int], error) { return d.ExpandDims(-1) }, func() (dyn.Tensor[int], error) { r, err := ExpandDims[[4]int](a, -1); return r.Dyn(), err }},
		"Diagonal":   {func() (dyn.Tensor[int], error) { return d.Diagonal(-1, 0, 1) }, func() (dyn.Tensor[int], error) { r, err := Diagonal[[2]int](a, -1, 0, 1); return r.Dyn(), err }},
		"Broadcast":  {func() (dyn.Tensor[int], error) { return d.BroadcastTo(2, 2, 3, 4) }, func() (dyn.Tensor[int], error) { r, err := BroadcastTo(a, [4]int{2, 2, 3, 4}); return r.Dyn(), err }},
		"Reshape":    {func() (dyn.Tensor[int], error) { return d.Transpose().Reshape(4, 6) }, func() (dyn.Tensor[int], error) { r, err := Reshape(a.Transpose(), [2]int{4, 6}); return r.Dyn(), err }},
		"Window": {func() (dyn.Tensor[int], error) { return d.SlidingWindowAxes([]int{2, 2}, []int{1, 2}) }, func() (dyn.Tensor[int], error) {
			r, err := SlidingWindowAxes[[5]int](a, []int{2, 2}, []int{1, 2})
			return r.Dyn(), err
		}},
		"MoveAxes": {func() (dyn.Tensor[int], error) { return d.MoveAxes([]int{2}, []int{0}) }, func() (dyn.Tensor[int], error) { r, err := a.MoveAxis(2, 0); return r.Dyn(), err }},
		"Flip":     {dynOf(func() (dyn.Tensor[int], error) { return d.Flip() }), func() (dyn.Tensor[int], error) { r, err := a.Flip(); return r.Dyn(), err }},
	}
	for name, c := range cases {
		got, err1 := c.dyn()
		want, err2 := c.fixed()
		if err1 != nil || err2 != nil {
			t.Errorf("%s: %v, %v", name, err1, err2)
			continue
		}
		if diff := cmp.Diff(want.Layout().Shape(), got.Layout().Shape()); diff != "" {
			t.Errorf("%s shape (-fixed +dyn):\n%s", name, diff)
		}
		if diff := cmp.Diff(slices.Collect(want.Values()), slices.Collect(got.Values())); diff != "" {
			t.Errorf("%s values (-fixed +dyn):\n%s", name, diff)
		}
		if want.ReadOnly() != got.ReadOnly() {
			t.Errorf("%s: read-only %v, fixed %v", name, got.ReadOnly(), want.ReadOnly())
		}
	}
}

// TestRavelCopiesStrided checks that Ravel follows NumPy's ravel, which
// returns a contiguous array: a view only of a C-contiguous input, a copy of
// any other, even where a strided view would exist (np.ravel(a[::2]) does
// not share memory with a; a[::2].reshape(-1) does).
func TestRavelCopiesStrided(t *testing.T) {
	a, err := Arange(0, 10, 1)
	if err != nil {
		t.Fatal(err)
	}
	flat, err := Ravel(a)
	if err != nil || &flat.Data()[0] != &a.Data()[0] {
		t.Errorf("Ravel of a contiguous tensor copied: %v", err)
	}
	s, _ := a.Subscript(engine.All().By(-2))
	for name, got := range map[string]func() (dyn.Tensor[int], error){
		"Ravel":           func() (dyn.Tensor[int], error) { r, err := Ravel(s); return r.Dyn(), err },
		"DynTensor.Ravel": s.Dyn().Ravel,
	} {
		r, err := got()
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if &r.Data()[0] == &a.Data()[0] || !r.Layout().IsCContiguous() {
			t.Errorf("%s of a[::-2] = %v sharing %v; want a contiguous copy", name, r.Layout(), &r.Data()[0] == &a.Data()[0])
		}
		if diff := cmp.Diff([]int{9, 7, 5, 3, 1}, slices.Collect(r.Values())); diff != "" {
			t.Errorf("%s (-want +got):\n%s", name, diff)
		}
	}
	// Reshape still returns the strided view.
	v, err := Reshape(s, [1]int{-1})
	if err != nil || &v.Data()[0] != &a.Data()[0] {
		t.Errorf("Reshape(a[::-2], -1) copied: %v", err)
	}
}
