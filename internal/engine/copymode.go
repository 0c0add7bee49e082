package engine

// Copy says whether a reshape may copy, as the copy argument of NumPy's
// reshape does.
type Copy uint8

const (
	CopyIfNeeded Copy = iota
	CopyNever
	CopyAlways
)
