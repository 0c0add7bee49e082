package dyn

import "github.com/fixedrank/tensor/internal/engine"

// Diff returns the n-th differences along axis (np.diff(t, n, axis)); see
// the root package's Diff.
func Diff[T Number](t Tensor[T], n, axis int) (Tensor[T], error) {
	shape := make([]int, len(t.layout.shape))
	a, err := engine.DiffShape("dyn.Diff", t.layout.shape, n, axis, shape)
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := empty[T]("dyn.Diff", shape...) // DiffInto writes every element
	if err == nil {
		err = engine.DiffInto("dyn.Diff", r.strided(), t.strided(), n, a)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// DiffWith is [Diff] of t with pre before it and post after it along axis
// (np.diff(t, n, axis, prepend=pre, append=post)): each nil, a number or
// a tensor; see the root package's DiffWith.
func DiffWith[T Number](t Tensor[T], n, axis int, pre, post any) (Tensor[T], error) {
	const op = "dyn.DiffWith"
	s := t.strided()
	if n > 0 {
		var ops [2]engine.Strided[T]
		for i, o := range [2]any{pre, post} {
			if o == nil {
				continue
			}
			v, err := operand[T](op, o)
			if err != nil {
				return Tensor[T]{}, err
			}
			ops[i] = v
		}
		var err error
		if s, err = engine.DiffOperand(op, s, ops[0], ops[1], axis); err != nil {
			return Tensor[T]{}, err
		}
	}
	shape := make([]int, len(s.Shape))
	a, err := engine.DiffShape(op, s.Shape, n, axis, shape)
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := empty[T](op, shape...) // DiffInto writes every element
	if err == nil {
		err = engine.DiffInto(op, r.strided(), s, n, a)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// Roll returns t rolled by shift along axis (np.roll(t, shift, axis)); see
// the root package's Roll.
func Roll[T any](t Tensor[T], shift, axis int) (Tensor[T], error) {
	r, err := empty[T]("dyn.Roll", t.layout.shape...) // RollInto writes every element
	if err == nil {
		err = engine.RollInto("dyn.Roll", r.strided(), t.strided(), shift, axis)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// Repeat returns t with each element along axis repeated
// (np.repeat(t, repeats, axis)); see the root package's Repeat.
func Repeat[T any](t Tensor[T], repeats []int, axis int) (Tensor[T], error) {
	shape := make([]int, len(t.layout.shape))
	a, err := engine.RepeatShape("dyn.Repeat", t.layout.shape, repeats, axis, shape)
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := empty[T]("dyn.Repeat", shape...) // written whole
	if err == nil {
		err = engine.RepeatInto("dyn.Repeat", r.strided(), t.strided(), repeats, a)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// Tile returns t repeated reps[k] times along each axis k (np.tile(t,
// reps)), of rank max(t's, len(reps)); see the root package's Tile.
func Tile[T any](t Tensor[T], reps []int) (Tensor[T], error) {
	shape := make([]int, MaxRank)
	d, err := engine.TileShape("dyn.Tile", t.layout.shape, reps, shape)
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := empty[T]("dyn.Tile", shape[:d]...) // written whole
	if err == nil {
		err = engine.TileInto("dyn.Tile", r.strided(), t.strided(), reps)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// Pad returns t padded by widths (np.pad(t, widths, mode,
// constant_values or end_values=values)); see the root package's Pad.
func Pad[T any](t Tensor[T], widths [][2]int, mode string, values ...T) (Tensor[T], error) {
	const op = "dyn.Pad"
	m, err := engine.ParsePadMode(op, mode)
	if err != nil {
		return Tensor[T]{}, err
	}
	shape := make([]int, len(t.layout.shape))
	if err := engine.PadShape(op, t.layout.shape, widths, m, shape); err != nil {
		return Tensor[T]{}, err
	}
	vals, err := engine.PadValues(op, values, len(shape))
	if err != nil {
		return Tensor[T]{}, err
	}
	r, err := empty[T](op, shape...) // written whole
	if err == nil {
		err = engine.PadInto(op, r.strided(), t.strided(), widths, m, vals)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// Meshgrid returns np.meshgrid(xs..., indexing=indexing, sparse=sparse)
// for vectors xs; see the root package's Meshgrid. A tensor of xs of
// another rank than 1 is an error wrapping [ErrRank].
func Meshgrid[T any](xs []Tensor[T], indexing string, sparse bool) ([]Tensor[T], error) {
	const op = "dyn.Meshgrid"
	ij, err := engine.ParseIndexing(op, indexing)
	if err != nil {
		return nil, err
	}
	if len(xs) > MaxRank {
		return nil, engine.Errorf(engine.ErrRank, "%s: %d vectors exceed rank %d", op, len(xs), MaxRank)
	}
	lengths := make([]int, len(xs))
	for i, x := range xs {
		if len(x.layout.shape) != 1 {
			return nil, engine.Errorf(engine.ErrRank, "%s: operand %d has rank %d, not 1", op, i, len(x.layout.shape))
		}
		lengths[i] = x.layout.shape[0]
	}
	out := make([]Tensor[T], len(xs))
	for i, x := range xs {
		shape := make([]int, len(xs))
		axis := engine.MeshShape(lengths, i, ij, sparse, shape)
		r, err := empty[T](op, shape...) // written whole
		if err != nil {
			return nil, err
		}
		engine.MeshInto(r.strided(), x.strided(), axis)
		out[i] = r
	}
	return out, nil
}

// Triu returns t with the elements below the k-th diagonal of each matrix
// zero (np.triu(t, k)); see the root package's Triu.
func Triu[T any](t Tensor[T], k int) (Tensor[T], error) { return tri("dyn.Triu", t, k, true) }

// Tril returns t with the elements above the k-th diagonal of each matrix
// zero (np.tril(t, k)); see the root package's Triu.
func Tril[T any](t Tensor[T], k int) (Tensor[T], error) { return tri("dyn.Tril", t, k, false) }

func tri[T any](op string, t Tensor[T], k int, upper bool) (Tensor[T], error) {
	if len(t.layout.shape) < 2 {
		return Tensor[T]{}, engine.TriInto(op, engine.Strided[T]{}, t.strided(), k, upper)
	}
	r, err := empty[T](op, t.layout.shape...) // written whole
	if err == nil {
		err = engine.TriInto(op, r.strided(), t.strided(), k, upper)
	}
	if err != nil {
		return Tensor[T]{}, err
	}
	return r, nil
}

// FillDiagonal sets the main diagonal of t to v in place
// (np.fill_diagonal(t, v, wrap)); see the root package's FillDiagonal.
func FillDiagonal[T any](t Tensor[T], v T, wrap bool) error {
	return engine.FillDiagonal("dyn.FillDiagonal", t.strided(), v, wrap)
}

// Interp returns np.interp(x, xp, fp) (with left and right as bounds) in
// a new float64 tensor of x's shape; see the root package's Interp. xp or
// fp of another rank than 1 is an error wrapping [ErrRank].
func Interp[T Real](x, xp, fp Tensor[T], bounds ...float64) (Tensor[float64], error) {
	r, err := empty[float64]("dyn.Interp", x.layout.shape...) // written whole
	if err == nil {
		err = engine.InterpInto("dyn.Interp", r.strided(), x.strided(), xp.strided(), fp.strided(), bounds)
	}
	if err != nil {
		return Tensor[float64]{}, err
	}
	return r, nil
}
