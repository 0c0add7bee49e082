package tensor

import (
	"errors"
	"math/rand/v2"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"

	"github.com/google/go-cmp/cmp"
)

// randomView returns a random strided view of a buffer of n elements:
// a permuted, flipped, stepped slice of a C-contiguous base, as a [3]int
// layout.
func randomView(r *rand.Rand, shape [3]int) (Layout[[3]int], int) {
	base := [3]int{shape[0] * (1 + r.IntN(2)), shape[1] * (1 + r.IntN(2)), shape[2] + r.IntN(2)}
	l, _ := Contiguous(base, C)
	for k := range 3 {
		step := 1 + r.IntN(2)
		if base[k] < shape[k]*step {
			step = 1
		}
		l, _ = l.Slice(k, engine.Range(0, shape[k]*step).By(step))
		if r.IntN(2) == 0 {
			l, _ = l.Flip(k)
		}
	}
	return l, base[0] * base[1] * base[2]
}

func naiveAssign(dst []float64, dl Layout[[3]int], src []float64, sl Layout[[3]int]) {
	tmp := make([]float64, 0, dl.Size())
	s := dl.Shape()
	for i := range s[0] {
		for j := range s[1] {
			for k := range s[2] {
				a, _ := sl.Index(i, j, k)
				tmp = append(tmp, src[a])
			}
		}
	}
	n := 0
	for i := range s[0] {
		for j := range s[1] {
			for k := range s[2] {
				a, _ := dl.Index(i, j, k)
				dst[a] = tmp[n]
				n++
			}
		}
	}
}

func TestAssignRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for iter := range 3000 {
		shape := [3]int{r.IntN(5), 1 + r.IntN(6), 1 + r.IntN(40)}
		dl, dn := randomView(r, shape)
		sl, sn := randomView(r, shape)
		perm := [3]int{0, 1, 2}
		r.Shuffle(3, func(i, j int) { perm[i], perm[j] = perm[j], perm[i] })
		// Permute both the same way so their shapes still agree.
		dl, _ = dl.Permute(perm)
		sl, _ = sl.Permute(perm)
		same := iter%3 == 0 // src and dst in one buffer: may overlap
		n := max(dn, sn)
		buf := make([]float64, n)
		for i := range buf {
			buf[i] = float64(i)
		}
		want := make([]float64, n)
		copy(want, buf)
		var dst, src Tensor[float64, [3]int]
		var err error
		if same {
			dst, err = View(buf, dl)
			if err == nil {
				src, err = View(buf, sl)
			}
			naiveAssign(want, dl, want, sl)
		} else {
			other := make([]float64, n)
			for i := range other {
				other[i] = -float64(i)
			}
			dst, err = View(buf, dl)
			if err == nil {
				src, err = View(other, sl)
			}
			naiveAssign(want, dl, other, sl)
		}
		if err != nil {
			t.Fatal(err)
		}
		if err = Assign(dst, src); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want, buf); diff != "" {
			t.Fatalf("iter %d: Assign(%v <- %v, same buffer %v) (-want +got):\n%s", iter, dl, sl, same, diff)
		}
	}
}

