package tensor

import (
	"github.com/fixedrank/tensor/dyn"
	"github.com/fixedrank/tensor/internal/engine"
)

// Diff returns the n-th differences along axis (NumPy's np.diff(t, n,
// axis)): t[i+1] - t[i] along axis, n times over, in a new C-contiguous
// tensor whose axis is n shorter (empty once n reaches its length).
// Integers wrap as in NumPy (an unsigned difference below zero wraps); n
// = 0 gives a copy of t, whatever the axis. It returns an error wrapping
// [ErrValue] for n < 0, [ErrAxis] for an axis out of range, or the errors
// of [Zeros].
func Diff[T Number, D Dim](t Tensor[T, D], n, axis int) (Tensor[T, D], error) {
	var shape D
	a, err := engine.DiffShape("Diff", ints(&t.layout.shape), n, axis, ints(&shape))
	if err != nil {
		return Tensor[T, D]{}, err
	}
	r, err := empty[T]("Diff", shape) // DiffInto writes every element
	if err == nil {
		err = engine.DiffInto("Diff", r.strided(), t.strided(), n, a)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// DiffWith is [Diff] of t with pre before it and post after it along axis
// (NumPy's np.diff(t, n, axis, prepend=pre, append=post)): each nil for
// none, a Go number (NumPy's scalar: one element along axis, converted to
// T as the elementwise functions convert a number), or a Tensor or
// dyn.Tensor of t's rank and element type whose lengths but along axis are
// t's. As in NumPy, n = 0 returns a copy of t alone. It returns the errors
// of Diff, or an error wrapping [ErrShape] or [ErrRank] for an operand
// that does not join t, or [ErrType] for one of another type.
func DiffWith[T Number, D Dim](t Tensor[T, D], n, axis int, pre, post any) (Tensor[T, D], error) {
	r, err := dyn.DiffWith(t.Dyn(), n, axis, pre, post) // the operands as dyn converts them
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return FromDyn[D](r)
}

// Roll returns t with its elements rolled by shift along axis (NumPy's
// np.roll(t, shift, axis)): the element at i moves to (i + shift) mod n,
// negative shifts rolling the other way, in a new C-contiguous tensor. For
// np.roll(t, shift) with no axis, roll [Ravel] of t along 0 and reshape.
// It returns an error wrapping [ErrAxis] for an axis out of range, or the
// errors of [Zeros].
func Roll[T any, D Dim](t Tensor[T, D], shift, axis int) (Tensor[T, D], error) {
	r, err := empty[T]("Roll", t.layout.shape) // RollInto writes every element
	if err == nil {
		err = engine.RollInto("Roll", r.strided(), t.strided(), shift, axis)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// Repeat returns t with each element along axis repeated (NumPy's
// np.repeat(t, repeats, axis)) in a new C-contiguous tensor: repeats holds
// one count for every element along axis, or a single count for all. For
// np.repeat(t, n) with no axis, repeat [Ravel] of t along 0. It returns an
// error wrapping [ErrAxis], [ErrBroadcast] for another number of counts,
// [ErrValue] for a negative count, [ErrOverflow], or the errors of
// [Zeros].
func Repeat[T any, D Dim](t Tensor[T, D], repeats []int, axis int) (Tensor[T, D], error) {
	var shape D
	a, err := engine.RepeatShape("Repeat", ints(&t.layout.shape), repeats, axis, ints(&shape))
	if err != nil {
		return Tensor[T, D]{}, err
	}
	r, err := empty[T]("Repeat", shape) // written whole
	if err == nil {
		err = engine.RepeatInto("Repeat", r.strided(), t.strided(), repeats, a)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// Tile returns t repeated reps[k] times along each axis k (NumPy's
// np.tile(t, reps)) in a new C-contiguous tensor of rank E = max(rank D,
// len(reps)): t's shape and reps are aligned at their last axes, the
// shorter led by ones, so Tile[[2]int](v, []int{3, 1}) stacks three copies
// of a vector v as rows. It returns an error wrapping [ErrRank] if E is
// not that rank, [ErrValue] for a negative count, [ErrOverflow], or the
// errors of [Zeros].
func Tile[E Dim, T any, D Dim](t Tensor[T, D], reps []int) (Tensor[T, E], error) {
	const op = "Tile"
	var buf [MaxRank]int
	d, err := engine.TileShape(op, ints(&t.layout.shape), reps, buf[:])
	if err != nil {
		return Tensor[T, E]{}, err
	}
	e, ok := dimOf[E](buf[:d])
	if !ok {
		return Tensor[T, E]{}, engine.RankError(op, len(e), d)
	}
	r, err := empty[T](op, e) // written whole
	if err == nil {
		err = engine.TileInto(op, r.strided(), t.strided(), reps)
	}
	if err != nil {
		return Tensor[T, E]{}, err
	}
	return r, nil
}

// Pad returns t padded along each axis k by widths[k][0] elements before
// and widths[k][1] after (NumPy's np.pad(t, widths, mode, ...)) in a new
// C-contiguous tensor; a single pair pads every axis alike. mode is
// NumPy's: "constant" (or ""), "edge", "reflect", "symmetric", "wrap" or
// "linear_ramp", with NumPy's results, also for pads wider than the axis
// (reflected or wrapped again) and at corners (each axis is padded in
// turn over the pads of the axes before it). values are
// constant_values for "constant" and end_values for "linear_ramp", as
// NumPy broadcasts them: none (0), one for every end, a (before, after)
// pair for every axis, or 2·rank values, axis by axis. Other modes ignore
// them. NumPy 1.24's "wrap" of a pad wider than the axis is not periodic
// when the two pads differ (np.pad([1, 2, 3], (1, 4), "wrap") is [3 1 2 3
// 1 2 3 3]); Pad gives NumPy's result.
//
// NumPy's statistic modes ("maximum", "mean", "median", "minimum"), its
// "empty" mode and reflect_type="odd" are not implemented; the linear ramp
// needs an integer or float element type. It returns an error wrapping
// [ErrValue] for another mode, a negative width, the wrong number of
// pairs or values, or an empty axis widened by a mode other than
// "constant" (as NumPy raises), [ErrType] for a linear ramp of other
// elements, [ErrOverflow], or the errors of [Zeros].
func Pad[T any, D Dim](t Tensor[T, D], widths [][2]int, mode string, values ...T) (Tensor[T, D], error) {
	const op = "Pad"
	m, err := engine.ParsePadMode(op, mode)
	if err != nil {
		return Tensor[T, D]{}, err
	}
	var shape D
	if err := engine.PadShape(op, ints(&t.layout.shape), widths, m, ints(&shape)); err != nil {
		return Tensor[T, D]{}, err
	}
	vals, err := engine.PadValues(op, values, len(shape))
	if err != nil {
		return Tensor[T, D]{}, err
	}
	r, err := empty[T](op, shape) // written whole
	if err == nil {
		err = engine.PadInto(op, r.strided(), t.strided(), widths, m, vals)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// Meshgrid returns NumPy's np.meshgrid(xs..., indexing=indexing,
// sparse=sparse): one new C-contiguous tensor of rank E = len(xs) per
// vector, xs[i] laid along axis i and repeated along the others. indexing
// is "xy" (or "", NumPy's default: the first two axes exchanged, so that
// for vectors x of length n and y of length m the outputs are m×n) or
// "ij" (matrix indexing, n×m). With sparse set every output keeps length 1
// along the other axes, for broadcasting. It returns an error wrapping
// [ErrRank] if E's rank is not len(xs), [ErrValue] for another indexing,
// or the errors of [Zeros].
func Meshgrid[E Dim, T any](xs []Tensor[T, [1]int], indexing string, sparse bool) ([]Tensor[T, E], error) {
	const op = "Meshgrid"
	ij, err := engine.ParseIndexing(op, indexing)
	if err != nil {
		return nil, err
	}
	var e E
	if len(e) != len(xs) {
		return nil, engine.RankError(op, len(e), len(xs))
	}
	lengths := make([]int, len(xs))
	for i, x := range xs {
		lengths[i] = x.layout.shape[0]
	}
	out := make([]Tensor[T, E], len(xs))
	for i, x := range xs {
		var shape E
		axis := engine.MeshShape(lengths, i, ij, sparse, ints(&shape))
		r, err := empty[T](op, shape) // written whole
		if err != nil {
			return nil, err
		}
		engine.MeshInto(r.strided(), x.strided(), axis)
		out[i] = r
	}
	return out, nil
}

// Triu returns t with the elements below the k-th diagonal of each matrix
// (its last two axes) zero (NumPy's np.triu(t, k)) in a new C-contiguous
// tensor: k = 0 is the main diagonal, k > 0 above it, k < 0 below. NumPy
// also takes a vector as the rows of a square matrix; Triu refuses rank <
// 2 with an error wrapping [ErrRank]. It returns the errors of [Zeros].
func Triu[T any, D Dim](t Tensor[T, D], k int) (Tensor[T, D], error) {
	return tri("Triu", t, k, true)
}

// Tril returns t with the elements above the k-th diagonal of each matrix
// zero (NumPy's np.tril(t, k)); see [Triu].
func Tril[T any, D Dim](t Tensor[T, D], k int) (Tensor[T, D], error) {
	return tri("Tril", t, k, false)
}

func tri[T any, D Dim](op string, t Tensor[T, D], k int, upper bool) (Tensor[T, D], error) {
	if len(t.layout.shape) < 2 {
		return Tensor[T, D]{}, engine.TriInto(op, engine.Strided[T]{}, t.strided(), k, upper)
	}
	r, err := empty[T](op, t.layout.shape) // written whole
	if err == nil {
		err = engine.TriInto(op, r.strided(), t.strided(), k, upper)
	}
	if err != nil {
		return Tensor[T, D]{}, err
	}
	return r, nil
}

// FillDiagonal sets the main diagonal of t to v in place (NumPy's
// np.fill_diagonal(t, v, wrap)): the elements (i, i, ..., i) of a tensor
// whose axes all have one length, or of a matrix the elements (i, i) of its
// square part; with wrap set, the diagonal of a tall matrix continues
// every cols+1 rows, as NumPy's flat stepping does. t may be a view; the
// write goes through to the memory it shares. It returns an error
// wrapping [ErrRank] for rank < 2, [ErrShape] for unequal lengths beyond
// rank 2, or [ErrReadOnly].
func FillDiagonal[T any, D Dim](t Tensor[T, D], v T, wrap bool) error {
	return engine.FillDiagonal("FillDiagonal", t.strided(), v, wrap)
}

// Interp returns NumPy's np.interp(x, xp, fp) in a new float64 tensor of
// x's shape: the piecewise-linear interpolant through the points (xp[j],
// fp[j]) evaluated at every element of x, computed as NumPy computes it
// (bit for bit); fp[0] below xp[0] and the last fp above the last xp, or
// bounds[0] and bounds[1] when given (NumPy's left and right); NaN at a NaN
// of x. xp must be increasing, which NumPy assumes without checking (for
// other xp the result is unspecified). NumPy's period argument is not
// implemented. It returns an error wrapping [ErrValue] for empty xp or a
// bounds of another length than 0 or 2, [ErrShape] for xp and fp of
// different lengths, or the errors of [Zeros].
func Interp[T Real, D Dim](x Tensor[T, D], xp, fp Tensor[T, [1]int], bounds ...float64) (Tensor[float64, D], error) {
	r, err := empty[float64]("Interp", x.layout.shape) // written whole
	if err == nil {
		err = engine.InterpInto("Interp", r.strided(), x.strided(), xp.strided(), fp.strided(), bounds)
	}
	if err != nil {
		return Tensor[float64, D]{}, err
	}
	return r, nil
}
