package tensor_test

// The "Coming from NumPy" page: each example is one row of the table in the
// package documentation, NumPy's expression in its first comment. Every
// Output is the text NumPy prints for the same expression
// (testdata/numpy_page.json, written by scripts/golden_numpy_page.py), and
// TestNumPyPage checks that they agree.

import (
	"fmt"
	"math"
	"os"
	"path/filepath"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
	"github.com/fixedrank/tensor/npy"
)

// m23 is np.arange(6).reshape(2, 3).
func m23() tensor.Tensor[int, [2]int] {
	t, err := tensor.FromSlice([]int{0, 1, 2, 3, 4, 5}, [2]int{2, 3})
	if err != nil {
		panic(err)
	}
	return t
}

// a234 is np.arange(24).reshape(2, 3, 4).
func a234() tensor.Tensor[int, [3]int] {
	a, err := tensor.Arange(0, 24, 1)
	if err != nil {
		panic(err)
	}
	t, err := tensor.Reshape(a, [3]int{2, 3, 4})
	if err != nil {
		panic(err)
	}
	return t
}

// m33f is np.arange(9, dtype=np.float64).reshape(3, 3).
func m33f() tensor.Tensor[float64, [2]int] {
	t, err := tensor.FromFunc([2]int{3, 3}, func(i [2]int) float64 { return float64(3*i[0] + i[1]) })
	if err != nil {
		panic(err)
	}
	return t
}

func Example_numpyArangeReshape() {
	// np.arange(6).reshape(2, 3)
	a, err := tensor.Arange(0, 6, 1)
	if err != nil {
		panic(err)
	}
	m, err := tensor.Reshape(a, [2]int{2, 3})
	if err != nil {
		panic(err)
	}
	fmt.Println(m)
	// Output:
	// [[0 1 2]
	//  [3 4 5]]
}

func Example_numpyArray() {
	// np.array([[1, 2], [3, 4]])
	m, err := tensor.FromSlice([]int{1, 2, 3, 4}, [2]int{2, 2})
	if err != nil {
		panic(err)
	}
	fmt.Println(m)
	// Output:
	// [[1 2]
	//  [3 4]]
}

func Example_numpyZeros() {
	// np.zeros((2, 3))
	z, err := tensor.Zeros[float64]([2]int{2, 3})
	if err != nil {
		panic(err)
	}
	fmt.Println(z)
	// Output:
	// [[0. 0. 0.]
	//  [0. 0. 0.]]
}

func Example_numpyOnes() {
	// np.ones((2, 2), dtype=int)
	o, err := tensor.Ones[int]([2]int{2, 2})
	if err != nil {
		panic(err)
	}
	fmt.Println(o)
	// Output:
	// [[1 1]
	//  [1 1]]
}

func Example_numpyFull() {
	// np.full((2, 3), 7)
	f, err := tensor.Full([2]int{2, 3}, 7)
	if err != nil {
		panic(err)
	}
	fmt.Println(f)
	// Output:
	// [[7 7 7]
	//  [7 7 7]]
}

func Example_numpyZerosLike() {
	// np.zeros_like(a.T): the shape and the order of the strides of a.T
	z, err := tensor.ZerosLike[float64](m23().Transpose().Layout())
	if err != nil {
		panic(err)
	}
	fmt.Println(z.Shape())
	fmt.Println(z.Layout().Strides())
	// Output:
	// [3 2]
	// [1 3]
}

func Example_numpyEye() {
	// np.eye(3, k=1)
	e, err := tensor.Eye[float64](3, 3, 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(e)
	// Output:
	// [[0. 1. 0.]
	//  [0. 0. 1.]
	//  [0. 0. 0.]]
}

func Example_numpyLinspace() {
	// np.linspace(0, 1, 5)
	l, err := tensor.Linspace(0.0, 1.0, 5, true)
	if err != nil {
		panic(err)
	}
	fmt.Println(l)
	// Output:
	// [0.   0.25 0.5  0.75 1.  ]
}

func Example_numpyShape() {
	// a.shape, a.ndim, a.size
	a := a234()
	fmt.Println(a.Shape())
	fmt.Println(a.Rank())
	fmt.Println(a.Size())
	// Output:
	// [2 3 4]
	// 3
	// 24
}

func Example_numpyIndex() {
	// a[1, 2, -1]
	v, err := a234().At(1, 2, -1)
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	// Output:
	// 23
}

func Example_numpySetIndex() {
	// a[0, 1] = 9
	a := m23()
	if err := a.Set(9, 0, 1); err != nil {
		panic(err)
	}
	fmt.Println(a)
	// Output:
	// [[0 9 2]
	//  [3 4 5]]
}

func Example_numpyRow() {
	// a[-1]
	r, err := tensor.Select[[1]int](m23(), 0, -1)
	if err != nil {
		panic(err)
	}
	fmt.Println(r)
	// Output:
	// [3 4 5]
}

func Example_numpyColumn() {
	// a[:, 1]
	c, err := tensor.Select[[1]int](m23(), 1, 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(c)
	// Output:
	// [1 4]
}

func Example_numpySlices() {
	// a[::2, 1:-1, ::-1]: slicing keeps the rank, so it is a method
	v, err := a234().Subscript(tensor.Colon().By(2), tensor.Range(1, -1), tensor.Colon().By(-1))
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	// Output:
	// [[[7 6 5 4]]]
}

func Example_numpyIndexNewAxis() {
	// a[0, ::-1, None]: the result's rank is named once
	v, err := tensor.Subscript[[3]int](a234(), tensor.Index(0), tensor.Colon().By(-1), tensor.NewAxis())
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	// Output:
	// [[[ 8  9 10 11]]
	//
	//  [[ 4  5  6  7]]
	//
	//  [[ 0  1  2  3]]]
}

func Example_numpyEllipsis() {
	// a[..., 0]
	v, err := tensor.Subscript[[2]int](a234(), tensor.Ellipsis(), tensor.Index(0))
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	// Output:
	// [[ 0  4  8]
	//  [12 16 20]]
}

func Example_numpyNewAxis() {
	// a[None].shape
	v, err := tensor.ExpandDims[[3]int](m23(), 0)
	if err != nil {
		panic(err)
	}
	fmt.Println(v.Shape())
	// Output:
	// [1 2 3]
}

func Example_numpyT() {
	// a.T
	fmt.Println(m23().Transpose())
	// Output:
	// [[0 3]
	//  [1 4]
	//  [2 5]]
}

func Example_numpyTranspose() {
	// a.transpose(1, 0, 2).shape
	p, err := a234().Permute([3]int{1, 0, 2})
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Shape())
	// Output:
	// [3 2 4]
}

func Example_numpySwapAxes() {
	// a.swapaxes(0, 2).shape
	s, err := a234().SwapAxes(0, 2)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Shape())
	// Output:
	// [4 3 2]
}