func TestAssignBroadcastFillClone(t *testing.T) {
	dst, _ := Zeros[int]([2]int{3, 4})
	row, _ := FromSlice([]int{1, 2, 3, 4}, [1]int{4})
	if err := Assign(dst, row); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{1, 2, 3, 4, 1, 2, 3, 4, 1, 2, 3, 4}, dst.Data()); diff != "" {
		t.Errorf("broadcast assign (-want +got):\n%s", diff)
	}
	bad, _ := Zeros[int]([1]int{3})
	if err := Assign(dst, bad); !errors.Is(err, ErrBroadcast) {
		t.Errorf("Assign [3] into [3 4]: %v, want ErrBroadcast", err)
	}
	col, _ := dst.Slice(1, engine.From(1).By(2))
	if err := col.Fill(9); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{1, 9, 3, 9, 1, 9, 3, 9, 1, 9, 3, 9}, dst.Data()); diff != "" {
		t.Errorf("Fill of a strided view (-want +got):\n%s", diff)
	}
	f := dst.Transpose().CloneOrder(F)
	if !f.Layout().IsFContiguous() || f.Shape() != [2]int{4, 3} {
		t.Errorf("CloneOrder(F) layout %v", f.Layout())
	}
	if diff := cmp.Diff([]int{1, 9, 3, 9, 1, 9, 3, 9, 1, 9, 3, 9}, f.Data()); diff != "" {
		t.Errorf("F clone of the transpose is the C buffer (-want +got):\n%s", diff)
	}
	if !ArrayEqual(f, dst.Transpose()) {
		t.Errorf("ArrayEqual(clone, original) = false")
	}
	// A broadcast view refuses writes; a diagonal view accepts them.
	bl, _ := BroadcastToLayout(row.Layout(), [2]int{2, 4})
	b, err := ViewOf(row, bl)
	if err != nil || !b.ReadOnly() {
		t.Fatalf("broadcast view: %v, read-only %v", err, b.ReadOnly())
	}
	if err := b.Set(5, 0, 0); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Set through a broadcast: %v, want ErrReadOnly", err)
	}
	if err := b.Fill(5); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Fill through a broadcast: %v, want ErrReadOnly", err)
	}
	sq, _ := Zeros[float64]([2]int{3, 3})
	dl, _ := DiagonalLayout[[1]int](sq.Layout(), 0, 0, 1)
	diag, _ := ViewOf(sq, dl)
	if err := diag.Fill(1); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{1, 0, 0, 0, 1, 0, 0, 0, 1}, sq.Data()); diff != "" {
		t.Errorf("writing the diagonal (-want +got):\n%s", diff)
	}
	if _, err := View([]int{1, 2}, Unchecked([1]int{3}, [1]int{1}, 0)); !errors.Is(err, ErrBounds) {
		t.Errorf("View past the buffer: %v, want ErrBounds", err)
	}
}

func TestConstructors(t *testing.T) {
	if _, err := FromSlice([]int{1, 2, 3}, [2]int{2, 2}); !errors.Is(err, ErrShape) {
		t.Errorf("FromSlice length mismatch: %v", err)
	}
	ff, _ := FromFunc([2]int{2, 3}, func(i [2]int) int { return 10*i[0] + i[1] })
	if diff := cmp.Diff([]int{0, 1, 2, 10, 11, 12}, ff.Data()); diff != "" {
		t.Errorf("FromFunc (-want +got):\n%s", diff)
	}
	v, err := ff.At(-1, -2)
	if v != 11 || err != nil {
		t.Errorf("At(-1, -2) = %d, %v", v, err)
	}
	if err := ff.Set(7, 1, 1); err != nil || ff.Data()[4] != 7 {
		t.Errorf("Set: %v", err)
	}
	if _, err := ff.At(2, 0); !errors.Is(err, ErrIndex) {
		t.Errorf("At out of range: %v", err)
	}
	idx := [2]int{1, 2}
	*ff.Ptr(&idx) = 5
	if ff.Data()[5] != 5 {
		t.Errorf("Ptr did not write")
	}
	full, _ := Full([1]int{3}, 2.5)
	if diff := cmp.Diff([]float64{2.5, 2.5, 2.5}, full.Data()); diff != "" {
		t.Errorf("Full (-want +got):\n%s", diff)
	}
	for _, tt := range []struct {
		start, stop, step float64
		want              []float64
	}{
		{0, 5, 1, []float64{0, 1, 2, 3, 4}},
		{1, 2, 0.3, []float64{1, 1.3, 1.6, 1.9000000000000001}},
		{5, 0, -2, []float64{5, 3, 1}},
		{0, 5, -1, []float64{}},
	} {
		a, err := Arange(tt.start, tt.stop, tt.step)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tt.want, a.Data()); diff != "" {
			t.Errorf("Arange(%v, %v, %v) (-want +got):\n%s", tt.start, tt.stop, tt.step, diff)
		}
	}
	if _, err := Arange(0, 1, 0); !errors.Is(err, ErrStep) {
		t.Errorf("Arange step 0: %v", err)
	}
	if _, err := Zeros[int]([2]int{-1, 2}); !errors.Is(err, ErrShape) {
		t.Errorf("Zeros negative: %v", err)
	}
}

