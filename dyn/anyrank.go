package dyn

// AnyRank is satisfied by both kinds of tensor: [Tensor] and the fixed-rank
// tensor.Tensor of the root package, whose Dyn methods return a runtime-rank
// view sharing its elements. Functions that accept either kind take an AnyRank.
type AnyRank[T any] interface{ Dyn() Tensor[T] }

// Dyn returns t itself, so that a Tensor is an [AnyRank].
func (t Tensor[T]) Dyn() Tensor[T] { return t }

var _ AnyRank[float64] = Tensor[float64]{}