func Example_numpyMoveAxis() {
	// np.moveaxis(a, 0, -1).shape
	m, err := a234().MoveAxis(0, -1)
	if err != nil {
		panic(err)
	}
	fmt.Println(m.Shape())
	// Output:
	// [3 4 2]
}

func Example_numpyDiagonal() {
	// a.diagonal()
	d, err := tensor.Diagonal[[1]int](m33f(), 0, 0, 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(d)
	// Output:
	// [0. 4. 8.]
}

func Example_numpyDiagonalWrite() {
	// np.fill_diagonal(a, 1): our diagonal views are writable
	a := m33f()
	d, err := tensor.Diagonal[[1]int](a, 0, 0, 1)
	if err != nil {
		panic(err)
	}
	if err := d.Fill(1); err != nil {
		panic(err)
	}
	fmt.Println(a)
	// Output:
	// [[1. 1. 2.]
	//  [3. 1. 5.]
	//  [6. 7. 1.]]
}

func Example_numpyBroadcastTo() {
	// np.broadcast_to(np.arange(3), (2, 3))
	x, err := tensor.Arange(0, 3, 1)
	if err != nil {
		panic(err)
	}
	b, err := tensor.BroadcastTo(x, [2]int{2, 3})
	if err != nil {
		panic(err)
	}
	fmt.Println(b)
	// Output:
	// [[0 1 2]
	//  [0 1 2]]
}

func Example_numpyReshapeView() {
	// a.reshape(3, -1), a view (np.shares_memory(r, a) is True)
	a := m23()
	r, err := tensor.Reshape(a, [2]int{3, -1})
	if err != nil {
		panic(err)
	}
	fmt.Println(r)
	fmt.Println(tensor.MayShareMemory(r, a))
	// Output:
	// [[0 1]
	//  [2 3]
	//  [4 5]]
	// true
}

func Example_numpyReshapeCopy() {
	// a.T.reshape(6), a copy; copy=False would fail with ErrNotView
	a := m23()
	r, copied, err := tensor.ReshapeOrder(a.Transpose(), [1]int{6}, tensor.C, tensor.CopyIfNeeded)
	if err != nil {
		panic(err)
	}
	fmt.Println(r)
	fmt.Println(!copied)
	// Output:
	// [0 3 1 4 2 5]
	// false
}

func Example_numpyReshapeF() {
	// a.reshape(3, 2, order='F')
	r, _, err := tensor.ReshapeOrder(m23(), [2]int{3, 2}, tensor.F, tensor.CopyIfNeeded)
	if err != nil {
		panic(err)
	}
	fmt.Println(r)
	// Output:
	// [[0 4]
	//  [3 2]
	//  [1 5]]
}

func Example_numpyRavel() {
	// a.T.ravel()
	r, err := tensor.Ravel(m23().Transpose())
	if err != nil {
		panic(err)
	}
	fmt.Println(r)
	// Output:
	// [0 3 1 4 2 5]
}

func Example_numpySqueeze() {
	// np.squeeze(a) for a of shape (1, 3, 1)
	a, err := tensor.FromSlice([]int{0, 1, 2}, [3]int{1, 3, 1})
	if err != nil {
		panic(err)
	}
	s, err := tensor.Squeeze[[1]int](a)
	if err != nil {
		panic(err)
	}
	fmt.Println(s)
	// Output:
	// [0 1 2]
}

func Example_numpyExpandDims() {
	// np.expand_dims(a, (0, 2)).shape
	e, err := tensor.ExpandDims[[4]int](m23(), 0, 2)
	if err != nil {
		panic(err)
	}
	fmt.Println(e.Shape())
	// Output:
	// [1 2 1 3]
}

func Example_numpyFlip() {
	// np.flip(a, 1), or a[:, ::-1]
	f, err := m23().Flip(1)
	if err != nil {
		panic(err)
	}
	fmt.Println(f)
	// Output:
	// [[2 1 0]
	//  [5 4 3]]
}

func Example_numpyFlipAll() {
	// np.flip(a)
	f, err := m23().Flip()
	if err != nil {
		panic(err)
	}
	fmt.Println(f)
	// Output:
	// [[5 4 3]
	//  [2 1 0]]
}

func Example_numpySlidingWindow() {
	// sliding_window_view(np.arange(5), 3)
	x, err := tensor.Arange(0, 5, 1)
	if err != nil {
		panic(err)
	}
	w, err := tensor.SlidingWindow[[2]int](x, [1]int{3}, [1]int{1})
	if err != nil {
		panic(err)
	}
	fmt.Println(w)
	// Output:
	// [[0 1 2]
	//  [1 2 3]
	//  [2 3 4]]
}

func Example_numpySlidingWindowAxis() {
	// sliding_window_view(a, 2, axis=1)
	w, err := tensor.SlidingWindowAxes[[3]int](m23(), []int{2}, []int{1})
	if err != nil {
		panic(err)
	}
	fmt.Println(w.Shape())
	second, err := tensor.Select[[2]int](w, 0, 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(second)
	// Output:
	// [2 2 2]
	// [[3 4]
	//  [4 5]]
}

func Example_numpyAsContiguous() {
	// np.ascontiguousarray(a.T)
	c, err := m23().Transpose().AsContiguous(tensor.C)
	if err != nil {
		panic(err)
	}
	fmt.Println(c.Layout().IsCContiguous())
	fmt.Println(c.Layout().Strides())
	// Output:
	// true
	// [2 1]
}

func Example_numpyAsFortran() {
	// np.asfortranarray(a)
	f, err := m23().AsContiguous(tensor.F)
	if err != nil {
		panic(err)
	}
	fmt.Println(f.Layout().IsFContiguous())
	fmt.Println(f.Layout().Strides())
	// Output:
	// true
	// [1 2]
}

func Example_numpyFlags() {
	// a.flags.c_contiguous, a.T.flags.c_contiguous, a.T.flags.f_contiguous
	a := m23()
	fmt.Println(a.Layout().IsCContiguous())
	fmt.Println(a.Transpose().Layout().IsCContiguous())
	fmt.Println(a.Transpose().Layout().IsFContiguous())
	// Output:
	// true
	// false
	// true
}

func Example_numpyCopy() {
	// b = a.copy(); b[0, 0] = 100
	a := m23()
	b := a.Clone()
	if err := b.Set(100, 0, 0); err != nil {
		panic(err)
	}
	x, _ := a.At(0, 0)
	y, _ := b.At(0, 0)
	fmt.Println(x)
	fmt.Println(y)
	// Output:
	// 0
	// 100
}

func Example_numpyAssignAll() {
	// a[...] = np.arange(3), broadcasting
	a, err := tensor.Zeros[int]([2]int{2, 3})
	if err != nil {
		panic(err)
	}
	x, err := tensor.Arange(0, 3, 1)
	if err != nil {
		panic(err)
	}
	if err := tensor.Assign(a, x); err != nil {
		panic(err)
	}
	fmt.Println(a)
	// Output:
	// [[0 1 2]
	//  [0 1 2]]
}

func Example_numpyAssignSlice() {
	// a[:, ::2] = 0
	a := m23()
	v, err := a.Slice(1, tensor.Colon().By(2))
	if err != nil {
		panic(err)
	}
	if err := v.Fill(0); err != nil {
		panic(err)
	}
	fmt.Println(a)
	// Output:
	// [[0 1 0]
	//  [0 4 0]]
}

func Example_numpyAddInPlace() {
	// a += np.arange(3)
	a := m23()
	x, err := tensor.Arange(0, 3, 1)
	if err != nil {
		panic(err)
	}
	if err := tensor.AddTo(a, a, x); err != nil {
		panic(err)
	}
	fmt.Println(a)
	// Output:
	// [[0 2 4]
	//  [3 5 7]]
}

func Example_numpyAdd() {
	// a + np.array([[10], [20]]): the result's rank is named
	col, err := tensor.FromSlice([]int{10, 20}, [2]int{2, 1})
	if err != nil {
		panic(err)
	}
	s, err := tensor.Add(m23(), col)
	if err != nil {
		panic(err)
	}
	fmt.Println(s)
	// Output:
	// [[10 11 12]
	//  [23 24 25]]
}

func Example_numpySubtract() {
	// a - np.arange(3)
	x, err := tensor.Arange(0, 3, 1)
	if err != nil {
		panic(err)
	}
	d, err := tensor.Subtract(m23(), x)
	if err != nil {
		panic(err)
	}
	fmt.Println(d)
	// Output:
	// [[0 0 0]
	//  [3 3 3]]
}

func Example_numpyMultiply() {
	// a * np.arange(3)
	x, err := tensor.Arange(0, 3, 1)
	if err != nil {
		panic(err)
	}
	p, err := tensor.Multiply(m23(), x)
	if err != nil {
		panic(err)
	}
	fmt.Println(p)
	// Output:
	// [[ 0  1  4]
	//  [ 0  4 10]]
}

func Example_numpyDivide() {
	// np.arange(6.0).reshape(2, 3) / np.array([1.0, 2.0, 4.0])
	a, err := tensor.FromSlice([]float64{0, 1, 2, 3, 4, 5}, [2]int{2, 3})
	if err != nil {
		panic(err)
	}
	b, err := tensor.FromSlice([]float64{1, 2, 4}, [1]int{3})
	if err != nil {
		panic(err)
	}
	q, err := tensor.Divide(a, b)
	if err != nil {
		panic(err)
	}
	fmt.Println(q)
	// Output:
	// [[0.   0.5  0.5 ]
	//  [3.   2.   1.25]]
}

func Example_numpyScale() {
	// a *= 2
	a := m23()
	if err := tensor.Scale(a, 2); err != nil {
		panic(err)
	}
	fmt.Println(a)
	// Output:
	// [[ 0  2  4]
	//  [ 6  8 10]]
}

func Example_numpySum() {
	// a.sum()
	s, err := tensor.Sum(m33f())
	if err != nil {
		panic(err)
	}
	fmt.Println(s)
	// Output:
	// 36
}

func Example_numpySumAxis() {
	// a.sum(axis=0)
	s, err := tensor.SumAxes[[1]int](m23(), 0)
	if err != nil {
		panic(err)
	}
	fmt.Println(s)
	// Output:
	// [3 5 7]
}

func Example_numpyMeanAxis() {
	// a.mean(axis=1)
	m, err := tensor.MeanAxes[[1]int](m23(), 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(m)
	// Output:
	// [1. 4.]
}

func Example_numpyMinMax() {
	// a.min(), a.max(axis=0)
	lo, err := tensor.Min(m23())
	if err != nil {
		panic(err)
	}
	hi, err := tensor.MaxAxes[[1]int](m23(), 0)
	if err != nil {
		panic(err)
	}
	fmt.Println(lo)
	fmt.Println(hi)
	// Output:
	// 0
	// [3 4 5]
}

func Example_numpySqrt() {
	// np.sqrt(a): NumPy's math functions are values of UnaryFunc
	a, err := tensor.FromSlice([]float64{1, 4, 9}, [1]int{3})
	if err != nil {
		panic(err)
	}
	r, err := tensor.Unary(tensor.Sqrt, a)
	if err != nil {
		panic(err)
	}
	fmt.Println(r)
	// Output:
	// [1. 2. 3.]
}

func Example_numpyAbs() {
	// np.abs(a, out=a): in place
	a, err := tensor.FromSlice([]float64{-1.5, 0, 2}, [1]int{3})
	if err != nil {
		panic(err)
	}
	if err := tensor.UnaryTo(a, tensor.Abs, a); err != nil {
		panic(err)
	}
	fmt.Println(a)
	// Output:
	// [1.5 0.  2. ]
}

func Example_numpyExp() {
	// np.exp(a)
	a, err := tensor.FromSlice([]float64{0, 1}, [1]int{2})
	if err != nil {
		panic(err)
	}
	r, err := tensor.Unary(tensor.Exp, a)
	if err != nil {
		panic(err)
	}
	fmt.Println(r)
	// Output:
	// [1.         2.71828183]
}

func Example_numpyTrueDivide() {
	// np.array([7, -7, 1]) / np.array([2, 2, 0]): NumPy's / of integers gives float64
	i, err := tensor.FromSlice([]int{7, -7, 1}, [1]int{3})
	if err != nil {
		panic(err)
	}
	j, err := tensor.FromSlice([]int{2, 2, 0}, [1]int{3})
	if err != nil {
		panic(err)
	}
	q, err := tensor.TrueDivide[float64](i, j)
	if err != nil {
		panic(err)
	}
	fmt.Println(q)
	// Output:
	// [ 3.5 -3.5  inf]
}

func Example_numpyFloorDivide() {
	// i // j, i % j: Python's floor and sign rules (Go's / and % truncate)
	i, err := tensor.FromSlice([]int{7, -7, 7}, [1]int{3})
	if err != nil {
		panic(err)
	}
	j, err := tensor.FromSlice([]int{2, 2, -2}, [1]int{3})
	if err != nil {
		panic(err)
	}
	q, err := tensor.Binary(tensor.FloorDivide, i, j)
	if err != nil {
		panic(err)
	}
	r, err := tensor.Binary(tensor.Remainder, i, j)
	if err != nil {
		panic(err)
	}
	fmt.Println(q)
	fmt.Println(r)
	// Output:
	// [ 3 -4 -4]
	// [ 1  1 -1]
}

func Example_numpyLogicalAnd() {
	// m = (a > 1) & (a < 4); ~m
	a, err := tensor.Arange(0, 6, 1)
	if err != nil {
		panic(err)
	}
	a23, err := tensor.Reshape(a, [2]int{2, 3})
	if err != nil {
		panic(err)
	}
	gt, err := tensor.Greater(a23, 1)
	if err != nil {
		panic(err)
	}
	lt, err := tensor.Less(a23, 4)
	if err != nil {
		panic(err)
	}
	m, err := tensor.Binary(tensor.LogicalAnd, gt, lt)
	if err != nil {
		panic(err)
	}
	not, err := tensor.Unary(tensor.LogicalNot, m)
	if err != nil {
		panic(err)
	}
	fmt.Println(m)
	fmt.Println(not)
	// Output:
	// [[False False  True]
	//  [ True False False]]
	// [[ True  True False]
	//  [False  True  True]]
}

func Example_numpySharesMemory() {
	// np.shares_memory(a[::2], a[1::2]), np.shares_memory(a[:5], a[4:])
	a, err := tensor.Arange(0, 10, 1)
	if err != nil {
		panic(err)
	}
	even, _ := a.Slice(0, tensor.Colon().By(2))
	odd, _ := a.Slice(0, tensor.From(1).By(2))
	head, _ := a.Slice(0, tensor.Until(5))
	tail, _ := a.Slice(0, tensor.From(4))
	disjoint, err := tensor.SharesMemory(even, odd, 0)
	if err != nil {
		panic(err) // ErrTooHard past the work cap; 0 asks for the default cap
	}
	overlap, err := tensor.SharesMemory(head, tail, 0)
	if err != nil {
		panic(err)
	}
	fmt.Println(disjoint)
	fmt.Println(overlap)
	// Output:
	// false
	// true
}

func Example_numpyMayShareMemory() {
	// np.may_share_memory(a[::2], a[1::2]): bounds only
	a, err := tensor.Arange(0, 10, 1)
	if err != nil {
		panic(err)
	}
	even, _ := a.Slice(0, tensor.Colon().By(2))
	odd, _ := a.Slice(0, tensor.From(1).By(2))
	fmt.Println(tensor.MayShareMemory(even, odd))
	// Output:
	// true
}

func Example_numpySaveLoad() {
	// np.save("a.npy", a.T); np.load("a.npy")
	path := filepath.Join(os.TempDir(), "numpy-page-a.npy")
	defer os.Remove(path)
	if err := npy.Save(path, m23().Transpose()); err != nil {
		panic(err)
	}
	b, err := npy.Load[int64, [2]int](path)
	if err != nil {
		panic(err)
	}
	fmt.Println(b)
	// Output:
	// [[0 3]
	//  [1 4]
	//  [2 5]]
}

func Example_numpyLoadDyn() {
	// b = np.load(f) of a rank known only at run time; b.ndim; b.sum(axis=-1)
	x, err := tensor.FromFunc([3]int{2, 3, 4}, func(i [3]int) float64 { return float64(12*i[0] + 4*i[1] + i[2]) })
	if err != nil {
		panic(err)
	}
	path := filepath.Join(os.TempDir(), "numpy-page-b.npy")
	defer os.Remove(path)
	if err := npy.Save(path, x); err != nil {
		panic(err)
	}
	b, err := npy.LoadDyn[float64](path)
	if err != nil {
		panic(err)
	}
	s, err := dyn.SumAxes(b, -1)
	if err != nil {
		panic(err)
	}
	fmt.Println(b.Rank())
	fmt.Println(s)
	// Output:
	// 3
	// [[ 6. 22. 38.]
	//  [54. 70. 86.]]
}

func Example_numpyStd() {
	// a.std(), a.var(ddof=1)
	s, err := tensor.Std(m23(), 0)
	if err != nil {
		panic(err)
	}
	v, err := tensor.Var(m23(), 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(s)
	fmt.Println(v)
	// Output:
	// 1.707825127659933
	// 3.5
}

func Example_numpyStdAxis() {
	// a.std(axis=0)
	s, err := tensor.StdAxes[[1]int](m23(), 0, 0)
	if err != nil {
		panic(err)
	}
	fmt.Println(s)
	// Output:
	// [1.5 1.5 1.5]
}

func Example_numpySumAxes() {
	// a.sum(axis=(0, 2)), a.max(axis=(0, 1), keepdims=True)
	a := a234()
	s, err := tensor.SumAxes[[1]int](a, 0, 2)
	if err != nil {
		panic(err)
	}
	m, err := tensor.MaxKeepDims(a, 0, 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(s)
	fmt.Println(m)
	// Output:
	// [ 60  92 124]
	// [[[20 21 22 23]]]
}

func Example_numpyKeepDims() {
	// (a - a.mean(axis=0, keepdims=True)) / a.std(axis=0, keepdims=True)
	a := m33f()
	m, err := tensor.MeanKeepDims(a, 0)
	if err != nil {
		panic(err)
	}
	s, err := tensor.StdKeepDims(a, 0, 0)
	if err != nil {
		panic(err)
	}
	d, err := tensor.Subtract(a, m)
	if err != nil {
		panic(err)
	}
	z, err := tensor.Divide(d, s)
	if err != nil {
		panic(err)
	}
	fmt.Println(z)
	// Output:
	// [[-1.22474487 -1.22474487 -1.22474487]
	//  [ 0.          0.          0.        ]
	//  [ 1.22474487  1.22474487  1.22474487]]
}

func Example_numpyProdAxis() {
	// a.prod(axis=1)
	p, err := tensor.ProdAxes[[1]int](m23(), 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(p)
	// Output:
	// [ 0 60]
}

func Example_numpyCountAxes() {
	// np.count_nonzero(a, axis=(0, 1)), a.argmax(axis=1, keepdims=True)
	a := tensor.Map(a234(), func(v int) int { return v % 3 })
	c, err := tensor.CountNonzeroAxes[[1]int](a, 0, 1)
	if err != nil {
		panic(err)
	}
	m, err := tensor.ArgMaxKeepDims(a, 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(c)
	fmt.Println(m)
	// Output:
	// [4 4 4 4]
	// [[[2 1 0 2]]
	//
	//  [[2 1 0 2]]]
}

func Example_numpyArgWhere() {
	// np.argwhere(a > 2), np.nonzero(a > 2)[1]
	m := tensor.Map(m23(), func(v int) bool { return v > 2 })
	w, err := tensor.ArgWhere(m)
	if err != nil {
		panic(err)
	}
	cols, err := tensor.Select[[1]int](w.Transpose(), 0, 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(w)
	fmt.Println(cols)
	// Output:
	// [[1 0]
	//  [1 1]
	//  [1 2]]
	// [0 1 2]
}

func Example_numpyArgMax() {
	// a.argmax(), a.argmin(axis=1)
	a, err := tensor.FromSlice([]int{3, 9, 2, 9, 0, 5}, [2]int{2, 3})
	if err != nil {
		panic(err)
	}
	i, err := tensor.ArgMax(a)
	if err != nil {
		panic(err)
	}
	j, err := tensor.ArgMinAxes[[1]int](a, 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(i)
	fmt.Println(j)
	// Output:
	// 1
	// [2 1]
}

func Example_numpyCountNonzero() {
	// np.count_nonzero(a), a.any(), a.all()
	a, err := tensor.FromSlice([]int{0, 1, 2, 3, 0, 5}, [2]int{2, 3})
	if err != nil {
		panic(err)
	}
	fmt.Println(tensor.CountNonzero(a))
	fmt.Println(tensor.AnyNonzero(a))
	fmt.Println(tensor.AllNonzero(a))
	// Output:
	// 4
	// true
	// false
}

func Example_numpyProd() {
	// np.arange(1, 6).prod()
	a, err := tensor.Arange(1, 6, 1)
	if err != nil {
		panic(err)
	}
	p, err := tensor.Prod(a)
	if err != nil {
		panic(err)
	}
	fmt.Println(p)
	// Output:
	// 120
}

func Example_numpyConcatenate() {
	// np.concatenate([a, a * 10], axis=1)
	a := m23()
	b := a.Clone()
	if err := tensor.Scale(b, 10); err != nil {
		panic(err)
	}
	c, err := tensor.Concatenate(1, a, b)
	if err != nil {
		panic(err)
	}
	fmt.Println(c)
	// Output:
	// [[ 0  1  2  0 10 20]
	//  [ 3  4  5 30 40 50]]
}

func Example_numpyStack() {
	// np.stack([a, a]).shape
	s, err := tensor.Stack[[3]int](0, m23(), m23())
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Shape())
	// Output:
	// [2 2 3]
}

func Example_numpyArraySplit() {
	// np.array_split(np.arange(7), 3): views
	x, err := tensor.Arange(0, 7, 1)
	if err != nil {
		panic(err)
	}
	parts, err := tensor.Split(x, 0, 3)
	if err != nil {
		panic(err)
	}
	for _, p := range parts {
		fmt.Println(p)
	}
	// Output:
	// [0 1 2]
	// [3 4]
	// [5 6]
}

func Example_numpyAstype() {
	// a.astype(np.float32) / 4
	f, err := tensor.Convert[float32](m23())
	if err != nil {
		panic(err)
	}
	four, err := tensor.Full([0]int{}, float32(4))
	if err != nil {
		panic(err)
	}
	q, err := tensor.Divide(f, four)
	if err != nil {
		panic(err)
	}
	fmt.Println(q)
	// Output:
	// [[0.   0.25 0.5 ]
	//  [0.75 1.   1.25]]
}

func Example_numpyLess() {
	// a < np.array([1, 1, 3])
	b, err := tensor.FromSlice([]int{1, 1, 3}, [1]int{3})
	if err != nil {
		panic(err)
	}
	l, err := tensor.Less(m23(), b)
	if err != nil {
		panic(err)
	}
	fmt.Println(l)
	// Output:
	// [[ True False  True]
	//  [False False False]]
}

func Example_numpyWhere() {
	// np.where(a > 2, a, -1)
	a := m23()
	cond, err := tensor.Greater(a, 2)
	if err != nil {
		panic(err)
	}
	w, err := tensor.Where(cond, a, -1)
	if err != nil {
		panic(err)
	}
	fmt.Println(w)
	// Output:
	// [[-1 -1 -1]
	//  [ 3  4  5]]
}

func Example_numpyMask() {
	// a[a > 2]; a[a > 2] = 0
	a := m23()
	two, err := tensor.Full([0]int{}, 2)
	if err != nil {
		panic(err)
	}
	mask, err := tensor.Greater(a, two)
	if err != nil {
		panic(err)
	}
	sel, err := tensor.Masked(a, mask)
	if err != nil {
		panic(err)
	}
	if err := tensor.SetMasked(a, mask, 0); err != nil {
		panic(err)
	}
	fmt.Println(sel)
	fmt.Println(a)
	// Output:
	// [3 4 5]
	// [[0 1 2]
	//  [0 0 0]]
}

func Example_numpyClip() {
	// np.clip(a, 1, 4)
	c, err := tensor.Clip(m23(), 1, 4)
	if err != nil {
		panic(err)
	}
	fmt.Println(c)
	// Output:
	// [[1 1 2]
	//  [3 4 4]]
}

func Example_numpySumDtype() {
	// img.sum(dtype=np.int64)
	img, err := tensor.FromSlice([]uint8{200, 100, 255, 255}, [2]int{2, 2})
	if err != nil {
		panic(err)
	}
	total, err := tensor.Zeros[int64]([0]int{})
	if err != nil {
		panic(err)
	}
	if err := tensor.SumTo(total, img); err != nil {
		panic(err)
	}
	fmt.Println(total)
	// Output:
	// 810
}

func Example_numpyMatmul() {
	// a @ b.T, a @ x
	a := m23()
	p, err := tensor.Matmul[[2]int](a, a.Transpose())
	if err != nil {
		panic(err)
	}
	x, err := tensor.FromSlice([]int{1, 0, 2}, [1]int{3})
	if err != nil {
		panic(err)
	}
	y, err := tensor.Matmul[[1]int](a, x)
	if err != nil {
		panic(err)
	}
	fmt.Println(p)
	fmt.Println(y)
	// Output:
	// [[ 5 14]
	//  [14 50]]
	// [ 4 13]
}

func Example_numpyMatmulBatch() {
	// np.matmul(t, m) (batched, broadcast)
	m, err := tensor.Arange(0, 8, 1)
	if err != nil {
		panic(err)
	}
	m2, err := tensor.Reshape(m, [2]int{4, 2})
	if err != nil {
		panic(err)
	}
	r, err := tensor.Matmul[[3]int](a234(), m2)
	if err != nil {
		panic(err)
	}
	fmt.Println(r)
	// Output:
	// [[[ 28  34]
	//   [ 76  98]
	//   [124 162]]
	//
	//  [[172 226]
	//   [220 290]
	//   [268 354]]]
}

func Example_numpyEinsum() {
	// np.einsum('ij,kj->ik', a, b), np.einsum('ii', m)
	a := m23()
	g, err := tensor.Einsum[[2]int]("ij,kj->ik", a, a)
	if err != nil {
		panic(err)
	}
	tr, err := tensor.Einsum[[0]int]("ii", m33f())
	if err != nil {
		panic(err)
	}
	fmt.Println(g)
	fmt.Println(tr.Data()[0])
	// Output:
	// [[ 5 14]
	//  [14 50]]
	// 12
}

func Example_numpyEinsumPath() {
	// np.einsum_path('ij,jk,kl->il', a, b, c, optimize='optimal')
	a := m23()
	b, err := tensor.FromSlice([]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, [2]int{3, 4})
	if err != nil {
		panic(err)
	}
	c, err := tensor.FromSlice([]int{0, 1, 2, 3, 4, 5, 6, 7}, [2]int{4, 2})
	if err != nil {
		panic(err)
	}
	p, err := dyn.EinsumPath("ij,jk,kl->il", a.Dyn().Shape(), b.Dyn().Shape(), c.Dyn().Shape())
	if err != nil {
		panic(err)
	}
	r, err := tensor.Einsum[[2]int](p, a, b, c)
	if err != nil {
		panic(err)
	}
	fmt.Println(p.Path())
	fmt.Println(r)
	// Output:
	// [[1 2] [0 1]]
	// [[ 324  422]
	//  [1008 1304]]
}

func Example_numpySort() {
	// np.sort(m, axis=0), np.argsort(x, kind='stable')
	m, err := tensor.FromSlice([]float64{3, math.Copysign(0, -1), math.NaN(), 1, 0, math.Inf(-1)}, [2]int{2, 3})
	if err != nil {
		panic(err)
	}
	x, err := tensor.FromSlice([]int{2, 1, 2, 0, 1}, [1]int{5})
	if err != nil {
		panic(err)
	}
	s, err := tensor.Sort(m, 0)
	if err != nil {
		panic(err)
	}
	i, err := tensor.ArgSort(x, 0)
	if err != nil {
		panic(err)
	}
	fmt.Println(s)
	fmt.Println(i)
	// Output:
	// [[  1.  -0. -inf]
	//  [  3.   0.  nan]]
	// [3 1 4 0 2]
}

func Example_numpyMedianPercentile() {
	// np.median(m, axis=0), np.percentile(m, 90)
	m, err := tensor.FromSlice([]float64{1, 5, 2, 4, 3, 8}, [2]int{2, 3})
	if err != nil {
		panic(err)
	}
	med, err := tensor.MedianAxes[[1]int](m, 0)
	if err != nil {
		panic(err)
	}
	p90, err := tensor.Quantile(m, 90.0/100, "linear")
	if err != nil {
		panic(err)
	}
	fmt.Println(med)
	fmt.Println(p90)
	// Output:
	// [2.5 4.  5. ]
	// 6.5
}

func Example_numpyRoundIsNaNAllClose() {
	// np.round([0.5, 1.5, 2.5]), np.round(x, 2), np.isnan(y), np.allclose(x, y)
	h, err := tensor.FromSlice([]float64{0.5, 1.5, 2.5}, [1]int{3})
	if err != nil {
		panic(err)
	}
	x, err := tensor.FromSlice([]float64{2.675, 1.005, -0.125}, [1]int{3})
	if err != nil {
		panic(err)
	}
	y, err := tensor.FromSlice([]float64{2.675, math.NaN(), -0.1250001}, [1]int{3})
	if err != nil {
		panic(err)
	}
	rh, err := tensor.Round(h, 0)
	if err != nil {
		panic(err)
	}
	rx, err := tensor.Round(x, 2)
	if err != nil {
		panic(err)
	}
	nan, err := tensor.IsNaN(y)
	if err != nil {
		panic(err)
	}
	close, err := tensor.AllClose(x, y, 1e-5, 1e-8, false)
	if err != nil {
		panic(err)
	}
	fmt.Println(rh)
	fmt.Println(rx)
	fmt.Println(nan)
	fmt.Println(close)
	// Output:
	// [0. 2. 2.]
	// [ 2.68  1.   -0.12]
	// [False  True False]
	// false
}

func Example_numpyUniqueSearchSorted() {
	// np.unique(x, return_counts=True), np.searchsorted(a, v)
	x, err := tensor.FromSlice([]int{3, 1, 3, 2, 1, 3}, [1]int{6})
	if err != nil {
		panic(err)
	}
	u, err := tensor.UniqueAll(x)
	if err != nil {
		panic(err)
	}
	a, err := tensor.FromSlice([]int{1, 2, 2, 5}, [1]int{4})
	if err != nil {
		panic(err)
	}
	v, err := tensor.FromSlice([]int{2, 4, 6}, [1]int{3})
	if err != nil {
		panic(err)
	}
	pos, err := tensor.SearchSorted(a, v, "left")
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Values)
	fmt.Println(u.Counts)
	fmt.Println(pos)
	// Output:
	// [1 2 3]
	// [2 1 3]
	// [1 3 4]
}

func Example_numpyTensordot() {
	// np.tensordot(t, t, axes=([1, 2], [1, 2]))
	t := a234()
	r, err := tensor.Tensordot[[2]int](t, t, []int{1, 2}, []int{1, 2})
	if err != nil {
		panic(err)
	}
	fmt.Println(r)
	// Output:
	// [[ 506 1298]
	//  [1298 3818]]
}

func Example_numpyDotOuterTrace() {
	// np.dot(x, x), np.outer(x, x), np.trace(m)
	x, err := tensor.FromSlice([]int{1, 2, 3}, [1]int{3})
	if err != nil {
		panic(err)
	}
	d, err := tensor.Dot[[0]int](x, x)
	if err != nil {
		panic(err)
	}
	o, err := tensor.Outer(x, x)
	if err != nil {
		panic(err)
	}
	tr, err := tensor.Trace[[0]int](m33f(), 0, 0, 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(d.Data()[0])
	fmt.Println(o)
	fmt.Println(tr.Data()[0])
	// Output:
	// 14
	// [[1 2 3]
	//  [2 4 6]
	//  [3 6 9]]
	// 12
}

func Example_numpyMeanFloat32() {
	// x32.mean(axis=0) (stays float32)
	x, err := tensor.FromFunc([2]int{2, 3}, func(i [2]int) float32 { return float32(3*i[0]+i[1]) / 3 })
	if err != nil {
		panic(err)
	}
	m, err := tensor.Zeros[float32]([1]int{3})
	if err != nil {
		panic(err)
	}
	if err := tensor.MeanTo(m, x, 0); err != nil {
		panic(err)
	}
	fmt.Println(m)
	// Output:
	// [0.5       0.8333334 1.1666666]
}

func Example_numpyNorm() {
	// np.linalg.norm(m), np.linalg.norm(m, axis=1), np.linalg.norm(m, np.inf)
	m := m33f()
	all, err := tensor.Norm[[0]int](m, tensor.Fro)
	if err != nil {
		panic(err)
	}
	rows, err := tensor.Norm[[1]int](m, 2, 1)
	if err != nil {
		panic(err)
	}
	inf, err := tensor.Norm[[0]int](m, math.Inf(1), 0, 1)
	if err != nil {
		panic(err)
	}
	fmt.Println(all.Data()[0])
	fmt.Println(rows)
	fmt.Println(inf.Data()[0])
	// Output:
	// 14.2828568570857
	// [ 2.23606798  7.07106781 12.20655562]
	// 21
}

func Example_numpyPadRepeatTile() {
	// np.pad(m, 1, mode='reflect'), np.repeat(x, 2), np.tile(x, (2, 1))
	m, err := tensor.FromSlice([]int{0, 1, 2, 3, 4, 5}, [2]int{2, 3})
	if err != nil {
		panic(err)
	}
	x, err := tensor.FromSlice([]int{1, 2, 3}, [1]int{3})
	if err != nil {
		panic(err)
	}
	p, err := tensor.Pad(m, [][2]int{{1, 1}}, "reflect")
	if err != nil {
		panic(err)
	}
	r, err := tensor.Repeat(x, []int{2}, 0)
	if err != nil {
		panic(err)
	}
	t, err := tensor.Tile[[2]int](x, []int{2, 1})
	if err != nil {
		panic(err)
	}
	fmt.Println(p)
	fmt.Println(r)
	fmt.Println(t)
	// Output:
	// [[4 3 4 5 4]
	//  [1 0 1 2 1]
	//  [4 3 4 5 4]
	//  [1 0 1 2 1]]
	// [1 1 2 2 3 3]
	// [[1 2 3]
	//  [1 2 3]]
}

func Example_numpyMeshgridTriuRot90() {
	// np.meshgrid(x, y), np.triu(m, 1), np.rot90(m)
	x, err := tensor.FromSlice([]int{1, 2, 3}, [1]int{3})
	if err != nil {
		panic(err)
	}
	y, err := tensor.FromSlice([]int{10, 20}, [1]int{2})
	if err != nil {
		panic(err)
	}
	g, err := tensor.Meshgrid[[2]int]([]tensor.Tensor[int, [1]int]{x, y}, "xy", false)
	if err != nil {
		panic(err)
	}
	sq, err := tensor.FromSlice([]float64{0, 1, 2, 3, 4, 5, 6, 7, 8}, [2]int{3, 3})
	if err != nil {
		panic(err)
	}
	u, err := tensor.Triu(sq, 1)
	if err != nil {
		panic(err)
	}
	m, err := tensor.FromSlice([]int{0, 1, 2, 3, 4, 5}, [2]int{2, 3})
	if err != nil {
		panic(err)
	}
	r, err := m.Rot90(1, 0, 1) // a view, as in NumPy
	if err != nil {
		panic(err)
	}
	fmt.Println(g[0])
	fmt.Println(g[1])
	fmt.Println(u)
	fmt.Println(r)
	// Output:
	// [[1 2 3]
	//  [1 2 3]]
	// [[10 10 10]
	//  [20 20 20]]
	// [[0. 1. 2.]
	//  [0. 0. 5.]
	//  [0. 0. 0.]]
	// [[2 5]
	//  [1 4]
	//  [0 3]]
}

func Example_numpyNanVarArgMin() {
	// np.nanvar(x), np.nanargmin(x), np.nancumsum(x)
	x, err := tensor.FromSlice([]float64{2, math.NaN(), -1, 4}, [1]int{4})
	if err != nil {
		panic(err)
	}
	v, err := tensor.NanVar(x, 0)
	if err != nil {
		panic(err)
	}
	i, err := tensor.NanArgMin(x)
	if err != nil {
		panic(err)
	}
	c, err := tensor.NanCumSum(x)
	if err != nil {
		panic(err)
	}
	fmt.Println(v)
	fmt.Println(i)
	fmt.Println(c)
	// Output:
	// 4.222222222222222
	// 2
	// [2. 2. 1. 5.]
}

func Example_numpyCountingHistogram() {
	// np.bincount(x), np.histogram(a, bins=4), np.digitize(a, bins), np.isin(x, [1, 3])
	x, err := tensor.FromSlice([]int{0, 1, 1, 3, 2, 1}, [1]int{6})
	if err != nil {
		panic(err)
	}
	a, err := tensor.FromSlice([]float64{0.5, 1, 2.5, 4, 3.5, 1.5}, [1]int{6})
	if err != nil {
		panic(err)
	}
	c, err := tensor.Bincount(x, 0)
	if err != nil {
		panic(err)
	}
	counts, edges, err := tensor.Histogram(a, 4)
	if err != nil {
		panic(err)
	}
	bins, err := tensor.FromSlice([]float64{1, 2, 3}, [1]int{3})
	if err != nil {
		panic(err)
	}
	d, err := tensor.Digitize(a, bins, false)
	if err != nil {
		panic(err)
	}
	test, err := tensor.FromSlice([]int{1, 3}, [1]int{2})
	if err != nil {
		panic(err)
	}
	in, err := tensor.IsIn(x, test)
	if err != nil {
		panic(err)
	}
	fmt.Println(c)
	fmt.Println(counts)
	fmt.Println(edges)
	fmt.Println(d)
	fmt.Println(in)
	// Output:
	// [1 3 1 1]
	// [2 1 1 2]
	// [0.5   1.375 2.25  3.125 4.   ]
	// [0 1 2 3 3 1]
	// [False  True  True  True False  True]
}

func Example_numpyInterpUniqueRows() {
	// np.interp(x, xp, fp), np.unique(m, axis=0)
	x, err := tensor.FromSlice([]float64{0.5, 1.5, 3}, [1]int{3})
	if err != nil {
		panic(err)
	}
	xp, err := tensor.FromSlice([]float64{0, 1, 2}, [1]int{3})
	if err != nil {
		panic(err)
	}
	fp, err := tensor.FromSlice([]float64{10, 20, 0}, [1]int{3})
	if err != nil {
		panic(err)
	}
	y, err := tensor.Interp(x, xp, fp)
	if err != nil {
		panic(err)
	}
	m, err := tensor.FromSlice([]int{1, 2, 0, 5, 1, 2, 0, 5, 0, 1}, [2]int{5, 2})
	if err != nil {
		panic(err)
	}
	u, err := tensor.UniqueAxis(m, 0)
	if err != nil {
		panic(err)
	}
	fmt.Println(y)
	fmt.Println(u)
	// Output:
	// [15. 10.  0.]
	// [[0 1]
	//  [0 5]
	//  [1 2]]
}

func Example_numpyIndexRowsAssign() {
	// x[x[:, 0] > 5], m[:, [3, 0]] = v, np.nonzero(a), np.unravel_index(5, (3, 4))
	x, err := tensor.FromSlice([]int{1, 2, 7, 8, 6, 0}, [2]int{3, 2})
	if err != nil {
		panic(err)
	}
	col, err := tensor.Select[[1]int](x, 1, 0) // x[:, 0]
	if err != nil {
		panic(err)
	}
	mask, err := tensor.Greater(col, 5)
	if err != nil {
		panic(err)
	}
	rows, err := tensor.MaskedRows[[2]int](x, mask)
	if err != nil {
		panic(err)
	}
	m, err := tensor.Zeros[int]([2]int{2, 4})
	if err != nil {
		panic(err)
	}
	idx, err := tensor.FromSlice([]int{3, 0}, [1]int{2})
	if err != nil {
		panic(err)
	}
	v, err := tensor.FromSlice([]int{1, 2}, [1]int{2})
	if err != nil {
		panic(err)
	}
	if err := tensor.PutAxis(m, idx, v, 1, "raise"); err != nil {
		panic(err)
	}
	a, err := tensor.FromSlice([]int{0, 3, 5, 0}, [2]int{2, 2})
	if err != nil {
		panic(err)
	}
	nz, err := tensor.Nonzero(a)
	if err != nil {
		panic(err)
	}
	flat, err := tensor.FromSlice([]int{5}, [0]int{})
	if err != nil {
		panic(err)
	}
	ij, err := tensor.UnravelIndex(flat, [2]int{3, 4}, tensor.C)
	if err != nil {
		panic(err)
	}
	fmt.Println(rows)
	fmt.Println(m)
	fmt.Println(nz)
	fmt.Println(ij)
	// Output:
	// [[7 8]
	//  [6 0]]
	// [[2 0 0 1]
	//  [2 0 0 1]]
	// [[0 1] [1 0]]
	// [1 1]
}

func Example_numpyAtLeast2D() {
	// np.atleast_2d(x).shape, np.atleast_3d(x).shape
	x, err := tensor.FromSlice([]int{1, 2, 3}, [1]int{3})
	if err != nil {
		panic(err)
	}
	// The rank is in the type, so the new axes are named where NumPy's
	// helpers place them: a leading one for 2-D, one each side for 3-D.
	m, err := tensor.ExpandDims[[2]int](x, 0)
	if err != nil {
		panic(err)
	}
	c, err := tensor.ExpandDims[[3]int](x, 0, 2)
	if err != nil {
		panic(err)
	}
	fmt.Println(m.Shape())
	fmt.Println(c.Shape())
	// Output:
	// [1 3]
	// [1 3 1]
}