func TestTensorViewAllocs(t *testing.T) {
	x, _ := Zeros[float64]([3]int{4, 5, 6})
	var sink Tensor[float64, [3]int]
	var sink2 Tensor[float64, [2]int]
	ops := map[string]func(){
		"Transpose": func() { sink = x.Transpose() },
		"Permute":   func() { sink, _ = x.Permute([3]int{1, 2, 0}) },
		"Slice":     func() { sink, _ = x.Slice(2, engine.All().By(-2)) },
		"ViewOf":    func() { l, _ := SelectLayout[[2]int](x.Layout(), 0, 1); sink2, _ = ViewOf(x, l) },
		"Flip":      func() { sink, _ = x.Flip(1) },
	}
	for name, op := range ops {
		if n := testing.AllocsPerRun(100, op); n != 0 {
			t.Errorf("%s: %v allocs per run, want 0", name, n)
		}
	}
	_, _ = sink, sink2
}

func TestDynTensor(t *testing.T) {
	x, _ := FromFunc([2]int{2, 3}, func(i [2]int) int { return 10*i[0] + i[1] })
	d := x.Transpose().Dyn()
	if v, err := d.At(2, 1); v != 12 || err != nil {
		t.Errorf("At(2, 1) = %d, %v", v, err)
	}
	if err := d.Set(7, -1, 0); err != nil || x.Data()[2] != 7 {
		t.Errorf("Set through the dynamic view: %v", err)
	}
	back, err := FromDyn[[2]int](d)
	if err != nil || back.Shape() != [2]int{3, 2} {
		t.Errorf("FromDyn = %v, %v", back.Layout(), err)
	}
	if _, err := FromDyn[[3]int](d); !errors.Is(err, ErrRank) {
		t.Errorf("FromDyn wrong rank: %v", err)
	}
	if got, want := d.String(), "[[ 0 10]\n [ 1 11]\n [ 7 12]]"; got != want {
		t.Errorf("String = %q, want %q", got, want)
	}
	five, _ := dyn.View([]int{0, 1}, dyn.Unchecked([]int{1, 1, 1, 1, 2}, []int{2, 2, 2, 2, 1}, 0))
	if got, want := five.String(), "[[[[[0 1]]]]]"; got != want {
		t.Errorf("rank-5 String = %q, want %q", got, want)
	}
	dl, _ := d.Layout().BroadcastTo([]int{2, 3, 2}, C)
	b, err := dyn.View(d.Data(), dl)
	if err != nil || !b.ReadOnly() {
		t.Fatalf("broadcast DynView: %v, read-only %v", err, b.ReadOnly())
	}
	if err := b.Set(1, 0, 0, 0); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Set through a broadcast: %v", err)
	}
	if _, err := dyn.View([]int{1}, dl); !errors.Is(err, ErrBounds) {
		t.Errorf("DynView past the buffer: %v", err)
	}
}

// TestReadOnlyView checks that the read-only mark refuses every write,
// survives views and rank conversions, and is not copied by Clone.
func TestReadOnlyView(t *testing.T) {
	x, _ := FromSlice([]float64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	r := x.ReadOnlyView()
	if x.ReadOnly() || !r.ReadOnly() {
		t.Fatalf("ReadOnly: x %v, r %v; want false, true", x.ReadOnly(), r.ReadOnly())
	}
	if err := r.Set(9, 0, 0); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Set: %v, want ErrReadOnly", err)
	}
	if err := r.Transpose().Fill(9); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Fill of a view: %v, want ErrReadOnly", err)
	}
	d := r.Dyn()
	if err := d.Set(9, 1, 1); !errors.Is(err, ErrReadOnly) {
		t.Errorf("DynTensor Set: %v, want ErrReadOnly", err)
	}
	if back, _ := FromDyn[[2]int](d); !back.ReadOnly() {
		t.Errorf("FromDyn lost the mark")
	}
	if !x.Dyn().ReadOnlyView().ReadOnly() {
		t.Errorf("DynTensor.ReadOnlyView is not read-only")
	}
	c := r.Clone()
	if err := c.Set(9, 0, 0); err != nil {
		t.Errorf("Set on a clone: %v", err)
	}
	if v, _ := x.At(0, 0); v != 1 {
		t.Errorf("x[0,0] = %v after writes were refused, want 1", v)
	}
}
